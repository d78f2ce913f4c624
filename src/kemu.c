/* SPDX-License-Identifier: MIT */
/*
 * kemu.c - the emulator of the seccache kernel series (kernel/patches):
 * seccomp_emulate() in kernel/seccomp.c, mirrored step for step so that
 * kernel mode predicts what that kernel caches, budget included.
 *
 * nr and arch are known; a load of any other seccomp_data word gives an
 * unknown value, and so does anything computed from one. A jump on an
 * unknown value takes its jt side and leaves the jf side waiting (at most
 * SC_KEMU_PENDING of them); once the first such jump is taken, at most
 * SC_KEMU_STEPS more instructions run. The result is constant if every
 * path returns the same value. RET A of an unknown A, and a division by an
 * unknown X (which may end the program with 0), are not constant. A shift
 * by a known X of 32 or more gives an unknown A: the machines disagree on
 * its value (step_alu()).
 */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "internal.h"
#include "opcode.h"

struct kemu_path {
	uint32_t pc;
	uint32_t unknown;	/* KEMU_A, KEMU_X, and bit i for mem[i] */
	uint32_t a, x;
	uint32_t mem[BPF_MEMWORDS];
};

#define KEMU_A (1u << BPF_MEMWORDS)
#define KEMU_X (1u << (BPF_MEMWORDS + 1))

enum kemu_step { KEMU_NEXT, KEMU_BRANCH, KEMU_RETURN, KEMU_UNKNOWN };

static void mark(struct kemu_path *e, uint32_t reg, bool unknown)
{
	if (unknown)
		e->unknown |= reg;
	else
		e->unknown &= ~reg;
}

static enum kemu_step step_alu(struct kemu_path *e, const struct seccache_insn *insn,
			       uint32_t *val)
{
	bool by_x = BPF_SRC(insn->code) == BPF_X;
	uint16_t op = BPF_OP(insn->code);

	if (by_x && (e->unknown & KEMU_X)) {
		if (op == BPF_DIV)
			return KEMU_UNKNOWN;
		e->unknown |= KEMU_A;
		return KEMU_NEXT;
	}
	if (by_x && op == BPF_DIV && !e->x) {
		*val = 0;
		return KEMU_RETURN;
	}
	/*
	 * The series' rule for A <<= X and A >>= X with X >= 32: A becomes
	 * unknown, as if derived from an argument. The interpreter and the
	 * x86, arm64, riscv and loongarch JITs shift by X & 31, the s390 and
	 * powerpc JITs by a 6-bit count (0 for 32..63), the arm32 JIT by the
	 * bottom byte (0 for 32..255): the cached answer must not depend on
	 * the machine (arch.c, sc_shift_x_exact()). BPF_K shifts are below 32
	 * (bpf_check_classic()).
	 */
	if (by_x && (op == BPF_LSH || op == BPF_RSH) && e->x >= 32) {
		e->unknown |= KEMU_A;
		return KEMU_NEXT;
	}
	e->a = bpf_alu(op, e->a, by_x ? e->x : insn->k);
	return KEMU_NEXT;
}

static enum kemu_step step_jump(struct kemu_path *e, const struct seccache_insn *insn,
				uint32_t *other_pc)
{
	bool by_x = BPF_SRC(insn->code) == BPF_X;
	uint32_t src = by_x ? e->x : insn->k;
	bool taken;

	if (BPF_OP(insn->code) == BPF_JA) {
		e->pc += insn->k;
		return KEMU_NEXT;
	}
	if ((e->unknown & KEMU_A) || (by_x && (e->unknown & KEMU_X))) {
		*other_pc = e->pc + insn->jf;
		e->pc += insn->jt;
		return KEMU_BRANCH;
	}
	switch (BPF_OP(insn->code)) {
	case BPF_JEQ: taken = e->a == src; break;
	case BPF_JGT: taken = e->a > src; break;
	case BPF_JGE: taken = e->a >= src; break;
	default: taken = e->a & src; break;	/* BPF_JSET */
	}
	e->pc += taken ? insn->jt : insn->jf;
	return KEMU_NEXT;
}

static enum kemu_step step(struct kemu_path *e, const struct seccache_insn *insn,
			   uint32_t arch, uint32_t nr, uint32_t *val)
{
	uint32_t k = insn->k;

	e->pc++;
	switch (insn->code) {
	case BPF_LD | BPF_W | BPF_ABS:
		if (k == offsetof(struct seccache_data, nr) ||
		    k == offsetof(struct seccache_data, arch)) {
			e->a = k ? arch : nr;
			mark(e, KEMU_A, false);
		} else {
			mark(e, KEMU_A, true);
		}
		break;
	case BPF_LD | BPF_W | BPF_LEN:
		e->a = sizeof(struct seccache_data);
		mark(e, KEMU_A, false);
		break;
	case BPF_LDX | BPF_W | BPF_LEN:
		e->x = sizeof(struct seccache_data);
		mark(e, KEMU_X, false);
		break;
	case BPF_LD | BPF_IMM:
		e->a = k;
		mark(e, KEMU_A, false);
		break;
	case BPF_LDX | BPF_IMM:
		e->x = k;
		mark(e, KEMU_X, false);
		break;
	case BPF_LD | BPF_MEM:
		e->a = e->mem[k];
		mark(e, KEMU_A, e->unknown & (1u << k));
		break;
	case BPF_LDX | BPF_MEM:
		e->x = e->mem[k];
		mark(e, KEMU_X, e->unknown & (1u << k));
		break;
	case BPF_ST:
		e->mem[k] = e->a;
		mark(e, 1u << k, e->unknown & KEMU_A);
		break;
	case BPF_STX:
		e->mem[k] = e->x;
		mark(e, 1u << k, e->unknown & KEMU_X);
		break;
	case BPF_MISC | BPF_TAX:
		e->x = e->a;
		mark(e, KEMU_X, e->unknown & KEMU_A);
		break;
	case BPF_MISC | BPF_TXA:
		e->a = e->x;
		mark(e, KEMU_A, e->unknown & KEMU_X);
		break;
	case BPF_RET | BPF_K:
		*val = k;
		return KEMU_RETURN;
	case BPF_RET | BPF_A:
		if (e->unknown & KEMU_A)
			return KEMU_UNKNOWN;
		*val = e->a;
		return KEMU_RETURN;
	default:
		if (BPF_CLASS(insn->code) == BPF_ALU)
			return step_alu(e, insn, val);
		if (BPF_CLASS(insn->code) == BPF_JMP)
			return step_jump(e, insn, val);
		return KEMU_UNKNOWN;
	}
	return KEMU_NEXT;
}

bool sc_kemu_constant(const struct seccache_insn *insns, size_t len,
		      uint32_t arch, uint32_t nr, uint32_t *ret)
{
	struct kemu_path pending[SC_KEMU_PENDING];
	struct kemu_path e = { 0 };
	unsigned int waiting = 0, steps = 0;
	bool exploring = false, returned = false;
	uint32_t val = 0;

	for (;;) {
		if (e.pc >= len)
			return false;
		if (exploring && ++steps > SC_KEMU_STEPS)
			return false;
		switch (step(&e, &insns[e.pc], arch, nr, &val)) {
		case KEMU_NEXT:
			break;
		case KEMU_BRANCH:
			if (waiting == SC_KEMU_PENDING)
				return false;
			pending[waiting] = e;
			pending[waiting++].pc = val;
			exploring = true;
			break;
		case KEMU_RETURN:
			if (returned && val != *ret)
				return false;
			*ret = val;
			returned = true;
			if (!waiting)
				return true;
			e = pending[--waiting];
			break;
		case KEMU_UNKNOWN:
			return false;
		}
	}
}
