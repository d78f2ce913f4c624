/* SPDX-License-Identifier: MIT */
/*
 * cmd_syscall.c - seccache syscall: a syscall's number from its name, or its
 * name from its number, in one ABI, as libseccomp's scmp_sys_resolver does.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>

#include "cmds.h"
#include "json_out.h"
#include "messages.h"
#include "options.h"
#include "vectors.h"
#include "seccache.h"

static const char syscall_usage[] =
	"Usage: seccache syscall [--arch ARCH] NAME|NR\n"
	"       seccache syscall --list [--arch ARCH]\n"
	"\n"
	"Print the number of syscall NAME, or the name of syscall number NR, in\n"
	"one ABI, as the kernel's syscall tables name them (like libseccomp's\n"
	"scmp_sys_resolver). Numbers are the ones filters see: x32's carry its\n"
	"0x40000000 bit, MIPS's their base (4000, 5000 or 6000). Exits 1 when\n"
	"the ABI has no such call. --list prints every call of the ABI, its\n"
	"name and number on a line, in number order.\n"
	"\n"
	"  -a, --arch ARCH      the ABI (default: this host's)\n"
	"  -l, --list           every syscall of the ABI: NAME NR, one a line\n"
	HELP_JSON
	HELP_QUIET
	"  -h, --help           show this help\n";

static const struct option syscall_options[] = {
	CLI_ARCH, CLI_JSON, { "list", no_argument, NULL, 'l' }, CLI_HELP, { 0 }
};

static const struct cli syscall_cli = { syscall_usage, "a:hqjl", syscall_options };

struct syscall_args {
	bool json, list;
};

static int syscall_option(void *ctx, int c, char *arg)
{
	struct syscall_args *a = ctx;

	(void)arg;
	if (c == 'l')
		a->list = true;
	else
		a->json = true;
	return EXIT_OK;
}

/*
 * Where numbers can have names: the table, then up to the end of ARM's
 * private range (__ARM_NR_BASE 0x0f0000 and the 16 bits arm_syscall()
 * takes as its), whose calls no .tbl file lists.
 */
#define NAMED_END 0x100000u

/*
 * --list: every call of abi in number order, "NAME NR" a line, or
 * {"version", "arch", "syscalls": [{"name", "nr"}...]}.
 */
static int print_list(const struct seccache_arch *abi, bool json)
{
	json_t *doc = json ? json_doc_new() : NULL, *calls = json ? json_array() : NULL;
	char name[SECCACHE_SYSCALL_NAME_MAX];
	int printed;

	for (uint32_t i = 0; i < NAMED_END; i++) {
		uint32_t nr = abi->nr_base + i;

		if (seccache_syscall_name(abi, nr, name, sizeof(name), NULL))
			continue;
		if (!json)
			printf("%s %u\n", name, nr);
		else if (calls)
			json_array_append_new(calls, json_pack("{s:s, s:I}", "name", name,
							       "nr", (json_int_t)nr));
	}
	if (!json)
		return EXIT_OK;	/* main() reports a failed write */
	if (doc && (!calls || json_object_update_new(doc, json_pack("{s:s, s:o}", "arch",
						      abi->name, "syscalls", calls)))) {
		json_decref(doc);
		doc = NULL;
	}
	printed = json_doc_print(doc, "syscall");
	return printed ? printed : EXIT_OK;
}

/*
 * {"version", "arch", "nr", "name"}, null where the ABI has no such
 * call; ret, the text's exit code, unless the write fails.
 */
static int print_json(const struct seccache_arch *abi, const uint32_t *nr, const char *name,
		      int ret)
{
	json_t *doc = json_doc_new();
	int printed;

	if (doc && json_object_update_new(doc, json_pack("{s:s, s:o, s:o}", "arch", abi->name,
		"nr", nr ? json_integer(*nr) : json_null(),
		"name", name ? json_string(name) : json_null()))) {
		json_decref(doc);
		doc = NULL;
	}
	printed = json_doc_print(doc, "syscall");
	return printed ? printed : ret;
}

/* NR: its name, or EXIT_NO when the ABI has no call of that name. */
static int print_name(const struct seccache_arch *abi, const char *text, bool json)
{
	char name[SECCACHE_SYSCALL_NAME_MAX];
	uint64_t nr;

	if (parse_u64(text, &nr) || nr > UINT32_MAX) {
		errorf("syscall: '%s' is not a syscall number", text);
		return EXIT_USAGE;
	}
	if (seccache_syscall_name(abi, (uint32_t)nr, name, sizeof(name), NULL)) {
		errorf("syscall: %s has no syscall %s", abi->name, text);
		return json ? print_json(abi, &(uint32_t){ (uint32_t)nr }, NULL, EXIT_NO) : EXIT_NO;
	}
	if (json)
		return print_json(abi, &(uint32_t){ (uint32_t)nr }, name, EXIT_OK);
	puts(name);
	return EXIT_OK;
}

/* NAME: its number, or EXIT_NO when the ABI has no call of that name. */
static int print_number(const struct seccache_arch *abi, const char *name, bool json)
{
	uint32_t nr;

	if (seccache_syscall_number(abi, name, &nr, NULL)) {
		errorf("syscall: %s has no syscall '%s'", abi->name, name);
		return json ? print_json(abi, NULL, name, EXIT_NO) : EXIT_NO;
	}
	if (json)
		return print_json(abi, &nr, name, EXIT_OK);
	printf("%u\n", nr);
	return EXIT_OK;
}

int cmd_syscall(int argc, char **argv)
{
	struct arch_list arches = { 0 };
	struct syscall_args a = { 0 };
	const struct seccache_arch *abi;
	bool json;
	int ret;

	ret = parse_options(argc, argv, &syscall_cli, syscall_option, &a, &arches);
	if (ret != OPTIONS_PARSED)
		return ret;
	json = a.json;
	if (optind != argc - !a.list || arches.n > 1) {
		errorf(a.list ? "syscall: --list takes no NAME or NR, and at most one --arch" :
			"syscall: expected one NAME or NR, and at most one --arch");
		return usage_hint(argv[0]);
	}
	abi = arches.n ? arches.arch[0] : seccache_arch_host();
	if (!abi) {
		errorf("syscall: seccache does not know this host's ABI (--arch)");
		return EXIT_USAGE;
	}
	if (a.list)
		return print_list(abi, json);
	/* Syscall names start with a letter or '_', numbers with a digit. */
	if (isdigit((unsigned char)argv[optind][0]))
		return print_name(abi, argv[optind], json);
	return print_number(abi, argv[optind], json);
}
