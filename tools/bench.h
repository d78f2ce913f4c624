/* SPDX-License-Identifier: MIT */
/*
 * bench.h - what the parts of `seccache bench` share. cmd_bench.c parses the
 * options and owns the --json document; bench_stat.c has the clock, the
 * statistics and the --plot chart; bench_kernel.c times real syscalls under
 * real filters in forked children; bench_engine.c times the library against
 * libpcap and a bare bitmap.
 */
#ifndef SECCACHE_BENCH_H
#define SECCACHE_BENCH_H

#include <jansson.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <time.h>

#include "seccache.h"

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

/* seccache bench: the seeds' benchmark on the running kernel. */
int bench_kernel(const struct bench_opts *o, json_t *doc, struct bench_plot *plot);

/* seccache bench SOURCE...: the per-call cost of stack s by class. */
int bench_sources(const struct bench_opts *o, const struct seccache_stack *s,
		  json_t *doc, struct bench_plot *plot);

/* seccache bench --engine: library against libpcap and a bitmap. */
int bench_engine(const struct bench_opts *o, json_t *doc, struct bench_plot *plot);

#endif
