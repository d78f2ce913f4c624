/* SPDX-License-Identifier: MIT */
/*
 * asmjumps.c - the assembler's jumps: the labels they name turned into
 * offsets, forward only, with a ja hop for a conditional jump that leads
 * farther than its 8 bits reach.
 */
#include <errno.h>
#include <string.h>

#include "asm.h"
#include "abi/abi.h"
#include "abi/opcode.h"

static struct asm_label *find_label(struct assembler *as, const char *name)
{
	for (size_t i = 0; i < as->n_labels; i++)
		if (!strcmp(as->labels[i].name, name))
			return &as->labels[i];
	return NULL;
}

/* Where a label leads from pc: forward only. */
static int label_target(struct assembler *as, size_t pc, const char *name, size_t *to)
{
	const struct asm_label *l = find_label(as, name);
	int line = as->insns[pc].line;

	if (!l)
		return sc_fail_line(as->err, -EINVAL, line, "undefined label '%s'", name);
	if (l->pc <= pc)
		return sc_fail_line(as->err, -EINVAL, line,
				    "jump backwards to '%s' (line %d)", name, l->line);
	*to = l->pc;
	return 0;
}

static bool is_ja(const struct seccache_insn *in)
{
	return BPF_CLASS(in->code) == BPF_JMP && BPF_OP(in->code) == BPF_JA;
}

/*
 * Put a ja to where side s of the conditional jump at pc leads right after
 * it, and lead that side there instead; what follows moves one on.
 */
static int insert_hop(struct assembler *as, size_t pc, int s)
{
	struct asm_insn *insns = sc_grow(as->insns, &as->cap, as->n, sizeof(*insns));
	struct asm_insn hop;

	if (!insns)
		return asm_oom(as);
	as->insns = insns;
	for (size_t i = 0; i < as->n; i++)
		for (int t = 0; t < 2; t++)
			if (insns[i].to[t] > pc)
				insns[i].to[t]++;
	hop = (struct asm_insn){
		.insn = { .code = BPF_JMP | BPF_JA }, .line = insns[pc].line,
		.label = { insns[pc].label[s] }, .to = { insns[pc].to[s] },
	};
	memmove(&insns[pc + 2], &insns[pc + 1], (as->n - pc - 1) * sizeof(*insns));
	insns[pc + 1] = hop;
	insns[pc].to[s] = pc + 1;
	as->n++;
	return 0;
}

/*
 * jt and jf have 8 bits, ja's offset 32: a side of a conditional jump
 * that leads farther than 255 instructions goes through a ja hop, as
 * seccomp-tools' asm does. A hop moves what follows, which can put other
 * jumps out of reach: repeat until none is (each side needs at most one).
 */
static int add_hops(struct assembler *as)
{
	bool moved = true;

	while (moved) {
		moved = false;
		for (size_t pc = 0; pc < as->n; pc++) {
			for (int s = 0; s < 2; s++) {
				const struct asm_insn *ai = &as->insns[pc];
				int ret;

				if (!ai->label[0] || is_ja(&ai->insn) || ai->to[s] - pc - 1 <= 0xff)
					continue;
				ret = insert_hop(as, pc, s);
				if (ret)
					return ret;
				moved = true;
			}
		}
	}
	return 0;
}

int sc_asm_resolve_labels(struct assembler *as)
{
	int ret;

	for (size_t pc = 0; pc < as->n; pc++) {
		struct asm_insn *ai = &as->insns[pc];

		ai->to[1] = pc + 1;
		if (!ai->label[0])
			continue;
		ret = label_target(as, pc, ai->label[0], &ai->to[0]);
		if (!ret && ai->label[1])
			ret = label_target(as, pc, ai->label[1], &ai->to[1]);
		if (ret)
			return ret;
	}
	ret = add_hops(as);
	if (ret)
		return ret;
	for (size_t pc = 0; pc < as->n; pc++) {
		struct asm_insn *ai = &as->insns[pc];

		if (!ai->label[0])
			continue;
		if (is_ja(&ai->insn)) {
			ai->insn.k = (uint32_t)(ai->to[0] - pc - 1);
			continue;
		}
		ai->insn.jt = (uint8_t)(ai->to[0] - pc - 1);
		ai->insn.jf = (uint8_t)(ai->to[1] - pc - 1);
	}
	return 0;
}
