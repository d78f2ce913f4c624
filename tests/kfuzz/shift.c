/* SPDX-License-Identifier: MIT */
/*
 * shift.c - a classic program (after an eBPF-style filter's table) run as
 * libseccache's interpreter runs it, but with the shift by X of another
 * machine (X & 63, X & 255, no mask), to ask whether a cached result
 * depends on the machine.
 */
#include "kfuzz.h"

const char *const kfuzz_shift_names[N_SHIFTS] = { "X & 31", "X & 63", "X & 255", "X" };

static KFUZZ_UNTRACED u32 shift(u32 a, u32 x, bool left, enum shift m)
{
	static const u32 masks[] = { 31, 63, 255, 0xffffffff };
	u32 n = x & masks[m];

	if (n >= 32)
		return 0;
	return left ? a << n : a >> n;
}

/*
 * A classic program run with the eBPF translation's semantics, as
 * libseccache's interp.c runs it, but with the shift of machine m. Only
 * here to ask whether a result depends on the machine; with SHIFT_31 it
 * must agree with seccache_stack_run(), and is checked to. An eBPF-style
 * filter's table answers first (w[0], w[1]: nr, arch), as in the kernel.
 */
KFUZZ_UNTRACED u32 kfuzz_run_shift(const struct kf_filter *f, const u32 w[16], enum shift m)
{
	u32 a = 0, x = 0, mem[BPF_MEMWORDS] = { 0 };

	if (f->bpf && kfuzz_table_get(f, w[0], w[1], &a))
		return a;

	for (unsigned int pc = 0; pc < f->len; pc++) {
		const struct sock_filter *in = &f->insn[pc];
		u32 k = in->k, src = BPF_SRC(in->code) == BPF_X ? x : k;
		bool taken;

		switch (in->code) {
		case BPF_LD | BPF_W | BPF_ABS: a = w[k / 4]; continue;
		case BPF_LD | BPF_W | BPF_LEN: a = sizeof(struct seccomp_data); continue;
		case BPF_LDX | BPF_W | BPF_LEN: x = sizeof(struct seccomp_data); continue;
		case BPF_LD | BPF_IMM: a = k; continue;
		case BPF_LDX | BPF_IMM: x = k; continue;
		case BPF_LD | BPF_MEM: a = mem[k]; continue;
		case BPF_LDX | BPF_MEM: x = mem[k]; continue;
		case BPF_ST: mem[k] = a; continue;
		case BPF_STX: mem[k] = x; continue;
		case BPF_MISC | BPF_TAX: x = a; continue;
		case BPF_MISC | BPF_TXA: a = x; continue;
		case BPF_RET | BPF_K: return k;
		case BPF_RET | BPF_A: return a;
		case BPF_JMP | BPF_JA: pc += k; continue;
		}
		if (BPF_CLASS(in->code) == BPF_JMP) {
			switch (BPF_OP(in->code)) {
			case BPF_JEQ: taken = a == src; break;
			case BPF_JGT: taken = a > src; break;
			case BPF_JGE: taken = a >= src; break;
			default: taken = a & src; break;
			}
			pc += taken ? in->jt : in->jf;
			continue;
		}
		switch (BPF_OP(in->code)) {
		case BPF_ADD: a += src; break;
		case BPF_SUB: a -= src; break;
		case BPF_MUL: a *= src; break;
		case BPF_DIV:
			if (!src)
				return 0;
			a /= src;
			break;
		case BPF_AND: a &= src; break;
		case BPF_OR: a |= src; break;
		case BPF_XOR: a ^= src; break;
		case BPF_LSH: a = shift(a, src, true, m); break;
		case BPF_RSH: a = shift(a, src, false, m); break;
		default: a = -a; break;
		}
	}
	return 0;
}

KFUZZ_UNTRACED bool kfuzz_has_shift_x(const struct kf_filter *f)
{
	for (unsigned int pc = 0; pc < f->len; pc++)
		if (f->insn[pc].code == (BPF_ALU | BPF_LSH | BPF_X) ||
		    f->insn[pc].code == (BPF_ALU | BPF_RSH | BPF_X))
			return true;
	return false;
}
