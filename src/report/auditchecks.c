/* SPDX-License-Identifier: MIT */
/*
 * auditchecks.c - the checks of an audit, one ABI at a time, each adding
 * its findings through auditlist.c: another ABI's calls reaching rules
 * written for the native numbers (no arch check, x32's bit untested), an
 * ABI that does a job the native one denies, a denylist, a call denied
 * while another that does its job is allowed, dangerous calls allowed,
 * rules the kernel never runs (seccomp_uprobe_exception()), and what the
 * kernel's cache leaves to the filters. Calls are matched per ABI by what
 * that ABI has in the kernel the audit speaks of (equivalents.c).
 */
#include <errno.h>
#include <string.h>

#include "report.h"

/* Names a detail spells out before "and N more". */
#define DETAIL_NAMES 3

struct audit_ctx {
	struct seccache_audit *au;
	const struct seccache_analysis *a;
	const struct seccache_analysis *kernel;	/* kernel mode, or NULL */
	const struct seccache_arch *abi;
	const struct seccache_kernel *k;	/* the kernel spoken of, or NULL: the newest */
	char release[80];			/* "Linux 6.18.0" */
};

static bool is_compat(const struct seccache_arch *abi)
{
	return abi->native != abi && !sc_report_is_x32(abi);
}

/* "5.1", "2.6.13": a release of SECCACHE_KERNEL_VERSION(). */
static void version_text(uint32_t v, char *buf, size_t size)
{
	if (v & 0xff)
		snprintf(buf, size, "%u.%u.%u", v >> 16, (v >> 8) & 0xff, v & 0xff);
	else
		snprintf(buf, size, "%u.%u", v >> 16, (v >> 8) & 0xff);
}

/* What the filters give the numbers past every table: a denylist allows them. */
static const struct seccache_range *default_range(const struct audit_ctx *c)
{
	return seccache_analysis_lookup(c->a, c->abi->audit_arch,
					c->abi->nr_base + c->abi->nr_count);
}

/*
 * Whether the filters give action to a number of the ABI's table that is
 * no syscall (a hole): what they answer a number they cannot have named.
 * runc's ENOSYS stub answers the numbers past the largest one a profile
 * names with ENOSYS and the others with the profile's default, so the
 * number past the table alone does not tell the default.
 */
static bool hole_gets(const struct audit_ctx *c, uint32_t action)
{
	char name[64];

	for (uint32_t nr = c->abi->nr_base; nr < c->abi->nr_base + c->abi->nr_count; nr++) {
		const struct seccache_range *r;

		if (seccache_syscall_name(c->abi, nr, name, sizeof(name), NULL) != -ENOENT)
			continue;
		r = seccache_analysis_lookup(c->a, c->abi->audit_arch, nr);
		if (r && r->constant && r->action == action)
			return true;
	}
	return false;
}

/*
 * A denial the filters single out: a constant result other than the ones
 * they give the calls they do not name (past the table, and its holes). An
 * allowlist's omissions are not singled out (Chromium answers open with its
 * default, and allows openat).
 */
static bool singled_out(const struct audit_ctx *c, const struct seccache_range *r)
{
	const struct seccache_range *def = default_range(c);

	if (!r->constant || sc_grant_of(r) != SC_GRANT_DENIED)
		return false;
	if (def && def->constant && def->action == r->action)
		return false;
	return !hole_gets(c, r->action);
}

static bool is_enosys(const struct audit_ctx *c, const struct seccache_range *r)
{
	const char *name;

	if (!r->constant || (seccache_action_effective(r->action) & SECCACHE_RET_ACTION_FULL) !=
			    SECCACHE_RET_ERRNO)
		return false;
	name = seccache_errno_name(c->abi, r->action & SECCACHE_RET_DATA);
	return name && !strcmp(name, "ENOSYS");
}

/* "s" after a count other than one. */
static const char *plural(size_t n)
{
	return n == 1 ? "" : "s";
}

static enum seccache_severity lower(enum seccache_severity s)
{
	return s > SECCACHE_SEVERITY_INFO ? s - 1 : s;
}

/* ", and 4 more" after the first DETAIL_NAMES of d's names from index from. */
static void say_names(struct sc_draft *d, size_t from)
{
	size_t shown = 0;

	for (size_t i = from; i < d->n_names && shown < DETAIL_NAMES; i++, shown++)
		sc_draft_say(d, "%s%s", shown ? ", " : "", d->names[i]);
	if (d->n_names - from > shown)
		sc_draft_say(d, ", and %zu more", d->n_names - from - shown);
}

/* ------------------------------------------------------------------ */
/* Another ABI: the arch check, x32's bit, jobs the native ABI denies  */
/* ------------------------------------------------------------------ */

/* What a compat ABI's calls do that the native ABI's rules meant to stop. */
struct compat_scan {
	struct sc_draft weaker;		/* calls doing a job the native ABI denies */
	struct sc_draft unchecked;	/* calls whose result never read the arch */
	bool weaker_runs;		/* one of them runs whatever its arguments */
	uint32_t named, first_weaker;
};

static void scan_compat(const struct audit_ctx *c, struct compat_scan *s)
{
	for (uint32_t i = 0; i < c->abi->nr_count; i++) {
		uint32_t nr = c->abi->nr_base + i;
		const struct seccache_range *r = seccache_analysis_lookup(c->a, c->abi->audit_arch, nr);
		const struct seccache_range *native;
		char name[SECCACHE_SYSCALL_NAME_MAX];

		if (!r || (r->flags & SECCACHE_RANGE_PIN) || !sc_report_call_name(c->a, c->abi, nr, name))
			continue;
		s->named++;
		if (!(r->reads & SECCACHE_READ_ARCH))
			sc_draft_name(&s->unchecked, name);
		if (!sc_report_weaker_call(c->a, c->abi, r, name, &native))
			continue;
		if (!s->weaker.n_names)
			s->first_weaker = nr;
		sc_draft_name(&s->weaker, name);
		s->weaker_runs |= sc_grant_of(r) == SC_GRANT_RUNS;
	}
}

/* Whether kernel k, as its architecture's default configuration builds it, has abi. */
static bool abi_configured(const struct audit_ctx *c)
{
	return !c->k || !seccache_kernel_has_cache(c->k, c->abi->native) ||
	       seccache_kernel_nr_count(c->k, c->abi) > 0;
}

static enum seccache_severity compat_severity(const struct audit_ctx *c,
					      const struct compat_scan *s)
{
	if (!abi_configured(c))
		return SECCACHE_SEVERITY_INFO;
	if (s->weaker_runs)
		return SECCACHE_SEVERITY_HIGH;
	return s->weaker.n_names ? SECCACHE_SEVERITY_MEDIUM : SECCACHE_SEVERITY_LOW;
}

/* "ia32's execve (11) gets x86_64's rule for 11 (munmap): ALLOW." */
static void say_collision(struct sc_draft *d, const struct audit_ctx *c, uint32_t nr)
{
	const struct seccache_arch *native = c->abi->native;
	uint32_t same = nr - c->abi->nr_base + native->nr_base;
	char own[SECCACHE_SYSCALL_NAME_MAX], theirs[SECCACHE_SYSCALL_NAME_MAX], act[ACTION_NAME_MAX];
	const struct seccache_range *r = seccache_analysis_lookup(c->a, c->abi->audit_arch, nr);

	if (!r || !sc_report_syscall_name(c->abi, nr, own))
		return;
	sc_report_result_name(r, act, sizeof(act));
	if (sc_report_syscall_name(native, same, theirs))
		sc_draft_say(d, " %s's %s (%u) gets the rule for %s's %u (%s): %s.", c->abi->name,
			     own, nr, native->name, same, theirs, act);
}

static void say_abi_kernel(struct sc_draft *d, const struct audit_ctx *c)
{
	if (!abi_configured(c))
		sc_draft_say(d, " %s as its architecture's default configuration builds it has "
			     "no %s ABI: this matters on kernels built with one.", c->release,
			     c->abi->name);
	else if (!strcmp(c->abi->native->name, "x86_64"))
		sc_draft_say(d, " Every x86_64 kernel built with CONFIG_IA32_EMULATION runs "
			     "ia32 calls (int $0x80), unless booted with ia32_emulation=0 (6.7 "
			     "and later).");
	else
		sc_draft_say(d, " Every kernel built with CONFIG_COMPAT runs %s calls.",
			     c->abi->name);
}

/*
 * Rules that never read the arch (never), or read it for some numbers
 * only: the finding names the calls that do a job the native ABI denies
 * where there are any, else those whose rules never read it.
 */
static int arch_finding(const struct audit_ctx *c, struct compat_scan *s, bool never)
{
	struct sc_draft *d = never && s->weaker.n_names ? &s->weaker : &s->unchecked;
	const char *native = c->abi->native->name;

	d->check = "arch";
	d->severity = compat_severity(c, s);
	/* What another ABI's calls get is then an accident: worth a review. */
	if (never && d->severity == SECCACHE_SEVERITY_LOW)
		d->severity = SECCACHE_SEVERITY_MEDIUM;
	d->abi = c->abi;
	if (never) {
		sc_draft_title(d, "%s calls reach the %s rules: the filters never read the arch",
			       c->abi->name, native);
		sc_draft_say(d, "Each of the %u %s calls is matched against rules written for "
			     "%s numbers.", s->named, c->abi->name, native);
	} else {
		sc_draft_title(d, "%s calls reach %s rules before the arch is read",
			       c->abi->name, native);
		sc_draft_say(d, "%zu of the %u %s calls are matched against rules that never "
			     "read the arch: ", s->unchecked.n_names, s->named, c->abi->name);
		say_names(&s->unchecked, 0);
		sc_draft_say(d, ".");
	}
	if (s->weaker.n_names) {
		sc_draft_say(d, " %zu %s call%s a job %s denies:", s->weaker.n_names,
			     c->abi->name, s->weaker.n_names == 1 ? " does" : "s do", native);
		say_collision(d, c, s->first_weaker);
	}
	say_abi_kernel(d, c);
	sc_draft_say(d, " Compare seccomp_data.arch with %s's AUDIT_ARCH value first, and "
		     "kill the other values.", native);
	return sc_audit_add(c->au, d);
}

/* "execve ALLOW where x86_64 gets KILL_THREAD", for the first few. */
static void say_weaker(struct sc_draft *d, const struct audit_ctx *c)
{
	for (size_t i = 0; i < d->n_names && i < DETAIL_NAMES; i++) {
		const struct seccache_range *r = sc_call_range(c->a, c->abi, d->names[i], NULL);
		char own[ACTION_NAME_MAX], native[ACTION_NAME_MAX];
		const struct seccache_range *theirs;

		if (!r || !sc_report_weaker_call(c->a, c->abi, r, d->names[i], &theirs))
			continue;
		sc_report_result_name(r, own, sizeof(own));
		sc_report_result_name(theirs, native, sizeof(native));
		sc_draft_say(d, "%s%s %s where %s%s %s", i ? ", " : " ", d->names[i], own,
			     c->abi->native->name, theirs->constant ? " gets" : "'s", native);
	}
	if (d->n_names > DETAIL_NAMES)
		sc_draft_say(d, ", and %zu more", d->n_names - DETAIL_NAMES);
	sc_draft_say(d, ".");
}

static int weaker_finding(const struct audit_ctx *c, struct compat_scan *s)
{
	struct sc_draft *d = &s->weaker;

	d->check = "weaker-abi";
	d->severity = compat_severity(c, s);
	d->abi = c->abi;
	sc_draft_title(d, "%s does what %s denies", c->abi->name, c->abi->native->name);
	sc_draft_say(d, "%zu %s call%s a job that %s denies by every call it has for it "
		     "(its equivalents counted):", d->n_names, c->abi->name,
		     d->n_names == 1 ? " does" : "s do", c->abi->native->name);
	say_weaker(d, c);
	say_abi_kernel(d, c);
	return sc_audit_add(c->au, d);
}

/*
 * A compat ABI (ia32 beside x86_64): rules that never read the arch, or
 * read it for some numbers only, and the jobs it does that the native ABI
 * denies. Where the arch is never read, those jobs are its finding's.
 */
static int check_compat(const struct audit_ctx *c)
{
	struct compat_scan s = { 0 };
	bool never;
	int ret = 0;

	scan_compat(c, &s);
	never = s.named && s.unchecked.n_names == s.named;
	if (s.unchecked.n_names)
		ret = arch_finding(c, &s, never);
	if (!ret && s.weaker.n_names && !never)
		ret = weaker_finding(c, &s);
	ret = ret ? ret : s.weaker.error ? s.weaker.error : s.unchecked.error;
	sc_draft_drop(&s.weaker);
	sc_draft_drop(&s.unchecked);
	return ret;
}

/*
 * x32's calls share x86_64's AUDIT_ARCH value: only the number's bit
 * tells them apart. A range of results that starts below the bit is a
 * rule that never tested it. x32's calls are x86_64's own entry points
 * under other numbers, so here a name is the same call on both sides.
 */
static int check_x32(const struct audit_ctx *c)
{
	struct sc_draft d, through;
	int ret;

	sc_draft_start(&d, "x32", SECCACHE_SEVERITY_LOW, c->abi);
	sc_draft_start(&through, "x32", SECCACHE_SEVERITY_LOW, c->abi);
	for (uint32_t i = 0; i < c->abi->nr_count; i++) {
		uint32_t nr = c->abi->nr_base + i;
		const struct seccache_range *r = seccache_analysis_lookup(c->a, c->abi->audit_arch, nr);
		char name[SECCACHE_SYSCALL_NAME_MAX];
		enum sc_grant g;

		if (!r || r->first >= c->abi->nr_base || !sc_report_call_name(c->a, c->abi, nr, name) ||
		    (g = sc_grant_of(r)) < SC_GRANT_MAYBE)
			continue;
		sc_draft_name(&through, name);
		if (sc_grant_call(c->a, c->abi->native, name) < g) {
			sc_draft_name(&d, name);
			if (g == SC_GRANT_RUNS)
				d.severity = SECCACHE_SEVERITY_HIGH;
			else if (d.severity < SECCACHE_SEVERITY_MEDIUM)
				d.severity = SECCACHE_SEVERITY_MEDIUM;
		}
	}
	if (!through.n_names) {
		sc_draft_drop(&d);
		sc_draft_drop(&through);
		return through.error;
	}
	if (d.n_names)
		sc_draft_drop(&through);
	else {
		sc_draft_drop(&d);
		d = through;
	}
	sc_draft_title(&d, "x32 numbers reach the %s rules: the filters never test bit 0x%x",
		       c->abi->native->name, c->abi->nr_base);
	sc_draft_say(&d, "%zu x32 call%s allowed by rules written for %s numbers%s", d.n_names,
		     d.n_names == 1 ? " is" : "s are", c->abi->native->name,
		     d.severity > SECCACHE_SEVERITY_LOW ?
		     ", although the native ABI denies the same call: " :
		     " (no call the native ABI denies): ");
	say_names(&d, 0);
	sc_draft_say(&d, ". x32 exists where the kernel is built with CONFIG_X86_X32_ABI "
		     "(Debian's, booted with syscall.x32=y). After the arch check, kill "
		     "nr >= 0x%x (or jset #0x%x).", c->abi->nr_base, c->abi->nr_base);
	ret = sc_audit_add(c->au, &d);
	return ret;
}

/* ------------------------------------------------------------------ */
/* A denylist                                                          */
/* ------------------------------------------------------------------ */

static int check_default(const struct audit_ctx *c)
{
	const struct seccache_range *def = default_range(c);
	char act[ACTION_NAME_MAX];
	struct sc_draft d;

	if (!def || sc_grant_of(def) != SC_GRANT_RUNS)
		return 0;
	sc_draft_start(&d, "default-allow", SECCACHE_SEVERITY_MEDIUM, c->abi);
	/* The calls of 5.1 and later the filters let through: what a denylist misses. */
	for (uint32_t i = 0; i < c->abi->nr_count; i++) {
		uint32_t nr = c->abi->nr_base + i, since = 0;
		const struct seccache_range *r = seccache_analysis_lookup(c->a, c->abi->audit_arch, nr);
		char name[SECCACHE_SYSCALL_NAME_MAX];

		if (r && sc_grant_of(r) == SC_GRANT_RUNS && sc_report_call_name(c->a, c->abi, nr, name) &&
		    !seccache_syscall_since(c->abi, nr, &since, NULL) && since)
			sc_draft_name(&d, name);
	}
	sc_report_result_name(def, act, sizeof(act));
	sc_draft_title(&d, "a denylist: calls the filters do not name get %s", act);
	sc_draft_say(&d, "Numbers past the ABI's table and every call the filters do not name "
		     "are allowed, so each call Linux adds after the filters were written passes");
	if (d.n_names) {
		sc_draft_say(&d, ": %zu call%s of %s added in 5.1 or later %s allowed (", d.n_names,
			     plural(d.n_names), c->release, d.n_names == 1 ? "is" : "are");
		say_names(&d, 0);
		sc_draft_say(&d, ")");
	}
	sc_draft_say(&d, ". An allowlist (a default that denies) does not age this way.");
	return sc_audit_add(c->au, &d);
}

/* ------------------------------------------------------------------ */
/* Equivalents: a call denied, another doing its job allowed           */
/* ------------------------------------------------------------------ */

/* Jobs a gap in matters most: they are what a sandbox is for. */
static enum seccache_severity job_severity(const struct sc_job *job)
{
	static const char *const high[] = {
		"open a file", "run a program", "mount a file system", "load a kernel module",
		"load a new kernel",
	};

	for (size_t i = 0; i < ARRAY_SIZE(high); i++)
		if (!strcmp(job->what, high[i]))
			return SECCACHE_SEVERITY_HIGH;
	return SECCACHE_SEVERITY_MEDIUM;
}

/* A denied way and what replaces it; denied first in the draft's names. */
struct gap {
	struct sc_draft d;
	size_t n_denied;
	bool enosys, runs;	/* every denial ENOSYS; a replacement runs whatever its arguments */
};

static void add_denied(const struct audit_ctx *c, struct gap *g, const char *way)
{
	const struct seccache_range *r = sc_call_range(c->a, c->abi, way, NULL);

	if (!r || !singled_out(c, r))
		return;
	g->enosys &= is_enosys(c, r);
	sc_draft_name(&g->d, way);
	g->n_denied++;
}

static void add_replacement(const struct audit_ctx *c, struct gap *g, const char *way)
{
	enum sc_grant grant = sc_grant_way(c->a, c->abi, way);

	if (grant < SC_GRANT_MAYBE || sc_draft_has(&g->d, way))
		return;
	g->runs |= grant == SC_GRANT_RUNS;
	sc_draft_name(&g->d, way);
}

static int gap_finding(const struct audit_ctx *c, struct gap *g, const char *what,
		       enum seccache_severity severity)
{
	struct sc_draft *d = &g->d;

	if (!g->n_denied || d->n_names == g->n_denied) {
		sc_draft_drop(d);
		return d->error;
	}
	d->severity = g->enosys ? SECCACHE_SEVERITY_INFO : g->runs ? severity : lower(severity);
	sc_draft_title(d, "%s denied, %s%s allowed: %s", d->names[0], d->names[g->n_denied],
		       d->n_names - g->n_denied > 1 ? " and others" : "", what);
	sc_draft_say(d, "Denied: ");
	for (size_t i = 0; i < g->n_denied; i++)
		sc_draft_say(d, "%s%s", i ? ", " : "", d->names[i]);
	sc_draft_say(d, "; allowed%s: ", g->runs ? "" : " depending on arguments");
	say_names(d, g->n_denied);
	if (g->enosys)
		sc_draft_say(d, ". ENOSYS says the call does not exist, so libc falls back to the "
			     "others: a fallback, not a denial, and the rules on those decide.");
	else
		sc_draft_say(d, ". Denying one way to %s does nothing while another is allowed: "
			     "deny every way, or none.", what);
	return sc_audit_add(c->au, d);
}

static int check_job(const struct audit_ctx *c, const struct sc_job *job)
{
	struct gap g = { .enosys = true };

	sc_draft_start(&g.d, "equivalent", SECCACHE_SEVERITY_MEDIUM, c->abi);
	for (size_t w = 0; w < ARRAY_SIZE(job->ways) && job->ways[w]; w++)
		if (!strchr(job->ways[w], '+'))
			add_denied(c, &g, job->ways[w]);
	for (size_t w = 0; g.n_denied && w < ARRAY_SIZE(job->ways) && job->ways[w]; w++) {
		const char *mux;
		size_t m = 0;

		add_replacement(c, &g, job->ways[w]);
		while ((mux = sc_mux_of(job->ways[w], &m)))
			add_replacement(c, &g, mux);
	}
	return gap_finding(c, &g, job->what, job_severity(job));
}

/* A call of no job that a multiplexer does, denied while the multiplexer is allowed. */
static int check_mux_call(const struct audit_ctx *c, const char *call, const char *mux)
{
	struct gap g = { .enosys = true };
	char what[SECCACHE_SYSCALL_NAME_MAX + 16];

	sc_draft_start(&g.d, "equivalent", SECCACHE_SEVERITY_MEDIUM, c->abi);
	add_denied(c, &g, call);
	if (g.n_denied)
		add_replacement(c, &g, mux);
	snprintf(what, sizeof(what), "do %s", call);
	return gap_finding(c, &g, what, SECCACHE_SEVERITY_MEDIUM);
}

static int check_equivalents(const struct audit_ctx *c)
{
	static const char *const mux_calls[] = {
		"socket", "bind", "connect", "listen", "socketpair", "sendto", "recvfrom",
		"sendmsg", "recvmsg", "sendmmsg", "recvmmsg", "shmget", "shmat", "msgget",
		"semget",
	};
	const struct sc_job *job;
	int ret = 0;

	for (size_t i = 0; !ret && (job = sc_job_at(i)); i++)
		ret = check_job(c, job);
	for (size_t i = 0; !ret && i < ARRAY_SIZE(mux_calls); i++) {
		const char *mux;
		size_t m = 0;

		while (!ret && (mux = sc_mux_of(mux_calls[i], &m)))
			ret = check_mux_call(c, mux_calls[i], mux);
	}
	return ret;
}

/* ------------------------------------------------------------------ */
/* Dangerous calls allowed                                             */
/* ------------------------------------------------------------------ */

/* One finding's worth: calls of one reason, allowed alike. */
#define DANGER_GROUPS 48

struct danger_group {
	const char *why;
	enum seccache_severity severity;
	enum { ALLOWED, MAYBE, LATER } how;
	struct sc_draft d;
};

static struct danger_group *danger_group(struct danger_group *groups, size_t *n,
					 const struct audit_ctx *c, const struct sc_danger *dg,
					 enum seccache_severity severity, int how)
{
	for (size_t i = 0; i < *n; i++)
		if (groups[i].why == dg->why && groups[i].severity == severity &&
		    (int)groups[i].how == how)
			return &groups[i];
	if (*n == DANGER_GROUPS)
		return NULL;
	groups[*n] = (struct danger_group){ .why = dg->why, .severity = severity, .how = how };
	sc_draft_start(&groups[*n].d, "dangerous", severity, c->abi);
	return &groups[(*n)++];
}

/* Where a dangerous call of abi goes: which group, or none if the filters stop it. */
static void sort_danger(const struct audit_ctx *c, const struct sc_danger *dg,
			struct danger_group *groups, size_t *n)
{
	enum seccache_severity severity = dg->severity;
	const struct seccache_range *r;
	struct danger_group *g;
	uint32_t nr;
	int how = ALLOWED;

	if (seccache_syscall_number(c->abi, dg->name, &nr, NULL) ||
	    !(r = seccache_analysis_lookup(c->a, c->abi->audit_arch, nr)) ||
	    sc_grant_of(r) < SC_GRANT_MAYBE)
		return;
	if (!seccache_kernel_has_syscall(c->k, c->abi, nr)) {
		how = LATER;
		severity = SECCACHE_SEVERITY_INFO;
	} else if (sc_grant_of(r) == SC_GRANT_MAYBE) {
		how = MAYBE;
		severity = lower(severity);
	} else if (!strcmp(dg->name, "ptrace") && sc_ptrace_escapes(c->k)) {
		severity = SECCACHE_SEVERITY_HIGH;
	}
	if ((g = danger_group(groups, n, c, dg, severity, how)))
		sc_draft_name(&g->d, dg->name);
}

static void say_since(struct sc_draft *d, const struct audit_ctx *c)
{
	sc_draft_say(d, " Since Linux: ");
	for (size_t i = 0; i < d->n_names; i++) {
		const struct sc_danger *dg = NULL;
		char v[24] = "1.0";

		for (size_t j = 0; (dg = sc_danger_at(j)) && strcmp(dg->name, d->names[i]); j++)
			;
		if (dg && sc_danger_since(dg, c->abi))
			version_text(sc_danger_since(dg, c->abi), v, sizeof(v));
		sc_draft_say(d, "%s%s %s", i ? ", " : "", d->names[i], v);
	}
	sc_draft_say(d, ".");
}

static int danger_finding(const struct audit_ctx *c, struct danger_group *g)
{
	static const char *const how[] = {
		[ALLOWED] = "allowed", [MAYBE] = "allowed depending on arguments",
		[LATER] = "allowed once the kernel has them",
	};
	struct sc_draft *d = &g->d;

	sc_draft_title(d, "%s %s", d->names[0], how[g->how]);
	if (d->n_names > 1)
		sc_draft_title(d, "%s and %zu more %s", d->names[0], d->n_names - 1, how[g->how]);
	sc_draft_say(d, "%s%s: %s.", d->n_names > 1 ? "They are " : "It is ", how[g->how], g->why);
	if (g->how == LATER)
		sc_draft_say(d, " %s has none of them yet.", c->release);
	if (!strcmp(d->names[0], "ptrace") && sc_ptrace_escapes(c->k))
		sc_draft_say(d, " Before Linux 4.8 the filters ran before the tracer's stop, so a "
			     "tracer could change a call they had allowed: ptrace escapes them "
			     "on %s.", c->release);
	say_since(d, c);
	return sc_audit_add(c->au, d);
}

static int check_dangerous(const struct audit_ctx *c)
{
	struct danger_group groups[DANGER_GROUPS];
	const struct sc_danger *dg;
	size_t n = 0;
	int ret = 0;

	for (size_t i = 0; (dg = sc_danger_at(i)); i++)
		sort_danger(c, dg, groups, &n);
	for (size_t i = 0; i < n; i++) {
		if (!ret)
			ret = groups[i].d.error ? groups[i].d.error : danger_finding(c, &groups[i]);
		else
			sc_draft_drop(&groups[i].d);
	}
	return ret;
}

/* ------------------------------------------------------------------ */
/* The kernel: calls it lets through, what its cache leaves            */
/* ------------------------------------------------------------------ */

/*
 * seccomp_uprobe_exception(): the kernel lets the uprobe calls through
 * before any filter, so a rule denying them does nothing; on a kernel
 * with the call and without the exception, such a rule kills a probed
 * program (the reason for the exception).
 */
static int check_passthrough_call(const struct audit_ctx *c, const char *call)
{
	const struct seccache_range *r, *own;
	char act[ACTION_NAME_MAX];
	struct sc_draft d;
	uint32_t nr;

	if (!(r = sc_call_range(c->a, c->abi, call, &nr)))
		return 0;
	own = (r->flags & SECCACHE_RANGE_PASSTHROUGH) ?
	      seccache_analysis_filters_lookup(c->a, c->abi->audit_arch, nr) : r;
	if (!own || sc_grant_of(own) == SC_GRANT_RUNS)
		return 0;
	sc_report_result_name(own, act, sizeof(act));
	sc_draft_start(&d, "passthrough", SECCACHE_SEVERITY_INFO, c->abi);
	sc_draft_name(&d, call);
	if (r->flags & SECCACHE_RANGE_PASSTHROUGH) {
		sc_draft_title(&d, "%s (%u) denied by a rule %s never runs", call, nr, c->release);
		sc_draft_say(&d, "The filters say %s, but %s lets %s through before any filter "
			     "(seccomp_uprobe_exception()): the rule does nothing there, and "
			     "the call does nothing outside a uprobe's trampoline.", act,
			     c->release, call);
	} else {
		d.severity = SECCACHE_SEVERITY_LOW;
		sc_draft_title(&d, "%s (%u) denied: a uprobe kills the probed program on %s", call,
			       nr, c->release);
		sc_draft_say(&d, "The filters say %s. A uprobe's trampoline (perf, bpftrace) "
			     "makes this call in the probed program; %s runs the filters on it, "
			     "so the program dies. Linux 6.12.14, 6.13.3 and 6.14 let uretprobe "
			     "through, 6.18 uprobe: let it through, or allow it.", act, c->release);
	}
	return sc_audit_add(c->au, &d);
}

static int check_passthrough(const struct audit_ctx *c)
{
	int ret = 0;

	if (c->abi->native != c->abi)
		return 0;
	ret = check_passthrough_call(c, "uretprobe");
	return ret ? ret : check_passthrough_call(c, "uprobe");
}

/* Constant results the kernel's cache leaves to the filters, by kind. */
static int check_cache(const struct audit_ctx *c)
{
	struct sc_draft allow, other;
	int ret;

	if (!c->kernel)
		return 0;
	sc_draft_start(&allow, "cache", SECCACHE_SEVERITY_INFO, c->abi);
	sc_draft_start(&other, "cache", SECCACHE_SEVERITY_INFO, c->abi);
	for (uint32_t i = 0; i < c->abi->nr_count; i++) {
		uint32_t nr = c->abi->nr_base + i;
		const struct seccache_range *r = seccache_analysis_lookup(c->a, c->abi->audit_arch, nr);
		char name[SECCACHE_SYSCALL_NAME_MAX];

		if (!r || !r->constant || (r->flags & SECCACHE_RANGE_PIN) ||
		    sc_report_cached(c->kernel, c->abi, nr) || !sc_report_call_name(c->a, c->abi, nr, name))
			continue;
		sc_draft_name(sc_report_is_allow(r) ? &allow : &other, name);
	}
	sc_draft_title(&allow, "%zu call%s always allowed run%s the filters anyway", allow.n_names,
		       plural(allow.n_names), allow.n_names == 1 ? "s" : "");
	sc_draft_say(&allow, "The precise analysis proves their result ALLOW whatever the "
		     "arguments, but %s's cache does not hold them: ", c->release);
	if (sc_report_is_x32(c->abi) && !seccache_kernel_nr_count(seccache_analysis_kernel(c->kernel), c->abi))
		sc_draft_say(&allow, "mainline never caches x32 calls (the seccache series does).");
	else if (!seccache_kernel_nr_count(seccache_analysis_kernel(c->kernel), c->abi))
		sc_draft_say(&allow, "it has no cache for %s (Linux 5.11 added the cache).",
			     c->abi->name);
	else
		sc_draft_say(&allow, "its emulator (seccomp_is_const_allow()) follows only loads of "
			     "nr and arch, jumps on constants and AND. seccache optimize rewrites "
			     "the filters so that it can.");
	sc_draft_title(&other, "%zu call%s always denied alike run%s the filters anyway",
		       other.n_names, plural(other.n_names), other.n_names == 1 ? "s" : "");
	sc_draft_say(&other, "Their result is constant, but mainline caches ALLOW only: the "
		     "seccache series (kernel/patches) caches every constant result.");
	ret = allow.n_names ? sc_audit_add(c->au, &allow) : (sc_draft_drop(&allow), allow.error);
	if (!ret && other.n_names && !sc_report_series_cache(c->kernel))
		return sc_audit_add(c->au, &other);
	sc_draft_drop(&other);
	return ret ? ret : other.error;
}

static int check_budget(const struct audit_ctx *c)
{
	struct sc_draft d;

	sc_draft_start(&d, "budget", SECCACHE_SEVERITY_LOW, c->abi);
	for (uint32_t i = 0; i < c->abi->nr_count; i++) {
		uint32_t nr = c->abi->nr_base + i;
		const struct seccache_range *r = seccache_analysis_lookup(c->a, c->abi->audit_arch, nr);
		char name[SECCACHE_SYSCALL_NAME_MAX];

		if (r && (r->flags & SECCACHE_RANGE_BUDGET) && sc_report_call_name(c->a, c->abi, nr, name))
			sc_draft_name(&d, name);
	}
	if (!d.n_names) {
		sc_draft_drop(&d);
		return d.error;
	}
	sc_draft_title(&d, "%zu call%s not analysed to the end", d.n_names, plural(d.n_names));
	sc_draft_say(&d, "The analysis stopped at its budget for them: what the audit says of "
		     "them rests on the paths it saw (--budget N goes further).");
	return sc_audit_add(c->au, &d);
}

/* ------------------------------------------------------------------ */
/* One ABI                                                             */
/* ------------------------------------------------------------------ */

int sc_audit_abi(struct seccache_audit *au, const struct seccache_analysis *a,
		 const struct seccache_analysis *kernel, const struct seccache_arch *abi,
		 unsigned int checks)
{
	struct audit_ctx c = { au, a, kernel, abi, sc_report_kernel(a), "" };
	int ret = 0;

	if (c.k)
		snprintf(c.release, sizeof(c.release), "Linux %s", c.k->release);
	else
		snprintf(c.release, sizeof(c.release), "Linux %s", seccache_syscall_tables_release());
	if (checks & SECCACHE_AUDIT_ARCH)
		ret = is_compat(abi) ? check_compat(&c) : abi != abi->native ? check_x32(&c) : 0;
	if (!ret && (checks & SECCACHE_AUDIT_DEFAULT))
		ret = check_default(&c);
	if (!ret && (checks & SECCACHE_AUDIT_EQUIVALENT))
		ret = check_equivalents(&c);
	if (!ret && (checks & SECCACHE_AUDIT_DANGEROUS))
		ret = check_dangerous(&c);
	if (!ret && (checks & SECCACHE_AUDIT_KERNEL))
		ret = check_passthrough(&c);
	if (!ret && (checks & SECCACHE_AUDIT_KERNEL))
		ret = check_cache(&c);
	if (!ret && (checks & SECCACHE_AUDIT_KERNEL))
		ret = check_budget(&c);
	return ret;
}
