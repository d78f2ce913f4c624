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
 *  (b) soundness: every (arch, nr) that seccomp_cache_lookup() answers,
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
 * the driver (KFUZZ_MAIN) counts failures and goes on instead, as the
 * fuzzer does past a WARN with KFUZZ_IGNORE_WARN=1 in the environment.
 *
 * Input format. Byte 0 bit 7 set: raw, else generated; bits 0-1: the
 * number of filters less one (3 means 1). Raw: per filter a flags byte
 * (bit 0: LOG), a 16-bit little-endian length, then struct sock_filter
 * records (code and k little-endian), repaired into what seccomp accepts.
 * Generated: see gen_filter(). Missing bytes come from a generator seeded
 * with the input, so a short input can still make a long program.
 */
#include "shim.h"
#include KFUZZ_EXTRACTED
#include "seccomp_codes.h"

#include <dirent.h>
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

#include "seccache.h"

#define MAX_FILTERS	3
#define MAX_LEN		520	/* the deepest generated tree fits */
#define MAX_POOL	24	/* distinct return values of a filter */
#define N_VECTORS	6	/* argument vectors per cached slot, at most */
#define N_ABIS		3

/*
 * The checks run for every slot: left out of libFuzzer's coverage and
 * comparison tracing, which would cost most of the time and guide the
 * fuzzer by the harness instead of by the kernel's code.
 */
#if defined(__clang__) && __clang_major__ >= 13
#define KFUZZ_UNTRACED	__attribute__((no_sanitize("coverage")))
#else
#define KFUZZ_UNTRACED
#endif

_Static_assert(sizeof(struct sock_filter) == sizeof(struct seccache_insn) &&
	       offsetof(struct sock_filter, k) == offsetof(struct seccache_insn, k),
	       "struct sock_filter and struct seccache_insn differ");

struct kf_filter {
	struct sock_filter insn[MAX_LEN];
	unsigned int len;
	bool log;
};

struct kf_stack {
	struct kf_filter f[MAX_FILTERS];
	unsigned int n;
};

/* ------------------------------------------------------------------ */
/* Failures and statistics                                             */
/* ------------------------------------------------------------------ */

/* What can go wrong, each counted on its own. */
enum fail {
	F_ORDER,	/* (a): the bulk pass and the in-order pass differ */
	F_CACHE,	/* (b): a cached result the interpreter contradicts */
	F_SHIFT,	/* (b): a cached result a machine's shift changes */
	F_UPROBE,	/* (b): uretprobe or uprobe not cached ALLOW */
	F_WARN,		/* a WARN_ON fired for a filter seccomp accepts */
	F_HARNESS,	/* kfuzz itself is wrong */
	F_GUARD,	/* a guard of what no accepted filter reaches caches */
	F_PREDICT,	/* KFUZZ_PREDICT: libseccache predicts another cache */
	N_FAILS
};

static const char *const fail_names[N_FAILS] = {
	"bulk vs in order", "cache vs interpreter", "shift by X >= 32",
	"uprobe exception", "WARN", "harness", "guard (a filter seccomp refuses)",
	"libseccache's prediction",
};

static struct {
	unsigned long long programs, slots, vectors;
	unsigned long long fails[N_FAILS];	/* checks that failed */
	unsigned long long programs_failed[N_FAILS];
} st;

static const char *stats_path;		/* KFUZZ_STATS: where the counts go */
static bool keep_going;			/* the driver: count, go on */
static bool expecting_warn;		/* check_guards() is running */
static bool ignore_warn;		/* KFUZZ_IGNORE_WARN: count, go on */
static bool predict;			/* KFUZZ_PREDICT: check kcache.c too */
static bool no_memory;			/* kmalloc_array() fails for this stack */
static bool print_all;			/* the driver's -p: show every stack */
static unsigned int program_fails;	/* the kinds the current stack failed */
static unsigned int programs_printed;	/* stacks whose failure was printed */
static bool printing;			/* the failure being reported is */
static const struct kf_stack *current;	/* the stack being attached */
static unsigned int current_level;	/* its filter being attached */

static unsigned long long sum_fails(int from, int to)
{
	unsigned long long n = 0;

	for (int i = from; i <= to; i++)
		n += st.fails[i];
	return n;
}

static void stats_flush(void)
{
	FILE *f;

	if (!stats_path || !(f = fopen(stats_path, "w")))
		return;
	fprintf(f, "programs %llu slots %llu vectors %llu mismatches %llu warns %llu "
		"invalid %llu guards %llu predicted %llu\n", st.programs, st.slots,
		st.vectors, sum_fails(F_ORDER, F_UPROBE),
		st.fails[F_WARN], st.fails[F_HARNESS], st.fails[F_GUARD],
		st.fails[F_PREDICT]);
	for (int i = 0; i < N_FAILS; i++)
		if (st.fails[i])
			fprintf(f, "failed: %s: %llu checks in %llu programs\n", fail_names[i],
				st.fails[i], st.programs_failed[i]);
	fclose(f);
}

static void print_stack(const struct kf_stack *s, unsigned int upto)
{
	for (unsigned int i = 0; i <= upto && i < s->n; i++) {
		char *text = NULL;

		fprintf(stderr, "  filter %u of %u (oldest first, %u insns)%s:\n", i + 1,
			s->n, s->f[i].len, s->f[i].log ? ", SECCOMP_FILTER_FLAG_LOG" : "");
		if (seccache_disasm((const struct seccache_insn *)s->f[i].insn,
				    s->f[i].len, &text, NULL) == 0) {
			for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n"))
				fprintf(stderr, "    %s\n", line);
		}
		free(text);
	}
}

/*
 * Count a failure of kind; returns whether to print it: always when
 * fuzzing (it is the last), in the driver the first failure of each of
 * the first 20 stacks that fail.
 */
static bool fail_begin(enum fail kind)
{
	printing = !keep_going || (!program_fails && programs_printed < 20);
	if (printing && current)
		programs_printed++;
	st.fails[kind]++;
	if (!(program_fails & 1U << kind))
		st.programs_failed[kind]++;
	program_fails |= 1U << kind;
	if (printing)
		fprintf(stderr, "kfuzz: %s: ", kind == F_WARN ? "WARN" :
			kind == F_HARNESS ? "harness" : kind == F_GUARD ? "note" : "MISMATCH");
	return printing;
}

/* Print the stack after what fail_begin() printed; abort() when fuzzing. */
static void fail_end(void)
{
	if (printing && current) {
		fprintf(stderr, "  stack, filters 1 to %u attached:\n", current_level + 1);
		print_stack(current, current_level);
	}
	if (!keep_going) {
		stats_flush();
		abort();
	}
}

static void __attribute__((format(printf, 2, 3)))
failure(enum fail kind, const char *fmt, ...)
{
	va_list ap;

	if (fail_begin(kind)) {
		va_start(ap, fmt);
		vfprintf(stderr, fmt, ap);
		va_end(ap);
	}
	fail_end();
}

bool kfuzz_warn(bool cond, const char *file, int line, const char *what)
{
	bool going = keep_going;

	if (!cond || expecting_warn)
		return cond;
	/* A known WARN must not hide the mismatches behind it. */
	keep_going |= ignore_warn;
	failure(F_WARN, "%s:%d: WARN_ON(%s)\n", file, line, what);
	keep_going = going;
	return cond;
}

/* ------------------------------------------------------------------ */
/* Input bytes                                                          */
/* ------------------------------------------------------------------ */

struct src {
	const u8 *p;
	size_t left;
	u64 rng;	/* splitmix64, for bytes past the end of the input */
};

void *kfuzz_alloc(size_t n, size_t size)
{
	return no_memory ? NULL : calloc(n, size);
}

static u64 splitmix(u64 *state)
{
	u64 z = (*state += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static u32 get8(struct src *s)
{
	if (!s->left)
		return splitmix(&s->rng) & 0xff;
	s->left--;
	return *s->p++;
}

static u32 get16(struct src *s)
{
	u32 lo = get8(s);

	return lo | get8(s) << 8;
}

static u32 get32(struct src *s)
{
	u32 lo = get16(s);

	return lo | get16(s) << 16;
}

/* ------------------------------------------------------------------ */
/* Validity by construction                                             */
/* ------------------------------------------------------------------ */


static bool accepted(u16 code)
{
	for (size_t i = 0; i < ARRAY_SIZE(seccomp_codes); i++)
		if (seccomp_codes[i] == code)
			return true;
	return false;
}

static bool is_cond_jump(u16 code)
{
	return BPF_CLASS(code) == BPF_JMP && BPF_OP(code) != BPF_JA;
}

/* Make insn pc of a len-long program one that bpf_check_classic() takes. */
static void repair_insn(struct sock_filter *in, unsigned int pc, unsigned int len)
{
	/* The furthest a jump from pc may go: to the last instruction. */
	unsigned int room = pc + 2 <= len ? len - pc - 2 : 0;

	if (!accepted(in->code))
		in->code = seccomp_codes[in->code % ARRAY_SIZE(seccomp_codes)];
	switch (in->code) {
	case BPF_LD | BPF_W | BPF_ABS:
		if (in->k >= sizeof(struct seccomp_data) || in->k & 3)
			in->k = in->k % 16 * 4;
		break;
	case BPF_ALU | BPF_DIV | BPF_K:
		if (!in->k)
			in->k = 1;
		break;
	case BPF_ALU | BPF_LSH | BPF_K:
	case BPF_ALU | BPF_RSH | BPF_K:
		in->k %= 32;
		break;
	case BPF_LD | BPF_MEM:
	case BPF_LDX | BPF_MEM:
	case BPF_ST:
	case BPF_STX:
		in->k %= BPF_MEMWORDS;
		break;
	case BPF_JMP | BPF_JA:
		if (in->k > room)
			in->k %= room + 1;
		break;
	default:
		if (is_cond_jump(in->code)) {
			if (in->jt > room)
				in->jt %= room + 1;
			if (in->jf > room)
				in->jf %= room + 1;
		}
	}
}

/*
 * check_load_and_stores() of bpf_check_classic(), step for step: a load
 * of scratch memory that not every path has written reads a slot that
 * every path has, or becomes a store.
 */
static void repair_mem(struct kf_filter *f)
{
	u16 masks[MAX_LEN], memvalid = 0;
	unsigned int pc;

	memset(masks, 0xff, sizeof(masks));
	for (pc = 0; pc < f->len; pc++) {
		struct sock_filter *in = &f->insn[pc];

		memvalid &= masks[pc];
		switch (in->code) {
		case BPF_ST:
		case BPF_STX:
			memvalid |= 1 << in->k;
			break;
		case BPF_LD | BPF_MEM:
		case BPF_LDX | BPF_MEM:
			if (memvalid & 1 << in->k)
				break;
			if (memvalid) {
				while (!(memvalid & 1 << in->k))
					in->k = (in->k + 1) % BPF_MEMWORDS;
				break;
			}
			in->code = in->code == (BPF_LD | BPF_MEM) ? BPF_ST : BPF_STX;
			memvalid |= 1 << in->k;
			break;
		case BPF_JMP | BPF_JA:
			masks[pc + 1 + in->k] &= memvalid;
			memvalid = 0xffff;
			break;
		default:
			if (is_cond_jump(in->code)) {
				masks[pc + 1 + in->jt] &= memvalid;
				masks[pc + 1 + in->jf] &= memvalid;
				memvalid = 0xffff;
			}
		}
	}
}

static void repair(struct kf_filter *f)
{
	struct sock_filter *last;

	if (!f->len)
		f->len = 1;
	for (unsigned int pc = 0; pc < f->len; pc++)
		repair_insn(&f->insn[pc], pc, f->len);
	last = &f->insn[f->len - 1];
	if (BPF_CLASS(last->code) != BPF_RET)
		*last = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, last->k);
	repair_mem(f);
}

/* ------------------------------------------------------------------ */
/* Generated filters                                                    */
/* ------------------------------------------------------------------ */

struct gen {
	struct src *s;
	struct kf_filter *f;
	unsigned int pc, end;	/* the next instruction, and the last one's */
	u32 pool[MAX_POOL];	/* the filter's return values */
	unsigned int npool;
};

static void put(struct gen *g, u16 code, u8 jt, u8 jf, u32 k)
{
	if (g->pc < MAX_LEN)
		g->f->insn[g->pc++] = (struct sock_filter){ code, jt, jf, k };
}

/* A constant to compare the syscall number with: the edges of every table. */
static u32 nr_const(struct gen *g)
{
	switch (get8(g->s) % 16) {
	case 0: case 1: case 2: case 3:
		return get8(g->s);
	case 4: case 5:
		return get16(g->s) % 560;
	case 6:
		return 110;
	case 7:
		return 335 + get8(g->s) % 2;	/* uretprobe, uprobe */
	case 8:
		return KFUZZ_NATIVE_NR - 1 + get8(g->s) % 3;
	case 9:
		return KFUZZ_X32_NR - 1 + get8(g->s) % 3;
	case 10:
		return SECCOMP_ARCH_X32_NR_BIT | get16(g->s) % 560;
	case 11:
		return SECCOMP_ARCH_X32_NR_BIT - 1 + get8(g->s) % 3;
	case 12:
		return get8(g->s) & 1 ? AUDIT_ARCH_X86_64 : AUDIT_ARCH_I386;
	case 13:
		return 0xffffffff - get8(g->s) % 4;
	case 14:
		return 1U << get8(g->s) % 32;
	default:
		return get32(g->s);
	}
}

/* A return value: every action, data that tells them apart, unknown ones. */
static u32 action_const(struct gen *g, unsigned int i)
{
	u32 data = get8(g->s) & 1 ? i : get16(g->s);

	switch (get8(g->s) % 13) {
	case 0: case 1:
		return SECCOMP_RET_ALLOW;
	case 2:
		return SECCOMP_RET_ALLOW | data;
	case 3:
		return SECCOMP_RET_LOG;
	case 4:
		return SECCOMP_RET_TRACE | data;
	case 5: case 6:
		return SECCOMP_RET_ERRNO | data;
	case 7:
		return SECCOMP_RET_TRAP | data;
	case 8:
		return SECCOMP_RET_KILL_THREAD | data;
	case 9:
		return SECCOMP_RET_KILL_PROCESS;
	case 10:
		return SECCOMP_RET_USER_NOTIF;
	case 11:
		return get16(g->s) << 16 | data;	/* mostly an unknown action */
	default:
		return get32(g->s);
	}
}

static u32 pool_ret(struct gen *g)
{
	return g->pool[get8(g->s) % g->npool];
}

/* An operand for an ALU operation on A. */
static u32 alu_const(struct gen *g, u16 op)
{
	if (op == BPF_DIV)
		return get8(g->s) & 1 ? 1 + get8(g->s) % 16 : get32(g->s) | 1;
	if (op == BPF_LSH || op == BPF_RSH)
		return get8(g->s) % 32;
	switch (get8(g->s) % 8) {
	case 0: case 1:
		return get8(g->s) % 8;
	case 2: case 3:
		return nr_const(g);
	case 4:
		return action_const(g, get8(g->s));
	case 5:
		return SECCOMP_RET_ACTION_FULL >> (get8(g->s) % 17);
	default:
		return get32(g->s);
	}
}

/* A constant for X: shift counts from 0 to 64 first. */
static u32 x_const(struct gen *g)
{
	switch (get8(g->s) % 4) {
	case 0: case 1:
		return get8(g->s) % 65;
	case 2:
		return nr_const(g);
	default:
		return get8(g->s) % 2 ? 0 : get32(g->s);
	}
}

static const u16 alu_ops[] = {
	BPF_ADD, BPF_SUB, BPF_MUL, BPF_DIV, BPF_AND, BPF_OR, BPF_XOR,
	BPF_LSH, BPF_RSH, BPF_NEG, BPF_LSH, BPF_RSH,
};
static const u16 jump_ops[] = { BPF_JEQ, BPF_JGT, BPF_JGE, BPF_JSET };

/* A jump offset from g->pc: short mostly, never past the last insn. */
static u32 jump_off(struct gen *g, bool wide)
{
	u32 room = g->end > g->pc ? g->end - g->pc - 1 : 0;
	u32 b = get8(g->s);
	u32 off = b < 160 ? b % 4 : b < 224 ? b % 16 : wide ? get16(g->s) : b;

	if (!wide && room > 255)
		room = 255;
	return off % (room + 1);
}

/* What one free-form instruction can be. */
enum { G_LD_NR, G_LD_ARCH, G_LD_ARG, G_LD_OTHER, G_LDX, G_TAX, G_TXA,
       G_ST, G_STX, G_LDMEM, G_LDXMEM, G_ALU_K, G_ALU_X, G_JMP_K, G_JMP_X,
       G_JA, G_RET_K, G_RET_A, G_N };

/* Weights per profile: comparisons, arithmetic, memory, args, uniform. */
static const u8 weights[][G_N] = {
	{ 6, 2, 2, 1, 2, 2, 1, 1, 1, 1, 1, 2, 1, 20, 4, 2, 12, 3 },
	{ 8, 1, 1, 2, 6, 3, 2, 1, 1, 1, 1, 12, 8, 6, 3, 1, 4, 10 },
	{ 4, 1, 1, 1, 3, 6, 6, 6, 6, 8, 6, 3, 3, 6, 3, 1, 4, 4 },
	{ 2, 1, 8, 1, 1, 1, 1, 1, 1, 1, 1, 2, 1, 16, 2, 1, 0, 1 },
	{ 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3 },
};
#define N_PROFILES ARRAY_SIZE(weights)

static unsigned int pick(struct gen *g, unsigned int profile)
{
	unsigned int total = 0, i, r;

	for (i = 0; i < G_N; i++)
		total += weights[profile][i];
	r = (get8(g->s) << 8 | get8(g->s)) % total;
	for (i = 0; r >= weights[profile][i]; i++)
		r -= weights[profile][i];
	return i;
}

static void gen_insn(struct gen *g, unsigned int what)
{
	u16 op;

	switch (what) {
	case G_LD_NR:
		put(g, BPF_LD | BPF_W | BPF_ABS, 0, 0, offsetof(struct seccomp_data, nr));
		break;
	case G_LD_ARCH:
		put(g, BPF_LD | BPF_W | BPF_ABS, 0, 0, offsetof(struct seccomp_data, arch));
		break;
	case G_LD_ARG:	/* instruction_pointer and args, either half */
		put(g, BPF_LD | BPF_W | BPF_ABS, 0, 0, 8 + 4 * (get8(g->s) % 14));
		break;
	case G_LD_OTHER:
		if (get8(g->s) & 1)
			put(g, BPF_LD | BPF_W | BPF_LEN, 0, 0, 0);
		else
			put(g, BPF_LD | BPF_IMM, 0, 0, get8(g->s) & 1 ? nr_const(g) : x_const(g));
		break;
	case G_LDX:
		if (get8(g->s) % 8 == 0)
			put(g, BPF_LDX | BPF_W | BPF_LEN, 0, 0, 0);
		else
			put(g, BPF_LDX | BPF_IMM, 0, 0, x_const(g));
		break;
	case G_TAX:
		put(g, BPF_MISC | BPF_TAX, 0, 0, 0);
		break;
	case G_TXA:
		put(g, BPF_MISC | BPF_TXA, 0, 0, 0);
		break;
	case G_ST:
	case G_STX:
	case G_LDMEM:
	case G_LDXMEM: {
		static const u16 codes[] = { BPF_ST, BPF_STX, BPF_LD | BPF_MEM, BPF_LDX | BPF_MEM };

		/* Few slots, so that loads find what stores wrote. */
		put(g, codes[what - G_ST], 0, 0, get8(g->s) % 4 ? get8(g->s) % 3 : get8(g->s) % 16);
		break;
	}
	case G_ALU_K:
		op = alu_ops[get8(g->s) % ARRAY_SIZE(alu_ops)];
		put(g, BPF_ALU | op | BPF_K, 0, 0, op == BPF_NEG ? 0 : alu_const(g, op));
		break;
	case G_ALU_X:
		op = alu_ops[get8(g->s) % ARRAY_SIZE(alu_ops)];
		put(g, BPF_ALU | op | (op == BPF_NEG ? 0 : BPF_X), 0, 0, 0);
		break;
	case G_JMP_K:
	case G_JMP_X: {
		u8 jt, jf;

		op = jump_ops[get8(g->s) % ARRAY_SIZE(jump_ops)];
		jt = jump_off(g, false);
		jf = jump_off(g, false);
		put(g, BPF_JMP | op | (what == G_JMP_X ? BPF_X : BPF_K), jt, jf,
		    what == G_JMP_X ? 0 : nr_const(g));
		break;
	}
	case G_JA:
		put(g, BPF_JMP | BPF_JA, 0, 0, jump_off(g, true));
		break;
	case G_RET_K:
		put(g, BPF_RET | BPF_K, 0, 0, pool_ret(g));
		break;
	default:
		put(g, BPF_RET | BPF_A, 0, 0, 0);
		break;
	}
}

/* Instructions up to g->end, then a return. */
static void gen_free(struct gen *g, unsigned int profile)
{
	if (get8(g->s) < 192)
		gen_insn(g, G_LD_NR);
	while (g->pc < g->end)
		gen_insn(g, pick(g, profile));
	put(g, get8(g->s) % 4 ? BPF_RET | BPF_K : BPF_RET | BPF_A, 0, 0, pool_ret(g));
}

/* Start with a check of the arch, as libseccomp does, then load nr. */
static void gen_prologue(struct gen *g)
{
	if (get8(g->s) % 3 == 0) {
		put(g, BPF_LD | BPF_W | BPF_ABS, 0, 0, offsetof(struct seccomp_data, arch));
		put(g, BPF_JMP | BPF_JEQ | BPF_K, 1, 0,
		    get8(g->s) % 4 ? AUDIT_ARCH_X86_64 : AUDIT_ARCH_I386);
		put(g, BPF_RET | BPF_K, 0, 0, pool_ret(g));
	}
	put(g, BPF_LD | BPF_W | BPF_ABS, 0, 0, offsetof(struct seccomp_data, nr));
}

/* One rule of a libseccomp-like list: A holds nr before and after it. */
static void gen_rule(struct gen *g)
{
	u32 kind = get8(g->s) % 10;
	u16 op = kind < 5 ? BPF_JEQ : jump_ops[get8(g->s) % ARRAY_SIZE(jump_ops)];
	u16 argop = jump_ops[get8(g->s) % ARRAY_SIZE(jump_ops)];

	switch (kind) {
	case 7:		/* on an argument: then nr again for the next rules */
		put(g, BPF_JMP | op | BPF_K, 0, 4, nr_const(g));
		put(g, BPF_LD | BPF_W | BPF_ABS, 0, 0, 16 + 4 * (get8(g->s) % 12));
		put(g, BPF_JMP | argop | BPF_K, 0, 1, get8(g->s) & 1 ? get8(g->s) : get32(g->s));
		put(g, BPF_RET | BPF_K, 0, 0, pool_ret(g));
		put(g, BPF_LD | BPF_W | BPF_ABS, 0, 0, offsetof(struct seccomp_data, nr));
		break;
	case 8:		/* on a value derived from nr, nr kept in X */
		put(g, BPF_MISC | BPF_TAX, 0, 0, 0);
		gen_insn(g, G_ALU_K);
		put(g, BPF_JMP | op | BPF_K, 0, 1, nr_const(g));
		put(g, get8(g->s) & 1 ? BPF_RET | BPF_A : BPF_RET | BPF_K, 0, 0, pool_ret(g));
		put(g, BPF_MISC | BPF_TXA, 0, 0, 0);
		break;
	case 9:		/* RET A of nr, or of something made of it */
		if (get8(g->s) & 1) {
			put(g, BPF_JMP | op | BPF_K, 0, 1, nr_const(g));
		} else {
			put(g, BPF_JMP | op | BPF_K, 0, 2, nr_const(g));
			gen_insn(g, get8(g->s) & 1 ? G_ALU_K : G_ALU_X);
		}
		put(g, BPF_RET | BPF_A, 0, 0, 0);
		break;
	default:
		put(g, BPF_JMP | op | BPF_K, 0, 1, nr_const(g));
		put(g, BPF_RET | BPF_K, 0, 0, pool_ret(g));
	}
}

static void gen_linear(struct gen *g)
{
	gen_prologue(g);
	if (get8(g->s) & 1)
		put(g, BPF_LDX | BPF_IMM, 0, 0, x_const(g));
	while (g->pc + 8 < g->end)
		gen_rule(g);
	put(g, get8(g->s) % 4 ? BPF_RET | BPF_K : BPF_RET | BPF_A, 0, 0, pool_ret(g));
}

/* A leaf of a tree: at most three instructions, the last a return. */
static void gen_leaf(struct gen *g)
{
	switch (get8(g->s) % 10) {
	case 0: case 1: case 2: case 3:
		put(g, BPF_RET | BPF_K, 0, 0, pool_ret(g));
		break;
	case 4:
		put(g, BPF_RET | BPF_A, 0, 0, 0);
		break;
	case 5:
		gen_insn(g, get8(g->s) & 1 ? G_ALU_K : G_ALU_X);
		put(g, BPF_RET | BPF_A, 0, 0, 0);
		break;
	case 6:
		gen_insn(g, G_LD_ARG);
		put(g, get8(g->s) & 1 ? BPF_RET | BPF_A : BPF_RET | BPF_K, 0, 0, pool_ret(g));
		break;
	default:
		put(g, BPF_JMP | jump_ops[get8(g->s) % 4] | BPF_K, 0, 1, nr_const(g));
		put(g, BPF_RET | BPF_K, 0, 0, pool_ret(g));
		put(g, BPF_RET | BPF_K, 0, 0, pool_ret(g));
	}
}

/*
 * A search tree over nr in [lo, hi]: each node a jump that sends some of
 * the numbers one way (jt 0: its true side first, then the false side).
 * A subtree of depth d has at most 4 * 2^d - 1 instructions, so jf fits.
 */
static void gen_tree(struct gen *g, unsigned int depth, u32 lo, u32 hi)
{
	u64 span = (u64)hi - lo + 1;
	unsigned int at;
	u32 k, c = get8(g->s);
	u16 code;

	if (!depth || c % 8 == 0 || g->pc + (4U << depth) > MAX_LEN) {
		gen_leaf(g);
		return;
	}
	c = get8(g->s) % 16;
	if (c < 8) {
		code = BPF_JMP | BPF_JGE | BPF_K;
		k = lo + get32(g->s) % span;
	} else if (c < 10) {
		code = BPF_JMP | BPF_JGT | BPF_K;
		k = lo + get32(g->s) % span;
	} else if (c < 12) {
		code = BPF_JMP | BPF_JSET | BPF_K;
		k = get8(g->s) & 1 ? 1U << get8(g->s) % 10 : nr_const(g);
	} else if (c < 13) {
		code = BPF_JMP | BPF_JEQ | BPF_K;
		k = lo + get32(g->s) % span;
	} else {	/* by X: a constant, or nr itself (see gen_treed) */
		code = BPF_JMP | jump_ops[c % 4] | BPF_X;
		k = 0;
	}
	at = g->pc;
	put(g, code, 0, 0, k);
	if (BPF_OP(code) == BPF_JGE || BPF_OP(code) == BPF_JGT) {
		u32 mid = k + (BPF_OP(code) == BPF_JGT);

		gen_tree(g, depth - 1, mid <= hi ? mid : hi, hi);
		g->f->insn[at].jf = g->pc - at - 1;
		gen_tree(g, depth - 1, lo, mid > lo ? mid - 1 : lo);
	} else {
		gen_tree(g, depth - 1, lo, hi);
		g->f->insn[at].jf = g->pc - at - 1;
		gen_tree(g, depth - 1, lo, hi);
	}
}

static void gen_treed(struct gen *g)
{
	static const u32 ranges[][2] = {
		{ 0, KFUZZ_NATIVE_NR + 2 },
		{ 0, 600 },
		{ SECCOMP_ARCH_X32_NR_BIT, SECCOMP_ARCH_X32_NR_BIT + KFUZZ_X32_NR + 2 },
		{ 0, 0xffffffff },
	};
	const u32 *r = ranges[get8(g->s) % ARRAY_SIZE(ranges)];

	gen_prologue(g);
	if (get8(g->s) & 1)
		put(g, get8(g->s) & 1 ? BPF_MISC | BPF_TAX : BPF_LDX | BPF_IMM, 0, 0, nr_const(g));
	gen_tree(g, 1 + get8(g->s) % 7, r[0], r[1]);
}

/*
 * A generated filter. Header byte: bit 0 LOG, bits 1-3 the shape (five
 * free-form profiles, a libseccomp-like list, a search tree); then the
 * length, the return values, and the instructions.
 */
static void gen_filter(struct src *s, struct kf_filter *f)
{
	struct gen g = { .s = s, .f = f };
	u32 hdr = get8(s), shape = hdr >> 1 & 7, b = get8(s);
	unsigned int len = b < 208 ? 2 + b % 40 : 40 + get16(s) % (MAX_LEN - 80);

	f->log = hdr & 1;
	g.npool = 1 + get8(s) % MAX_POOL;
	for (unsigned int i = 0; i < g.npool; i++)
		g.pool[i] = action_const(&g, i);
	g.end = len - 1;
	if (shape < N_PROFILES)
		gen_free(&g, shape);
	else if (shape == N_PROFILES)
		gen_linear(&g);
	else
		gen_treed(&g);
	f->len = g.pc;
	repair(f);
}

static void decode_raw(struct src *s, struct kf_filter *f)
{
	f->log = get8(s) & 1;
	f->len = get16(s) % MAX_LEN;
	for (unsigned int pc = 0; pc < f->len; pc++) {
		f->insn[pc].code = get16(s);
		f->insn[pc].jt = get8(s);
		f->insn[pc].jf = get8(s);
		f->insn[pc].k = get32(s);
	}
	repair(f);
}

static void decode(const u8 *data, size_t size, struct kf_stack *stack)
{
	struct src s = { data, size, 0x5eccac4e };
	u32 hdr;

	/* The bytes past the end depend on the bytes before them. */
	for (size_t i = 0; i < size; i++)
		s.rng = (s.rng ^ data[i]) * 0x100000001b3ULL;
	hdr = get8(&s);
	stack->n = (hdr & 3) % MAX_FILTERS + 1;
	for (unsigned int i = 0; i < stack->n; i++) {
		if (hdr & 0x80)
			decode_raw(&s, &stack->f[i]);
		else
			gen_filter(&s, &stack->f[i]);
	}
}

/* ------------------------------------------------------------------ */
/* The reference, and other machines' shifts                            */
/* ------------------------------------------------------------------ */

static struct seccache_kernel kernel;	/* 7.3.4 with the series */
static const struct seccache_arch *abis[N_ABIS];

/* How a machine shifts a 32-bit value by X >= 32 (the JITs differ). */
enum shift { SHIFT_31, SHIFT_63, SHIFT_255, SHIFT_NONE, N_SHIFTS };
static const char *const shift_names[] = { "X & 31", "X & 63", "X & 255", "X" };

static KFUZZ_UNTRACED u32 shift(u32 a, u32 x, bool left, enum shift m)
{
	static const u32 masks[] = { 31, 63, 255, 0xffffffff };
	u32 n = x & masks[m];

	if (n >= 32)
		return 0;
	return left ? a << n : a >> n;
}

/*
 * A classic program run with the eBPF translation's semantics, as
 * libseccache's interp.c runs it, but with the shift of machine m. Only
 * here to ask whether a result depends on the machine; with SHIFT_31 it
 * must agree with seccache_stack_run(), and is checked to.
 */
static KFUZZ_UNTRACED u32 run_shift(const struct kf_filter *f, const u32 w[16], enum shift m)
{
	u32 a = 0, x = 0, mem[BPF_MEMWORDS] = { 0 };

	for (unsigned int pc = 0; pc < f->len; pc++) {
		const struct sock_filter *in = &f->insn[pc];
		u32 k = in->k, src = BPF_SRC(in->code) == BPF_X ? x : k;
		bool taken;

		switch (in->code) {
		case BPF_LD | BPF_W | BPF_ABS: a = w[k / 4]; continue;
		case BPF_LD | BPF_W | BPF_LEN: a = sizeof(struct seccomp_data); continue;
		case BPF_LDX | BPF_W | BPF_LEN: x = sizeof(struct seccomp_data); continue;
		case BPF_LD | BPF_IMM: a = k; continue;
		case BPF_LDX | BPF_IMM: x = k; continue;
		case BPF_LD | BPF_MEM: a = mem[k]; continue;
		case BPF_LDX | BPF_MEM: x = mem[k]; continue;
		case BPF_ST: mem[k] = a; continue;
		case BPF_STX: mem[k] = x; continue;
		case BPF_MISC | BPF_TAX: x = a; continue;
		case BPF_MISC | BPF_TXA: a = x; continue;
		case BPF_RET | BPF_K: return k;
		case BPF_RET | BPF_A: return a;
		case BPF_JMP | BPF_JA: pc += k; continue;
		}
		if (BPF_CLASS(in->code) == BPF_JMP) {
			switch (BPF_OP(in->code)) {
			case BPF_JEQ: taken = a == src; break;
			case BPF_JGT: taken = a > src; break;
			case BPF_JGE: taken = a >= src; break;
			default: taken = a & src; break;
			}
			pc += taken ? in->jt : in->jf;
			continue;
		}
		switch (BPF_OP(in->code)) {
		case BPF_ADD: a += src; break;
		case BPF_SUB: a -= src; break;
		case BPF_MUL: a *= src; break;
		case BPF_DIV:
			if (!src)
				return 0;
			a /= src;
			break;
		case BPF_AND: a &= src; break;
		case BPF_OR: a |= src; break;
		case BPF_XOR: a ^= src; break;
		case BPF_LSH: a = shift(a, src, true, m); break;
		case BPF_RSH: a = shift(a, src, false, m); break;
		default: a = -a; break;
		}
	}
	return 0;
}

static KFUZZ_UNTRACED bool has_shift_x(const struct kf_filter *f)
{
	for (unsigned int pc = 0; pc < f->len; pc++)
		if (f->insn[pc].code == (BPF_ALU | BPF_LSH | BPF_X) ||
		    f->insn[pc].code == (BPF_ALU | BPF_RSH | BPF_X))
			return true;
	return false;
}

/* seccomp_run_filters() over filters 0..upto with run_shift(). */
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
		u32 cur = run_shift(&stack->f[i], w, m);

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
		if (fail_begin(F_ORDER)) {
			fprintf(stderr, "%s: the cache of filter %u: %s\n",
				fail_names[F_ORDER], current_level + 1, slot_name(slot));
			print_cached("bulk pass:", cb, rb);
			print_cached("one by one:", co, ro);
		}
		fail_end();
		return;
	}
	/* Then the slots agree: so must the bitmaps. */
	if (memcmp(b->allow, o->allow, sizeof(b->allow)))
		failure(F_ORDER, "allow bitmaps differ\n");
}

/* One of the argument vectors a cached slot is checked with. */
static KFUZZ_UNTRACED void vector(struct seccache_data *d, u32 arch, u32 nr, unsigned int v,
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
	if (fail_begin(kind)) {
		fprintf(stderr, "%s: the cache of filter %u: %s nr %u (0x%x) arch 0x%08x\n",
			fail_names[kind], l->upto + 1, abi_name(d->arch, d->nr),
			d->nr & ~SECCOMP_ARCH_X32_NR_BIT, d->nr, d->arch);
		fprintf(stderr, "  ip 0x%" PRIx64 " args", d->instruction_pointer);
		for (int i = 0; i < 6; i++)
			fprintf(stderr, " 0x%" PRIx64, d->args[i]);
		fprintf(stderr, "\n");
		print_action("cached:", ret, log);
		print_action(who, want, want_log);
	}
	fail_end();
}

/* Another machine's shifts must not change a cached result. */
static KFUZZ_UNTRACED void check_shifts(const struct level *l, const struct seccache_data *d,
			 u32 ret, u32 want)
{
	char who[32];

	if (fold_shift(l->stack, l->upto, d, SHIFT_31) != want) {
		failure(F_HARNESS, "run_shift() disagrees with libseccache\n");
		return;
	}
	for (enum shift m = SHIFT_63; m < N_SHIFTS; m++) {
		u32 other = fold_shift(l->stack, l->upto, d, m);

		if (other == ret)
			continue;
		snprintf(who, sizeof(who), "shift by %s:", shift_names[m]);
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
	if (fail_begin(F_PREDICT)) {
		fprintf(stderr, "%s: the cache of filter %u: %s nr %u (0x%x)\n",
			fail_names[F_PREDICT], l->upto + 1, abi_name(arch, nr),
			nr & ~SECCOMP_ARCH_X32_NR_BIT, nr);
		print_cached("cached:", cached, ret);
		print_cached("predicted:", constant, constant ? r->action : 0);
	}
	fail_end();
}

static KFUZZ_UNTRACED void check_nr(struct level *l, u32 arch, u32 nr)
{
	struct seccomp_data sd = { .nr = (int)nr, .arch = arch };
	u32 ret = 0;
	/* A cached result never comes from a filter with the LOG flag. */
	bool log = false, cached = seccomp_cache_lookup(l->kf, &sd, &ret);

	if (l->predicted)
		check_predicted(l, arch, nr, cached, ret);
	if (!cached) {
		if (arch == AUDIT_ARCH_X86_64 && (nr == __NR_uretprobe || nr == __NR_uprobe))
			failure(F_UPROBE, "x86_64 %u passes every filter, not cached\n", nr);
		return;
	}
	st.slots++;
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
		vector(&d, arch, nr, v, &l->rng, l->consts, l->nconsts);
		want = seccache_stack_run(l->ref, &d, &match);
		want_log = match != SIZE_MAX &&
			   seccache_stack_filter_flags(l->ref, match) & SECCACHE_FILTER_FLAG_LOG;
		st.vectors++;
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

/* seccomp_cache_prepare() without the bulk pass: each number from the start. */
static void prepare_one_by_one(struct seccomp_filter *sfilter)
{
	seccomp_cache_alloc(sfilter);
	for (unsigned int i = 0; i < ARRAY_SIZE(seccomp_cache_abis); i++) {
		const struct seccomp_cache_abi *abi = &seccomp_cache_abis[i];
		u32 older;

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

	current = stack;
	current_level = 0;
	program_fails = 0;
	/* One stack in 16: no room for results other than ALLOW. */
	no_memory = seed % 16 == 0;
	if (print_all) {
		fprintf(stderr, "kfuzz: stack %llu:\n", st.programs + 1);
		print_stack(stack, stack->n - 1);
	}
	if (seccache_stack_new(abis[0], &ref, &err) ||
	    seccache_stack_set_kernel(ref, &kernel, &err)) {
		fprintf(stderr, "kfuzz: %s\n", err.msg);
		exit(2);
	}
	collect_consts(&l, stack);
	for (unsigned int i = 0; i < stack->n; i++) {
		const struct kf_filter *f = &stack->f[i];

		current_level = i;
		if (seccache_filter_new((const struct seccache_insn *)f->insn, f->len,
					&ref_filters[i], &err) ||
		    seccache_stack_push_flags(ref, ref_filters[i],
					      f->log ? SECCACHE_FILTER_FLAG_LOG : 0, &err)) {
			failure(F_HARNESS, "made a filter seccomp refuses: %s (insn %d)\n",
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
		l.shifts |= has_shift_x(f);
		l.upto = i;
		l.kf = &bulk[i];
		l.ref = ref;
		/* kcache.c predicts the kernel whose allocations succeed. */
		if (predict && !no_memory && seccache_analyze(ref, &opts, &predicted, &err)) {
			failure(F_HARNESS, "seccache_analyze(): %s\n", err.msg);
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
	current = NULL;
	if (++st.programs % 64 == 0)
		stats_flush();
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
	bool fuzzing = !keep_going;
	u32 ret;

	/* Counted and shown, but they need a program seccomp refuses. */
	keep_going = true;
	expecting_warn = true;
	if (seccomp_emulate(NULL, &sd, 0, 0, &ret))
		failure(F_GUARD, "seccomp_emulate() without a program gave 0x%08x\n", ret);
	if (seccomp_emulate(&fprogs[0], &sd, 0, 0, &ret))
		failure(F_GUARD, "seccomp_emulate() ran off the end to 0x%08x\n", ret);
	/* A slot the older filter leaves to the filters stays theirs. */
	memset(&f, 0, sizeof(f));
	older.prog = &prog;
	f.prev = &older;
	seccomp_cache_alloc(&f);
	seccomp_cache_add(&f, 5, SECCOMP_RET_ERRNO);
	if (seccomp_cache_get(&f.cache, 5, &ret))
		failure(F_GUARD, "seccomp_cache_add() under a filter that runs gave 0x%08x\n",
			ret);
	seccomp_cache_free(&f);
	memset(&f, 0, sizeof(f));
	__set_bit(1, f.cache.allow);
	sd.arch = AUDIT_ARCH_AARCH64;
	if (seccomp_cache_lookup(&f, &sd, &ret))
		failure(F_GUARD, "seccomp_cache_lookup() of arch 0x%08x gave 0x%08x\n",
			sd.arch, ret);
	for (unsigned int i = 0; i < ARRAY_SIZE(fprogs); i++) {
		memset(&f, 0, sizeof(f));
		prog.orig_prog = &fprogs[i];
		f.prog = &prog;
		seccomp_cache_prepare(&f);
		for (unsigned int slot = 0; slot < SECCOMP_CACHE_SLOTS; slot++)
			if (seccomp_cache_get(&f.cache, slot, &ret) &&
			    slot != __NR_uretprobe && slot != __NR_uprobe) {
				failure(F_GUARD, "guard: %s, which seccomp refuses: %s cached\n",
					i ? "a byte load" : "no final return", slot_name(slot));
				break;
			}
	}
	expecting_warn = false;
	keep_going = !fuzzing;
}

/* ------------------------------------------------------------------ */
/* Set-up: the shim's numbers must be libseccache's                     */
/* ------------------------------------------------------------------ */

static void setup(void)
{
	static const u32 want[N_ABIS] = { KFUZZ_NATIVE_NR, KFUZZ_COMPAT_NR, KFUZZ_X32_NR };
	static bool done;
	bool ok = ARRAY_SIZE(seccomp_cache_abis) == N_ABIS;

	if (done)
		return;
	done = true;
	stats_path = getenv("KFUZZ_STATS");
	ignore_warn = getenv("KFUZZ_IGNORE_WARN") && *getenv("KFUZZ_IGNORE_WARN") == '1';
	predict = getenv("KFUZZ_PREDICT") && *getenv("KFUZZ_PREDICT") == '1';
	atexit(stats_flush);
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
	setup();
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct kf_stack stack;
	u64 seed = 0xcbf29ce484222325ULL;

	setup();
	for (size_t i = 0; i < size; i++)
		seed = (seed ^ data[i]) * 0x100000001b3ULL;
	memset(&stack, 0, sizeof(stack));
	decode(data, size, &stack);
	run_stack(&stack, seed);
	return 0;
}

#ifdef KFUZZ_MAIN
/* ------------------------------------------------------------------ */
/* The driver: files, directories, generated inputs, assembly           */
/* ------------------------------------------------------------------ */

static char *read_all(const char *path, size_t *size)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	size_t cap = 0, n = 0, got;

	if (!f)
		return NULL;
	do {
		if (n + 4096 > cap && !(buf = realloc(buf, cap = 2 * cap + 4096)))
			exit(3);
		got = fread(buf + n, 1, cap - n - 1, f);
		n += got;
	} while (got);
	fclose(f);
	buf[n] = '\0';
	*size = n;
	return buf;
}

/* Assemble text as filter i of stack. */
static int add_filter(struct kf_stack *stack, const char *text, bool log,
		      const char *path)
{
	struct seccache_insn *insns = NULL;
	struct seccache_error err = { 0 };
	size_t len = 0;

	if (strspn(text, " \t\n") == strlen(text))
		return 0;
	if (stack->n == MAX_FILTERS || seccache_asm(text, &insns, &len, &err) ||
	    !len || len > MAX_LEN) {
		fprintf(stderr, "kfuzz: %s: %s\n", path,
			stack->n == MAX_FILTERS ? "more than 3 filters" :
			len > MAX_LEN ? "too long" : err.msg);
		free(insns);
		return -1;
	}
	memcpy(stack->f[stack->n].insn, insns, len * sizeof(*insns));
	stack->f[stack->n].len = len;
	stack->f[stack->n++].log = log;
	free(insns);
	return 0;
}

/*
 * A stack in seccache assembly: filters oldest first, each after a line
 * "---" ("--- log" for SECCOMP_FILTER_FLAG_LOG; the first needs none).
 */
static int parse_asm(char *text, struct kf_stack *stack, const char *path)
{
	char *chunk = text, *line = text;
	bool log = false;

	memset(stack, 0, sizeof(*stack));
	while (line) {
		char *next = strchr(line, '\n');

		if (!strncmp(line, "---", 3)) {
			bool next_log;

			if (next)
				*next = '\0';
			next_log = strstr(line, "log") != NULL;
			*line = '\0';
			if (add_filter(stack, chunk, log, path))
				return -1;
			log = next_log;
			chunk = next ? next + 1 : line;
		}
		line = next ? next + 1 : NULL;
	}
	if (add_filter(stack, chunk, log, path))
		return -1;
	return stack->n ? 0 : -1;
}

/* The raw input that decode() makes stack from. */
static size_t encode_raw(const struct kf_stack *stack, u8 *out)
{
	size_t n = 0;

	out[n++] = 0x80 | (stack->n - 1);
	for (unsigned int i = 0; i < stack->n; i++) {
		const struct kf_filter *f = &stack->f[i];

		out[n++] = f->log;
		out[n++] = f->len & 0xff;
		out[n++] = f->len >> 8;
		for (unsigned int pc = 0; pc < f->len; pc++) {
			const struct sock_filter *in = &f->insn[pc];

			out[n++] = in->code & 0xff;
			out[n++] = in->code >> 8;
			out[n++] = in->jt;
			out[n++] = in->jf;
			for (int b = 0; b < 32; b += 8)
				out[n++] = in->k >> b & 0xff;
		}
	}
	return n;
}

static void run_asm(const char *path, const char *emit)
{
	static struct kf_stack stack;
	static u8 raw[1 + MAX_FILTERS * (3 + MAX_LEN * 8)];
	size_t size, n;
	char *text = read_all(path, &size);
	FILE *f;

	if (!text || parse_asm(text, &stack, path)) {
		fprintf(stderr, "kfuzz: %s: cannot read a stack\n", path);
		exit(2);
	}
	free(text);
	n = encode_raw(&stack, raw);
	if (!emit) {
		LLVMFuzzerTestOneInput(raw, n);
		return;
	}
	if (!(f = fopen(emit, "wb")) || fwrite(raw, 1, n, f) != n || fclose(f)) {
		fprintf(stderr, "kfuzz: %s: %s\n", emit, strerror(errno));
		exit(2);
	}
}

static void run_path(const char *path)
{
	struct stat sb;
	size_t size;
	char *buf;

	if (stat(path, &sb)) {
		fprintf(stderr, "kfuzz: %s: %s\n", path, strerror(errno));
		exit(2);
	}
	if (S_ISDIR(sb.st_mode)) {
		DIR *dir = opendir(path);
		struct dirent *e;
		char sub[4096];

		while (dir && (e = readdir(dir))) {
			if (e->d_name[0] == '.')
				continue;
			snprintf(sub, sizeof(sub), "%s/%s", path, e->d_name);
			run_path(sub);
		}
		if (dir)
			closedir(dir);
		return;
	}
	size = strlen(path);
	if (size > 2 && !strcmp(path + size - 2, ".s")) {
		run_asm(path, NULL);
		return;
	}
	buf = read_all(path, &size);
	if (buf)
		LLVMFuzzerTestOneInput((const u8 *)buf, size);
	free(buf);
}

static void usage(void)
{
	fprintf(stderr,
		"usage: kfuzz [-n N] [-s SEED] [-p 1] [FILE|DIR...]\n"
		"       kfuzz -emit OUT STACK.s\n"
		"Runs each input (raw bytes, or a stack in seccache assembly, filters\n"
		"separated by \"---\" lines, \"--- log\" for SECCOMP_FILTER_FLAG_LOG),\n"
		"then N inputs generated from SEED; -p 1 prints every stack. -emit\n"
		"writes STACK.s as an input.\n");
	exit(2);
}

int main(int argc, char **argv)
{
	unsigned long long n = 0, seed = 1;
	int i;

	keep_going = true;
	if (argc == 4 && !strcmp(argv[1], "-emit")) {
		run_asm(argv[3], argv[2]);
		return 0;
	}
	setup();
	for (i = 1; i < argc && argv[i][0] == '-'; i += 2) {
		if (i + 1 >= argc)
			usage();
		if (!strcmp(argv[i], "-n"))
			n = strtoull(argv[i + 1], NULL, 0);
		else if (!strcmp(argv[i], "-s"))
			seed = strtoull(argv[i + 1], NULL, 0);
		else if (!strcmp(argv[i], "-p"))
			print_all = atoi(argv[i + 1]);
		else
			usage();
	}
	for (; i < argc; i++)
		run_path(argv[i]);
	for (unsigned long long j = 0; j < n; j++) {
		u8 buf[1024];
		u64 rng = seed + j * 0x9e3779b97f4a7c15ULL;
		size_t size = 1 + splitmix(&rng) % sizeof(buf);

		for (size_t b = 0; b < size; b++)
			buf[b] = splitmix(&rng) & 0xff;
		/* Raw inputs of random bytes are mostly noise: one in eight. */
		if (buf[0] & 0x80 && j % 8)
			buf[0] &= 0x7f;
		LLVMFuzzerTestOneInput(buf, size);
	}
	stats_flush();
	printf("kfuzz: %llu programs, %llu slots compared (%llu vectors), "
	       "%llu mismatches, %llu WARNs, %llu harness errors\n",
	       st.programs, st.slots, st.vectors, sum_fails(F_ORDER, F_UPROBE),
	       st.fails[F_WARN], st.fails[F_HARNESS]);
	for (int k = 0; k < N_FAILS; k++)
		if (st.fails[k])
			printf("kfuzz: %s: %llu failed checks in %llu programs\n",
			       fail_names[k], st.fails[k], st.programs_failed[k]);
	/* A guard only fails for programs seccomp refuses: a note, not a failure. */
	return sum_fails(F_ORDER, F_HARNESS) + st.fails[F_PREDICT] != 0;
}
#endif /* KFUZZ_MAIN */
