/* SPDX-License-Identifier: MIT */
/*
 * auditwrite.c - an audit written out: for people, a count by severity
 * and each finding with its detail wrapped and its calls cut to a few
 * lines; for tools, JSON with a version field (jansson). Read through the
 * public accessors of auditlist.c.
 */
#include <errno.h>
#include <string.h>

#include <jansson.h>

#include "report.h"

#define WRAP_COLUMN	78
#define INDENT		4
/* The calls line stops near this many characters, with how many more. */
#define CALLS_MAX	(3 * (WRAP_COLUMN - INDENT) - 24)

static const char *const severity_colours[] = {
	[SECCACHE_SEVERITY_INFO] = "\033[2m", [SECCACHE_SEVERITY_LOW] = "\033[36m",
	[SECCACHE_SEVERITY_MEDIUM] = "\033[33m", [SECCACHE_SEVERITY_HIGH] = "\033[1;31m",
};

/* text wrapped before WRAP_COLUMN, each line indented; words never split. */
static void print_wrapped(FILE *out, const char *text)
{
	size_t col = 0;

	while (*text) {
		size_t space = strspn(text, " "), len;

		text += space;
		len = strcspn(text, " ");
		if (!len)
			break;
		if (col && col + 1 + len > WRAP_COLUMN) {
			fputc('\n', out);
			col = 0;
		}
		if (!col)
			col = (size_t)fprintf(out, "%*s", INDENT, "");
		else
			col += (size_t)fprintf(out, " ");
		col += (size_t)fprintf(out, "%.*s", (int)len, text);
		text += len;
	}
	if (col)
		fputc('\n', out);
}

/* "calls: a, b, c, and 12 more", wrapped like the detail. */
static void print_calls(FILE *out, const struct seccache_finding *f)
{
	char line[CALLS_MAX + 64];
	size_t len, i;

	if (!f->n_syscalls)
		return;
	len = (size_t)snprintf(line, sizeof(line), "calls:");
	for (i = 0; i < f->n_syscalls; i++) {
		if (len + 2 + strlen(f->syscalls[i]) > CALLS_MAX)
			break;
		len += (size_t)snprintf(line + len, sizeof(line) - len, "%s %s", i ? "," : "",
					f->syscalls[i]);
	}
	if (i < f->n_syscalls)
		snprintf(line + len, sizeof(line) - len, ", and %zu more", f->n_syscalls - i);
	print_wrapped(out, line);
}

static void print_finding(FILE *out, const struct seccache_finding *f, bool colour)
{
	fprintf(out, "\n%s[%s]%s ", colour ? severity_colours[f->severity] : "",
		seccache_severity_name(f->severity), colour ? "\033[0m" : "");
	for (size_t i = 0; i < f->n_abis; i++)
		fprintf(out, "%s%s", i ? ", " : "", f->abis[i]->name);
	fprintf(out, ": %s\n", f->title);
	print_wrapped(out, f->detail);
	print_calls(out, f);
}

static void count(const struct seccache_audit *au, size_t counts[4])
{
	const struct seccache_finding *f;

	memset(counts, 0, 4 * sizeof(counts[0]));
	for (size_t i = 0; (f = seccache_audit_finding(au, i)); i++)
		counts[f->severity]++;
}

/* "Linux 6.18.0", or the newest release seccache knows. */
static const char *release_of(const struct seccache_audit *au)
{
	const struct seccache_kernel *k = sc_audit_kernel(au);

	return k ? k->release : seccache_syscall_tables_release();
}

int seccache_audit_text(const struct seccache_audit *au, FILE *out, unsigned int flags,
			struct seccache_error *err)
{
	bool colour = flags & SECCACHE_REPORT_COLOR;
	const struct seccache_finding *f;
	size_t counts[4];

	if (!au || !out)
		return sc_fail(err, -EINVAL, -1, "no audit or no stream");
	count(au, counts);
	fprintf(out, "seccache audit for Linux %s: %zu high, %zu medium, %zu low, %zu info\n",
		release_of(au), counts[SECCACHE_SEVERITY_HIGH], counts[SECCACHE_SEVERITY_MEDIUM],
		counts[SECCACHE_SEVERITY_LOW], counts[SECCACHE_SEVERITY_INFO]);
	for (size_t i = 0; (f = seccache_audit_finding(au, i)); i++)
		print_finding(out, f, colour);
	if (ferror(out))
		return sc_report_fail(err, -EIO);
	return 0;
}

static json_t *strings_json(const char *const *s, size_t n)
{
	json_t *arr = json_array();

	for (size_t i = 0; arr && i < n; i++)
		json_array_append_new(arr, json_string(s[i]));
	return arr;
}

static json_t *finding_json(const struct seccache_finding *f)
{
	const char *abis[SECCACHE_MAX_ABIS];
	json_t *o = json_object();

	for (size_t i = 0; i < f->n_abis; i++)
		abis[i] = f->abis[i]->name;
	if (!o)
		return NULL;
	json_object_set_new(o, "check", json_string(f->check));
	json_object_set_new(o, "severity", json_string(seccache_severity_name(f->severity)));
	json_object_set_new(o, "abis", strings_json(abis, f->n_abis));
	json_object_set_new(o, "syscalls", strings_json(f->syscalls, f->n_syscalls));
	json_object_set_new(o, "title", json_string(f->title));
	json_object_set_new(o, "detail", json_string(f->detail));
	return o;
}

static json_t *audit_json(const struct seccache_audit *au)
{
	json_t *o = json_object(), *counts = json_object(), *findings = json_array();
	const struct seccache_finding *f;
	size_t n[4];

	count(au, n);
	for (int s = SECCACHE_SEVERITY_HIGH; counts && s >= SECCACHE_SEVERITY_INFO; s--)
		json_object_set_new(counts, seccache_severity_name(s), json_integer((json_int_t)n[s]));
	for (size_t i = 0; findings && (f = seccache_audit_finding(au, i)); i++)
		json_array_append_new(findings, finding_json(f));
	if (o) {
		json_object_set_new(o, "version", json_integer(SECCACHE_JSON_VERSION));
		json_object_set_new(o, "kernel", json_string(release_of(au)));
		json_object_set_new(o, "counts", counts);
		json_object_set_new(o, "findings", findings);
	} else {
		json_decref(counts);
		json_decref(findings);
	}
	return o;
}

int seccache_audit_json(const struct seccache_audit *au, FILE *out, struct seccache_error *err)
{
	json_t *doc;
	int ret;

	if (!au || !out)
		return sc_fail(err, -EINVAL, -1, "no audit or no stream");
	if (!(doc = audit_json(au)))
		return sc_report_fail(err, -ENOMEM);
	ret = json_dumpf(doc, out, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
	json_decref(doc);
	if (ret || fputc('\n', out) == EOF || ferror(out))
		return sc_report_fail(err, -EIO);
	return 0;
}
