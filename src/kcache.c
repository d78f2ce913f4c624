/* SPDX-License-Identifier: MIT */
/*
 * kcache.c - kernel mode: the allow bitmaps Linux >= 5.11 builds when each
 * filter is attached (seccomp_cache_prepare() in kernel/seccomp.c), turned
 * into the ranges every analysis is made of (sc_ranges_append()).
 *
 * Only the newest filter's bitmaps are consulted at syscall time
 * (seccomp_cache_check_allow()), and each filter's bitmap starts as a copy
 * of its predecessor's, so walking the stack oldest first and only ever
 * clearing bits leaves exactly what the kernel would look up.
 */
#include <errno.h>
#include <stddef.h>
#include <stdlib.h>

#include "internal.h"
#include "opcode.h"

/* What a cached number's result depends on; an uncached one, anything. */
#define CACHED_READS	(SECCACHE_READ_NR | SECCACHE_READ_ARCH)

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

		/*
		 * Most of libseccomp's dispatch is JEQ K: tested before the
		 * switch, it spares most instructions the indirect branch.
		 */
		if (insn->code == (BPF_JMP | BPF_JEQ | BPF_K)) {
			pc += bpf_jump_holds(BPF_JEQ, a, insn->k) ? insn->jt : insn->jf;
			continue;
		}
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

/* What the kernel does with [first, last]: ALLOW from its bitmap, or run the filters. */
static int append_range(struct sc_arch_ranges *ar, uint32_t first,
			uint32_t last, bool cached)
{
	struct seccache_range r = {
		.first = first, .last = last, .constant = cached,
		.action = cached ? SECCACHE_RET_ALLOW : 0,
		.reads = cached ? CACHED_READS : SC_READ_ALL,
		.any_action = !cached,
	};

	return sc_ranges_append(ar, &r);
}

int sc_kcache_ranges(const struct seccache_stack *s,
		     const struct seccache_kernel *k,
		     const struct seccache_arch *abi, struct sc_arch_ranges *ar)
{
	bool cache = seccache_kernel_has_cache(k, s->native);
	uint32_t size = cache ? seccache_kernel_nr_count(k, abi) : 0;
	bool *allow = calloc(size ? size : 1, sizeof(*allow));
	int ret = allow ? 0 : -ENOMEM;

	if (!ret)
		fill_bitmap(s, k, abi, allow, size);
	for (uint32_t nr = 0, last; nr < size && !ret; nr = last + 1) {
		for (last = nr; last + 1 < size && allow[last + 1] == allow[nr]; last++)
			;
		ret = append_range(ar, nr, last, allow[nr]);
	}
	if (!ret)
		ret = append_range(ar, size, UINT32_MAX, false);
	free(allow);
	return ret;
}
