/* SPDX-License-Identifier: MIT */
/*
 * test_optimize.c - seccache_optimize(): every optimized stack (the repo's
 * example profiles, libseccomp allow and deny lists, a systemd-style stack
 * of four filters, random stacks from tests/common/gen_valid.c) must be
 * proved equivalent to its input by seccache_diff(), agree with it under
 * the reference interpreter on random inputs aimed at the filters'
 * constants, and keep every call the kernel's cache answers, with the
 * same result (the stock allow cache, and the seccache series' cache of
 * every constant result); a filter the machines would run differently is
 * kept as it is. SECCACHE_SEED replays a run.
 */
#include <errno.h>
#include <linux/seccomp.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <seccomp.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "optcheck.h"

/* ------------------------------------------------------------------ */
/* Realistic stacks                                                    */
/* ------------------------------------------------------------------ */

static void push_scmp(struct seccache_stack *s, scmp_filter_ctx ctx)
{
	struct seccache_filter *f = test_scmp_filter(ctx);

	assert_int_equal(seccache_stack_push(s, f, NULL), 0);
	seccache_filter_free(f);
}

/* testutil's allow list, with one more rule of two arguments, or laid out as a tree. */
static scmp_filter_ctx allow_list(unsigned int count, bool tree)
{
	scmp_filter_ctx ctx = test_scmp_allow_list(count);

	if (tree)
		assert_int_equal(seccomp_attr_set(ctx, SCMP_FLTATR_CTL_OPTIMIZE, 2), 0);
	TEST_RULE(ctx, SCMP_ACT_ALLOW, ioctl, 2, SCMP_A1(SCMP_CMP_EQ, 0x10, 0),
		  SCMP_A2(SCMP_CMP_GT, 0x100000000ULL, 0));
	return ctx;
}

/* systemd's RestrictNamespaces=, MemoryDenyWriteExecute= and RestrictAddressFamilies=. */
static scmp_filter_ctx systemd_style(int which)
{
	scmp_filter_ctx ctx = test_scmp_new(SCMP_ACT_ALLOW, false);

	assert_non_null(ctx);
	switch (which) {
	case 0:
		TEST_RULE(ctx, SCMP_ACT_ERRNO(EPERM), unshare, 1,
			  SCMP_A0(SCMP_CMP_MASKED_EQ, 0x7e020000, 0x7e020000));
		TEST_RULE(ctx, SCMP_ACT_ERRNO(EPERM), setns, 1, SCMP_A1(SCMP_CMP_EQ, 0, 0));
		TEST_RULE(ctx, SCMP_ACT_ERRNO(EPERM), clone, 1,
			  SCMP_A0(SCMP_CMP_MASKED_EQ, 0x10000000, 0x10000000));
		break;
	case 1:
		TEST_RULE(ctx, SCMP_ACT_ERRNO(EPERM), mmap, 1,
			  SCMP_A2(SCMP_CMP_MASKED_EQ, PROT_EXEC | PROT_WRITE,
				  PROT_EXEC | PROT_WRITE));
		TEST_RULE(ctx, SCMP_ACT_ERRNO(EPERM), mprotect, 1,
			  SCMP_A2(SCMP_CMP_MASKED_EQ, PROT_EXEC, PROT_EXEC));
		TEST_RULE(ctx, SCMP_ACT_ERRNO(EPERM), shmat, 1,
			  SCMP_A2(SCMP_CMP_MASKED_EQ, 0x8000, 0x8000));
		break;
	default:
		/* AF_UNIX, AF_INET and AF_INET6 only. */
		TEST_RULE(ctx, SCMP_ACT_ERRNO(EAFNOSUPPORT), socket, 1,
			  SCMP_A0(SCMP_CMP_GT, AF_INET6, 0));
		TEST_RULE(ctx, SCMP_ACT_ERRNO(EAFNOSUPPORT), socket, 1,
			  SCMP_A0(SCMP_CMP_LT, AF_UNIX, 0));
		for (int af = AF_INET + 1; af < AF_INET6; af++)
			TEST_RULE(ctx, SCMP_ACT_ERRNO(EAFNOSUPPORT), socket, 1,
				  SCMP_A0(SCMP_CMP_EQ, af, 0));
		TEST_RULE(ctx, SCMP_ACT_ERRNO(EAFNOSUPPORT), socket, 1,
			  SCMP_A0(SCMP_CMP_EQ, 0, 0));
		break;
	}
	return ctx;
}

/*
 * systemd-style: an allow list (ERRNO(EPERM) for the rest) and three
 * filters of argument rules.
 */
static struct seccache_stack *systemd_stack(void)
{
	struct seccache_stack *s = new_stack();

	push_scmp(s, allow_list(250, false));
	for (int i = 0; i < 3; i++)
		push_scmp(s, systemd_style(i));
	return s;
}

static void consts_for_rules(struct gen_consts *c)
{
	static const uint32_t v[] = { AF_UNIX, AF_INET, AF_INET6, PROT_EXEC, 0xffffffff, 32,
				      0x10000000, 0x5400, 0x10, 0x7e020000, 0x8000, 3 };

	for (uint32_t nr = 0; nr < 450; nr++)
		gen_consts_add(c, nr);
	for (size_t i = 0; i < ARRAY_SIZE(v); i++)
		gen_consts_add(c, v[i]);
}

static struct seccache_stack *profile_stack(const char *name)
{
	char path[4096];
	SECCACHE_OPTS(seccache_profile_opts, po, .kernel = &k618);
	struct seccache_filter *f;
	struct seccache_error err = { 0 };
	struct seccache_stack *s = new_stack();

	snprintf(path, sizeof(path), "%s/%s", EXAMPLES_DIR, name);
	if (seccache_profile_load(path, &po, &f, NULL, &err))
		fail_msg("%s: %s", path, err.msg);
	assert_int_equal(seccache_stack_push(s, f, NULL), 0);
	seccache_filter_free(f);
	return s;
}

/*
 * The realistic stacks, each optimized into one filter that keeps kernel
 * k's cache: the repo's example profiles, libseccomp allow and deny lists,
 * a systemd-style stack of four filters. seed_name names the run's seed.
 */
static void check_realistic(const struct seccache_kernel *k, const char *seed_name,
			    unsigned long samples)
{
	static const char *const profiles[] = { "container.json", "denylist.json",
						"minimal.json" };
	uint64_t seed = gen_seed_from_env(seed_name);
	struct gen_consts consts = { 0 };
	struct tally t = { 0 };
	struct gen_rng rng;
	struct seccache_stack *s, *o;

	gen_seed(&rng, seed);
	consts_for_rules(&consts);
	for (size_t i = 0; i < ARRAY_SIZE(profiles); i++) {
		s = profile_stack(profiles[i]);
		o = check_optimize_for(s, k, &rng, &consts, samples, &t);
		printf("%s, keeping %s's cache: %zu -> %zu instructions\n", profiles[i],
		       k->release, total_len(s), total_len(o));
		assert_int_equal(seccache_stack_len(o), 1);
		seccache_stack_free(o);
		seccache_stack_free(s);
	}
	for (int kind = 0; kind < 4; kind++) {
		s = new_stack();
		if (kind != 1)
			push_scmp(s, allow_list(300, kind == 3));
		if (kind >= 1)
			push_scmp(s, test_scmp_deny_list());
		o = check_optimize_for(s, k, &rng, &consts, samples, &t);
		assert_int_equal(seccache_stack_len(o), 1);
		seccache_stack_free(o);
		seccache_stack_free(s);
	}
	s = systemd_stack();
	o = check_optimize_for(s, k, &rng, &consts, samples, &t);
	assert_int_equal(seccache_stack_len(o), 1);
	printf("systemd-style stack: %zu filters, %zu -> %zu instructions\n",
	       seccache_stack_len(s), total_len(s), total_len(o));
	seccache_stack_free(o);
	seccache_stack_free(s);
	print_tally(seed_name, &t);
}

static void test_realistic(void **state)
{
	(void)state;
	check_realistic(&k618, "realistic", 200000);
}

/* insns as a filter attached with flags. */
/*
 * A stack of one to three random filters (their constants into consts),
 * each attached with SECCOMP_FILTER_FLAG_LOG at log_percent percent.
 */
static struct seccache_stack *random_stack(struct gen_rng *rng, struct gen_consts *consts,
					   unsigned int log_percent)
{
	static struct gen_prog prog;
	struct seccache_stack *s = new_stack();
	unsigned int n = 1 + gen_below(rng, 3);

	for (unsigned int i = 0; i < n; i++) {
		gen_valid(rng, 4 + gen_below(rng, 40), consts, &prog);
		test_push_flags(s, prog.insns, prog.len,
				log_percent && gen_percent(rng, log_percent) ?
				SECCACHE_FILTER_FLAG_LOG : 0);
	}
	return s;
}

/*
 * SECCOMP_FILTER_FLAG_LOG is kept: o has a filter with it exactly where
 * s has one, and none without it where s has none, in order (a filter
 * merged from several has their one flag: groups end where it changes).
 */
static void check_flags_kept(const struct seccache_stack *s, const struct seccache_stack *o)
{
	size_t i = 0, k = 0;

	while (i < seccache_stack_len(s) && k < seccache_stack_len(o)) {
		uint32_t want = seccache_stack_filter_flags(s, i);

		if (seccache_stack_filter_flags(o, k) != want)
			fail_msg("filter %zu has flags %#x, output filter %zu %#x", i, want, k,
				 seccache_stack_filter_flags(o, k));
		/* The run of equal flags that output filter k may stand for. */
		while (i < seccache_stack_len(s) && seccache_stack_filter_flags(s, i) == want)
			i++;
		while (k < seccache_stack_len(o) && seccache_stack_filter_flags(o, k) == want)
			k++;
	}
	assert_int_equal(i, seccache_stack_len(s));
	assert_int_equal(k, seccache_stack_len(o));
}

/*
 * iters random stacks (filters attached with LOG at log_percent percent,
 * a tenth pinned), each optimized keeping kernel k's cache and its flags.
 */
static void check_random(const struct seccache_kernel *k, const char *seed_name,
			 int iters, unsigned int log_percent, unsigned long samples)
{
	uint64_t seed = gen_seed_from_env(seed_name);
	struct tally t = { 0 };
	struct gen_rng rng;

	gen_seed(&rng, seed);
	for (int iter = 0; iter < iters; iter++) {
		struct gen_consts consts = { 0 };
		struct seccache_stack *s = random_stack(&rng, &consts, log_percent), *o;

		if (gen_percent(&rng, 10))
			assert_int_equal(seccache_stack_pin(s, seccache_arch_lookup("x86_64"),
							    NULL), 0);
		o = check_optimize_for(s, k, &rng, &consts, samples, &t);
		check_flags_kept(s, o);
		seccache_stack_free(o);
		seccache_stack_free(s);
	}
	print_tally(seed_name, &t);
}

static void test_random_stacks(void **state)
{
	(void)state;
	check_random(&k618, "random_stacks", 400, 0, 3000);
}

/*
 * A kernel with the seccache series caches every constant result, not
 * only ALLOW: container.json's LOG (ptrace), ERRNO and KILL_PROCESS, the
 * deny list's, random stacks' traps and errnos, x32's numbers. The output
 * must be answered by that cache for every call the input is, with the
 * same result, and seccache_optimize() must not call that a lost call.
 */
static void test_series_cache_kept(void **state)
{
	(void)state;
	check_realistic(&k734s, "series_realistic", 20000);
	check_random(&k734s, "series_random_stacks", 100, 30, 1000);
}

/*
 * SECCOMP_FILTER_FLAG_LOG, which the stack keeps (a dump's flags.txt, a
 * live thread) or opts->flags give: filters whose flag differs stay
 * apart, the output keeps the flag with each filter and says so in
 * *flags, and the series' cache, which leaves a LOG filter's own
 * ERRNO to the filters, is predicted with it for input and output alike.
 */
/*
 * Three filters, each returning one value for one number (open's
 * ERRNO(EACCES), read's ERRNO(EPERM), execve's KILL_PROCESS) and ALLOW
 * for the rest, attached with flags[i].
 */
static struct seccache_stack *three_rules(const uint64_t flags[3])
{
	static const uint32_t nr[] = { 2, 0, 59 };
	static const uint32_t ret[] = { SECCACHE_RET_ERRNO | 13, SECCACHE_RET_ERRNO | 1,
					SECCACHE_RET_KILL_PROCESS };
	struct seccache_stack *s = new_stack();

	for (size_t i = 0; i < 3; i++) {
		const struct seccache_insn insns[] = {
			S(BPF_LD | BPF_W | BPF_ABS, OFF_NR),
			J(BPF_JMP | BPF_JEQ | BPF_K, nr[i], 0, 1),
			S(BPF_RET | BPF_K, ret[i]),
			S(BPF_RET | BPF_K, SECCACHE_RET_ALLOW),
		};

		test_push_flags(s, insns, ARRAY_SIZE(insns), (uint32_t)flags[i]);
	}
	return s;
}

static void test_log_flag_kept(void **state)
{
	static const uint64_t given[] = { 0, SECCOMP_FILTER_FLAG_LOG, 0 };
	static const uint64_t none[] = { 0, 0, 0 };
	const struct seccache_kernel *kernels[] = { &k618, &k734s };
	struct gen_consts consts = { 0 };
	struct tally t = { 0 };
	struct gen_rng rng;
	uint64_t out_flags[3];
	struct seccache_stack *s, *plain, *o;

	(void)state;
	gen_seed(&rng, 1);
	consts_for_rules(&consts);
	/* The stack's own flags: the middle filter attached with LOG. */
	s = three_rules(given);
	for (size_t k = 0; k < ARRAY_SIZE(kernels); k++) {
		o = check_optimize_for(s, kernels[k], &rng, &consts, 1000, &t);
		assert_int_equal(seccache_stack_len(o), 3);
		check_flags_kept(s, o);
		seccache_stack_free(o);
	}
	/* The same flags given by opts->flags, for a stack that has none. */
	plain = three_rules(none);
	for (size_t k = 0; k < ARRAY_SIZE(kernels); k++) {
		SECCACHE_OPTS(seccache_optimize_opts, oo, .kernel = kernels[k], .flags = given);
		SECCACHE_OPTS(seccache_analyze_opts, ko, .mode = SECCACHE_MODE_KERNEL,
			      .kernel = kernels[k]);
		struct seccache_analysis *a;
		const struct seccache_range *r;

		memset(out_flags, 0xff, sizeof(out_flags));
		assert_int_equal(seccache_optimize(plain, &oo, &o, out_flags, NULL), 0);
		assert_int_equal(seccache_stack_len(o), 3);
		check_flags_kept(s, o);
		for (size_t i = 0; i < 3; i++)
			assert_int_equal(out_flags[i], given[i]);
		/* The series leaves the LOG filter's ERRNO(1) of read to the filters. */
		assert_int_equal(seccache_analyze(o, &ko, &a, NULL), 0);
		r = seccache_analysis_lookup(a, X86_64, 0);
		assert_false(r->constant);
		r = seccache_analysis_lookup(a, X86_64, 59);
		assert_int_equal(r->constant, kernels[k]->series);
		seccache_analysis_free(a);
		seccache_stack_free(o);
	}
	seccache_stack_free(plain);
	seccache_stack_free(s);
}

/*
 * A hot call the kernel's cache answers is not tested first, its filter
 * never running: ptrace's constant LOG is so with the series alone, and a
 * stock kernel's allow cache leaves it to the filter, which tests it first.
 */
static void test_hot_cached_skipped(void **state)
{
	static const struct seccache_call hot[] = { { X86_64, 101 } };
	const struct seccache_kernel *kernels[] = { &k618, &k734s };
	struct seccache_stack *s = profile_stack("container.json");
	size_t len[2][2];

	(void)state;
	for (size_t k = 0; k < 2; k++) {
		for (size_t h = 0; h < 2; h++) {
			SECCACHE_OPTS(seccache_optimize_opts, oo, .kernel = kernels[k],
				      .hot = h ? hot : NULL, .n_hot = h);
			struct seccache_stack *o;

			assert_int_equal(seccache_optimize(s, &oo, &o, NULL, NULL), 0);
			len[k][h] = total_len(o);
			seccache_stack_free(o);
		}
	}
	assert_true(len[0][1] > len[0][0]);
	assert_int_equal(len[1][1], len[1][0]);
	seccache_stack_free(s);
}

/*
 * A shift by X where the JITs disagree from X = 32 on (s390x): the filter
 * is kept as it is, whatever the interpreter's X & 31 would allow; its
 * neighbour is still rewritten. Pinned, the output is pinned the same,
 * once it has its filters.
 */

static void test_shift_by_x_kept(void **state)
{
	static const struct seccache_insn shifty[] = {
		S(BPF_LD | BPF_W | BPF_ABS, OFF_NR),
		S(BPF_LDX | BPF_IMM, 32),
		S(BPF_ALU | BPF_LSH | BPF_X, 0),
		J(BPF_JMP | BPF_JEQ | BPF_K, 110, 0, 1),
		S(BPF_RET | BPF_K, SECCACHE_RET_ERRNO | 1),
		S(BPF_RET | BPF_K, SECCACHE_RET_ALLOW),
	};
	static const struct seccache_insn plain[] = {
		S(BPF_LD | BPF_W | BPF_ABS, OFF_NR),
		J(BPF_JMP | BPF_JEQ | BPF_K, 59, 0, 1),
		S(BPF_RET | BPF_K, SECCACHE_RET_KILL_PROCESS),
		J(BPF_JMP | BPF_JEQ | BPF_K, 60, 0, 1),
		S(BPF_RET | BPF_K, SECCACHE_RET_KILL_PROCESS),
		S(BPF_RET | BPF_K, SECCACHE_RET_ALLOW),
	};
	unsigned long notes = 0;
	SECCACHE_OPTS(seccache_optimize_opts, opts, .note = count_note, .note_ctx = &notes);
	struct seccache_stack *s, *o = NULL;
	const struct seccache_filter *kept;

	(void)state;
	assert_int_equal(seccache_stack_new(seccache_arch_lookup("s390x"), &s, NULL), 0);
	seccache_stack_set_kernel(s, NULL, NULL);
	test_push(s, plain, ARRAY_SIZE(plain));
	test_push(s, shifty, ARRAY_SIZE(shifty));
	assert_int_equal(seccache_stack_pin(s, seccache_arch_lookup("s390x"), NULL), 0);
	assert_int_equal(seccache_optimize(s, &opts, &o, NULL, NULL), 0);
	assert_true(notes > 0);
	assert_int_equal(seccache_stack_len(o), 2);
	kept = seccache_stack_filter(o, 1);
	assert_int_equal(seccache_filter_len(kept), ARRAY_SIZE(shifty));
	assert_memory_equal(seccache_filter_insns(kept), shifty, sizeof(shifty));
	assert_ptr_equal(seccache_stack_pinned(o), seccache_arch_lookup("s390x"));
	seccache_stack_free(o);
	seccache_stack_free(s);
}

/*
 * A browser's filter: one TRAP code per reason (Chromium's and Firefox's
 * have 10 to 34), more results than the return-value domain holds, and
 * with notify one of them USER_NOTIF. Never notifying, it is merged with
 * its neighbour; notifying, it is kept a filter of its own. The count of
 * results once read as "may notify" (issue 34).
 */
static struct seccache_stack *browser_stack(bool notify)
{
	enum { CODES = 12 };
	struct seccache_insn insns[2 + 2 * CODES];
	const struct seccache_insn plain[] = {
		S(BPF_LD | BPF_W | BPF_ABS, OFF_NR),
		J(BPF_JMP | BPF_JEQ | BPF_K, 59, 0, 1),
		S(BPF_RET | BPF_K, SECCACHE_RET_KILL_PROCESS),
		S(BPF_RET | BPF_K, SECCACHE_RET_ALLOW),
	};
	struct seccache_stack *s = new_stack();
	size_t n = 0;

	insns[n++] = (struct seccache_insn)S(BPF_LD | BPF_W | BPF_ABS, OFF_NR);
	for (uint32_t i = 0; i < CODES; i++) {
		uint32_t ret = notify && i == CODES - 1 ? SECCACHE_RET_USER_NOTIF :
			       SECCACHE_RET_TRAP | (i + 1);

		insns[n++] = (struct seccache_insn)J(BPF_JMP | BPF_JEQ | BPF_K, 100 + i, 0, 1);
		insns[n++] = (struct seccache_insn)S(BPF_RET | BPF_K, ret);
	}
	insns[n++] = (struct seccache_insn)S(BPF_RET | BPF_K, SECCACHE_RET_ALLOW);
	test_push(s, plain, ARRAY_SIZE(plain));
	test_push(s, insns, n);
	return s;
}

static void test_many_results_merged(void **state)
{
	struct gen_consts consts = { 0 };
	struct tally t = { 0 };
	struct gen_rng rng;

	(void)state;
	gen_seed(&rng, 1);
	consts_for_rules(&consts);
	for (int notify = 0; notify < 2; notify++) {
		unsigned long notes = 0;
		SECCACHE_OPTS(seccache_optimize_opts, opts, .note = count_note,
			      .note_ctx = &notes);
		struct seccache_stack *s = browser_stack(notify), *o;

		o = check_optimize(s, &rng, &consts, 1000, &t);
		assert_int_equal(seccache_stack_len(o), notify ? 2 : 1);
		seccache_stack_free(o);
		assert_int_equal(seccache_optimize(s, &opts, &o, NULL, NULL), 0);
		assert_int_equal(notes, notify ? 1 : 0);
		seccache_stack_free(o);
		seccache_stack_free(s);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_realistic),
		cmocka_unit_test(test_random_stacks),
		cmocka_unit_test(test_series_cache_kept),
		cmocka_unit_test(test_hot_cached_skipped),
		cmocka_unit_test(test_log_flag_kept),
		cmocka_unit_test(test_shift_by_x_kept),
		cmocka_unit_test(test_many_results_merged),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
