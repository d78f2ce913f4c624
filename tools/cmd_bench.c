/* SPDX-License-Identifier: MIT */
/*
 * cmd_bench.c - seccache bench: its options, and which benchmark runs with
 * which output forms beside the text (--json, --plot).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "cmds.h"
#include "json_out.h"
#include "messages.h"
#include "options.h"
#include "stack_load.h"
#include "vectors.h"
#include "seccache.h"

static const char bench_usage[] =
	"Usage: seccache bench [OPTIONS]             the kernel's seccomp cache benchmark\n"
	"       seccache bench [OPTIONS] SOURCE...   per-call cost of a stack, by class\n"
	"       seccache bench --compare [OPTIONS] SOURCE...\n"
	"                         the stack as given (for profiles, the --runtime's\n"
	"                         filter and libseccomp's tree) against optimize's,\n"
	"                         per class, and the cheapest uncached filter\n"
	"       seccache bench --engine [OPTIONS] [SOURCE...]\n"
	"                         the library against libpcap and a bitmap, and\n"
	"                         the precise analysis of each SOURCE on its own\n"
	"\n"
	"An overhead below zero is within the noise, and said so; CPUs count from 0;\n"
	"a warning says when inherited seccomp filters add to every figure.\n"
	"\n"
	"  --seconds N    calibrate each measurement to N seconds of getpid (15;\n"
	"                 decimals such as 0.5 are fine)\n"
	"  --samples N    syscalls per measurement instead of calibrating\n"
	"  --repeat N     measurements per configuration; the median is used (3)\n"
	"  --spec-allow   install filters with SECCOMP_FILTER_FLAG_SPEC_ALLOW\n"
	"  --json         print everything as JSON on stdout (text goes to stderr)\n"
	"  --plot FILE    write a bar chart of the overheads as SVG\n"
	"  --engine       see above\n"
	"  --compare      see above\n"
	HELP_SOURCE_OPTIONS
	"  -q, --quiet    print no notes or warnings (errors still)\n"
	"  -h, --help     show this help\n"
	"A SOURCE is a raw filter, FILE.s, FILE.json, a DIR from dump or\n"
	"pid:PID[/TID], as for report.\n";

/* A positive count; parse_u64 alone would let "-1" wrap around. */
static int parse_count(const char *s, uint64_t *v)
{
	return s[0] == '-' || parse_u64(s, v) || *v == 0 ? -EINVAL : 0;
}

/* --seconds: a positive number of seconds, at most an hour. */
static int parse_seconds(const char *s, double *out)
{
	char *end;
	double v;

	errno = 0;
	v = strtod(s, &end);
	if (errno || end == s || *end || !(v > 0) || v > 3600) {
		errorf("bench: --seconds: '%s' is not a number of seconds from 0 to 3600", s);
		return EXIT_USAGE;
	}
	*out = v;
	return EXIT_OK;
}

/*
 * The filters this process inherited run on every call it measures: say so
 * (Seccomp_filters of /proc/self/status).
 */
static void warn_inherited(void)
{
	FILE *f = fopen("/proc/self/status", "re");
	char line[128];
	int n = 0;

	while (f && fgets(line, sizeof(line), f))
		if (sscanf(line, "Seccomp_filters: %d", &n) == 1)
			break;
	if (f)
		fclose(f);
	if (n > 0)
		warnf("bench: this process runs under %d inherited seccomp filter%s "
		      "(Seccomp_filters in /proc/self/status): every figure includes "
		      "their cost", n, n == 1 ? "" : "s");
}

/* What the command line asks of seccache bench. */
struct bench_args {
	struct bench_opts o;
	const char *plot_path;
	bool json, engine, compare;
	struct arch_list arches;
};

static int bench_option(void *ctx, int c, char *arg)
{
	struct bench_args *b = ctx;
	uint64_t v;

	switch (c) {
	case 's':
		return parse_seconds(arg, &b->o.seconds);
	case 'n':
	case 'r':
		if (parse_count(arg, &v) || (c != 'n' && v > 3600)) {
			errorf("bench: bad count '%s'", arg);
			return EXIT_USAGE;
		}
		if (c == 'n')
			b->o.samples = v;
		else
			b->o.repeat = (unsigned int)v;
		break;
	case 'S':
		b->o.spec_allow = true;
		break;
	case 'j':
		b->json = true;
		break;
	case 'p':
		b->plot_path = arg;
		break;
	case 'e':
		b->engine = true;
		break;
	case 'c':
		b->compare = true;
		break;
	}
	return EXIT_OK;
}

static const struct option bench_options[] = {
	{ "seconds", required_argument, NULL, 's' },
	{ "samples", required_argument, NULL, 'n' },
	{ "repeat", required_argument, NULL, 'r' },
	{ "spec-allow", no_argument, NULL, 'S' },
	{ "json", no_argument, NULL, 'j' },
	{ "plot", required_argument, NULL, 'p' },
	{ "engine", no_argument, NULL, 'e' },
	{ "compare", no_argument, NULL, 'c' },
	CLI_SOURCE_OPTIONS,
	CLI_HELP, { 0 }
};

static const struct cli bench_cli = { bench_usage, "a:hq", bench_options };

/* The benchmark the arguments ask for, into doc and plot. */
static int run_benchmark(int argc, char **argv, const struct bench_args *b, json_t *doc,
	       struct bench_plot *plot)
{
	struct seccache_stack *s;
	int ret;

	if (b->engine)
		return bench_engine(&b->o, argv + optind, argc - optind, &b->arches, doc, plot);
	if (b->compare)
		return bench_compare(&b->o, argv + optind, argc - optind, &b->arches, doc, plot);
	if (optind == argc)
		return bench_kernel(&b->o, doc, plot);
	ret = load_stack(argv + optind, argc - optind, &b->arches, &s);
	if (ret)
		return ret;
	ret = bench_sources(&b->o, s, doc, plot);
	seccache_stack_free(s);
	return ret;
}

int cmd_bench(int argc, char **argv)
{
	struct bench_args b = { .o = { .seconds = 15, .repeat = 3, .out = stdout } };
	struct bench_plot plot = { .unit = "ns" };
	json_t *doc;
	int ret = parse_options(argc, argv, &bench_cli, bench_option, &b, &b.arches);

	if (ret != OPTIONS_PARSED)
		return ret;
	if (b.compare && (b.engine || optind == argc)) {
		errorf("bench: --compare takes SOURCEs, and not --engine");
		return EXIT_USAGE;
	}
	if (b.json)
		b.o.out = stderr;
	if (!b.engine)
		warn_inherited();
	doc = json_doc_new();
	ret = run_benchmark(argc, argv, &b, doc, &plot);
	if (ret == EXIT_OK && b.plot_path) {
		int e = bench_plot_write(b.plot_path, &plot);

		if (e) {
			errorf("bench: %s: %s", b.plot_path, strerror(-e));
			ret = EXIT_SYSTEM;
		}
	}
	if (ret == EXIT_OK && b.json)
		return json_doc_print(doc, "bench");
	json_decref(doc);
	return ret;
}
