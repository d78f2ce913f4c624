/* SPDX-License-Identifier: MIT */
/*
 * cmd_validate.c - seccache validate: would seccomp(2) accept these filters,
 * one by one and stacked? Loading does the kernel's checks; this reports.
 */
#include <stdio.h>

#include "cmds.h"
#include "common.h"

static const char validate_usage[] =
	"Usage: seccache validate [--arch ARCH]... SOURCE...\n"
	"\n"
	"Check each filter as seccomp(SECCOMP_SET_MODE_FILTER) does\n"
	"(bpf_check_classic, seccomp_check_filter) and the stack's total\n"
	"length. Prints \"valid\" and exits 0, or prints the file, the\n"
	"instruction and the rule broken and exits 2.\n"
	"\n"
	HELP_SOURCE_OPTIONS
	HELP_QUIET
	"  -h, --help           show this help\n";

static const struct option validate_options[] = { CLI_SOURCE_OPTIONS, CLI_HELP, { 0 } };

static const struct cli validate_cli = { validate_usage, "a:hq", validate_options };

int cmd_validate(int argc, char **argv)
{
	struct arch_list arches = { 0 };
	struct seccache_stack *stack;
	int ret;

	ret = parse_options(argc, argv, &validate_cli, NULL, NULL, &arches);
	if (ret != OPTIONS_PARSED)
		return ret;
	if (optind == argc)
		return no_source(argv[0]);
	ret = load_stack(argv + optind, argc - optind, &arches, &stack);
	if (ret)
		return ret;
	seccache_stack_free(stack);
	puts("valid");
	return EXIT_OK;
}
