/* SPDX-License-Identifier: MIT */
/*
 * kfuzz.c - fuzzes the seccache kernel series' own cache code, compiled in
 * user space from the patched kernel/seccomp.c (tests/kfuzz/extract.py
 * copies it, shim.h gives it the kernel's vocabulary), against libseccache.
 *
 * Each input becomes a stack of one to three classic filters that seccomp
 * accepts, valid by construction (generated from the bytes with a bias to
 * what the cache code finds hard, or raw instructions repaired). Each
 * filter is attached oldest first as seccomp_attach_filter() does: its
 * prev, then seccomp_cache_prepare(), the bulk pass. Then, filter by filter:
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
 *
 * With KFUZZ_PREDICT=1 in the environment, also: libseccache's kernel
 * mode must predict exactly the slots and results the kernel code caches.
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
 * (bit 0: LOG), a 16-bit little-endian length, then struct sock_filter
 * records (code and k little-endian), repaired into what seccomp accepts.
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

void *kfuzz_alloc(size_t n, size_t size)
{
	return no_memory ? NULL : calloc(n, size);
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
	}
}

/*
 * seccomp_cache_prepare() without the bulk pass: each number from the start,
 * x32's only in filters of at most SECCOMP_CACHE_X32_INSNS instructions.
 */
static void prepare_one_by_one(struct seccomp_filter *sfilter)
{
	seccomp_cache_alloc(sfilter);
	for (unsigned int i = 0; i < ARRAY_SIZE(seccomp_cache_abis); i++) {
		const struct seccomp_cache_abi *abi = &seccomp_cache_abis[i];
		u32 older;

		if (abi->nr_bit && sfilter->prog->orig_prog->len > SECCOMP_CACHE_X32_INSNS)
			continue;
		for (unsigned int nr = 0; nr < abi->nr; nr++)
			if (seccomp_cache_older(sfilter, abi->base + nr, &older))
				seccomp_cache_prepare_nr(sfilter, abi, nr, 0, 0);
	}
}

/* Attach each filter of stack as the kernel would, and check each cache. */
static void run_stack(const struct kf_stack *stack, u64 seed)
{
	static struct seccomp_filter bulk[MAX_FILTERS], one[MAX_FILTERS];
	static struct sock_fprog_kern fprog[MAX_FILTERS];
	static struct bpf_prog prog[MAX_FILTERS];
	struct seccache_filter *ref_filters[MAX_FILTERS] = { 0 };
	struct seccache_stack *ref = NULL;
	struct seccache_analysis *predicted = NULL;
	SECCACHE_OPTS(seccache_analyze_opts, opts, .mode = SECCACHE_MODE_KERNEL, .kernel = &kernel);
	struct seccache_error err;
	struct level l = { .stack = stack, .rng = seed };

	kfuzz_current = stack;
	kfuzz_current_level = 0;
	kfuzz_program_fails = 0;
	/* One stack in 16: no room for results other than ALLOW. */
	no_memory = seed % 16 == 0;
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

		kfuzz_current_level = i;
		if (seccache_filter_new((const struct seccache_insn *)f->insn, f->len,
					&ref_filters[i], &err) ||
		    seccache_stack_push_flags(ref, ref_filters[i],
					      f->log ? SECCACHE_FILTER_FLAG_LOG : 0, &err)) {
			kfuzz_failure(F_HARNESS, "made a filter seccomp refuses: %s (insn %d)\n",
				err.msg, err.insn);
			break;
		}
		fprog[i] = (struct sock_fprog_kern){ f->len, (struct sock_filter *)f->insn };
		prog[i].orig_prog = &fprog[i];
		/* seccomp_prepare_filter(), seccomp_attach_filter() */
		seccomp_cache_free(&bulk[i]);
		memset(&bulk[i], 0, sizeof(bulk[i]));
		bulk[i].log = f->log;
		bulk[i].prog = &prog[i];
		bulk[i].prev = i ? &bulk[i - 1] : NULL;
		seccomp_cache_alloc(&bulk[i]);
		seccomp_cache_prepare(&bulk[i]);
		/* The same chain, one syscall at a time. */
		seccomp_cache_free(&one[i]);
		memset(&one[i], 0, sizeof(one[i]));
		one[i].log = f->log;
		one[i].prog = &prog[i];
		one[i].prev = i ? &one[i - 1] : NULL;
		prepare_one_by_one(&one[i]);
		l.shifts |= kfuzz_has_shift_x(f);
		l.upto = i;
		l.kf = &bulk[i];
		l.ref = ref;
		/* kcache.c predicts the kernel whose allocations succeed. */
		if (predict && !no_memory && seccache_analyze(ref, &opts, &predicted, &err)) {
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
