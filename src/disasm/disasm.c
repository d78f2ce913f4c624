/* SPDX-License-Identifier: MIT */
/*
 * disasm.c - the disassembler: a program as the assembly listing that
 * seccache_asm() reads back, labels at jump targets and, if asked,
 * comments naming what each instruction tests or returns; or as C-like
 * text (pseudoc.c). Any program disassembles, valid or not, and assembles
 * back to the same bytes: whatever the canonical text cannot say (unknown
 * codes, unused fields that are not zero, jumps out of the program) is
 * written as ".insn code, jt, jf, k".
 */
#include <errno.h>
#include <stdlib.h>

#include "asmsyntax.h"
#include "disasm.h"
#include "abi/abi.h"
#include "abi/opcode.h"

/* The field of seccomp_data bit names, as the assembler writes it. */
static void print_asm_field(struct strbuf *sb, uint32_t bit)
{
	sc_strbuf_printf(sb, "%s", seccache_read_name(bit));
}

/* " ENOSYS": the name of an errno the operand leaves a number. */
static void print_errno_name(struct strbuf *sb, const struct way_facts *w,
			     const struct seccache_arch *def, uint32_t e)
{
	if (!seccache_errno_name(NULL, e) && sc_way_errno_name(w, def, e))
		sc_strbuf_printf(sb, " %s", sc_way_errno_name(w, def, e));
}

/*
 * " execve", " arch x86_64", " ENOSYS": what insns[pc] tests or returns,
 * as seccomp-tools prints it.
 */
static void print_meaning(struct strbuf *sb, const struct seccache_insn *in,
			  const struct way_facts *w, const struct seccache_arch *def)
{
	const struct seccache_arch *named;
	struct nr_names names;

	if (compares_k(in)) {
		if (w->a == A_ARCH && (named = seccache_arch_by_audit(in->k))) {
			sc_strbuf_printf(sb, " arch %s", named->name);
		} else if (w->a == A_NR) {
			sc_find_nr_names(w, def, in->k, &names);
			sc_print_nr_names(sb, &names);
		}
	}
	if (in->code == (BPF_LD | BPF_W | BPF_ABS))
		sc_print_field_names(sb, w, def, in->k, print_asm_field);
	sc_print_unknown_action(sb, in);
	if (in->code == (BPF_RET | BPF_K) &&
	    (in->k & SECCACHE_RET_ACTION_FULL) == SECCACHE_RET_ERRNO)
		print_errno_name(sb, w, def, in->k & SECCACHE_RET_DATA);
}

/* Line pc of the assembly, after its label if a jump lands there. */
static void print_asm_line(struct strbuf *sb, const struct disasm_view *v, size_t pc)
{
	const char *colour = insn_colour(v, pc);
	size_t start, width;

	if (v->target[pc])
		sc_strbuf_printf(sb, "%sL%zu:\n", v->lp, pc);
	sc_strbuf_printf(sb, "\t%s", colour);
	start = sb->len;
	sc_print_insn(sb, v->insns, v->len, pc, v->lp);
	width = sb->len - start;
	sc_strbuf_printf(sb, "%s", *colour ? v->off : "");
	if (v->ways || v->hex) {
		/* Comments line up at the fifth tab stop. */
		for (size_t w = width; w < 32; w += 8 - w % 8)
			sc_strbuf_printf(sb, "\t");
		sc_strbuf_printf(sb, "\t%s; %04zu", v->dim, pc);
	}
	if (v->hex)
		print_hex(sb, &v->insns[pc]);
	if (v->ways)
		print_meaning(sb, &v->insns[pc], &v->ways[pc], v->abi);
	sc_strbuf_printf(sb, "%s\n", v->ways || v->hex ? v->off : "");
}

/* Mark the instructions that canonical jumps land on: they get labels. */
static void find_jump_targets(const struct seccache_insn *insns, size_t len,
			      bool *target)
{
	for (size_t pc = 0; pc < len; pc++) {
		const struct bpf_opcode *op = sc_canonical_op(insns, len, pc);

		if (!op)
			continue;
		if (op->operand == OPND_JA)
			target[bpf_jump_target(pc, insns[pc].k)] = true;
		if (bpf_is_cond_jump(op->code)) {
			target[bpf_jump_target(pc, insns[pc].jt)] = true;
			if (insns[pc].jf)
				target[bpf_jump_target(pc, insns[pc].jf)] = true;
		}
	}
}

int seccache_disasm(const struct seccache_insn *insns, size_t len, char **text,
		    struct seccache_error *err)
{
	return seccache_disasm_opts(insns, len, NULL, text, err);
}

int seccache_disasm_opts(const struct seccache_insn *insns, size_t len,
			 const struct seccache_disasm_opts *opts, char **text,
			 struct seccache_error *err)
{
	struct seccache_disasm_opts o;
	struct disasm_view v = { .insns = insns, .len = len };
	struct way_facts *ways = NULL;
	struct strbuf sb;
	bool *target, c_like, comments;

	if (SC_OPTS_COPY(seccache_disasm_opts, color, color, &o, opts, err))
		return -EINVAL;
	v.lp = o.label_prefix ? o.label_prefix : "";
	v.abi = o.abi ? o.abi : seccache_arch_host();
	v.hex = o.hex;
	v.colour = o.color;
	v.dim = o.color ? "\033[2m" : "";
	v.off = o.color ? "\033[0m" : "";
	/* The C-like text names what the comments name, in its statements. */
	c_like = o.c_like;
	comments = c_like || o.comments;
	if (!insns && len)
		return sc_fail(err, -EINVAL, -1, "no program");
	if (*v.lp && !asm_is_label_name(v.lp))
		return sc_fail(err, -EINVAL, -1, "'%s' cannot start a label", v.lp);
	target = calloc(len + 1, sizeof(*target));
	if (comments)
		ways = calloc(len + 1, sizeof(*ways));
	sc_strbuf_init(&sb, (comments || v.hex ? 112 : 64) * len + 64);
	if (!target || sb.failed || (comments && !ways)) {
		free(target);
		free(ways);
		free(sb.s);
		return sc_fail(err, -ENOMEM, -1, "out of memory");
	}
	find_jump_targets(insns, len, target);
	if (comments && len)
		sc_track_ways(insns, len, v.abi ? v.abi->audit_arch : ARCH_UNKNOWN, ways);
	v.target = target;
	v.ways = ways;
	for (size_t pc = 0; pc < len; pc++) {
		if (c_like)
			sc_print_c_line(&sb, &v, pc);
		else
			print_asm_line(&sb, &v, pc);
	}
	free(target);
	free(ways);
	if (sb.failed) {
		free(sb.s);
		return sc_fail(err, -ENOMEM, -1, "out of memory");
	}
	*text = sb.s;
	return 0;
}
