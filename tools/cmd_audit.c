/* SPDX-License-Identifier: MIT */
/*
 * cmd_audit.c - seccache audit: the stack's weaknesses for the chosen
 * kernel (seccache_audit()), and an exit status for CI: 1 when a finding
 * at or above --severity holds.
 */
#include <stdio.h>
#include <string.h>

#include "cmds.h"
#include "messages.h"
#include "options.h"
#include "stack_choice.h"
#include "stack_load.h"
#include "vectors.h"
#include "seccache.h"

static const char audit_usage[] =
	"Usage: seccache audit [OPTIONS] SOURCE...\n"
	"\n"
	"Audit the stack for each ABI: calls of another ABI that reach rules\n"
	"written for the native numbers (no arch check, x32's bit untested),\n"
	"jobs another ABI does that the native one denies, a denylist default,\n"
	"calls denied while an equivalent is allowed (open/openat/openat2, ...),\n"
	"dangerous calls allowed, rules the kernel never runs (uretprobe, uprobe)\n"
	"and what the kernel's cache leaves to the filters. Exit status 1 when a\n"
	"finding at or above the --severity threshold holds.\n"
	"\n"
	HELP_SOURCE_OPTIONS
	"  -k, --kernel REL     audit for kernel release REL (such as 6.1.0)\n"
	"                       instead of the running kernel: the calls it has,\n"
	"                       its cache, the calls it lets through\n"
	"  -s, --severity LEVEL exit 1 when a finding of LEVEL or above holds:\n"
	"                       info, low, medium or high (default)\n"
	"  -b, --budget N       paths the analysis follows per filter and set of\n"
	"                       syscall numbers before it stops (1024)\n"
	"  -j, --json           JSON (with a version field) instead of text\n"
	HELP_COLOR
	HELP_QUIET
	"  -h, --help           show this help\n";

struct audit_opts {
	enum seccache_severity threshold;
	unsigned int budget;
	bool json;
	struct kernel_choice kernel;
	struct arch_list arches;
};

static int analyze(const struct seccache_stack *s, enum seccache_mode mode,
		   const struct audit_opts *o, struct seccache_analysis **out)
{
	SECCACHE_OPTS(seccache_analyze_opts, opts, .mode = mode, .budget = o->budget,
		      .kernel = o->kernel.given ? &o->kernel.kernel : NULL);
	struct seccache_error err = { 0 };
	int ret = seccache_analyze(s, &opts, out, &err);

	if (ret < 0)
		print_error("audit", &err);
	return ret < 0 ? exit_code_of(ret) : EXIT_OK;
}

/* 1 when a finding at or above the threshold holds. */
static int verdict(const struct seccache_audit *au, enum seccache_severity threshold)
{
	const struct seccache_finding *f;

	for (size_t i = 0; (f = seccache_audit_finding(au, i)); i++)
		if (f->severity >= threshold)
			return EXIT_NO;
	return EXIT_OK;
}

static int write_audit(const struct seccache_stack *s, const struct audit_opts *o)
{
	struct seccache_analysis *precise = NULL, *kernel = NULL;
	struct seccache_error err = { 0 };
	struct seccache_audit *au = NULL;
	int ret = analyze(s, SECCACHE_MODE_PRECISE, o, &precise);

	if (!ret)
		ret = analyze(s, SECCACHE_MODE_KERNEL, o, &kernel);
	if (!ret && seccache_audit(precise, kernel, NULL, &au, &err) < 0) {
		print_error("audit", &err);
		ret = exit_code_of(err.code);
	}
	if (!ret && (o->json ? seccache_audit_json(au, stdout, &err) :
		     seccache_audit_text(au, stdout, use_colour() ? SECCACHE_REPORT_COLOR : 0,
					 &err)) < 0) {
		errorf("standard output: write failed");
		ret = exit_code_of(err.code);
	}
	if (!ret)
		ret = verdict(au, o->threshold);
	seccache_audit_free(au);
	seccache_analysis_free(kernel);
	seccache_analysis_free(precise);
	return ret;
}

static int audit_sources(char *const *sources, int n, struct audit_opts *o)
{
	struct seccache_stack *stack = NULL;
	int ret;

	o->arches.kernel = o->kernel.given ? &o->kernel.kernel : NULL;
	ret = load_stack(sources, n, &o->arches, &stack);
	if (!ret)
		ret = choose_arch("audit", "auditing", &stack, NULL, &o->arches);
	if (!ret) {
		set_stack_kernel(stack, &o->kernel);
		ret = write_audit(stack, o);
	}
	seccache_stack_free(stack);
	return ret;
}

static int audit_option(void *ctx, int c, char *arg)
{
	struct audit_opts *o = ctx;
	uint64_t v;

	switch (c) {
	case 's':
		if (seccache_severity_parse(arg, &o->threshold, NULL)) {
			errorf("audit: --severity: '%s' is not info, low, medium or high", arg);
			return EXIT_USAGE;
		}
		break;
	case 'b':
		if (parse_u64(arg, &v) || arg[0] == '-' || !v || v > 1000000) {
			errorf("audit: --budget: '%s' is not a number of paths from 1 to 1000000",
			       arg);
			return EXIT_USAGE;
		}
		o->budget = (unsigned int)v;
		break;
	case 'k':
		return parse_kernel_arg("audit", arg, &o->kernel);
	case 'j':
		o->json = true;
		break;
	}
	return EXIT_OK;
}

static const struct option audit_options[] = {
	{ "kernel", required_argument, NULL, 'k' },
	{ "severity", required_argument, NULL, 's' },
	{ "budget", required_argument, NULL, 'b' },
	{ "json", no_argument, NULL, 'j' },
	CLI_SOURCE_OPTIONS, CLI_COLOR, CLI_HELP, { 0 }
};

static const struct cli audit_cli = { audit_usage, "a:k:s:b:jhq", audit_options };

int cmd_audit(int argc, char **argv)
{
	struct audit_opts o = { .threshold = SECCACHE_SEVERITY_HIGH };
	int ret = parse_options(argc, argv, &audit_cli, audit_option, &o, &o.arches);

	if (ret != OPTIONS_PARSED)
		return ret;
	if (optind == argc)
		return no_source(argv[0]);
	return audit_sources(argv + optind, argc - optind, &o);
}
