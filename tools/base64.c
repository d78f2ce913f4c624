/* SPDX-License-Identifier: MIT */
/* base64.c - the annotation's encoding; see base64.h. */
#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base64.h"

static const char alphabet[] =
	"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

char *base64_encode(const void *buf, size_t size)
{
	const unsigned char *in = buf;
	char *out = malloc((size + 2) / 3 * 4 + 1), *o = out;

	if (!out)
		return NULL;
	for (size_t i = 0; i < size; i += 3) {
		uint32_t v = (uint32_t)in[i] << 16;
		size_t n = size - i < 3 ? size - i : 3;

		if (n > 1)
			v |= (uint32_t)in[i + 1] << 8;
		if (n > 2)
			v |= in[i + 2];
		*o++ = alphabet[v >> 18];
		*o++ = alphabet[(v >> 12) & 63];
		*o++ = n > 1 ? alphabet[(v >> 6) & 63] : '=';
		*o++ = n > 2 ? alphabet[v & 63] : '=';
	}
	*o = '\0';
	return out;
}

/* The value of c in the alphabet, or -1. */
static int value_of(char c)
{
	const char *p = c ? strchr(alphabet, c) : NULL;

	return p ? (int)(p - alphabet) : -1;
}

/*
 * One group of four characters at text into out; returns the bytes it
 * holds (1 to 3), or -1 with *bad the offset in the group of the first
 * character that does not belong. Padding ends the text (last).
 */
static int decode_group(const char *text, bool last, unsigned char *out, size_t *bad)
{
	int v[4], pad = 0;

	for (int i = 0; i < 4; i++) {
		v[i] = value_of(text[i]);
		if (v[i] < 0 && text[i] == '=' && last && i >= 2 &&
		    (i == 3 || text[3] == '=')) {
			v[i] = 0;
			pad++;
		} else if (v[i] < 0 || pad) {
			*bad = (size_t)i;
			return -1;
		}
	}
	out[0] = (unsigned char)(v[0] << 2 | v[1] >> 4);
	out[1] = (unsigned char)((v[1] & 15) << 4 | v[2] >> 2);
	out[2] = (unsigned char)((v[2] & 3) << 6 | v[3]);
	return 3 - pad;
}

int base64_decode(const char *text, unsigned char **out, size_t *size, size_t *bad)
{
	size_t len = strlen(text), n = 0;
	unsigned char *buf;

	*out = NULL;
	*size = 0;
	*bad = len - len % 4;
	if (len % 4 || !len)
		return -EINVAL;
	buf = malloc(len / 4 * 3);
	if (!buf)
		return -ENOMEM;
	for (size_t i = 0; i < len; i += 4) {
		size_t at = 0;
		int got = decode_group(text + i, i + 4 == len, buf + n, &at);

		if (got < 0) {
			*bad = i + at;
			free(buf);
			return -EINVAL;
		}
		n += (size_t)got;
	}
	*out = buf;
	*size = n;
	return 0;
}
