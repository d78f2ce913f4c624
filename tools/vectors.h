/* SPDX-License-Identifier: MIT */
/*
 * vectors.h - test vectors (ARCH NR [A0 .. A5] [ip=ADDR]) from arguments
 * and files, and the numbers in C notation they are written with.
 */
#ifndef SECCACHE_TOOLS_VECTORS_H
#define SECCACHE_TOOLS_VECTORS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "seccache.h"

/*
 * Parse one test vector from tokens: ARCH NR [A0 .. A5] [ip=ADDR], ip
 * the instruction_pointer of one without ip=. On error returns -EINVAL
 * with the reason in why.
 */
int parse_vector(char *const *tok, int n, uint64_t ip, struct seccache_data *d,
		 char *why, size_t why_size);

/* ARCH NR, six arguments and ip=: the most fields a vector has. */
#define VECTOR_MAX_FIELDS 9

/*
 * Each vector of the file path ("-": standard input), one a line, '#'
 * starting a comment, to fn(ctx, d) (ip for those without ip=), which
 * returns an exit code; stops at
 * the first that is not EXIT_OK. A bad line is an input error (printed
 * with its line number). Returns an exit code.
 */
int read_vectors(const char *path, uint64_t ip,
		 int (*fn)(void *ctx, const struct seccache_data *d), void *ctx);

/* A 64-bit number in C notation (negative values wrap); 0 or -EINVAL. */
int parse_u64(const char *text, uint64_t *out);

/* True if text names an architecture (a possible vector start). */
bool is_arch_name(const char *text);

#endif
