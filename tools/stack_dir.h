/* SPDX-License-Identifier: MIT */
/*
 * stack_dir.h - stacks as directories of raw filters, as seccache dump,
 * asm and optimize write them: DIR/00.bpf, DIR/01.bpf, ... and the index
 * DIR/flags.txt, which lists them oldest first with their flags.
 */
#ifndef SECCACHE_TOOLS_STACK_DIR_H
#define SECCACHE_TOOLS_STACK_DIR_H

#include <stddef.h>
#include <stdint.h>
#include "seccache.h"

/* The index's name in a stack directory. */
#define STACK_INDEX "flags.txt"

/*
 * "00.bpf": the name of filter i of n, as wide as n needs (at least two
 * digits) so that a shell glob lists the files in stack order.
 */
void stack_file_name(char *buf, size_t size, size_t i, size_t n);

/* "LOG" or "none": how the index and dump's summary write a filter's flags. */
const char *flag_name(uint32_t flags);

/*
 * DIR/flags.txt for n files named by stack_file_name(), with filter i's
 * flags from s (s NULL: none). Returns an exit code after printing why.
 */
int write_stack_index(const char *dir, size_t n, const struct seccache_stack *s);

/* s's filters as DIR/00.bpf, ... and its index; DIR must exist. */
int write_stack_dir(const char *dir, const struct seccache_stack *s);

#endif
