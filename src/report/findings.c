/* SPDX-License-Identifier: MIT */
/*
 * findings.c - the advice of the text report: what a cache could answer
 * and does not, the calls a kernel lets past the filters, an arch left
 * unchecked, x32's calls, ranges past a budget, new syscalls let through,
 * and first of all another ABI stopped less than the native one.
 */
#include <stdarg.h>
#include <string.h>

#include "report.h"

struct findings {
	FILE *out;
	const struct palette *p;
	bool any;
};

static void print_finding(struct findings *f, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void print_finding(struct findings *f, const char *fmt, ...)
{
	va_list ap;

	if (!f->any)
		fputs("  findings:\n", f->out);
	f->any = true;
	fprintf(f->out, "    %s*%s ", f->p->finding, f->p->off);
	va_start(ap, fmt);
	vfprintf(f->out, fmt, ap);
	va_end(ap);
	fputc('\n', f->out);
}

/* "ERRNO(1)/ALLOW/...": the most frequent results that are not kills. */
static void other_actions(const struct abi_summary *sum, char *buf, size_t size)
{
	size_t shown = 0, len = 0;

	buf[0] = '\0';
	for (size_t i = 0; i < sum->n_groups && len < size; i++) {
		if (!strncmp(sum->groups[i].name, "KILL_", 5) || sum->groups[i].cached)
			continue;
		if (shown == 3) {
			snprintf(buf + len, size - len, "/...");
			return;
		}
		len += snprintf(buf + len, size - len, "%s%s", shown ? "/" : "",
				sum->groups[i].name);
		shown++;
	}
}

/*
 * " (ptrace, kexec_load, ...)": the first syscalls whose constant, uncached
 * result is this kill, so that a short list names them all.
 */
static void kill_names(const struct seccache_analysis *a,
		       const struct seccache_analysis *kernel,
		       const struct seccache_arch *abi, uint32_t kill,
		       char *buf, size_t size)
{
	size_t shown = 0, len = 0;

	buf[0] = '\0';
	for (uint32_t i = 0; i < abi->nr_count && len < size; i++) {
		char name[SECCACHE_SYSCALL_NAME_MAX];
		const struct seccache_range *r =
			sc_report_grouped_at(a, kernel, abi, abi->nr_base + i, false, name);

		if (!r || (seccache_action_effective(r->action) & SECCACHE_RET_ACTION_FULL) != kill)
			continue;
		if (shown == 4) {
			len += snprintf(buf + len, size - len, ", ...");
			break;
		}
		len += snprintf(buf + len, size - len, "%s%s", shown ? ", " : " (", name);
		shown++;
	}
	if (shown && len < size)
		snprintf(buf + len, size - len, ")");
}

static void cache_findings(struct findings *f, const struct seccache_analysis *a,
			   const struct seccache_analysis *kernel,
			   const struct seccache_arch *abi,
			   const struct abi_summary *sum)
{
	uint32_t others = sum->constant - sum->kill_thread - sum->kill_process;
	char names[160];

	if (sum->kill_thread) {
		kill_names(a, kernel, abi, SECCACHE_RET_KILL_THREAD, names, sizeof(names));
		print_finding(f, "kill_thread for %u syscall%s could be cached%s", sum->kill_thread,
			sum->kill_thread == 1 ? "" : "s", names);
	}
	if (sum->kill_process) {
		kill_names(a, kernel, abi, SECCACHE_RET_KILL_PROCESS, names, sizeof(names));
		print_finding(f, "kill_process for %u syscall%s could be cached%s", sum->kill_process,
			sum->kill_process == 1 ? "" : "s", names);
	}
	if (!others)
		return;
	other_actions(sum, names, sizeof(names));
	print_finding(f, "%u constant %s result%s run the filter on every call", others,
		names, others == 1 ? "" : "s");
}

static void x32_finding(struct findings *f, const struct abi_summary *sum)
{
	if (sum->pinned == sum->named)
		return;
	if (sum->n_groups == 1 && sum->groups[0].count == sum->named)
		print_finding(f, "x32 calls: all %u get %s, and the kernel never caches x32",
			sum->named, sum->groups[0].name);
	else if (sum->allowed)
		print_finding(f, "x32 calls: %u allowed, each runs the filter (the kernel never caches x32)",
			sum->allowed);
}

/*
 * seccomp_uprobe_exception(): calls the kernel lets through without asking
 * the filters, worth saying where the filters would have said otherwise.
 */
static void passthrough_findings(struct findings *f, const struct seccache_analysis *a,
				 const struct seccache_arch *abi)
{
	const struct seccache_kernel *k = seccache_analysis_passthrough_kernel(a);

	/* Only native-arch numbers pass (seccomp_uprobe_exception()). */
	for (uint32_t nr = 0; k && abi->native == abi && nr < abi->nr_count; nr++) {
		const struct seccache_range *own =
			seccache_analysis_filters_lookup(a, abi->audit_arch, nr);
		char action[ACTION_NAME_MAX];

		if (!own || (own->constant && own->action == SECCACHE_RET_ALLOW))
			continue;
		if (own->constant)
			seccache_action_format(own->action, action, sizeof(action));
		else
			snprintf(action, sizeof(action), "something else");
		print_finding(f, "nr %u (%s) bypasses the filters on Linux %s: allowed, where the "
			"filters say %s", nr, sc_passthrough_name(abi, nr),
			k->release[0] ? k->release : "this kernel", action);
	}
}

void sc_report_findings(const struct seccache_analysis *a,
			const struct seccache_analysis *kernel,
			const struct seccache_arch *abi,
			const struct abi_summary *sum,
			const struct palette *p, FILE *out)
{
	const struct seccache_range *past;
	struct findings f = { out, p, false };
	uint32_t end;

	if (seccache_analysis_mode(a) == SECCACHE_MODE_KERNEL)
		return;
	/* Mainline never caches x32: x32_finding() says so instead. */
	if (kernel && (!sc_report_is_x32(abi) || sc_report_series_cache(kernel)))
		cache_findings(&f, a, kernel, abi, sum);
	passthrough_findings(&f, a, abi);
	if (abi->native != abi && !sc_report_is_x32(abi) && !sum->reads_arch)
		print_finding(&f, "arch not checked: %s calls reach the %s rules",
			abi->name, abi->native->name);
	if (sc_report_is_x32(abi) && !sc_report_series_cache(kernel))
		x32_finding(&f, sum);
	if (sum->budget)
		print_finding(&f, "%u syscall%s not analysed to the end: the analysis stopped at its "
			"budget, so what they list is what it saw (report --budget N goes "
			"further)", sum->budget, sum->budget == 1 ? " was" : "s were");
	/* Past the kernel's last call, and past the newest table seccache has. */
	end = sc_report_numbers_end(a, abi);
	past = seccache_analysis_lookup(a, abi->audit_arch, abi->nr_base + end);
	if (past && sc_report_is_allow(past) && (past = seccache_analysis_lookup(a,
			abi->audit_arch, abi->nr_base + abi->nr_count)) && sc_report_is_allow(past))
		print_finding(&f, "numbers from %u up are allowed: syscalls newer than the filter pass",
			      (sc_report_is_x32(abi) ? 0 : abi->nr_base) + end);
}

#define WEAKER_NAMES 4

/*
 * "x32 is weaker than x86_64 for 1 syscall: execve ALLOW where x86_64 gets
 * KILL_THREAD": a filter that checks only the native numbers lets another
 * ABI's calls past its denials. A bypass, so the report says it first.
 */
bool sc_report_weaker_finding(const struct seccache_analysis *a,
			      const struct seccache_arch *abi,
			      const struct palette *p, bool any, FILE *out)
{
	char name[SECCACHE_SYSCALL_NAME_MAX], own[ACTION_NAME_MAX], native[ACTION_NAME_MAX];
	char list[WEAKER_NAMES * 96] = "";
	const struct seccache_range *twin;
	uint32_t count = 0;
	size_t len = 0;

	for (uint32_t i = 0; i < abi->nr_count; i++) {
		const struct seccache_range *r =
			seccache_analysis_lookup(a, abi->audit_arch, abi->nr_base + i);

		if (!r || !sc_report_call_name(a, abi, abi->nr_base + i, name) ||
		    !sc_report_weaker_call(a, abi, r, name, &twin))
			continue;
		if (count++ >= WEAKER_NAMES)
			continue;
		sc_report_result_name(r, own, sizeof(own));
		sc_report_result_name(twin, native, sizeof(native));
		len += snprintf(list + len, sizeof(list) - len, "%s%s %s where %s%s %s",
				count > 1 ? ", " : "", name, own, abi->native->name,
				twin->constant ? " gets" : "'s", native);
	}
	if (!count)
		return any;
	if (!any)
		fprintf(out, "\n%ssecurity findings%s:\n", p->title, p->off);
	fprintf(out, "    %s*%s %s is weaker than %s for %u syscall%s: %s%s\n", p->finding, p->off,
		abi->name, abi->native->name, count, count == 1 ? "" : "s", list,
		count > WEAKER_NAMES ? ", ..." : "");
	return true;
}

