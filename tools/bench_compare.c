/* SPDX-License-Identifier: MIT */
/*
 * bench_compare.c - seccache bench --compare: what one call of each class
 * costs under the stack as given (for profiles, the filter the runtime
 * compiles, and libseccomp's tree of the same rules, with the runtime's
 * stub), and under seccache optimize's rewrite, measured in the
 * same run, against the cheapest filter the kernel cannot cache.
 */
#include <errno.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>

#include "array_size.h"
#include "bench.h"
#include "cmds.h"
#include "messages.h"
#include "options.h"
#include "source_file.h"
#include "stack_load.h"
#include "seccache.h"

#define MAX_VARIANTS 3

/* One stack to measure, as installed. */
struct variant {
	const char *name;
	char label[64];		/* the runtime's name, for its filter */
	struct seccache_stack *s;
	struct sock_fprog progs[64];
	size_t n;
};

static int set_progs(struct variant *v)
{
	v->n = seccache_stack_len(v->s);
	if (v->n > ARRAY_SIZE(v->progs)) {
		errorf("bench: more than %zu filters", ARRAY_SIZE(v->progs));
		return EXIT_USAGE;
	}
	for (size_t i = 0; i < v->n; i++) {
		const struct seccache_filter *f = seccache_stack_filter(v->s, i);

		v->progs[i].len = (unsigned short)seccache_filter_len(f);
		/* struct seccache_insn has struct sock_filter's layout. */
		v->progs[i].filter = (struct sock_filter *)seccache_filter_insns(f);
	}
	return EXIT_OK;
}

static bool all_profiles(char *const *sources, int n)
{
	for (int i = 0; i < n; i++)
		if (!is_profile_source(sources[i]))
			return false;
	return true;
}

static void ignore_note(void *ctx, const char *msg)
{
	(void)ctx;
	(void)msg;
}

/* The stacks to compare: as given, or the runtime's and the tree; then optimized. */
static int load_variants(char *const *sources, int n, const struct arch_list *arches,
			 struct variant *v, size_t *n_v)
{
	SECCACHE_OPTS(seccache_optimize_opts, oo, .note = ignore_note);
	struct seccache_error err = { 0 };
	struct arch_list list = *arches;
	int ret;

	*n_v = 0;
	if (all_profiles(sources, n)) {
		runtime_name(&list, v[*n_v].label, sizeof(v[*n_v].label));
		v[*n_v].name = v[*n_v].label;
		ret = load_stack(sources, n, &list, &v[*n_v].s);
		if (ret)
			return ret;
		++*n_v;
		list.layout = SECCACHE_LAYOUT_TREE;
		v[*n_v].name = "libseccomp tree";
	} else {
		v[*n_v].name = "as given";
	}
	ret = load_stack(sources, n, &list, &v[*n_v].s);
	if (ret)
		return ret;
	++*n_v;
	v[*n_v].name = "seccache optimize";
	ret = seccache_optimize(v[0].s, &oo, &v[*n_v].s, NULL, &err);
	if (ret) {
		print_error("bench", &err);
		return exit_code_of(ret);
	}
	++*n_v;
	for (size_t i = 0; i < *n_v; i++) {
		ret = set_progs(&v[i]);
		if (ret)
			return ret;
	}
	return EXIT_OK;
}

/* What each class of calls costs: rows per class, a column per variant. */
struct table {
	struct bench_picks p;
	struct sock_filter yard[NR_CLASSES][4];
	struct sock_fprog yard_prog[NR_CLASSES];
	size_t n_cfgs;
	struct bench_config cfgs[NR_CLASSES * (2 + MAX_VARIANTS)];
	struct child_report rep[NR_CLASSES * (2 + MAX_VARIANTS)];
};

/*
 * The yardstick for a call: the cheapest filter the kernel's cache cannot
 * prove that gives the call the stack's verdict, and lets every other call
 * of the child through. It reads args[0] (which keeps it uncached) and
 * returns the verdict where args[0] is the call's own: two instructions
 * for ALLOW, three otherwise. (A bare "ret ERRNO(1)" would fail every call
 * of the child, its report and exit included.)
 */
static void yardstick(const struct bench_call *c, uint32_t verdict, struct sock_filter *f,
		      struct sock_fprog *prog)
{
	f[0] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, 16);	/* args[0] */
	if ((verdict & SECCACHE_RET_ACTION_FULL) == SECCACHE_RET_ALLOW) {
		f[1] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, verdict);
		*prog = (struct sock_fprog){ 2, f };
		return;
	}
	f[1] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K,
					    (uint32_t)c->args[0], 0, 1);
	f[2] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, verdict);
	f[3] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW);
	*prog = (struct sock_fprog){ 4, f };
}

static int plan(const struct bench_opts *o, struct variant *v, size_t n_v, struct table *t)
{
	struct seccache_analysis *kern = NULL, *precise = NULL;

	if (bench_analyze(v[0].s, SECCACHE_MODE_KERNEL, &kern) ||
	    bench_analyze(v[0].s, SECCACHE_MODE_PRECISE, &precise)) {
		seccache_analysis_free(kern);
		return EXIT_SYSTEM;
	}
	bench_pick_calls(v[0].s, kern, precise, &t->p);
	seccache_analysis_free(kern);
	seccache_analysis_free(precise);
	/* The stacks are equivalent; the kernel confirms it for a call never run. */
	for (size_t k = 0; k < n_v; k++)
		if (bench_check_unrun(o, &t->p, v[k].name, v[k].progs, v[k].n))
			return EXIT_SYSTEM;
	for (int cls = 0; cls < NR_CLASSES; cls++) {
		const struct bench_call *c = t->p.call[cls];

		if (!c)
			continue;
		yardstick(c, t->p.verdict[cls], t->yard[cls], &t->yard_prog[cls]);
		t->cfgs[t->n_cfgs++] = (struct bench_config){ "native", NULL, 0,
							      t->p.native[cls] };
		t->cfgs[t->n_cfgs++] = (struct bench_config){ "yardstick", &t->yard_prog[cls], 1, c };
		for (size_t k = 0; k < n_v; k++)
			t->cfgs[t->n_cfgs++] = (struct bench_config){ v[k].name, v[k].progs,
								      v[k].n, c };
	}
	return EXIT_OK;
}

static double median_of(const struct bench_opts *o, const double *runs, size_t c)
{
	return bench_stat(runs + c * o->repeat, o->repeat).median;
}

/*
 * Per class: ns per call of each configuration, and each stack's cost
 * over the yardstick's. A verdict other than ALLOW skips the call's own
 * work, so only differences between filtered runs mean anything there.
 */
static void print_table(const struct bench_opts *o, const struct variant *v, size_t n_v,
			const struct table *t, const double *runs, json_t *doc,
			struct bench_plot *plot)
{
	json_t *rows = json_array();
	size_t c = 0;

	fprintf(o->out, "ns per call (median of %u); in brackets the instructions the "
		"filters run\n", o->repeat);
	fprintf(o->out, "%-19s %-24s %-9s %7s %9s", "class", "syscall", "verdict", "native",
		"yardstick");
	for (size_t k = 0; k < n_v; k++)
		fprintf(o->out, " %18s", v[k].name);
	fprintf(o->out, "\n");
	for (int cls = 0; cls < NR_CLASSES; cls++) {
		double native, yard, first = 0, last = 0;
		json_t *cols;
		char act[32];

		if (!t->p.call[cls])
			continue;
		cols = json_array();
		native = median_of(o, runs, c++);
		yard = median_of(o, runs, c++);
		seccache_action_format(t->p.verdict[cls], act, sizeof(act));
		fprintf(o->out, "%-19.19s %-24.24s %-9s %7.1f %9.1f", bench_class_names[cls],
			t->p.call[cls]->name, act, native, yard);
		for (size_t k = 0; k < n_v; k++, c++) {
			double ns = median_of(o, runs, c);
			int insns = cls == CLASS_CACHED ? 0 : bench_insns_of(v[k].s, t->p.call[cls]);
			char cell[40], label[48];

			snprintf(cell, sizeof(cell), "%.1f (%d)", ns, insns);
			fprintf(o->out, " %18s", cell);
			json_array_append_new(cols, json_pack("{s:s, s:f, s:i, s:f}",
				"stack", v[k].name, "ns", ns, "insns", insns,
				"over_yardstick_ns", ns - yard));
			snprintf(label, sizeof(label), "%.13s: %.20s", bench_class_names[cls],
				 v[k].name);
			bench_plot_add(plot, label, ns - native);
			first = k ? first : ns;
			last = ns;
		}
		fprintf(o->out, "\n");
		if (cls != CLASS_CACHED && yard > native)
			fprintf(o->out, "%-19s overhead over native: yardstick %.1f ns, %s %.1f ns "
				"(%.2fx), %s %.1f ns\n", "", yard - native, v[n_v - 1].name,
				last - native, (last - native) / (yard - native), v[0].name,
				first - native);
		else if (cls != CLASS_CACHED)
			fprintf(o->out, "%-19s over the yardstick: %s %+.1f ns, %s %+.1f ns\n", "",
				v[n_v - 1].name, last - yard, v[0].name, first - yard);
		json_array_append_new(rows, json_pack("{s:s, s:s, s:s, s:s, s:f, s:f, s:o}",
			"class", bench_class_names[cls], "syscall", t->p.call[cls]->name,
			"native_syscall", t->p.native[cls]->name,
			"verdict", act, "native_ns", native, "yardstick_ns", yard,
			"stacks", cols));
	}
	bench_print_unpicked(o, &t->p);
	json_object_set_new(doc, "classes", rows);
	snprintf(plot->title, sizeof(plot->title), "overhead per call by class and stack");
}

int bench_compare(const struct bench_opts *o, char *const *sources, int n,
		  const struct arch_list *arches, json_t *doc, struct bench_plot *plot)
{
	struct variant v[MAX_VARIANTS] = { 0 };
	struct table *t = calloc(1, sizeof(*t));
	unsigned long long samples;
	double *runs = NULL;
	size_t n_v = 0;
	int ret = t ? load_variants(sources, n, arches, v, &n_v) : EXIT_SYSTEM;
	bool ok = true;

	if (!ret && seccache_stack_arch(v[0].s) != seccache_arch_host()) {
		errorf("bench: the stack is for %s, this host runs %s",
		       seccache_stack_arch(v[0].s)->name, seccache_arch_host()->name);
		ret = EXIT_USAGE;
	}
	if (!ret && !bench_seccomp_available(o))
		ret = EXIT_SYSTEM;
	ret = ret ? ret : plan(o, v, n_v, t);
	if (!ret) {
		int cpu = bench_pin_cpu(o);

		samples = bench_calibrate(o);
		bench_print_setup(o, doc, cpu, samples);
		fprintf(o->out, "Comparing %zu stacks; %llu calls per measurement, %u time%s, "
			"each in its own child%s...\n", n_v, samples, o->repeat,
			o->repeat == 1 ? "" : "s", o->spec_allow ? " (SPEC_ALLOW)" : "");
		for (size_t k = 0; k < n_v; k++)
			fprintf(o->out, "  %s: %zu filter%s\n", v[k].name, v[k].n,
				v[k].n == 1 ? "" : "s");
		runs = calloc(t->n_cfgs * o->repeat, sizeof(*runs));
		if (!runs || bench_run_configs(o, t->cfgs, t->n_cfgs, samples, runs, t->rep))
			ret = EXIT_SYSTEM;
	}
	for (size_t c = 0; !ret && c < t->n_cfgs; c++)
		if (t->cfgs[c].n)
			ok &= bench_check_filters(o, &t->cfgs[c], &t->rep[c],
						  t->rep[0].seccomp_filters);
		else
			ok &= bench_check_enosys(&t->cfgs[c], &t->rep[c]);
	if (!ret && !ok)
		ret = EXIT_SYSTEM;
	if (!ret) {
		print_table(o, v, n_v, t, runs, doc, plot);
		bench_report_ssb(o, doc, t->rep[0].ssb, t->rep[1].ssb);
	}
	free(runs);
	free(t);
	for (size_t k = 0; k < n_v; k++)
		seccache_stack_free(v[k].s);
	return ret;
}
