/* SPDX-License-Identifier: MIT */
/*
 * opcode.c - the table of classic BPF opcodes (see opcode.h): the codes of
 * chk_code_allowed() in net/core/filter.c, marked where
 * seccomp_check_filter() in kernel/seccomp.c accepts them, with the
 * mnemonics of libpcap's bpf_asm syntax.
 */
#include "opcode.h"

#define C	OPC_CLASSIC
#define CS	(OPC_CLASSIC | OPC_SECCOMP)

#define OP(c, mnem, opnd, word, flags) [c] = { (c), (mnem), (opnd), (word), (flags) }

/* An ALU operation on K and on X; seccomp accepts all but MOD. */
#define ALU_OPS(op, mnem, flags) \
	OP(BPF_ALU | BPF_K | (op), mnem, OPND_IMM, NULL, flags), \
	OP(BPF_ALU | BPF_X | (op), mnem, OPND_WORD, "x", flags)

#define JMP_OPS(op, mnem) \
	OP(BPF_JMP | BPF_K | (op), mnem, OPND_JK, NULL, CS), \
	OP(BPF_JMP | BPF_X | (op), mnem, OPND_JX, NULL, CS)

/*
 * seccomp refuses MOD and every load of socket data: byte and half-word
 * loads, IND loads and MSH (and it takes LD W ABS only inside
 * seccomp_data, which validation checks beside the table).
 */
const struct bpf_opcode sc_opcodes[BPF_OPCODE_SLOTS] = {
	OP(BPF_LD | BPF_W | BPF_IMM, "ld", OPND_IMM, NULL, CS),
	OP(BPF_LD | BPF_W | BPF_ABS, "ld", OPND_ABS, NULL, CS),
	OP(BPF_LD | BPF_H | BPF_ABS, "ldh", OPND_ABS, NULL, C),
	OP(BPF_LD | BPF_B | BPF_ABS, "ldb", OPND_ABS, NULL, C),
	OP(BPF_LD | BPF_W | BPF_IND, "ld", OPND_IND, NULL, C),
	OP(BPF_LD | BPF_H | BPF_IND, "ldh", OPND_IND, NULL, C),
	OP(BPF_LD | BPF_B | BPF_IND, "ldb", OPND_IND, NULL, C),
	OP(BPF_LD | BPF_W | BPF_MEM, "ld", OPND_MEM, NULL, CS),
	OP(BPF_LD | BPF_W | BPF_LEN, "ld", OPND_WORD, "len", CS),
	OP(BPF_LDX | BPF_W | BPF_IMM, "ldx", OPND_IMM, NULL, CS),
	OP(BPF_LDX | BPF_W | BPF_MEM, "ldx", OPND_MEM, NULL, CS),
	OP(BPF_LDX | BPF_W | BPF_LEN, "ldx", OPND_WORD, "len", CS),
	OP(BPF_LDX | BPF_B | BPF_MSH, "ldxb", OPND_MSH, NULL, C),
	OP(BPF_ST, "st", OPND_MEM, NULL, CS),
	OP(BPF_STX, "stx", OPND_MEM, NULL, CS),
	ALU_OPS(BPF_ADD, "add", CS),
	ALU_OPS(BPF_SUB, "sub", CS),
	ALU_OPS(BPF_MUL, "mul", CS),
	ALU_OPS(BPF_DIV, "div", CS),
	ALU_OPS(BPF_MOD, "mod", C),
	ALU_OPS(BPF_AND, "and", CS),
	ALU_OPS(BPF_OR, "or", CS),
	ALU_OPS(BPF_XOR, "xor", CS),
	ALU_OPS(BPF_LSH, "lsh", CS),
	ALU_OPS(BPF_RSH, "rsh", CS),
	OP(BPF_ALU | BPF_NEG, "neg", OPND_NONE, NULL, CS),
	OP(BPF_JMP | BPF_JA, "ja", OPND_JA, NULL, CS),
	JMP_OPS(BPF_JEQ, "jeq"),
	JMP_OPS(BPF_JGT, "jgt"),
	JMP_OPS(BPF_JGE, "jge"),
	JMP_OPS(BPF_JSET, "jset"),
	OP(BPF_RET | BPF_K, "ret", OPND_RET, NULL, CS),
	/* bpf_asm knows "ret x"; the kernel has no such opcode. */
	OP(BPF_RET | BPF_X, "ret", OPND_WORD, "x", 0),
	OP(BPF_RET | BPF_A, "ret", OPND_WORD, "a", CS),
	OP(BPF_MISC | BPF_TAX, "tax", OPND_NONE, NULL, CS),
	OP(BPF_MISC | BPF_TXA, "txa", OPND_NONE, NULL, CS),
};

const struct bpf_opcode sc_opcode_aliases[] = {
	{ BPF_LDX | BPF_B | BPF_MSH, "ldx", OPND_MSH, NULL, C },
	{ BPF_JMP | BPF_JA, "jmp", OPND_JA, NULL, CS },
};

const size_t sc_n_opcode_aliases =
	sizeof(sc_opcode_aliases) / sizeof(sc_opcode_aliases[0]);
