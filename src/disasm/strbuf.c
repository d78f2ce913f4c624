/* SPDX-License-Identifier: MIT */
/*
 * strbuf.c - the string the disassembler prints into: it grows as it is
 * printed to, and remembers a failure to grow instead of returning one.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "disasm.h"

/* An empty string with room for cap bytes; failed if there is none. */
void sc_strbuf_init(struct strbuf *sb, size_t cap)
{
	*sb = (struct strbuf){ .s = malloc(cap), .cap = cap };
	if (sb->s)
		sb->s[0] = '\0';
	else
		sb->failed = true;
}

void sc_strbuf_printf(struct strbuf *sb, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (sb->failed)
		return;
	va_start(ap, fmt);
	n = vsnprintf(sb->s + sb->len, sb->cap - sb->len, fmt, ap);
	va_end(ap);
	if (n < 0) {
		sb->failed = true;
		return;
	}
	if ((size_t)n >= sb->cap - sb->len) {
		size_t cap = (sb->cap + n + 1) * 2;
		char *s = realloc(sb->s, cap);

		if (!s) {
			sb->failed = true;
			return;
		}
		sb->s = s;
		sb->cap = cap;
		va_start(ap, fmt);
		vsnprintf(sb->s + sb->len, sb->cap - sb->len, fmt, ap);
		va_end(ap);
	}
	sb->len += n;
}
