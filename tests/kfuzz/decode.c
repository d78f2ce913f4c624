/* SPDX-License-Identifier: MIT */
/*
 * decode.c - a fuzzer input into a stack of filters seccomp accepts: the
 * header byte, raw struct sock_filter records, and the repair that makes
 * any instruction and any use of scratch memory one bpf_check_classic()
 * takes (generated filters: generate.c); and eBPF-style filters' tables.
 */
#include "kfuzz.h"
#include "seccomp_codes.h"

static bool accepted(u16 code)
{
	for (size_t i = 0; i < ARRAY_SIZE(seccomp_codes); i++)
		if (seccomp_codes[i] == code)
			return true;
	return false;
}

static bool is_cond_jump(u16 code)
{
	return BPF_CLASS(code) == BPF_JMP && BPF_OP(code) != BPF_JA;
}

/* Make insn pc of a len-long program one that bpf_check_classic() takes. */
static void repair_insn(struct sock_filter *in, unsigned int pc, unsigned int len)
{
	/* The furthest a jump from pc may go: to the last instruction. */
	unsigned int room = pc + 2 <= len ? len - pc - 2 : 0;

	if (!accepted(in->code))
		in->code = seccomp_codes[in->code % ARRAY_SIZE(seccomp_codes)];
	switch (in->code) {
	case BPF_LD | BPF_W | BPF_ABS:
		if (in->k >= sizeof(struct seccomp_data) || in->k & 3)
			in->k = in->k % 16 * 4;
		break;
	case BPF_ALU | BPF_DIV | BPF_K:
		if (!in->k)
			in->k = 1;
		break;
	case BPF_ALU | BPF_LSH | BPF_K:
	case BPF_ALU | BPF_RSH | BPF_K:
		in->k %= 32;
		break;
	case BPF_LD | BPF_MEM:
	case BPF_LDX | BPF_MEM:
	case BPF_ST:
	case BPF_STX:
		in->k %= BPF_MEMWORDS;
		break;
	case BPF_JMP | BPF_JA:
		if (in->k > room)
			in->k %= room + 1;
		break;
	default:
		if (is_cond_jump(in->code)) {
			if (in->jt > room)
				in->jt %= room + 1;
			if (in->jf > room)
				in->jf %= room + 1;
		}
	}
}

/*
 * check_load_and_stores() of bpf_check_classic(), step for step: a load
 * of scratch memory that not every path has written reads a slot that
 * every path has, or becomes a store.
 */
static void repair_mem(struct kf_filter *f)
{
	u16 masks[MAX_LEN], memvalid = 0;
	unsigned int pc;

	memset(masks, 0xff, sizeof(masks));
	for (pc = 0; pc < f->len; pc++) {
		struct sock_filter *in = &f->insn[pc];

		memvalid &= masks[pc];
		switch (in->code) {
		case BPF_ST:
		case BPF_STX:
			memvalid |= 1 << in->k;
			break;
		case BPF_LD | BPF_MEM:
		case BPF_LDX | BPF_MEM:
			if (memvalid & 1 << in->k)
				break;
			if (memvalid) {
				while (!(memvalid & 1 << in->k))
					in->k = (in->k + 1) % BPF_MEMWORDS;
				break;
			}
			in->code = in->code == (BPF_LD | BPF_MEM) ? BPF_ST : BPF_STX;
			memvalid |= 1 << in->k;
			break;
		case BPF_JMP | BPF_JA:
			masks[pc + 1 + in->k] &= memvalid;
			memvalid = 0xffff;
			break;
		default:
			if (is_cond_jump(in->code)) {
				masks[pc + 1 + in->jt] &= memvalid;
				masks[pc + 1 + in->jf] &= memvalid;
				memvalid = 0xffff;
			}
		}
	}
}

void kfuzz_repair(struct kf_filter *f)
{
	struct sock_filter *last;

	if (!f->len)
		f->len = 1;
	for (unsigned int pc = 0; pc < f->len; pc++)
		repair_insn(&f->insn[pc], pc, f->len);
	last = &f->insn[f->len - 1];
	if (BPF_CLASS(last->code) != BPF_RET)
		*last = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, last->k);
	repair_mem(f);
}

/*
 * Add (nr, arch) -> ret to an eBPF-style filter's table, or give it a new
 * ret if the table has the key (a hash map's BPF_ANY). Refused when the
 * table is full, or when the classic program that stands for the table
 * and program together (kfuzz.c: 5 instructions an entry and one more)
 * would pass BPF_MAXINSNS, libseccache's limit for the reference.
 */
bool kfuzz_table_add(struct kf_filter *f, u32 nr, u32 arch, u32 ret)
{
	for (unsigned int i = 0; i < f->ntable; i++) {
		if (f->table[i].nr == nr && f->table[i].arch == arch) {
			f->table[i].ret = ret;
			return true;
		}
	}
	if (f->ntable == KFUZZ_TABLE_MAX || f->len + 5 * (f->ntable + 1) + 1 > BPF_MAXINSNS)
		return false;
	f->table[f->ntable++] = (struct kf_entry){ nr, arch, ret };
	return true;
}

/* What an eBPF-style filter's table holds for (nr, arch), if anything. */
KFUZZ_UNTRACED bool kfuzz_table_get(const struct kf_filter *f, u32 nr, u32 arch, u32 *ret)
{
	for (unsigned int i = 0; i < f->ntable; i++) {
		if (f->table[i].nr == nr && f->table[i].arch == arch) {
			*ret = f->table[i].ret;
			return true;
		}
	}
	return false;
}

/* Flags bit 1: a table follows the program, a count and (nr, arch, ret)s. */
static void decode_raw(struct src *s, struct kf_filter *f)
{
	u32 flags = get8(s);

	f->log = flags & 1;
	f->bpf = flags & 2;
	f->len = get16(s) % (MAX_LEN + 1);
	for (unsigned int pc = 0; pc < f->len; pc++) {
		f->insn[pc].code = get16(s);
		f->insn[pc].jt = get8(s);
		f->insn[pc].jf = get8(s);
		f->insn[pc].k = get32(s);
	}
	kfuzz_repair(f);
	if (!f->bpf)
		return;
	for (unsigned int n = get8(s) % (KFUZZ_TABLE_MAX + 1); n; n--) {
		u32 nr = get32(s), arch = get32(s);

		kfuzz_table_add(f, nr, arch, get32(s));
	}
}

void kfuzz_decode(const u8 *data, size_t size, struct kf_stack *stack)
{
	struct src s = { data, size, 0x5eccac4e };
	u32 hdr;

	/* The bytes past the end depend on the bytes before them. */
	for (size_t i = 0; i < size; i++)
		s.rng = (s.rng ^ data[i]) * 0x100000001b3ULL;
	hdr = get8(&s);
	stack->n = (hdr & 3) % MAX_FILTERS + 1;
	for (unsigned int i = 0; i < stack->n; i++) {
		if (hdr & 0x80)
			decode_raw(&s, &stack->f[i]);
		else
			kfuzz_gen_filter(&s, &stack->f[i]);
	}
}
