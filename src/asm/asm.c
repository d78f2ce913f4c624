/* SPDX-License-Identifier: MIT */
/*
 * asm.c - the assembler: classic BPF text, in a syntax close to libpcap's
 * bpf_asm (labels for jump targets, seccomp_data fields by name, actions
 * by name), into programs; a listing of several filters (a stack, as
 * 'seccache disasm A B' prints it) one filter at a time.
 */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "asm.h"
#include "abi/abi.h"

static int assemble_text(struct assembler *as, char *text)
{
	char *line = text;
	int ret;

	while (line) {
		char *nl = strchr(line, '\n');

		if (!nl && !*line)
			break;	/* what follows the last newline is no line */
		if (nl)
			*nl = '\0';
		as->line++;
		ret = as->line < as->first || as->line > as->last ? 0 :
		      sc_asm_parse_line(as, line);
		if (ret)
			return ret;
		line = nl ? nl + 1 : NULL;
	}
	return sc_asm_resolve_labels(as);
}

/*
 * Listings of several filters: 'seccache disasm A B' and 'seccache optimize
 * -f asm' start each filter of a stack with a comment line "; filter I of
 * N ...". Read as one program, the second filter would be dead code after
 * the first one's returns: a stack must come back as a stack, or not at all.
 */

/* Whether line (ended by NUL or newline) is "; filter I of N": *i, *n. */
static bool filter_marker(const char *line, unsigned long *i, unsigned long *n)
{
	const char *p = line;
	char *end;

	p += strspn(p, " \t");
	if (*p++ != ';')
		return false;
	p += strspn(p, " \t");
	if (strncmp(p, "filter ", 7) || !isdigit((unsigned char)p[7]))
		return false;
	*i = strtoul(p + 7, &end, 10);
	if (strncmp(end, " of ", 4) || !isdigit((unsigned char)end[4]))
		return false;
	*n = strtoul(end + 4, &end, 10);
	return !*end || isspace((unsigned char)*end) || *end == '(';
}

/* Whether line holds more than blanks and a comment. */
static bool has_code(const char *line)
{
	size_t len = strcspn(line, ";\n");
	const char *slashes = strstr(line, "//");

	if (slashes && (size_t)(slashes - line) < len)
		len = (size_t)(slashes - line);
	for (size_t i = 0; i < len; i++)
		if (!isspace((unsigned char)line[i]))
			return true;
	return false;
}

/*
 * The filters of text: *count, and the lines of filter want (from 0) in
 * [*first, *last]; err->line names the marker that breaks the listing.
 */
static int split_filters(const char *text, size_t want, size_t *count, int *first,
			 int *last, struct seccache_error *err)
{
	unsigned long i, n, total = 0, seen = 0;
	int line = 0, marker = 0, code = 0;

	*first = 1;
	*last = INT_MAX;
	for (const char *p = text; *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : p + strlen(p)) {
		line++;
		if (!filter_marker(p, &i, &n)) {
			code = code ? code : has_code(p) ? line : 0;
			continue;
		}
		if (!seen && code)
			return sc_fail_line(err, -EINVAL, code, "an instruction before the "
					    "listing's first filter ('; filter %lu of %lu', "
					    "line %d)", i, n, line);
		if (!n || i != seen || (seen && n != total))
			return sc_fail_line(err, -EINVAL, line, "'; filter %lu of %lu' "
					    "out of order: expected '; filter %lu of %lu'", i, n, seen,
					    seen ? total : (n ? n : 1));
		if (seen == want + 1)
			*last = line - 1;
		if (seen == want)
			*first = line + 1;
		total = n;
		marker = line;
		seen++;
	}
	if (seen && seen != total)
		return sc_fail_line(err, -EINVAL, marker,
				    "the listing ends after filter %lu of %lu", seen - 1, total);
	*count = seen ? seen : 1;
	return 0;
}

/* The lines [first, last] of text, assembled. */
static int assemble_lines(const char *text, int first, int last, struct seccache_insn **insns,
			  size_t *len, struct seccache_error *err)
{
	struct assembler as = { .err = err, .first = first, .last = last };
	struct seccache_insn *out = NULL;
	char *copy;
	int ret;

	copy = strdup(text);
	if (!copy)
		return sc_fail(err, -ENOMEM, -1, "out of memory");
	ret = assemble_text(&as, copy);
	if (!ret && !as.n)
		ret = first > 1 ? sc_fail_line(err, -EINVAL, first - 1,
					       "this filter has no instructions") :
			sc_fail_line(err, -EINVAL, as.line ? as.line : 1, "no instructions");
	if (!ret) {
		out = malloc(as.n * sizeof(*out));
		if (!out)
			ret = asm_oom(&as);
	}
	if (!ret) {
		for (size_t i = 0; i < as.n; i++)
			out[i] = as.insns[i].insn;
		*insns = out;
		*len = as.n;
	}
	free(as.insns);
	free(as.labels);
	free(copy);
	return ret;
}

int seccache_asm_count(const char *text, size_t *n, struct seccache_error *err)
{
	int first, last;

	if (!text || !n)
		return sc_fail(err, -EINVAL, -1, "no text");
	return split_filters(text, 0, n, &first, &last, err);
}

int seccache_asm_nth(const char *text, size_t i, struct seccache_insn **insns, size_t *len,
		     struct seccache_error *err)
{
	size_t n;
	int first, last, ret;

	if (!text || !insns || !len)
		return sc_fail(err, -EINVAL, -1, "no text");
	ret = split_filters(text, i, &n, &first, &last, err);
	if (!ret && i >= n)
		ret = sc_fail(err, -EINVAL, -1, "no filter %zu: the listing holds %zu", i, n);
	return ret ? ret : assemble_lines(text, first, last, insns, len, err);
}

int seccache_asm(const char *text, struct seccache_insn **insns, size_t *len,
		 struct seccache_error *err)
{
	size_t n;
	int first, last, ret;

	if (!text || !insns || !len)
		return sc_fail(err, -EINVAL, -1, "no text");
	ret = split_filters(text, 1, &n, &first, &last, err);
	if (ret)
		return ret;
	if (n > 1)
		return sc_fail_line(err, -EINVAL, first - 1, "a second filter starts here: "
				    "the listing holds %zu filters, a stack, not one program", n);
	return assemble_lines(text, 1, INT_MAX, insns, len, err);
}

int seccache_filter_from_asm(const char *text, struct seccache_filter **out,
			     struct seccache_error *err)
{
	struct seccache_insn *insns;
	size_t len;
	int ret;

	ret = seccache_asm(text, &insns, &len, err);
	if (ret)
		return ret;
	ret = seccache_filter_new(insns, len, out, err);
	free(insns);
	return ret;
}
