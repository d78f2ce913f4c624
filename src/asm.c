/* SPDX-License-Identifier: MIT */
/*
 * asm.c - classic BPF text in and out, in a syntax close to libpcap's
 * bpf_asm: labels for jump targets, seccomp_data fields by name, actions
 * by name. Any program disassembles, valid or not, and assembles back to
 * the same bytes: whatever the canonical text cannot say (unknown codes,
 * unused fields that are not zero, jumps out of the program) is written
 * as ".insn code, jt, jf, k".
 */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "internal.h"
#include "opcode.h"

/* Operands whose instruction ignores k: it must be 0 to print canonically. */
static bool k_unused(enum bpf_operand opnd)
{
	return opnd == OPND_NONE || opnd == OPND_WORD || opnd == OPND_JX;
}

/*
 * The name of the 32-bit word of seccomp_data at offset off, or NULL: the
 * name of the field it is read as on this host ("args[0].lo"); a program
 * for a machine of the other byte order reads the other half.
 */
static const char *field_name(uint32_t off)
{
	if (off % 4 || off >= SECCACHE_DATA_SIZE)
		return NULL;
	return seccache_read_name(sc_read_bit(off, SC_HOST_BIG_ENDIAN));
}

/* ------------------------------------------------------------------ */
/* Disassembler                                                        */
/* ------------------------------------------------------------------ */

struct strbuf {
	char *s;
	size_t len, cap;
	bool failed;
};

/* An empty string with room for cap bytes; failed if there is none. */
static void sb_init(struct strbuf *sb, size_t cap)
{
	*sb = (struct strbuf){ .s = malloc(cap), .cap = cap };
	if (sb->s)
		sb->s[0] = '\0';
	else
		sb->failed = true;
}

static void sb_printf(struct strbuf *sb, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void sb_printf(struct strbuf *sb, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (sb->failed)
		return;
	va_start(ap, fmt);
	n = vsnprintf(sb->s + sb->len, sb->cap - sb->len, fmt, ap);
	va_end(ap);
	if (n < 0) {
		sb->failed = true;
		return;
	}
	if ((size_t)n >= sb->cap - sb->len) {
		size_t cap = (sb->cap + n + 1) * 2;
		char *s = realloc(sb->s, cap);

		if (!s) {
			sb->failed = true;
			return;
		}
		sb->s = s;
		sb->cap = cap;
		va_start(ap, fmt);
		vsnprintf(sb->s + sb->len, sb->cap - sb->len, fmt, ap);
		va_end(ap);
	}
	sb->len += n;
}

/* The definition to print insns[pc] with, or NULL for a raw .insn. */
static const struct bpf_opcode *canonical_op(const struct seccache_insn *insns,
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
static void print_num(struct strbuf *sb, const char *prefix, uint32_t k,
		      const char *suffix)
{
	if (k < 0x10000)
		sb_printf(sb, "%s%u%s", prefix, k, suffix);
	else
		sb_printf(sb, "%s0x%x%s", prefix, k, suffix);
}

/* ret's operand k; hash ("#" or "") starts a number the names leave. */
static void print_ret(struct strbuf *sb, uint32_t k, const char *hash)
{
	char name[32];
	uint32_t back;

	/* ERRNO(EPERM), as seccomp-tools prints it, where the name means k everywhere. */
	if ((k & SECCACHE_RET_ACTION_FULL) == SECCACHE_RET_ERRNO &&
	    seccache_errno_name(NULL, k & SECCACHE_RET_DATA)) {
		sb_printf(sb, "ERRNO(%s)", seccache_errno_name(NULL, k & SECCACHE_RET_DATA));
		return;
	}
	/* A name only where it reads back to the same bits. */
	if (seccache_action_known(k) &&
	    seccache_action_format(k, name, sizeof(name)) < (int)sizeof(name) &&
	    !seccache_action_parse(name, &back, NULL) && back == k) {
		sb_printf(sb, "%s", name);
		return;
	}
	print_num(sb, hash, k, "");
}

static void print_operand(struct strbuf *sb, const struct bpf_opcode *op,
			  const struct seccache_insn *in, size_t pc, const char *lp)
{
	switch (op->operand) {
	case OPND_NONE:
		break;
	case OPND_WORD:
		sb_printf(sb, " %s", op->word);
		break;
	case OPND_IMM:
		print_num(sb, " #", in->k, "");
		break;
	case OPND_ABS:
		if (op->code == (BPF_LD | BPF_W | BPF_ABS) && field_name(in->k)) {
			sb_printf(sb, " [%s]", field_name(in->k));
			break;
		}
		print_num(sb, " [", in->k, "]");
		break;
	case OPND_IND:
		print_num(sb, " [x + ", in->k, "]");
		break;
	case OPND_MEM:
		sb_printf(sb, " M[%u]", in->k);
		break;
	case OPND_MSH:
		print_num(sb, " 4*([", in->k, "]&0xf)");
		break;
	case OPND_JA:
		sb_printf(sb, " %sL%llu", lp, (unsigned long long)bpf_jump_target(pc, in->k));
		break;
	case OPND_JK:
	case OPND_JX:
		if (op->operand == OPND_JK)
			print_num(sb, " #", in->k, "");
		else
			sb_printf(sb, " x");
		sb_printf(sb, ", %sL%zu", lp, pc + 1 + in->jt);
		if (in->jf)
			sb_printf(sb, ", %sL%zu", lp, pc + 1 + in->jf);
		break;
	case OPND_RET:
		sb_printf(sb, " ");
		print_ret(sb, in->k, "#");
		break;
	}
}

/* Mark the instructions that canonical jumps land on: they get labels. */
static void mark_targets(const struct seccache_insn *insns, size_t len,
			 bool *target)
{
	for (size_t pc = 0; pc < len; pc++) {
		const struct bpf_opcode *op = canonical_op(insns, len, pc);

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

/* insns[pc] as seccache_disasm() writes it, without indentation or newline. */
static void print_insn(struct strbuf *sb, const struct seccache_insn *insns,
		       size_t len, size_t pc, const char *lp)
{
	const struct seccache_insn *in = &insns[pc];
	const struct bpf_opcode *op = canonical_op(insns, len, pc);

	if (!op) {
		sb_printf(sb, ".insn 0x%02x, %u, %u, 0x%x", in->code, in->jt, in->jf,
			  in->k);
		return;
	}
	sb_printf(sb, "%s", op->mnemonic);
	print_operand(sb, op, in, pc, lp);
}

static bool is_label_name(const char *s);

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

static void add_arch(struct way_facts *w, uint32_t arch)
{
	for (size_t i = 0; i < w->n_arch; i++)
		if (w->arch[i] == arch)
			return;
	if (w->n_arch == WAY_ARCHES)
		w->many = true;
	else
		w->arch[w->n_arch++] = arch;
}

/*
 * The arch fact e after a jeq #k on arch, on its taken side or the other:
 * false if no way with e goes there. Not taking "arch == default ABI" leaves
 * an untested way with no ABI; any other miss leaves it as it was.
 */
static bool arch_after_jeq(uint32_t e, uint32_t k, bool taken, uint32_t def_audit,
			   uint32_t *out)
{
	*out = e;
	if (taken) {
		*out = k == ARCH_UNTESTED ? ARCH_UNKNOWN : k;
		return e == ARCH_UNTESTED || e == ARCH_UNKNOWN || e == k;
	}
	if (e == k)
		return false;
	if (e == ARCH_UNTESTED && k == def_audit)
		*out = ARCH_UNKNOWN;
	return true;
}

/* The facts of from flow to insns[to], A holding a after in (taken: jt side). */
static void flow(struct way_facts *w, size_t len, uint64_t to, const struct way_facts *from,
		 uint8_t a, const struct seccache_insn *in, bool taken, uint32_t def_audit)
{
	bool jeq_arch = from->a == A_ARCH && in->code == (BPF_JMP | BPF_JEQ | BPF_K);
	uint32_t next[WAY_ARCHES];
	size_t n = 0;

	if (to >= len)
		return;
	for (size_t i = 0; i < from->n_arch; i++) {
		next[n] = from->arch[i];
		if (!jeq_arch || arch_after_jeq(from->arch[i], in->k, taken, def_audit, &next[n]))
			n++;
	}
	if (!n && !from->many)
		return;
	w[to].a = w[to].seen && w[to].a != a ? A_OTHER : a;
	w[to].seen = true;
	w[to].many |= from->many;
	for (size_t i = 0; i < n; i++)
		add_arch(&w[to], next[i]);
}

static void track_ways(const struct seccache_insn *insns, size_t len, uint32_t def_audit,
		       struct way_facts *w)
{
	memset(w, 0, len * sizeof(*w));
	w[0] = (struct way_facts){ .seen = true, .n_arch = 1, .arch = { ARCH_UNTESTED } };
	for (size_t pc = 0; pc < len; pc++) {
		const struct seccache_insn *in = &insns[pc];
		uint8_t a = w[pc].a;

		if (!w[pc].seen || BPF_CLASS(in->code) == BPF_RET)
			continue;
		if (in->code == (BPF_LD | BPF_W | BPF_ABS))
			a = in->k == offsetof(struct seccache_data, nr) ? A_NR :
			    in->k == offsetof(struct seccache_data, arch) ? A_ARCH : A_OTHER;
		else if (bpf_regs_set(in->code, in->k) & BPF_REG_BIT_A)
			a = A_OTHER;
		if (BPF_CLASS(in->code) != BPF_JMP) {
			flow(w, len, pc + 1, &w[pc], a, in, false, def_audit);
		} else if (BPF_OP(in->code) == BPF_JA) {
			flow(w, len, bpf_jump_target(pc, in->k), &w[pc], a, in, true, def_audit);
		} else {
			flow(w, len, bpf_jump_target(pc, in->jt), &w[pc], a, in, true, def_audit);
			flow(w, len, bpf_jump_target(pc, in->jf), &w[pc], a, in, false, def_audit);
		}
	}
}

/*
 * The ABI whose name for nr a way with arch fact e uses, or NULL: x32's
 * calls come under x86_64's AUDIT_ARCH value, with the number bit.
 */
static const struct seccache_arch *way_abi(uint32_t e, const struct seccache_arch *def,
					   uint32_t nr)
{
	const struct seccache_arch *abi = e == ARCH_UNTESTED ? def :
					  e == ARCH_UNKNOWN ? NULL : seccache_arch_by_audit(e);

	return abi ? seccache_arch_of(abi->native, abi->audit_arch, nr) : NULL;
}

/* The names of syscall nr on the ways to an instruction, one per ABI. */
struct nr_names {
	size_t n;
	bool partial;		/* some way names nothing */
	const struct seccache_arch *abi[WAY_ARCHES];
	char name[WAY_ARCHES][SECCACHE_SYSCALL_NAME_MAX];
};

static void find_nr_names(const struct way_facts *w, const struct seccache_arch *def,
			  uint32_t nr, struct nr_names *out)
{
	out->n = 0;
	out->partial = false;
	if (w->many)
		return;
	for (size_t i = 0; i < w->n_arch; i++) {
		const struct seccache_arch *a = way_abi(w->arch[i], def, nr);
		bool dup = false;

		for (size_t j = 0; j < out->n; j++)
			dup |= out->abi[j] == a;
		if (dup)
			continue;
		if (!a || seccache_syscall_name(a, nr, out->name[out->n],
						sizeof(out->name[out->n]), NULL))
			out->partial = true;
		else
			out->abi[out->n++] = a;
	}
}

/*
 * Whether name i must say its ABI: where the ways differ, where one of
 * them names nothing, or where x32's bit is set.
 */
static bool nr_name_labelled(const struct nr_names *names, size_t i)
{
	const struct seccache_arch *abi = names->abi[i];

	return names->n > 1 || names->partial || (abi->native && abi->native->x32 == abi);
}

/*
 * The syscall nr names on the ways to an instruction. One ABI's name
 * stands alone; where the ways differ (or x32's bit is set), each name
 * says its ABI ("x86_64 pivot_root, ia32 sched_getparam"), and a way whose
 * ABI is not known names nothing.
 */
static void print_nr_names(struct strbuf *sb, const struct nr_names *names)
{
	for (size_t i = 0; i < names->n; i++) {
		bool label = nr_name_labelled(names, i);

		sb_printf(sb, "%s%s%s%s", i ? ", " : " ", label ? names->abi[i]->name : "",
			  label ? " " : "", names->name[i]);
	}
}

/*
 * The field a load of the word at off reads on the ways whose ABI has the
 * other byte order than this host's, by whose names the operand calls it:
 * " s390x args[0].lo" where the operand says args[0].hi.
 */
static void print_field_names(struct strbuf *sb, const struct way_facts *w,
			      const struct seccache_arch *def, uint32_t off,
			      void (*field)(struct strbuf *sb, uint32_t bit))
{
	const struct seccache_arch *named[WAY_ARCHES];
	size_t n = 0;

	/* nr and arch are whole words; ip and the arguments are halves. */
	if (w->many || off % 4 || off >= SECCACHE_DATA_SIZE ||
	    off < offsetof(struct seccache_data, instruction_pointer))
		return;
	for (size_t i = 0; i < w->n_arch; i++) {
		const struct seccache_arch *abi = way_abi(w->arch[i], def, 0);
		bool dup = false;

		for (size_t j = 0; j < n; j++)
			dup |= named[j] == abi;
		if (!abi || dup || abi->big_endian == SC_HOST_BIG_ENDIAN)
			continue;
		named[n] = abi;
		sb_printf(sb, "%s%s ", n++ ? ", " : " ", abi->name);
		field(sb, sc_read_bit(off, abi->big_endian));
	}
}

/* The field of seccomp_data bit names, as the assembler writes it. */
static void print_asm_field(struct strbuf *sb, uint32_t bit)
{
	sb_printf(sb, "%s", seccache_read_name(bit));
}

/*
 * The name of errno e on the ways to an instruction: one that means e
 * everywhere (EPERM to ERANGE) or, above ERANGE, where the number depends
 * on the ABI, the name every way's ABI agrees on; else NULL.
 */
static const char *way_errno_name(const struct way_facts *w, const struct seccache_arch *def,
				  uint32_t e)
{
	const char *name = seccache_errno_name(NULL, e);

	if (name || w->many)
		return name;
	for (size_t i = 0; i < w->n_arch; i++) {
		const struct seccache_arch *abi = way_abi(w->arch[i], def, 0);
		const char *own = abi ? seccache_errno_name(abi, e) : NULL;

		if (!own || (name && strcmp(own, name)))
			return NULL;
		name = own;
	}
	return name;
}

/* " ENOSYS": the name of an errno the operand leaves a number. */
static void print_errno_name(struct strbuf *sb, const struct way_facts *w,
			     const struct seccache_arch *def, uint32_t e)
{
	if (!seccache_errno_name(NULL, e) && way_errno_name(w, def, e))
		sb_printf(sb, " %s", way_errno_name(w, def, e));
}

/* " unknown action: KILL_PROCESS", for a return the kernel knows no action of. */
static void print_unknown_action(struct strbuf *sb, const struct seccache_insn *in)
{
	char name[SECCACHE_SYSCALL_NAME_MAX];

	if (in->code == (BPF_RET | BPF_K) && !seccache_action_known(in->k)) {
		seccache_action_format(in->k, name, sizeof(name));
		sb_printf(sb, " unknown action: %s", name);
	}
}

/* A jump that compares A with k as a number (not JSET's bits): names apply to k. */
static bool compares_k(const struct seccache_insn *in)
{
	return BPF_CLASS(in->code) == BPF_JMP && BPF_SRC(in->code) == BPF_K &&
	       BPF_OP(in->code) != BPF_JA && BPF_OP(in->code) != BPF_JSET;
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
			sb_printf(sb, " arch %s", named->name);
		} else if (w->a == A_NR) {
			find_nr_names(w, def, in->k, &names);
			print_nr_names(sb, &names);
		}
	}
	if (in->code == (BPF_LD | BPF_W | BPF_ABS))
		print_field_names(sb, w, def, in->k, print_asm_field);
	print_unknown_action(sb, in);
	if (in->code == (BPF_RET | BPF_K) &&
	    (in->k & SECCACHE_RET_ACTION_FULL) == SECCACHE_RET_ERRNO)
		print_errno_name(sb, w, def, in->k & SECCACHE_RET_DATA);
}

/* " 0x15 0x00 0x07 0xc000003e": an instruction's fields, as seccomp-tools shows them. */
static void print_hex(struct strbuf *sb, const struct seccache_insn *in)
{
	sb_printf(sb, " 0x%02x 0x%02x 0x%02x 0x%08x", in->code, in->jt, in->jf, in->k);
}

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
static const char *insn_colour(const struct disasm_view *v, size_t pc)
{
	const struct seccache_insn *in = &v->insns[pc];

	return v->colour && in->code == (BPF_RET | BPF_K) ? seccache_action_color(in->k) : "";
}

/* Line pc of the assembly, after its label if a jump lands there. */
static void print_asm_line(struct strbuf *sb, const struct disasm_view *v, size_t pc)
{
	const char *colour = insn_colour(v, pc);
	size_t start, width;

	if (v->target[pc])
		sb_printf(sb, "%sL%zu:\n", v->lp, pc);
	sb_printf(sb, "\t%s", colour);
	start = sb->len;
	print_insn(sb, v->insns, v->len, pc, v->lp);
	width = sb->len - start;
	sb_printf(sb, "%s", *colour ? v->off : "");
	if (v->ways || v->hex) {
		/* Comments line up at the fifth tab stop. */
		for (size_t w = width; w < 32; w += 8 - w % 8)
			sb_printf(sb, "\t");
		sb_printf(sb, "\t%s; %04zu", v->dim, pc);
	}
	if (v->hex)
		print_hex(sb, &v->insns[pc]);
	if (v->ways)
		print_meaning(sb, &v->insns[pc], &v->ways[pc], v->abi);
	sb_printf(sb, "%s\n", v->ways || v->hex ? v->off : "");
}

/* ------------------------------------------------------------------ */
/* C-like text, for reading only                                       */
/* ------------------------------------------------------------------ */

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
		const struct seccache_arch *abi = way_abi(w->arch[i], def, 0);

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
		sb_printf(sb, "sys_number");
	else if (half)
		sb_printf(sb, "%.*s (%s)", (int)(half - name), name,
			  strcmp(half, ".lo") ? "high" : "low");
	else
		sb_printf(sb, "%s", name);
}

/* The one name of nr on every way, or NULL where a comment must name it. */
static const char *plain_nr_name(const struct nr_names *names)
{
	return names->n == 1 && !nr_name_labelled(names, 0) ? names->name[0] : NULL;
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

	if (in->code == (BPF_LD | BPF_W | BPF_ABS) && field_name(in->k)) {
		ways_byte_order(w, def, &big);
		print_c_field(sb, sc_read_bit(in->k, big));
		return;
	}
	sb_printf(sb, "*(%s *)(data + ", c_types[BPF_SIZE(in->code) >> 3]);
	print_num(sb, "", in->k, ")");
}

/* LD and LDX: "A = sys_number", "X = mem[3]". */
static void print_c_load(struct strbuf *sb, const struct seccache_insn *in,
			 const struct way_facts *w, const struct seccache_arch *def)
{
	sb_printf(sb, "%c = ", BPF_CLASS(in->code) == BPF_LD ? 'A' : 'X');
	switch (BPF_MODE(in->code)) {
	case BPF_IMM:
		print_num(sb, "", in->k, "");
		break;
	case BPF_ABS:
		print_c_abs(sb, in, w, def);
		break;
	case BPF_IND:
		sb_printf(sb, "*(%s *)(data + X + ", c_types[BPF_SIZE(in->code) >> 3]);
		print_num(sb, "", in->k, ")");
		break;
	case BPF_MEM:
		sb_printf(sb, "mem[%u]", in->k);
		break;
	case BPF_LEN:
		sb_printf(sb, "sizeof(struct seccomp_data)");
		break;
	default:	/* BPF_MSH */
		print_num(sb, "4 * (*(u8 *)(data + ", in->k, ") & 0xf)");
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
		sb_printf(sb, "A = -A");
		return;
	}
	sb_printf(sb, "A %s= ", c_alu_ops[op >> 4]);
	if (BPF_SRC(in->code) == BPF_X)
		sb_printf(sb, "X");
	else if (op == BPF_AND || op == BPF_OR || op == BPF_XOR)
		sb_printf(sb, "0x%x", in->k);		/* masks read in hex */
	else
		print_num(sb, "", in->k, "");
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
		sb_printf(sb, "X");
		return;
	}
	if (!compares_k(in)) {
		sb_printf(sb, "0x%x", in->k);
		return;
	}
	if (w->a == A_ARCH && (named = seccache_arch_by_audit(in->k))) {
		sb_printf(sb, "%s", named->name);
		return;
	}
	if (w->a == A_NR) {
		find_nr_names(w, def, in->k, &names);
		if (plain_nr_name(&names)) {
			sb_printf(sb, "%s", plain_nr_name(&names));
			return;
		}
	}
	print_num(sb, "", in->k, "");
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
		sb_printf(sb, "goto %04llu", (unsigned long long)bpf_jump_target(pc, in->k));
		return;
	}
	/* Both sides go one way: the test decides nothing. */
	if (in->jt == in->jf) {
		sb_printf(sb, "goto %04zu", pc + 1 + in->jt);
		return;
	}
	if (cond)
		sb_printf(sb, "if (A %s ", cond);
	else
		sb_printf(sb, "if (!(A & ");
	print_c_operand(sb, in, w, def);
	sb_printf(sb, cond ? ") goto %04zu" : ")) goto %04zu", pc + 1 + (neg ? in->jf : in->jt));
	if (in->jt && in->jf)
		sb_printf(sb, " else goto %04zu", pc + 1 + in->jf);
}

/* "return ALLOW", "return ERRNO(ENOSYS)" where the ways' ABIs name it, "return A". */
static void print_c_ret(struct strbuf *sb, const struct seccache_insn *in,
			const struct way_facts *w, const struct seccache_arch *def)
{
	const char *name = NULL;

	if (BPF_RVAL(in->code) != BPF_K) {
		sb_printf(sb, "return %c", BPF_RVAL(in->code) == BPF_A ? 'A' : 'X');
		return;
	}
	if ((in->k & SECCACHE_RET_ACTION_FULL) == SECCACHE_RET_ERRNO)
		name = way_errno_name(w, def, in->k & SECCACHE_RET_DATA);
	if (name) {
		sb_printf(sb, "return ERRNO(%s)", name);
		return;
	}
	sb_printf(sb, "return ");
	print_ret(sb, in->k, "");
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
		sb_printf(sb, "mem[%u] = %c", in->k, BPF_CLASS(in->code) == BPF_ST ? 'A' : 'X');
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
		sb_printf(sb, "%s", BPF_MISCOP(in->code) == BPF_TAX ? "X = A" : "A = X");
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
		find_nr_names(w, def, in->k, &names);
		if (!plain_nr_name(&names))
			print_nr_names(sb, &names);
	}
	if (in->code == (BPF_LD | BPF_W | BPF_ABS) && !ways_byte_order(w, def, &big))
		print_field_names(sb, w, def, in->k, print_c_field);
	print_unknown_action(sb, in);
}

/*
 * Line pc as seccomp-tools prints it: "0003: if (A == read) goto 0010",
 * then a comment where there is more to say.
 */
static void print_c_line(struct strbuf *sb, const struct disasm_view *v, size_t pc)
{
	const struct seccache_insn *in = &v->insns[pc];
	const char *colour = insn_colour(v, pc);
	size_t start, width, mark, after;

	sb_printf(sb, "%s%04zu:", v->dim, pc);
	if (v->hex)
		print_hex(sb, in);
	/* Two spaces keep k apart from the statement. */
	sb_printf(sb, "%s%s%s", v->off, v->hex ? "  " : " ", colour);
	start = sb->len;
	if (canonical_op(v->insns, v->len, pc))
		print_c_stmt(sb, v, pc);
	else
		print_insn(sb, v->insns, v->len, pc, "");	/* .insn: no statement says it */
	width = sb->len - start;
	sb_printf(sb, "%s", *colour ? v->off : "");
	/* Comments line up where most jumps end; an empty one is taken back. */
	mark = sb->len;
	sb_printf(sb, "%*s  %s//", (int)(width < 40 ? 40 - width : 0), "", v->dim);
	after = sb->len;
	print_c_note(sb, in, &v->ways[pc], v->abi);
	if (sb->len == after && !sb->failed) {
		sb->len = mark;
		sb->s[mark] = '\0';
	}
	sb_printf(sb, "%s\n", sb->len > mark ? v->off : "");
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
	if (*v.lp && !is_label_name(v.lp))
		return sc_fail(err, -EINVAL, -1, "'%s' cannot start a label", v.lp);
	target = calloc(len + 1, sizeof(*target));
	if (comments)
		ways = calloc(len + 1, sizeof(*ways));
	sb_init(&sb, (comments || v.hex ? 112 : 64) * len + 64);
	if (!target || sb.failed || (comments && !ways)) {
		free(target);
		free(ways);
		free(sb.s);
		return sc_fail(err, -ENOMEM, -1, "out of memory");
	}
	mark_targets(insns, len, target);
	if (comments && len)
		track_ways(insns, len, v.abi ? v.abi->audit_arch : ARCH_UNKNOWN, ways);
	v.target = target;
	v.ways = ways;
	for (size_t pc = 0; pc < len; pc++) {
		if (c_like)
			print_c_line(&sb, &v, pc);
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

int seccache_disasm_insn(const struct seccache_insn *insns, size_t len, size_t pc,
			 char *buf, size_t size, struct seccache_error *err)
{
	struct strbuf sb;
	int n;

	if (!insns || pc >= len)
		return sc_fail(err, -EINVAL, -1, "no instruction %zu in a program of %zu",
			       pc, len);
	sb_init(&sb, 64);
	print_insn(&sb, insns, len, pc, "");
	if (sb.failed) {
		free(sb.s);
		return sc_fail(err, -ENOMEM, -1, "out of memory");
	}
	n = snprintf(buf, size, "%s", sb.s);
	free(sb.s);
	return n;
}

/* ------------------------------------------------------------------ */
/* Assembler                                                           */
/* ------------------------------------------------------------------ */

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
		if (!strcasecmp(field_name(off), s)) {
			*k = off;
			return true;
		}
	return sc_parse_u32(s, NULL, k);
}

static bool is_label_name(const char *s)
{
	if (!isalpha((unsigned char)*s) && *s != '_' && *s != '.')
		return false;
	for (s++; *s; s++)
		if (!isalnum((unsigned char)*s) && *s != '_' && *s != '.')
			return false;
	return true;
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
	if (!is_label_name(f[1]) || (n == 3 && !is_label_name(f[2])))
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
		return is_label_name(opnd);
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

	if (!is_label_name(name))
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
