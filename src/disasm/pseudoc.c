/* SPDX-License-Identifier: MIT */
/*
 * pseudoc.c - the pseudo-C listing (C-like text), for reading only: each
 * instruction as the statement seccomp-tools prints ("0003: if (A ==
 * read) goto 0010"), with calls, arches, fields and errnos named as the
 * ways to it name them (naming.c).
 */
#include <string.h>

#include "asmsyntax.h"
#include "disasm.h"
#include "abi/abi.h"
#include "abi/opcode.h"

/*
 * The byte order in which every way to an instruction reads seccomp_data,
 * into *big: false where a way's ABI is not known or the ways disagree.
 */
static bool ways_byte_order(const struct way_facts *w, const struct seccache_arch *def,
			    bool *big)
{
	bool order = false;

	if (w->many || !w->n_arch)
		return false;
	for (size_t i = 0; i < w->n_arch; i++) {
		const struct seccache_arch *abi = sc_way_abi(w->arch[i], def, 0);

		if (!abi || (i && abi->big_endian != order))
			return false;
		order = abi->big_endian;
	}
	*big = order;
	return true;
}

/* The field of seccomp_data bit names, as seccomp-tools does: sys_number, args[0] (low). */
static void print_c_field(struct strbuf *sb, uint32_t bit)
{
	const char *name = seccache_read_name(bit);
	const char *half = strchr(name, '.');

	if (bit == SECCACHE_READ_NR)
		sc_strbuf_printf(sb, "sys_number");
	else if (half)
		sc_strbuf_printf(sb, "%.*s (%s)", (int)(half - name), name,
				 strcmp(half, ".lo") ? "high" : "low");
	else
		sc_strbuf_printf(sb, "%s", name);
}

/* The one name of nr on every way, or NULL where a comment must name it. */
static const char *plain_nr_name(const struct nr_names *names)
{
	return names->n == 1 && !sc_nr_name_labelled(names, 0) ? names->name[0] : NULL;
}

/* The C types of the load sizes, by BPF_SIZE() >> 3. */
static const char *const c_types[] = {
	[BPF_W >> 3] = "u32", [BPF_H >> 3] = "u16", [BPF_B >> 3] = "u8",
};

/*
 * A load from seccomp_data: the field by the name the ways' ABIs give the
 * word (s390x's args[0] (low) is at the offset of x86_64's high half),
 * else this host's; any other offset as the load it is.
 */
static void print_c_abs(struct strbuf *sb, const struct seccache_insn *in,
			const struct way_facts *w, const struct seccache_arch *def)
{
	bool big = SC_HOST_BIG_ENDIAN;

	if (in->code == (BPF_LD | BPF_W | BPF_ABS) && asm_field_name(in->k)) {
		ways_byte_order(w, def, &big);
		print_c_field(sb, sc_read_bit(in->k, big));
		return;
	}
	sc_strbuf_printf(sb, "*(%s *)(data + ", c_types[BPF_SIZE(in->code) >> 3]);
	sc_print_num(sb, "", in->k, ")");
}

/* LD and LDX: "A = sys_number", "X = mem[3]". */
static void print_c_load(struct strbuf *sb, const struct seccache_insn *in,
			 const struct way_facts *w, const struct seccache_arch *def)
{
	sc_strbuf_printf(sb, "%c = ", BPF_CLASS(in->code) == BPF_LD ? 'A' : 'X');
	switch (BPF_MODE(in->code)) {
	case BPF_IMM:
		sc_print_num(sb, "", in->k, "");
		break;
	case BPF_ABS:
		print_c_abs(sb, in, w, def);
		break;
	case BPF_IND:
		sc_strbuf_printf(sb, "*(%s *)(data + X + ", c_types[BPF_SIZE(in->code) >> 3]);
		sc_print_num(sb, "", in->k, ")");
		break;
	case BPF_MEM:
		sc_strbuf_printf(sb, "mem[%u]", in->k);
		break;
	case BPF_LEN:
		sc_strbuf_printf(sb, "sizeof(struct seccomp_data)");
		break;
	default:	/* BPF_MSH */
		sc_print_num(sb, "4 * (*(u8 *)(data + ", in->k, ") & 0xf)");
	}
}

/* The operators of the ALU operations but NEG, by BPF_OP() >> 4. */
static const char *const c_alu_ops[] = {
	[BPF_ADD >> 4] = "+", [BPF_SUB >> 4] = "-", [BPF_MUL >> 4] = "*",
	[BPF_DIV >> 4] = "/", [BPF_OR >> 4] = "|", [BPF_AND >> 4] = "&",
	[BPF_LSH >> 4] = "<<", [BPF_RSH >> 4] = ">>", [BPF_MOD >> 4] = "%",
	[BPF_XOR >> 4] = "^",
};

/* "A &= 0xff", "A += X", "A = -A". */
static void print_c_alu(struct strbuf *sb, const struct seccache_insn *in)
{
	uint16_t op = BPF_OP(in->code);

	if (op == BPF_NEG) {
		sc_strbuf_printf(sb, "A = -A");
		return;
	}
	sc_strbuf_printf(sb, "A %s= ", c_alu_ops[op >> 4]);
	if (BPF_SRC(in->code) == BPF_X)
		sc_strbuf_printf(sb, "X");
	else if (op == BPF_AND || op == BPF_OR || op == BPF_XOR)
		sc_strbuf_printf(sb, "0x%x", in->k);		/* masks read in hex */
	else
		sc_print_num(sb, "", in->k, "");
}

/*
 * What a jump compares A with: X, JSET's bits, or k by the name the ways
 * give it (an arch, a syscall of one ABI), else the number.
 */
static void print_c_operand(struct strbuf *sb, const struct seccache_insn *in,
			    const struct way_facts *w, const struct seccache_arch *def)
{
	const struct seccache_arch *named;
	struct nr_names names;

	if (BPF_SRC(in->code) == BPF_X) {
		sc_strbuf_printf(sb, "X");
		return;
	}
	if (!compares_k(in)) {
		sc_strbuf_printf(sb, "0x%x", in->k);
		return;
	}
	if (w->a == A_ARCH && (named = seccache_arch_by_audit(in->k))) {
		sc_strbuf_printf(sb, "%s", named->name);
		return;
	}
	if (w->a == A_NR) {
		sc_find_nr_names(w, def, in->k, &names);
		if (plain_nr_name(&names)) {
			sc_strbuf_printf(sb, "%s", plain_nr_name(&names));
			return;
		}
	}
	sc_print_num(sb, "", in->k, "");
}

/* The conditions of JEQ, JGT, JGE and JSET, by BPF_OP() >> 4, and their negations. */
static const char *const c_conditions[][2] = {
	[BPF_JEQ >> 4] = { "==", "!=" },
	[BPF_JGT >> 4] = { ">", "<=" },
	[BPF_JGE >> 4] = { ">=", "<" },
	[BPF_JSET >> 4] = { "&", NULL },	/* !(A & k) */
};

/*
 * "goto 0012", "if (A == read) goto 0012 else goto 0014". A jump whose
 * true side falls through reads as the negation that leaves.
 */
static void print_c_jump(struct strbuf *sb, const struct seccache_insn *in, size_t pc,
			 const struct way_facts *w, const struct seccache_arch *def)
{
	bool neg = !in->jt;
	const char *cond = c_conditions[BPF_OP(in->code) >> 4][neg];

	if (BPF_OP(in->code) == BPF_JA) {
		sc_strbuf_printf(sb, "goto %04llu",
				 (unsigned long long)bpf_jump_target(pc, in->k));
		return;
	}
	/* Both sides go one way: the test decides nothing. */
	if (in->jt == in->jf) {
		sc_strbuf_printf(sb, "goto %04zu", pc + 1 + in->jt);
		return;
	}
	if (cond)
		sc_strbuf_printf(sb, "if (A %s ", cond);
	else
		sc_strbuf_printf(sb, "if (!(A & ");
	print_c_operand(sb, in, w, def);
	sc_strbuf_printf(sb, cond ? ") goto %04zu" : ")) goto %04zu",
			 pc + 1 + (neg ? in->jf : in->jt));
	if (in->jt && in->jf)
		sc_strbuf_printf(sb, " else goto %04zu", pc + 1 + in->jf);
}

/* "return ALLOW", "return ERRNO(ENOSYS)" where the ways' ABIs name it, "return A". */
static void print_c_ret(struct strbuf *sb, const struct seccache_insn *in,
			const struct way_facts *w, const struct seccache_arch *def)
{
	const char *name = NULL;

	if (BPF_RVAL(in->code) != BPF_K) {
		sc_strbuf_printf(sb, "return %c", BPF_RVAL(in->code) == BPF_A ? 'A' : 'X');
		return;
	}
	if ((in->k & SECCACHE_RET_ACTION_FULL) == SECCACHE_RET_ERRNO)
		name = sc_way_errno_name(w, def, in->k & SECCACHE_RET_DATA);
	if (name) {
		sc_strbuf_printf(sb, "return ERRNO(%s)", name);
		return;
	}
	sc_strbuf_printf(sb, "return ");
	sc_print_ret(sb, in->k, "");
}

/* Instruction pc, which has a canonical form, as a C-like statement. */
static void print_c_stmt(struct strbuf *sb, const struct disasm_view *v, size_t pc)
{
	const struct seccache_insn *in = &v->insns[pc];
	const struct way_facts *w = &v->ways[pc];

	switch (BPF_CLASS(in->code)) {
	case BPF_LD:
	case BPF_LDX:
		print_c_load(sb, in, w, v->abi);
		break;
	case BPF_ST:
	case BPF_STX:
		sc_strbuf_printf(sb, "mem[%u] = %c", in->k,
				 BPF_CLASS(in->code) == BPF_ST ? 'A' : 'X');
		break;
	case BPF_ALU:
		print_c_alu(sb, in);
		break;
	case BPF_JMP:
		print_c_jump(sb, in, pc, w, v->abi);
		break;
	case BPF_RET:
		print_c_ret(sb, in, w, v->abi);
		break;
	default:	/* BPF_MISC */
		sc_strbuf_printf(sb, "%s", BPF_MISCOP(in->code) == BPF_TAX ? "X = A" : "A = X");
	}
}

/*
 * " x86_64 writev, ia32 getpid": what the statement could not name (the
 * calls of several ABIs, the fields of ways that read in different byte
 * orders, an action the kernel does not know).
 */
static void print_c_note(struct strbuf *sb, const struct seccache_insn *in,
			 const struct way_facts *w, const struct seccache_arch *def)
{
	struct nr_names names;
	bool big;

	if (compares_k(in) && w->a == A_NR) {
		sc_find_nr_names(w, def, in->k, &names);
		if (!plain_nr_name(&names))
			sc_print_nr_names(sb, &names);
	}
	if (in->code == (BPF_LD | BPF_W | BPF_ABS) && !ways_byte_order(w, def, &big))
		sc_print_field_names(sb, w, def, in->k, print_c_field);
	sc_print_unknown_action(sb, in);
}

/*
 * Line pc as seccomp-tools prints it: "0003: if (A == read) goto 0010",
 * then a comment where there is more to say.
 */
void sc_print_c_line(struct strbuf *sb, const struct disasm_view *v, size_t pc)
{
	const struct seccache_insn *in = &v->insns[pc];
	const char *colour = insn_colour(v, pc);
	size_t start, width, note_start, after;

	sc_strbuf_printf(sb, "%s%04zu:", v->dim, pc);
	if (v->hex)
		print_hex(sb, in);
	/* Two spaces keep k apart from the statement. */
	sc_strbuf_printf(sb, "%s%s%s", v->off, v->hex ? "  " : " ", colour);
	start = sb->len;
	if (sc_canonical_op(v->insns, v->len, pc))
		print_c_stmt(sb, v, pc);
	else
		/* .insn: no statement says it */
		sc_print_insn(sb, v->insns, v->len, pc, "");
	width = sb->len - start;
	sc_strbuf_printf(sb, "%s", *colour ? v->off : "");
	/* Comments line up where most jumps end; an empty one is taken back. */
	note_start = sb->len;
	sc_strbuf_printf(sb, "%*s  %s//", (int)(width < 40 ? 40 - width : 0), "", v->dim);
	after = sb->len;
	print_c_note(sb, in, &v->ways[pc], v->abi);
	if (sb->len == after && !sb->failed) {
		sb->len = note_start;
		sb->s[note_start] = '\0';
	}
	sc_strbuf_printf(sb, "%s\n", sb->len > note_start ? v->off : "");
}
