/* SPDX-License-Identifier: MIT */
/*
 * bench.h - what the parts of `seccache bench` share. cmd_bench.c parses the
 * options and owns the --json document; bench_stat.c has the clock, the
 * statistics and the --plot chart; bench_child.c times real syscalls under
 * real filters in forked children, for seccomp_benchmark's measurement
 * (bench_kernel.c), a stack's classes of calls (bench_classes.c) and
 * --compare (bench_compare.c); bench_engine.c times the library against
 * libpcap and a bare bitmap.
 */
#ifndef SECCACHE_BENCH_H
#define SECCACHE_BENCH_H

#include <jansson.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <time.h>

#include <linux/filter.h>

#include "options.h"
#include "seccache.h"

/* A syscall to time, harmless whatever the filters answer. */
struct bench_call {
	const char *name;
	long nr;
	unsigned long args[6];
};

enum child_stage { STAGE_OK, STAGE_NNP, STAGE_INSTALL, STAGE_CLOCK };

/* What a child leaves in the memory it shares with bench (bench_child.c). */
struct child_report {
	int stage;		/* enum child_stage where it stopped */
	int err;		/* errno at that stage */
	int filter;		/* STAGE_INSTALL: which filter failed */
	unsigned long long ns;	/* CPU time of the loop, read by the parent */
	long ret;		/* the call's last result */
	int ret_errno;
	int seccomp_filters;	/* Seccomp_filters: of the child, -1 if unreadable */
	char ssb[48];		/* its Speculation_Store_Bypass */
};

/* One configuration: filters to install (oldest first) and the call to time. */
struct bench_config {
	const char *name;
	struct sock_fprog *progs;
	size_t n;
	const struct bench_call *call;
};

struct bench_opts {
	double seconds;			/* per measurement, when calibrating */
	unsigned long long samples;	/* syscalls per measurement; 0: calibrate */
	unsigned int repeat;		/* measurements per configuration */
	bool spec_allow;		/* SECCOMP_FILTER_FLAG_SPEC_ALLOW */
	FILE *out;			/* human output: stderr when --json owns stdout */
};

#define BENCH_MAX_BARS 16

/* The --plot chart: one bar per configuration, in the order measured. */
struct bench_plot {
	char title[128];
	const char *unit;
	size_t n;
	struct {
		char label[48];
		double value;
	} bars[BENCH_MAX_BARS];
};

/* Median, minimum and maximum of repeated measurements. */
struct bench_stat {
	double median, min, max;
};

struct bench_stat bench_stat(const double *v, size_t n);

/* Current time of clk in nanoseconds. */
uint64_t bench_now(clockid_t clk);

/* Pin to one CPU, the highest allowed as the kernel selftest does; -1 if none. */
int bench_pin_cpu(const struct bench_opts *o);

void bench_plot_add(struct bench_plot *p, const char *label, double value);

/* Write the chart as SVG to path: 0 or a negative errno. */
int bench_plot_write(const char *path, const struct bench_plot *p);

/* A stat as {"median", "min", "max", "runs"} (runs in measurement order). */
json_t *bench_stat_json(struct bench_stat st, const double *runs, size_t n);

/* getpid(), which a child checks returns its pid (bench_child.c). */
extern const struct bench_call bench_getpid_call;

/* Each configuration o->repeat times, interleaved: ns per call into ns[c * repeat + r]. */
int bench_run_configs(const struct bench_opts *o, const struct bench_config *cfgs,
		      size_t n, unsigned long long samples, double *ns,
		      struct child_report *rep);

/* Syscalls per measurement: o->samples, or o->seconds of getpid. */
unsigned long long bench_calibrate(const struct bench_opts *o);

/* The kernel and the JIT settings, printed and into doc. */
void bench_print_setup(const struct bench_opts *o, json_t *doc, int cpu,
		       unsigned long long samples);

/* Whether this process may install filters; says why not. */
bool bench_seccomp_available(const struct bench_opts *o);

/* The child of configuration c had exactly base + c->n filters. */
bool bench_check_filters(const struct bench_opts *o, const struct bench_config *c,
			 const struct child_report *r, int base);

/* Speculative Store Bypass of an unfiltered and a filtered child. */
void bench_report_ssb(const struct bench_opts *o, json_t *doc, const char *native,
		      const char *filtered);

/* The classes of calls a stack answers differently, cheapest first. */
enum bench_class { CLASS_CACHED, CLASS_CONST_ALLOW, CLASS_CONST_OTHER, CLASS_ARGS, NR_CLASSES };

extern const char *const bench_class_names[NR_CLASSES];

/* The calls bench times for a stack's classes (bench_pick_calls()). */
struct bench_picks {
	const struct bench_call *call[NR_CLASSES];	/* under the filters; NULL: none */
	const struct bench_call *native[NR_CLASSES];	/* without them: call, or unassigned */
	uint32_t verdict[NR_CLASSES];			/* the stack's, on call */
	unsigned long insns[NR_CLASSES];		/* the filters run on call; 0 if cached */
	/*
	 * A constant ERRNO class none of the harmless calls is in: one of its
	 * numbers, which the filters never let run (checked on the kernel by
	 * bench_check_unrun() before it is timed), and its name.
	 */
	struct bench_call unrun;
	char unrun_name[SECCACHE_SYSCALL_NAME_MAX + 8];
};

/*
 * The baseline of a call that never runs: an unassigned number (far past
 * every table, below ARM's private range at 0xf0000), which the kernel
 * answers ENOSYS, timed without filters.
 */
extern const struct bench_call bench_enosys_call;

/*
 * One representative call per class of stack s (kern and precise its
 * analyses) into p: a harmless one, or for a constant ERRNO class, any
 * number of it (p->unrun) with bench_enosys_call as its baseline.
 */
void bench_pick_calls(const struct seccache_stack *s, const struct seccache_analysis *kern,
		      const struct seccache_analysis *precise, struct bench_picks *p);

/*
 * Before p->unrun is timed under the n filters progs: that the kernel
 * answers it with p's verdict without running it, in a child whose oldest
 * filter fails the call with another errno (which any ERRNO of the stack
 * overrides, and nothing weaker does). 0, or -1 with the reason printed.
 */
int bench_check_unrun(const struct bench_opts *o, const struct bench_picks *p,
		      const char *what, const struct sock_fprog *progs, size_t n);

/* c's child (its report r) got ENOSYS if it timed bench_enosys_call; false printed. */
bool bench_check_enosys(const struct bench_config *c, const struct child_report *r);

/* The unassigned baseline a class has, and the classes with no call. */
void bench_print_unpicked(const struct bench_opts *o, const struct bench_picks *p);

/* Run configuration c once in a child, its report into r: 0 or -1, printed. */
int bench_run_once(const struct bench_opts *o, const struct bench_config *c,
		   struct child_report *r);

/* The instructions the filters of s run for call c (all of them, uncached). */
int bench_insns_of(const struct seccache_stack *s, const struct bench_call *c);

/* seccache_analyze() in mode, the error printed; 0 or a negative errno. */
int bench_analyze(const struct seccache_stack *s, enum seccache_mode mode,
		  struct seccache_analysis **a);

/* seccache bench --compare SOURCE...: original, libseccomp's layouts, optimized. */
int bench_compare(const struct bench_opts *o, char *const *sources, int n,
		  const struct arch_list *arches, json_t *doc, struct bench_plot *plot);

/* seccache bench: seccomp_benchmark's measurement on the running kernel. */
int bench_kernel(const struct bench_opts *o, json_t *doc, struct bench_plot *plot);

/* seccache bench SOURCE...: the per-call cost of stack s by class. */
int bench_sources(const struct bench_opts *o, const struct seccache_stack *s,
		  json_t *doc, struct bench_plot *plot);

/*
 * seccache bench --engine [SOURCE...]: library against libpcap and a
 * bitmap, and the precise analysis of each SOURCE.
 */
int bench_engine(const struct bench_opts *o, char *const *sources, int n,
		 const struct arch_list *arches, json_t *doc, struct bench_plot *plot);

#endif
