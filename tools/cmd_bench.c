/* SPDX-License-Identifier: MIT */
/*
 * cmd_bench.c - seccache bench: options, the statistics every benchmark
 * shares, and the two output forms beside the text (--json, --plot).
 */
#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "cmds.h"
#include "common.h"

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
static int write_plot(const char *path, const struct bench_plot *p)
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

static void usage(void)
{
	printf(
		"usage: seccache bench [OPTIONS]             the seeds' benchmark on this kernel\n"
		"       seccache bench [OPTIONS] SOURCE...   per-call cost of a stack, by class\n"
		"       seccache bench --engine [OPTIONS]    library against libpcap and a bitmap\n"
		"options:\n"
		"  --seconds N    calibrate each measurement to N seconds of getpid (15)\n"
		"  --samples N    syscalls per measurement instead of calibrating\n"
		"  --repeat N     measurements per configuration; the median is used (3)\n"
		"  --spec-allow   install filters with SECCOMP_FILTER_FLAG_SPEC_ALLOW\n"
		"  --json         print everything as JSON on stdout (text goes to stderr)\n"
		"  --plot FILE    write a bar chart of the overheads as SVG\n"
	       "A SOURCE is a raw filter, FILE.s, FILE.json or pid:PID, as for report.\n");
}

/* A positive count; parse_u64 alone would let "-1" wrap around. */
static int parse_count(const char *s, uint64_t *v)
{
	return s[0] == '-' || parse_u64(s, v) || *v == 0 ? -EINVAL : 0;
}

int cmd_bench(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "seconds", required_argument, NULL, 's' },
		{ "samples", required_argument, NULL, 'n' },
		{ "repeat", required_argument, NULL, 'r' },
		{ "spec-allow", no_argument, NULL, 'S' },
		{ "json", no_argument, NULL, 'j' },
		{ "plot", required_argument, NULL, 'p' },
		{ "engine", no_argument, NULL, 'e' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct bench_opts o = { .seconds = 15, .repeat = 3, .out = stdout };
	struct bench_plot plot = { .unit = "ns" };
	const char *plot_path = NULL;
	bool json = false, engine = false;
	uint64_t v;
	json_t *doc;
	int c, ret;

	optind = 1;
	while ((c = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
		switch (c) {
		case 's':
		case 'n':
		case 'r':
			if (parse_count(optarg, &v) || (c != 'n' && v > 3600)) {
				errorf("bench: bad count '%s'", optarg);
				return EXIT_USAGE;
			}
			if (c == 's')
				o.seconds = (unsigned int)v;
			else if (c == 'n')
				o.samples = v;
			else
				o.repeat = (unsigned int)v;
			break;
		case 'S':
			o.spec_allow = true;
			break;
		case 'j':
			json = true;
			break;
		case 'p':
			plot_path = optarg;
			break;
		case 'e':
			engine = true;
			break;
		case 'h':
			usage();
			return EXIT_OK;
		default:
			return usage_hint("bench");
		}
	}
	if (engine && optind < argc) {
		errorf("bench: --engine takes no SOURCE");
		return EXIT_USAGE;
	}
	if (json)
		o.out = stderr;

	doc = json_object();
	if (engine) {
		ret = bench_engine(&o, doc, &plot);
	} else if (optind < argc) {
		struct arch_list archs = { .n = 0 };
		struct seccache_stack *s;

		ret = load_stack(argv + optind, argc - optind, &archs, &s);
		if (ret) {
			json_decref(doc);
			return ret;
		}
		ret = bench_sources(&o, s, doc, &plot);
		seccache_stack_free(s);
	} else {
		ret = bench_kernel(&o, doc, &plot);
	}

	if (ret == EXIT_OK && plot_path) {
		int e = write_plot(plot_path, &plot);

		if (e) {
			errorf("bench: %s: %s", plot_path, strerror(-e));
			ret = EXIT_SYSTEM;
		}
	}
	if (ret == EXIT_OK && json) {
		json_dumpf(doc, stdout, JSON_INDENT(2));
		putchar('\n');
	}
	json_decref(doc);
	return ret;
}
