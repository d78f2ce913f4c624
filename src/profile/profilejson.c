/* SPDX-License-Identifier: MIT */
/*
 * profilejson.c - reading a profile's JSON with jansson as Go reads it:
 * null counts as absent, integers up to UINT64_MAX are kept (jansson's
 * stop at INT64_MAX), and every error names the file, the field and, for
 * text that is not JSON, its line and column.
 */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "profile.h"

/* Every profile error is -EINVAL and names the file and the field. */
int sc_profile_error(struct profile_compiler *c, const char *fmt, ...)
{
	char reason[200];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(reason, sizeof(reason), fmt, ap);
	va_end(ap);
	return sc_fail(c->err, -EINVAL, -1, "%s: %s", c->what, reason);
}

void sc_profile_warn(struct profile_compiler *c, const char *fmt, ...)
{
	char msg[256];
	va_list ap;

	if (!c->opts->warn)
		return;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	c->opts->warn(c->opts->warn_ctx, msg);
}

/* JSON null counts as absent, as in Go's encoding/json. */
json_t *sc_profile_field(json_t *obj, const char *key)
{
	json_t *v = json_object_get(obj, key);

	return json_is_null(v) ? NULL : v;
}

int sc_profile_get_string(struct profile_compiler *c, json_t *obj, const char *key,
			  const char *where, const char **out)
{
	json_t *v = sc_profile_field(obj, key);

	*out = NULL;
	if (!v)
		return 0;
	if (!json_is_string(v))
		return sc_profile_error(c, "%s%s: must be a string", where, key);
	*out = json_string_value(v);
	return 0;
}

/*
 * jansson keeps integers in a long long: integers past INT64_MAX, which
 * Go reads into a profile's uint64 values, reach it as strings with this
 * prefix (seccache_json_quote_big()).
 */
#define BIG_INT_PREFIX "\001u64:"

int sc_profile_get_uint(struct profile_compiler *c, json_t *obj, const char *key,
			const char *where, uint64_t max, bool *present, uint64_t *out)
{
	json_t *v = sc_profile_field(obj, key);
	const char *big = json_is_string(v) ? json_string_value(v) : NULL;

	*present = v != NULL;
	*out = 0;
	if (!v)
		return 0;
	if (big && !strncmp(big, BIG_INT_PREFIX, strlen(BIG_INT_PREFIX))) {
		*out = strtoull(big + strlen(BIG_INT_PREFIX), NULL, 10);
		if (*out <= max)
			return 0;
		return sc_profile_error(c, "%s%s: must be an integer from 0 to %llu", where,
					key, (unsigned long long)max);
	}
	if (!json_is_integer(v) || json_integer_value(v) < 0 ||
	    (uint64_t)json_integer_value(v) > max)
		return sc_profile_error(c, "%s%s: must be an integer from 0 to %llu", where,
					key, (unsigned long long)max);
	*out = (uint64_t)json_integer_value(v);
	return 0;
}

/* An array field, or NULL when absent; *n is its size. */
int sc_profile_get_array(struct profile_compiler *c, json_t *obj, const char *key,
			 const char *where, size_t max, json_t **out)
{
	json_t *v = sc_profile_field(obj, key);

	*out = v;
	if (!v)
		return 0;
	if (!json_is_array(v))
		return sc_profile_error(c, "%s%s: must be an array", where, key);
	if (json_array_size(v) > max)
		return sc_profile_error(c, "%s%s: %zu entries, more than %zu", where, key,
					json_array_size(v), max);
	return 0;
}

int sc_profile_get_string_at(struct profile_compiler *c, json_t *arr, size_t i,
			     const char *where, const char *key, const char **out)
{
	json_t *v = json_array_get(arr, i);

	*out = NULL;
	if (!json_is_string(v))
		return sc_profile_error(c, "%s%s[%zu]: must be a string", where, key, i);
	*out = json_string_value(v);
	return 0;
}

/*
 * Whether the digits text[i..j) are a whole integer literal from INT64_MAX
 * + 1 to UINT64_MAX: no sign, fraction or exponent around them.
 */
static bool is_big_uint(const char *text, size_t i, size_t j, size_t len)
{
	size_t n = j - i;

	if ((i && strchr("-+.eE", text[i - 1])) || (j < len && strchr(".eE", text[j])))
		return false;
	if (n == 19)
		return memcmp(text + i, "9223372036854775807", 19) > 0;
	return n == 20 && memcmp(text + i, "18446744073709551615", 20) <= 0;
}

/* BIG_INT_PREFIX as seccache_json_quote_big() writes it: a string's opening quote, escaped. */
#define BIG_INT_QUOTED "\"\\u0001u64:"

/* The length of the JSON string at text[i] (a quote), escapes and all. */
static size_t string_len(const char *text, size_t i, size_t len)
{
	size_t j = i + 1;

	while (j < len && text[j] != '"')
		j += text[j] == '\\' && j + 1 < len ? 2 : 1;
	return (j < len ? j + 1 : j) - i;
}

/*
 * text with each integer literal past INT64_MAX (at most UINT64_MAX)
 * turned into BIG_INT_QUOTED "digits\"" (unquote false), or each such
 * string back into its digits (unquote true). Everything else is copied
 * as it is; lines stay where they were.
 */
static int big_integers(const char *text, size_t len, bool unquote, char **out,
			size_t *out_len, struct seccache_error *err)
{
	/* A literal of 19 digits or more grows by 12 characters at most. */
	char *buf = malloc(2 * len + 16), *o = buf;
	size_t pre = strlen(BIG_INT_QUOTED), i = 0;

	*out = NULL;
	if (!buf)
		return sc_fail(err, -ENOMEM, -1, "out of memory");
	while (i < len) {
		size_t j = i, n;

		if (text[i] == '"') {
			n = string_len(text, i, len);
			j = i + pre;
			while (unquote && j < i + n && isdigit((unsigned char)text[j]))
				j++;
			if (unquote && n > pre + 1 && !memcmp(text + i, BIG_INT_QUOTED, pre) &&
			    j + 1 == i + n && is_big_uint(text, i + pre, j, j)) {
				memcpy(o, text + i + pre, j - i - pre);
				o += j - i - pre;
			} else {
				memcpy(o, text + i, n);
				o += n;
			}
			i += n;
			continue;
		}
		while (j < len && isdigit((unsigned char)text[j]))
			j++;
		if (j == i)
			j = i + 1;
		if (!unquote && is_big_uint(text, i, j, len)) {
			memcpy(o, BIG_INT_QUOTED, pre);
			o += pre;
			memcpy(o, text + i, j - i);
			o += j - i;
			*o++ = '"';
		} else {
			memcpy(o, text + i, j - i);
			o += j - i;
		}
		i = j;
	}
	*o = '\0';
	*out = buf;
	*out_len = (size_t)(o - buf);
	return 0;
}

int seccache_json_quote_big(const char *text, size_t len, char **out, size_t *out_len,
			    struct seccache_error *err)
{
	return big_integers(text, len, false, out, out_len, err);
}

int seccache_json_unquote_big(const char *text, size_t len, char **out, size_t *out_len,
			      struct seccache_error *err)
{
	return big_integers(text, len, true, out, out_len, err);
}

/* The profile's JSON, its integers past INT64_MAX quoted; NULL with jerr. */
json_t *sc_profile_load_json(const char *text, size_t len, json_error_t *jerr)
{
	size_t quoted_len;
	char *quoted;
	json_t *root;

	if (seccache_json_quote_big(text, len, &quoted, &quoted_len, NULL)) {
		memset(jerr, 0, sizeof(*jerr));
		snprintf(jerr->text, sizeof(jerr->text), "out of memory");
		return NULL;
	}
	root = json_loadb(quoted, quoted_len, 0, jerr);
	free(quoted);
	return root;
}

/* jansson's message with its line and column. */
int sc_profile_json_fail(struct seccache_error *err, const char *what,
			 const json_error_t *jerr)
{
	return sc_fail_line(err, -EINVAL, jerr->line, "%s:%d:%d: not valid JSON: %s",
			    what, jerr->line, jerr->column, jerr->text);
}

