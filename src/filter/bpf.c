/* SPDX-License-Identifier: MIT */
/*
 * bpf.c - the classic-BPF program model and its validation, exactly as
 * seccomp(SECCOMP_SET_MODE_FILTER) validates: bpf_check_classic() in
 * net/core/filter.c, then seccomp_check_filter() in kernel/seccomp.c.
 * The kernel answers every refusal with -EINVAL; seccache keeps the same
 * verdict and adds the instruction and the rule that refused it.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "filter.h"
#include "abi/opcode.h"

/* The per-instruction checks of bpf_check_classic()'s loop. */
static int check_classic_insn(const struct seccache_insn *insns, size_t len,
			      size_t pc, struct seccache_error *err)
{
	const struct seccache_insn *in = &insns[pc];
	int at = (int)pc;

	if (!bpf_classic_knows(in->code))
		return sc_fail(err, -EINVAL, at,
			       "insn %d: unknown opcode 0x%04x", at, in->code);
	switch (in->code) {
	case BPF_ALU | BPF_DIV | BPF_K:
	case BPF_ALU | BPF_MOD | BPF_K:
		if (in->k == 0)
			return sc_fail(err, -EINVAL, at,
				       "insn %d: division by constant zero", at);
		break;
	case BPF_ALU | BPF_LSH | BPF_K:
	case BPF_ALU | BPF_RSH | BPF_K:
		if (in->k >= 32)
			return sc_fail(err, -EINVAL, at,
				       "insn %d: shift by %u (must be < 32)", at, in->k);
		break;
	case BPF_LD | BPF_MEM:
	case BPF_LDX | BPF_MEM:
	case BPF_ST:
	case BPF_STX:
		if (in->k >= BPF_MEMWORDS)
			return sc_fail(err, -EINVAL, at,
				       "insn %d: scratch slot M[%u] out of range (0..%d)",
				       at, in->k, BPF_MEMWORDS - 1);
		break;
	case BPF_JMP | BPF_JA:
		/* A 32-bit offset could loop by wrapping; it must stay inside. */
		if (in->k >= (uint32_t)(len - pc - 1))
			return sc_fail(err, -EINVAL, at,
				       "insn %d: ja +%u jumps past the end", at, in->k);
		break;
	default:
		if (bpf_is_cond_jump(in->code) &&
		    (bpf_jump_target(pc, in->jt) >= len || bpf_jump_target(pc, in->jf) >= len))
			return sc_fail(err, -EINVAL, at,
				       "insn %d: conditional jump (jt %u, jf %u) past the end",
				       at, in->jt, in->jf);
		/*
		 * LD ABS with k >= SKF_AD_OFF is an ancillary load for sockets;
		 * whether bpf_check_classic() knows it or not, seccomp refuses
		 * every ABS load outside seccomp_data below, so the verdict
		 * does not depend on the ancillary table.
		 */
		break;
	}
	return 0;
}

/* check_load_and_stores()'s memvalid: one bit per scratch word, all set. */
typedef uint16_t memvalid_t;
#define ALL_WORDS ((memvalid_t)((1U << BPF_MEMWORDS) - 1))
_Static_assert(BPF_MEMWORDS <= 16, "memvalid_t holds a bit per scratch word");

/*
 * check_load_and_stores(): a linear scan in which each jump narrows the
 * set of written slots known at its targets. Unreachable code inherits the
 * set from the instruction before it, exactly as the kernel computes it.
 */
static int check_scratch_writes(const struct seccache_insn *insns, size_t len,
				struct seccache_error *err)
{
	memvalid_t *masks, valid = 0;
	int ret = 0;

	masks = malloc(len * sizeof(*masks));
	if (!masks)
		return sc_fail(err, -ENOMEM, -1, "out of memory");
	memset(masks, 0xff, len * sizeof(*masks));
	for (size_t pc = 0; pc < len && !ret; pc++) {
		const struct seccache_insn *in = &insns[pc];

		valid &= masks[pc];
		switch (in->code) {
		case BPF_ST:
		case BPF_STX:
			valid |= (memvalid_t)(1U << in->k);
			break;
		case BPF_LD | BPF_MEM:
		case BPF_LDX | BPF_MEM:
			if (!(valid & (1U << in->k)))
				ret = sc_fail(err, -EINVAL, (int)pc,
					      "insn %zu: M[%u] may be read before it is written",
					      pc, in->k);
			break;
		case BPF_JMP | BPF_JA:
			masks[bpf_jump_target(pc, in->k)] &= valid;
			valid = ALL_WORDS;
			break;
		default:
			if (bpf_is_cond_jump(in->code)) {
				masks[bpf_jump_target(pc, in->jt)] &= valid;
				masks[bpf_jump_target(pc, in->jf)] &= valid;
				valid = ALL_WORDS;
			}
			break;
		}
	}
	free(masks);
	return ret;
}

static int check_classic(const struct seccache_insn *insns, size_t len,
			 struct seccache_error *err)
{
	uint16_t last;
	int ret;

	for (size_t pc = 0; pc < len; pc++) {
		ret = check_classic_insn(insns, len, pc, err);
		if (ret)
			return ret;
	}
	last = insns[len - 1].code;
	if (last != (BPF_RET | BPF_K) && last != (BPF_RET | BPF_A))
		return sc_fail(err, -EINVAL, (int)len - 1,
			       "insn %zu: the last instruction must be ret", len - 1);
	return check_scratch_writes(insns, len, err);
}

/*
 * seccomp_check_filter(): the subset of classic BPF seccomp accepts (the
 * opcode table's OPC_SECCOMP), with absolute loads only of aligned words
 * inside seccomp_data.
 */
static int check_seccomp_insn(const struct seccache_insn *in, int at,
			      struct seccache_error *err)
{
	if (!bpf_seccomp_accepts(in->code))
		return sc_fail(err, -EINVAL, at,
			       "insn %d: opcode 0x%04x is valid BPF but seccomp refuses it "
			       "(no MOD, byte/half, IND or MSH loads)", at, in->code);
	if (in->code == (BPF_LD | BPF_W | BPF_ABS) &&
	    (in->k >= SECCACHE_DATA_SIZE || (in->k & 3)))
		return sc_fail(err, -EINVAL, at,
			       "insn %d: load of offset %u: seccomp allows only "
			       "4-byte aligned offsets below 64", at, in->k);
	return 0;
}

int seccache_validate(const struct seccache_insn *insns, size_t len,
		      struct seccache_error *err)
{
	int ret;

	/* bpf_check_basics_ok() and seccomp_prepare_filter()'s length test. */
	if (len == 0 || len > SECCACHE_MAXINSNS)
		return sc_fail(err, -EINVAL, -1,
			       "program length %zu: must be 1..%d", len,
			       SECCACHE_MAXINSNS);
	if (!insns)
		return sc_fail(err, -EINVAL, -1, "no program");
	ret = check_classic(insns, len, err);
	if (ret)
		return ret;
	for (size_t pc = 0; pc < len; pc++) {
		ret = check_seccomp_insn(&insns[pc], (int)pc, err);
		if (ret)
			return ret;
	}
	return 0;
}

/*
 * How many eBPF instructions bpf_convert_filter() emits for one validated
 * seccomp instruction (after seccomp_check_filter() turned LD W ABS into
 * LDX W ABS and LEN into IMM, each a single instruction).
 */
static size_t ebpf_insn_len(const struct seccache_insn *in)
{
	size_t len;

	switch (in->code) {
	case BPF_ALU | BPF_DIV | BPF_X:
		/* mov32 x, x; jne x, 0, +2; xor a, a; exit; div */
		return 5;
	case BPF_RET | BPF_K:
		/* mov32 r0, k; exit */
		return 2;
	}
	if (!bpf_is_cond_jump(in->code))
		return 1;
	/* A negative immediate is first zero-extended into a register. */
	len = BPF_SRC(in->code) == BPF_K && (int32_t)in->k < 0 ? 1 : 0;

	if (in->jf == 0)
		return len + 1;
	if (in->jt == 0 && BPF_OP(in->code) != BPF_JSET)
		return len + 1;	/* inverted: jne, jle, jlt */
	return len + 2;		/* jxx to jt, then ja to jf */
}

/* The prologue zeroes A and X and saves the context pointer. */
static size_t ebpf_len(const struct seccache_insn *insns, size_t len)
{
	size_t total = 3;

	for (size_t pc = 0; pc < len; pc++)
		total += ebpf_insn_len(&insns[pc]);
	return total;
}

int seccache_filter_new(const struct seccache_insn *insns, size_t len,
			struct seccache_filter **out, struct seccache_error *err)
{
	struct seccache_filter *f;
	int ret;

	ret = seccache_validate(insns, len, err);
	if (ret)
		return ret;
	f = malloc(sizeof(*f) + len * sizeof(f->insns[0]));
	if (!f)
		return sc_fail(err, -ENOMEM, -1, "out of memory");
	f->len = len;
	f->path_len = ebpf_len(insns, len);
	memcpy(f->insns, insns, len * sizeof(f->insns[0]));
	*out = f;
	return 0;
}

void seccache_filter_free(struct seccache_filter *f)
{
	free(f);
}

size_t seccache_filter_len(const struct seccache_filter *f)
{
	return f->len;
}

const struct seccache_insn *seccache_filter_insns(const struct seccache_filter *f)
{
	return f->insns;
}

size_t seccache_filter_path_len(const struct seccache_filter *f)
{
	return f->path_len;
}

size_t seccache_filter_longest_path(const struct seccache_filter *f)
{
	size_t *to_end = calloc(f->len, sizeof(*to_end)), longest;

	if (!to_end)
		return f->len;	/* a bound that needs no memory */
	/* Backward: every jump lands later, so its targets are known. */
	for (size_t pc = f->len; pc-- > 0;) {
		const struct seccache_insn *in = &f->insns[pc];
		size_t next = pc + 1, other = pc + 1;

		if (BPF_CLASS(in->code) == BPF_RET) {
			to_end[pc] = 1;
			continue;
		}
		if (BPF_CLASS(in->code) == BPF_JMP && BPF_OP(in->code) == BPF_JA) {
			next = other = (size_t)bpf_jump_target(pc, in->k);
		} else if (bpf_is_cond_jump(in->code)) {
			next = (size_t)bpf_jump_target(pc, in->jt);
			other = (size_t)bpf_jump_target(pc, in->jf);
		}
		/* Validated: every target is inside the program. */
		to_end[pc] = 1 + (to_end[next] > to_end[other] ? to_end[next] : to_end[other]);
	}
	longest = to_end[0];
	free(to_end);
	return longest;
}
