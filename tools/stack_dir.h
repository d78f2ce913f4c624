/* SPDX-License-Identifier: MIT */
/*
 * stack_dir.h - stacks as directories of raw filters, as seccache dump,
 * asm and optimize write them: DIR/00.bpf, DIR/01.bpf, ... and the index
 * DIR/flags.txt, which lists them oldest first with their flags.
 */
#ifndef SECCACHE_TOOLS_STACK_DIR_H
#define SECCACHE_TOOLS_STACK_DIR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include "seccache.h"
#include "source_file.h"

/* The index's name in a stack directory. */
#define STACK_INDEX "flags.txt"

/*
 * The most a name of stack_file_name() takes, its NUL included: a 64-bit
 * size_t's 20 digits and ".bpf".
 */
#define STACK_FILE_NAME_SIZE 25

/*
 * "00.bpf": the name of filter i of n, as wide as n needs (at least two
 * digits) so that a shell glob lists the files in stack order. buf holds
 * size bytes, STACK_FILE_NAME_SIZE for every name.
 */
void stack_file_name(char *buf, size_t size, size_t i, size_t n);

/* "LOG" or "none": how the index and dump's summary write a filter's flags. */
const char *flag_name(uint32_t flags);

/*
 * DIR/flags.txt for n files named by stack_file_name(), with filter i's
 * flags from s (s NULL: none); then the NN.bpf files an older stack left
 * in DIR, past those n, are removed, with a note naming them. Returns an
 * exit code after printing why.
 */
int write_stack_index(const char *dir, size_t n, const struct seccache_stack *s);

/*
 * Remove the stack an older run left in DIR, its index and NN.bpf files
 * (with a note naming them), where DIR now holds one directory per
 * thread. Returns an exit code after printing why.
 */
int clear_stack_dir(const char *dir);

/*
 * Whether -o OUT names a stack directory, into *is_dir: one that exists,
 * or OUT ending in '/', which is then made. A directory takes a stack of
 * any length, one filter included, so that a user need not know the count
 * beforehand; a file holds one filter. Returns an exit code after printing
 * why OUT/ could not be made.
 */
int output_stack_dir(const char *out, bool *is_dir);

/* s's filters as DIR/00.bpf, ... and its index; DIR must exist. */
int write_stack_dir(const char *dir, const struct seccache_stack *s);

/* A directory's index: its files, oldest first, and their flags. */
struct stack_index {
	char **names;
	uint32_t *flags;
	size_t n;
};

/*
 * DIR/flags.txt into *idx (no entries: a thread without filters): 0,
 * -errno if it cannot be read (-ENOENT: there is none), -EINVAL (why says
 * which line and what is wrong) or -ENOMEM. Free it with
 * stack_index_free().
 */
int read_stack_index(const char *dir, struct stack_index *idx, char *why,
		     size_t why_size);

void stack_index_free(struct stack_index *idx);

/*
 * A directory SOURCE without an index: say what it is instead (one
 * directory per thread, as dump writes threads whose filters differ, or
 * no stack at all). Returns EXIT_USAGE.
 */
int refuse_dir(const char *dir);

/* The stack directories the SOURCEs so far came from: see check_order(). */
struct source_order {
	struct dump_seen *seen;
	size_t n;
	bool warned_two_threads;
};

/*
 * Warn when src, the next SOURCE of a stack (oldest first), breaks the
 * order a stack directory's index gives: a file of it after a newer one
 * of the same directory (a glob or a list in the wrong order), or filters
 * of two stack directories (two threads' dumps) in one stack. Sources that
 * no index lists are no concern of it.
 */
void check_order(struct source_order *o, const struct source *src);

void source_order_free(struct source_order *o);

#endif
