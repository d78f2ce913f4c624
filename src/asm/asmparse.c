/* SPDX-License-Identifier: MIT */
/*
 * asmparse.c - the assembler's reading of lines: labels, mnemonics and
 * operands (seccomp_data fields and actions by name, ".insn" for any
 * instruction bit for bit) into instructions whose jumps still name labels.
 */
#include <ctype.h>
#include <errno.h>
#include <string.h>
#include <strings.h>

#include "asm.h"
#include "disasm/asmsyntax.h"
#include "abi/abi.h"
#include "abi/opcode.h"

/* If s is "prefix<inner>suffix" (case-insensitive), inner is written to buf. */
static bool unwrap(const char *s, const char *prefix, const char *suffix,
		   char *buf, size_t size)
{
	size_t len = strlen(s), pl = strlen(prefix), sl = strlen(suffix);

	if (len < pl + sl || len - pl - sl >= size ||
	    strncasecmp(s, prefix, pl) || strcasecmp(s + len - sl, suffix))
		return false;
	memcpy(buf, s + pl, len - pl - sl);
	buf[len - pl - sl] = '\0';
	return true;
}

static bool parse_field(const char *s, uint32_t *k)
{
	for (uint32_t off = 0; off < SECCACHE_DATA_SIZE; off += 4)
		if (!strcasecmp(asm_field_name(off), s)) {
			*k = off;
			return true;
		}
	return sc_parse_u32(s, NULL, k);
}

/* Split s at commas into at most max fields; returns the count, or -1 (s untouched). */
static int split_commas(char *s, char **fields, int max)
{
	int n = 1;

	for (const char *c = s; (c = strchr(c, ',')); c++)
		n++;
	if (n > max)
		return -1;
	for (int i = 0; i < n; i++) {
		char *comma = strchr(s, ',');

		fields[i] = s;
		if (comma) {
			*comma = '\0';
			s = comma + 1;
		}
	}
	return n;
}

/* The fields of "#k, Ltrue[, Lfalse]" or "x, Ltrue[, Lfalse]". */
static bool parse_jump(const struct bpf_opcode *op, char **f, int n,
		       struct asm_insn *ai)
{
	if (!asm_is_label_name(f[1]) || (n == 3 && !asm_is_label_name(f[2])))
		return false;
	if (op->operand == OPND_JK) {
		if (*f[0] != '#' || !sc_parse_u32(f[0] + 1, NULL, &ai->insn.k))
			return false;
	} else if (strcasecmp(f[0], "x")) {
		return false;
	}
	ai->label[0] = f[1];
	ai->label[1] = n == 3 ? f[2] : NULL;
	return true;
}

/*
 * Parse opnd (whitespace removed) for op into ai. Returns false if the
 * operand does not fit this definition; labels point into opnd.
 */
static bool parse_operand(const struct bpf_opcode *op, char *opnd,
			  struct asm_insn *ai)
{
	char inner[64];
	char *f[3];
	int n;

	ai->insn.code = op->code;
	switch (op->operand) {
	case OPND_NONE:
		return !*opnd;
	case OPND_WORD:
		return !strcasecmp(opnd, op->word) ||
		       (!strcmp(op->word, "len") && !strcasecmp(opnd, "#len"));
	case OPND_IMM:
		return *opnd == '#' && sc_parse_u32(opnd + 1, NULL, &ai->insn.k);
	case OPND_ABS:
		return unwrap(opnd, "[", "]", inner, sizeof(inner)) &&
		       parse_field(inner, &ai->insn.k);
	case OPND_IND:
		if (!strcasecmp(opnd, "[x]"))
			return true;
		return unwrap(opnd, "[x+", "]", inner, sizeof(inner)) &&
		       sc_parse_u32(inner, NULL, &ai->insn.k);
	case OPND_MEM:
		return unwrap(opnd, "M[", "]", inner, sizeof(inner)) &&
		       sc_parse_u32(inner, NULL, &ai->insn.k);
	case OPND_MSH:
		return unwrap(opnd, "4*([", "]&0xf)", inner, sizeof(inner)) &&
		       sc_parse_u32(inner, NULL, &ai->insn.k);
	case OPND_JA:
		ai->label[0] = opnd;
		return asm_is_label_name(opnd);
	case OPND_JK:
	case OPND_JX:
		n = split_commas(opnd, f, 3);
		if (n >= 2 && parse_jump(op, f, n, ai))
			return true;
		/* Give the next definition the operand as it was. */
		for (int i = 1; i < n; i++)
			f[i][-1] = ',';
		return false;
	case OPND_RET:
		if (*opnd == '#')
			return sc_parse_u32(opnd + 1, NULL, &ai->insn.k);
		return !seccache_action_parse(opnd, &ai->insn.k, NULL);
	}
	return false;
}

/* ".insn code, jt, jf, k": any instruction, bit for bit. */
static int parse_raw(struct assembler *as, char *opnd, struct asm_insn *ai)
{
	uint32_t v[4];
	char *f[4];

	if (split_commas(opnd, f, 4) != 4)
		return sc_fail_line(as->err, -EINVAL, as->line,
				    ".insn needs code, jt, jf, k");
	for (int i = 0; i < 4; i++)
		if (!sc_parse_u32(f[i], NULL, &v[i]))
			return sc_fail_line(as->err, -EINVAL, as->line,
					    ".insn: bad number '%s'", f[i]);
	if (v[0] > 0xffff || v[1] > 0xff || v[2] > 0xff)
		return sc_fail_line(as->err, -EINVAL, as->line,
				    ".insn: code must fit 16 bits, jt and jf 8 bits");
	ai->insn = (struct seccache_insn){ (uint16_t)v[0], (uint8_t)v[1],
					   (uint8_t)v[2], v[3] };
	return 0;
}

static void remove_spaces(char *s)
{
	char *out = s;

	for (; *s; s++)
		if (!isspace((unsigned char)*s))
			*out++ = *s;
	*out = '\0';
}

/*
 * Try each form of mnem in ops (n entries, some of them empty slots) on
 * opnd; *known says whether any form has that mnemonic.
 */
static bool parse_forms(const struct bpf_opcode *ops, size_t n, const char *mnem,
			char *opnd, int line, struct asm_insn *ai, bool *known)
{
	for (size_t i = 0; i < n; i++) {
		struct asm_insn try = { .line = line };

		if (!ops[i].mnemonic || strcasecmp(ops[i].mnemonic, mnem))
			continue;
		*known = true;
		if (parse_operand(&ops[i], opnd, &try)) {
			*ai = try;
			return true;
		}
	}
	return false;
}

static int parse_insn(struct assembler *as, const char *mnem, char *opnd,
		      struct asm_insn *ai)
{
	bool known = false;

	remove_spaces(opnd);
	if (!strcasecmp(mnem, ".insn"))
		return parse_raw(as, opnd, ai);
	if (parse_forms(sc_opcodes, BPF_OPCODE_SLOTS, mnem, opnd, as->line, ai, &known) ||
	    parse_forms(sc_opcode_aliases, sc_n_opcode_aliases, mnem, opnd, as->line,
			ai, &known))
		return 0;
	if (!known)
		return sc_fail_line(as->err, -EINVAL, as->line, "unknown mnemonic '%s'",
				    mnem);
	return sc_fail_line(as->err, -EINVAL, as->line, "bad operand for '%s': '%s'",
			    mnem, opnd);
}

static int add_label(struct assembler *as, char *name)
{
	struct asm_label *labels;

	if (!asm_is_label_name(name))
		return sc_fail_line(as->err, -EINVAL, as->line, "bad label name '%s'", name);
	for (size_t i = 0; i < as->n_labels; i++)
		if (!strcmp(as->labels[i].name, name))
			return sc_fail_line(as->err, -EINVAL, as->line,
					    "label '%s' already defined on line %d",
					    name, as->labels[i].line);
	labels = sc_grow(as->labels, &as->cap_labels, as->n_labels, sizeof(*labels));
	if (!labels)
		return asm_oom(as);
	as->labels = labels;
	as->labels[as->n_labels++] = (struct asm_label){ name, as->n, as->line };
	return 0;
}

static int add_insn(struct assembler *as, const struct asm_insn *ai)
{
	struct asm_insn *insns = sc_grow(as->insns, &as->cap, as->n, sizeof(*insns));

	if (!insns)
		return asm_oom(as);
	as->insns = insns;
	as->insns[as->n++] = *ai;
	return 0;
}

static char *skip_space(char *s)
{
	while (isspace((unsigned char)*s))
		s++;
	return s;
}

/* One line, modified in place: [label:]... [mnemonic [operand]] [; comment] */
int sc_asm_parse_line(struct assembler *as, char *line)
{
	char *comment = strchr(line, ';');
	char *p, *colon, *mnem;
	struct asm_insn ai = { .line = as->line };
	int ret;

	if (comment)
		*comment = '\0';
	if ((comment = strstr(line, "//")))
		*comment = '\0';
	p = skip_space(line);
	/* Nothing else uses a colon: what precedes one is a label. */
	while ((colon = strchr(p, ':'))) {
		char *end = colon;

		while (end > p && isspace((unsigned char)end[-1]))
			end--;
		*end = '\0';
		ret = add_label(as, p);
		if (ret)
			return ret;
		p = skip_space(colon + 1);
	}
	if (!*p)
		return 0;
	mnem = p;
	while (*p && !isspace((unsigned char)*p))
		p++;
	if (*p)
		*p++ = '\0';
	ret = parse_insn(as, mnem, p, &ai);
	return ret ? ret : add_insn(as, &ai);
}
