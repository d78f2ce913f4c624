/* SPDX-License-Identifier: MIT */
/*
 * asmcheck.h - what the assembler's test programs share: their data
 * files, assembly that must succeed, and random instructions that reach
 * the disassembler's canonical forms often.
 */
#ifndef SECCACHE_TEST_ASMCHECK_H
#define SECCACHE_TEST_ASMCHECK_H

#include <stddef.h>
#include <stdint.h>

#include "seccache.h"

/* Where read_data() looks: tests/unit/asm/data, or the program's argument. */
extern const char *asm_data_dir;

/* The whole of data file name, NUL-terminated; the caller frees it. */
char *read_data(const char *name);

/* seccache_asm() of text, which must succeed; *len instructions. */
struct seccache_insn *assemble(const char *text, size_t *len);

/* The next number of the programs' fixed xorshift sequence. */
uint32_t random_u32(void);

/* A random instruction of a program of len, often of a known code. */
void random_insn(struct seccache_insn *in, size_t len);

#endif
