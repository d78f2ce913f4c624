/* SPDX-License-Identifier: MIT */
/*
 * cmd_report.c - seccache report: analyse the stack and print which syscalls
 * have a constant action, in the chosen mode and as the kernel caches them.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "array_size.h"
#include "cmds.h"
#include "messages.h"
#include "options.h"
#include "stack_choice.h"
#include "stack_load.h"
#include "vectors.h"
#include "seccache.h"

static const char report_usage[] =
	"Usage: seccache report [OPTIONS] SOURCE...\n"
	"\n"
	"Analyse the stack and print, per ABI, the syscall numbers whose\n"
	"action does not depend on the arguments.\n"
	"\n"
	"  -m, --mode MODE      precise (every constant action, default) or\n"
	"                       kernel (what the kernel's cache holds: the allow\n"
	"                       cache, or the series' constant-action cache)\n"
	HELP_SOURCE_OPTIONS
	"  -k, --kernel REL     answer for kernel release REL (such as 6.1.0)\n"
	"                       instead of the running kernel: its cache, and the\n"
	"                       calls it lets through without running any filter;\n"
	"                       a release naming the seccache series\n"
	"                       (7.3.4-seccache) caches every constant action\n"
	"                       (docs/KERNEL.md)\n"
	"      --filters-only   the filters' own results, even for the calls the\n"
	"                       kernel lets through without running them\n"
	"  -p, --pin ABI        analyse as if pinned to ABI (SECCOMP_PIN_ARCHITECTURE):\n"
	"                       the pin kills other ABIs' calls before any filter;\n"
	"                       numbers of no ABI's table (-1) reach the filters\n"
	"  -b, --budget N       paths the precise analysis follows per filter and\n"
	"                       set of syscall numbers before it stops (1024); a\n"
	"                       report that hit it says so\n"
	"  -f, --format FMT     text (default), ranges (the coverage lines of Kees\n"
	"                       Cook's constant-action bitmap series), proc\n"
	"                       (/proc/PID/seccomp_cache lines, kernel mode) or json\n"
	"  -j, --json           same as --format json\n"
	HELP_COLOR
	HELP_QUIET
	"  -h, --help           show this help\n";

enum report_format { FORMAT_TEXT, FORMAT_RANGES, FORMAT_PROC, FORMAT_JSON };

struct report_opts {
	enum seccache_mode mode;
	enum report_format format;
	const char *pin;
	unsigned int budget;
	struct kernel_choice kernel;
	struct arch_list arches;
};

static int parse_format(const char *text, enum report_format *format)
{
	static const char *const names[] = {
		[FORMAT_TEXT] = "text", [FORMAT_RANGES] = "ranges",
		[FORMAT_PROC] = "proc", [FORMAT_JSON] = "json",
	};

	for (size_t i = 0; i < ARRAY_SIZE(names); i++) {
		if (!strcmp(text, names[i])) {
			*format = (enum report_format)i;
			return EXIT_OK;
		}
	}
	errorf("report: unknown format '%s' (text, ranges, proc or json)", text);
	return EXIT_USAGE;
}

static int parse_mode(const char *text, enum seccache_mode *mode)
{
	if (!strcmp(text, "precise"))
		*mode = SECCACHE_MODE_PRECISE;
	else if (!strcmp(text, "kernel"))
		*mode = SECCACHE_MODE_KERNEL;
	else {
		errorf("report: unknown mode '%s' (precise or kernel)", text);
		return EXIT_USAGE;
	}
	return EXIT_OK;
}

static int analyze(const struct seccache_stack *s, enum seccache_mode mode,
		   const struct report_opts *o, const struct seccache_arch *pin,
		   struct seccache_analysis **out)
{
	SECCACHE_OPTS(seccache_analyze_opts, opts,
		      .mode = mode,
		      .pin = pin,
		      .budget = o->budget,
		      .kernel = o->kernel.given ? &o->kernel.kernel : NULL,
		      .flags = o->kernel.filters_only ? SECCACHE_ANALYZE_FILTERS_ONLY : 0);
	struct seccache_error err = { 0 };
	int ret = seccache_analyze(s, &opts, out, &err);

	if (ret < 0) {
		print_error("report", &err);
		return exit_code_of(ret);
	}
	return EXIT_OK;
}

static int write_report(const struct seccache_stack *s, const struct report_opts *o,
			const struct seccache_arch *pin)
{
	struct seccache_analysis *chosen = NULL, *kernel = NULL;
	SECCACHE_OPTS(seccache_report_opts, ropts);
	struct seccache_conditions *conds = NULL;
	struct seccache_error err = { 0 };
	int ret;

	ret = analyze(s, o->format == FORMAT_PROC ? SECCACHE_MODE_KERNEL : o->mode,
		      o, pin, &chosen);
	/* Text and JSON set the chosen mode against what the kernel caches. */
	if (!ret && (o->format == FORMAT_TEXT || o->format == FORMAT_JSON) &&
	    o->mode != SECCACHE_MODE_KERNEL)
		ret = analyze(s, SECCACHE_MODE_KERNEL, o, pin, &kernel);
	if (ret)
		goto out;
	/* Text and JSON give each argument-dependent call's conditions. */
	if ((o->format == FORMAT_TEXT || o->format == FORMAT_JSON) &&
	    o->mode != SECCACHE_MODE_KERNEL &&
	    seccache_conditions_new(s, chosen, NULL, &conds, &err) < 0) {
		print_error("report", &err);
		ret = EXIT_SYSTEM;
		goto out;
	}
	ropts.kernel = kernel;
	ropts.conditions = conds;
	switch (o->format) {
	case FORMAT_TEXT:
		ropts.flags = use_colour() ? SECCACHE_REPORT_COLOR : 0;
		ret = seccache_report_text_opts(chosen, stdout, &ropts, &err);
		break;
	case FORMAT_RANGES:
		ret = seccache_report_ranges(chosen, stdout, &err);
		break;
	case FORMAT_PROC:
		ret = seccache_report_proc(chosen, stdout, &err);
		break;
	case FORMAT_JSON:
		ret = seccache_report_json_opts(chosen, stdout, &ropts, &err);
		break;
	}
	if (ret == -EIO)
		errorf("standard output: %s", err.msg);	/* "write failed: why" */
	else if (ret < 0)
		errorf("report: %s", strerror(-ret));
	ret = ret < 0 ? exit_code_of(ret) : EXIT_OK;
out:
	seccache_conditions_free(conds);
	seccache_analysis_free(kernel);
	seccache_analysis_free(chosen);
	return ret;
}

static int report_sources(char *const *sources, int n, struct report_opts *o)
{
	const struct seccache_arch *pin = NULL;
	struct seccache_stack *stack = NULL;
	int ret;

	if (o->pin && !(pin = parse_arch_arg(o->pin)))
		return EXIT_USAGE;
	o->arches.kernel = o->kernel.given ? &o->kernel.kernel : NULL;
	ret = load_stack(sources, n, &o->arches, &stack);
	if (!ret)
		ret = choose_arch("report", "analysing", &stack, NULL, &o->arches);
	if (ret) {
		seccache_stack_free(stack);
		return ret;
	}
	set_stack_kernel(stack, &o->kernel);
	note_no_cache(stack, &o->kernel);
	ret = write_report(stack, o, pin);
	seccache_stack_free(stack);
	return ret;
}

enum { OPT_FILTERS_ONLY = 256 };

static int report_option(void *ctx, int c, char *arg)
{
	struct report_opts *o = ctx;
	uint64_t v;

	switch (c) {
	case 'm':
		return parse_mode(arg, &o->mode);
	case 'p':
		o->pin = arg;
		break;
	case 'b':
		if (parse_u64(arg, &v) || arg[0] == '-' || !v || v > 1000000) {
			errorf("report: --budget: '%s' is not a number of paths from 1 to 1000000",
			       arg);
			return EXIT_USAGE;
		}
		o->budget = (unsigned int)v;
		break;
	case 'k':
		return parse_kernel_arg("report", arg, &o->kernel);
	case OPT_FILTERS_ONLY:
		o->kernel.filters_only = true;
		break;
	case 'f':
		return parse_format(arg, &o->format);
	case 'j':
		o->format = FORMAT_JSON;
		break;
	}
	return EXIT_OK;
}

static const struct option report_options[] = {
	{ "mode", required_argument, NULL, 'm' },
	{ "pin", required_argument, NULL, 'p' },
	{ "budget", required_argument, NULL, 'b' },
	{ "kernel", required_argument, NULL, 'k' },
	{ "filters-only", no_argument, NULL, OPT_FILTERS_ONLY },
	{ "format", required_argument, NULL, 'f' },
	{ "json", no_argument, NULL, 'j' },
	CLI_SOURCE_OPTIONS, CLI_COLOR, CLI_HELP, { 0 }
};

static const struct cli report_cli = { report_usage, "m:a:p:b:k:f:jhq", report_options };

int cmd_report(int argc, char **argv)
{
	struct report_opts o = { .mode = SECCACHE_MODE_PRECISE };
	int ret = parse_options(argc, argv, &report_cli, report_option, &o, &o.arches);

	if (ret != OPTIONS_PARSED)
		return ret;
	if (optind == argc)
		return no_source(argv[0]);
	return report_sources(argv + optind, argc - optind, &o);
}
