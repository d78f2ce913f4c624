/* SPDX-License-Identifier: MIT */
/*
 * insntext.c - one instruction as assembly text: the canonical form an
 * instruction has (or ".insn code, jt, jf, k" where it has none), its
 * operand with seccomp_data fields and actions by name, and the note on a
 * return of an action the kernel does not know.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

#include "asmsyntax.h"
#include "disasm.h"
#include "abi/abi.h"
#include "abi/opcode.h"

/* Operands whose instruction ignores k: it must be 0 to print canonically. */
static bool k_unused(enum bpf_operand opnd)
{
	return opnd == OPND_NONE || opnd == OPND_WORD || opnd == OPND_JX;
}

/* The definition to print insns[pc] with, or NULL for a raw .insn. */
const struct bpf_opcode *sc_canonical_op(const struct seccache_insn *insns,
					 size_t len, size_t pc)
{
	const struct seccache_insn *in = &insns[pc];
	const struct bpf_opcode *op = bpf_opcode_of(in->code);

	if (!op)
		return NULL;
	if (k_unused(op->operand) && in->k)
		return NULL;
	if (bpf_is_cond_jump(op->code))
		return bpf_jump_target(pc, in->jt) < len &&
		       bpf_jump_target(pc, in->jf) < len ? op : NULL;
	if (in->jt || in->jf)
		return NULL;
	if (op->operand == OPND_JA && bpf_jump_target(pc, in->k) >= len)
		return NULL;
	return op;
}

/*
 * k between prefix and suffix. Small numbers read best in decimal, masks
 * and actions in hex.
 */
void sc_print_num(struct strbuf *sb, const char *prefix, uint32_t k,
		  const char *suffix)
{
	if (k < 0x10000)
		sc_strbuf_printf(sb, "%s%u%s", prefix, k, suffix);
	else
		sc_strbuf_printf(sb, "%s0x%x%s", prefix, k, suffix);
}

/* ret's operand k; hash ("#" or "") starts a number the names leave. */
void sc_print_ret(struct strbuf *sb, uint32_t k, const char *hash)
{
	char name[32];
	uint32_t back;

	/* ERRNO(EPERM), as seccomp-tools prints it, where the name means k everywhere. */
	if ((k & SECCACHE_RET_ACTION_FULL) == SECCACHE_RET_ERRNO &&
	    seccache_errno_name(NULL, k & SECCACHE_RET_DATA)) {
		sc_strbuf_printf(sb, "ERRNO(%s)",
				 seccache_errno_name(NULL, k & SECCACHE_RET_DATA));
		return;
	}
	/* A name only where it reads back to the same bits. */
	if (seccache_action_known(k) &&
	    seccache_action_format(k, name, sizeof(name)) < (int)sizeof(name) &&
	    !seccache_action_parse(name, &back, NULL) && back == k) {
		sc_strbuf_printf(sb, "%s", name);
		return;
	}
	sc_print_num(sb, hash, k, "");
}

static void print_operand(struct strbuf *sb, const struct bpf_opcode *op,
			  const struct seccache_insn *in, size_t pc, const char *lp)
{
	switch (op->operand) {
	case OPND_NONE:
		break;
	case OPND_WORD:
		sc_strbuf_printf(sb, " %s", op->word);
		break;
	case OPND_IMM:
		sc_print_num(sb, " #", in->k, "");
		break;
	case OPND_ABS:
		if (op->code == (BPF_LD | BPF_W | BPF_ABS) && asm_field_name(in->k)) {
			sc_strbuf_printf(sb, " [%s]", asm_field_name(in->k));
			break;
		}
		sc_print_num(sb, " [", in->k, "]");
		break;
	case OPND_IND:
		sc_print_num(sb, " [x + ", in->k, "]");
		break;
	case OPND_MEM:
		sc_strbuf_printf(sb, " M[%u]", in->k);
		break;
	case OPND_MSH:
		sc_print_num(sb, " 4*([", in->k, "]&0xf)");
		break;
	case OPND_JA:
		sc_strbuf_printf(sb, " %sL%llu", lp,
				 (unsigned long long)bpf_jump_target(pc, in->k));
		break;
	case OPND_JK:
	case OPND_JX:
		if (op->operand == OPND_JK)
			sc_print_num(sb, " #", in->k, "");
		else
			sc_strbuf_printf(sb, " x");
		sc_strbuf_printf(sb, ", %sL%zu", lp, pc + 1 + in->jt);
		if (in->jf)
			sc_strbuf_printf(sb, ", %sL%zu", lp, pc + 1 + in->jf);
		break;
	case OPND_RET:
		sc_strbuf_printf(sb, " ");
		sc_print_ret(sb, in->k, "#");
		break;
	}
}

/* insns[pc] as seccache_disasm() writes it, without indentation or newline. */
void sc_print_insn(struct strbuf *sb, const struct seccache_insn *insns,
		   size_t len, size_t pc, const char *lp)
{
	const struct seccache_insn *in = &insns[pc];
	const struct bpf_opcode *op = sc_canonical_op(insns, len, pc);

	if (!op) {
		sc_strbuf_printf(sb, ".insn 0x%02x, %u, %u, 0x%x", in->code, in->jt, in->jf,
				 in->k);
		return;
	}
	sc_strbuf_printf(sb, "%s", op->mnemonic);
	print_operand(sb, op, in, pc, lp);
}

/* " unknown action: KILL_PROCESS", for a return the kernel knows no action of. */
void sc_print_unknown_action(struct strbuf *sb, const struct seccache_insn *in)
{
	char name[SECCACHE_SYSCALL_NAME_MAX];

	if (in->code == (BPF_RET | BPF_K) && !seccache_action_known(in->k)) {
		seccache_action_format(in->k, name, sizeof(name));
		sc_strbuf_printf(sb, " unknown action: %s", name);
	}
}

int seccache_disasm_insn(const struct seccache_insn *insns, size_t len, size_t pc,
			 char *buf, size_t size, struct seccache_error *err)
{
	struct strbuf sb;
	int n;

	if (!insns || pc >= len)
		return sc_fail(err, -EINVAL, -1, "no instruction %zu in a program of %zu",
			       pc, len);
	sc_strbuf_init(&sb, 64);
	sc_print_insn(&sb, insns, len, pc, "");
	if (sb.failed) {
		free(sb.s);
		return sc_fail(err, -ENOMEM, -1, "out of memory");
	}
	n = snprintf(buf, size, "%s", sb.s);
	free(sb.s);
	return n;
}
