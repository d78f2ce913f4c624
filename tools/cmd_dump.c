/* SPDX-License-Identifier: MIT */
/*
 * cmd_dump.c - seccache dump: save the filters of a live process as a
 * stack directory (00.bpf is the oldest; flags.txt, the index, lists them
 * in order with the flags the kernel kept), one directory per thread when
 * the threads' stacks differ; or, with -- CMD, the filters a program
 * attaches as it runs (launch.c catches them), in the same forms.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include "array_size.h"
#include "cmds.h"
#include "json_out.h"
#include "launch.h"
#include "messages.h"
#include "options.h"
#include "source_file.h"
#include "stack_dir.h"
#include "stack_print.h"
#include "seccache.h"

static const char dump_usage[] =
	"Usage: seccache dump [-o DIR] PID\n"
	"       seccache dump [-o DIR] -- COMMAND [ARG...]\n"
	"\n"
	"Read the seccomp filters of every thread of PID (or pid:PID/TID for\n"
	"one thread) with PTRACE_SECCOMP_GET_FILTER and their flags with\n"
	"PTRACE_GET_SECCOMP_METADATA; needs CAP_SYS_ADMIN. Without -o, print\n"
	"a summary. With -o, write DIR/00.bpf (the oldest), DIR/01.bpf, ...\n"
	"and DIR/flags.txt, which lists them oldest first with their flags:\n"
	"DIR is then a SOURCE of the other subcommands. When the threads'\n"
	"filters differ, each thread gets its own, DIR/TID. Files NN.bpf an\n"
	"older stack left in DIR are removed, and a note names them; nothing\n"
	"else of DIR is touched.\n"
	"\n"
	"With -- COMMAND, run it under ptrace and catch every filter it, its\n"
	"threads and its children attach (seccomp(SECCOMP_SET_MODE_FILTER) and\n"
	"prctl(PR_SET_SECCOMP)), each listed in order with its thread and\n"
	"flags; then exit with COMMAND's status (128 + N for signal N; 126 or\n"
	"127 as env(1) when it cannot run or is not found). Only calls of this\n"
	"host's ABI are read: 32-bit and x32 tracees are not supported.\n"
	"\n"
	"  -o, --output DIR  where to write the filters\n"
	"  -j, --json        JSON (with a version field) instead of text: the\n"
	"                    threads and their filters, and what -- COMMAND\n"
	"                    attached (COMMAND's own output is its own)\n"
	"  -q, --quiet       print no notes or warnings (errors still)\n"
	"  -h, --help        show this help\n";

/* What the command line asks for: where to write, and whether as JSON. */
struct dump_args {
	const char *dir;
	bool json;
};

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

/* DIR/00.bpf ... and its index, DIR/flags.txt; a line saying so unless quiet (--json). */
static int write_thread(const char *dir, const struct seccache_stack *s, bool quiet)
{
	size_t n = seccache_stack_len(s);
	int ret = make_dir(dir);

	if (!ret)
		ret = write_stack_dir(dir, s);
	if (!ret && !quiet)
		printf("%s: %zu filter%s\n", dir, n, n == 1 ? "" : "s");
	return ret;
}

static int write_dump(const char *dir, const struct dump *d, bool quiet)
{
	char path[PATH_MAX];
	int ret;

	if (!threads_differ(d))
		return write_thread(dir, d->stacks[0], quiet);
	ret = make_dir(dir);
	if (!ret)
		ret = clear_stack_dir(dir);	/* else DIR still reads as that stack */
	for (size_t i = 0; i < d->n && !ret; i++) {
		snprintf(path, sizeof(path), "%s/%d", dir, (int)d->tids[i]);
		ret = write_thread(path, d->stacks[i], quiet);
	}
	return ret;
}

/* The threads and their stacks: [{"tid", and stack_figures_json()'s members}...]. */
static json_t *threads_json(const struct dump *d)
{
	json_t *threads = json_array();

	for (size_t i = 0; threads && i < d->n; i++) {
		json_t *t = json_pack("{s:i}", "tid", (int)d->tids[i]);

		if (json_object_update_new(t, stack_figures_json(d->stacks[i], NULL)) ||
		    json_array_append_new(threads, t)) {
			json_decref(threads);
			return NULL;
		}
	}
	return threads;
}

/*
 * What was read, unless ret says it failed: written to o->dir, and
 * summarized as text (unless written) or into doc (--json, then printed);
 * then freed.
 */
static int dump_out(struct dump *d, const struct dump_args *o, json_t *doc, int ret)
{
	if (!ret && o->dir)
		ret = write_dump(o->dir, d, o->json);
	else if (!ret && !o->json)
		print_summary(d);
	if (!ret && o->json && json_object_update_new(doc, json_pack("{s:i, s:b, s:o, s:o}",
		"pid", (int)d->pid, "threads_differ", threads_differ(d),
		"threads", threads_json(d), "output", o->dir ? json_string(o->dir) : json_null()))) {
		json_decref(doc);
		doc = NULL;
	}
	if (!ret && o->json)
		ret = json_doc_print(doc, "dump");
	else
		json_decref(doc);
	dump_free(d);
	return ret;
}

/* seccomp(2)'s flags, as <linux/seccomp.h> names them, into buf. */
static const char *seccomp_flags_text(uint32_t flags, char *buf, size_t size)
{
	static const char *const names[] = {
		"TSYNC", "LOG", "SPEC_ALLOW", "NEW_LISTENER", "TSYNC_ESRCH",
		"WAIT_KILLABLE_RECV",
	};
	size_t len = 0;

	buf[0] = 0;
	for (size_t i = 0; i < 32; i++) {
		if (!(flags & (1U << i)))
			continue;
		if (i < ARRAY_SIZE(names))
			len += (size_t)snprintf(buf + len, size - len, "%s%s", len ? "|" : "", names[i]);
		else
			len += (size_t)snprintf(buf + len, size - len, "%s0x%x", len ? "|" : "", 1U << i);
		if (len >= size)
			break;
	}
	return len ? buf : "0";
}

/* The same as JSON: [{"pid", "tid", "call", "flags", "instructions"}...]. */
static json_t *caught_json(const struct launch *l)
{
	json_t *caught = json_array();
	char flags[128];

	for (size_t i = 0; caught && i < l->n; i++) {
		const struct launch_filter *f = &l->filters[i];

		json_array_append_new(caught, json_pack("{s:i, s:i, s:s, s:s, s:I}",
			"pid", (int)f->pid, "tid", (int)f->tid,
			"call", f->prctl ? "prctl" : "seccomp",
			"flags", f->prctl ? "0" : seccomp_flags_text(f->flags, flags, sizeof(flags)),
			"instructions", (json_int_t)seccache_filter_len(f->filter)));
	}
	return caught;
}

/* Each filter caught, in the order the kernel attached them. */
static void print_caught(const struct launch *l)
{
	char flags[128];

	for (size_t i = 0; i < l->n; i++) {
		const struct launch_filter *f = &l->filters[i];

		printf("#%zu pid %d tid %d: ", i + 1, (int)f->pid, (int)f->tid);
		if (f->prctl)
			printf("prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER)");
		else
			printf("seccomp(SECCOMP_SET_MODE_FILTER, %s)",
			       seccomp_flags_text(f->flags, flags, sizeof(flags)));
		printf(", %zu instruction%s\n", seccache_filter_len(f->filter),
		       seccache_filter_len(f->filter) == 1 ? "" : "s");
	}
}

/* "CMD exited with status 0": on stderr, a note. */
static void note_status(const char *command, const struct launch *l)
{
	if (WIFSIGNALED(l->status))
		notef("dump: %s was killed by signal %d (%s)", command,
		      WTERMSIG(l->status), strsignal(WTERMSIG(l->status)));
	else
		notef("dump: %s exited with status %d", command, WEXITSTATUS(l->status));
}

/* A document with what was caught: {"version", "caught"}; NULL if out of memory. */
static json_t *caught_doc(const struct launch *l)
{
	json_t *doc = json_doc_new();

	if (doc && json_object_set_new(doc, "caught", caught_json(l))) {
		json_decref(doc);
		return NULL;
	}
	return doc;
}

/* What was caught, in dump PID's forms: the threads' stacks, or DIR. */
static int write_caught(const struct launch *l, const struct dump_args *o)
{
	struct dump d = { .pid = l->threads[0].tid };

	return dump_out(&d, o, o->json ? caught_doc(l) : NULL,
			launch_stacks(l, &d.tids, &d.stacks, &d.n));
}

/* What was caught, then how the program ended; its exit status, unless writing failed. */
static int report_launch(const struct launch *l, const char *command,
			 const struct dump_args *o)
{
	int ret = EXIT_OK;

	if (!o->json)
		print_caught(l);
	if (l->n)
		ret = write_caught(l, o);
	else if (o->json)
		ret = json_doc_print(caught_doc(l), "dump");
	else
		notef("dump: %s attached no seccomp filters", command);
	if (l->other_abi)
		warnf("dump: calls through another ABI were not read: the list may be incomplete");
	note_status(command, l);
	return ret ? ret : launch_exit_code(l);
}

/* dump -- COMMAND: the program's exit status, unless seccache failed. */
static int dump_launch(char **command, const struct dump_args *o)
{
	struct launch l;
	int ret = launch_trace(command, &l);

	/* Not run: execvp()'s error said why, and the code is env(1)'s. */
	if (!ret)
		ret = l.exec_seen ? report_launch(&l, command[0], o) : launch_exit_code(&l);
	launch_free(&l);
	return ret;
}

static int dump_option(void *ctx, int c, char *arg)
{
	struct dump_args *o = ctx;

	if (c == 'j')
		o->json = true;
	else
		o->dir = arg;
	return EXIT_OK;
}

static const struct option dump_options[] = { CLI_OUTPUT, CLI_JSON, CLI_HELP, { 0 } };

static const struct cli dump_cli = { dump_usage, "o:hqj", dump_options };

int cmd_dump(int argc, char **argv)
{
	struct dump d = { 0 };
	struct dump_args o = { 0 };
	pid_t pid, tid;
	int dashes = find_dashes(argc, argv);
	int ret = parse_options(dashes, argv, &dump_cli, dump_option, &o, NULL);

	if (ret != OPTIONS_PARSED)
		return ret;
	if (dashes < argc && (optind != dashes || dashes == argc - 1)) {
		errorf(optind != dashes ? "dump: a PID or -- COMMAND, not both"
					: "dump: no COMMAND after --");
		return usage_hint(argv[0]);
	}
	if (dashes < argc)
		return dump_launch(argv + dashes + 1, &o);
	if (argc - optind != 1) {
		errorf("dump: expected one PID");
		return usage_hint(argv[0]);
	}
	ret = parse_pid(argv[optind], &pid, &tid);
	if (!ret)
		ret = read_process(argv[optind], pid, tid, &d);
	return dump_out(&d, &o, o.json ? json_doc_new() : NULL, ret);
}
