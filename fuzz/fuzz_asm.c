/* SPDX-License-Identifier: MIT */
/*
 * fuzz_asm.c - the assembler and disassembler. Even-first-byte inputs are
 * programs: asm(disasm(p)) must give p back byte for byte, valid or not.
 * Odd ones are text: the assembler must never crash, and what it accepts
 * (as one program, or filter by filter as a listing of several) must
 * survive another trip through the disassembler unchanged. The C-like
 * text of every such program must come, a line per instruction.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "seccache.h"

/* The C-like text, for reading only, of any program: a line per instruction. */
static void read_only_text(const struct seccache_insn *p, size_t len)
{
	SECCACHE_OPTS(seccache_disasm_opts, opts, .c_like = true, .hex = true);
	size_t lines = 0;
	char *text = NULL;

	if (seccache_disasm_opts(p, len, &opts, &text, NULL))
		abort();
	for (const char *c = text; *c; c++)
		lines += *c == '\n';
	if (lines != len) {
		fprintf(stderr, "%zu lines for %zu instructions:\n%s\n", lines, len, text);
		abort();
	}
	free(text);
}

static void round_trip(const struct seccache_insn *p, size_t len)
{
	struct seccache_insn *back = NULL;
	size_t back_len = 0;
	char *text = NULL;

	if (seccache_disasm(p, len, &text, NULL))
		abort();
	if (seccache_asm(text, &back, &back_len, NULL) || back_len != len ||
	    memcmp(back, p, len * sizeof(*p))) {
		fprintf(stderr, "round trip failed for:\n%s\n", text);
		abort();
	}
	free(back);
	free(text);
	read_only_text(p, len);
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct seccache_insn *insns = NULL;
	size_t len = 0, n = 0;
	char *text;

	if (!size)
		return 0;
	if (!(data[0] & 1)) {
		len = (size - 1) / sizeof(*insns);
		if (!len)
			return 0;
		insns = malloc(len * sizeof(*insns));
		memcpy(insns, data + 1, len * sizeof(*insns));
		round_trip(insns, len);
		free(insns);
		return 0;
	}
	text = malloc(size);
	memcpy(text, data + 1, size - 1);
	text[size - 1] = '\0';
	if (!seccache_asm(text, &insns, &len, NULL) && len)
		round_trip(insns, len);
	free(insns);
	/* A listing of several filters: each one alone, the same way. */
	if (!seccache_asm_count(text, &n, NULL)) {
		for (size_t i = 0; i < n; i++) {
			insns = NULL;
			if (!seccache_asm_nth(text, i, &insns, &len, NULL) && len)
				round_trip(insns, len);
			free(insns);
		}
	}
	free(text);
	return 0;
}
