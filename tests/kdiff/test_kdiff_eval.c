/* SPDX-License-Identifier: MIT */
/*
 * test_kdiff_eval.c - seccache_stack_run() against the running kernel: the
 * outcome predicted for each (stack, call) must be the one the kernel
 * produces, for hand-written edge programs, the hostile family of
 * tests/common/gen_hostile.c, and random stacks of 1..4 random filters
 * called with x86_64, x32 and i386 numbers.
 */
#include <errno.h>
#include <inttypes.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <time.h>
#include <cmocka.h>

#include "gen.h"
#include "kharness.h"
#include "testutil.h"

#define MAX_FILTERS 4
#define CALLS_PER_STACK 64
#define MAX_REPORTED 10
#define X32_BIT 0x40000000U

#define STMT(c, k) { (uint16_t)(c), 0, 0, (k) }

/* Predicted actions, counted apart: effective actions plus unknown values. */
enum action_class {
	AC_ALLOW, AC_LOG, AC_TRACE, AC_USER_NOTIF, AC_ERRNO, AC_TRAP,
	AC_KILL_THREAD, AC_KILL_PROCESS, AC_UNKNOWN, AC_COUNT
};

static const char *const class_names[AC_COUNT] = {
	"ALLOW", "LOG", "TRACE", "USER_NOTIF", "ERRNO", "TRAP", "KILL_THREAD",
	"KILL_PROCESS", "unknown value",
};

struct tally {
	size_t stacks, evaluations, mismatches;
	size_t by_class[AC_COUNT];
	size_t by_kind[KH_KINDS];
	size_t i386, x32;
};

struct stack_case {
	struct seccache_stack *stack;
	struct kh_prog progs[MAX_FILTERS];
	size_t n_progs;
	struct seccache_data calls[CALLS_PER_STACK];
	size_t n_calls;
};

static uint32_t arches[2] = { AUDIT_ARCH_X86_64, AUDIT_ARCH_I386 };
static size_t n_arches = 1;

static enum action_class classify(uint32_t raw)
{
	static const uint32_t actions[] = {
		SECCACHE_RET_ALLOW, SECCACHE_RET_LOG, SECCACHE_RET_TRACE,
		SECCACHE_RET_USER_NOTIF, SECCACHE_RET_ERRNO, SECCACHE_RET_TRAP,
		SECCACHE_RET_KILL_THREAD, SECCACHE_RET_KILL_PROCESS,
	};

	for (size_t i = 0; i < ARRAY_SIZE(actions); i++)
		if ((raw & SECCACHE_RET_ACTION_FULL) == actions[i])
			return (enum action_class)i;
	return AC_UNKNOWN;
}

static void print_case(const struct stack_case *c, size_t i, uint32_t raw,
		       struct kh_outcome want, struct kh_outcome got)
{
	const struct seccache_data *d = &c->calls[i];
	char want_s[64], got_s[64];

	kh_outcome_format(want, want_s, sizeof(want_s));
	kh_outcome_format(got, got_s, sizeof(got_s));
	printf("MISMATCH: arch %#" PRIx32 " nr %#" PRIx32 " ip %#" PRIx64 " args",
	       d->arch, d->nr, d->instruction_pointer);
	for (size_t a = 0; a < 6; a++)
		printf(" %#" PRIx64, d->args[a]);
	printf("\n  seccache_stack_run %#08" PRIx32 ": expected %s, kernel %s\n",
	       raw, want_s, got_s);
	for (size_t f = 0; f < c->n_progs; f++) {
		printf("  filter %zu (oldest first), %zu instructions:\n", f,
		       c->progs[f].len);
		for (size_t pc = 0; pc < c->progs[f].len; pc++) {
			const struct seccache_insn *in = &c->progs[f].insns[pc];

			printf("    %4zu: %04x %02x %02x %08" PRIx32 "\n", pc,
			       in->code, in->jt, in->jf, in->k);
		}
	}
}

/* Predict, run on the kernel, compare and count. */
static void check_case(struct tally *t, const struct stack_case *c)
{
	struct kh_outcome out[CALLS_PER_STACK];
	char msg[256];

	if (kh_run(c->progs, c->n_progs, c->calls, c->n_calls, out, msg, sizeof(msg)))
		fail_msg("kernel run: %s", msg);
	t->stacks++;
	for (size_t i = 0; i < c->n_calls; i++) {
		uint32_t raw = seccache_stack_run(c->stack, &c->calls[i], NULL);
		struct kh_outcome want = kh_expect(raw);

		t->evaluations++;
		t->by_class[classify(raw)]++;
		t->by_kind[out[i].kind]++;
		t->i386 += c->calls[i].arch == AUDIT_ARCH_I386;
		t->x32 += c->calls[i].arch == AUDIT_ARCH_X86_64 && (c->calls[i].nr & X32_BIT);
		if (want.kind == out[i].kind && want.value == out[i].value)
			continue;
		if (t->mismatches++ < MAX_REPORTED)
			print_case(c, i, raw, want, out[i]);
	}
}

static void print_tally(const char *name, const struct tally *t, double seconds)
{
	printf("%s: %zu evaluations (%zu i386, %zu x32) on %zu stacks in %.1f s, "
	       "%zu mismatches\n", name, t->evaluations, t->i386, t->x32, t->stacks,
	       seconds, t->mismatches);
	printf("  predicted:");
	for (size_t i = 0; i < AC_COUNT; i++)
		printf(" %s %zu%s", class_names[i], t->by_class[i],
		       i + 1 < AC_COUNT ? "," : "\n");
	printf("  observed:");
	for (size_t i = 0; i < KH_KINDS; i++)
		printf(" %s %zu%s", kh_kind_name((enum kh_kind)i), t->by_kind[i],
		       i + 1 < KH_KINDS ? "," : "\n");
}

static int setup(void **state)
{
	(void)state;
	if (prctl(PR_GET_SECCOMP, 0, 0, 0, 0) < 0)
		return 0;
	if (kh_i386_available())
		n_arches = 2;
	else
		printf("int $0x80 does not reach the i386 ABI (ia32 emulation off?): "
		       "i386 calls skipped\n");
	return 0;
}

static void skip_without_seccomp(void)
{
	if (prctl(PR_GET_SECCOMP, 0, 0, 0, 0) < 0) {
		printf("seccomp is not available in this kernel: skipped\n");
		skip();
	}
}

static void stack_add(struct stack_case *c, const struct seccache_insn *insns,
		      size_t len)
{
	struct seccache_filter *f;
	struct seccache_error err;

	if (seccache_filter_new(insns, len, &f, &err))
		fail_msg("seccache_filter_new: %s", err.msg);
	if (seccache_stack_push(c->stack, f, &err))
		fail_msg("seccache_stack_push: %s", err.msg);
	seccache_filter_free(f);
	f = (struct seccache_filter *)seccache_stack_filter(c->stack, c->n_progs);
	c->progs[c->n_progs++] = (struct kh_prog){ seccache_filter_insns(f),
						   seccache_filter_len(f) };
}

static void add_call(struct stack_case *c, uint32_t arch, uint32_t nr, uint64_t arg0)
{
	struct seccache_data *d = &c->calls[c->n_calls];

	if (arch == AUDIT_ARCH_I386 && n_arches < 2)
		return;
	*d = (struct seccache_data){ .nr = nr, .arch = arch, .args = { arg0 } };
	d->instruction_pointer = kh_ip(arch);
	c->n_calls++;
}

/* Every action and data edge, and the ALU corners, once each. */
static void test_edges(void **state)
{
	static const uint32_t rets[] = {
		SECCACHE_RET_ALLOW, SECCACHE_RET_LOG, SECCACHE_RET_TRACE | 5,
		SECCACHE_RET_USER_NOTIF, SECCACHE_RET_USER_NOTIF | 7,
		SECCACHE_RET_ERRNO, SECCACHE_RET_ERRNO | 1, SECCACHE_RET_ERRNO | 4095,
		SECCACHE_RET_ERRNO | 4096, SECCACHE_RET_ERRNO | 0xffff,
		SECCACHE_RET_TRAP, SECCACHE_RET_TRAP | 0xffff,
		SECCACHE_RET_KILL_THREAD, SECCACHE_RET_KILL_THREAD | 3,
		SECCACHE_RET_KILL_PROCESS, 0x00010000, 0x7ffe0000, 0xffffffff,
	};
	/* ERRNO(1) survives a shift by X only if X is taken modulo 32. */
	static const struct seccache_insn shifts[][5] = {
		{ STMT(BPF_LD | BPF_IMM, SECCACHE_RET_ERRNO | 1), STMT(BPF_LDX | BPF_IMM, 32),
		  STMT(BPF_ALU | BPF_RSH | BPF_X, 0), STMT(BPF_RET | BPF_A, 0) },
		{ STMT(BPF_LD | BPF_IMM, SECCACHE_RET_ERRNO | 1), STMT(BPF_LDX | BPF_IMM, 64),
		  STMT(BPF_ALU | BPF_LSH | BPF_X, 0), STMT(BPF_RET | BPF_A, 0) },
		/* Division by X = 0 ends the program with 0. */
		{ STMT(BPF_LD | BPF_IMM, SECCACHE_RET_ERRNO | 1),
		  STMT(BPF_ALU | BPF_DIV | BPF_X, 0), STMT(BPF_RET | BPF_A, 0) },
		/* The data loads: nr, arch, instruction_pointer as actions. */
		{ STMT(BPF_LD | BPF_W | BPF_ABS, 0), STMT(BPF_RET | BPF_A, 0) },
		{ STMT(BPF_LD | BPF_W | BPF_ABS, 16), STMT(BPF_ALU | BPF_OR | BPF_K, SECCACHE_RET_ERRNO),
		  STMT(BPF_RET | BPF_A, 0) },
		{ STMT(BPF_LD | BPF_W | BPF_LEN, 0), STMT(BPF_ALU | BPF_OR | BPF_K, SECCACHE_RET_TRAP),
		  STMT(BPF_RET | BPF_A, 0) },
	};
	static const size_t shift_lens[] = { 4, 4, 3, 2, 3, 3 };
	struct tally t = { 0 };

	(void)state;
	skip_without_seccomp();
	for (size_t i = 0; i < ARRAY_SIZE(rets) + ARRAY_SIZE(shifts); i++) {
		struct stack_case c = { 0 };

		assert_int_equal(seccache_stack_new(NULL, &c.stack, NULL), 0);
		if (i < ARRAY_SIZE(rets)) {
			struct seccache_insn ret = STMT(BPF_RET | BPF_K, rets[i]);

			stack_add(&c, &ret, 1);
		} else {
			size_t s = i - ARRAY_SIZE(rets);

			stack_add(&c, shifts[s], shift_lens[s]);
		}
		add_call(&c, AUDIT_ARCH_X86_64, 39, 0);
		add_call(&c, AUDIT_ARCH_X86_64, X32_BIT | 39, 0);
		add_call(&c, AUDIT_ARCH_X86_64, 0x7fff, 41);
		add_call(&c, AUDIT_ARCH_I386, 20, 4095);
		check_case(&t, &c);
		seccache_stack_free(c.stack);
	}
	print_tally("kdiff-eval edges", &t, 0);
	assert_int_equal(t.mismatches, 0);
}

static size_t random_len(struct gen_rng *rng)
{
	unsigned int r = gen_below(rng, 100);

	if (r < 70)
		return 4 + gen_below(rng, 40);
	if (r < 97)
		return 40 + gen_below(rng, 200);
	return 240 + gen_below(rng, 1000);
}

static void random_case(struct gen_rng *rng, struct stack_case *c)
{
	static struct gen_prog gp;
	struct gen_consts consts = { .n = 0 };
	size_t n = 1 + gen_below(rng, MAX_FILTERS);

	assert_int_equal(seccache_stack_new(NULL, &c->stack, NULL), 0);
	for (size_t f = 0; f < n; f++) {
		gen_valid(rng, random_len(rng), &consts, &gp);
		stack_add(c, gp.insns, gp.len);
	}
	for (c->n_calls = 0; c->n_calls < CALLS_PER_STACK; c->n_calls++) {
		struct seccache_data *d = &c->calls[c->n_calls];

		/* Regenerate the calls the harness cannot make (passthrough). */
		do {
			gen_data(rng, &consts, arches, n_arches, d);
			d->instruction_pointer = kh_ip(d->arch);
		} while (!kh_input_ok(d));
	}
}

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/*
 * The hostile family (gen_hostile()) on calls of the numbers it aims at,
 * with the x32 bit, as i386 calls, and -1: the kernel's evaluation must be
 * the interpreter's, shifts by X of 32 and more included (this host's).
 */
static void hostile_calls(struct gen_rng *rng, struct stack_case *c)
{
	for (size_t i = 0; i < gen_hostile_n_nrs && c->n_calls + 2 < CALLS_PER_STACK; i++) {
		uint32_t nr = gen_hostile_nrs[i];
		struct seccache_data d = { .nr = nr, .arch = AUDIT_ARCH_X86_64 };

		d.instruction_pointer = kh_ip(d.arch);
		if (kh_input_ok(&d))
			add_call(c, AUDIT_ARCH_X86_64, nr, gen_u64(rng));
		if (!(nr & X32_BIT) && gen_percent(rng, 50))
			add_call(c, AUDIT_ARCH_I386, nr, gen_u32(rng));
	}
}

static void test_hostile(void **state)
{
	static struct gen_prog gp;
	struct gen_rng rng;
	struct tally t = { 0 };
	double start = now();
	size_t stacks = kh_cases(40);

	(void)state;
	skip_without_seccomp();
	gen_seed(&rng, gen_seed_from_env("kdiff-eval hostile"));
	/* Every kind and variant alone, then stacks of one to three. */
	for (unsigned int kind = 0; kind < GEN_HOSTILE_KINDS; kind++) {
		for (unsigned int v = 0; v < gen_hostile_variants(kind); v++) {
			struct stack_case c = { 0 };

			assert_int_equal(seccache_stack_new(NULL, &c.stack, NULL), 0);
			gen_hostile(&rng, kind, v, &gp);
			stack_add(&c, gp.insns, gp.len);
			hostile_calls(&rng, &c);
			check_case(&t, &c);
			seccache_stack_free(c.stack);
		}
	}
	for (size_t i = 0; i < stacks; i++) {
		struct stack_case c = { 0 };
		size_t n = 1 + gen_below(&rng, 3);

		assert_int_equal(seccache_stack_new(NULL, &c.stack, NULL), 0);
		for (size_t f = 0; f < n; f++) {
			gen_hostile_any(&rng, &gp);
			stack_add(&c, gp.insns, gp.len);
		}
		hostile_calls(&rng, &c);
		check_case(&t, &c);
		seccache_stack_free(c.stack);
	}
	print_tally("kdiff-eval hostile", &t, now() - start);
	assert_int_equal(t.mismatches, 0);
}

static void test_random(void **state)
{
	size_t total = kh_cases(100000);
	struct gen_rng rng;
	struct tally t = { 0 };
	double start = now();

	(void)state;
	skip_without_seccomp();
	gen_seed(&rng, gen_seed_from_env("kdiff-eval"));
	while (t.evaluations < total) {
		struct stack_case c = { 0 };

		random_case(&rng, &c);
		check_case(&t, &c);
		seccache_stack_free(c.stack);
	}
	print_tally("kdiff-eval random", &t, now() - start);
	assert_int_equal(t.mismatches, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_edges),
		cmocka_unit_test(test_hostile),
		cmocka_unit_test(test_random),
	};

	setvbuf(stdout, NULL, _IOLBF, 0);
	return cmocka_run_group_tests(tests, setup, NULL);
}
