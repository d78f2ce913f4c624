/* SPDX-License-Identifier: MIT */
/*
 * cmd_run.c - seccache run: install a stack (optimized or not) on this
 * process and exec a command under it, as container runtimes do.
 */
#include <errno.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "cmds.h"
#include "common.h"

static const char run_usage[] =
	"Usage: seccache run [OPTIONS] SOURCE... -- COMMAND [ARG]...\n"
	"\n"
	"Install the stack on this process, oldest filter first, with\n"
	"PR_SET_NO_NEW_PRIVS, and exec COMMAND under it. Its exit status is\n"
	"COMMAND's; seccache's own are 2 (usage, input, COMMAND not found) and 3\n"
	"(the kernel refused the filters).\n"
	"\n"
	"  -O, --optimize       install seccache optimize's stack instead\n"
	"  -v, --verbose        say what is installed, on stderr\n"
	HELP_SOURCE_OPTIONS
	HELP_QUIET
	"  -h, --help           show this help\n";

struct run_args {
	bool optimize, verbose;
	struct arch_list arches;
};

static int run_option(void *ctx, int c, char *arg)
{
	struct run_args *o = ctx;

	(void)arg;
	if (c == 'O')
		o->optimize = true;
	else
		o->verbose = true;
	return EXIT_OK;
}

static const struct option run_options[] = {
	{ "optimize", no_argument, NULL, 'O' },
	{ "verbose", no_argument, NULL, 'v' },
	CLI_SOURCE_OPTIONS, CLI_HELP, { 0 }
};

static const struct cli run_cli = { run_usage, "Ova:hq", run_options };

/* Replace *s by its optimized stack; returns an exit code. */
static int optimize(struct seccache_stack **s)
{
	struct seccache_optimize_opts opts = { .note = print_note, .note_ctx = (void *)"run" };
	struct seccache_error err = { 0 };
	struct seccache_stack *out;
	int ret = seccache_optimize(*s, &opts, &out, NULL, &err);

	if (ret) {
		print_error("run", &err);
		return exit_code_of(ret);
	}
	seccache_stack_free(*s);
	*s = out;
	return EXIT_OK;
}

/* No new privileges, then each filter, oldest first. */
static int install(const struct seccache_stack *s, bool verbose)
{
	size_t n = seccache_stack_len(s);

	if (seccache_stack_arch(s) != seccache_arch_host()) {
		errorf("run: the stack is for %s processes; this one is %s",
		       seccache_stack_arch(s)->name, seccache_arch_host()->name);
		return EXIT_USAGE;
	}
	/*
	 * No source gives a pinned stack; a library caller's would need
	 * SECCOMP_PIN_ARCHITECTURE (the seccache series), made after the first
	 * filter (the series refuses a task without one) and through the
	 * filters attached by then, which may deny seccomp() itself.
	 */
	if (seccache_stack_pinned(s)) {
		errorf("run: the stack is pinned to %s, and run does not pin an "
		       "architecture", seccache_stack_pinned(s)->name);
		return EXIT_USAGE;
	}
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)) {
		errorf("run: PR_SET_NO_NEW_PRIVS: %m");
		return EXIT_SYSTEM;
	}
	for (size_t i = 0; i < n; i++) {
		const struct seccache_filter *f = seccache_stack_filter(s, i);
		/* struct seccache_insn has struct sock_filter's layout. */
		struct sock_fprog prog = {
			.len = (unsigned short)seccache_filter_len(f),
			.filter = (struct sock_filter *)seccache_filter_insns(f),
		};

		if (verbose)
			fprintf(stderr, "seccache: run: filter %zu of %zu: %zu instructions\n",
				i + 1, n, seccache_filter_len(f));
		if (syscall(__NR_seccomp, SECCOMP_SET_MODE_FILTER, 0, &prog)) {
			errorf("run: installing filter %zu: %m", i + 1);
			return EXIT_SYSTEM;
		}
	}
	return EXIT_OK;
}

int cmd_run(int argc, char **argv)
{
	struct run_args o = { 0 };
	int dashes = find_dashes(argc, argv), ret;
	struct seccache_stack *s;

	ret = parse_options(dashes, argv, &run_cli, run_option, &o, &o.arches);
	if (ret != OPTIONS_PARSED)
		return ret;
	if (optind == dashes || dashes >= argc - 1) {
		errorf("run: expected SOURCE... -- COMMAND [ARG]...");
		return usage_hint(argv[0]);
	}
	ret = load_stack(argv + optind, dashes - optind, &o.arches, &s);
	if (!ret && o.optimize)
		ret = optimize(&s);
	if (!ret)
		ret = install(s, o.verbose);
	seccache_stack_free(s);
	if (ret)
		return ret;
	fflush(NULL);
	execvp(argv[dashes + 1], argv + dashes + 1);
	ret = errno;
	errorf("run: %s: %s", argv[dashes + 1], strerror(ret));
	return ret == ENOENT || ret == EACCES ? EXIT_USAGE : EXIT_SYSTEM;
}
