/* SPDX-License-Identifier: MIT */
/*
 * messages.h - what the command says on stderr: errors, warnings and notes
 * (which -q silences), the exit code an error maps to, and whether stdout
 * gets colour (--color).
 */
#ifndef SECCACHE_TOOLS_MESSAGES_H
#define SECCACHE_TOOLS_MESSAGES_H

#include <stdbool.h>
#include "seccache.h"

/* Print "seccache: " and the message to stderr. */
void errorf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* "seccache: warning: ..." and "seccache: note: ...": nothing with -q. */
void warnf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void notef(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Print the reason err holds about what (a file or pid), prefixed by it. */
void print_error(const char *what, const struct seccache_error *err);

/* A seccache_optimize() note, on stderr: ctx is the subcommand's name. */
void print_note(void *ctx, const char *msg);

/* The exit code for a negative errno: input errors 2, the rest 3. */
int exit_code_of(int code);

/* Print "try 'seccache CMD --help'" after a usage error; returns EXIT_USAGE. */
int usage_hint(const char *cmd);

/* -q/--quiet: no notes or warnings from here on. */
void set_quiet(void);

/* Whether -q was given: a note printed piece by piece checks it first. */
bool is_quiet(void);

/* --color[=WHEN] of subcommand cmd; returns an exit code after printing why. */
int parse_colour(const char *cmd, const char *text);

/*
 * --color=always, or with --color=auto (the default) stdout a terminal,
 * NO_COLOR unset or empty and TERM set and not "dumb".
 */
bool use_colour(void);

#endif
