/* SPDX-License-Identifier: MIT */
/*
 * naming.c - how the listing names what an instruction tests: from the
 * ways that lead to it, whether A holds nr or arch and which arch each way
 * has tested, and so the names of syscalls, fields and errnos in the ABI
 * of each way, for the comments and the C-like text.
 */
#include <stddef.h>
#include <string.h>

#include "disasm.h"
#include "abi/abi.h"
#include "abi/opcode.h"

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
static void flow_facts(struct way_facts *w, size_t len, uint64_t to, const struct way_facts *from,
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

void sc_track_ways(const struct seccache_insn *insns, size_t len, uint32_t def_audit,
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
			flow_facts(w, len, pc + 1, &w[pc], a, in, false, def_audit);
		} else if (BPF_OP(in->code) == BPF_JA) {
			flow_facts(w, len, bpf_jump_target(pc, in->k), &w[pc], a, in, true,
				   def_audit);
		} else {
			flow_facts(w, len, bpf_jump_target(pc, in->jt), &w[pc], a, in, true,
				   def_audit);
			flow_facts(w, len, bpf_jump_target(pc, in->jf), &w[pc], a, in, false,
				   def_audit);
		}
	}
}

/*
 * The ABI whose name for nr a way with arch fact e uses, or NULL: x32's
 * calls come under x86_64's AUDIT_ARCH value, with the number bit.
 */
const struct seccache_arch *sc_way_abi(uint32_t e, const struct seccache_arch *def,
				       uint32_t nr)
{
	const struct seccache_arch *abi = e == ARCH_UNTESTED ? def :
					  e == ARCH_UNKNOWN ? NULL : seccache_arch_by_audit(e);

	return abi ? seccache_arch_of(abi->native, abi->audit_arch, nr) : NULL;
}

void sc_find_nr_names(const struct way_facts *w, const struct seccache_arch *def,
		      uint32_t nr, struct nr_names *out)
{
	out->n = 0;
	out->partial = false;
	if (w->many)
		return;
	for (size_t i = 0; i < w->n_arch; i++) {
		const struct seccache_arch *a = sc_way_abi(w->arch[i], def, nr);
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
bool sc_nr_name_labelled(const struct nr_names *names, size_t i)
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
void sc_print_nr_names(struct strbuf *sb, const struct nr_names *names)
{
	for (size_t i = 0; i < names->n; i++) {
		bool label = sc_nr_name_labelled(names, i);

		sc_strbuf_printf(sb, "%s%s%s%s", i ? ", " : " ", label ? names->abi[i]->name : "",
				 label ? " " : "", names->name[i]);
	}
}

/*
 * The field a load of the word at off reads on the ways whose ABI has the
 * other byte order than this host's, by whose names the operand calls it:
 * " s390x args[0].lo" where the operand says args[0].hi.
 */
void sc_print_field_names(struct strbuf *sb, const struct way_facts *w,
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
		const struct seccache_arch *abi = sc_way_abi(w->arch[i], def, 0);
		bool dup = false;

		for (size_t j = 0; j < n; j++)
			dup |= named[j] == abi;
		if (!abi || dup || abi->big_endian == SC_HOST_BIG_ENDIAN)
			continue;
		named[n] = abi;
		sc_strbuf_printf(sb, "%s%s ", n++ ? ", " : " ", abi->name);
		field(sb, sc_read_bit(off, abi->big_endian));
	}
}

/*
 * The name of errno e on the ways to an instruction: one that means e
 * everywhere (EPERM to ERANGE) or, above ERANGE, where the number depends
 * on the ABI, the name every way's ABI agrees on; else NULL.
 */
const char *sc_way_errno_name(const struct way_facts *w, const struct seccache_arch *def,
			      uint32_t e)
{
	const char *name = seccache_errno_name(NULL, e);

	if (name || w->many)
		return name;
	for (size_t i = 0; i < w->n_arch; i++) {
		const struct seccache_arch *abi = sc_way_abi(w->arch[i], def, 0);
		const char *own = abi ? seccache_errno_name(abi, e) : NULL;

		if (!own || (name && strcmp(own, name)))
			return NULL;
		name = own;
	}
	return name;
}
