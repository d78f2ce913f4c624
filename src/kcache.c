/* SPDX-License-Identifier: MIT */
/*
 * kcache.c - kernel mode: the allow bitmaps Linux >= 5.11 builds when each
 * filter is attached (seccomp_cache_prepare() in kernel/seccomp.c), turned
 * into the ranges every analysis is made of.
 *
 * Only the newest filter's bitmaps are consulted at syscall time
 * (seccomp_cache_check_allow()), and each filter's bitmap starts as a copy
 * of its predecessor's, so walking the stack oldest first and only ever
 * clearing bits leaves exactly what the kernel would look up.
 */
#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "opcode.h"

/* Whatever a cached or uncached number's result may depend on. */
#define CACHED_READS	(SECCACHE_READ_NR | SECCACHE_READ_ARCH)
#define FILTER_READS	(SECCACHE_READ_NR | SECCACHE_READ_ARCH | SECCACHE_READ_OTHER)

/*
 * seccomp_is_const_allow(): follow the one path that (arch, nr) takes using
 * only the few instructions the kernel emulates; anything else, a load of
 * any other field, or a return other than exactly SECCOMP_RET_ALLOW (data
 * included) means the filter must run.
 */
static bool filter_const_allow(const struct seccache_filter *f,
			       uint32_t arch, uint32_t nr)
{
	uint32_t a = 0;

	for (size_t pc = 0; pc < f->len; pc++) {
		const struct seccache_insn *insn = &f->insns[pc];

		switch (insn->code) {
		case BPF_LD | BPF_W | BPF_ABS:
			if (insn->k == offsetof(struct seccache_data, nr))
				a = nr;
			else if (insn->k == offsetof(struct seccache_data, arch))
				a = arch;
			else
				return false;
			break;
		case BPF_RET | BPF_K:
			return insn->k == SECCACHE_RET_ALLOW;
		case BPF_JMP | BPF_JA:
			pc += insn->k;
			break;
		case BPF_JMP | BPF_JEQ | BPF_K:
		case BPF_JMP | BPF_JGE | BPF_K:
		case BPF_JMP | BPF_JGT | BPF_K:
		case BPF_JMP | BPF_JSET | BPF_K:
			pc += bpf_jump_holds(BPF_OP(insn->code), a, insn->k) ?
			      insn->jt : insn->jf;
			break;
		case BPF_ALU | BPF_AND | BPF_K:
			a &= insn->k;
			break;
		default:
			return false;
		}
	}
	/* Validated programs cannot run off the end; the kernel WARNs. */
	return false;
}

/*
 * seccomp_cache_prepare_bitmap() for every filter, oldest first: the first
 * filter starts from a full bitmap, each bit survives only while every
 * filter proves ALLOW. The uprobe exception (seccomp_uprobe_exception())
 * keeps its numbers set before any emulation.
 */
static void fill_bitmap(const struct seccache_stack *s,
			const struct seccache_kernel *k,
			const struct seccache_arch *abi,
			bool *allow, uint32_t size)
{
	for (uint32_t nr = 0; nr < size; nr++)
		allow[nr] = true;
	for (size_t i = 0; i < s->len; i++) {
		for (uint32_t nr = 0; nr < size; nr++) {
			if (!allow[nr] || seccache_kernel_passthrough(k, abi, nr))
				continue;
			allow[nr] = filter_const_allow(s->filters[i],
						       abi->audit_arch, nr);
		}
	}
}

/* Append [first, last] with this answer, merging with an equal predecessor. */
static void append_range(struct sc_arch_ranges *ar, uint32_t first,
			 uint32_t last, bool cached)
{
	struct seccache_range *prev = ar->n ? &ar->ranges[ar->n - 1] : NULL;
	struct seccache_range *r;

	if (prev && prev->constant == cached) {
		prev->last = last;
		return;
	}
	r = &ar->ranges[ar->n++];
	memset(r, 0, sizeof(*r));
	r->first = first;
	r->last = last;
	r->constant = cached;
	r->action = cached ? SECCACHE_RET_ALLOW : 0;
	r->reads = cached ? CACHED_READS : FILTER_READS;
	r->any_action = !cached;
}

/* One audit arch's partition: the bitmap over [0, size), "filter" above. */
static int abi_ranges(const struct seccache_stack *s,
		      const struct seccache_kernel *k,
		      const struct seccache_arch *abi, bool cache,
		      struct sc_arch_ranges *ar)
{
	uint32_t size = cache ? seccache_kernel_nr_count(k, abi) : 0;
	bool *allow = calloc(size ? size : 1, sizeof(*allow));

	/* At most every bit alternates, plus the tail above the bitmap. */
	ar->ranges = calloc((size_t)size + 1, sizeof(*ar->ranges));
	ar->audit_arch = abi->audit_arch;
	ar->n = 0;
	if (!allow || !ar->ranges) {
		free(allow);
		free(ar->ranges);
		ar->ranges = NULL;
		return -ENOMEM;
	}
	fill_bitmap(s, k, abi, allow, size);
	for (uint32_t nr = 0; nr < size; nr++)
		append_range(ar, nr, nr, allow[nr]);
	append_range(ar, size, UINT32_MAX, false);
	free(allow);
	return 0;
}

int sc_kcache_analyze(const struct seccache_stack *s,
		      const struct seccache_analyze_opts *opts,
		      struct seccache_analysis *a,
		      struct seccache_error *err)
{
	const struct seccache_kernel *k = opts ? opts->kernel : NULL;
	const struct seccache_arch *compat = s->native->compat;
	struct seccache_kernel running;
	bool cache;
	int ret;

	if (!k) {
		ret = seccache_kernel_running(&running);
		if (ret)
			return sc_fail(err, ret, -1,
				       "cannot read the running kernel's release");
		k = &running;
	}
	cache = seccache_kernel_has_cache(k, s->native);
	a->mode = SECCACHE_MODE_KERNEL;
	a->kernel = *k;
	a->n_abis = seccache_arch_abis(s->native, a->abis);
	a->n_arches = 0;
	ret = abi_ranges(s, k, s->native, cache, &a->arches[a->n_arches++]);
	if (!ret && compat)
		ret = abi_ranges(s, k, compat, cache, &a->arches[a->n_arches++]);
	if (ret)
		return sc_fail(err, ret, -1, "out of memory");
	return 0;
}

const struct seccache_kernel *seccache_analysis_kernel(const struct seccache_analysis *a)
{
	return a->mode == SECCACHE_MODE_KERNEL ? &a->kernel : NULL;
}
