/* SPDX-License-Identifier: MIT */
/*
 * messages.c - what the command says on stderr, and whether stdout gets
 * colour. Every error is printed once, with what it is about, so that a
 * subcommand only passes the exit code on.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmds.h"
#include "messages.h"

/*
 * What the command line chose for the whole run (-q, --color): the
 * command's own output settings, read by every printer below, set once by
 * parse_options() (set_quiet(), parse_colour()) before any output.
 */
static struct {
	bool quiet;			/* no notes or warnings */
	enum { COLOUR_AUTO, COLOUR_ALWAYS, COLOUR_NEVER } colour;
} out_settings;

static void vprint(const char *kind, const char *fmt, va_list ap)
{
	fprintf(stderr, "seccache: %s", kind);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
}

void errorf(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vprint("", fmt, ap);
	va_end(ap);
}

void warnf(const char *fmt, ...)
{
	va_list ap;

	if (out_settings.quiet)
		return;
	va_start(ap, fmt);
	vprint("warning: ", fmt, ap);
	va_end(ap);
}

void print_error(const char *what, const struct seccache_error *err)
{
	/* The library's reasons already name the instruction ("insn 3: ..."). */
	if (err->line > 0)
		errorf("%s:%d: %s", what, err->line, err->msg);
	else
		errorf("%s: %s", what, err->msg);
}

void notef(const char *fmt, ...)
{
	va_list ap;

	if (out_settings.quiet)
		return;
	va_start(ap, fmt);
	vprint("note: ", fmt, ap);
	va_end(ap);
}

void print_note(void *ctx, const char *msg)
{
	if (!out_settings.quiet)
		fprintf(stderr, "seccache: %s: note: %s\n", (const char *)ctx, msg);
}

int exit_code_of(int code)
{
	switch (-code) {
	case EINVAL:
	case ENOENT:
	case ENOTDIR:
	case EISDIR:
	case ESRCH:
	case EFBIG:
	case E2BIG:
	case ENOEXEC:
	case EOPNOTSUPP:
	case ERANGE:
	case ENOTUNIQ:
		return EXIT_USAGE;
	default:
		return EXIT_SYSTEM;
	}
}

int usage_hint(const char *cmd)
{
	fprintf(stderr, "seccache: try 'seccache %s --help'\n", cmd);
	return EXIT_USAGE;
}

void set_quiet(void)
{
	out_settings.quiet = true;
}

bool is_quiet(void)
{
	return out_settings.quiet;
}

/* --color[=WHEN]: always when WHEN is not given, as ls(1) reads it. */
int parse_colour(const char *cmd, const char *text)
{
	if (!text || !strcmp(text, "always"))
		out_settings.colour = COLOUR_ALWAYS;
	else if (!strcmp(text, "never"))
		out_settings.colour = COLOUR_NEVER;
	else if (!strcmp(text, "auto"))
		out_settings.colour = COLOUR_AUTO;
	else {
		errorf("%s: --color: '%s' is not auto, always or never", cmd, text);
		return EXIT_USAGE;
	}
	return EXIT_OK;
}

bool use_colour(void)
{
	const char *no_colour = getenv("NO_COLOR"), *term = getenv("TERM");

	if (out_settings.colour != COLOUR_AUTO)
		return out_settings.colour == COLOUR_ALWAYS;
	/* no-color.org; and a dumb terminal prints escapes as text. */
	if ((no_colour && *no_colour) || !term || !strcmp(term, "dumb"))
		return false;
	return isatty(STDOUT_FILENO);
}
