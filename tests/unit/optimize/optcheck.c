/* SPDX-License-Identifier: MIT */
/*
 * optcheck.c - seccache_optimize() checked from every side, for the
 * optimize and diff tests: the output proved equivalent by seccache_diff(),
 * run on every low number and on random inputs against the input stack,
 * and keeping every call the kernel's cache answers, with its result.
 */
#include <stdio.h>
#include <stdlib.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "optcheck.h"

const struct seccache_kernel k618 = { 6, 18, 0, "6.18.0", false };
const struct seccache_kernel k734s = { 7, 3, 4, "7.3.4-seccache", true };

struct seccache_stack *new_stack(void)
{
	struct seccache_stack *s;

	assert_int_equal(seccache_stack_new(seccache_arch_lookup("x86_64"), &s, NULL), 0);
	/* The filters' own results, which optimize and diff keep and compare. */
	seccache_stack_set_kernel(s, NULL, NULL);
	return s;
}

/*
 * Every number below 1024 of both ABIs, arguments 0: where a search over
 * ranges could go wrong, and where the kernel's passthrough (uretprobe 335,
 * uprobe 336) must not leak into the output as ALLOW.
 */
static void check_every_nr(const struct seccache_stack *s, struct seccache_stack *o)
{
	static const uint32_t arches[] = { X86_64, I386 };

	seccache_stack_set_kernel(o, NULL, NULL);
	for (size_t a = 0; a < 2; a++)
		for (uint32_t nr = 0; nr < 1024; nr++) {
			struct seccache_data in = { .nr = nr, .arch = arches[a] };

			if (seccache_stack_run(s, &in, NULL) != seccache_stack_run(o, &in, NULL))
				fail_msg("arch %#x nr %u: %#x before, %#x after", in.arch, nr,
					 seccache_stack_run(s, &in, NULL),
					 seccache_stack_run(o, &in, NULL));
		}
}

size_t total_len(const struct seccache_stack *s)
{
	size_t n = 0;

	for (size_t i = 0; i < seccache_stack_len(s); i++)
		n += seccache_filter_len(seccache_stack_filter(s, i));
	return n;
}

void count_note(void *ctx, const char *msg)
{
	(void)msg;
	++*(unsigned long *)ctx;
}

/*
 * Calls kernel k's cache answers for s (ALLOW on a stock kernel, any
 * constant result with the series): every one must be answered for o
 * with the same result. x32's numbers count with the series.
 */
static void check_cache_kept(const struct seccache_stack *s, const struct seccache_stack *o,
			     const struct seccache_kernel *k)
{
	SECCACHE_OPTS(seccache_analyze_opts, ko, .mode = SECCACHE_MODE_KERNEL, .kernel = k);
	struct seccache_analysis *a, *b;
	static const uint32_t arches[] = { X86_64, I386 };
	static const uint32_t bases[] = { 0, 0x40000000 };

	assert_int_equal(seccache_analyze(s, &ko, &a, NULL), 0);
	assert_int_equal(seccache_analyze(o, &ko, &b, NULL), 0);
	for (size_t i = 0; i < ARRAY_SIZE(arches); i++) {
		for (size_t base = 0; base < ARRAY_SIZE(bases); base++) {
			for (uint32_t nr = bases[base]; nr < bases[base] + 600; nr++) {
				const struct seccache_range *ra =
					seccache_analysis_lookup(a, arches[i], nr);
				const struct seccache_range *rb =
					seccache_analysis_lookup(b, arches[i], nr);

				if (!ra->constant)
					continue;
				if (!rb->constant)
					fail_msg("%s: arch %#x nr %#x: cached before (%#x), not after",
						 k->release, arches[i], nr, ra->action);
				if (rb->action != ra->action)
					fail_msg("%s: arch %#x nr %#x: cached as %#x before, %#x after",
						 k->release, arches[i], nr, ra->action, rb->action);
			}
		}
	}
	seccache_analysis_free(a);
	seccache_analysis_free(b);
}

/* Both stacks as assembly, to see what a failure is about. */
static void dump_stacks(const struct seccache_stack *s, const struct seccache_stack *o)
{
	const struct seccache_stack *both[2] = { s, o };

	for (int k = 0; k < 2; k++) {
		for (size_t i = 0; i < seccache_stack_len(both[k]); i++) {
			const struct seccache_filter *f = seccache_stack_filter(both[k], i);
			char *text;

			if (seccache_disasm(seccache_filter_insns(f), seccache_filter_len(f),
					    &text, NULL))
				continue;
			printf("%s filter %zu:\n%s", k ? "optimized" : "input", i, text);
			free(text);
		}
	}
}

/*
 * Optimize s, prove the result equivalent, sample it against the
 * reference and check the cache; returns the optimized stack.
 */
struct seccache_stack *check_optimize(const struct seccache_stack *s,
				      struct gen_rng *rng,
				      const struct gen_consts *consts,
				      unsigned long samples, struct tally *t)
{
	return check_optimize_for(s, &k618, rng, consts, samples, t);
}

struct seccache_stack *check_optimize_for(const struct seccache_stack *s,
					  const struct seccache_kernel *k,
					  struct gen_rng *rng,
					  const struct gen_consts *consts,
					  unsigned long samples, struct tally *t)
{
	static const uint32_t arches[] = { X86_64, I386 };
	SECCACHE_OPTS(seccache_optimize_opts, oo, .kernel = k, .note = count_note,
		      .note_ctx = &t->kept);
	struct seccache_error err = { 0 };
	const struct seccache_witness *w;
	struct seccache_stack *o;
	struct seccache_diff *d;
	int ret = seccache_optimize(s, &oo, &o, NULL, &err);

	if (ret)
		fail_msg("optimize: %d %s", ret, err.msg);
	assert_int_equal(seccache_diff(s, o, NULL, &d, NULL), 0);
	if (seccache_diff_verdict(d) != SECCACHE_EQUIVALENT) {
		if (getenv("SECCACHE_DUMP"))
			dump_stacks(s, o);
		w = seccache_diff_witness(d, 0);
		if (w)
			fail_msg("not equivalent: arch %#x nr %u args %#llx %#llx: %#x vs %#x",
				 w->data.arch, w->data.nr,
				 (unsigned long long)w->data.args[0],
				 (unsigned long long)w->data.args[1], w->a, w->b);
		fail_msg("not proved equivalent: %s", seccache_diff_why(d));
	}
	seccache_diff_free(d);
	check_every_nr(s, o);
	for (unsigned long i = 0; i < samples; i++) {
		struct seccache_data in;

		gen_data(rng, consts, arches, 2, &in);
		if (seccache_stack_run(s, &in, NULL) != seccache_stack_run(o, &in, NULL))
			fail_msg("arch %#x nr %u args %#llx %#llx %#llx: %#x before, %#x after",
				 in.arch, in.nr, (unsigned long long)in.args[0],
				 (unsigned long long)in.args[1], (unsigned long long)in.args[2],
				 seccache_stack_run(s, &in, NULL), seccache_stack_run(o, &in, NULL));
	}
	check_cache_kept(s, o, k);
	t->stacks++;
	t->inputs += samples;
	t->filters_in += seccache_stack_len(s);
	t->filters_out += seccache_stack_len(o);
	t->insns_in += total_len(s);
	t->insns_out += total_len(o);
	return o;
}

void print_tally(const char *what, const struct tally *t)
{
	printf("%s: %lu stacks, %lu -> %lu filters, %lu -> %lu instructions, "
	       "%lu groups kept apart, %lu inputs sampled\n", what, t->stacks,
	       t->filters_in, t->filters_out, t->insns_in, t->insns_out, t->kept,
	       t->inputs);
}
