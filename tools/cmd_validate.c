/* SPDX-License-Identifier: MIT */
/*
 * cmd_validate.c - seccache validate: would seccomp(2) accept these filters,
 * one by one and stacked? Loading does the kernel's checks; this reports.
 */
#include <getopt.h>
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
	"  -a, --arch ARCH   compile profiles for ARCH (repeatable)\n"
	"  -h, --help        show this help\n";

int cmd_validate(int argc, char **argv)
{
	static const struct option options[] = {
		{ "arch", required_argument, NULL, 'a' },
		{ "help", no_argument, NULL, 'h' },
		{ 0 }
	};
	struct arch_list arches = { 0 };
	struct seccache_stack *stack;
	int c, ret;

	while ((c = getopt_long(argc, argv, "a:h", options, NULL)) != -1) {
		switch (c) {
		case 'a':
			if (arch_list_add(&arches, optarg))
				return EXIT_USAGE;
			break;
		case 'h':
			fputs(validate_usage, stdout);
			return EXIT_OK;
		default:
			return usage_hint(argv[0]);
		}
	}
	if (optind == argc) {
		errorf("validate: no SOURCE given");
		return usage_hint(argv[0]);
	}
	ret = load_stack(argv + optind, argc - optind, &arches, &stack);
	if (ret)
		return ret;
	seccache_stack_free(stack);
	puts("valid");
	return EXIT_OK;
}
