/* SPDX-License-Identifier: MIT */
/*
 * vectors.c - test vectors: one from a command line's tokens, or each line
 * of a file, with syscall numbers or names of the vector's ABI and
 * arguments in C notation.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmds.h"
#include "messages.h"
#include "source_file.h"
#include "vectors.h"

/* Split line into at most VECTOR_MAX_FIELDS + 1 fields, stopping at '#'. */
static int split_fields(char *line, char **fields)
{
	char *save = NULL, *tok;
	int n = 0;

	line[strcspn(line, "#\n")] = '\0';
	for (tok = strtok_r(line, " \t\r", &save); tok && n <= VECTOR_MAX_FIELDS;
	     tok = strtok_r(NULL, " \t\r", &save))
		fields[n++] = tok;
	return n;
}

/*
 * The whole file first: read_text() bounds its size (a vector file of
 * /dev/zero must not grow a line forever) and refuses NUL bytes, which
 * would silently cut a line short.
 */
int read_vectors(const char *path, uint64_t ip,
		 int (*fn)(void *ctx, const struct seccache_data *d), void *ctx)
{
	char *text = NULL, *line, *next, *fields[VECTOR_MAX_FIELDS + 1], why[160];
	size_t size;
	int ret, lineno = 0;

	ret = read_text(path, &text, &size);
	for (line = text; !ret && line && *line; line = next) {
		struct seccache_data d;
		int n;

		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		n = split_fields(line, fields);
		lineno++;
		if (n == 0)
			continue;
		if (parse_vector(fields, n, ip, &d, why, sizeof(why))) {
			errorf("%s:%d: %s", source_name(path), lineno, why);
			ret = EXIT_USAGE;
		} else {
			ret = fn(ctx, &d);
		}
	}
	free(text);
	return ret;
}

/* A number in C notation that fits in max; negative values wrap as in C. */
static int parse_number(const char *text, uint64_t max, uint64_t *out)
{
	bool negative = text[0] == '-';
	unsigned long long v;
	char *end;

	errno = 0;
	v = strtoull(text + negative, &end, 0);
	if (errno || end == text + negative || *end || text[negative] == '-' ||
	    text[negative] == '+')
		return -EINVAL;
	if (negative) {
		/* -1 is all ones in the field's width. */
		if (v > max / 2 + 1)
			return -EINVAL;
		v = (max - v + 1) & max;
	} else if (v > max) {
		return -EINVAL;
	}
	*out = v;
	return 0;
}

int parse_u64(const char *text, uint64_t *out)
{
	return parse_number(text, UINT64_MAX, out);
}

bool is_arch_name(const char *text)
{
	return seccache_arch_lookup(text) != NULL;
}

/*
 * A syscall number or name of abi. "x32 1" means x32's write and "mips 1"
 * o32's exit: a number below the ABI's base gets it added, unless the
 * vector named its arch by AUDIT_ARCH value (raw), when nr is taken as is.
 */
static int parse_nr(const struct seccache_arch *abi, const char *text, bool raw,
		    uint32_t *nr)
{
	uint64_t v;

	if (!parse_number(text, UINT32_MAX, &v)) {
		*nr = !raw && (uint32_t)v < abi->nr_base ? (uint32_t)v + abi->nr_base :
							   (uint32_t)v;
		return 0;
	}
	return seccache_syscall_number(abi, text, nr, NULL) ? -EINVAL : 0;
}

/* Whether text is a number in C notation (not a name). */
static bool is_number(const char *text)
{
	uint64_t v;

	return !parse_number(text, UINT64_MAX, &v);
}

/* Whether tok is "ip=ADDR", the field that may end a vector. */
static bool ip_field(const char *tok)
{
	return !strncmp(tok, "ip=", 3);
}

int parse_vector(char *const *tok, int n, uint64_t ip, struct seccache_data *d,
		 char *why, size_t why_size)
{
	const struct seccache_arch *abi;
	uint64_t v;

	memset(d, 0, sizeof(*d));
	d->instruction_pointer = ip;
	if (n > 2 && ip_field(tok[n - 1])) {
		if (parse_u64(tok[n - 1] + 3, &d->instruction_pointer)) {
			snprintf(why, why_size, "'%s': ip= takes a 64-bit number", tok[n - 1]);
			return -EINVAL;
		}
		n--;
	}
	if (n > 8) {
		/* A line's fields are counted only so far (split_fields()). */
		snprintf(why, why_size, "the vector '%s %s ...' has more than 6 arguments: "
			 "a syscall has A0 .. A5", tok[0], tok[1]);
		return -EINVAL;
	}
	if (n < 2) {
		snprintf(why, why_size, "expected ARCH NR [A0 .. A5] [ip=ADDR], got %d field%s",
			 n, n == 1 ? "" : "s");
		return -EINVAL;
	}
	abi = seccache_arch_lookup(tok[0]);
	if (!abi) {
		snprintf(why, why_size, "unknown architecture '%s'", tok[0]);
		return -EINVAL;
	}
	d->arch = abi->audit_arch;
	if (parse_nr(abi, tok[1], is_number(tok[0]), &d->nr)) {
		if (!parse_u64(tok[1], &v))
			snprintf(why, why_size, "syscall number '%s' does not fit in 32 bits",
				 tok[1]);
		else
			snprintf(why, why_size, "'%s' is neither a number nor a syscall of %s",
				 tok[1], abi->name);
		return -EINVAL;
	}
	for (int i = 2; i < n; i++) {
		if (parse_u64(tok[i], &v)) {
			snprintf(why, why_size, "argument %d: '%s' is not a 64-bit number",
				 i - 2, tok[i]);
			return -EINVAL;
		}
		d->args[i - 2] = v;
	}
	return 0;
}
