/* SPDX-License-Identifier: MIT */
/*
 * generate.c - filters generated from the input bytes, with a bias to what
 * the cache code finds hard: free-form profiles, libseccomp-like lists and
 * search trees over the syscall number, edge constants of every table;
 * and sometimes an eBPF-style filter's table in front of the program.
 */
#include "kfuzz.h"

#define MAX_POOL	24	/* distinct return values of a filter */

struct gen {
	struct src *s;
	struct kf_filter *f;
	unsigned int pc, end;	/* the next instruction, and the last one's */
	u32 pool[MAX_POOL];	/* the filter's return values */
	unsigned int npool;
};

static void add_insn(struct gen *g, u16 code, u8 jt, u8 jf, u32 k)
{
	if (g->pc < GEN_MAX_LEN)
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

static unsigned int pick_kind(struct gen *g, unsigned int profile)
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
		add_insn(g, BPF_LD | BPF_W | BPF_ABS, 0, 0, offsetof(struct seccomp_data, nr));
		break;
	case G_LD_ARCH:
		add_insn(g, BPF_LD | BPF_W | BPF_ABS, 0, 0, offsetof(struct seccomp_data, arch));
		break;
	case G_LD_ARG:	/* instruction_pointer and args, either half */
		add_insn(g, BPF_LD | BPF_W | BPF_ABS, 0, 0, 8 + 4 * (get8(g->s) % 14));
		break;
	case G_LD_OTHER:
		if (get8(g->s) & 1)
			add_insn(g, BPF_LD | BPF_W | BPF_LEN, 0, 0, 0);
		else
			add_insn(g, BPF_LD | BPF_IMM, 0, 0,
				 get8(g->s) & 1 ? nr_const(g) : x_const(g));
		break;
	case G_LDX:
		if (get8(g->s) % 8 == 0)
			add_insn(g, BPF_LDX | BPF_W | BPF_LEN, 0, 0, 0);
		else
			add_insn(g, BPF_LDX | BPF_IMM, 0, 0, x_const(g));
		break;
	case G_TAX:
		add_insn(g, BPF_MISC | BPF_TAX, 0, 0, 0);
		break;
	case G_TXA:
		add_insn(g, BPF_MISC | BPF_TXA, 0, 0, 0);
		break;
	case G_ST:
	case G_STX:
	case G_LDMEM:
	case G_LDXMEM: {
		static const u16 codes[] = { BPF_ST, BPF_STX, BPF_LD | BPF_MEM, BPF_LDX | BPF_MEM };

		/* Few slots, so that loads find what stores wrote. */
		add_insn(g, codes[what - G_ST], 0, 0,
			 get8(g->s) % 4 ? get8(g->s) % 3 : get8(g->s) % 16);
		break;
	}
	case G_ALU_K:
		op = alu_ops[get8(g->s) % ARRAY_SIZE(alu_ops)];
		add_insn(g, BPF_ALU | op | BPF_K, 0, 0, op == BPF_NEG ? 0 : alu_const(g, op));
		break;
	case G_ALU_X:
		op = alu_ops[get8(g->s) % ARRAY_SIZE(alu_ops)];
		add_insn(g, BPF_ALU | op | (op == BPF_NEG ? 0 : BPF_X), 0, 0, 0);
		break;
	case G_JMP_K:
	case G_JMP_X: {
		u8 jt, jf;

		op = jump_ops[get8(g->s) % ARRAY_SIZE(jump_ops)];
		jt = jump_off(g, false);
		jf = jump_off(g, false);
		add_insn(g, BPF_JMP | op | (what == G_JMP_X ? BPF_X : BPF_K), jt, jf,
		    what == G_JMP_X ? 0 : nr_const(g));
		break;
	}
	case G_JA:
		add_insn(g, BPF_JMP | BPF_JA, 0, 0, jump_off(g, true));
		break;
	case G_RET_K:
		add_insn(g, BPF_RET | BPF_K, 0, 0, pool_ret(g));
		break;
	default:
		add_insn(g, BPF_RET | BPF_A, 0, 0, 0);
		break;
	}
}

/* Instructions up to g->end, then a return. */
static void gen_free(struct gen *g, unsigned int profile)
{
	if (get8(g->s) < 192)
		gen_insn(g, G_LD_NR);
	while (g->pc < g->end)
		gen_insn(g, pick_kind(g, profile));
	add_insn(g, get8(g->s) % 4 ? BPF_RET | BPF_K : BPF_RET | BPF_A, 0, 0, pool_ret(g));
}

/* Start with a check of the arch, as libseccomp does, then load nr. */
static void gen_prologue(struct gen *g)
{
	if (get8(g->s) % 3 == 0) {
		add_insn(g, BPF_LD | BPF_W | BPF_ABS, 0, 0, offsetof(struct seccomp_data, arch));
		add_insn(g, BPF_JMP | BPF_JEQ | BPF_K, 1, 0,
		    get8(g->s) % 4 ? AUDIT_ARCH_X86_64 : AUDIT_ARCH_I386);
		add_insn(g, BPF_RET | BPF_K, 0, 0, pool_ret(g));
	}
	add_insn(g, BPF_LD | BPF_W | BPF_ABS, 0, 0, offsetof(struct seccomp_data, nr));
}

/* One rule of a libseccomp-like list: A holds nr before and after it. */
static void gen_rule(struct gen *g)
{
	u32 kind = get8(g->s) % 10;
	u16 op = kind < 5 ? BPF_JEQ : jump_ops[get8(g->s) % ARRAY_SIZE(jump_ops)];
	u16 argop = jump_ops[get8(g->s) % ARRAY_SIZE(jump_ops)];

	switch (kind) {
	case 7:		/* on an argument: then nr again for the next rules */
		add_insn(g, BPF_JMP | op | BPF_K, 0, 4, nr_const(g));
		add_insn(g, BPF_LD | BPF_W | BPF_ABS, 0, 0, 16 + 4 * (get8(g->s) % 12));
		add_insn(g, BPF_JMP | argop | BPF_K, 0, 1,
			 get8(g->s) & 1 ? get8(g->s) : get32(g->s));
		add_insn(g, BPF_RET | BPF_K, 0, 0, pool_ret(g));
		add_insn(g, BPF_LD | BPF_W | BPF_ABS, 0, 0, offsetof(struct seccomp_data, nr));
		break;
	case 8:		/* on a value derived from nr, nr kept in X */
		add_insn(g, BPF_MISC | BPF_TAX, 0, 0, 0);
		gen_insn(g, G_ALU_K);
		add_insn(g, BPF_JMP | op | BPF_K, 0, 1, nr_const(g));
		add_insn(g, get8(g->s) & 1 ? BPF_RET | BPF_A : BPF_RET | BPF_K, 0, 0, pool_ret(g));
		add_insn(g, BPF_MISC | BPF_TXA, 0, 0, 0);
		break;
	case 9:		/* RET A of nr, or of something made of it */
		if (get8(g->s) & 1) {
			add_insn(g, BPF_JMP | op | BPF_K, 0, 1, nr_const(g));
		} else {
			add_insn(g, BPF_JMP | op | BPF_K, 0, 2, nr_const(g));
			gen_insn(g, get8(g->s) & 1 ? G_ALU_K : G_ALU_X);
		}
		add_insn(g, BPF_RET | BPF_A, 0, 0, 0);
		break;
	default:
		add_insn(g, BPF_JMP | op | BPF_K, 0, 1, nr_const(g));
		add_insn(g, BPF_RET | BPF_K, 0, 0, pool_ret(g));
	}
}

static void gen_linear(struct gen *g)
{
	gen_prologue(g);
	if (get8(g->s) & 1)
		add_insn(g, BPF_LDX | BPF_IMM, 0, 0, x_const(g));
	while (g->pc + 8 < g->end)
		gen_rule(g);
	add_insn(g, get8(g->s) % 4 ? BPF_RET | BPF_K : BPF_RET | BPF_A, 0, 0, pool_ret(g));
}

/* A leaf of a tree: at most three instructions, the last a return. */
static void gen_leaf(struct gen *g)
{
	switch (get8(g->s) % 10) {
	case 0: case 1: case 2: case 3:
		add_insn(g, BPF_RET | BPF_K, 0, 0, pool_ret(g));
		break;
	case 4:
		add_insn(g, BPF_RET | BPF_A, 0, 0, 0);
		break;
	case 5:
		gen_insn(g, get8(g->s) & 1 ? G_ALU_K : G_ALU_X);
		add_insn(g, BPF_RET | BPF_A, 0, 0, 0);
		break;
	case 6:
		gen_insn(g, G_LD_ARG);
		add_insn(g, get8(g->s) & 1 ? BPF_RET | BPF_A : BPF_RET | BPF_K, 0, 0, pool_ret(g));
		break;
	default:
		add_insn(g, BPF_JMP | jump_ops[get8(g->s) % 4] | BPF_K, 0, 1, nr_const(g));
		add_insn(g, BPF_RET | BPF_K, 0, 0, pool_ret(g));
		add_insn(g, BPF_RET | BPF_K, 0, 0, pool_ret(g));
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

	if (!depth || c % 8 == 0 || g->pc + (4U << depth) > GEN_MAX_LEN) {
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
	add_insn(g, code, 0, 0, k);
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
		add_insn(g, get8(g->s) & 1 ? BPF_MISC | BPF_TAX : BPF_LDX | BPF_IMM, 0, 0,
			 nr_const(g));
	gen_tree(g, 1 + get8(g->s) % 7, r[0], r[1]);
}

/*
 * An eBPF-style filter's table: mostly a few entries, on the numbers the
 * programs compare with (every table's edges, the uprobe calls), mostly of
 * x86_64, some of ia32 and of an arch the cache has no slot for.
 */
static void gen_table(struct gen *g)
{
	u32 b = get8(g->s), n = b < 192 ? b % 9 : b % (KFUZZ_TABLE_MAX + 1);

	while (n--) {
		u32 nr = nr_const(g), arch, a = get8(g->s) % 8;

		arch = a < 5 ? AUDIT_ARCH_X86_64 : a < 7 ? AUDIT_ARCH_I386 : AUDIT_ARCH_AARCH64;
		kfuzz_table_add(g->f, nr, arch, get8(g->s) % 4 ? pool_ret(g) :
				action_const(g, get8(g->s)));
	}
}

/*
 * A generated filter. Header byte: bit 0 LOG, bits 1-3 the shape (five
 * free-form profiles, a libseccomp-like list, a search tree), bits 4-5 both
 * set an eBPF-style filter (one in four); then the length, the return
 * values, the instructions, and for an eBPF-style filter its table.
 */
void kfuzz_gen_filter(struct src *s, struct kf_filter *f)
{
	struct gen g = { .s = s, .f = f };
	u32 hdr = get8(s), shape = hdr >> 1 & 7, b = get8(s);
	unsigned int len = b < 208 ? 2 + b % 40 : 40 + get16(s) % (GEN_MAX_LEN - 80);

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
	kfuzz_repair(f);
	f->bpf = (hdr >> 4 & 3) == 3;
	if (f->bpf)
		gen_table(&g);
}
