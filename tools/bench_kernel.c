/* SPDX-License-Identifier: MIT */
/*
 * bench_kernel.c - seccomp_benchmark's getpid measurement of what seccomp
 * filters cost on the running kernel (Kees Cook's 2020 constant-action
 * bitmap series, its patches 6 and 8, with today's 10% tolerance): five
 * configurations, the overheads estimated from them, and patch 6's
 * expectations judged.
 */
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <stdlib.h>

#include "bench.h"
#include "cmds.h"
#include "common.h"

/* approx() of the current selftest: equal, or within 10% or 2 ns. */
static bool approx(long long one, long long two)
{
	double a = (double)one, b = (double)two;
	double a_bump = a + (a * 0.1 > 2.0 ? a * 0.1 : 2.0);
	double b_bump = b + (b * 0.1 > 2.0 ? b * 0.1 : 2.0);

	return a == b || (a > b && a <= b_bump) || (b > a && b <= a_bump);
}

static bool le(long long one, long long two)
{
	return one <= two;
}

/* Print and record one expectation; skipped ones are listed, not judged. */
static bool compare(const struct bench_opts *o, json_t *list, const char *one,
		    const char *op, const char *two, long long a,
		    bool (*eval)(long long, long long), long long b, bool skip)
{
	const char *result;
	bool good = false;

	fprintf(o->out, "\t%s %s %s (%lld %s %lld): ", one, op, two, a, op, b);
	if (skip) {
		result = "skipped";
		fprintf(o->out, "skipped\n");
	} else if (a < 0 || b < 0) {
		result = "fail";
		fprintf(o->out, "Miscalculation! Measurement went negative: %lld\n",
			a < 0 ? a : b);
	} else {
		good = eval(a, b);
		result = good ? "pass" : "fail";
		fprintf(o->out, "%s\n", good ? "✔️" : "❌");
	}
	json_array_append_new(list, json_pack("{s:s, s:s, s:s, s:I, s:I, s:s}",
		"one", one, "op", op, "two", two, "one_ns", (json_int_t)a,
		"two_ns", (json_int_t)b, "result", result));
	return good || skip;
}

/* Print and record one estimate; a negative one makes the expectations moot. */
static long long estimate(const struct bench_opts *o, json_t *estimates,
			  const char *key, const char *what, long long ns, bool *skip)
{
	fprintf(o->out, "Estimated %s: %lld ns%s\n", what, ns, ns < 0 ?
		" (below zero: smaller than the run-to-run noise, so no cost can be seen;"
		" more --samples or --repeat narrow it)" : "");
	json_object_set_new(estimates, key, json_integer(ns));
	if (ns < 0)
		*skip = true;
	return ns;
}

/* seccomp_benchmark's total overheads, of configurations 1 to 4 over the native one. */
static const struct {
	const char *key, *what, *label;
} totals[] = {
	{ "total_1_bitmapped", "total seccomp overhead for 1 bitmapped filter",
	  "1 filter (bitmap)" },
	{ "total_2_bitmapped", "total seccomp overhead for 2 bitmapped filters",
	  "2 filters (bitmap)" },
	{ "total_3_full", "total seccomp overhead for 3 full filters", "3 filters (full)" },
	{ "total_4_full", "total seccomp overhead for 4 full filters", "4 filters (full)" },
};

int bench_kernel(const struct bench_opts *o, json_t *doc, struct bench_plot *plot)
{
	struct sock_filter bitmap_filter[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	struct sock_filter filter[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	/* seccomp_benchmark's order: two cached filters, then one that reads args[0]. */
	struct sock_fprog progs[4] = {
		{ ARRAY_SIZE(bitmap_filter), bitmap_filter },
		{ ARRAY_SIZE(bitmap_filter), bitmap_filter },
		{ ARRAY_SIZE(filter), filter },
		{ ARRAY_SIZE(bitmap_filter), bitmap_filter },
	};
	const struct bench_config cfgs[5] = {
		{ "getpid native", progs, 0, &bench_getpid_call },
		{ "getpid RET_ALLOW 1 filter (bitmap)", progs, 1, &bench_getpid_call },
		{ "getpid RET_ALLOW 2 filters (bitmap)", progs, 2, &bench_getpid_call },
		{ "getpid RET_ALLOW 3 filters (full)", progs, 3, &bench_getpid_call },
		{ "getpid RET_ALLOW 4 filters (full)", progs, 4, &bench_getpid_call },
	};
	long long ns[5], native, bitmap1, bitmap2, filter1, filter2;
	long long entry, per_filter1, per_filter2;
	struct child_report rep[5];
	json_t *jcfg, *jest, *jexp;
	unsigned long long samples;
	bool skip = false, ok = true;
	double *runs;
	size_t c;
	int cpu;

	if (!bench_seccomp_available(o))
		return EXIT_SYSTEM;
	cpu = bench_pin_cpu(o);
	samples = bench_calibrate(o);
	bench_print_setup(o, doc, cpu, samples);
	fprintf(o->out, "Benchmarking %llu syscalls, %u time%s per configuration, "
		"each in its own child%s...\n", samples, o->repeat,
		o->repeat == 1 ? "" : "s", o->spec_allow ? " (SPEC_ALLOW)" : "");

	runs = calloc(ARRAY_SIZE(cfgs) * o->repeat, sizeof(*runs));
	if (!runs)
		return EXIT_SYSTEM;
	if (bench_run_configs(o, cfgs, ARRAY_SIZE(cfgs), samples, runs, rep)) {
		free(runs);
		return EXIT_SYSTEM;
	}

	jcfg = json_array();
	for (c = 0; c < ARRAY_SIZE(cfgs); c++) {
		double *r = runs + c * o->repeat;
		struct bench_stat st = bench_stat(r, o->repeat);
		json_t *stat = bench_stat_json(st, r, o->repeat);

		ok &= bench_check_filters(o, &cfgs[c], &rep[c], rep[0].seccomp_filters);
		ns[c] = (long long)(st.median + 0.5);
		fprintf(o->out, "%s: %lld ns (min %.1f, max %.1f; Seccomp_filters: %d)\n",
			cfgs[c].name, ns[c], st.min, st.max, rep[c].seccomp_filters);
		json_object_set_new(stat, "name", json_string(cfgs[c].name));
		json_object_set_new(stat, "filters", json_integer((json_int_t)cfgs[c].n));
		json_object_set_new(stat, "seccomp_filters",
				    json_integer(rep[c].seccomp_filters));
		json_array_append_new(jcfg, stat);
	}
	free(runs);
	json_object_set_new(doc, "configurations", jcfg);
	if (!ok)
		return EXIT_SYSTEM;
	bench_report_ssb(o, doc, rep[0].ssb, rep[1].ssb);

	native = ns[0];
	bitmap1 = ns[1];
	bitmap2 = ns[2];
	filter1 = ns[3];
	filter2 = ns[4];

	jest = json_object();
	for (c = 1; c < ARRAY_SIZE(cfgs); c++) {
		entry = estimate(o, jest, totals[c - 1].key, totals[c - 1].what,
				 ns[c] - native, &skip);
		bench_plot_add(plot, totals[c - 1].label, (double)entry);
	}
	entry = estimate(o, jest, "entry", "seccomp entry overhead",
			 bitmap1 - native - (bitmap2 - bitmap1), &skip);
	per_filter1 = estimate(o, jest, "per_filter_last_2_diff",
			       "seccomp per-filter overhead (last 2 diff)",
			       filter2 - filter1, &skip);
	per_filter2 = estimate(o, jest, "per_filter_filters_4",
			       "seccomp per-filter overhead (filters / 4)",
			       (filter2 - native - entry) / 4, &skip);
	json_object_set_new(doc, "estimates", jest);
	snprintf(plot->title, sizeof(plot->title),
		 "seccomp overhead per getpid, kernel %s", json_string_value(
			 json_object_get(json_object_get(doc, "host"), "release")));

	/* Seed 006's seven expectations and its two early exits. */
	jexp = json_array();
	fprintf(o->out, "Expectations:\n");
	ok = compare(o, jexp, "native", "≤", "1 bitmap", native, le, bitmap1, skip);
	if (!compare(o, jexp, "native", "≤", "1 filter", native, le, filter1, skip)) {
		ok = false;
		skip = true;
	}
	ok &= compare(o, jexp, "per-filter (last 2 diff)", "≈", "per-filter (filters / 4)",
		      per_filter1, approx, per_filter2, skip);
	if (!compare(o, jexp, "1 bitmapped", "≈", "2 bitmapped", bitmap1 - native,
		     approx, bitmap2 - native, skip)) {
		fprintf(o->out, "Skipping constant action bitmap expectations: they appear unsupported.\n");
		ok = false;
		skip = true;
	}
	ok &= compare(o, jexp, "entry", "≈", "1 bitmapped", entry, approx,
		      bitmap1 - native, skip);
	ok &= compare(o, jexp, "entry", "≈", "2 bitmapped", entry, approx,
		      bitmap2 - native, skip);
	ok &= compare(o, jexp, "native + entry + (per filter * 4)", "≈", "4 filters total",
		      entry + per_filter1 * 4 + native, approx, filter2, skip);
	if (!ok || skip)
		fprintf(o->out, "seccache: bench: a result is not what the model expects; run again with more --samples\n");
	json_object_set_new(doc, "expectations", jexp);
	return EXIT_OK;
}
