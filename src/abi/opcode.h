/* SPDX-License-Identifier: MIT */
/*
 * opcode.h - the one vocabulary of classic BPF that every module shares:
 * the table of opcodes (which ones bpf_check_classic() knows, which of those
 * seccomp_check_filter() accepts, and how the assembler spells them) and
 * the semantics of jumps and ALU operations as the kernel's eBPF
 * translation runs them. Validation, the interpreter, the assembler, the
 * kernel-mode emulator and the analysis all take their opcodes from here.
 */
#ifndef SECCACHE_OPCODE_H
#define SECCACHE_OPCODE_H

#include <linux/filter.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Classic codes fit in 8 bits: the table is indexed by code. */
#define BPF_OPCODE_SLOTS 256

/* How the assembler writes an instruction's operand. */
enum bpf_operand {
	OPND_NONE,	/* tax */
	OPND_WORD,	/* a fixed word: add x, ret a, ld len */
	OPND_IMM,	/* #k */
	OPND_ABS,	/* [k] or [field] */
	OPND_IND,	/* [x + k] */
	OPND_MEM,	/* M[k] */
	OPND_MSH,	/* 4*([k]&0xf) */
	OPND_JA,	/* label */
	OPND_JK,	/* #k, Ltrue[, Lfalse] */
	OPND_JX,	/* x, Ltrue[, Lfalse] */
	OPND_RET,	/* action or #k */
};

#define OPC_CLASSIC	(1U << 0)	/* chk_code_allowed(): classic BPF knows it */
#define OPC_SECCOMP	(1U << 1)	/* seccomp_check_filter() accepts it too */

struct bpf_opcode {
	uint16_t code;
	const char *mnemonic;		/* NULL: no such opcode */
	enum bpf_operand operand;
	const char *word;		/* the fixed word of OPND_WORD */
	uint8_t flags;			/* OPC_*; 0: only the assembler knows it */
};

/* Indexed by code; the disassembler prints these mnemonics. */
extern const struct bpf_opcode sc_opcodes[BPF_OPCODE_SLOTS];

/* Other mnemonics the assembler accepts for some codes ("jmp" for "ja"). */
extern const struct bpf_opcode sc_opcode_aliases[];
extern const size_t sc_n_opcode_aliases;

/* The entry of code, or NULL if no table knows it. */
static inline const struct bpf_opcode *bpf_opcode_of(uint16_t code)
{
	if (code >= BPF_OPCODE_SLOTS || !sc_opcodes[code].mnemonic)
		return NULL;
	return &sc_opcodes[code];
}

/* bpf_check_classic() knows code (chk_code_allowed()). */
static inline bool bpf_classic_knows(uint16_t code)
{
	const struct bpf_opcode *op = bpf_opcode_of(code);

	return op && (op->flags & OPC_CLASSIC);
}

/* seccomp_check_filter() accepts code (load offsets aside). */
static inline bool bpf_seccomp_accepts(uint16_t code)
{
	const struct bpf_opcode *op = bpf_opcode_of(code);

	return op && (op->flags & OPC_SECCOMP);
}

/* JEQ, JGT, JGE and JSET, on K or X: the jumps with jt and jf. */
static inline bool bpf_is_cond_jump(uint16_t code)
{
	return BPF_CLASS(code) == BPF_JMP && BPF_OP(code) != BPF_JA;
}

/* Where an offset taken at pc lands; len or more is outside the program. */
static inline uint64_t bpf_jump_target(size_t pc, uint32_t off)
{
	return (uint64_t)pc + 1 + off;
}

/* Whether a conditional jump's condition holds for A = a and operand b. */
static inline bool bpf_jump_holds(uint16_t op, uint32_t a, uint32_t b)
{
	switch (op) {
	case BPF_JEQ:
		return a == b;
	case BPF_JGT:
		return a > b;
	case BPF_JGE:
		return a >= b;
	default:		/* BPF_JSET */
		return a & b;
	}
}

/* Registers as bpf_regs_used() and bpf_regs_set() name them. */
#define BPF_REG_BIT_A		(1U << 0)
#define BPF_REG_BIT_X		(1U << 1)
#define BPF_REG_BIT_M(k)	(1U << (2 + (k)))

/* The registers (BPF_REG_BIT_*) an instruction seccomp accepts reads. */
static inline uint32_t bpf_regs_used(uint16_t code, uint32_t k)
{
	switch (BPF_CLASS(code)) {
	case BPF_LD:
	case BPF_LDX:
		return BPF_MODE(code) == BPF_MEM ? BPF_REG_BIT_M(k & 15) : 0;
	case BPF_ST:
		return BPF_REG_BIT_A;
	case BPF_STX:
		return BPF_REG_BIT_X;
	case BPF_MISC:
		return BPF_MISCOP(code) == BPF_TAX ? BPF_REG_BIT_A : BPF_REG_BIT_X;
	case BPF_ALU:
	case BPF_JMP:
		if (BPF_CLASS(code) == BPF_JMP && BPF_OP(code) == BPF_JA)
			return 0;
		return BPF_REG_BIT_A | (BPF_SRC(code) == BPF_X ? BPF_REG_BIT_X : 0);
	default:		/* BPF_RET */
		return BPF_RVAL(code) == BPF_A ? BPF_REG_BIT_A : 0;
	}
}

/* The registers (BPF_REG_BIT_*) an instruction seccomp accepts writes. */
static inline uint32_t bpf_regs_set(uint16_t code, uint32_t k)
{
	switch (BPF_CLASS(code)) {
	case BPF_LD:
		return BPF_REG_BIT_A;
	case BPF_LDX:
		return BPF_REG_BIT_X;
	case BPF_ST:
	case BPF_STX:
		return BPF_REG_BIT_M(k & 15);
	case BPF_MISC:
		return BPF_MISCOP(code) == BPF_TAX ? BPF_REG_BIT_X : BPF_REG_BIT_A;
	case BPF_ALU:
		return BPF_REG_BIT_A;
	default:
		return 0;
	}
}

/*
 * A op b in 32 bits for the ALU operations seccomp accepts, as the eBPF
 * translation computes them: shifts use the low five bits of b. Division
 * by zero is the caller's business (DIV K by 0 does not validate; DIV X by
 * 0 ends the program with 0).
 */
static inline uint32_t bpf_alu(uint16_t op, uint32_t a, uint32_t b)
{
	switch (op) {
	case BPF_ADD: return a + b;
	case BPF_SUB: return a - b;
	case BPF_MUL: return a * b;
	case BPF_DIV: return a / b;
	case BPF_AND: return a & b;
	case BPF_OR:  return a | b;
	case BPF_XOR: return a ^ b;
	case BPF_LSH: return a << (b & 31);
	case BPF_RSH: return a >> (b & 31);
	case BPF_NEG: return -a;
	}
	return a;
}

#endif
