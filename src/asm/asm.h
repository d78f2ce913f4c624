/* SPDX-License-Identifier: MIT */
/*
 * asm.h - what the assembler's files share (asmparse.c, asmjumps.c,
 * asm.c): the program being assembled, its instructions with the labels
 * their jumps name, and the labels defined.
 */
#ifndef SECCACHE_ASM_H
#define SECCACHE_ASM_H

#include <errno.h>
#include <stddef.h>

#include "abi/abi.h"

/* One instruction being assembled and the labels its jumps name. */
struct asm_insn {
	struct seccache_insn insn;
	int line;
	char *label[2];		/* jt (or ja) and jf labels, NULL if none */
	size_t to[2];		/* where they lead once resolved (no jf label: pc + 1) */
};

struct asm_label {
	char *name;
	size_t pc;
	int line;
};

struct assembler {
	struct asm_insn *insns;
	size_t n, cap;
	struct asm_label *labels;
	size_t n_labels, cap_labels;
	int line;
	int first, last;	/* the lines assembled: one filter of a listing */
	struct seccache_error *err;
};

static inline int asm_oom(struct assembler *as)
{
	return sc_fail(as->err, -ENOMEM, -1, "out of memory");
}

/* One line of the text, modified in place, into as (asmparse.c). */
int sc_asm_parse_line(struct assembler *as, char *line);

/* Every jump's labels as offsets, with hops where needed (asmjumps.c). */
int sc_asm_resolve_labels(struct assembler *as);

#endif
