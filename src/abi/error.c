/* SPDX-License-Identifier: MIT */
/* error.c - filling struct seccache_error, the one way modules report why. */
#include <stdarg.h>
#include <stdio.h>

#include "abi.h"

/* Every field of *err, so that nothing of an earlier failure stays in it. */
static int vfail(struct seccache_error *err, int code, int insn, int line,
		 const char *fmt, va_list ap)
{
	if (!err)
		return code;
	err->code = code;
	err->insn = insn;
	err->line = line;
	vsnprintf(err->msg, sizeof(err->msg), fmt, ap);
	return code;
}

int sc_fail(struct seccache_error *err, int code, int insn,
	    const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vfail(err, code, insn, 0, fmt, ap);
	va_end(ap);
	return code;
}

int sc_fail_line(struct seccache_error *err, int code, int line,
		 const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vfail(err, code, -1, line, fmt, ap);
	va_end(ap);
	return code;
}
