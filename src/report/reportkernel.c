/* SPDX-License-Identifier: MIT */
/*
 * reportkernel.c - the reports in the kernel's own formats: the coverage
 * ranges of the constant-action bitmap series (Kees Cook, 2020,
 * __report_bitmap()) and the lines of /proc/PID/seccomp_cache
 * (proc_pid_seccomp_cache()), from any analysis read through its accessors.
 */
#include <errno.h>
#include <string.h>

#include "report.h"

/* ------------------------------------------------------------------ */
/* The coverage ranges of the constant-action bitmap series            */
/* ------------------------------------------------------------------ */

static const char *abi_label(const struct seccache_arch *abi)
{
	if (abi->native == abi)
		return "native";
	return sc_report_is_x32(abi) ? "x32" : "compat";
}

/* Only exact values had a bitmap in v1 (seccomp_update_bitmap()). */
static const char *bitmap_name(const struct seccache_range *r)
{
	if (!r || !r->constant)
		return "filter";
	switch (r->action) {
	case SECCACHE_RET_ALLOW:
		return "SECCOMP_RET_ALLOW";
	case SECCACHE_RET_KILL_PROCESS:
		return "SECCOMP_RET_KILL_PROCESS";
	case SECCACHE_RET_KILL_THREAD:
		return "SECCOMP_RET_KILL_THREAD";
	default:
		return "filter";
	}
}

/* __report_bitmap(): numbers right-aligned to three digits. */
static void print_run(FILE *out, const char *label, const char *name,
		      int start, int finish)
{
	int gap = (start < 100) + (start < 10) + (finish < 100) + (finish < 10);

	if (start == finish)
		fprintf(out, "%s     %3d: %s\n", label, start, name);
	else if (start + 1 == finish)
		fprintf(out, "%s %*s%d,%d: %s\n", label, gap, "", start, finish, name);
	else
		fprintf(out, "%s %*s%d-%d: %s\n", label, gap, "", start, finish, name);
}

/*
 * __report_bitmap() walked the kernel's NR_syscalls: the numbers of the
 * table of the kernel the analysis speaks of, not seccache's newest.
 */
static void report_abi_ranges(const struct seccache_analysis *a,
			      const struct seccache_arch *abi, FILE *out)
{
	const char *label = abi_label(abi);
	uint32_t start = 0, end = sc_report_numbers_end(a, abi);
	const char *run = NULL;

	for (uint32_t i = 0; i < end; i++) {
		const char *name = bitmap_name(seccache_analysis_lookup(a,
				abi->audit_arch, abi->nr_base + i));

		if (run && strcmp(run, name)) {
			print_run(out, label, run, (int)start, (int)i - 1);
			start = i;
		}
		run = name;
	}
	if (run)
		print_run(out, label, run, (int)start, (int)end - 1);
}

int seccache_report_ranges(const struct seccache_analysis *a, FILE *out,
			   struct seccache_error *err)
{
	const struct seccache_arch *abis[SECCACHE_MAX_ABIS];
	size_t n = seccache_analysis_abis(a, abis);

	for (size_t i = 0; i < n; i++)
		report_abi_ranges(a, abis[i], out);
	return sc_report_done(out, 0, err);
}

/* ------------------------------------------------------------------ */
/* /proc/PID/seccomp_cache                                             */
/* ------------------------------------------------------------------ */

/*
 * A line's status as proc_pid_seccomp_cache() prints it: FILTER, ALLOW, or
 * with the seccache series (seccomp_cache_describe()) the action's name,
 * with its data where the action gives data a meaning (TRAP, ERRNO, TRACE)
 * or the data is not 0, or an unknown action's raw value.
 */
static void proc_text(const struct seccache_range *r, char *buf, size_t size)
{
	uint32_t action = r ? r->action & SECCACHE_RET_ACTION_FULL : 0;
	uint32_t data = r ? r->action & SECCACHE_RET_DATA : 0;
	char name[ACTION_NAME_MAX];

	if (!r || !r->constant) {
		snprintf(buf, size, "FILTER");
		return;
	}
	if (!seccache_action_known(r->action)) {
		snprintf(buf, size, "0x%08x", r->action);
		return;
	}
	seccache_action_format(action, name, sizeof(name));
	if (strchr(name, '('))
		*strchr(name, '(') = '\0';
	if (data || action == SECCACHE_RET_TRAP || action == SECCACHE_RET_ERRNO ||
	    action == SECCACHE_RET_TRACE)
		snprintf(buf, size, "%s(%u)", name, data);
	else
		snprintf(buf, size, "%s", name);
}

/*
 * proc_pid_seccomp_cache_arch(): one line per bit of the predicted kernel's
 * bitmaps (its NR_syscalls); x32 has no bitmap of its own.
 */
int seccache_report_proc(const struct seccache_analysis *a, FILE *out,
			 struct seccache_error *err)
{
	const struct seccache_kernel *k = seccache_analysis_kernel(a);
	const struct seccache_arch *abis[SECCACHE_MAX_ABIS];
	size_t n = seccache_analysis_abis(a, abis);

	if (!k)
		return sc_fail(err, -EINVAL, -1,
			       "/proc/PID/seccomp_cache lines need a kernel-mode analysis");
	for (size_t i = 0; i < n; i++) {
		uint32_t size = seccache_kernel_nr_count(k, abis[i]);

		for (uint32_t nr = 0; nr < size; nr++) {
			char text[2 * ACTION_NAME_MAX];

			proc_text(seccache_analysis_lookup(a, abis[i]->audit_arch,
							   abis[i]->nr_base | nr),
				  text, sizeof(text));
			fprintf(out, "%s %d %s\n", abis[i]->name, (int)nr, text);
		}
	}
	return sc_report_done(out, 0, err);
}
