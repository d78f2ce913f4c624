/* SPDX-License-Identifier: MIT */
/*
 * source_file.h - reading the files the command is given: SOURCE and
 * vector files read whole, bounded, and told apart by what they hold, the
 * kinds of SOURCE argument (a file, a stack directory, pid:PID), and
 * writing an output file.
 */
#ifndef SECCACHE_TOOLS_SOURCE_FILE_H
#define SECCACHE_TOOLS_SOURCE_FILE_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/* path, or "standard input" for "-": what messages call a SOURCE. */
const char *source_name(const char *path);

/* Whole file, or standard input for "-", NUL-terminated; returns an exit code. */
int read_source(const char *path, char **data, size_t *size);

/* The same for text (assembly, vectors): a NUL byte is an input error. */
int read_text(const char *path, char **data, size_t *size);

/* size bytes of buf into path (- is standard output); returns an exit code. */
int write_output(const char *path, const void *buf, size_t size);

/* A text with a NUL byte is an input error naming its line; returns an exit code. */
int check_text(const char *path, const char *data, size_t size);

/* What a SOURCE file holds. */
enum source_kind {
	SOURCE_RAW,		/* struct sock_filter records */
	SOURCE_ASM,		/* an assembly listing: one filter or a stack */
	SOURCE_PROFILE,		/* an OCI / Docker profile */
};

/* Whether path is a file holding a profile (never standard input, read once). */
bool is_profile_source(const char *path);

/* Whether path names a directory. */
bool is_directory(const char *path);

/* What a SOURCE argument names. */
enum source_form {
	SOURCE_FILE,		/* a file to read (which may not exist) */
	SOURCE_STDIN,		/* "-" */
	SOURCE_THREAD,		/* pid:PID or pid:PID/TID: a live thread's filters */
	SOURCE_DIR,		/* a stack directory, as dump, asm and optimize write one */
};

/*
 * A SOURCE argument, told apart once: what it is and what messages call
 * it, from its text; a thread's ids; a file's bytes and what they hold,
 * read once (standard input cannot be read twice).
 */
struct source {
	const char *arg;	/* as given */
	const char *name;	/* arg, or "standard input" for "-" */
	enum source_form form;
	pid_t pid, tid;		/* SOURCE_THREAD (tid 0: every thread) */
	char *data;		/* SOURCE_FILE and SOURCE_STDIN, once read */
	size_t size;
	enum source_kind kind;
};

/* What arg names, from its text and, for a directory, one stat(); nothing read. */
struct source source_of(const char *arg);

/*
 * source_of(), then what the form needs, printing why it cannot be had:
 * a thread's ids parsed, a file read and its kind told by content (raw
 * records always hold a NUL byte; a profile opens with '{'), by the name
 * (.s, .asm, .json) only where the content cannot tell; a listing with a
 * NUL byte is an input error naming its line. Returns an exit code;
 * source_close() frees the bytes either way.
 */
int source_open(const char *arg, struct source *src);

void source_close(struct source *src);

/* PID, pid:PID or pid:PID/TID (tid 0 if not given); returns an exit code. */
int parse_pid(const char *text, pid_t *pid, pid_t *tid);

#endif
