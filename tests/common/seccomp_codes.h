/* SPDX-License-Identifier: MIT */
/*
 * seccomp_codes.h - every instruction code seccomp_check_filter()
 * (kernel/seccomp.c) accepts, for the generators of the fuzz targets
 * (fuzz/fuzz_analysis.c) and of the kernel-code harness (tests/kfuzz),
 * which map any byte to a code the kernel would take.
 */
#ifndef SECCACHE_SECCOMP_CODES_H
#define SECCACHE_SECCOMP_CODES_H

#include <linux/filter.h>
#include <stdint.h>

static const uint16_t seccomp_codes[] = {
	BPF_LD | BPF_W | BPF_ABS, BPF_LD | BPF_W | BPF_LEN, BPF_LDX | BPF_W | BPF_LEN,
	BPF_LD | BPF_IMM, BPF_LDX | BPF_IMM, BPF_LD | BPF_MEM, BPF_LDX | BPF_MEM,
	BPF_ST, BPF_STX, BPF_MISC | BPF_TAX, BPF_MISC | BPF_TXA,
	BPF_ALU | BPF_ADD | BPF_K, BPF_ALU | BPF_ADD | BPF_X,
	BPF_ALU | BPF_SUB | BPF_K, BPF_ALU | BPF_SUB | BPF_X,
	BPF_ALU | BPF_MUL | BPF_K, BPF_ALU | BPF_MUL | BPF_X,
	BPF_ALU | BPF_DIV | BPF_K, BPF_ALU | BPF_DIV | BPF_X,
	BPF_ALU | BPF_AND | BPF_K, BPF_ALU | BPF_AND | BPF_X,
	BPF_ALU | BPF_OR | BPF_K, BPF_ALU | BPF_OR | BPF_X,
	BPF_ALU | BPF_XOR | BPF_K, BPF_ALU | BPF_XOR | BPF_X,
	BPF_ALU | BPF_LSH | BPF_K, BPF_ALU | BPF_LSH | BPF_X,
	BPF_ALU | BPF_RSH | BPF_K, BPF_ALU | BPF_RSH | BPF_X,
	BPF_ALU | BPF_NEG, BPF_JMP | BPF_JA,
	BPF_JMP | BPF_JEQ | BPF_K, BPF_JMP | BPF_JEQ | BPF_X,
	BPF_JMP | BPF_JGT | BPF_K, BPF_JMP | BPF_JGT | BPF_X,
	BPF_JMP | BPF_JGE | BPF_K, BPF_JMP | BPF_JGE | BPF_X,
	BPF_JMP | BPF_JSET | BPF_K, BPF_JMP | BPF_JSET | BPF_X,
	BPF_RET | BPF_K, BPF_RET | BPF_A,
};

#endif
