/* SPDX-License-Identifier: MIT */
/*
 * test_diff.c - seccache_diff(): it must find real differences with
 * witnesses that seccache_stack_run() confirms, and call equal what is
 * equal however it is written, an optimized stack that once was not
 * proved equal included. SECCACHE_SEED replays a run.
 */
#include <stdio.h>
#include <stdlib.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "optcheck.h"

/* The witness's call, with number nr, gets its results; with other arguments if any_args. */
static void check_run_at(const struct seccache_stack *a, const struct seccache_stack *b,
			 const struct seccache_witness *w, uint32_t nr)
{
	struct seccache_data in = w->data;

	in.nr = nr;
	if (w->any_args)
		for (int i = 0; i < SECCACHE_NR_ARGS; i++)
			in.args[i] = 0x9e3779b97f4a7c15ULL * (uint64_t)(nr + i + 1);
	if (seccache_stack_run(a, &in, NULL) != w->a || seccache_stack_run(b, &in, NULL) != w->b)
		fail_msg("arch %#x nr %u, in the run %u-%u of nr %u: %#x and %#x, not %#x and %#x",
			 in.arch, nr, w->first, w->last, w->data.nr, seccache_stack_run(a, &in, NULL),
			 seccache_stack_run(b, &in, NULL), w->a, w->b);
}

/* Each witness holds, at its number and across the run of numbers it claims. */
static void check_witnesses(const struct seccache_stack *a, const struct seccache_stack *b,
			    const struct seccache_diff *d)
{
	const struct seccache_witness *w;

	for (size_t i = 0; (w = seccache_diff_witness(d, i)); i++) {
		uint64_t span = (uint64_t)w->last - w->first;

		assert_int_equal(seccache_stack_run(a, &w->data, NULL), w->a);
		assert_int_equal(seccache_stack_run(b, &w->data, NULL), w->b);
		assert_int_not_equal(w->a, w->b);
		assert_true(w->first <= w->data.nr && w->data.nr <= w->last);
		for (uint64_t k = 0; k <= 64; k++)
			check_run_at(a, b, w, w->first + (uint32_t)(span * k / 64));
	}
}

static struct seccache_stack *stack_of(const struct seccache_insn *insns, size_t len)
{
	struct seccache_stack *s = new_stack();

	test_push(s, insns, len);
	return s;
}

/* diff proves a and b equivalent; both are freed. */
static void check_equivalent(struct seccache_stack *a, struct seccache_stack *b)
{
	struct seccache_diff *d;

	assert_int_equal(seccache_diff(a, b, NULL, &d, NULL), 0);
	if (seccache_diff_verdict(d) != SECCACHE_EQUIVALENT)
		fail_msg("verdict %d (%s)", seccache_diff_verdict(d), seccache_diff_why(d));
	seccache_diff_free(d);
	seccache_stack_free(a);
	seccache_stack_free(b);
}

/* Written differently, the same: jge #5 is jgt #4; a mask spelled two ways. */
static void test_equal_differently_written(void **state)
{
	const struct seccache_insn a[] = {
		S(BPF_LD | BPF_W | BPF_ABS, OFF_ARG(0)),
		J(BPF_JMP | BPF_JGE | BPF_K, 5, 0, 1),
		S(BPF_RET | BPF_K, SECCACHE_RET_ALLOW),
		S(BPF_LD | BPF_W | BPF_ABS, OFF_ARG(1)),
		S(BPF_ALU | BPF_AND | BPF_K, 0xff),
		J(BPF_JMP | BPF_JEQ | BPF_K, 3, 0, 1),
		S(BPF_RET | BPF_K, SECCACHE_RET_ERRNO | 1),
		S(BPF_RET | BPF_K, SECCACHE_RET_KILL_PROCESS),
	};
	const struct seccache_insn b[] = {
		S(BPF_LD | BPF_W | BPF_ABS, OFF_ARG(1)),
		S(BPF_ALU | BPF_AND | BPF_K, 0x0fff),
		S(BPF_ALU | BPF_AND | BPF_K, 0xf0ff),
		S(BPF_ST, 3),
		S(BPF_LD | BPF_W | BPF_ABS, OFF_ARG(0)),
		J(BPF_JMP | BPF_JGT | BPF_K, 4, 3, 0),
		S(BPF_LD | BPF_MEM, 3),
		J(BPF_JMP | BPF_JEQ | BPF_K, 3, 2, 3),
		S(BPF_RET | BPF_K, SECCACHE_RET_ALLOW),
		S(BPF_RET | BPF_K, SECCACHE_RET_ALLOW),
		S(BPF_RET | BPF_K, SECCACHE_RET_ERRNO | 1),
		S(BPF_RET | BPF_K, SECCACHE_RET_KILL_PROCESS),
	};
	struct seccache_stack *sa = stack_of(a, ARRAY_SIZE(a)), *sb = stack_of(b, ARRAY_SIZE(b));

	(void)state;
	check_equivalent(sa, sb);
}

/*
 * A value compared with itself (tax; jge x) jumps one way only: the other
 * way is no path, not a difference for which no input can be found.
 */
static void test_compared_with_itself(void **state)
{
	static const struct seccache_insn a[] = {
		S(BPF_LD | BPF_W | BPF_ABS, OFF_ARG(5) + 4),
		S(BPF_MISC | BPF_TAX, 0),
		J(BPF_JMP | BPF_JGE | BPF_X, 0, 0, 1),
		S(BPF_RET | BPF_K, SECCACHE_RET_ALLOW),
		S(BPF_RET | BPF_K, SECCACHE_RET_KILL_PROCESS),
	};
	static const struct seccache_insn b[] = { S(BPF_RET | BPF_K, SECCACHE_RET_ALLOW) };
	struct seccache_stack *sa = stack_of(a, ARRAY_SIZE(a)), *sb = stack_of(b, ARRAY_SIZE(b));

	(void)state;
	check_equivalent(sa, sb);
}

/*
 * The newest filter returns args[0] once a jeq fixed it to 16, from A
 * loaded before the jeq (the word); the older one returns nr, which the
 * fold compares with it. The second stack, on the same path, loads the
 * argument after the first fixed it (the constant 16): one condition in
 * two forms, which must be one for the path where they disagree to end.
 */
static void test_word_fixed_by_jeq(void **state)
{
	static const struct seccache_insn ret_nr[] = {
		S(BPF_LD | BPF_W | BPF_ABS, OFF_NR),
		S(BPF_RET | BPF_A, 0),
	};
	static const struct seccache_insn ret_arg[] = {
		S(BPF_LD | BPF_W | BPF_ABS, OFF_ARG(0)),
		J(BPF_JMP | BPF_JEQ | BPF_K, 16, 0, 1),
		S(BPF_RET | BPF_A, 0),
		S(BPF_RET | BPF_K, SECCACHE_RET_ALLOW),
	};
	struct seccache_stack *s[2];

	(void)state;
	for (int k = 0; k < 2; k++) {
		s[k] = stack_of(ret_nr, ARRAY_SIZE(ret_nr));
		test_push(s[k], ret_arg, ARRAY_SIZE(ret_arg));
	}
	check_equivalent(s[0], s[1]);
}

/*
 * random_stacks' seed 0x18ee3330d0679ae9, both of the above at once: the
 * oldest filter rewritten as "LOG" was not proved against the input as a
 * whole, so the input was kept, which diff did not prove equal to itself.
 */
static const char seed_18ee[] =
	"; filter 0 of 3\n"
	"	st M[15]\n	stx M[4]\n	stx M[8]\n	ld [args[5].hi]\n	ldx len\n"
	"	ja L7\n	sub x\n"
	"L7:	ld [args[5].hi]\n	.insn 0x07, 0, 0, 0x1ce\n"
	"	.insn 0x3d, 3, 1, 0xb9632866\n	jgt #0, L11, L14\n"
	"L11:	.insn 0x3d, 3, 1, 0xc647c719\n	ld [nr]\n	jeq #383, L16, L17\n"
	"L14:	ret TRACE(5100)\n	st M[14]\n"
	"L16:	jgt #0x800000, L19, L19\n"
	"L17:	ld [args[3].lo]\n	st M[3]\n"
	"L19:	jeq #4096, L20, L23\n"
	"L20:	ld [arch]\n	ld [nr]\n	jset #0x40000000, L25, L25\n"
	"L23:	ld [nr]\n	ja L28\n"
	"L25:	ld #0xfffffff0\n	ld [args[3].hi]\n	.insn 0x07, 0, 0, 0x3e\n"
	"L28:	ldx M[8]\n	ld [arch]\n	ld #0\n	jge #0x667bb8f8, L32\n"
	"L32:	ret LOG\n"
	"; filter 1 of 3\n"
	"	st M[5]\n	jset #4096, L3, L4\n	or x\n"
	"L3:	ld [nr]\n"
	"L4:	ld [nr]\n	ret a\n"
	"; filter 2 of 3\n"
	"	stx M[12]\n	st M[8]\n	stx M[3]\n	jset #0xeb76d8a7, L14, L5\n"
	"	.insn 0x07, 0, 0, 0x15e\n"
	"L5:	jset #0, L21, L8\n	neg\n	st M[5]\n"
	"L8:	ldx M[8]\n	ld [arch]\n	st M[3]\n	ja L14\n	ldx len\n"
	"	jeq #0xc00000b7, L14, L24\n"
	"L14:	ldx #128\n	ldx len\n	ja L20\n	ret ALLOW\n"
	"	jeq #0x40000003, L22, L21\n	ja L22\n"
	"L20:	jge #0x80000016, L27\n"
	"L21:	ld [nr]\n"
	"L22:	jeq #463, L23, L27\n"
	"L23:	ld [args[4].lo]\n"
	"L24:	and #65535\n	or #0x7ff00000\n	ret a\n"
	"L27:	jeq #2, L30\n	and #0x80000\n	ld [args[2].lo]\n"
	"L30:	jeq #16, L31, L32\n"
	"L31:	tax\n"
	"L32:	ret a\n";

static void test_seed_18ee(void **state)
{
	struct seccache_stack *s = new_stack(), *o;
	struct gen_consts consts = { 0 };
	struct tally t = { 0 };
	struct gen_rng rng;
	size_t n;

	(void)state;
	assert_int_equal(seccache_asm_count(seed_18ee, &n, NULL), 0);
	for (size_t i = 0; i < n; i++) {
		struct seccache_insn *insns;
		size_t len;

		assert_int_equal(seccache_asm_nth(seed_18ee, i, &insns, &len, NULL), 0);
		for (size_t k = 0; k < len; k++)
			gen_consts_add(&consts, insns[k].k);
		test_push(s, insns, len);
		free(insns);
	}
	gen_seed(&rng, 0x18ee3330d0679ae9ULL);
	o = check_optimize(s, &rng, &consts, 100000, &t);
	/* The rewrite is kept, not the input in its place. */
	assert_true(total_len(o) < total_len(s));
	seccache_stack_free(o);
	seccache_stack_free(s);
}

/* A mask one bit wider, a bound one off: found, with a witness that holds. */
static void test_differences_found(void **state)
{
	struct seccache_insn a[] = {
		S(BPF_LD | BPF_W | BPF_ABS, OFF_NR),
		J(BPF_JMP | BPF_JEQ | BPF_K, 41, 0, 3),
		S(BPF_LD | BPF_W | BPF_ABS, OFF_ARG(2)),
		S(BPF_ALU | BPF_AND | BPF_K, 0x3),
		J(BPF_JMP | BPF_JEQ | BPF_K, 1, 1, 0),
		S(BPF_RET | BPF_K, SECCACHE_RET_ALLOW),
		S(BPF_RET | BPF_K, SECCACHE_RET_ERRNO | 13),
	};
	struct seccache_stack *sa = stack_of(a, ARRAY_SIZE(a)), *sb;
	SECCACHE_OPTS(seccache_diff_opts, opts, .max_witnesses = 4);
	struct seccache_diff *d;

	(void)state;
	a[3].k = 0x7;
	sb = stack_of(a, ARRAY_SIZE(a));
	assert_int_equal(seccache_diff(sa, sb, &opts, &d, NULL), 0);
	assert_int_equal(seccache_diff_verdict(d), SECCACHE_DIFFERENT);
	assert_int_equal(seccache_diff_n_witnesses(d), 2);	/* x86_64 and ia32 */
	assert_int_equal(seccache_diff_witness(d, 0)->data.nr, 41);
	assert_int_equal(seccache_diff_witness(d, 0)->data.args[2] & 7, 5);
	assert_null(seccache_diff_witness(d, 2));
	check_witnesses(sa, sb, d);
	seccache_diff_free(d);
	seccache_stack_free(sb);
	/* The same program for nr 42 too: a constant difference there. */
	a[1].k = 42;
	a[3].k = 0x3;
	sb = stack_of(a, ARRAY_SIZE(a));
	assert_int_equal(seccache_diff(sa, sb, &opts, &d, NULL), 0);
	assert_int_equal(seccache_diff_verdict(d), SECCACHE_DIFFERENT);
	check_witnesses(sa, sb, d);
	assert_true(seccache_diff_n_witnesses(d) >= 2);
	seccache_diff_free(d);
	seccache_stack_free(sb);
	seccache_stack_free(sa);
}

/*
 * A witness stands for its run of numbers: a constant difference for the
 * whole range, any arguments (ia32 killed against allowed); one that
 * depends on an argument for the numbers its path covers with that
 * argument (10 to 20 with args[0] 1), not for any arguments.
 */
static void test_witness_runs(void **state)
{
	const struct seccache_insn a[] = {
		S(BPF_LD | BPF_W | BPF_ABS, OFF_ARCH),
		J(BPF_JMP | BPF_JEQ | BPF_K, I386, 0, 1),
		S(BPF_RET | BPF_K, SECCACHE_RET_KILL_PROCESS),
		S(BPF_LD | BPF_W | BPF_ABS, OFF_NR),
		J(BPF_JMP | BPF_JGE | BPF_K, 10, 0, 4),
		J(BPF_JMP | BPF_JGT | BPF_K, 20, 3, 0),
		S(BPF_LD | BPF_W | BPF_ABS, OFF_ARG(0)),
		J(BPF_JMP | BPF_JEQ | BPF_K, 1, 0, 1),
		S(BPF_RET | BPF_K, SECCACHE_RET_ERRNO | 1),
		S(BPF_RET | BPF_K, SECCACHE_RET_ALLOW),
	};
	const struct seccache_insn b[] = { S(BPF_RET | BPF_K, SECCACHE_RET_ALLOW) };
	struct seccache_stack *sa = stack_of(a, ARRAY_SIZE(a)), *sb = stack_of(b, ARRAY_SIZE(b));
	SECCACHE_OPTS(seccache_diff_opts, opts, .max_witnesses = 16);
	const struct seccache_witness *w;
	struct seccache_diff *d;

	(void)state;
	assert_int_equal(seccache_diff(sa, sb, &opts, &d, NULL), 0);
	assert_int_equal(seccache_diff_verdict(d), SECCACHE_DIFFERENT);
	check_witnesses(sa, sb, d);
	assert_int_equal(seccache_diff_n_witnesses(d), 2);
	w = seccache_diff_witness(d, 0);
	assert_int_equal(w->data.arch, X86_64);
	assert_int_equal(w->data.args[0], 1);
	assert_false(w->any_args);
	assert_int_equal(w->first, 10);
	assert_int_equal(w->last, 20);
	w = seccache_diff_witness(d, 1);
	assert_int_equal(w->data.arch, I386);
	assert_true(w->any_args);
	assert_int_equal(w->first, 0);
	assert_int_equal(w->last, UINT32_MAX);
	seccache_diff_free(d);
	seccache_stack_free(sa);
	seccache_stack_free(sb);
}

/* Whether the call in is one of a witness's run of numbers. */
static bool in_a_run(const struct seccache_diff *d, const struct seccache_data *in)
{
	const struct seccache_witness *w;

	for (size_t i = 0; (w = seccache_diff_witness(d, i)); i++)
		if (w->data.arch == in->arch && w->first <= in->nr && in->nr <= w->last)
			return true;
	return false;
}

/*
 * SECCACHE_DIFF_ALL: the same verdict, the witnesses of a capped search
 * among its runs, and every sample where the stacks differ has its number
 * in a witness's run (unless a range was left undecided).
 */
static void check_all(struct seccache_stack *s[2], const struct seccache_diff *capped,
		      struct gen_rng *rng, const struct gen_consts *consts,
		      const uint32_t *arches)
{
	SECCACHE_OPTS(seccache_diff_opts, opts, .max_witnesses = 1, .flags = SECCACHE_DIFF_ALL);
	size_t n = seccache_diff_n_witnesses(capped);
	struct seccache_diff *d;

	assert_int_equal(seccache_diff(s[0], s[1], &opts, &d, NULL), 0);
	check_witnesses(s[0], s[1], d);
	assert_int_equal(seccache_diff_verdict(d), seccache_diff_verdict(capped));
	assert_true(seccache_diff_n_witnesses(d) >= n);
	for (size_t i = 0; i < n; i++)
		assert_true(in_a_run(d, &seccache_diff_witness(capped, i)->data));
	for (int i = 0; i < 2000 && !*seccache_diff_why(d); i++) {
		struct seccache_data in;

		gen_data(rng, consts, arches, 2, &in);
		if (seccache_stack_run(s[0], &in, NULL) != seccache_stack_run(s[1], &in, NULL))
			assert_true(in_a_run(d, &in));
	}
	seccache_diff_free(d);
}

/* Random pairs: a verdict of equivalent never meets a sample that differs. */
static void test_random_pairs(void **state)
{
	uint64_t seed = gen_seed_from_env("random_pairs");
	static const uint32_t arches[] = { X86_64, I386 };
	static struct gen_prog prog;
	unsigned long verdicts[3] = { 0 };
	struct gen_rng rng;

	(void)state;
	gen_seed(&rng, seed);
	for (int iter = 0; iter < 300; iter++) {
		struct seccache_stack *s[2] = { new_stack(), new_stack() };
		struct gen_consts consts = { 0 };
		SECCACHE_OPTS(seccache_diff_opts, opts, .max_witnesses = 3);
		struct seccache_diff *d;

		for (int k = 0; k < 2; k++) {
			/* Short programs over few constants: equal now and then. */
			gen_valid(&rng, 3 + gen_below(&rng, 6), &consts, &prog);
			test_push(s[k], prog.insns, prog.len);
		}
		assert_int_equal(seccache_diff(s[0], s[1], &opts, &d, NULL), 0);
		verdicts[seccache_diff_verdict(d)]++;
		check_witnesses(s[0], s[1], d);
		check_all(s, d, &rng, &consts, arches);
		if (seccache_diff_verdict(d) == SECCACHE_EQUIVALENT) {
			for (int i = 0; i < 20000; i++) {
				struct seccache_data in;

				gen_data(&rng, &consts, arches, 2, &in);
				assert_int_equal(seccache_stack_run(s[0], &in, NULL),
						 seccache_stack_run(s[1], &in, NULL));
			}
		}
		seccache_diff_free(d);
		/* A stack is always equivalent to itself. */
		assert_int_equal(seccache_diff(s[0], s[0], NULL, &d, NULL), 0);
		assert_int_equal(seccache_diff_verdict(d), SECCACHE_EQUIVALENT);
		assert_string_equal(seccache_diff_why(d), "");
		seccache_diff_free(d);
		seccache_stack_free(s[0]);
		seccache_stack_free(s[1]);
	}
	printf("random pairs: %lu equivalent, %lu different, %lu unknown\n",
	       verdicts[0], verdicts[1], verdicts[2]);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_equal_differently_written),
		cmocka_unit_test(test_compared_with_itself),
		cmocka_unit_test(test_word_fixed_by_jeq),
		cmocka_unit_test(test_seed_18ee),
		cmocka_unit_test(test_differences_found),
		cmocka_unit_test(test_witness_runs),
		cmocka_unit_test(test_random_pairs),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
