/* SPDX-License-Identifier: MIT */
/*
 * asm.c - the assembler: classic BPF text, in a syntax close to libpcap's
 * bpf_asm (labels for jump targets, seccomp_data fields by name, actions
 * by name), into programs; a listing of several filters (a stack, as
 * 'seccache disasm A B' prints it) one filter at a time.
 */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "asmsyntax.h"
#include "internal.h"
#include "opcode.h"

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

static int asm_oom(struct assembler *as)
{
	return sc_fail(as->err, -ENOMEM, -1, "out of memory");
}

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
static int parse_line(struct assembler *as, char *line)
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

static struct asm_label *find_label(struct assembler *as, const char *name)
{
	for (size_t i = 0; i < as->n_labels; i++)
		if (!strcmp(as->labels[i].name, name))
			return &as->labels[i];
	return NULL;
}

/* Where a label leads from pc: forward only. */
static int resolve(struct assembler *as, size_t pc, const char *name, size_t *to)
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

static int resolve_labels(struct assembler *as)
{
	int ret;

	for (size_t pc = 0; pc < as->n; pc++) {
		struct asm_insn *ai = &as->insns[pc];

		ai->to[1] = pc + 1;
		if (!ai->label[0])
			continue;
		ret = resolve(as, pc, ai->label[0], &ai->to[0]);
		if (!ret && ai->label[1])
			ret = resolve(as, pc, ai->label[1], &ai->to[1]);
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

static int assemble(struct assembler *as, char *text)
{
	char *line = text;
	int ret;

	while (line) {
		char *nl = strchr(line, '\n');

		if (!nl && !*line)
			break;	/* what follows the last newline is no line */
		if (nl)
			*nl = '\0';
		as->line++;
		ret = as->line < as->first || as->line > as->last ? 0 : parse_line(as, line);
		if (ret)
			return ret;
		line = nl ? nl + 1 : NULL;
	}
	return resolve_labels(as);
}

/*
 * Listings of several filters: 'seccache disasm A B' and 'seccache optimize
 * -f asm' start each filter of a stack with a comment line "; filter I of
 * N ...". Read as one program, the second filter would be dead code after
 * the first one's returns: a stack must come back as a stack, or not at all.
 */

/* Whether line (ended by NUL or newline) is "; filter I of N": *i, *n. */
static bool filter_marker(const char *line, unsigned long *i, unsigned long *n)
{
	const char *p = line;
	char *end;

	p += strspn(p, " \t");
	if (*p++ != ';')
		return false;
	p += strspn(p, " \t");
	if (strncmp(p, "filter ", 7) || !isdigit((unsigned char)p[7]))
		return false;
	*i = strtoul(p + 7, &end, 10);
	if (strncmp(end, " of ", 4) || !isdigit((unsigned char)end[4]))
		return false;
	*n = strtoul(end + 4, &end, 10);
	return !*end || isspace((unsigned char)*end) || *end == '(';
}

/* Whether line holds more than blanks and a comment. */
static bool has_code(const char *line)
{
	size_t len = strcspn(line, ";\n");
	const char *slashes = strstr(line, "//");

	if (slashes && (size_t)(slashes - line) < len)
		len = (size_t)(slashes - line);
	for (size_t i = 0; i < len; i++)
		if (!isspace((unsigned char)line[i]))
			return true;
	return false;
}

/*
 * The filters of text: *count, and the lines of filter want (from 0) in
 * [*first, *last]; err->line names the marker that breaks the listing.
 */
static int split_filters(const char *text, size_t want, size_t *count, int *first,
			 int *last, struct seccache_error *err)
{
	unsigned long i, n, total = 0, seen = 0;
	int line = 0, marker = 0, code = 0;

	*first = 1;
	*last = INT_MAX;
	for (const char *p = text; *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : p + strlen(p)) {
		line++;
		if (!filter_marker(p, &i, &n)) {
			code = code ? code : has_code(p) ? line : 0;
			continue;
		}
		if (!seen && code)
			return sc_fail_line(err, -EINVAL, code, "an instruction before the "
					    "listing's first filter ('; filter %lu of %lu', "
					    "line %d)", i, n, line);
		if (!n || i != seen || (seen && n != total))
			return sc_fail_line(err, -EINVAL, line, "'; filter %lu of %lu' "
					    "out of order: expected '; filter %lu of %lu'", i, n, seen,
					    seen ? total : (n ? n : 1));
		if (seen == want + 1)
			*last = line - 1;
		if (seen == want)
			*first = line + 1;
		total = n;
		marker = line;
		seen++;
	}
	if (seen && seen != total)
		return sc_fail_line(err, -EINVAL, marker,
				    "the listing ends after filter %lu of %lu", seen - 1, total);
	*count = seen ? seen : 1;
	return 0;
}

/* The lines [first, last] of text, assembled. */
static int assemble_lines(const char *text, int first, int last, struct seccache_insn **insns,
			  size_t *len, struct seccache_error *err)
{
	struct assembler as = { .err = err, .first = first, .last = last };
	struct seccache_insn *out = NULL;
	char *copy;
	int ret;

	copy = strdup(text);
	if (!copy)
		return sc_fail(err, -ENOMEM, -1, "out of memory");
	ret = assemble(&as, copy);
	if (!ret && !as.n)
		ret = first > 1 ? sc_fail_line(err, -EINVAL, first - 1,
					       "this filter has no instructions") :
			sc_fail_line(err, -EINVAL, as.line ? as.line : 1, "no instructions");
	if (!ret) {
		out = malloc(as.n * sizeof(*out));
		if (!out)
			ret = asm_oom(&as);
	}
	if (!ret) {
		for (size_t i = 0; i < as.n; i++)
			out[i] = as.insns[i].insn;
		*insns = out;
		*len = as.n;
	}
	free(as.insns);
	free(as.labels);
	free(copy);
	return ret;
}

int seccache_asm_count(const char *text, size_t *n, struct seccache_error *err)
{
	int first, last;

	if (!text || !n)
		return sc_fail(err, -EINVAL, -1, "no text");
	return split_filters(text, 0, n, &first, &last, err);
}

int seccache_asm_nth(const char *text, size_t i, struct seccache_insn **insns, size_t *len,
		     struct seccache_error *err)
{
	size_t n;
	int first, last, ret;

	if (!text || !insns || !len)
		return sc_fail(err, -EINVAL, -1, "no text");
	ret = split_filters(text, i, &n, &first, &last, err);
	if (!ret && i >= n)
		ret = sc_fail(err, -EINVAL, -1, "no filter %zu: the listing holds %zu", i, n);
	return ret ? ret : assemble_lines(text, first, last, insns, len, err);
}

int seccache_asm(const char *text, struct seccache_insn **insns, size_t *len,
		 struct seccache_error *err)
{
	size_t n;
	int first, last, ret;

	if (!text || !insns || !len)
		return sc_fail(err, -EINVAL, -1, "no text");
	ret = split_filters(text, 1, &n, &first, &last, err);
	if (ret)
		return ret;
	if (n > 1)
		return sc_fail_line(err, -EINVAL, first - 1, "a second filter starts here: "
				    "the listing holds %zu filters, a stack, not one program", n);
	return assemble_lines(text, 1, INT_MAX, insns, len, err);
}

int seccache_filter_from_asm(const char *text, struct seccache_filter **out,
			     struct seccache_error *err)
{
	struct seccache_insn *insns;
	size_t len;
	int ret;

	ret = seccache_asm(text, &insns, &len, err);
	if (ret)
		return ret;
	ret = seccache_filter_new(insns, len, out, err);
	free(insns);
	return ret;
}
