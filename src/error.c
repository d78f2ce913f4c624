/* SPDX-License-Identifier: MIT */
/* error.c - filling struct seccache_error, the one way modules report why. */
#include <stdarg.h>
#include <stdio.h>

#include "internal.h"

int sc_fail(struct seccache_error *err, int code, int insn,
	    const char *fmt, ...)
{
	va_list ap;

	if (!err)
		return code;
	err->code = code;
	err->insn = insn;
	va_start(ap, fmt);
	vsnprintf(err->msg, sizeof(err->msg), fmt, ap);
	va_end(ap);
	return code;
}
