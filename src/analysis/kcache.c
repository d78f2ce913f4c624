/* SPDX-License-Identifier: MIT */
/*
 * kcache.c - kernel mode: what the kernel's cache holds when each filter is
 * attached (seccomp_cache_prepare() in kernel/seccomp.c), turned into the
 * ranges every analysis is made of (sc_ranges_append()). Two kernels:
 *
 * - Linux >= 5.11: allow bitmaps. Only the newest filter's bitmaps are
 *   consulted at syscall time (seccomp_cache_check_allow()), and each
 *   filter's bitmap starts as a copy of its predecessor's, so walking the
 *   stack oldest first and only ever clearing bits leaves exactly what the
 *   kernel would look up.
 * - a kernel with the seccache series (kernel/patches): every constant
 *   result, x32's included, combined filter by filter as
 *   seccomp_run_filters() combines them (seccomp_cache_add()).
 */
#include <errno.h>
#include <stddef.h>
#include <stdlib.h>

#include "analysis.h"
#include "abi/opcode.h"

/* What a cached number's result depends on; an uncached one, anything. */
#define CACHED_READS	(SECCACHE_READ_NR | SECCACHE_READ_ARCH)

/*
 * seccomp_is_const_allow(), and the series' seccomp_emulate(): follow the
 * one path that (arch, nr) takes using only the few instructions the
 * kernel emulates, to the value of its RET K; anything else, or a load of
 * any other field, means the filter must run.
 */
static bool filter_const(const struct seccache_filter *f, uint32_t arch,
			 uint32_t nr, uint32_t *ret)
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
			*ret = insn->k;
			return true;
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
 * filter proves exactly SECCOMP_RET_ALLOW (data included). The uprobe exception (seccomp_uprobe_exception())
 * keeps its numbers set before any emulation.
 */
static void fill_bitmap(const struct sc_filters *fs,
			const struct seccache_kernel *k,
			const struct seccache_arch *abi,
			bool *allow, uint32_t size)
{
	for (uint32_t nr = 0; nr < size; nr++)
		allow[nr] = true;
	for (size_t i = 0; i < fs->len; i++) {
		for (uint32_t nr = 0, ret; nr < size; nr++) {
			if (!allow[nr] || seccache_kernel_passthrough(k, abi, nr))
				continue;
			allow[nr] = filter_const(fs->filters[i], abi->audit_arch, nr, &ret) &&
				    ret == SECCACHE_RET_ALLOW;
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

/* One syscall's slot in the series' cache. */
struct slot {
	bool cached;
	uint32_t ret;
};

/* The ABIs the series caches, in its order (seccomp_cache_abis[]). */
struct series_abis {
	const struct seccache_arch *abi[3];
	uint32_t size[3];
	size_t n;
	uint32_t slots;
	uint32_t x32_insns;	/* SECCOMP_CACHE_X32_INSNS */
};

static void series_abis(const struct sc_filters *fs,
			const struct seccache_kernel *k, struct series_abis *sa)
{
	const struct seccache_arch *order[3] = {
		fs->native, fs->native->compat, fs->native->x32,
	};
	uint32_t not_x32 = 0;

	sa->n = sa->slots = 0;
	for (size_t i = 0; i < 3; i++) {
		uint32_t size = order[i] ? seccache_kernel_nr_count(k, order[i]) : 0;

		if (!size)
			continue;
		sa->abi[sa->n] = order[i];
		sa->size[sa->n++] = size;
		sa->slots += size;
		if (order[i] != fs->native->x32)
			not_x32 += size;
	}
	/*
	 * Longer filters leave x32 to the filters: emulating one costs at most
	 * BPF_MAXINSNS per native and compat number.
	 */
	sa->x32_insns = sa->slots ? not_x32 * SECCACHE_MAXINSNS / sa->slots : 0;
}

/*
 * seccomp_cache_add(): as seccomp_run_filters(), starting from ALLOW, the
 * lowest signed action wins and the newest filter wins ties. Where the
 * newest filter's own result wins, it is left to the filters if it needs
 * that filter: a notification, or any result but ALLOW of a filter with
 * SECCOMP_FILTER_FLAG_LOG (which decides whether ERRNO, TRAP and TRACE are
 * logged; the cache does not keep it).
 */
static struct slot combine(struct slot older, uint32_t ret, bool log)
{
	if (seccache_action_beats(older.ret, ret) ||
	    !seccache_action_beats(ret, SECCACHE_RET_ALLOW))
		return older;
	if (log || (ret & SECCACHE_RET_ACTION_FULL) == SECCACHE_RET_USER_NOTIF)
		return (struct slot){ 0 };
	return (struct slot){ .cached = true, .ret = ret };
}

/* seccomp_cache_prepare_abi() of filter f, over the slots of every ABI. */
static void series_filter(const struct seccache_filter *f,
			  const struct seccache_kernel *k,
			  const struct series_abis *sa, struct slot *slots,
			  bool first)
{
	struct slot *slot = slots;

	for (size_t a = 0; a < sa->n; a++) {
		const struct seccache_arch *abi = sa->abi[a];
		bool skip = abi->nr_base && f->len > sa->x32_insns;

		for (uint32_t i = 0; i < sa->size[a]; i++, slot++) {
			struct slot older = first ?
				(struct slot){ true, SECCACHE_RET_ALLOW } : *slot;
			uint32_t nr = abi->nr_base | i, ret = SECCACHE_RET_ALLOW;

			*slot = (struct slot){ 0 };
			if (!older.cached || skip)
				continue;
			/* The uprobe exception: seccomp_emulate() answers ALLOW. */
			if (!seccache_kernel_passthrough(k, abi, nr) &&
			    !filter_const(f, abi->audit_arch, nr, &ret))
				continue;
			*slot = combine(older, ret, f->flags & SECCACHE_FILTER_FLAG_LOG);
		}
	}
}

static int append_slots(struct sc_arch_ranges *ar, const struct slot *slots,
			uint32_t base, uint32_t size)
{
	int ret = 0;

	for (uint32_t i = 0; i < size && !ret; i++) {
		struct seccache_range r = {
			.first = base + i, .last = base + i,
			.constant = slots[i].cached,
			.action = slots[i].cached ? slots[i].ret : 0,
			.reads = slots[i].cached ? CACHED_READS : SC_READ_ALL,
			.any_action = !slots[i].cached,
		};

		ret = sc_ranges_append(ar, &r);
	}
	return ret;
}

/*
 * The series' ranges of AUDIT_ARCH value abi->audit_arch: the slots of each
 * ABI that has it (native and x32 share one), "run the filters" between and
 * after them.
 */
static int series_ranges(const struct sc_filters *fs,
			 const struct seccache_kernel *k,
			 const struct seccache_arch *abi, struct sc_arch_ranges *ar)
{
	struct series_abis sa;
	struct slot *slots;
	uint32_t next = 0;
	int ret = 0;

	series_abis(fs, k, &sa);
	slots = calloc(sa.slots ? sa.slots : 1, sizeof(*slots));
	if (!slots)
		return -ENOMEM;
	for (size_t i = 0; i < fs->len; i++)
		series_filter(fs->filters[i], k, &sa, slots, i == 0);
	for (size_t a = 0, base = 0; a < sa.n && !ret; base += sa.size[a++]) {
		if (sa.abi[a]->audit_arch != abi->audit_arch)
			continue;
		if (sa.abi[a]->nr_base > next)
			ret = append_range(ar, next, sa.abi[a]->nr_base - 1, false);
		if (!ret)
			ret = append_slots(ar, slots + base, sa.abi[a]->nr_base, sa.size[a]);
		next = sa.abi[a]->nr_base + sa.size[a];
	}
	if (!ret && next)
		ret = append_range(ar, next, UINT32_MAX, false);
	if (!ret && !next)
		ret = append_range(ar, 0, UINT32_MAX, false);
	free(slots);
	return ret;
}

int sc_kcache_ranges(const struct sc_filters *fs,
		     const struct seccache_kernel *k,
		     const struct seccache_arch *abi, struct sc_arch_ranges *ar)
{
	if (k->series && fs->len)
		return series_ranges(fs, k, abi, ar);

	bool cache = seccache_kernel_has_cache(k, fs->native);
	uint32_t size = cache ? seccache_kernel_nr_count(k, abi) : 0;
	bool *allow = calloc(size ? size : 1, sizeof(*allow));
	int ret = allow ? 0 : -ENOMEM;

	if (!ret)
		fill_bitmap(fs, k, abi, allow, size);
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
