/* SPDX-License-Identifier: MIT */
/*
 * gen_hostile.c - hostile programs: filters no program writes but any user
 * may attach, aimed at what a cache of constant results could get wrong.
 */
#include <linux/audit.h>
#include <linux/filter.h>

#include "gen.h"
#include "gen_private.h"
#include "testutil.h"

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
