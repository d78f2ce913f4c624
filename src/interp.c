/* SPDX-License-Identifier: MIT */
/*
 * interp.c - the reference interpreter: what the kernel computes for one
 * validated seccomp filter and one struct seccomp_data. The kernel runs the
 * eBPF translation of the program (bpf_convert_filter() in
 * net/core/filter.c); the rules below are that translation's semantics.
 * Everything else in seccache is checked against this file, and this file
 * against the running kernel (tests/kdiff).
 */
#include <string.h>

#include "internal.h"

/* LD W ABS reads a native-endian 32-bit word of struct seccomp_data. */
static uint32_t load_word(const struct seccache_data *d, uint32_t off)
{
	uint32_t word;

	memcpy(&word, (const unsigned char *)d + off, sizeof(word));
	return word;
}

/*
 * One ALU operation. DIV and MOD by zero never get here (the caller ends
 * the program); shifts by a register use its low five bits, as the eBPF
 * 32-bit shifts do in the interpreter and the JITs.
 */
static uint32_t alu(uint16_t op, uint32_t a, uint32_t v)
{
	switch (op) {
	case BPF_ADD: return a + v;
	case BPF_SUB: return a - v;
	case BPF_MUL: return a * v;
	case BPF_DIV: return a / v;
	case BPF_MOD: return a % v;
	case BPF_AND: return a & v;
	case BPF_OR:  return a | v;
	case BPF_XOR: return a ^ v;
	case BPF_LSH: return a << (v & 31);
	case BPF_RSH: return a >> (v & 31);
	case BPF_NEG: return -a;
	}
	return a;
}

static bool jump_taken(uint16_t op, uint32_t a, uint32_t v)
{
	switch (op) {
	case BPF_JEQ:  return a == v;
	case BPF_JGT:  return a > v;
	case BPF_JGE:  return a >= v;
	case BPF_JSET: return (a & v) != 0;
	}
	return false;
}

uint32_t seccache_run_insns(const struct seccache_insn *insns, size_t len,
			    const struct seccache_data *d,
			    seccache_trace_fn fn, void *ctx)
{
	/* bpf_convert_filter() zeroes A and X first. */
	uint32_t a = 0, x = 0, mem[16] = { 0 };

	for (size_t pc = 0; pc < len; pc++) {
		const struct seccache_insn *in = &insns[pc];
		uint32_t src = BPF_SRC(in->code) == BPF_X ? x : in->k;

		if (fn)
			fn(ctx, (uint32_t)pc, in, a, x);
		switch (BPF_CLASS(in->code)) {
		case BPF_LD:
			switch (BPF_MODE(in->code)) {
			case BPF_ABS: a = load_word(d, in->k); break;
			case BPF_LEN: a = SECCACHE_DATA_SIZE; break;
			case BPF_IMM: a = in->k; break;
			case BPF_MEM: a = mem[in->k]; break;
			}
			break;
		case BPF_LDX:
			switch (BPF_MODE(in->code)) {
			case BPF_LEN: x = SECCACHE_DATA_SIZE; break;
			case BPF_IMM: x = in->k; break;
			case BPF_MEM: x = mem[in->k]; break;
			}
			break;
		case BPF_ST:
			mem[in->k] = a;
			break;
		case BPF_STX:
			mem[in->k] = x;
			break;
		case BPF_ALU:
			/* cBPF's division by zero "was always return 0". */
			if ((BPF_OP(in->code) == BPF_DIV || BPF_OP(in->code) == BPF_MOD) &&
			    src == 0)
				return 0;
			a = alu(BPF_OP(in->code), a, src);
			break;
		case BPF_JMP:
			if (BPF_OP(in->code) == BPF_JA)
				pc += in->k;
			else
				pc += jump_taken(BPF_OP(in->code), a, src) ?
				      in->jt : in->jf;
			break;
		case BPF_RET:
			return BPF_RVAL(in->code) == BPF_A ? a : in->k;
		case BPF_MISC:
			if (BPF_MISCOP(in->code) == BPF_TAX)
				x = a;
			else
				a = x;
			break;
		}
	}
	/* Validation guarantees a final ret; an unvalidated run off the end kills. */
	return SECCACHE_RET_KILL_THREAD;
}

uint32_t seccache_filter_run(const struct seccache_filter *f,
			     const struct seccache_data *d)
{
	return seccache_run_insns(f->insns, f->len, d, NULL, NULL);
}

uint32_t seccache_filter_run_trace(const struct seccache_filter *f,
				   const struct seccache_data *d,
				   seccache_trace_fn fn, void *ctx)
{
	return seccache_run_insns(f->insns, f->len, d, fn, ctx);
}
