/* SPDX-License-Identifier: MIT */
/*
 * text.c - what every text the library reads shares (actions, assembly,
 * architecture numbers): numbers in C notation, read the same way
 * everywhere.
 */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>

#include "abi.h"

bool sc_parse_u32(const char *s, const char **end, uint32_t *out)
{
	unsigned long long v;
	char *e;

	if (!isdigit((unsigned char)*s))
		return false;
	errno = 0;
	v = strtoull(s, &e, 0);
	if (errno || v > UINT32_MAX || (!end && *e))
		return false;
	if (end)
		*end = e;
	*out = (uint32_t)v;
	return true;
}
