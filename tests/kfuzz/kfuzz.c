/* SPDX-License-Identifier: MIT */
/*
 * kfuzz.c - fuzzes the seccache kernel series' own cache code, compiled in
 * user space from the patched kernel/seccomp.c (tests/kfuzz/extract.py
 * copies it, shim.h gives it the kernel's vocabulary), against libseccache.
 *
 * Each input becomes a stack of one to three filters that seccomp accepts,
 * valid by construction (generated from the bytes with a bias to what the
 * cache code finds hard, or raw instructions repaired): classic ones, and
 * some eBPF-style ones, the eBPF series' table (shim.h's stand-in for its
 * hash map) in front of a program. Each filter is attached oldest first as
 * seccomp_attach_filter() does: its prev, then seccomp_cache_prepare(), the
 * bulk pass (seccomp_cache_prepare_table() for a table); one filter in
 * eight then loses its cache, as when a TSYNC from another thread replaced
 * its predecessor (seccomp_cache_drop()). Then, filter by filter:
 *
 *  (a) order: a second chain prepared one syscall at a time from the first
 *      instruction, by seccomp_cache_prepare_nr(), must give every slot
 *      the same result and hold the same allow bitmap;
 *  (b) soundness: every (arch, nr) that seccomp_cached() answers,
 *      in every ABI (x86_64, ia32, x32) and just past each table, must
 *      give what libseccache's reference interpreter gives for the stack so
 *      far (seccache_stack_run()) on edge and random arguments and
 *      instruction pointers, from a filter without the LOG flag (the
 *      cache does not keep it);
 *      the same where shifts by X of 32 or more compute what other
 *      machines compute (X & 63, X & 255, no mask); and x86_64's uretprobe
 *      and uprobe must be cached ALLOW (seccomp_uprobe_exception()).
 *      The reference runs an eBPF-style filter as a classic program that
 *      returns the table's value for the calls it holds, then runs the
 *      program (ref_insns());
 *  (c) a dropped cache answers exactly x86_64's uretprobe and uprobe,
 *      ALLOW, and leaves every other slot to the filters;
 *  (d) results the same as the older filter's are shared (cache.ret_shared,
 *      the older filter's array), and only they: the one-by-one chain of
 *      (a) never shares, so (a) also holds a shared cache's lookups to an
 *      unshared one's; freeing the stack, newest first as the kernel
 *      does, frees each array once (kfuzz_free() knows which are live);
 *  (e) an eBPF-style filter's table_slots are the slots its table holds,
 *      the uprobe calls aside, and it caches no slot outside them.
 *
 * With KFUZZ_PREDICT=1 in the environment, also: libseccache's kernel
 * mode must predict exactly the slots and results the kernel code caches,
 * up to the first eBPF-style or dropped filter of the stack: libseccache
 * predicts classic filters attached without a race.
 *
 * A WARN_ON in the cache code is a failure too. Once, at the start, the
 * guards of states no accepted filter reaches are run with programs
 * seccomp refuses: they must fail closed (a note if not: check_guards()).
 *
 * A failure prints the stack
 * as seccache assembly, then abort()s, so that libFuzzer keeps the input;
 * the driver (driver.c) counts failures and goes on instead, as the
 * fuzzer does past a WARN with KFUZZ_IGNORE_WARN=1 in the environment.
 *
 * Input format. Byte 0 bit 7 set: raw, else generated; bits 0-1: the
 * number of filters less one (3 means 1). Raw: per filter a flags byte
 * (bit 0: LOG, bit 1: eBPF-style), a 16-bit little-endian length, then
 * struct sock_filter records (code and k little-endian), repaired into
 * what seccomp accepts; an eBPF-style filter then a count of table entries
 * and each entry's nr, arch and ret (32-bit little-endian).
 * Generated: see kfuzz_gen_filter(). Missing bytes come from a generator
 * seeded with the input, so a short input can still make a long program.
 *
 * This file, the only one that compiles the extracted kernel code: the
 * checks, the attaching of each stack, the set-up and libFuzzer's entry
 * points. The failures and counts are report.c's; inputs are decoded by
 * decode.c and generate.c; shift.c runs other machines' shifts; driver.c
 * is the main() of the coverage build.
 */
#include "shim.h"
#include KFUZZ_EXTRACTED

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "seccache.h"

#include "kfuzz.h"

#define N_VECTORS	6	/* argument vectors per cached slot, at most */
#define N_ABIS		3

_Static_assert(sizeof(struct sock_filter) == sizeof(struct seccache_insn) &&
	       offsetof(struct sock_filter, k) == offsetof(struct seccache_insn, k),
	       "struct sock_filter and struct seccache_insn differ");

static bool predict;			/* KFUZZ_PREDICT: check kcache.c too */
static bool no_memory;			/* kmalloc_array() fails for this stack */
bool kfuzz_print_all;			/* the driver's -p: show every stack */

/*
 * The arrays kmalloc_array() gave and kfree() has not taken back: a stack
 * has two chains of three filters. A kfree() of anything else is the
 * failure (d) looks for, reported rather than done, so that the coverage
 * build counts it and goes on (ASan would stop the fuzzer at it anyway).
 */
static void *live[4 * MAX_FILTERS];
static unsigned int nlive;

void *kfuzz_alloc(size_t n, size_t size)
{
	void *p = no_memory || nlive == ARRAY_SIZE(live) ? NULL : calloc(n, size);

	if (p)
		live[nlive++] = p;
	return p;
}

void kfuzz_free(void *p)
{
	unsigned int i = 0;

	if (!p)
		return;
	while (i < nlive && live[i] != p)
		i++;
	if (i == nlive) {
		kfuzz_failure(F_SHARE, "kfree() of an array freed already (or never allocated)\n");
		return;
	}
	live[i] = live[--nlive];
	free(p);
}

/* ------------------------------------------------------------------ */
/* The reference, and other machines' shifts                            */
/* ------------------------------------------------------------------ */

static struct seccache_kernel kernel;	/* 7.3.4 with the series */
static const struct seccache_arch *abis[N_ABIS];

/* seccomp_run_filters() over filters 0..upto with kfuzz_run_shift(). */
static KFUZZ_UNTRACED u32 fold_shift(const struct kf_stack *stack, unsigned int upto,
		      const struct seccache_data *d, enum shift m)
{
	u32 w[16] = { d->nr, d->arch, (u32)d->instruction_pointer,
		      (u32)(d->instruction_pointer >> 32) };
	u32 ret = SECCOMP_RET_ALLOW;

	for (int i = 0; i < 6; i++) {
		w[4 + 2 * i] = (u32)d->args[i];
		w[5 + 2 * i] = (u32)(d->args[i] >> 32);
	}
	for (int i = upto; i >= 0; i--) {
		u32 cur = kfuzz_run_shift(&stack->f[i], w, m);

		if (ACTION_ONLY(cur) < ACTION_ONLY(ret))
			ret = cur;
	}
	return ret;
}

/*
 * The classic program that decides as an eBPF-style filter does, for
 * libseccache: per table entry, "nr and arch are its key: return its ret",
 * then A cleared (a program starts with A 0) and the program. A classic
 * filter is its program. kfuzz_table_add() keeps it within BPF_MAXINSNS.
 */
static unsigned int ref_insns(const struct kf_filter *f, struct sock_filter *out)
{
	unsigned int n = 0;

	for (unsigned int e = 0; e < f->ntable; e++) {
		const struct kf_entry *t = &f->table[e];

		out[n++] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS,
							offsetof(struct seccomp_data, nr));
		out[n++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, t->nr, 0, 3);
		out[n++] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS,
							offsetof(struct seccomp_data, arch));
		out[n++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, t->arch, 0, 1);
		out[n++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, t->ret);
	}
	if (n)
		out[n++] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_IMM, 0);
	memcpy(out + n, f->insn, f->len * sizeof(*out));
	return n + f->len;
}

/* ------------------------------------------------------------------ */
/* The checks                                                           */
/* ------------------------------------------------------------------ */

static const char *abi_name(u32 arch, u32 nr)
{
	if (arch == AUDIT_ARCH_I386)
		return "ia32";
	return nr & SECCOMP_ARCH_X32_NR_BIT ? "x32" : "x86_64";
}

static void print_action(const char *who, u32 ret, bool log)
{
	char name[64] = "an unknown action";

	/* seccache_action_format() names an unknown action by its effect. */
	if (seccache_action_known(ret))
		seccache_action_format(ret, name, sizeof(name));
	fprintf(stderr, "  %-12s %s (0x%08x)%s\n", who, name, ret, log ? " log" : "");
}

/* "x86_64 110": the ABI and number of a slot, from the kernel's table. */
static const char *slot_name(unsigned int slot)
{
	static char buf[32];

	snprintf(buf, sizeof(buf), "slot %u", slot);
	for (unsigned int i = 0; i < ARRAY_SIZE(seccomp_cache_abis); i++) {
		const struct seccomp_cache_abi *abi = &seccomp_cache_abis[i];

		if (slot >= abi->base && slot < (unsigned int)abi->base + abi->nr)
			snprintf(buf, sizeof(buf), "%s %u", abi->name, slot - abi->base);
	}
	return buf;
}

static void print_cached(const char *who, bool cached, u32 ret)
{
	if (cached)
		print_action(who, ret, false);
	else
		fprintf(stderr, "  %-12s not cached\n", who);
}

/*
 * (a): the bulk pass against one syscall at a time from the first
 * instruction: the same result for every slot, the same allow bitmap.
 */
static KFUZZ_UNTRACED void check_order(const struct seccomp_filter *bulk,
			const struct seccomp_filter *one)
{
	const struct action_cache *b = &bulk->cache, *o = &one->cache;
	unsigned int slot;

	for (slot = 0; slot < SECCOMP_CACHE_SLOTS; slot++) {
		u32 rb = 0, ro = 0;
		bool cb = seccomp_cache_get(b, slot, &rb);
		bool co = seccomp_cache_get(o, slot, &ro);

		if (cb == co && (!cb || rb == ro))
			continue;
		if (kfuzz_fail_begin(F_ORDER)) {
			fprintf(stderr, "%s: the cache of filter %u: %s\n",
				kfuzz_fail_names[F_ORDER], kfuzz_current_level + 1,
				slot_name(slot));
			print_cached("bulk pass:", cb, rb);
			print_cached("one by one:", co, ro);
		}
		kfuzz_fail_end();
		return;
	}
	/* Then the slots agree: so must the bitmaps. */
	if (memcmp(b->allow, o->allow, sizeof(b->allow)))
		kfuzz_failure(F_ORDER, "allow bitmaps differ\n");
}

/* One of the argument vectors a cached slot is checked with. */
static KFUZZ_UNTRACED void arg_vector(struct seccache_data *d, u32 arch, u32 nr, unsigned int v,
		   u64 *rng, const u32 *consts, unsigned int nconsts)
{
	u32 w[14];

	for (unsigned int i = 0; i < 14; i++) {
		u64 r = splitmix(rng);

		switch (v) {
		case 0: w[i] = 0; break;
		case 1: w[i] = 0xffffffff; break;
		case 2: w[i] = nr; break;
		default:
			switch (r % 6) {
			case 0: w[i] = 0; break;
			case 1: w[i] = 0xffffffff; break;
			case 2: w[i] = nr; break;
			case 3: w[i] = (u32)(r >> 32) % 64; break;
			case 4: w[i] = nconsts ? consts[(r >> 8) % nconsts] : 0; break;
			default: w[i] = (u32)(r >> 32);
			}
		}
	}
	d->nr = nr;
	d->arch = arch;
	d->instruction_pointer = (u64)w[1] << 32 | w[0];
	for (int i = 0; i < 6; i++)
		d->args[i] = (u64)w[3 + 2 * i] << 32 | w[2 + 2 * i];
}

struct level {
	const struct kf_stack *stack;
	unsigned int upto;		/* the newest filter */
	const struct seccomp_filter *kf;
	const struct seccache_stack *ref;
	const struct seccache_analysis *predicted;	/* KFUZZ_PREDICT, or NULL */
	bool shifts;			/* some filter shifts by X */
	u64 rng;
	u32 consts[64];			/* the programs' constants, as arguments */
	unsigned int nconsts;
	unsigned int slots;		/* checked so far */
	/* Numbers (x32's bit aside) next to a constant or an end of a table. */
	DECLARE_BITMAP(near, KFUZZ_X32_NR);
};

/* A number a filter compares with, or next to one, or an end of a table. */
static KFUZZ_UNTRACED bool interesting(const struct level *l, u32 nr)
{
	u32 i = nr & ~SECCOMP_ARCH_X32_NR_BIT;

	return i >= KFUZZ_X32_NR || test_bit(i, l->near);
}

static void mismatch(const struct level *l, enum fail kind,
		     const struct seccache_data *d, u32 ret, bool log, u32 want,
		     bool want_log, const char *who)
{
	if (kfuzz_fail_begin(kind)) {
		fprintf(stderr, "%s: the cache of filter %u: %s nr %u (0x%x) arch 0x%08x\n",
			kfuzz_fail_names[kind], l->upto + 1, abi_name(d->arch, d->nr),
			d->nr & ~SECCOMP_ARCH_X32_NR_BIT, d->nr, d->arch);
		fprintf(stderr, "  ip 0x%" PRIx64 " args", d->instruction_pointer);
		for (int i = 0; i < 6; i++)
			fprintf(stderr, " 0x%" PRIx64, d->args[i]);
		fprintf(stderr, "\n");
		print_action("cached:", ret, log);
		print_action(who, want, want_log);
	}
	kfuzz_fail_end();
}

/* Another machine's shifts must not change a cached result. */
static KFUZZ_UNTRACED void check_shifts(const struct level *l, const struct seccache_data *d,
			 u32 ret, u32 want)
{
	char who[32];

	if (fold_shift(l->stack, l->upto, d, SHIFT_31) != want) {
		kfuzz_failure(F_HARNESS, "kfuzz_run_shift() disagrees with libseccache\n");
		return;
	}
	for (enum shift m = SHIFT_63; m < N_SHIFTS; m++) {
		u32 other = fold_shift(l->stack, l->upto, d, m);

		if (other == ret)
			continue;
		snprintf(who, sizeof(who), "shift by %s:", kfuzz_shift_names[m]);
		mismatch(l, F_SHIFT, d, ret, false, other, false, who);
		return;
	}
}

/* (b) for one (arch, nr): if the cache answers, it must be right. */
/*
 * KFUZZ_PREDICT: libseccache's kernel mode (kcache.c) must
 * predict exactly what the kernel's code caches, as tests/guest/kguest.c
 * holds the running patched kernel to it.
 */
static KFUZZ_UNTRACED void check_predicted(const struct level *l, u32 arch, u32 nr,
					   bool cached, u32 ret)
{
	const struct seccache_range *r = seccache_analysis_lookup(l->predicted, arch, nr);
	bool constant = r && r->constant;

	if (constant == cached && (!cached || r->action == ret))
		return;
	if (kfuzz_fail_begin(F_PREDICT)) {
		fprintf(stderr, "%s: the cache of filter %u: %s nr %u (0x%x)\n",
			kfuzz_fail_names[F_PREDICT], l->upto + 1, abi_name(arch, nr),
			nr & ~SECCOMP_ARCH_X32_NR_BIT, nr);
		print_cached("cached:", cached, ret);
		print_cached("predicted:", constant, constant ? r->action : 0);
	}
	kfuzz_fail_end();
}

/* The cache's answer for (arch, nr): seccomp_cached() without the pin. */
static bool cache_lookup(const struct seccomp_filter *f, u32 arch, u32 nr, u32 *ret)
{
	int slot = seccomp_cache_slot(arch, nr);

	return slot >= 0 && seccomp_cache_get(&f->cache, slot, ret);
}

static KFUZZ_UNTRACED void check_nr(struct level *l, u32 arch, u32 nr)
{
	u32 ret = 0;
	/* A cached result never comes from a filter with the LOG flag. */
	bool log = false, cached = cache_lookup(l->kf, arch, nr, &ret);

	if (l->predicted)
		check_predicted(l, arch, nr, cached, ret);
	if (!cached) {
		if (arch == AUDIT_ARCH_X86_64 && (nr == __NR_uretprobe || nr == __NR_uprobe))
			kfuzz_failure(F_UPROBE, "x86_64 %u passes every filter, not cached\n", nr);
		return;
	}
	kfuzz_stats.slots++;
	l->slots++;
	for (unsigned int v = 0; v < N_VECTORS; v++) {
		struct seccache_data d;
		size_t match;
		u32 want;
		bool want_log;

		/*
		 * Most of the time goes here: a slot gets one of the edge
		 * vectors (in turn) and one random one; a number next to a
		 * constant of the filters, or to an end of a table, all six.
		 */
		if (!interesting(l, nr) && (v < 3 ? v != l->slots % 3 : v > 3))
			continue;
		arg_vector(&d, arch, nr, v, &l->rng, l->consts, l->nconsts);
		want = seccache_stack_run(l->ref, &d, &match);
		want_log = match != SIZE_MAX &&
			   seccache_stack_filter_flags(l->ref, match) & SECCACHE_FILTER_FLAG_LOG;
		kfuzz_stats.vectors++;
		if (want != ret || (ret != SECCOMP_RET_ALLOW && want_log != log)) {
			mismatch(l, F_CACHE, &d, ret, log, want, want_log, "libseccache:");
			return;
		}
		if (l->shifts && !seccache_stack_passthrough(l->ref, &d))
			check_shifts(l, &d, ret, want);
	}
}

/*
 * (b) for every slot of every ABI, the numbers just past each table and
 * numbers no table has (the x32 bit with any other, -1): the cache must
 * not answer for those, or answer right.
 */
static KFUZZ_UNTRACED void check_sound(struct level *l)
{
	static const u32 past[] = { 0, 1, 2, 100 };
	static const u32 far[] = { 0x3fffffff, 0x7fffffff, 0xbfffffff, 0xffffffff };

	for (unsigned int a = 0; a < N_ABIS; a++) {
		u32 count = seccache_kernel_nr_count(&kernel, abis[a]);

		for (u32 i = 0; i < count; i++)
			check_nr(l, abis[a]->audit_arch, abis[a]->nr_base | i);
		for (unsigned int i = 0; i < ARRAY_SIZE(past); i++)
			check_nr(l, abis[a]->audit_arch, (abis[a]->nr_base | count) + past[i]);
		for (unsigned int i = 0; i < ARRAY_SIZE(far); i++)
			check_nr(l, abis[a]->audit_arch, far[i]);
	}
}

static void mark_near(struct level *l, u32 nr)
{
	nr &= ~SECCOMP_ARCH_X32_NR_BIT;
	for (u32 i = nr ? nr - 1 : 0; i <= nr + 1 && i < KFUZZ_X32_NR; i++)
		__set_bit(i, l->near);
}

static KFUZZ_UNTRACED void collect_consts(struct level *l, const struct kf_stack *stack)
{
	static const u32 ends[] = { 0, KFUZZ_NATIVE_NR - 1, KFUZZ_COMPAT_NR - 1,
				    KFUZZ_X32_NR - 1 };

	l->nconsts = 0;
	bitmap_zero(l->near, KFUZZ_X32_NR);
	for (unsigned int i = 0; i < ARRAY_SIZE(ends); i++)
		mark_near(l, ends[i]);
	for (unsigned int i = 0; i < stack->n; i++) {
		for (unsigned int pc = 0; pc < stack->f[i].len; pc++) {
			const struct sock_filter *in = &stack->f[i].insn[pc];

			if (BPF_CLASS(in->code) != BPF_JMP && in->code != (BPF_LD | BPF_IMM) &&
			    in->code != (BPF_LDX | BPF_IMM))
				continue;
			mark_near(l, in->k);
			if (l->nconsts < ARRAY_SIZE(l->consts))
				l->consts[l->nconsts++] = in->k;
		}
		for (unsigned int e = 0; e < stack->f[i].ntable; e++)
			mark_near(l, stack->f[i].table[e].nr);
	}
}

/* x86_64's uretprobe and uprobe, which pass every filter. */
static bool uprobe_slot(unsigned int slot)
{
	return slot < KFUZZ_NATIVE_NR && (slot == __NR_uretprobe || slot == __NR_uprobe);
}

/*
 * (c): seccomp_cache_drop() leaves the filters every call but the uprobe
 * ones, which no filter sees: exactly those are cached, ALLOW.
 */
static KFUZZ_UNTRACED void check_dropped(const struct seccomp_filter *f)
{
	for (unsigned int slot = 0; slot < SECCOMP_CACHE_SLOTS; slot++) {
		u32 ret = 0;
		bool cached = seccomp_cache_get(&f->cache, slot, &ret);

		if (cached == uprobe_slot(slot) && (!cached || ret == SECCOMP_RET_ALLOW))
			continue;
		if (kfuzz_fail_begin(F_DROP)) {
			fprintf(stderr, "%s: filter %u, dropped: %s\n", kfuzz_fail_names[F_DROP],
				kfuzz_current_level + 1, slot_name(slot));
			print_cached("cached:", cached, ret);
			print_cached("wanted:", uprobe_slot(slot), SECCOMP_RET_ALLOW);
		}
		kfuzz_fail_end();
		return;
	}
}

/* A slot's entry of the results array, SECCOMP_CACHE_RUN if it has none. */
static u32 result_of(const struct seccomp_filter *f, unsigned int slot)
{
	return f->cache.ret ? f->cache.ret[slot] : SECCOMP_CACHE_RUN;
}

static KFUZZ_UNTRACED bool same_results(const struct seccomp_filter *a,
					const struct seccomp_filter *b)
{
	for (unsigned int slot = 0; slot < SECCOMP_CACHE_SLOTS; slot++)
		if (result_of(a, slot) != result_of(b, slot))
			return false;
	return true;
}

static KFUZZ_UNTRACED bool some_result(const struct seccomp_filter *f)
{
	for (unsigned int slot = 0; slot < SECCOMP_CACHE_SLOTS; slot++)
		if (result_of(f, slot) != SECCOMP_CACHE_RUN)
			return true;
	return false;
}

/*
 * (d): filter i of the bulk chain shares filter i - 1's array if and only
 * if that array exists (some result other than ALLOW) and its results are
 * the same. The one-by-one chain holds the results each would have: it is
 * never shared, nor freed when empty, and is dropped with the bulk chain;
 * without memory, neither has results.
 */
static void check_shared(unsigned int i, const struct seccomp_filter *bulk,
			 const struct seccomp_filter *one)
{
	const struct action_cache *c = &bulk[i].cache;
	bool want = i && some_result(&one[i - 1]) && same_results(&one[i], &one[i - 1]);

	if (c->ret_shared == want && (!want || c->ret == bulk[i - 1].cache.ret))
		return;
	kfuzz_failure(F_SHARE, "filter %u: results %s, array %s\n", i + 1,
		      want ? "the older filter's" : "its own",
		      !c->ret_shared ? "its own" :
		      i && c->ret == bulk[i - 1].cache.ret ? "shared" : "shared, not the older's");
}

/* (d): the arrays a stack allocated, freed once each, newest filter first. */
static void free_chain(struct seccomp_filter *chain)
{
	for (unsigned int i = MAX_FILTERS; i--; )
		seccomp_cache_free(&chain[i]);
}

/*
 * (e): an eBPF-style filter's table_slots, which seccomp_run_filter() asks
 * before looking up its table, are the slots the table holds, bar the
 * uprobe calls; and no other slot is cached but those: the program decides
 * them, and the kernel never emulates it.
 */
static void check_table(const struct seccomp_filter *f, const struct kf_filter *kf)
{
	for (unsigned int a = 0; a < ARRAY_SIZE(seccomp_cache_abis); a++) {
		const struct seccomp_cache_abi *abi = &seccomp_cache_abis[a];

		for (unsigned int n = 0; n < abi->nr; n++) {
			unsigned int slot = abi->base + n;
			u32 ret = 0;
			bool held = !uprobe_slot(slot) &&
				    kfuzz_table_get(kf, abi->nr_bit | n, abi->arch, &ret);
			bool cached = seccomp_cache_get(&f->cache, slot, &ret);

			if (test_bit(slot, f->table_slots) == held &&
			    (held || !cached || uprobe_slot(slot)))
				continue;
			kfuzz_failure(F_TABLE, "filter %u: %s: %s, %s, table_slots %s\n",
				      kfuzz_current_level + 1, slot_name(slot),
				      uprobe_slot(slot) ? "a uprobe call" :
				      held ? "held by the table" : "not held by the table",
				      cached ? "cached" : "not cached",
				      test_bit(slot, f->table_slots) ? "set" : "clear");
			return;
		}
	}
}

/*
 * seccomp_cache_prepare() without the bulk pass: each number from the start,
 * x32's only in filters of at most SECCOMP_CACHE_X32_INSNS instructions. A
 * table has no bulk pass: the same code, and no sharing.
 */
static void prepare_one_by_one(struct seccomp_filter *sfilter)
{
	seccomp_cache_alloc(sfilter);
	for (unsigned int i = 0; i < ARRAY_SIZE(seccomp_cache_abis); i++) {
		const struct seccomp_cache_abi *abi = &seccomp_cache_abis[i];
		u32 older;

		if (sfilter->table) {
			seccomp_cache_prepare_table(sfilter, abi);
			continue;
		}
		if (abi->nr_bit && sfilter->prog->orig_prog->len > SECCOMP_CACHE_X32_INSNS)
			continue;
		for (unsigned int nr = 0; nr < abi->nr; nr++)
			if (seccomp_cache_older(sfilter, abi->base + nr, &older))
				seccomp_cache_prepare_nr(sfilter, abi, nr, 0, 0);
	}
}

/* The kernel's side of a stack: the two chains of (a), and what they point to. */
static struct seccomp_filter bulk[MAX_FILTERS], one[MAX_FILTERS];
static struct sock_fprog_kern chain_fprog[MAX_FILTERS];
static struct bpf_prog chain_prog[MAX_FILTERS];
static struct bpf_map chain_table[MAX_FILTERS];

/* seccomp_prepare_filter(), or seccomp_prepare_bpf_filter(): filter i of chain. */
static void new_filter(struct seccomp_filter *chain, unsigned int i, const struct kf_filter *f)
{
	struct seccomp_filter *sf = &chain[i];

	memset(sf, 0, sizeof(*sf));
	sf->log = f->log;
	sf->prog = &chain_prog[i];
	sf->table = f->bpf ? &chain_table[i] : NULL;
	sf->prev = i ? &chain[i - 1] : NULL;
}

/* Filter i's program and table, as seccomp() gets them. */
static void load_filter(unsigned int i, const struct kf_filter *f)
{
	chain_fprog[i] = (struct sock_fprog_kern){ f->len, (struct sock_filter *)f->insn };
	chain_prog[i].orig_prog = &chain_fprog[i];
	kfuzz_map_init(&chain_table[i]);
	for (unsigned int e = 0; e < f->ntable; e++)
		if (!kfuzz_map_update(&chain_table[i], f->table[e].nr, f->table[e].arch,
				      f->table[e].ret))
			kfuzz_failure(F_HARNESS, "the table stand-in is full\n");
}

/* The reference's filter i, its eBPF-style table as classic code. */
static bool ref_push(struct seccache_stack *ref, struct seccache_filter **out,
		     const struct kf_filter *f)
{
	static struct sock_filter insns[BPF_MAXINSNS];
	unsigned int len = ref_insns(f, insns);
	struct seccache_error err;

	if (seccache_filter_new((const struct seccache_insn *)insns, len, out, &err) ||
	    seccache_stack_push_flags(ref, *out, f->log ? SECCACHE_FILTER_FLAG_LOG : 0, &err)) {
		kfuzz_failure(F_HARNESS, "made a filter seccomp refuses: %s (insn %d)\n",
			err.msg, err.insn);
		return false;
	}
	return true;
}

/*
 * Attach filter i as seccomp_set_mode_filter() does, in both chains:
 * prepare (the results shared or not: (d)), then attach, where one in
 * eight drops its cache as the TSYNC race would ((c)). Returns whether
 * the cache was dropped.
 */
static bool attach_filter(unsigned int i, const struct kf_filter *f, u64 *rng)
{
	bool drop = splitmix(rng) % 8 == 0;

	load_filter(i, f);
	new_filter(bulk, i, f);
	seccomp_cache_alloc(&bulk[i]);
	seccomp_cache_prepare(&bulk[i]);
	new_filter(one, i, f);
	prepare_one_by_one(&one[i]);
	check_shared(i, bulk, one);
	if (f->bpf)
		check_table(&bulk[i], f);
	if (!drop)
		return false;
	/* seccomp_attach_filter(), its predecessor replaced since. */
	seccomp_cache_drop(&bulk[i]);
	seccomp_cache_drop(&one[i]);
	check_dropped(&bulk[i]);
	return true;
}

/* Attach each filter of stack as the kernel would, and check each cache. */
static void run_stack(const struct kf_stack *stack, u64 seed)
{
	struct seccache_filter *ref_filters[MAX_FILTERS] = { 0 };
	struct seccache_stack *ref = NULL;
	struct seccache_analysis *predicted = NULL;
	SECCACHE_OPTS(seccache_analyze_opts, opts, .mode = SECCACHE_MODE_KERNEL, .kernel = &kernel);
	struct seccache_error err;
	struct level l = { .stack = stack, .rng = seed };
	bool predictable;
	u64 drops = ~seed;		/* which filters attach after a TSYNC */

	kfuzz_current = stack;
	kfuzz_current_level = 0;
	kfuzz_program_fails = 0;
	/* One stack in 16: no room for results other than ALLOW. */
	no_memory = seed % 16 == 0;
	/* kcache.c predicts classic filters whose allocations succeed, no race. */
	predictable = predict && !no_memory;
	if (kfuzz_print_all) {
		fprintf(stderr, "kfuzz: stack %llu:\n", kfuzz_stats.programs + 1);
		kfuzz_print_stack(stack, stack->n - 1);
	}
	if (seccache_stack_new(abis[0], &ref, &err) ||
	    seccache_stack_set_kernel(ref, &kernel, &err)) {
		fprintf(stderr, "kfuzz: %s\n", err.msg);
		exit(2);
	}
	collect_consts(&l, stack);
	for (unsigned int i = 0; i < stack->n; i++) {
		const struct kf_filter *f = &stack->f[i];
		bool dropped;

		kfuzz_current_level = i;
		if (!ref_push(ref, &ref_filters[i], f))
			break;
		dropped = attach_filter(i, f, &drops);
		predictable &= !f->bpf && !dropped;
		l.shifts |= kfuzz_has_shift_x(f);
		l.upto = i;
		l.kf = &bulk[i];
		l.ref = ref;
		if (predictable && seccache_analyze(ref, &opts, &predicted, &err)) {
			kfuzz_failure(F_HARNESS, "seccache_analyze(): %s\n", err.msg);
			break;
		}
		l.predicted = predicted;
		check_sound(&l);
		seccache_analysis_free(predicted);
		predicted = NULL;
		l.predicted = NULL;
		check_order(&bulk[i], &one[i]);
	}
	free_chain(bulk);
	free_chain(one);
	if (nlive)
		kfuzz_failure(F_SHARE, "freeing the stack left %u arrays allocated\n", nlive);
	while (nlive)
		free(live[--nlive]);
	seccache_stack_free(ref);
	for (unsigned int i = 0; i < stack->n; i++)
		seccache_filter_free(ref_filters[i]);
	no_memory = false;
	kfuzz_current = NULL;
	if (++kfuzz_stats.programs % 64 == 0)
		kfuzz_stats_flush();
}

/*
 * The WARN_ON guards of states no filter seccomp accepts can reach must
 * fail closed: run them once, with programs seccomp refuses (no final
 * return; a byte load), without a program, and a lookup of an arch that
 * is neither native nor compat; nothing may be cached but the calls that
 * pass every filter.
 */
static void check_guards(void)
{
	static struct sock_filter no_ret[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
	};
	static struct sock_filter byte_load[] = {
		BPF_STMT(BPF_LD | BPF_B | BPF_ABS, 0),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	static struct sock_fprog_kern fprogs[] = {
		{ ARRAY_SIZE(no_ret), no_ret }, { ARRAY_SIZE(byte_load), byte_load },
	};
	static struct seccomp_filter f, older;
	struct seccomp_data sd = { .nr = 1, .arch = SECCOMP_ARCH_NATIVE };
	struct bpf_prog prog;
	bool fuzzing = !kfuzz_keep_going;
	u32 ret;

	/* Counted and shown, but they need a program seccomp refuses. */
	kfuzz_keep_going = true;
	kfuzz_expecting_warn = true;
	if (seccomp_emulate(NULL, &sd, 0, 0, &ret))
		kfuzz_failure(F_GUARD, "seccomp_emulate() without a program gave 0x%08x\n", ret);
	if (seccomp_emulate(&fprogs[0], &sd, 0, 0, &ret))
		kfuzz_failure(F_GUARD, "seccomp_emulate() ran off the end to 0x%08x\n", ret);
	/* A slot the older filter leaves to the filters stays theirs. */
	memset(&f, 0, sizeof(f));
	older.prog = &prog;
	f.prev = &older;
	seccomp_cache_alloc(&f);
	seccomp_cache_add(&f, 5, SECCOMP_RET_ERRNO);
	if (seccomp_cache_get(&f.cache, 5, &ret))
		kfuzz_failure(F_GUARD, "seccomp_cache_add() under a filter that runs gave 0x%08x\n",
			ret);
	seccomp_cache_free(&f);
	memset(&f, 0, sizeof(f));
	__set_bit(1, f.cache.allow);
	sd.arch = AUDIT_ARCH_AARCH64;
	if (cache_lookup(&f, sd.arch, sd.nr, &ret))
		kfuzz_failure(F_GUARD, "seccomp_cache_slot() of arch 0x%08x gave 0x%08x\n",
			sd.arch, ret);
	for (unsigned int i = 0; i < ARRAY_SIZE(fprogs); i++) {
		memset(&f, 0, sizeof(f));
		prog.orig_prog = &fprogs[i];
		f.prog = &prog;
		seccomp_cache_prepare(&f);
		for (unsigned int slot = 0; slot < SECCOMP_CACHE_SLOTS; slot++)
			if (seccomp_cache_get(&f.cache, slot, &ret) &&
			    slot != __NR_uretprobe && slot != __NR_uprobe) {
				kfuzz_failure(F_GUARD,
					      "guard: %s, which seccomp refuses: %s cached\n",
					      i ? "a byte load" : "no final return",
					      slot_name(slot));
				break;
			}
	}
	kfuzz_expecting_warn = false;
	kfuzz_keep_going = !fuzzing;
}

/* ------------------------------------------------------------------ */
/* Set-up: the shim's numbers must be libseccache's                     */
/* ------------------------------------------------------------------ */

void kfuzz_setup(void)
{
	static const u32 want[N_ABIS] = { KFUZZ_NATIVE_NR, KFUZZ_COMPAT_NR, KFUZZ_X32_NR };
	static bool done;
	bool ok = ARRAY_SIZE(seccomp_cache_abis) == N_ABIS;

	if (done)
		return;
	done = true;
	kfuzz_stats_path = getenv("KFUZZ_STATS");
	kfuzz_ignore_warn = getenv("KFUZZ_IGNORE_WARN") && *getenv("KFUZZ_IGNORE_WARN") == '1';
	predict = getenv("KFUZZ_PREDICT") && *getenv("KFUZZ_PREDICT") == '1';
	atexit(kfuzz_stats_flush);
	if (seccache_kernel_parse("7.3.4-seccache", &kernel, NULL) ||
	    seccache_arch_abis(seccache_arch_lookup("x86_64"), abis) != N_ABIS) {
		fprintf(stderr, "kfuzz: libseccache knows no x86_64 7.3.4\n");
		exit(2);
	}
	for (unsigned int i = 0; ok && i < N_ABIS; i++) {
		ok = seccache_kernel_nr_count(&kernel, abis[i]) == want[i] &&
		     seccomp_cache_abis[i].nr == want[i] &&
		     seccomp_cache_abis[i].arch == abis[i]->audit_arch &&
		     seccomp_cache_abis[i].nr_bit == abis[i]->nr_base;
		if (!ok)
			fprintf(stderr, "kfuzz: %s: shim.h has %u syscalls, libseccache %u\n",
				abis[i]->name, want[i],
				seccache_kernel_nr_count(&kernel, abis[i]));
	}
	for (u32 nr = 330; ok && nr < 340; nr++)
		ok = seccache_kernel_passthrough(&kernel, abis[0], nr) ==
		     (nr == __NR_uretprobe || nr == __NR_uprobe);
	if (!ok) {
		fprintf(stderr, "kfuzz: shim.h and libseccache disagree on x86_64 7.3.4\n");
		exit(2);
	}
	check_guards();
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	kfuzz_setup();
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct kf_stack stack;
	u64 seed = 0xcbf29ce484222325ULL;

	kfuzz_setup();
	for (size_t i = 0; i < size; i++)
		seed = (seed ^ data[i]) * 0x100000001b3ULL;
	memset(&stack, 0, sizeof(stack));
	kfuzz_decode(data, size, &stack);
	run_stack(&stack, seed);
	return 0;
}
