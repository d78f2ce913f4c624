/* SPDX-License-Identifier: MIT */
/*
 * asmcheck.c - the assembler's test programs' data files, assembly that
 * must succeed, and random instructions.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <cmocka.h>

#include "asmcheck.h"

const char *asm_data_dir = "tests/unit/asm/data";

char *read_data(const char *name)
{
	char path[512];
	char *buf;
	long size;
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", asm_data_dir, name);
	f = fopen(path, "r");
	if (!f)
		fail_msg("cannot open %s", path);
	fseek(f, 0, SEEK_END);
	size = ftell(f);
	rewind(f);
	buf = calloc(1, size + 1);
	assert_non_null(buf);
	assert_int_equal(fread(buf, 1, size, f), size);
	fclose(f);
	return buf;
}

struct seccache_insn *assemble(const char *text, size_t *len)
{
	struct seccache_error err = { 0 };
	struct seccache_insn *insns = NULL;

	if (seccache_asm(text, &insns, len, &err))
		fail_msg("line %d: %s", err.line, err.msg);
	return insns;
}

static uint64_t rng_state = 0x9e3779b97f4a7c15ULL;

uint32_t random_u32(void)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 7;
	rng_state ^= rng_state << 17;
	return (uint32_t)(rng_state >> 16);
}

/* Codes the disassembler knows, to reach its canonical forms often. */
static const uint16_t known_codes[] = {
	0x00, 0x20, 0x28, 0x30, 0x40, 0x48, 0x50, 0x60, 0x80, 0x01, 0x61,
	0x81, 0xb1, 0x02, 0x03, 0x04, 0x0c, 0x14, 0x1c, 0x24, 0x2c, 0x34,
	0x3c, 0x44, 0x4c, 0x54, 0x5c, 0x64, 0x6c, 0x74, 0x7c, 0x84, 0x94,
	0x9c, 0xa4, 0xac, 0x05, 0x15, 0x1d, 0x25, 0x2d, 0x35, 0x3d, 0x45,
	0x4d, 0x06, 0x0e, 0x16, 0x07, 0x87,
};

void random_insn(struct seccache_insn *in, size_t len)
{
	uint32_t mode = random_u32() % 4;

	if (mode == 0) {
		/* Random bytes. */
		in->code = (uint16_t)random_u32();
		in->jt = (uint8_t)random_u32();
		in->jf = (uint8_t)random_u32();
		in->k = random_u32();
		return;
	}
	in->code = known_codes[random_u32() % (sizeof(known_codes) / sizeof(known_codes[0]))];
	in->jt = random_u32() % 4 ? (uint8_t)(random_u32() % len) : (uint8_t)random_u32();
	in->jf = random_u32() % 2 ? 0 : (uint8_t)(random_u32() % len);
	if (mode == 1)
		in->jt = in->jf = 0;
	switch (random_u32() % 5) {
	case 0: in->k = 0; break;
	case 1: in->k = random_u32() % 64; break;
	case 2: in->k = (random_u32() % 8) << 16 | (random_u32() % 3); break;
	case 3: in->k = SECCACHE_RET_ALLOW - (random_u32() % 0x10) * 0x10000 + (random_u32() % 2); break;
	default: in->k = random_u32(); break;
	}
}
