/* SPDX-License-Identifier: MIT */
/*
 * test_conditions.c - seccache_conditions_new(): soundness, as a property.
 * For every call an analysis finds dependent on arguments, on random
 * arguments and on boundary values built from the stack's own constants
 * (each 32-bit half a constant, one off it, 0 or all ones), the reference
 * interpreter's result must be the one result whose condition holds: the
 * condition given for it holds, and no other result's does. The terms are
 * evaluated here, from the public structs, not by the library; a call
 * whose conditions are not given must say why. Stacks: the browser and
 * tor filters and Docker's profile of tests/golden/data/real, libseccomp
 * filters with random 64-bit comparisons (every operator, values on both
 * sides of the 32-bit halves), random valid programs and hostile ones.
 * SECCACHE_SEED replays a run.
 */
#include <errno.h>
#include <seccomp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <signal.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <cmocka.h>

#include "optcheck.h"

/* What the checks did, for the log. */
struct cond_tally {
	unsigned long stacks, calls, exact, not_simplified, inputs, results;
	unsigned long why[6];
};

static uint64_t field_of(const struct seccache_data *d, unsigned int f)
{
	return f == SECCACHE_COND_IP ? d->instruction_pointer : d->args[f];
}

/* The test's own reading of a term: (field & mask) op value. */
static bool term_holds(const struct seccache_cond_term *t, const struct seccache_data *d)
{
	uint64_t x = field_of(d, t->field) & t->mask;

	switch (t->op) {
	case SECCACHE_COND_EQ: return x == t->value;
	case SECCACHE_COND_NE: return x != t->value;
	case SECCACHE_COND_GE: return x >= t->value;
	case SECCACHE_COND_LE: return x <= t->value;
	}
	fail_msg("unknown op %d", t->op);
	return false;
}

static bool result_holds(const struct seccache_cond_result *r, const struct seccache_data *d)
{
	for (size_t i = 0; i < r->n_conjs; i++) {
		bool all = true;

		for (size_t k = 0; k < r->conjs[i].n_terms && all; k++)
			all = term_holds(&r->conjs[i].terms[k], d);
		if (all)
			return true;
	}
	return false;
}

/* The call's text, for a failure's message. */
static const char *text_of(const struct seccache_cond_call *call, char *buf, size_t size)
{
	seccache_cond_format(call, SIZE_MAX, buf, size);
	return buf;
}

/* d's result is the one result whose condition holds. */
static void check_input(const struct seccache_stack *s, const struct seccache_cond_call *call,
			const struct seccache_data *d, struct cond_tally *t)
{
	uint32_t want = seccache_stack_run(s, d, NULL), got = 0;
	size_t holding = 0, which = SIZE_MAX;
	char text[8192];

	for (size_t i = 0; i < call->n_results; i++) {
		if (!result_holds(&call->results[i], d))
			continue;
		holding++;
		which = i;
	}
	if (holding != 1 || call->results[which].action != want)
		fail_msg("arch %#x nr %u args %#llx %#llx %#llx %#llx %#llx %#llx ip %#llx: "
			 "the stack returns %#x; %zu results hold (%#x): %s", d->arch, d->nr,
			 (unsigned long long)d->args[0], (unsigned long long)d->args[1],
			 (unsigned long long)d->args[2], (unsigned long long)d->args[3],
			 (unsigned long long)d->args[4], (unsigned long long)d->args[5],
			 (unsigned long long)d->instruction_pointer, want, holding,
			 holding ? call->results[which].action : 0, text_of(call, text, sizeof(text)));
	/* The library's own matcher says the same. */
	assert_int_equal(seccache_cond_match(call, d, &got), 1);
	assert_int_equal(got, want);
	t->inputs++;
}

/* A 64-bit boundary value: each half a constant of the stack, one off it, 0 or all ones. */
static uint64_t boundary(struct gen_rng *rng, const struct gen_consts *c)
{
	uint32_t half[2];

	for (int h = 0; h < 2; h++) {
		uint32_t v = c->n ? c->v[gen_below(rng, (uint32_t)c->n)] : 0;

		switch (gen_below(rng, 6)) {
		case 0: half[h] = 0; break;
		case 1: half[h] = UINT32_MAX; break;
		case 2: half[h] = v + 1; break;
		case 3: half[h] = v - 1; break;
		default: half[h] = v; break;
		}
	}
	return (uint64_t)half[1] << 32 | half[0];
}

/* An input of call nr: random, or boundary values, field by field. */
static void make_input(struct gen_rng *rng, const struct gen_consts *c, uint32_t arch,
		       uint32_t nr, struct seccache_data *d)
{
	d->arch = arch;
	d->nr = nr;
	for (int i = 0; i < SECCACHE_NR_ARGS; i++)
		d->args[i] = gen_percent(rng, 70) ? boundary(rng, c) : gen_u64(rng);
	d->instruction_pointer = gen_percent(rng, 50) ? boundary(rng, c) : gen_u64(rng);
}

/* Every word a filter of s compares with or loads as a constant. */
static void stack_consts(const struct seccache_stack *s, struct gen_consts *c)
{
	for (size_t i = 0; i < seccache_stack_len(s); i++) {
		const struct seccache_filter *f = seccache_stack_filter(s, i);
		const struct seccache_insn *in = seccache_filter_insns(f);

		for (size_t pc = 0; pc < seccache_filter_len(f); pc++)
			if (in[pc].k)
				gen_consts_add(c, in[pc].k);
	}
}

/* One number of a dependent range: its conditions, checked on samples inputs. */
static void check_number(const struct seccache_stack *s, const struct seccache_conditions *conds,
			 uint32_t arch, uint32_t nr, struct gen_rng *rng,
			 const struct gen_consts *c, unsigned long samples, struct cond_tally *t)
{
	const struct seccache_cond_call *call = seccache_conditions_lookup(conds, arch, nr);
	struct seccache_data d;
	char text[8192];

	if (!call)
		fail_msg("arch %#x nr %u depends on arguments, yet has no conditions", arch, nr);
	assert_true(call->first <= nr && nr <= call->last);
	t->calls++;
	assert_true(seccache_cond_format(call, SIZE_MAX, text, sizeof(text)) > 0);
	if (call->why) {
		/* Not simplified: said so, and never a partial list of results. */
		t->not_simplified++;
		t->why[call->why < 6 ? call->why : 0]++;
		assert_null(strstr(text, " when "));
		assert_int_equal(call->n_results, 0);
		make_input(rng, c, arch, nr, &d);
		assert_int_equal(seccache_cond_match(call, &d, &(uint32_t){ 0 }), -EDOM);
		return;
	}
	t->exact++;
	t->results += call->n_results;
	assert_true(call->n_results >= 1);
	for (unsigned long i = 0; i < samples; i++) {
		make_input(rng, c, arch, nr, &d);
		check_input(s, call, &d, t);
	}
}

/* Every dependent call of every ABI of s: a few numbers of each range. */
static void check_stack(const struct seccache_stack *s, struct gen_rng *rng,
			const struct gen_consts *extra, unsigned long samples,
			struct cond_tally *t)
{
	const struct seccache_arch *abis[SECCACHE_MAX_ABIS];
	struct seccache_analysis *a = NULL;
	struct seccache_conditions *conds = NULL;
	struct seccache_error err = { 0 };
	struct gen_consts c = extra ? *extra : (struct gen_consts){ 0 };
	size_t n;

	stack_consts(s, &c);
	assert_int_equal(seccache_analyze(s, NULL, &a, &err), 0);
	if (seccache_conditions_new(s, a, NULL, &conds, &err))
		fail_msg("seccache_conditions_new: %s", err.msg);
	n = seccache_analysis_abis(a, abis);
	t->stacks++;
	for (size_t i = 0; i < n; i++) {
		const struct seccache_range *r;
		size_t nr_ranges = seccache_analysis_ranges(a, abis[i]->audit_arch, &r);

		for (size_t k = 0; k < nr_ranges; k++) {
			uint64_t span = (uint64_t)r[k].last - r[k].first;

			if (r[k].constant) {
				assert_null(seccache_conditions_lookup(conds, abis[i]->audit_arch,
								       r[k].first));
				continue;
			}
			for (uint64_t j = 0; j <= (span < 8 ? span : 8); j++)
				check_number(s, conds, abis[i]->audit_arch,
					     r[k].first + (uint32_t)(span < 8 ? j : span * j / 8),
					     rng, &c, samples, t);
		}
	}
	seccache_conditions_free(conds);
	seccache_analysis_free(a);
}

static void print_cond_tally(const char *what, const struct cond_tally *t)
{
	printf("conditions %s: %lu stacks, %lu calls (%lu exact with %lu results, %lu not "
	       "simplified: computed %lu, paths %lu, value %lu, machine %lu, nr %lu), "
	       "%lu inputs checked\n", what, t->stacks, t->calls, t->exact, t->results,
	       t->not_simplified, t->why[1], t->why[2], t->why[3], t->why[4], t->why[5],
	       t->inputs);
}

/* ------------------------------------------------------------------ */
/* Real filters                                                        */
/* ------------------------------------------------------------------ */

static void test_real_filters(void **state)
{
	static const char *const files[] = {
		"chromium-renderer.bpf", "chromium-utility.bpf", "firefox-content.bpf",
		"firefox-socket.bpf", "tor.bpf",
	};
	struct gen_rng rng;
	struct cond_tally t = { 0 };
	char path[4096];

	(void)state;
	gen_seed(&rng, gen_seed_from_env("conditions real"));
	for (size_t i = 0; i < ARRAY_SIZE(files); i++) {
		struct seccache_stack *s = new_stack();
		struct seccache_filter *f;
		struct seccache_error err = { 0 };

		snprintf(path, sizeof(path), "%s/%s", REAL_DIR, files[i]);
		if (seccache_filter_from_file(path, &f, &err))
			fail_msg("%s: %s", path, err.msg);
		assert_int_equal(seccache_stack_push(s, f, NULL), 0);
		seccache_filter_free(f);
		check_stack(s, &rng, NULL, 2000, &t);
		seccache_stack_free(s);
	}
	{
		SECCACHE_OPTS(seccache_profile_opts, po, .kernel = &k618);
		struct seccache_stack *s = new_stack();
		struct seccache_filter *f;
		struct seccache_error err = { 0 };

		snprintf(path, sizeof(path), "%s/docker-default.json", REAL_DIR);
		if (seccache_profile_load(path, &po, &f, NULL, &err))
			fail_msg("%s: %s", path, err.msg);
		assert_int_equal(seccache_stack_push(s, f, NULL), 0);
		seccache_filter_free(f);
		check_stack(s, &rng, NULL, 2000, &t);
		seccache_stack_free(s);
	}
	print_cond_tally("real", &t);
	assert_true(t.exact > 50);
}

/* ------------------------------------------------------------------ */
/* libseccomp's 64-bit comparisons                                     */
/* ------------------------------------------------------------------ */

/* A 64-bit operand: at the halves' edges, or random. */
static uint64_t scmp_value(struct gen_rng *rng)
{
	static const uint64_t edges[] = {
		0, 1, 2, 7, 0xff, 0x7fffffff, 0x80000000, 0xffffffff, 0x100000000ULL,
		0x100000001ULL, 0xffffffff00000000ULL, 0xffffffff80000000ULL, UINT64_MAX,
		UINT64_MAX - 1, 0x8000000000000000ULL,
	};

	if (gen_percent(rng, 60))
		return edges[gen_below(rng, ARRAY_SIZE(edges))];
	return gen_percent(rng, 50) ? gen_u32(rng) : gen_u64(rng);
}

/* A random comparison of argument arg, its constants into c. */
static struct scmp_arg_cmp scmp_cmp(struct gen_rng *rng, unsigned int arg, struct gen_consts *c)
{
	static const enum scmp_compare ops[] = {
		SCMP_CMP_NE, SCMP_CMP_LT, SCMP_CMP_LE, SCMP_CMP_EQ, SCMP_CMP_GE, SCMP_CMP_GT,
		SCMP_CMP_MASKED_EQ,
	};
	enum scmp_compare op = ops[gen_below(rng, ARRAY_SIZE(ops))];
	uint64_t a = scmp_value(rng), b = scmp_value(rng);

	if (op == SCMP_CMP_MASKED_EQ)
		b &= a;
	gen_consts_add(c, (uint32_t)a);
	gen_consts_add(c, (uint32_t)(a >> 32));
	gen_consts_add(c, (uint32_t)b);
	gen_consts_add(c, (uint32_t)(b >> 32));
	return (struct scmp_arg_cmp){ arg, op, a, b };
}

/* A filter of random rules over a few calls, each of up to three argument comparisons. */
static struct seccache_filter *random_scmp(struct gen_rng *rng, struct gen_consts *c)
{
	static const char *const calls[] = { "mmap", "mprotect", "socket", "ioctl", "clone",
					     "openat" };
	static const uint32_t actions[] = { SCMP_ACT_ALLOW, SCMP_ACT_ERRNO(1), SCMP_ACT_TRAP,
					    SCMP_ACT_ERRNO(22), SCMP_ACT_KILL_PROCESS };
	scmp_filter_ctx ctx = test_scmp_new(SCMP_ACT_ERRNO(38), false);
	unsigned int rules = 1 + gen_below(rng, 6);

	assert_non_null(ctx);
	for (unsigned int i = 0; i < rules; i++) {
		struct scmp_arg_cmp cmp[3];
		unsigned int n = 1 + gen_below(rng, 3);
		int nr = seccomp_syscall_resolve_name(calls[gen_below(rng, ARRAY_SIZE(calls))]);

		for (unsigned int k = 0; k < n; k++)
			cmp[k] = scmp_cmp(rng, k == 0 || gen_percent(rng, 50) ? k :
					  gen_below(rng, 6), c);
		/* libseccomp refuses some mixes (two rules of one arg, a rule that
		 * conflicts): those are skipped, what it accepts is the test. */
		seccomp_rule_add_array(ctx, actions[gen_below(rng, ARRAY_SIZE(actions))], nr, n,
				       cmp);
	}
	return test_scmp_filter(ctx);
}

/* Did child pid exit within seconds? Killed and reaped if not. */
static bool exited_within(pid_t pid, int seconds)
{
	const struct timespec tick = { 0, 10 * 1000 * 1000 };
	int status;

	for (int i = 0; i < seconds * 100; i++) {
		if (waitpid(pid, &status, WNOHANG) == pid)
			return true;
		nanosleep(&tick, NULL);
	}
	kill(pid, SIGKILL);
	waitpid(pid, &status, 0);
	return false;
}

/*
 * random_scmp() with the filters libseccomp 2.5.4 builds in reasonable
 * time: some mixes of 64-bit comparisons make seccomp_rule_add_array()
 * take exponential time (seed 0x18ef258079be1174, a fourth rule of LE,
 * EQ and GT on three arguments, had not returned after 15 minutes). Each
 * draw is tried first in a child, with a copy of the generator's state;
 * one that takes over 10 s is drawn again.
 */
static struct seccache_filter *random_scmp_in_time(struct gen_rng *rng, struct gen_consts *c)
{
	for (;;) {
		struct gen_rng trial = *rng;
		struct gen_consts scratch = *c;
		pid_t pid = fork();

		assert_true(pid >= 0);
		if (pid == 0) {
			seccache_filter_free(random_scmp(&trial, &scratch));
			_exit(0);
		}
		if (exited_within(pid, 10))
			return random_scmp(rng, c);
		fprintf(stderr, "conditions scmp: a draw libseccomp did not build in 10 s, "
			"drawn again\n");
		gen_below(rng, 2);
	}
}

static void test_scmp_comparisons(void **state)
{
	struct gen_rng rng;
	struct cond_tally t = { 0 };

	(void)state;
	gen_seed(&rng, gen_seed_from_env("conditions scmp"));
	for (int i = 0; i < 300; i++) {
		struct gen_consts c = { 0 };
		struct seccache_filter *f = random_scmp_in_time(&rng, &c);
		struct seccache_stack *s = new_stack();

		assert_int_equal(seccache_stack_push(s, f, NULL), 0);
		seccache_filter_free(f);
		check_stack(s, &rng, &c, 300, &t);
		seccache_stack_free(s);
	}
	print_cond_tally("libseccomp", &t);
	assert_true(t.exact > 100);
}

/* ------------------------------------------------------------------ */
/* Random and hostile programs                                         */
/* ------------------------------------------------------------------ */

static void test_random_programs(void **state)
{
	struct gen_rng rng;
	struct cond_tally t = { 0 };
	struct gen_prog *p = malloc(sizeof(*p));

	(void)state;
	assert_non_null(p);
	gen_seed(&rng, gen_seed_from_env("conditions random"));
	for (int i = 0; i < 600; i++) {
		struct gen_consts c = { 0 };
		struct seccache_stack *s = new_stack();
		unsigned int filters = 1 + gen_below(&rng, 2);

		for (unsigned int k = 0; k < filters; k++) {
			if (i % 3 == 2)
				gen_hostile_any(&rng, p);
			else
				gen_valid(&rng, 24, &c, p);
			test_push(s, p->insns, p->len);
		}
		check_stack(s, &rng, &c, 40, &t);
		seccache_stack_free(s);
	}
	free(p);
	print_cond_tally("random", &t);
	assert_true(t.exact > 10);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_real_filters),
		cmocka_unit_test(test_scmp_comparisons),
		cmocka_unit_test(test_random_programs),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
