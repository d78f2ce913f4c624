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

#include "array_size.h"
#include "bench.h"
#include "cmds.h"

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

/* seccomp_benchmark's five configurations: native, then 1 to 4 filters. */
#define N_CONFIGS 5

/* What the configurations measured, and what is estimated from them, in ns. */
struct kernel_figures {
	long long ns[N_CONFIGS];	/* median per getpid, per configuration */
	long long entry, per_filter_diff, per_filter_quarter;
	bool skip;			/* an estimate below zero: judge nothing */
};

/*
 * The configurations run, each in its own child, their medians into f and
 * printed, doc's "configurations"; the children's filter counts checked.
 * Returns an exit code.
 */
static int measure(const struct bench_opts *o, unsigned long long samples, json_t *doc,
		   struct kernel_figures *f)
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
	const struct bench_config cfgs[N_CONFIGS] = {
		{ "getpid native", progs, 0, &bench_getpid_call },
		{ "getpid RET_ALLOW 1 filter (bitmap)", progs, 1, &bench_getpid_call },
		{ "getpid RET_ALLOW 2 filters (bitmap)", progs, 2, &bench_getpid_call },
		{ "getpid RET_ALLOW 3 filters (full)", progs, 3, &bench_getpid_call },
		{ "getpid RET_ALLOW 4 filters (full)", progs, 4, &bench_getpid_call },
	};
	double *runs = calloc(N_CONFIGS * o->repeat, sizeof(*runs));
	struct child_report rep[N_CONFIGS];
	json_t *list;
	bool ok = true;

	if (!runs || bench_run_configs(o, cfgs, N_CONFIGS, samples, runs, rep)) {
		free(runs);
		return EXIT_SYSTEM;
	}
	list = json_array();
	for (size_t c = 0; c < N_CONFIGS; c++) {
		double *r = runs + c * o->repeat;
		struct bench_stat st = bench_stat(r, o->repeat);
		json_t *stat = bench_stat_json(st, r, o->repeat);

		ok &= bench_check_filters(o, &cfgs[c], &rep[c], rep[0].seccomp_filters);
		f->ns[c] = (long long)(st.median + 0.5);
		fprintf(o->out, "%s: %lld ns (min %.1f, max %.1f; Seccomp_filters: %d)\n",
			cfgs[c].name, f->ns[c], st.min, st.max, rep[c].seccomp_filters);
		json_object_set_new(stat, "name", json_string(cfgs[c].name));
		json_object_set_new(stat, "filters", json_integer((json_int_t)cfgs[c].n));
		json_object_set_new(stat, "seccomp_filters",
				    json_integer(rep[c].seccomp_filters));
		json_array_append_new(list, stat);
	}
	free(runs);
	json_object_set_new(doc, "configurations", list);
	if (!ok)
		return EXIT_SYSTEM;
	bench_report_ssb(o, doc, rep[0].ssb, rep[1].ssb);
	return EXIT_OK;
}

/* seccomp_benchmark's estimates from the medians, printed, doc's "estimates". */
static void estimate_costs(const struct bench_opts *o, json_t *doc, struct bench_plot *plot,
			   struct kernel_figures *f)
{
	const long long *ns = f->ns, native = ns[0];
	json_t *list = json_object();

	for (size_t c = 1; c < N_CONFIGS; c++)
		bench_plot_add(plot, totals[c - 1].label,
			       (double)estimate(o, list, totals[c - 1].key, totals[c - 1].what,
						ns[c] - native, &f->skip));
	/* Bitmapped: 1 and 2 filters; full: 3 and 4 (ns[3], ns[4]). */
	f->entry = estimate(o, list, "entry", "seccomp entry overhead",
			    ns[1] - native - (ns[2] - ns[1]), &f->skip);
	f->per_filter_diff = estimate(o, list, "per_filter_last_2_diff",
				      "seccomp per-filter overhead (last 2 diff)",
				      ns[4] - ns[3], &f->skip);
	f->per_filter_quarter = estimate(o, list, "per_filter_filters_4",
					 "seccomp per-filter overhead (filters / 4)",
					 (ns[4] - native - f->entry) / 4, &f->skip);
	json_object_set_new(doc, "estimates", list);
}

/* Seed 006's seven expectations and its two early exits, doc's "expectations". */
static void judge(const struct bench_opts *o, json_t *doc, struct kernel_figures *f)
{
	const long long *ns = f->ns, native = ns[0], bitmap1 = ns[1], bitmap2 = ns[2];
	json_t *list = json_array();
	bool ok, skip = f->skip;

	fprintf(o->out, "Expectations:\n");
	ok = compare(o, list, "native", "≤", "1 bitmap", native, le, bitmap1, skip);
	if (!compare(o, list, "native", "≤", "1 filter", native, le, ns[3], skip)) {
		ok = false;
		skip = true;
	}
	ok &= compare(o, list, "per-filter (last 2 diff)", "≈", "per-filter (filters / 4)",
		      f->per_filter_diff, approx, f->per_filter_quarter, skip);
	if (!compare(o, list, "1 bitmapped", "≈", "2 bitmapped", bitmap1 - native,
		     approx, bitmap2 - native, skip)) {
		fprintf(o->out, "Skipping constant action bitmap expectations: they appear unsupported.\n");
		ok = false;
		skip = true;
	}
	ok &= compare(o, list, "entry", "≈", "1 bitmapped", f->entry, approx,
		      bitmap1 - native, skip);
	ok &= compare(o, list, "entry", "≈", "2 bitmapped", f->entry, approx,
		      bitmap2 - native, skip);
	ok &= compare(o, list, "native + entry + (per filter * 4)", "≈", "4 filters total",
		      f->entry + f->per_filter_diff * 4 + native, approx, ns[4], skip);
	if (!ok || skip)
		fprintf(o->out, "seccache: bench: a result is not what the model expects; run again with more --samples\n");
	json_object_set_new(doc, "expectations", list);
}

int bench_kernel(const struct bench_opts *o, json_t *doc, struct bench_plot *plot)
{
	struct kernel_figures f = { 0 };
	unsigned long long samples;
	int cpu, ret;

	if (!bench_seccomp_available(o))
		return EXIT_SYSTEM;
	cpu = bench_pin_cpu(o);
	samples = bench_calibrate(o);
	bench_print_setup(o, doc, cpu, samples);
	fprintf(o->out, "Benchmarking %llu syscalls, %u time%s per configuration, "
		"each in its own child%s...\n", samples, o->repeat,
		o->repeat == 1 ? "" : "s", o->spec_allow ? " (SPEC_ALLOW)" : "");
	ret = measure(o, samples, doc, &f);
	if (ret)
		return ret;
	estimate_costs(o, doc, plot, &f);
	snprintf(plot->title, sizeof(plot->title),
		 "seccomp overhead per getpid, kernel %s", json_string_value(
			 json_object_get(json_object_get(doc, "host"), "release")));
	judge(o, doc, &f);
	return EXIT_OK;
}
