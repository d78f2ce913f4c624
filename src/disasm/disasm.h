/* SPDX-License-Identifier: MIT */
/*
 * disasm.h - what the disassembler's files share (strbuf.c, insntext.c,
 * naming.c, pseudoc.c, disasm.c): the string they print into, the
 * text of one instruction, the facts of the ways to each instruction that
 * its comments name things by, and the program being disassembled.
 */
#ifndef SECCACHE_DISASM_H
#define SECCACHE_DISASM_H

#include <linux/filter.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "seccache.h"

struct bpf_opcode;

/* ------------------------------------------------------------------ */
/* The string printed into (strbuf.c)                                  */
/* ------------------------------------------------------------------ */

/* A string that grows as it is printed to; failed once it could not. */
struct strbuf {
	char *s;
	size_t len, cap;
	bool failed;
};

void sc_strbuf_init(struct strbuf *sb, size_t cap);
void sc_strbuf_printf(struct strbuf *sb, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* ------------------------------------------------------------------ */
/* One instruction (insntext.c)                                     */
/* ------------------------------------------------------------------ */

const struct bpf_opcode *sc_canonical_op(const struct seccache_insn *insns, size_t len,
					 size_t pc);
void sc_print_num(struct strbuf *sb, const char *prefix, uint32_t k, const char *suffix);
void sc_print_ret(struct strbuf *sb, uint32_t k, const char *hash);
void sc_print_insn(struct strbuf *sb, const struct seccache_insn *insns, size_t len,
		   size_t pc, const char *lp);
void sc_print_unknown_action(struct strbuf *sb, const struct seccache_insn *in);

/* A jump that compares A with k as a number (not JSET's bits): names apply to k. */
static inline bool compares_k(const struct seccache_insn *in)
{
	return BPF_CLASS(in->code) == BPF_JMP && BPF_SRC(in->code) == BPF_K &&
	       BPF_OP(in->code) != BPF_JA && BPF_OP(in->code) != BPF_JSET;
}

/* " 0x15 0x00 0x07 0xc000003e": an instruction's fields, as seccomp-tools shows them. */
static inline void print_hex(struct strbuf *sb, const struct seccache_insn *in)
{
	sc_strbuf_printf(sb, " 0x%02x 0x%02x 0x%02x 0x%08x", in->code, in->jt, in->jf, in->k);
}

/* ------------------------------------------------------------------ */
/* The ways to an instruction (naming.c)                            */
/* ------------------------------------------------------------------ */

/*
 * What the comments know of an instruction from the ways that lead to it
 * (jumps go forward: one pass): whether A holds nr or arch on all of them,
 * and the arch each way has tested, so that syscall names come from the
 * ABI of the way (a filter may test x86_64 and i386 before loading nr).
 */
enum a_holds { A_OTHER, A_NR, A_ARCH };

#define ARCH_UNTESTED	0U		/* no test of arch on the way: the default ABI */
#define ARCH_UNKNOWN	UINT32_MAX	/* tested, but not known: no ABI */
#define WAY_ARCHES	4		/* arch facts kept; more name no ABI */

struct way_facts {
	bool seen;
	uint8_t a;		/* enum a_holds */
	bool many;		/* more arch facts met here than fit */
	uint8_t n_arch;
	uint32_t arch[WAY_ARCHES]; /* ARCH_UNTESTED, ARCH_UNKNOWN or an AUDIT_ARCH value */
};

/* The names of syscall nr on the ways to an instruction, one per ABI. */
struct nr_names {
	size_t n;
	bool partial;		/* some way names nothing */
	const struct seccache_arch *abi[WAY_ARCHES];
	char name[WAY_ARCHES][SECCACHE_SYSCALL_NAME_MAX];
};

void sc_track_ways(const struct seccache_insn *insns, size_t len, uint32_t def_audit,
		   struct way_facts *w);
const struct seccache_arch *sc_way_abi(uint32_t e, const struct seccache_arch *def,
				       uint32_t nr);
void sc_find_nr_names(const struct way_facts *w, const struct seccache_arch *def,
		      uint32_t nr, struct nr_names *out);
bool sc_nr_name_labelled(const struct nr_names *names, size_t i);
void sc_print_nr_names(struct strbuf *sb, const struct nr_names *names);
void sc_print_field_names(struct strbuf *sb, const struct way_facts *w,
			  const struct seccache_arch *def, uint32_t off,
			  void (*field)(struct strbuf *sb, uint32_t bit));
const char *sc_way_errno_name(const struct way_facts *w, const struct seccache_arch *def,
			      uint32_t e);

/* ------------------------------------------------------------------ */
/* The program being disassembled (pseudoc.c, disasm.c)               */
/* ------------------------------------------------------------------ */

/* A program being disassembled, and how (seccache_disasm_opts()). */
struct disasm_view {
	const struct seccache_insn *insns;
	size_t len;
	const char *lp;				/* put before every label */
	const struct seccache_arch *abi;	/* names calls where no arch is tested */
	const struct way_facts *ways;		/* NULL: no comments */
	const bool *target;			/* the instructions that get labels */
	bool hex;
	bool colour;
	const char *dim, *off;			/* SGR escapes, or "" without colour */
};

/* The colour of insns[pc]'s own text: a return's is its action's. */
static inline const char *insn_colour(const struct disasm_view *v, size_t pc)
{
	const struct seccache_insn *in = &v->insns[pc];

	return v->colour && in->code == (BPF_RET | BPF_K) ? seccache_action_color(in->k) : "";
}

/* Line pc as C-like text (pseudoc.c). */
void sc_print_c_line(struct strbuf *sb, const struct disasm_view *v, size_t pc);

#endif
