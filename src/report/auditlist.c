/* SPDX-License-Identifier: MIT */
/*
 * auditlist.c - an audit's findings: the handle that holds them, the
 * draft a check fills before it adds one (a finding that holds alike for
 * another ABI becomes one finding of both), severities by name, and the
 * accessors of the public API.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "report.h"

/* A finding and the strings its public view points to. */
struct audit_finding {
	struct seccache_finding pub;
	char *title, *detail;
	char **names;
};

struct seccache_audit {
	struct audit_finding *findings;
	size_t n, cap;
	const struct seccache_kernel *kernel;	/* the kernel spoken of, or NULL */
};

static const char *const severity_names[] = {
	[SECCACHE_SEVERITY_INFO] = "info", [SECCACHE_SEVERITY_LOW] = "low",
	[SECCACHE_SEVERITY_MEDIUM] = "medium", [SECCACHE_SEVERITY_HIGH] = "high",
};

const char *seccache_severity_name(enum seccache_severity s)
{
	return (unsigned int)s < ARRAY_SIZE(severity_names) ? severity_names[s] : NULL;
}

int seccache_severity_parse(const char *text, enum seccache_severity *s,
			    struct seccache_error *err)
{
	for (size_t i = 0; text && s && i < ARRAY_SIZE(severity_names); i++) {
		if (!strcasecmp(text, severity_names[i])) {
			*s = (enum seccache_severity)i;
			return 0;
		}
	}
	return sc_fail(err, -EINVAL, -1, "'%s' is not a severity (info, low, medium or high)",
		       text ? text : "(null)");
}

int sc_audit_new(const struct seccache_kernel *kernel, struct seccache_audit **out)
{
	*out = calloc(1, sizeof(**out));
	if (!*out)
		return -ENOMEM;
	(*out)->kernel = kernel;
	return 0;
}

static void names_free(char **names, size_t n)
{
	for (size_t i = 0; names && i < n; i++)
		free(names[i]);
	free(names);
}

void seccache_audit_free(struct seccache_audit *au)
{
	for (size_t i = 0; au && i < au->n; i++) {
		free(au->findings[i].title);
		free(au->findings[i].detail);
		names_free(au->findings[i].names, au->findings[i].pub.n_syscalls);
	}
	if (au)
		free(au->findings);
	free(au);
}

size_t seccache_audit_len(const struct seccache_audit *au)
{
	return au ? au->n : 0;
}

const struct seccache_finding *seccache_audit_finding(const struct seccache_audit *au, size_t i)
{
	return au && i < au->n ? &au->findings[i].pub : NULL;
}

const struct seccache_kernel *sc_audit_kernel(const struct seccache_audit *au)
{
	return au->kernel;
}

void sc_draft_start(struct sc_draft *d, const char *check, enum seccache_severity severity,
		    const struct seccache_arch *abi)
{
	memset(d, 0, sizeof(*d));
	d->check = check;
	d->severity = severity;
	d->abi = abi;
}

void sc_draft_name(struct sc_draft *d, const char *name)
{
	char **grown;

	if (d->error)
		return;
	if (d->n_names == d->cap) {
		d->cap = d->cap ? 2 * d->cap : 16;
		grown = realloc(d->names, d->cap * sizeof(*grown));
		if (!grown) {
			d->error = -ENOMEM;
			return;
		}
		d->names = grown;
	}
	if (!(d->names[d->n_names] = strdup(name)))
		d->error = -ENOMEM;
	else
		d->n_names++;
}

bool sc_draft_has(const struct sc_draft *d, const char *name)
{
	for (size_t i = 0; i < d->n_names; i++)
		if (!strcmp(d->names[i], name))
			return true;
	return false;
}

void sc_draft_title(struct sc_draft *d, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(d->title, sizeof(d->title), fmt, ap);
	va_end(ap);
}

void sc_draft_say(struct sc_draft *d, const char *fmt, ...)
{
	size_t len = strlen(d->detail);
	va_list ap;

	if (len + 1 >= sizeof(d->detail))
		return;
	va_start(ap, fmt);
	vsnprintf(d->detail + len, sizeof(d->detail) - len, fmt, ap);
	va_end(ap);
}

void sc_draft_drop(struct sc_draft *d)
{
	names_free(d->names, d->n_names);
	d->names = NULL;
	d->n_names = d->cap = 0;
}

/* Whether f says what d says, of the same calls. */
static bool same_finding(const struct audit_finding *f, const struct sc_draft *d)
{
	if (strcmp(f->pub.check, d->check) || f->pub.severity != d->severity ||
	    strcmp(f->title, d->title) || strcmp(f->detail, d->detail) ||
	    f->pub.n_syscalls != d->n_names)
		return false;
	for (size_t i = 0; i < d->n_names; i++)
		if (strcmp(f->names[i], d->names[i]))
			return false;
	return true;
}

/* f holds for d's ABI too. */
static void add_abi(struct audit_finding *f, const struct seccache_arch *abi)
{
	for (size_t i = 0; i < f->pub.n_abis; i++)
		if (f->pub.abis[i] == abi)
			return;
	if (f->pub.n_abis < SECCACHE_MAX_ABIS)
		f->pub.abis[f->pub.n_abis++] = abi;
}

static int grow(struct seccache_audit *au)
{
	struct audit_finding *grown;
	size_t cap = au->cap ? 2 * au->cap : 16;

	if (au->n < au->cap)
		return 0;
	grown = realloc(au->findings, cap * sizeof(*grown));
	if (!grown)
		return -ENOMEM;
	au->findings = grown;
	au->cap = cap;
	return 0;
}

/*
 * Add what d drafted to au, or d's ABI to a finding that says the same;
 * d's names are au's or freed either way. Returns 0 or -ENOMEM.
 */
int sc_audit_add(struct seccache_audit *au, struct sc_draft *d)
{
	struct audit_finding *f;
	int ret = d->error;

	for (size_t i = 0; !ret && i < au->n; i++) {
		if (same_finding(&au->findings[i], d)) {
			add_abi(&au->findings[i], d->abi);
			sc_draft_drop(d);
			return 0;
		}
	}
	if (!ret)
		ret = grow(au);
	if (ret) {
		sc_draft_drop(d);
		return ret;
	}
	f = &au->findings[au->n];
	memset(f, 0, sizeof(*f));
	f->title = strdup(d->title);
	f->detail = strdup(d->detail);
	if (!f->title || !f->detail) {
		free(f->title);
		free(f->detail);
		sc_draft_drop(d);
		return -ENOMEM;
	}
	f->names = d->names;
	f->pub = (struct seccache_finding){
		.check = d->check, .severity = d->severity, .abis = { d->abi }, .n_abis = 1,
		.syscalls = (const char *const *)d->names, .n_syscalls = d->n_names,
		.title = f->title, .detail = f->detail,
	};
	d->names = NULL;
	d->n_names = d->cap = 0;
	au->n++;
	return 0;
}

/* Most severe first; the checks' order otherwise (a stable sort by hand). */
void sc_audit_sort(struct seccache_audit *au)
{
	for (size_t i = 1; i < au->n; i++) {
		struct audit_finding f = au->findings[i];
		size_t j = i;

		for (; j > 0 && au->findings[j - 1].pub.severity < f.pub.severity; j--)
			au->findings[j] = au->findings[j - 1];
		au->findings[j] = f;
	}
}
