/* SPDX-License-Identifier: MIT */
/*
 * bench_stat.c - what every part of seccache bench measures with: the
 * clock, the CPU it pins itself to, the statistics of repeated runs, their
 * JSON, and the --plot chart.
 */
#include <errno.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench.h"

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

struct bench_stat bench_stat(const double *v, size_t n)
{
	struct bench_stat st = { 0, 0, 0 };
	double *s = malloc(n * sizeof(*s));

	if (!n || !s) {
		free(s);
		return st;
	}
	memcpy(s, v, n * sizeof(*s));
	qsort(s, n, sizeof(*s), cmp_double);
	st.min = s[0];
	st.max = s[n - 1];
	st.median = n % 2 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
	free(s);
	return st;
}

uint64_t bench_now(clockid_t clk)
{
	struct timespec ts;

	clock_gettime(clk, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec;
}

void bench_plot_add(struct bench_plot *p, const char *label, double value)
{
	if (p->n == BENCH_MAX_BARS)
		return;
	snprintf(p->bars[p->n].label, sizeof(p->bars[p->n].label), "%s", label);
	p->bars[p->n].value = value;
	p->n++;
}

json_t *bench_stat_json(struct bench_stat st, const double *runs, size_t n)
{
	json_t *r = json_array();
	size_t i;

	for (i = 0; i < n; i++)
		json_array_append_new(r, json_real(runs[i]));
	return json_pack("{s:f, s:f, s:f, s:o}", "median", st.median,
			 "min", st.min, "max", st.max, "runs", r);
}

/* Labels come from our own tables, but escape them anyway: it is XML. */
static void svg_text(FILE *f, const char *s)
{
	for (; *s; s++) {
		if (*s == '<')
			fputs("&lt;", f);
		else if (*s == '>')
			fputs("&gt;", f);
		else if (*s == '&')
			fputs("&amp;", f);
		else
			fputc(*s, f);
	}
}

/* Horizontal bars, so that long configuration names fit on the left. */
int bench_plot_write(const char *path, const struct bench_plot *p)
{
	const int left = 260, width = 420, bar = 22, gap = 8, top = 40;
	int height = top + (int)p->n * (bar + gap) + 30;
	double max = 0;
	FILE *f;
	size_t i;

	f = fopen(path, "w");
	if (!f)
		return -errno;
	for (i = 0; i < p->n; i++)
		if (p->bars[i].value > max)
			max = p->bars[i].value;
	if (max <= 0)
		max = 1;
	fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
		"font-family=\"sans-serif\" font-size=\"13\">\n",
		left + width + 90, height);
	fprintf(f, "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n");
	fprintf(f, "<text x=\"10\" y=\"22\" font-size=\"15\" font-weight=\"bold\">");
	svg_text(f, p->title);
	fprintf(f, "</text>\n");
	for (i = 0; i < p->n; i++) {
		int y = top + (int)i * (bar + gap);
		double v = p->bars[i].value;
		int w = v > 0 ? (int)(v / max * width + 0.5) : 0;

		fprintf(f, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">", left - 8,
			y + bar - 6);
		svg_text(f, p->bars[i].label);
		fprintf(f, "</text>\n<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
			"fill=\"%s\"/>\n", left, y, w, bar,
			v < 0 ? "#c0392b" : "#2e86c1");
		fprintf(f, "<text x=\"%d\" y=\"%d\">%.1f %s</text>\n", left + w + 6,
			y + bar - 6, v, p->unit);
	}
	fprintf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n",
		left, top - 4, left, height - 26);
	fprintf(f, "</svg>\n");
	if (fclose(f))
		return -errno;
	return 0;
}

int bench_pin_cpu(const struct bench_opts *o)
{
	cpu_set_t set;
	int cpu, ncpu = (int)sysconf(_SC_NPROCESSORS_CONF);

	if (sched_getaffinity(0, sizeof(set), &set))
		CPU_ZERO(&set);
	for (cpu = CPU_SETSIZE - 1; cpu >= 0; cpu--) {
		cpu_set_t one;

		if (!CPU_ISSET(cpu, &set))
			continue;
		CPU_ZERO(&one);
		CPU_SET(cpu, &one);
		if (sched_setaffinity(0, sizeof(one), &one) == 0) {
			fprintf(o->out, "Pinned to CPU %d (CPUs 0-%d)\n", cpu, ncpu - 1);
			return cpu;
		}
	}
	fprintf(o->out, "Could not set CPU affinity: timings may be noisier\n");
	return -1;
}
