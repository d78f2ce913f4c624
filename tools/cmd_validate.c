/* SPDX-License-Identifier: MIT */
/*
 * cmd_validate.c - seccache validate: would seccomp(2) accept these filters,
 * one by one and stacked? Loading does the kernel's checks; this reports.
 */
#include <stdbool.h>
#include <stdio.h>

#include "cmds.h"
#include "json_out.h"
#include "options.h"
#include "stack_load.h"
#include "stack_print.h"
#include "seccache.h"

static const char validate_usage[] =
	"Usage: seccache validate [--arch ARCH]... SOURCE...\n"
	"\n"
	"Check each filter as seccomp(SECCOMP_SET_MODE_FILTER) does\n"
	"(bpf_check_classic, seccomp_check_filter) and the stack's total\n"
	"length. Prints \"valid\" and exits 0, or prints the file, the\n"
	"instruction and the rule broken and exits 2.\n"
	"\n"
	HELP_JSON
	HELP_SOURCE_OPTIONS
	HELP_QUIET
	"  -h, --help           show this help\n";

static const struct option validate_options[] = {
	CLI_JSON, CLI_SOURCE_OPTIONS, CLI_HELP, { 0 }
};

static const struct cli validate_cli = { validate_usage, "a:hqj", validate_options };

/* {"version", "valid": true, and the stack's figures}: the filters seccomp(2) would take. */
static int print_valid_json(const struct seccache_stack *s)
{
	json_t *doc = json_doc_new();

	if (doc && (json_object_set_new(doc, "valid", json_true()) ||
		    json_object_update_new(doc, stack_figures_json(s, NULL)))) {
		json_decref(doc);
		doc = NULL;
	}
	return json_doc_print(doc, "validate");
}

int cmd_validate(int argc, char **argv)
{
	struct arch_list arches = { 0 };
	struct seccache_stack *stack;
	bool json = false;
	int ret;

	ret = parse_options(argc, argv, &validate_cli, json_option, &json, &arches);
	if (ret != OPTIONS_PARSED)
		return ret;
	if (optind == argc)
		return no_source(argv[0]);
	ret = load_stack(argv + optind, argc - optind, &arches, &stack);
	if (ret)
		return ret;
	if (json)
		ret = print_valid_json(stack);
	else
		puts("valid");
	seccache_stack_free(stack);
	return ret;
}
