/* SPDX-License-Identifier: MIT */
/*
 * test_property.c - on random valid stacks (tests/common generator) and on
 * realistic libseccomp filters: every range the analysis calls constant
 * gives that value from the reference for random args and ip, and
 * seccache_check() equals seccache_stack_run() on millions of inputs. The
 * hostile family (gen_hostile()) on four machines, its series prediction
 * too. SECCACHE_SEED replays a run.
 */
#include <errno.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <time.h>
#include <seccomp.h>
#include <cmocka.h>

#include "check.h"
#include "gen.h"

#define X86_64	0xc000003eU
#define I386	0x40000003U

struct totals {
	struct check_counts ranges;
	unsigned long inputs, hits, stacks;
};

/* seccache_check() against the reference on n inputs aimed at consts. */
static void check_fast_path(struct seccache_stack *s, struct gen_rng *rng,
			    const struct gen_consts *consts, unsigned long n,
			    struct totals *t)
{
	static const uint32_t arches[] = { X86_64, I386, 0x12345678 };

	assert_int_equal(seccache_stack_prepare(s, NULL), 0);
	for (unsigned long i = 0; i < n; i++) {
		struct seccache_data d;
		uint32_t action;
		int hit;

		gen_data(rng, consts, arches, 2 + gen_percent(rng, 2), &d);
		hit = seccache_check(s, &d, &action);
		if (action != seccache_stack_run(s, &d, NULL))
			fail_msg("arch %#x nr %#x: check %#x, stack %#x", d.arch,
				 d.nr, action, seccache_stack_run(s, &d, NULL));
		t->hits += hit;
	}
	t->inputs += n;
}

static void test_random_stacks(void **state)
{
	uint64_t seed = gen_seed_from_env("random_stacks");
	static struct gen_prog prog;
	struct totals t = { 0 };
	struct gen_rng rng;

	(void)state;
	gen_seed(&rng, seed);
	for (int iter = 0; iter < 600; iter++) {
		struct seccache_stack *s = check_stack();
		struct gen_consts consts = { 0 };
		unsigned int n = 1 + gen_below(&rng, 3);
		struct seccache_analysis *a;

		for (unsigned int i = 0; i < n; i++) {
			gen_valid(&rng, 4 + gen_below(&rng, 60), &consts, &prog);
			test_push(s, prog.insns, prog.len);
		}
		if (gen_percent(&rng, 10))
			assert_int_equal(seccache_stack_pin(s, check_x86_64(), NULL), 0);
		a = check_analyze(s, NULL);
		check_ranges(s, a, gen_u64(&rng), 4, &t.ranges);
		seccache_analysis_free(a);
		check_fast_path(s, &rng, &consts, 4000, &t);
		seccache_stack_free(s);
		t.stacks++;
	}
	printf("random stacks: %lu stacks, %lu ranges (%lu constant), %lu range samples, "
	       "%lu inputs, %lu from tables\n", t.stacks, t.ranges.ranges,
	       t.ranges.constant, t.ranges.samples, t.inputs, t.hits);
}

/* ------------------------------------------------------------------ */
/* The hostile family                                                  */
/* ------------------------------------------------------------------ */

/*
 * The seccache series' prediction (kernel mode, 7.3.4-seccache): every
 * slot it caches gives that value from the reference for random args.
 */
static void check_series_claims(const struct seccache_stack *s, struct gen_rng *rng,
				struct totals *t)
{
	struct seccache_kernel k;
	SECCACHE_OPTS(seccache_analyze_opts, opts, .mode = SECCACHE_MODE_KERNEL, .kernel = &k);
	const struct seccache_arch *abis[SECCACHE_MAX_ABIS];
	struct seccache_analysis *a;
	size_t n;

	assert_int_equal(seccache_kernel_parse("7.3.4-seccache", &k, NULL), 0);
	assert_int_equal(seccache_analyze(s, &opts, &a, NULL), 0);
	n = seccache_analysis_abis(a, abis);
	for (size_t i = 0; i < n; i++) {
		uint32_t size = seccache_kernel_nr_count(&k, abis[i]);

		for (uint32_t j = 0; j < size; j++) {
			uint32_t nr = abis[i]->nr_base | j;
			const struct seccache_range *r =
				seccache_analysis_lookup(a, abis[i]->audit_arch, nr);
			struct seccache_data d;

			if (!r->constant || seccache_kernel_passthrough(&k, abis[i], nr))
				continue;
			gen_data(rng, NULL, &abis[i]->audit_arch, 1, &d);
			d.nr = nr;
			if (seccache_stack_run(s, &d, NULL) != r->action)
				fail_msg("series: %s nr %#x cached %#x, reference %#x",
					 abis[i]->name, nr, r->action,
					 seccache_stack_run(s, &d, NULL));
			t->inputs++;
		}
	}
	seccache_analysis_free(a);
}

/* A hostile stack's analyses against the reference; pinned one time in four. */
static void check_hostile(struct seccache_stack *s, struct gen_rng *rng,
			  struct totals *t)
{
	struct seccache_analysis *a;
	struct gen_consts consts = { 0 };

	/* The cache is the filters': a pin decides before it is consulted. */
	check_series_claims(s, rng, t);
	if (gen_percent(rng, 25)) {
		const struct seccache_arch *abis[SECCACHE_MAX_ABIS];
		size_t n = seccache_arch_abis(seccache_stack_arch(s), abis);

		assert_int_equal(seccache_stack_pin(s, abis[gen_below(rng, (uint32_t)n)],
						    NULL), 0);
	}
	a = check_analyze(s, NULL);
	check_ranges(s, a, gen_u64(rng), 4, &t->ranges);
	seccache_analysis_free(a);
	for (size_t i = 0; i < gen_hostile_n_nrs; i++)
		gen_consts_add(&consts, gen_hostile_nrs[i]);
	check_fast_path(s, rng, &consts, 2000, t);
	t->stacks++;
}

/*
 * Filters no program writes (tests/common/gen_hostile.c), on
 * machines that count shifts by X alike and on those that do not.
 */
static void test_hostile_stacks(void **state)
{
	static const char *const natives[] = { "x86_64", "aarch64", "s390x", "ppc64le" };
	uint64_t seed = gen_seed_from_env("hostile_stacks");
	static struct gen_prog prog;
	struct totals t = { 0 };
	struct gen_rng rng;

	(void)state;
	gen_seed(&rng, seed);
	for (unsigned int kind = 0; kind < GEN_HOSTILE_KINDS; kind++) {
		for (unsigned int v = 0; v < gen_hostile_variants(kind); v++) {
			struct seccache_stack *s;

			assert_int_equal(seccache_stack_new(seccache_arch_lookup(natives[gen_below(&rng, ARRAY_SIZE(natives))]),
							    &s, NULL), 0);
			assert_int_equal(seccache_stack_set_kernel(s, NULL, NULL), 0);
			gen_hostile(&rng, kind, v, &prog);
			test_push(s, prog.insns, prog.len);
			check_hostile(s, &rng, &t);
			seccache_stack_free(s);
		}
	}
	for (int iter = 0; iter < 100; iter++) {
		struct seccache_stack *s;
		unsigned int n = 1 + gen_below(&rng, 3);

		assert_int_equal(seccache_stack_new(seccache_arch_lookup(natives[gen_below(&rng, ARRAY_SIZE(natives))]), &s, NULL), 0);
		assert_int_equal(seccache_stack_set_kernel(s, NULL, NULL), 0);
		for (unsigned int i = 0; i < n; i++) {
			gen_hostile_any(&rng, &prog);
			test_push(s, prog.insns, prog.len);
		}
		check_hostile(s, &rng, &t);
		seccache_stack_free(s);
	}
	printf("hostile stacks: %lu stacks, %lu ranges (%lu constant), %lu range samples, "
	       "%lu inputs, %lu from tables\n", t.stacks, t.ranges.ranges,
	       t.ranges.constant, t.ranges.samples, t.inputs, t.hits);
}

/* ------------------------------------------------------------------ */
/* libseccomp filters                                                  */
/* ------------------------------------------------------------------ */

static void push_scmp(struct seccache_stack *s, scmp_filter_ctx ctx)
{
	struct seccache_filter *f = test_scmp_filter(ctx);

	assert_int_equal(seccache_stack_push(s, f, NULL), 0);
	seccache_filter_free(f);
}

/* Constant (arch, nr) pairs over each ABI's syscall table. */
static void count_constant(const struct seccache_analysis *a, const char *what)
{
	const struct seccache_arch *abis[SECCACHE_MAX_ABIS];
	size_t n = seccache_analysis_abis(a, abis);

	printf("%s:", what);
	for (size_t i = 0; i < n; i++) {
		const struct seccache_arch *abi = abis[i];
		unsigned int constant = 0, allow = 0;

		for (uint32_t nr = 0; nr < abi->nr_count; nr++) {
			const struct seccache_range *r =
				seccache_analysis_lookup(a, abi->native == abi || !abi->nr_base ?
							 abi->audit_arch : abi->native->audit_arch,
							 abi->nr_base + nr);

			constant += r->constant;
			allow += r->constant && r->action == SECCACHE_RET_ALLOW;
		}
		printf(" %s %u/%u constant (%u ALLOW)", abi->name, constant,
		       abi->nr_count, allow);
	}
	printf("\n");
}

static void test_libseccomp_filters(void **state)
{
	uint64_t seed = gen_seed_from_env("libseccomp_filters");
	struct seccache_stack *stacks[3];
	struct totals t = { 0 };
	struct gen_rng rng;

	(void)state;
	gen_seed(&rng, seed);
	stacks[0] = check_stack();
	push_scmp(stacks[0], test_scmp_allow_list(300));
	stacks[1] = check_stack();
	push_scmp(stacks[1], test_scmp_deny_list());
	stacks[2] = check_stack();
	push_scmp(stacks[2], test_scmp_allow_list(300));
	push_scmp(stacks[2], test_scmp_deny_list());
	for (size_t i = 0; i < ARRAY_SIZE(stacks); i++) {
		static const char *const names[] = { "allow list", "deny list",
						     "allow + deny" };
		struct gen_consts consts = { 0 };
		struct seccache_analysis *a;
		struct timespec t0, t1;

		clock_gettime(CLOCK_MONOTONIC, &t0);
		a = check_analyze(stacks[i], NULL);
		clock_gettime(CLOCK_MONOTONIC, &t1);
		printf("%s analysed in %.2f ms\n", names[i],
		       (t1.tv_sec - t0.tv_sec) * 1e3 + (t1.tv_nsec - t0.tv_nsec) / 1e6);
		count_constant(a, names[i]);
		check_ranges(stacks[i], a, gen_u64(&rng), 8, &t.ranges);
		seccache_analysis_free(a);
		for (uint32_t nr = 0; nr < 500; nr++)
			gen_consts_add(&consts, nr);
		check_fast_path(stacks[i], &rng, &consts, 1000000, &t);
		seccache_stack_free(stacks[i]);
	}
	printf("libseccomp: %lu ranges (%lu constant), %lu inputs, %lu from tables\n",
	       t.ranges.ranges, t.ranges.constant, t.inputs, t.hits);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_random_stacks),
		cmocka_unit_test(test_hostile_stacks),
		cmocka_unit_test(test_libseccomp_filters),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
