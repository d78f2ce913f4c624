/* SPDX-License-Identifier: MIT */
/*
 * cmd_dump.c - seccache dump: save the filters of a live process as raw
 * files (00.bpf is the oldest) with the flags the kernel kept, one
 * directory per thread when the threads' stacks differ.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cmds.h"
#include "common.h"

static const char dump_usage[] =
	"Usage: seccache dump [-o DIR] PID\n"
	"\n"
	"Read the seccomp filters of every thread of PID (or pid:PID/TID for\n"
	"one thread) with PTRACE_SECCOMP_GET_FILTER and their flags with\n"
	"PTRACE_GET_SECCOMP_METADATA; needs CAP_SYS_ADMIN. Without -o, print\n"
	"a summary. With -o, write DIR/00.bpf (the oldest), DIR/01.bpf, ...\n"
	"and DIR/flags.txt, or DIR/TID/... per thread when the threads'\n"
	"filters differ.\n"
	"\n"
	"  -o, --output DIR  where to write the filters\n"
	"  -q, --quiet       print no notes or warnings (errors still)\n"
	"  -h, --help        show this help\n";

/* SECCOMP_FILTER_FLAG_LOG is the only flag the kernel keeps. */
#define FILTER_FLAG_LOG 2U

struct thread_filters {
	pid_t tid;
	struct seccache_filter **filters;
	uint64_t *flags;
	size_t n;
};

struct dump {
	pid_t pid;
	struct thread_filters *threads;
	size_t n_threads;
};

static void dump_free(struct dump *d)
{
	for (size_t i = 0; i < d->n_threads; i++)
		seccache_thread_filters_free(d->threads[i].filters,
					     d->threads[i].flags, d->threads[i].n);
	free(d->threads);
}

static int read_thread(const char *what, struct thread_filters *t)
{
	struct seccache_error err = { 0 };
	int ret = seccache_thread_filters(t->tid, &t->filters, &t->flags, &t->n, &err);

	/* A thread without filters is part of the answer, not an error. */
	if (ret == -ENOENT) {
		t->n = 0;
		return EXIT_OK;
	}
	if (ret < 0) {
		print_error(what, &err);
		return exit_code_of(ret);
	}
	return EXIT_OK;
}

static int compare_tid(const void *a, const void *b)
{
	pid_t x = *(const pid_t *)a, y = *(const pid_t *)b;

	return (x > y) - (x < y);
}

static int read_process(const char *what, pid_t pid, pid_t tid, struct dump *d)
{
	struct seccache_error err = { 0 };
	pid_t *tids;
	size_t n, total = 0;
	int ret = EXIT_OK;

	d->pid = pid;
	if (seccache_process_threads(pid, &tids, &n, &err) < 0) {
		print_error(what, &err);
		return exit_code_of(err.code);
	}
	/* pid:PID/TID: TID must be one of PID's threads (the list is sorted). */
	if (tid) {
		bool found = bsearch(&tid, tids, n, sizeof(*tids), compare_tid);

		free(tids);
		if (!found) {
			errorf("%s: no thread %d in process %d", what, (int)tid, (int)pid);
			return EXIT_USAGE;
		}
		tids = &tid;
		n = 1;
	}
	d->threads = calloc(n, sizeof(*d->threads));
	if (!d->threads) {
		errorf("dump: out of memory");
		ret = EXIT_SYSTEM;
	}
	for (size_t i = 0; i < n && !ret; i++) {
		d->threads[i].tid = tids[i];
		d->n_threads++;
		ret = read_thread(what, &d->threads[i]);
		total += d->threads[i].n;
	}
	if (tids != &tid)
		free(tids);
	if (!ret && !total) {
		errorf("%s: no seccomp filters", what);
		ret = EXIT_USAGE;
	}
	return ret;
}

static bool same_filter(const struct seccache_filter *a, const struct seccache_filter *b)
{
	size_t len = seccache_filter_len(a);

	return len == seccache_filter_len(b) &&
	       !memcmp(seccache_filter_insns(a), seccache_filter_insns(b),
		       len * sizeof(struct seccache_insn));
}

static bool same_stack(const struct thread_filters *a, const struct thread_filters *b)
{
	if (a->n != b->n)
		return false;
	for (size_t i = 0; i < a->n; i++)
		if (a->flags[i] != b->flags[i] || !same_filter(a->filters[i], b->filters[i]))
			return false;
	return true;
}

static bool threads_differ(const struct dump *d)
{
	for (size_t i = 1; i < d->n_threads; i++)
		if (!same_stack(&d->threads[0], &d->threads[i]))
			return true;
	return false;
}

static const char *flag_names(uint64_t flags, char *buf, size_t size)
{
	if (!flags)
		return "none";
	if (flags == FILTER_FLAG_LOG)
		return "LOG";
	snprintf(buf, size, "%s0x%llx", flags & FILTER_FLAG_LOG ? "LOG|" : "",
		 (unsigned long long)(flags & ~(uint64_t)FILTER_FLAG_LOG));
	return buf;
}

static void print_thread(const struct thread_filters *t, const char *indent)
{
	char buf[32];

	for (size_t i = 0; i < t->n; i++)
		printf("%s%02zu.bpf  %4zu instructions  flags %s\n", indent, i,
		       seccache_filter_len(t->filters[i]),
		       flag_names(t->flags[i], buf, sizeof(buf)));
}

static void print_summary(const struct dump *d)
{
	if (!threads_differ(d)) {
		printf("pid %d: %zu thread%s, %zu filter%s each (00 is the oldest)\n",
		       (int)d->pid, d->n_threads, d->n_threads == 1 ? "" : "s",
		       d->threads[0].n, d->threads[0].n == 1 ? "" : "s");
		print_thread(&d->threads[0], "  ");
		return;
	}
	printf("pid %d: %zu threads with different filters\n", (int)d->pid,
	       d->n_threads);
	for (size_t i = 0; i < d->n_threads; i++) {
		printf("  thread %d: %zu filter%s\n", (int)d->threads[i].tid,
		       d->threads[i].n, d->threads[i].n == 1 ? "" : "s");
		print_thread(&d->threads[i], "    ");
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

static int write_file(const char *path, const void *buf, size_t size)
{
	FILE *out = fopen(path, "wb");
	bool ok;

	if (!out) {
		errorf("%s: %m", path);
		return EXIT_SYSTEM;
	}
	ok = fwrite(buf, 1, size, out) == size;
	if (fclose(out) || !ok) {
		errorf("%s: write failed: %m", path);
		return EXIT_SYSTEM;
	}
	return EXIT_OK;
}

/* DIR/00.bpf ... and DIR/flags.txt with one "NN.bpf FLAGS" line each. */
static int write_thread(const char *dir, const struct thread_filters *t)
{
	char path[4096], buf[32];
	FILE *flags;
	int ret = make_dir(dir);

	for (size_t i = 0; i < t->n && !ret; i++) {
		const struct seccache_filter *f = t->filters[i];

		snprintf(path, sizeof(path), "%s/%02zu.bpf", dir, i);
		ret = write_file(path, seccache_filter_insns(f),
				 seccache_filter_len(f) * sizeof(struct seccache_insn));
	}
	if (ret)
		return ret;
	snprintf(path, sizeof(path), "%s/flags.txt", dir);
	flags = fopen(path, "w");
	if (!flags) {
		errorf("%s: %m", path);
		return EXIT_SYSTEM;
	}
	for (size_t i = 0; i < t->n; i++)
		fprintf(flags, "%02zu.bpf %s\n", i, flag_names(t->flags[i], buf, sizeof(buf)));
	if (fclose(flags)) {
		errorf("%s: write failed: %m", path);
		return EXIT_SYSTEM;
	}
	printf("%s: %zu filter%s\n", dir, t->n, t->n == 1 ? "" : "s");
	return EXIT_OK;
}

static int write_dump(const char *dir, const struct dump *d)
{
	char path[4096];
	int ret;

	if (!threads_differ(d))
		return write_thread(dir, &d->threads[0]);
	ret = make_dir(dir);
	for (size_t i = 0; i < d->n_threads && !ret; i++) {
		snprintf(path, sizeof(path), "%s/%d", dir, (int)d->threads[i].tid);
		ret = write_thread(path, &d->threads[i]);
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
