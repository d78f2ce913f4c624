/* SPDX-License-Identifier: MIT */
/*
 * common.h - what the subcommands share: error printing with the right exit
 * code, option helpers, turning SOURCE arguments into a stack, and parsing
 * test vectors. The library does the work; these only adapt argv to it.
 */
#ifndef SECCACHE_TOOLS_COMMON_H
#define SECCACHE_TOOLS_COMMON_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>
#include "seccache.h"

#define MAX_ARCH_OPTS 8

/* Print "seccache: " and the message to stderr. */
void errorf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void warnf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Print the reason err holds about what (a file or pid), prefixed by it. */
void print_error(const char *what, const struct seccache_error *err);

/* The exit code for a negative errno: input errors 2, the rest 3. */
int exit_code_of(int code);

/* Print "try 'seccache CMD --help'" after a usage error; returns EXIT_USAGE. */
int usage_hint(const char *cmd);

/* True when stdout is a terminal and NO_COLOR is not set. */
bool use_colour(void);

/* An architecture option value; prints the error and returns NULL if unknown. */
const struct seccache_arch *parse_arch_arg(const char *text);

/* --arch values collected from the command line. */
struct arch_list {
	const struct seccache_arch *arch[MAX_ARCH_OPTS];
	size_t n;
};

/* Append --arch text; returns 0 or EXIT_USAGE after printing why. */
int arch_list_add(struct arch_list *l, const char *text);

/* path, or "standard input" for "-": what messages call a SOURCE. */
const char *source_name(const char *path);

/* Whole file, or standard input for "-", NUL-terminated; returns an exit code. */
int read_source(const char *path, char **data, size_t *size);

/* The same for text (assembly, vectors): a NUL byte is an input error. */
int read_text(const char *path, char **data, size_t *size);

/* True for FILE.s and FILE.asm, which hold text assembly. */
bool is_asm_path(const char *path);

/* True for FILE.json, an OCI seccomp profile. */
bool is_profile_path(const char *path);

/* True for pid:PID and pid:PID/TID. */
bool is_pid_source(const char *source);

/* PID, pid:PID or pid:PID/TID (tid 0 if not given); returns an exit code. */
int parse_pid(const char *text, pid_t *pid, pid_t *tid);

/*
 * Load SOURCE arguments, oldest first, into a new stack. Profiles are
 * compiled for the archs in list (empty: the profile's own). Returns an
 * exit code after printing the reason.
 */
int load_stack(char *const *sources, int n, const struct arch_list *list,
	       struct seccache_stack **out);

/*
 * Parse one test vector from tokens: ARCH NR [A0 .. A5]. On error returns
 * -EINVAL with the reason in why.
 */
int parse_vector(char *const *tok, int n, struct seccache_data *d,
		 char *why, size_t why_size);

/* A 64-bit number in C notation (negative values wrap); 0 or -EINVAL. */
int parse_u64(const char *text, uint64_t *out);

/* True if text names an architecture (a possible vector start). */
bool is_arch_name(const char *text);

#endif
