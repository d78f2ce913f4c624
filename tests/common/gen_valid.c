/* SPDX-License-Identifier: MIT */
/*
 * gen_valid.c - programs seccomp accepts, and the actions they return.
 * Programs are built to look like real filters (load a field, compare it
 * with a syscall number or an AUDIT_ARCH value, return an action)
 * interleaved with every other opcode seccomp accepts, so that both the
 * common idioms and the corners get exercised.
 */
#include <linux/audit.h>
#include <linux/filter.h>

#include "gen.h"
#include "gen_private.h"
#include "testutil.h"

#define FIELD_NONE (-1)

static const uint32_t audit_arches[] = {
	AUDIT_ARCH_X86_64, AUDIT_ARCH_I386, AUDIT_ARCH_AARCH64, AUDIT_ARCH_ARM,
	AUDIT_ARCH_RISCV64, AUDIT_ARCH_S390X, AUDIT_ARCH_PPC64LE,
};

static const uint32_t errno_values[] = {
	0, 1, 2, 13, 22, 38, 95, 4094, 4095, 4096, 0x8000, 0xffff,
};

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
	uint32_t nr = gen_pick_syscall_nr(rng);

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
		return gen_percent(rng, 70) ? 0 : gen_pick_arg_value(rng);
	if (field >= DATA_OFF_ARGS || gen_percent(rng, 50))
		return gen_pick_arg_value(rng);
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
		k = gen_percent(b->rng, 60) ? gen_pick_arg_value(b->rng) : gen_u32(b->rng);
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
		k = gen_percent(b->rng, 50) ? gen_pick_arg_value(b->rng) : pick_nr(b->rng);
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
