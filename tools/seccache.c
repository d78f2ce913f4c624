/* SPDX-License-Identifier: MIT */
/*
 * seccache.c - the command: global options and dispatch to one cmd_*.c per
 * subcommand, like git and bpftool.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "array_size.h"
#include "cmds.h"
#include "seccache.h"

struct subcommand {
	const char *name;
	int (*run)(int argc, char **argv);
	const char *summary;
};

static const struct subcommand subcommands[] = {
	{ "report", cmd_report, "which syscalls have a constant action" },
	{ "audit", cmd_audit, "find what the filters let through that they mean to stop" },
	{ "eval", cmd_eval, "run the stack on syscalls and print the actions" },
	{ "validate", cmd_validate, "check filters as seccomp(2) would" },
	{ "disasm", cmd_disasm, "print a filter as assembly" },
	{ "asm", cmd_asm, "assemble text into raw struct sock_filter records" },
	{ "dump", cmd_dump, "save the filters of a live process" },
	{ "optimize", cmd_optimize, "rewrite a stack as one equivalent, faster filter" },
	{ "diff", cmd_diff, "decide whether two stacks are equivalent" },
	{ "run", cmd_run, "exec a command under a stack" },
	{ "bench", cmd_bench, "time the kernel and the engine" },
	{ "syscall", cmd_syscall, "resolve a syscall name to its number, or back" },
	{ "oci", cmd_oci, "write a bundle's profile as crun's optimized annotation" },
};

static void usage(FILE *out)
{
	fprintf(out,
		"Usage: seccache SUBCOMMAND [OPTIONS] SOURCE...\n"
		"       seccache SUBCOMMAND --help\n"
		"       seccache --version\n"
		"       seccache --list-commands\n"
		"\n"
		"Analyse Linux seccomp classic-BPF filters.\n"
		"\n"
		"Subcommands:\n");
	for (size_t i = 0; i < ARRAY_SIZE(subcommands); i++)
		fprintf(out, "  %-9s %s\n", subcommands[i].name,
			subcommands[i].summary);
	fprintf(out,
		"\n"
		"seccache --list-commands prints the names alone, one a line, for scripts.\n"
		"\n"
		"A SOURCE is a FILE (- is standard input) holding raw struct\n"
		"sock_filter records, assembly or an OCI seccomp profile, told apart\n"
		"by content; a DIR that dump, asm or optimize wrote, read in the order\n"
		"its flags.txt lists; or pid:PID[/TID], whose threads must agree\n"
		"unless TID picks one. Several SOURCEs stack, oldest first.\n"
		"\n"
		"Exit status: 0 ok, 1 a \"no\", 2 usage or input error, 3 system error.\n"
		"See seccache(1).\n");
}

/*
 * "report, eval, ... or oci" on out. The table is the one list of names:
 * the messages, the bash completion and the golden tests read it, the
 * last two through --list-commands.
 */
static void print_names(FILE *out)
{
	size_t n = ARRAY_SIZE(subcommands);

	for (size_t i = 0; i < n; i++)
		fprintf(out, "%s%s", i == 0 ? "" : i + 1 == n ? " or " : ", ",
			subcommands[i].name);
}

/* "seccache --list-commands": the names, one a line, for scripts. */
static int list_commands(void)
{
	for (size_t i = 0; i < ARRAY_SIZE(subcommands); i++)
		puts(subcommands[i].name);
	return EXIT_OK;
}

static const struct subcommand *find_subcommand(const char *name)
{
	for (size_t i = 0; i < ARRAY_SIZE(subcommands); i++)
		if (!strcmp(subcommands[i].name, name))
			return &subcommands[i];
	return NULL;
}

/* "seccache help [SUBCOMMAND]" */
static int help(int argc, char **argv)
{
	const struct subcommand *sub;
	char *sub_argv[] = { NULL, "--help", NULL };

	if (argc < 2) {
		usage(stdout);
		return EXIT_OK;
	}
	sub = find_subcommand(argv[1]);
	if (!sub) {
		fprintf(stderr, "seccache: unknown subcommand '%s'\n", argv[1]);
		return EXIT_USAGE;
	}
	sub_argv[0] = argv[1];
	return sub->run(2, sub_argv);
}

/*
 * Results that never reached standard output (a full disk, a closed pipe)
 * are a failed write: exit 3 rather than 0 with the output lost.
 */
static int finish(int ret)
{
	int error = fflush(stdout) ? errno : 0;

	if ((error || ferror(stdout)) && ret <= EXIT_NO) {
		fprintf(stderr, "seccache: standard output: write failed%s%s\n",
			error ? ": " : "", error ? strerror(error) : "");
		return EXIT_SYSTEM;
	}
	return ret;
}

int main(int argc, char **argv)
{
	const struct subcommand *sub;

	if (argc < 2) {
		fputs("seccache: a subcommand is needed: ", stderr);
		print_names(stderr);
		fputs("\nseccache: try 'seccache help'\n", stderr);
		return EXIT_USAGE;
	}
	if (!strcmp(argv[1], "--list-commands"))
		return finish(list_commands());
	if (!strcmp(argv[1], "--version") || !strcmp(argv[1], "-V")) {
		printf("seccache %s\n", SECCACHE_VERSION);
		return finish(EXIT_OK);
	}
	if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))
		return finish(help(1, argv + 1));
	if (!strcmp(argv[1], "help"))
		return finish(help(argc - 1, argv + 1));
	sub = find_subcommand(argv[1]);
	if (!sub) {
		fprintf(stderr, "seccache: unknown subcommand '%s'\n"
			"seccache: try 'seccache help'\n", argv[1]);
		return EXIT_USAGE;
	}
	return finish(sub->run(argc - 1, argv + 1));
}
