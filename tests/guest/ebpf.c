/* SPDX-License-Identifier: MIT */
/*
 * ebpf.c - kguest ebpf: every stack compiled to eBPF seccomp filters
 * (seccache_ebpf_compile(), for the kernel's eBPF series in kernel/ebpf/)
 * and attached in their place, loaded once in the parent and attached by
 * file descriptor in each child. The checks are kguest's, against the
 * classic stack:
 *
 *  - every line of /proc/PID/seccomp_cache, that is every (arch, nr), that
 *    the eBPF tables make the kernel cache holds the classic stack's
 *    constant result for that call (precise analysis, with the kernel's
 *    uprobe exception, which a table cannot take away), or where that
 *    analysis proves none (the compiled filter's, simpler, did), what the
 *    classic stack's interpreter returns for random arguments;
 *  - calls with random arguments through the kernel, for every constant
 *    call and for the harmless calls whose result depends on arguments, do
 *    what the classic stack's interpreter says;
 *  - with kguest's uncacher in front (an older filter that depends on an
 *    argument for every call) the tables cache nothing, so the same calls
 *    run the eBPF programs themselves, and leave the same log records.
 */
#include <errno.h>
#include <linux/seccomp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kguest.h"

bool kguest_ebpf;

int kguest_ebpf_load(struct stack_case *c)
{
	struct seccache_error err = { 0 };
	struct seccache_stack *s = NULL;
	struct seccache_ebpf *e = NULL;
	int ret = seccache_stack_new(seccache_arch_host(), &s, &err);

	c->n_ebpf = 0;
	for (size_t i = 0; !ret && i < c->n; i++)
		ret = seccache_stack_push_flags(s, c->filters[i], c->flags[i], &err);
	if (!ret)
		ret = seccache_ebpf_compile(s, &e, &err);
	if (!ret && seccache_ebpf_len(e) > MAX_FILTERS + 1) {
		snprintf(err.msg, sizeof(err.msg), "%zu filters", seccache_ebpf_len(e));
		ret = -E2BIG;
	}
	for (size_t i = 0; !ret && i < seccache_ebpf_len(e); i++) {
		ret = seccache_ebpf_load(e, i, &c->ebpf_fds[2 * i], &c->ebpf_fds[2 * i + 1], &err);
		if (!ret)
			c->ebpf_flags[c->n_ebpf++] = seccache_ebpf_flags(e, i);
	}
	if (ret) {
		printf("kguest: %s: eBPF: %s\n", c->name, err.msg);
		kguest_ebpf_close(c);
	}
	seccache_ebpf_free(e);
	seccache_stack_free(s);
	return ret;
}

void kguest_ebpf_close(struct stack_case *c)
{
	for (size_t i = 0; i < 2 * c->n_ebpf; i++)
		close(c->ebpf_fds[i]);
	c->n_ebpf = 0;
}

bool kguest_ebpf_attach(const struct stack_case *c)
{
	for (size_t i = 0; i < c->n_ebpf; i++)
		if (seccache_ebpf_attach(c->ebpf_fds[2 * i], c->ebpf_fds[2 * i + 1],
					 c->ebpf_flags[i], NULL))
			return false;
	return c->n_ebpf > 0;
}

/* A result as the kernel's seccomp_cache_describe() writes it. */
static void describe(uint32_t ret, char *buf, size_t size)
{
	static const struct { uint32_t action; const char *name; } names[] = {
		{ SECCOMP_RET_KILL_PROCESS, "KILL_PROCESS" },
		{ SECCOMP_RET_KILL_THREAD, "KILL_THREAD" },
		{ SECCOMP_RET_TRAP, "TRAP" }, { SECCOMP_RET_ERRNO, "ERRNO" },
		{ SECCOMP_RET_USER_NOTIF, "USER_NOTIF" }, { SECCOMP_RET_TRACE, "TRACE" },
		{ SECCOMP_RET_LOG, "LOG" }, { SECCOMP_RET_ALLOW, "ALLOW" },
	};
	uint32_t action = ret & SECCOMP_RET_ACTION_FULL, data = ret & SECCOMP_RET_DATA;

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		if (names[i].action != action)
			continue;
		if (data || action == SECCOMP_RET_TRAP || action == SECCOMP_RET_ERRNO ||
		    action == SECCOMP_RET_TRACE)
			snprintf(buf, size, "%s(%u)", names[i].name, data);
		else
			snprintf(buf, size, "%s", names[i].name);
		return;
	}
	snprintf(buf, size, "0x%08x", ret);
}

/*
 * One cached line against the filters' own result for its call: the
 * precise analysis's constant, or where the analysis of the classic stack
 * could not prove one (the compiled filter's own analysis did), what the
 * interpreter returns for random arguments.
 */
static void check_line(struct gen_rng *rng, const char *name, const struct seccache_stack *s,
		       const struct seccache_analysis *a, const char *line)
{
	char abi_name[32], text[64], want[64];
	const struct seccache_arch *abi;
	const struct seccache_range *r;
	unsigned int nr;

	if (sscanf(line, "%31s %u %63s", abi_name, &nr, text) != 3 ||
	    !(abi = seccache_arch_lookup(abi_name))) {
		kguest_failure(&kguest_total.line_mismatches, "EBPF %s: line '%s'\n", name, line);
		return;
	}
	if (!strcmp(text, "FILTER"))
		return;
	r = seccache_analysis_lookup(a, abi->audit_arch, abi->nr_base | nr);
	for (int i = 0; r && i < (r->constant ? 1 : CLAIMS_PER_SLOT); i++) {
		struct seccache_data d;

		kguest_random_call(rng, abi->audit_arch, abi->nr_base | nr, gen_u64(rng), &d);
		describe(r->constant ? r->action : seccache_stack_run(s, &d, NULL), want,
			 sizeof(want));
		if (strcmp(text, want)) {
			kguest_failure(&kguest_total.line_mismatches,
				       "EBPF %s: %s %u cached %s, the classic filters %s%s\n",
				       name, abi_name, nr, text, want,
				       r->constant ? "" : " (for some arguments)");
			return;
		}
	}
}

void kguest_ebpf_compare_lines(struct gen_rng *rng, const char *name,
			       const struct seccache_stack *s, const struct seccache_kernel *k,
			       char *kernel)
{
	/* With the kernel's uprobe exception, which no table takes away. */
	SECCACHE_OPTS(seccache_analyze_opts, opts, .kernel = k);
	struct seccache_analysis *a = NULL;
	struct seccache_error err = { 0 };
	char *save, *line;

	if (seccache_analyze(s, &opts, &a, &err)) {
		kguest_failure(&kguest_total.failures, "FAILED %s: %s\n", name, err.msg);
		return;
	}
	for (line = strtok_r(kernel, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		kguest_total.lines++;
		check_line(rng, name, s, a, line);
	}
	seccache_analysis_free(a);
}
