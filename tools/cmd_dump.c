/* SPDX-License-Identifier: MIT */
/*
 * cmd_dump.c - seccache dump: save the filters of a live process as a
 * stack directory (00.bpf is the oldest; flags.txt, the index, lists them
 * in order with the flags the kernel kept), one directory per thread when
 * the threads' stacks differ.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cmds.h"
#include "common.h"
#include "stack_dir.h"

static const char dump_usage[] =
	"Usage: seccache dump [-o DIR] PID\n"
	"\n"
	"Read the seccomp filters of every thread of PID (or pid:PID/TID for\n"
	"one thread) with PTRACE_SECCOMP_GET_FILTER and their flags with\n"
	"PTRACE_GET_SECCOMP_METADATA; needs CAP_SYS_ADMIN. Without -o, print\n"
	"a summary. With -o, write DIR/00.bpf (the oldest), DIR/01.bpf, ...\n"
	"and DIR/flags.txt, which lists them oldest first with their flags:\n"
	"DIR is then a SOURCE of the other subcommands. When the threads'\n"
	"filters differ, each thread gets its own, DIR/TID.\n"
	"\n"
	"  -o, --output DIR  where to write the filters\n"
	"  -q, --quiet       print no notes or warnings (errors still)\n"
	"  -h, --help        show this help\n";

/* What was read: each thread's stack, ascending thread ids. */
struct dump {
	pid_t pid;
	pid_t *tids;
	struct seccache_stack **stacks;
	size_t n;
};

/* pid:PID/TID: that thread alone. */
static int read_thread(pid_t pid, pid_t tid, struct dump *d,
		       struct seccache_error *err)
{
	int ret;

	d->tids = malloc(sizeof(*d->tids));
	d->stacks = calloc(1, sizeof(*d->stacks));
	if (!d->tids || !d->stacks) {
		snprintf(err->msg, sizeof(err->msg), "out of memory");
		return err->code = -ENOMEM;
	}
	d->tids[0] = tid;
	d->n = 1;
	ret = seccache_stack_from_pid(pid, tid, NULL, &d->stacks[0], err);
	/* A thread without filters is part of the answer, not an error. */
	if (ret == -ENOENT)
		ret = seccache_stack_new(NULL, &d->stacks[0], err);
	return ret;
}

static int read_process(const char *what, pid_t pid, pid_t tid, struct dump *d)
{
	struct seccache_error err = { 0 };
	size_t total = 0;
	int ret;

	d->pid = pid;
	if (tid)
		ret = read_thread(pid, tid, d, &err);
	else
		ret = seccache_process_stacks(pid, NULL, &d->tids, &d->stacks, &d->n, &err);
	if (ret) {
		print_error(what, &err);
		return exit_code_of(ret);
	}
	for (size_t i = 0; i < d->n; i++)
		total += seccache_stack_len(d->stacks[i]);
	if (!total) {
		errorf("%s: no seccomp filters", what);
		return EXIT_USAGE;
	}
	return EXIT_OK;
}

static bool threads_differ(const struct dump *d)
{
	for (size_t i = 1; i < d->n; i++)
		if (!seccache_stack_same(d->stacks[0], d->stacks[i]))
			return true;
	return false;
}

static void dump_free(struct dump *d)
{
	seccache_process_stacks_free(d->tids, d->stacks, d->n);
}

static void print_stack(const struct seccache_stack *s, const char *indent)
{
	size_t n = seccache_stack_len(s);
	char name[STACK_FILE_NAME_SIZE];

	for (size_t i = 0; i < n; i++) {
		stack_file_name(name, sizeof(name), i, n);
		printf("%s%s  %4zu instructions  flags %s\n", indent, name,
		       seccache_filter_len(seccache_stack_filter(s, i)),
		       flag_name(seccache_stack_filter_flags(s, i)));
	}
}

static void print_summary(const struct dump *d)
{
	size_t n = seccache_stack_len(d->stacks[0]);

	if (!threads_differ(d)) {
		printf("pid %d: %zu thread%s, %zu filter%s each (00 is the oldest)\n",
		       (int)d->pid, d->n, d->n == 1 ? "" : "s", n, n == 1 ? "" : "s");
		print_stack(d->stacks[0], "  ");
		return;
	}
	printf("pid %d: %zu threads with different filters\n", (int)d->pid, d->n);
	for (size_t i = 0; i < d->n; i++) {
		n = seccache_stack_len(d->stacks[i]);
		printf("  thread %d: %zu filter%s\n", (int)d->tids[i], n, n == 1 ? "" : "s");
		print_stack(d->stacks[i], "    ");
	}
}

static int make_dir(const char *path)
{
	struct stat st;

	if (!mkdir(path, 0755))
		return EXIT_OK;
	/* An existing directory is reused; an existing file is no directory. */
	if (errno == EEXIST && !stat(path, &st)) {
		if (S_ISDIR(st.st_mode))
			return EXIT_OK;
		errno = ENOTDIR;
	}
	errorf("%s: %m", path);
	return EXIT_SYSTEM;
}

/* DIR/00.bpf ... and its index, DIR/flags.txt. */
static int write_thread(const char *dir, const struct seccache_stack *s)
{
	size_t n = seccache_stack_len(s);
	int ret = make_dir(dir);

	if (!ret)
		ret = write_stack_dir(dir, s);
	if (!ret)
		printf("%s: %zu filter%s\n", dir, n, n == 1 ? "" : "s");
	return ret;
}

static int write_dump(const char *dir, const struct dump *d)
{
	char path[PATH_MAX];
	int ret;

	if (!threads_differ(d))
		return write_thread(dir, d->stacks[0]);
	ret = make_dir(dir);
	for (size_t i = 0; i < d->n && !ret; i++) {
		snprintf(path, sizeof(path), "%s/%d", dir, (int)d->tids[i]);
		ret = write_thread(path, d->stacks[i]);
	}
	return ret;
}

static const struct option dump_options[] = { CLI_OUTPUT, CLI_HELP, { 0 } };

static const struct cli dump_cli = { dump_usage, "o:hq", dump_options };

int cmd_dump(int argc, char **argv)
{
	struct dump d = { 0 };
	char *dir = NULL;
	pid_t pid, tid;
	int ret = parse_options(argc, argv, &dump_cli, output_option, &dir, NULL);

	if (ret != OPTIONS_PARSED)
		return ret;
	if (argc - optind != 1) {
		errorf("dump: expected one PID");
		return usage_hint(argv[0]);
	}
	ret = parse_pid(argv[optind], &pid, &tid);
	if (!ret)
		ret = read_process(argv[optind], pid, tid, &d);
	if (!ret && dir)
		ret = write_dump(dir, &d);
	else if (!ret)
		print_summary(&d);
	dump_free(&d);
	return ret;
}
