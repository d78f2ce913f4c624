/* SPDX-License-Identifier: MIT */
/*
 * test_kdiff_optimize.c - seccache optimize's output against the running
 * kernel: every optimized filter must be accepted by seccomp(2), and the
 * kernel running the optimized stack must do, call by call, what
 * seccache_stack_run() says the original stack returns.
 *
 * Stacks: the repo's example profiles (container.json for x86_64, x86 and
 * x32; the deny list; the systemd-style stack of four filters) and random
 * stacks of 1..3 generated filters. Calls are aimed at the constants the
 * filters compare with; SECCACHE_KDIFF_SCALE scales them, SECCACHE_SEED
 * replays a run.
 */
#include <errno.h>
#include <inttypes.h>
#include <linux/audit.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <cmocka.h>

#include "gen.h"
#include "kharness.h"
#include "testutil.h"

#define RANDOM_STACKS 40
#define CALLS_PER_STACK 300
#define REALISTIC_CALLS 4000
#define BATCH 2048
#define MAX_REPORTED 10

static bool usable;

struct tally {
	size_t stacks, filters, accepted, calls, agreements, mismatches;
};

static int setup(void **state)
{
	(void)state;
	setvbuf(stdout, NULL, _IOLBF, 0);
	usable = kh_usable();
	return 0;
}

static struct seccache_stack *optimized(const struct seccache_stack *s)
{
	struct seccache_error err = { 0 };
	struct seccache_stack *o;

	if (seccache_optimize(s, NULL, &o, NULL, &err))
		fail_msg("optimize: %s", err.msg);
	return o;
}

/* The kernel's verdict on each optimized filter: accepted. */
static void check_accepted(const char *name, const struct seccache_stack *o,
			   struct tally *t)
{
	size_t n = seccache_stack_len(o);
	struct kh_prog progs[8];
	int verdicts[8];
	char msg[256];

	assert_true(n <= ARRAY_SIZE(progs));
	for (size_t i = 0; i < n; i++) {
		const struct seccache_filter *f = seccache_stack_filter(o, i);

		progs[i] = (struct kh_prog){ seccache_filter_insns(f), seccache_filter_len(f) };
	}
	if (kh_validate(progs, n, verdicts, msg, sizeof(msg)))
		fail_msg("%s: kh_validate: %s", name, msg);
	for (size_t i = 0; i < n; i++) {
		if (verdicts[i])
			fail_msg("%s: the kernel refuses optimized filter %zu: %d", name, i,
				 verdicts[i]);
		t->accepted++;
	}
	t->filters += n;
}

/*
 * n calls aimed at consts, run by the kernel under o; each outcome must be
 * the one seccache_stack_run() of the original s predicts.
 */
static void check_calls(const char *name, const struct seccache_stack *s,
			const struct seccache_stack *o, struct gen_rng *rng,
			const struct gen_consts *consts, size_t n, struct tally *t)
{
	uint32_t arches[2] = { AUDIT_ARCH_X86_64, AUDIT_ARCH_I386 };
	size_t n_arches = kh_i386_available() ? 2 : 1, n_progs = seccache_stack_len(o);
	struct seccache_data *calls = calloc(BATCH, sizeof(*calls));
	struct kh_outcome *out = calloc(BATCH, sizeof(*out));
	struct kh_prog progs[8];
	char msg[256];

	assert_non_null(calls);
	assert_non_null(out);
	for (size_t i = 0; i < n_progs; i++) {
		const struct seccache_filter *f = seccache_stack_filter(o, i);

		progs[i] = (struct kh_prog){ seccache_filter_insns(f), seccache_filter_len(f) };
	}
	for (size_t done = 0; done < n;) {
		size_t m = 0;

		while (m < BATCH && done + m < n) {
			struct seccache_data *d = &calls[m];

			gen_data(rng, consts, arches, n_arches, d);
			d->instruction_pointer = kh_ip(d->arch);
			if (kh_input_ok(d))
				m++;
		}
		if (kh_run(progs, n_progs, calls, m, out, msg, sizeof(msg)))
			fail_msg("%s: kernel run: %s", name, msg);
		for (size_t i = 0; i < m; i++) {
			uint32_t want = seccache_stack_run(s, &calls[i], NULL);
			struct kh_outcome e = kh_expect(want);
			char got_s[64];

			if (e.kind == out[i].kind && e.value == out[i].value) {
				t->agreements++;
				continue;
			}
			if (t->mismatches++ < MAX_REPORTED) {
				kh_outcome_format(out[i], got_s, sizeof(got_s));
				printf("MISMATCH %s: arch %#" PRIx32 " nr %#" PRIx32 " arg0 %#"
				       PRIx64 ": original %#" PRIx32 ", optimized on the kernel %s\n",
				       name, calls[i].arch, calls[i].nr, calls[i].args[0], want,
				       got_s);
			}
		}
		t->calls += m;
		done += m;
	}
	free(calls);
	free(out);
}

static void check_stack(const char *name, const struct seccache_stack *s,
			struct gen_rng *rng, const struct gen_consts *consts, size_t n,
			struct tally *t)
{
	struct seccache_stack *o = optimized(s);

	check_accepted(name, o, t);
	check_calls(name, s, o, rng, consts, n, t);
	seccache_stack_free(o);
	t->stacks++;
}

static struct seccache_stack *profiles(const char *const *names, size_t n)
{
	const struct seccache_arch *arches[] = { seccache_arch_lookup("x86_64"),
						 seccache_arch_lookup("x86"),
						 seccache_arch_lookup("x32") };
	SECCACHE_OPTS(seccache_profile_opts, opts, .arches = arches, .n_arches = 3);
	struct seccache_stack *s;

	assert_int_equal(seccache_stack_new(arches[0], &s, NULL), 0);
	for (size_t i = 0; i < n; i++) {
		char path[4096];
		struct seccache_filter *f;
		struct seccache_error err = { 0 };

		snprintf(path, sizeof(path), "%s/%s", EXAMPLES_DIR, names[i]);
		if (seccache_profile_load(path, &opts, &f, NULL, &err))
			fail_msg("%s: %s", path, err.msg);
		assert_int_equal(seccache_stack_push(s, f, NULL), 0);
		seccache_filter_free(f);
	}
	return s;
}

static void test_realistic(void **state)
{
	static const char *const container[] = { "container.json" };
	static const char *const deny[] = { "denylist.json" };
	static const char *const systemd[] = {
		"systemd/10-syscall-filter.json", "systemd/20-restrict-namespaces.json",
		"systemd/30-memory-deny-write-execute.json",
		"systemd/40-restrict-address-families.json",
	};
	static const uint32_t rule_consts[] = { 0, 1, 2, 3, 4, 6, 10, 11, 0x8000, 0x20000,
						0x10000000, 0x40000000, 0xffffffff };
	struct { const char *name; const char *const *files; size_t n; } sets[] = {
		{ "container.json", container, 1 },
		{ "denylist.json", deny, 1 },
		{ "systemd-style stack", systemd, 4 },
	};
	uint64_t seed = gen_seed_from_env("kdiff_optimize_realistic");
	struct gen_consts consts = { 0 };
	struct tally t = { 0 };
	struct gen_rng rng;

	(void)state;
	if (!usable)
		skip();
	gen_seed(&rng, seed);
	for (uint32_t nr = 0; nr < 40; nr++)
		gen_consts_add(&consts, nr * 11 % 460);
	for (size_t i = 0; i < ARRAY_SIZE(rule_consts); i++)
		gen_consts_add(&consts, rule_consts[i]);
	for (size_t i = 0; i < ARRAY_SIZE(sets); i++) {
		struct seccache_stack *s = profiles(sets[i].files, sets[i].n);

		check_stack(sets[i].name, s, &rng, &consts, kh_cases(REALISTIC_CALLS), &t);
		seccache_stack_free(s);
	}
	printf("realistic: %zu stacks, %zu optimized filters accepted by the kernel, "
	       "%zu calls, %zu agreements, %zu mismatches\n", t.stacks, t.accepted,
	       t.calls, t.agreements, t.mismatches);
	assert_int_equal(t.mismatches, 0);
}

static void test_random(void **state)
{
	uint64_t seed = gen_seed_from_env("kdiff_optimize_random");
	static struct gen_prog prog;
	struct tally t = { 0 };
	struct gen_rng rng;
	size_t stacks = kh_cases(RANDOM_STACKS);

	(void)state;
	if (!usable)
		skip();
	gen_seed(&rng, seed);
	for (size_t k = 0; k < stacks; k++) {
		struct seccache_stack *s;
		struct gen_consts consts = { 0 };
		unsigned int n = 1 + gen_below(&rng, 3);

		assert_int_equal(seccache_stack_new(seccache_arch_lookup("x86_64"), &s, NULL), 0);
		for (unsigned int i = 0; i < n; i++) {
			gen_valid(&rng, 4 + gen_below(&rng, 40), &consts, &prog);
			test_push(s, prog.insns, prog.len);
		}
		check_stack("random", s, &rng, &consts, CALLS_PER_STACK, &t);
		seccache_stack_free(s);
	}
	printf("random: %zu stacks, %zu optimized filters accepted by the kernel, "
	       "%zu calls, %zu agreements, %zu mismatches\n", t.stacks, t.accepted,
	       t.calls, t.agreements, t.mismatches);
	assert_int_equal(t.mismatches, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_realistic),
		cmocka_unit_test(test_random),
	};

	return cmocka_run_group_tests(tests, setup, NULL);
}
