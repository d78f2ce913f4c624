/* SPDX-License-Identifier: MIT */
/*
 * gen.c - the random program and input generator behind the randomised and
 * kernel-differential tests. Programs are built to look like real filters
 * (load a field, compare it with a syscall number or an AUDIT_ARCH value,
 * return an action) interleaved with every other opcode seccomp accepts, so
 * that both the common idioms and the corners get exercised.
 */
#include <inttypes.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gen.h"
#include "testutil.h"


#define X32_BIT 0x40000000U
#define DATA_OFF_NR 0
#define DATA_OFF_ARCH 4
#define DATA_OFF_IP 8
#define DATA_OFF_ARGS 16
#define SCRATCH_SLOTS 16	/* BPF_MEMWORDS */
#define FIELD_NONE (-1)

/* Numbers filters really test: common calls of x86_64 and i386, seccomp,
 * the uprobe pair the kernel lets through, the ends of the tables. */
static const uint32_t syscall_nrs[] = {
	0, 1, 2, 3, 4, 5, 6, 9, 11, 13, 20, 39, 56, 57, 59, 60, 62, 101, 102,
	157, 158, 202, 231, 252, 257, 272, 277, 317, 334, 335, 336, 354, 383,
	435, 462, 463, 512, 547, 0xffffffff,
};

static const uint32_t audit_arches[] = {
	AUDIT_ARCH_X86_64, AUDIT_ARCH_I386, AUDIT_ARCH_AARCH64, AUDIT_ARCH_ARM,
	AUDIT_ARCH_RISCV64, AUDIT_ARCH_S390X, AUDIT_ARCH_PPC64LE,
};

static const uint32_t arg_values[] = {
	0, 1, 2, 3, 4, 0x10, 0x80, 0x100, 0x800, 0x1000, 0x80000, 0x7fffffff,
	0x80000000, 0xfffffff0, 0xffffffff,
};

static const uint32_t errno_values[] = {
	0, 1, 2, 13, 22, 38, 95, 4094, 4095, 4096, 0x8000, 0xffff,
};

void gen_seed(struct gen_rng *rng, uint64_t seed)
{
	rng->state = seed;
}

uint64_t gen_u64(struct gen_rng *rng)
{
	uint64_t z = (rng->state += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

uint32_t gen_u32(struct gen_rng *rng)
{
	return (uint32_t)(gen_u64(rng) >> 32);
}

uint32_t gen_below(struct gen_rng *rng, uint32_t n)
{
	return (uint32_t)(((uint64_t)gen_u32(rng) * n) >> 32);
}

bool gen_percent(struct gen_rng *rng, unsigned int percent)
{
	return gen_below(rng, 100) < percent;
}

uint64_t gen_seed_from_env(const char *name)
{
	const char *env = getenv("SECCACHE_SEED");
	struct timespec ts;
	uint64_t seed;

	if (env && *env) {
		seed = strtoull(env, NULL, 0);
	} else {
		clock_gettime(CLOCK_REALTIME, &ts);
		seed = (uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec;
	}
	printf("%s: seed 0x%016" PRIx64 " (SECCACHE_SEED=0x%016" PRIx64
	       " replays it)\n", name, seed, seed);
	fflush(stdout);
	return seed;
}

void gen_consts_add(struct gen_consts *c, uint32_t v)
{
	if (!c || c->n == GEN_MAX_CONSTS)
		return;
	for (size_t i = 0; i < c->n; i++)
		if (c->v[i] == v)
			return;
	c->v[c->n++] = v;
}

#define PICK(rng, table) ((table)[gen_below((rng), ARRAY_SIZE(table))])

static uint32_t pick_data16(struct gen_rng *rng)
{
	if (gen_percent(rng, 50))
		return gen_below(rng, 8);
	return gen_below(rng, 0x10000);
}

uint32_t gen_action(struct gen_rng *rng)
{
	unsigned int r = gen_below(rng, 100);

	if (r < 28)
		return SECCACHE_RET_ALLOW;
	if (r < 36)
		return SECCACHE_RET_LOG;
	if (r < 45)
		return SECCACHE_RET_TRACE | pick_data16(rng);
	if (r < 53)	/* the kernel ignores USER_NOTIF's data */
		return SECCACHE_RET_USER_NOTIF | (gen_percent(rng, 80) ? 0 : pick_data16(rng));
	if (r < 75)
		return SECCACHE_RET_ERRNO | PICK(rng, errno_values);
	if (r < 90)
		return SECCACHE_RET_TRAP | pick_data16(rng);
	if (r < 94)
		return SECCACHE_RET_KILL_THREAD | (gen_percent(rng, 80) ? 0 : pick_data16(rng));
	if (r < 97)
		return SECCACHE_RET_KILL_PROCESS;
	/* Mostly action values the kernel does not know (its default case). */
	return gen_u32(rng);
}

/* A number as a filter would compare nr with: native, x32 or i386. */
static uint32_t pick_nr(struct gen_rng *rng)
{
	uint32_t nr = PICK(rng, syscall_nrs);

	if (gen_percent(rng, 15))
		nr = gen_below(rng, 600);
	if (gen_percent(rng, 15))
		nr |= X32_BIT;
	return nr;
}

/* A comparison constant for a value loaded from field. */
static uint32_t pick_const(struct gen_rng *rng, int field, uint16_t op)
{
	if (field == DATA_OFF_NR) {
		if (op == BPF_JSET || (op != BPF_JEQ && gen_percent(rng, 30)))
			return gen_percent(rng, 60) ? X32_BIT : 1U << gen_below(rng, 32);
		return pick_nr(rng);
	}
	if (field == DATA_OFF_ARCH)
		return gen_percent(rng, 90) ? PICK(rng, audit_arches) : gen_u32(rng);
	if (field >= DATA_OFF_ARGS && (field & 4))	/* upper half of an arg */
		return gen_percent(rng, 70) ? 0 : PICK(rng, arg_values);
	if (field >= DATA_OFF_ARGS || gen_percent(rng, 50))
		return PICK(rng, arg_values);
	return gen_u32(rng);
}

/* While building: where the program stands and what A holds. */
struct builder {
	struct gen_rng *rng;
	struct gen_prog *p;
	size_t end;		/* index of the final RET */
	uint16_t slots;		/* scratch the prologue wrote */
	int field;		/* offset A was loaded from, or FIELD_NONE */
	struct gen_consts *consts;
};

static void emit(struct builder *b, uint16_t code, uint8_t jt, uint8_t jf,
		 uint32_t k)
{
	b->p->insns[b->p->len++] = (struct seccache_insn){ code, jt, jf, k };
}

/* A jump offset that keeps the target at or before the final RET. */
static uint32_t jump_offset(struct builder *b, uint32_t limit)
{
	uint32_t room = (uint32_t)(b->end - b->p->len - 1);

	if (room > limit)
		room = limit;
	if (gen_percent(b->rng, 70) && room > 3)
		room = 3;
	return gen_below(b->rng, room + 1);
}

static void emit_load_abs(struct builder *b)
{
	unsigned int r = gen_below(b->rng, 100);
	int field;

	if (r < 40)
		field = DATA_OFF_NR;
	else if (r < 60)
		field = DATA_OFF_ARCH;
	else
		field = 4 * (int)gen_below(b->rng, SECCACHE_DATA_SIZE / 4);
	emit(b, BPF_LD | BPF_W | BPF_ABS, 0, 0, (uint32_t)field);
	b->field = field;
}

static void emit_cond_jump(struct builder *b)
{
	static const uint16_t ops[] = { BPF_JEQ, BPF_JEQ, BPF_JGT, BPF_JGE, BPF_JSET };
	uint16_t op = PICK(b->rng, ops);
	uint8_t jt = (uint8_t)jump_offset(b, 255);
	uint8_t jf = (uint8_t)jump_offset(b, 255);
	uint32_t k;

	if (gen_percent(b->rng, 15)) {
		emit(b, BPF_JMP | op | BPF_X, jt, jf, gen_u32(b->rng));
		return;
	}
	k = pick_const(b->rng, b->field, op);
	gen_consts_add(b->consts, k);
	emit(b, BPF_JMP | op | BPF_K, jt, jf, k);
}

static void emit_alu(struct builder *b)
{
	static const uint16_t ops[] = {
		BPF_ADD, BPF_SUB, BPF_MUL, BPF_DIV, BPF_AND, BPF_OR, BPF_XOR,
		BPF_LSH, BPF_RSH, BPF_NEG,
	};
	uint16_t op = PICK(b->rng, ops);
	uint32_t k;

	b->field = FIELD_NONE;
	if (op == BPF_NEG) {
		emit(b, BPF_ALU | BPF_NEG, 0, 0, 0);
		return;
	}
	/* X is unchecked: division by X = 0 and shifts by X >= 32 are cases. */
	if (gen_percent(b->rng, 30)) {
		emit(b, BPF_ALU | op | BPF_X, 0, 0, 0);
		return;
	}
	if (op == BPF_LSH || op == BPF_RSH)
		k = gen_below(b->rng, 32);
	else if (op == BPF_DIV)
		k = 1 + gen_below(b->rng, gen_percent(b->rng, 80) ? 16 : UINT32_MAX);
	else
		k = gen_percent(b->rng, 60) ? PICK(b->rng, arg_values) : gen_u32(b->rng);
	emit(b, BPF_ALU | op | BPF_K, 0, 0, k);
}

static uint32_t written_slot(struct builder *b)
{
	uint32_t slot;

	do
		slot = gen_below(b->rng, SCRATCH_SLOTS);
	while (!(b->slots & (1U << slot)));
	return slot;
}

static void emit_load_other(struct builder *b)
{
	static const uint16_t codes[] = {
		BPF_LD | BPF_IMM, BPF_LDX | BPF_IMM,
		BPF_LD | BPF_W | BPF_LEN, BPF_LDX | BPF_W | BPF_LEN,
		BPF_LD | BPF_MEM, BPF_LDX | BPF_MEM,
		BPF_MISC | BPF_TAX, BPF_MISC | BPF_TXA,
	};
	uint16_t code = PICK(b->rng, codes);
	uint32_t k = 0;

	if (BPF_MODE(code) == BPF_MEM && !b->slots)
		code = BPF_CLASS(code) | BPF_IMM;
	if (BPF_MODE(code) == BPF_MEM)
		k = written_slot(b);
	else if (BPF_MODE(code) == BPF_IMM)
		k = gen_percent(b->rng, 50) ? PICK(b->rng, arg_values) : pick_nr(b->rng);
	if (code != (BPF_MISC | BPF_TAX) && BPF_CLASS(code) != BPF_LDX)
		b->field = FIELD_NONE;
	emit(b, code, 0, 0, k);
}

static void emit_ret(struct builder *b)
{
	static const uint32_t bases[] = {
		SECCACHE_RET_ERRNO, SECCACHE_RET_TRAP, SECCACHE_RET_TRACE,
	};

	if (!gen_percent(b->rng, 8)) {
		emit(b, BPF_RET | BPF_K, 0, 0, gen_action(b->rng));
		return;
	}
	/* The idiom that returns data from the input: action | A. */
	if (b->p->len + 2 < b->end && gen_percent(b->rng, 50)) {
		emit(b, BPF_ALU | BPF_AND | BPF_K, 0, 0, SECCACHE_RET_DATA);
		emit(b, BPF_ALU | BPF_OR | BPF_K, 0, 0, PICK(b->rng, bases));
	}
	emit(b, BPF_RET | BPF_A, 0, 0, 0);
}

static void emit_body_insn(struct builder *b)
{
	unsigned int r = gen_below(b->rng, 100);

	if (r < 22)
		emit_load_abs(b);
	else if (r < 48)
		emit_cond_jump(b);
	else if (r < 56)
		emit_ret(b);
	else if (r < 70)
		emit_alu(b);
	else if (r < 86)
		emit_load_other(b);
	else if (r < 94)	/* the kernel's check is per path: any slot may be stored */
		emit(b, gen_percent(b->rng, 50) ? BPF_ST : BPF_STX, 0, 0,
		     gen_below(b->rng, SCRATCH_SLOTS));
	else
		emit(b, BPF_JMP | BPF_JA, 0, 0, jump_offset(b, UINT32_MAX));
}

/* Write the slots the body may read before anything else. */
static void emit_prologue(struct builder *b)
{
	unsigned int n = gen_below(b->rng, 5);

	for (unsigned int i = 0; i < n && b->p->len < b->end; i++) {
		uint32_t slot = gen_below(b->rng, SCRATCH_SLOTS);

		b->slots |= (uint16_t)(1U << slot);
		if (gen_percent(b->rng, 50))
			emit(b, BPF_ST, 0, 0, slot);
		else
			emit(b, BPF_STX, 0, 0, slot);
	}
}

void gen_valid(struct gen_rng *rng, size_t max_len, struct gen_consts *consts,
	       struct gen_prog *p)
{
	struct builder b = { rng, p, 0, 0, FIELD_NONE, consts };

	if (max_len < 2)
		max_len = 2;
	if (max_len > SECCACHE_MAXINSNS)
		max_len = SECCACHE_MAXINSNS;
	b.end = 1 + gen_below(rng, (uint32_t)max_len - 1);
	p->len = 0;
	emit_prologue(&b);
	while (p->len < b.end)
		emit_body_insn(&b);
	emit_ret(&b);
}

/* ---- arbitrary and mutated programs ---- */

static void fill_ret_allow(struct gen_prog *p, size_t len)
{
	for (size_t i = 0; i < len; i++)
		p->insns[i] = (struct seccache_insn){ BPF_RET | BPF_K, 0, 0,
						      SECCACHE_RET_ALLOW };
	p->len = len;
}

static void random_codes(struct gen_rng *rng, struct gen_prog *p)
{
	p->len = 1 + gen_below(rng, 8);
	for (size_t i = 0; i < p->len; i++) {
		struct seccache_insn *in = &p->insns[i];

		/* Low codes are the meaningful ones: class, size/op, mode/src. */
		in->code = (uint16_t)gen_below(rng, gen_percent(rng, 80) ? 0x100 : 0x10000);
		in->jt = (uint8_t)gen_below(rng, 4);
		in->jf = (uint8_t)gen_below(rng, 4);
		in->k = gen_percent(rng, 70) ? gen_below(rng, 70) : gen_u32(rng);
	}
	if (gen_percent(rng, 60))
		p->insns[p->len - 1] = (struct seccache_insn){ BPF_RET | BPF_K, 0, 0,
							       gen_action(rng) };
}

/* Overwrite one instruction (never the final RET unless last is set). */
static void put(struct gen_rng *rng, struct gen_prog *p, bool last,
		uint16_t code, uint8_t jt, uint8_t jf, uint32_t k)
{
	size_t pc = last ? p->len - 1 : gen_below(rng, (uint32_t)p->len - 1);

	p->insns[pc] = (struct seccache_insn){ code, jt, jf, k };
}

static uint8_t past_end(struct gen_rng *rng, struct gen_prog *p, size_t pc)
{
	size_t off = p->len - pc - 1 + gen_below(rng, 3);

	return (uint8_t)(off > 255 ? 255 : off);
}

static void bad_jump(struct gen_rng *rng, struct gen_prog *p)
{
	size_t pc = gen_below(rng, (uint32_t)p->len - 1);
	uint8_t far = past_end(rng, p, pc);

	if (gen_percent(rng, 30))
		p->insns[pc] = (struct seccache_insn){ BPF_JMP | BPF_JA, 0, 0,
			gen_percent(rng, 80) ? (uint32_t)(p->len - pc - 1) : UINT32_MAX };
	else if (gen_percent(rng, 50))
		p->insns[pc] = (struct seccache_insn){ BPF_JMP | BPF_JEQ | BPF_K, far, 0, 0 };
	else
		p->insns[pc] = (struct seccache_insn){ BPF_JMP | BPF_JGT | BPF_X, 0, far, 0 };
}

static void bad_alu(struct gen_rng *rng, struct gen_prog *p)
{
	switch (gen_below(rng, 4)) {
	case 0:
		put(rng, p, false, BPF_ALU | BPF_DIV | BPF_K, 0, 0, 0);
		break;
	case 1:	/* MOD is classic BPF but not in seccomp's list */
		put(rng, p, false, BPF_ALU | BPF_MOD | (gen_percent(rng, 50) ? BPF_K : BPF_X),
		    0, 0, gen_below(rng, 3));
		break;
	case 2:
		put(rng, p, false, BPF_ALU | (gen_percent(rng, 50) ? BPF_LSH : BPF_RSH) | BPF_K,
		    0, 0, 32 + gen_below(rng, gen_percent(rng, 70) ? 4 : UINT32_MAX - 32));
		break;
	default:	/* any op number, known or not, K or X */
		put(rng, p, false, (uint16_t)(BPF_ALU | gen_below(rng, 16) << 4 |
					      (gen_percent(rng, 50) ? BPF_K : BPF_X)),
		    0, 0, 1);
		break;
	}
}

static void bad_scratch(struct gen_rng *rng, struct gen_prog *p, bool uninit)
{
	static const uint16_t codes[] = {
		BPF_LD | BPF_MEM, BPF_LDX | BPF_MEM, BPF_ST, BPF_STX,
	};
	uint16_t code = uninit ? (gen_percent(rng, 50) ? BPF_LD | BPF_MEM : BPF_LDX | BPF_MEM)
			       : PICK(rng, codes);
	uint32_t k = uninit ? gen_below(rng, SCRATCH_SLOTS)
			    : SCRATCH_SLOTS + gen_below(rng, gen_percent(rng, 70) ? 4 : UINT32_MAX - 16);

	put(rng, p, false, code, 0, 0, k);
}

static void bad_load(struct gen_rng *rng, struct gen_prog *p)
{
	static const uint16_t codes[] = {
		BPF_LD | BPF_B | BPF_ABS, BPF_LD | BPF_H | BPF_ABS,
		BPF_LD | BPF_W | BPF_IND, BPF_LD | BPF_B | BPF_IND,
		BPF_LDX | BPF_B | BPF_MSH, BPF_LDX | BPF_W | BPF_ABS,
		BPF_LD | BPF_B | BPF_LEN,
	};
	switch (gen_below(rng, 3)) {
	case 0:	/* unaligned */
		put(rng, p, false, BPF_LD | BPF_W | BPF_ABS, 0, 0,
		    4 * gen_below(rng, 16) + 1 + gen_below(rng, 3));
		break;
	case 1:	/* past seccomp_data, or an ancillary SKF_AD_OFF load */
		put(rng, p, false, BPF_LD | BPF_W | BPF_ABS, 0, 0,
		    gen_percent(rng, 60) ? 64 + 4 * gen_below(rng, 8)
					 : 0xfffff000U + 4 * gen_below(rng, 16));
		break;
	default:
		put(rng, p, false, PICK(rng, codes), 0, 0, 4 * gen_below(rng, 16));
		break;
	}
}

const char *gen_arbitrary(struct gen_rng *rng, struct gen_prog *p)
{
	unsigned int r = gen_below(rng, 100);

	if (r < 20) {
		random_codes(rng, p);
		return "random";
	}
	if (r < 22) {
		fill_ret_allow(p, gen_percent(rng, 50) ? 0 : GEN_MAX_INSNS);
		return "bad-length";
	}
	if (r < 23) {
		fill_ret_allow(p, SECCACHE_MAXINSNS);
		return "max-length";
	}
	gen_valid(rng, 2 + gen_below(rng, 40), NULL, p);
	if (r < 30)
		return "valid";
	if (r < 42) {
		bad_jump(rng, p);
		return "bad-jump";
	}
	if (r < 54) {
		bad_alu(rng, p);
		return "bad-alu";
	}
	if (r < 62) {
		bad_scratch(rng, p, false);
		return "scratch-range";
	}
	if (r < 72) {
		bad_scratch(rng, p, true);
		return "scratch-uninit";
	}
	if (r < 84) {
		bad_load(rng, p);
		return "bad-load";
	}
	if (r < 90) {
		put(rng, p, true, gen_percent(rng, 50) ? BPF_LD | BPF_IMM : BPF_JMP | BPF_JA,
		    0, 0, 0);
		return "no-ret";
	}
	put(rng, p, gen_percent(rng, 10), (uint16_t)gen_below(rng, 0x100),
	    (uint8_t)gen_below(rng, 3), (uint8_t)gen_below(rng, 3), gen_below(rng, 40));
	return "flip";
}

/* ---- hostile programs ---- */

const uint32_t gen_hostile_nrs[] = {
	0, 1, 2, 39, 59, 60, 102, 110, 231, 335, 336, 472, 473, 547,
	X32_BIT | 110, X32_BIT | 547, X32_BIT | 548, 0xffffffff,
};
const size_t gen_hostile_n_nrs = ARRAY_SIZE(gen_hostile_nrs);

/* Shift counts by X: below 32 every machine agrees, from 32 on they do not. */
static const uint32_t hostile_shifts[] = { 0, 1, 31, 32, 33, 63, 64, 255, 256 };
static const uint32_t hostile_wide_shifts[] = { 31, 32, 255, 256 };

static const uint16_t hostile_alu_ops[] = {
	BPF_ADD, BPF_SUB, BPF_MUL, BPF_DIV, BPF_AND, BPF_OR, BPF_XOR,
	BPF_LSH, BPF_RSH, BPF_NEG,
};

static const uint16_t hostile_jumps[] = { BPF_JEQ, BPF_JGT, BPF_JGE, BPF_JSET };

/* Results that ALU on a small number turns into every action. */
static const uint32_t action_bases[] = {
	SECCACHE_RET_ERRNO, SECCACHE_RET_TRAP, SECCACHE_RET_ALLOW, SECCACHE_RET_LOG,
	SECCACHE_RET_TRACE, SECCACHE_RET_USER_NOTIF, SECCACHE_RET_KILL_PROCESS,
	SECCACHE_RET_KILL_THREAD,
};

enum hostile_kind {
	H_RET_NR, H_JEQ_RET_NR, H_ALU_K, H_ALU_X, H_RET_ARCH, H_SHIFT_X,
	H_CMP_X_NR, H_CMP_X_CONST, H_SCRATCH, H_JSET_CHAIN, H_MANY_RESULTS,
};

static const char *const hostile_names[GEN_HOSTILE_KINDS] = {
	"ret-nr", "jeq-ret-nr", "alu-k", "alu-x", "ret-arch", "shift-x",
	"cmp-x-nr", "cmp-x-const", "scratch", "jset-chain", "many-results",
};

static void h_emit(struct gen_prog *p, uint16_t code, uint8_t jt, uint8_t jf,
		   uint32_t k)
{
	p->insns[p->len++] = (struct seccache_insn){ code, jt, jf, k };
}

#define H_LD_NR(p)	h_emit((p), BPF_LD | BPF_W | BPF_ABS, 0, 0, DATA_OFF_NR)
#define H_LD_ARCH(p)	h_emit((p), BPF_LD | BPF_W | BPF_ABS, 0, 0, DATA_OFF_ARCH)
#define H_RET_A(p)	h_emit((p), BPF_RET | BPF_A, 0, 0, 0)
#define H_RET(p, v)	h_emit((p), BPF_RET | BPF_K, 0, 0, (v))

unsigned int gen_hostile_variants(unsigned int kind)
{
	switch (kind) {
	case H_JEQ_RET_NR:	return (unsigned int)ARRAY_SIZE(gen_hostile_nrs);
	case H_ALU_K:		return (unsigned int)ARRAY_SIZE(hostile_alu_ops);
	case H_ALU_X:		return (unsigned int)ARRAY_SIZE(hostile_alu_ops) - 1;
	case H_RET_ARCH:	return 4;
	case H_SHIFT_X:		return 2 * ARRAY_SIZE(hostile_shifts) +
				       2 * ARRAY_SIZE(hostile_wide_shifts);
	case H_CMP_X_NR:	return ARRAY_SIZE(hostile_jumps) + 1;
	case H_CMP_X_CONST:	return ARRAY_SIZE(hostile_jumps);
	case H_SCRATCH:		return 3;
	case H_JSET_CHAIN:	return 2;
	case H_MANY_RESULTS:	return 3;
	default:		return 1;
	}
}

/* A constant for op on a small number that lands on an action. */
static uint32_t alu_const(struct gen_rng *rng, uint16_t op)
{
	static const uint32_t mul[] = { 0x10000, 3, 0xffffffff, 0x7fff };
	static const uint32_t div[] = { 1, 2, 7, 0x100, 0x10000 };
	static const uint32_t and[] = { 0xffff, 7, X32_BIT, 0xffffffff };
	static const uint32_t lsh[] = { 1, 16, 17, 20, 31 };
	static const uint32_t rsh[] = { 1, 4, 16, 30, 31 };

	switch (op) {
	case BPF_ADD:
	case BPF_OR:
	case BPF_XOR:
		return gen_percent(rng, 80) ? PICK(rng, action_bases) : gen_u32(rng);
	case BPF_SUB:	/* nr - (-base) is nr + base */
		return gen_percent(rng, 70) ? -PICK(rng, action_bases) : 1;
	case BPF_MUL:	return PICK(rng, mul);
	case BPF_DIV:	return PICK(rng, div);
	case BPF_AND:	return PICK(rng, and);
	case BPF_LSH:	return PICK(rng, lsh);
	case BPF_RSH:	return PICK(rng, rsh);
	default:	return 0;
	}
}

/* A return that differs from ALLOW, for the taken side of a test. */
static uint32_t hostile_action(struct gen_rng *rng, uint32_t data)
{
	static const uint32_t bases[] = {
		SECCACHE_RET_ERRNO, SECCACHE_RET_TRAP, SECCACHE_RET_KILL_THREAD,
		SECCACHE_RET_LOG, SECCACHE_RET_TRACE,
	};

	return PICK(rng, bases) | (data & SECCACHE_RET_DATA);
}

static void hostile_shift(struct gen_prog *p, unsigned int variant)
{
	size_t n = ARRAY_SIZE(hostile_shifts), w = ARRAY_SIZE(hostile_wide_shifts);
	unsigned int shape = variant < 2 * n ? variant / (unsigned int)n :
			     2 + (variant - 2 * (unsigned int)n) / (unsigned int)w;
	uint32_t x = variant < 2 * n ? hostile_shifts[variant % n] :
		     hostile_wide_shifts[(variant - 2 * n) % w];

	switch (shape) {
	case 0:		/* RET A of nr << X */
		H_LD_NR(p);
		h_emit(p, BPF_LDX | BPF_IMM, 0, 0, x);
		h_emit(p, BPF_ALU | BPF_LSH | BPF_X, 0, 0, 0);
		H_RET_A(p);
		break;
	case 1:		/* nr >> X == 0, and ERRNO(1) >> X returned */
		H_LD_NR(p);
		h_emit(p, BPF_LDX | BPF_IMM, 0, 0, x);
		h_emit(p, BPF_ALU | BPF_RSH | BPF_X, 0, 0, 0);
		h_emit(p, BPF_JMP | BPF_JEQ | BPF_K, 0, 1, 0);
		H_RET(p, SECCACHE_RET_ALLOW);
		h_emit(p, BPF_LD | BPF_IMM, 0, 0, SECCACHE_RET_ERRNO | 1);
		h_emit(p, BPF_ALU | BPF_RSH | BPF_X, 0, 0, 0);
		H_RET_A(p);
		break;
	case 2:		/* shifted, then overwritten by a load: constant again */
		h_emit(p, BPF_LD | BPF_IMM, 0, 0, SECCACHE_RET_ERRNO | 1);
		h_emit(p, BPF_LDX | BPF_IMM, 0, 0, x);
		h_emit(p, BPF_ALU | BPF_LSH | BPF_X, 0, 0, 0);
		H_LD_NR(p);
		h_emit(p, BPF_JMP | BPF_JEQ | BPF_K, 0, 1, 110);
		H_RET(p, SECCACHE_RET_ERRNO | 1);
		H_RET(p, SECCACHE_RET_ALLOW);
		break;
	default:	/* nr << X compared twice, the first two sides the same */
		H_LD_NR(p);
		h_emit(p, BPF_LDX | BPF_IMM, 0, 0, x);
		h_emit(p, BPF_ALU | BPF_LSH | BPF_X, 0, 0, 0);
		h_emit(p, BPF_JMP | BPF_JEQ | BPF_K, 0, 1, 110);
		H_RET(p, SECCACHE_RET_ERRNO | 3);
		h_emit(p, BPF_JMP | BPF_JGT | BPF_K, 0, 1, 1000);
		H_RET(p, SECCACHE_RET_ERRNO | 3);
		H_RET(p, SECCACHE_RET_ALLOW);
		break;
	}
}

static void hostile_scratch(struct gen_rng *rng, struct gen_prog *p, unsigned int variant)
{
	uint32_t i = gen_below(rng, SCRATCH_SLOTS), j = gen_below(rng, SCRATCH_SLOTS);
	uint32_t n = PICK(rng, gen_hostile_nrs);

	switch (variant) {
	case 0:		/* ST, LD MEM, compared */
		H_LD_NR(p);
		h_emit(p, BPF_ST, 0, 0, i);
		h_emit(p, BPF_LD | BPF_IMM, 0, 0, n + 1);
		h_emit(p, BPF_LD | BPF_MEM, 0, 0, i);
		h_emit(p, BPF_JMP | BPF_JEQ | BPF_K, 0, 1, n);
		H_RET(p, hostile_action(rng, n));
		H_RET(p, SECCACHE_RET_ALLOW);
		break;
	case 1:		/* STX, LDX MEM, TXA, returned */
		H_LD_NR(p);
		h_emit(p, BPF_MISC | BPF_TAX, 0, 0, 0);
		h_emit(p, BPF_STX, 0, 0, j);
		h_emit(p, BPF_LD | BPF_IMM, 0, 0, SECCACHE_RET_ALLOW);
		h_emit(p, BPF_LDX | BPF_IMM, 0, 0, 0);
		h_emit(p, BPF_LDX | BPF_MEM, 0, 0, j);
		h_emit(p, BPF_MISC | BPF_TXA, 0, 0, 0);
		if (gen_percent(rng, 50))
			h_emit(p, BPF_ALU | BPF_OR | BPF_K, 0, 0, PICK(rng, action_bases));
		H_RET_A(p);
		break;
	default:	/* ST, LDX MEM, compared by X */
		H_LD_NR(p);
		h_emit(p, BPF_ST, 0, 0, i);
		h_emit(p, BPF_LDX | BPF_MEM, 0, 0, i);
		h_emit(p, BPF_LD | BPF_IMM, 0, 0, n);
		h_emit(p, BPF_JMP | PICK(rng, hostile_jumps) | BPF_X, 0, 1, 0);
		H_RET(p, hostile_action(rng, 4));
		H_RET(p, SECCACHE_RET_ALLOW);
		break;
	}
}

static void hostile_many(struct gen_prog *p, unsigned int variant)
{
	/* 40 numbers, each its own result: more than the 15 a filter caches. */
	H_LD_NR(p);
	for (uint32_t i = 0; i < 40; i++) {
		uint32_t nr = variant == 0 ? i : variant == 1 ? (i ? 11 * i + 1 : 110) :
			      X32_BIT | (13 * i);
		uint32_t ret = variant == 2 ? SECCACHE_RET_TRAP | i : SECCACHE_RET_ERRNO | (i + 1);

		h_emit(p, BPF_JMP | BPF_JEQ | BPF_K, 0, 1, nr);
		H_RET(p, ret);
	}
	H_RET(p, SECCACHE_RET_ALLOW);
}

static void hostile_jset(struct gen_rng *rng, struct gen_prog *p, unsigned int variant)
{
	static const uint32_t high[] = { 1U << 8, 1U << 12, 1U << 16, X32_BIT, 1U << 31 };

	H_LD_NR(p);
	for (uint32_t b = 0; b < (variant ? ARRAY_SIZE(high) : 9); b++) {
		h_emit(p, BPF_JMP | BPF_JSET | BPF_K, 0, 1, variant ? high[b] : 1U << b);
		H_RET(p, hostile_action(rng, b + 1));
	}
	H_RET(p, SECCACHE_RET_ALLOW);
}

const char *gen_hostile(struct gen_rng *rng, unsigned int kind, unsigned int variant,
			struct gen_prog *p)
{
	uint16_t op;
	uint32_t n;

	kind %= GEN_HOSTILE_KINDS;
	variant %= gen_hostile_variants(kind);
	p->len = 0;
	switch (kind) {
	case H_RET_NR:
		H_LD_NR(p);
		H_RET_A(p);
		break;
	case H_JEQ_RET_NR:	/* ld [nr]; jeq #N, 0, 1; ret A; ret #ALLOW */
		H_LD_NR(p);
		h_emit(p, BPF_JMP | BPF_JEQ | BPF_K, 0, 1, gen_hostile_nrs[variant]);
		H_RET_A(p);
		H_RET(p, SECCACHE_RET_ALLOW);
		break;
	case H_ALU_K:
		op = hostile_alu_ops[variant];
		H_LD_NR(p);
		h_emit(p, BPF_ALU | op | (op == BPF_NEG ? 0 : BPF_K), 0, 0, alu_const(rng, op));
		H_RET_A(p);
		break;
	case H_ALU_X:		/* X a constant (division by 0 included) or the number */
		op = hostile_alu_ops[variant];
		H_LD_NR(p);
		if (gen_percent(rng, 40))
			h_emit(p, BPF_MISC | BPF_TAX, 0, 0, 0);
		else
			h_emit(p, BPF_LDX | BPF_IMM, 0, 0,
			       op == BPF_DIV && gen_percent(rng, 20) ? 0 : alu_const(rng, op));
		h_emit(p, BPF_ALU | op | BPF_X, 0, 0, 0);
		H_RET_A(p);
		break;
	case H_RET_ARCH:
		H_LD_ARCH(p);
		if (variant == 1) {
			h_emit(p, BPF_ALU | BPF_AND | BPF_K, 0, 0, SECCACHE_RET_DATA);
			h_emit(p, BPF_ALU | BPF_OR | BPF_K, 0, 0, SECCACHE_RET_ERRNO);
		} else if (variant == 2) {
			h_emit(p, BPF_ALU | BPF_RSH | BPF_K, 0, 0, 16);
		} else if (variant == 3) {	/* ALLOW for x86_64 only */
			h_emit(p, BPF_ALU | BPF_ADD | BPF_K, 0, 0,
			       SECCACHE_RET_ALLOW - AUDIT_ARCH_X86_64);
		}
		H_RET_A(p);
		break;
	case H_SHIFT_X:
		hostile_shift(p, variant);
		break;
	case H_CMP_X_NR:	/* X holds the number */
		n = PICK(rng, gen_hostile_nrs);
		H_LD_NR(p);
		h_emit(p, BPF_MISC | BPF_TAX, 0, 0, 0);
		if (variant < ARRAY_SIZE(hostile_jumps)) {
			h_emit(p, BPF_LD | BPF_IMM, 0, 0, n);
			h_emit(p, BPF_JMP | hostile_jumps[variant] | BPF_X, 0, 1, 0);
		} else {	/* the number against itself */
			h_emit(p, BPF_JMP | BPF_JEQ | BPF_X, 0, 1, 0);
		}
		H_RET(p, hostile_action(rng, n));
		H_RET(p, SECCACHE_RET_ALLOW);
		break;
	case H_CMP_X_CONST:
		n = PICK(rng, gen_hostile_nrs);
		h_emit(p, BPF_LDX | BPF_IMM, 0, 0, n);
		H_LD_NR(p);
		h_emit(p, BPF_JMP | hostile_jumps[variant] | BPF_X, 0, 1, 0);
		H_RET(p, hostile_action(rng, n));
		H_RET(p, SECCACHE_RET_ALLOW);
		break;
	case H_SCRATCH:
		hostile_scratch(rng, p, variant);
		break;
	case H_JSET_CHAIN:
		hostile_jset(rng, p, variant);
		break;
	default:
		hostile_many(p, variant);
		break;
	}
	return hostile_names[kind];
}

const char *gen_hostile_any(struct gen_rng *rng, struct gen_prog *p)
{
	unsigned int kind = gen_below(rng, GEN_HOSTILE_KINDS);

	return gen_hostile(rng, kind, gen_below(rng, gen_hostile_variants(kind)), p);
}

/* ---- inputs ---- */

static uint32_t pick_const_or(struct gen_rng *rng, const struct gen_consts *c,
			      uint32_t fallback)
{
	if (c && c->n && gen_percent(rng, 50))
		return c->v[gen_below(rng, (uint32_t)c->n)];
	return fallback;
}

static uint32_t pick_input_nr(struct gen_rng *rng, const struct gen_consts *c,
			      uint32_t arch)
{
	unsigned int r = gen_below(rng, 100);
	uint32_t nr;

	if (r < 70)
		nr = pick_const_or(rng, c, PICK(rng, syscall_nrs));
	else if (r < 90)
		nr = gen_below(rng, 1024);
	else
		nr = gen_u32(rng);
	if (arch == AUDIT_ARCH_X86_64 && gen_percent(rng, 15))
		nr |= X32_BIT;
	return nr;
}

static uint64_t pick_arg(struct gen_rng *rng, const struct gen_consts *c)
{
	unsigned int r = gen_below(rng, 100);
	uint64_t hi = gen_percent(rng, 80) ? 0 : pick_const_or(rng, c, PICK(rng, arg_values));

	if (r < 45)
		return hi << 32 | pick_const_or(rng, c, PICK(rng, arg_values));
	if (r < 60)
		return 0;
	if (r < 70)
		return UINT64_MAX;
	return gen_u64(rng);
}

void gen_data(struct gen_rng *rng, const struct gen_consts *consts,
	      const uint32_t *arches, size_t n_arches,
	      struct seccache_data *d)
{
	memset(d, 0, sizeof(*d));
	d->arch = arches[gen_below(rng, (uint32_t)n_arches)];
	d->nr = pick_input_nr(rng, consts, d->arch);
	for (size_t i = 0; i < ARRAY_SIZE(d->args); i++) {
		d->args[i] = pick_arg(rng, consts);
		if (!(d->arch & __AUDIT_ARCH_64BIT))
			d->args[i] &= UINT32_MAX;
	}
	d->instruction_pointer = gen_u64(rng);
}
