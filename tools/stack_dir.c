/* SPDX-License-Identifier: MIT */
/*
 * stack_dir.c - stacks as directories: DIR/00.bpf (the oldest), 01.bpf,
 * ... and DIR/flags.txt, which lists them oldest first with the flags the
 * kernel kept, as seccache dump, asm and optimize write them. SOURCEs
 * stack oldest first, so names are as wide as the stack needs: a glob
 * over the directory lists them in its order, where 100.bpf would come
 * before 11.bpf.
 */
#include <limits.h>
#include <stdio.h>

#include "cmds.h"
#include "common.h"
#include "stack_dir.h"

/* What the index says of itself, for whoever opens it. */
static const char index_header[] =
	"# seccache: the filters of this directory, oldest first (as seccomp(2)\n"
	"# attached them and PTRACE_SECCOMP_GET_FILTER counts them), with the\n"
	"# flags the kernel kept.\n";

void stack_file_name(char *buf, size_t size, size_t i, size_t n)
{
	char digits[24];
	int width = 2, len = snprintf(digits, sizeof(digits), "%zu", i);

	for (size_t last = n ? n - 1 : 0; last >= 100; last /= 10)
		width++;
	snprintf(buf, size, "%.*s%s.bpf", width > len ? width - len : 0,
		 "0000000000000000000", digits);
}

const char *flag_name(uint32_t flags)
{
	/* A stack keeps only LOG, as the kernel does. */
	return flags & SECCACHE_FILTER_FLAG_LOG ? "LOG" : "none";
}

int write_stack_index(const char *dir, size_t n, const struct seccache_stack *s)
{
	char path[PATH_MAX], name[32];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", dir, STACK_INDEX);
	f = fopen(path, "w");
	if (!f) {
		errorf("%s: %m", path);
		return EXIT_SYSTEM;
	}
	fputs(index_header, f);
	for (size_t i = 0; i < n; i++) {
		stack_file_name(name, sizeof(name), i, n);
		fprintf(f, "%s %s\n", name, flag_name(s ? seccache_stack_filter_flags(s, i) : 0));
	}
	if (fclose(f)) {
		errorf("%s: write failed: %m", path);
		return EXIT_SYSTEM;
	}
	return EXIT_OK;
}

int write_stack_dir(const char *dir, const struct seccache_stack *s)
{
	size_t n = seccache_stack_len(s);
	char path[PATH_MAX], name[32];
	int ret = EXIT_OK;

	for (size_t i = 0; i < n && !ret; i++) {
		const struct seccache_filter *f = seccache_stack_filter(s, i);

		stack_file_name(name, sizeof(name), i, n);
		snprintf(path, sizeof(path), "%s/%s", dir, name);
		ret = write_output(path, seccache_filter_insns(f),
				   seccache_filter_len(f) * sizeof(struct seccache_insn));
	}
	return ret ? ret : write_stack_index(dir, n, s);
}
