/* SPDX-License-Identifier: MIT */
/*
 * gen_arbitrary.c - arbitrary programs, most of them invalid: random codes,
 * or a valid program with one mutation, for what validation must refuse.
 */
#include <linux/filter.h>

#include "gen.h"
#include "gen_private.h"
#include "testutil.h"

static void fill_ret_allow(struct gen_prog *p, size_t len)
{
	for (size_t i = 0; i < len; i++)
		p->insns[i] = (struct seccache_insn){ BPF_RET | BPF_K, 0, 0,
						      SECCACHE_RET_ALLOW };
	p->len = len;
}

static void random_codes(struct gen_rng *rng, struct gen_prog *p)
{
	p->len = 1 + gen_below(rng, 8);
	for (size_t i = 0; i < p->len; i++) {
		struct seccache_insn *in = &p->insns[i];

		/* Low codes are the meaningful ones: class, size/op, mode/src. */
		in->code = (uint16_t)gen_below(rng, gen_percent(rng, 80) ? 0x100 : 0x10000);
		in->jt = (uint8_t)gen_below(rng, 4);
		in->jf = (uint8_t)gen_below(rng, 4);
		in->k = gen_percent(rng, 70) ? gen_below(rng, 70) : gen_u32(rng);
	}
	if (gen_percent(rng, 60))
		p->insns[p->len - 1] = (struct seccache_insn){ BPF_RET | BPF_K, 0, 0,
							       gen_action(rng) };
}

/* Overwrite one instruction (never the final RET unless last is set). */
static void put(struct gen_rng *rng, struct gen_prog *p, bool last,
		uint16_t code, uint8_t jt, uint8_t jf, uint32_t k)
{
	size_t pc = last ? p->len - 1 : gen_below(rng, (uint32_t)p->len - 1);

	p->insns[pc] = (struct seccache_insn){ code, jt, jf, k };
}

static uint8_t past_end(struct gen_rng *rng, struct gen_prog *p, size_t pc)
{
	size_t off = p->len - pc - 1 + gen_below(rng, 3);

	return (uint8_t)(off > 255 ? 255 : off);
}

static void bad_jump(struct gen_rng *rng, struct gen_prog *p)
{
	size_t pc = gen_below(rng, (uint32_t)p->len - 1);
	uint8_t far = past_end(rng, p, pc);

	if (gen_percent(rng, 30))
		p->insns[pc] = (struct seccache_insn){ BPF_JMP | BPF_JA, 0, 0,
			gen_percent(rng, 80) ? (uint32_t)(p->len - pc - 1) : UINT32_MAX };
	else if (gen_percent(rng, 50))
		p->insns[pc] = (struct seccache_insn){ BPF_JMP | BPF_JEQ | BPF_K, far, 0, 0 };
	else
		p->insns[pc] = (struct seccache_insn){ BPF_JMP | BPF_JGT | BPF_X, 0, far, 0 };
}

static void bad_alu(struct gen_rng *rng, struct gen_prog *p)
{
	switch (gen_below(rng, 4)) {
	case 0:
		put(rng, p, false, BPF_ALU | BPF_DIV | BPF_K, 0, 0, 0);
		break;
	case 1:	/* MOD is classic BPF but not in seccomp's list */
		put(rng, p, false, BPF_ALU | BPF_MOD | (gen_percent(rng, 50) ? BPF_K : BPF_X),
		    0, 0, gen_below(rng, 3));
		break;
	case 2:
		put(rng, p, false, BPF_ALU | (gen_percent(rng, 50) ? BPF_LSH : BPF_RSH) | BPF_K,
		    0, 0, 32 + gen_below(rng, gen_percent(rng, 70) ? 4 : UINT32_MAX - 32));
		break;
	default:	/* any op number, known or not, K or X */
		put(rng, p, false, (uint16_t)(BPF_ALU | gen_below(rng, 16) << 4 |
					      (gen_percent(rng, 50) ? BPF_K : BPF_X)),
		    0, 0, 1);
		break;
	}
}

static void bad_scratch(struct gen_rng *rng, struct gen_prog *p, bool uninit)
{
	static const uint16_t codes[] = {
		BPF_LD | BPF_MEM, BPF_LDX | BPF_MEM, BPF_ST, BPF_STX,
	};
	uint16_t code = uninit ? (gen_percent(rng, 50) ? BPF_LD | BPF_MEM : BPF_LDX | BPF_MEM)
			       : PICK(rng, codes);
	uint32_t k = uninit ? gen_below(rng, SCRATCH_SLOTS)
			    : SCRATCH_SLOTS + gen_below(rng, gen_percent(rng, 70) ? 4 : UINT32_MAX - 16);

	put(rng, p, false, code, 0, 0, k);
}

static void bad_load(struct gen_rng *rng, struct gen_prog *p)
{
	static const uint16_t codes[] = {
		BPF_LD | BPF_B | BPF_ABS, BPF_LD | BPF_H | BPF_ABS,
		BPF_LD | BPF_W | BPF_IND, BPF_LD | BPF_B | BPF_IND,
		BPF_LDX | BPF_B | BPF_MSH, BPF_LDX | BPF_W | BPF_ABS,
		BPF_LD | BPF_B | BPF_LEN,
	};
	switch (gen_below(rng, 3)) {
	case 0:	/* unaligned */
		put(rng, p, false, BPF_LD | BPF_W | BPF_ABS, 0, 0,
		    4 * gen_below(rng, 16) + 1 + gen_below(rng, 3));
		break;
	case 1:	/* past seccomp_data, or an ancillary SKF_AD_OFF load */
		put(rng, p, false, BPF_LD | BPF_W | BPF_ABS, 0, 0,
		    gen_percent(rng, 60) ? 64 + 4 * gen_below(rng, 8)
					 : 0xfffff000U + 4 * gen_below(rng, 16));
		break;
	default:
		put(rng, p, false, PICK(rng, codes), 0, 0, 4 * gen_below(rng, 16));
		break;
	}
}

const char *gen_arbitrary(struct gen_rng *rng, struct gen_prog *p)
{
	unsigned int r = gen_below(rng, 100);

	if (r < 20) {
		random_codes(rng, p);
		return "random";
	}
	if (r < 22) {
		fill_ret_allow(p, gen_percent(rng, 50) ? 0 : GEN_MAX_INSNS);
		return "bad-length";
	}
	if (r < 23) {
		fill_ret_allow(p, SECCACHE_MAXINSNS);
		return "max-length";
	}
	gen_valid(rng, 2 + gen_below(rng, 40), NULL, p);
	if (r < 30)
		return "valid";
	if (r < 42) {
		bad_jump(rng, p);
		return "bad-jump";
	}
	if (r < 54) {
		bad_alu(rng, p);
		return "bad-alu";
	}
	if (r < 62) {
		bad_scratch(rng, p, false);
		return "scratch-range";
	}
	if (r < 72) {
		bad_scratch(rng, p, true);
		return "scratch-uninit";
	}
	if (r < 84) {
		bad_load(rng, p);
		return "bad-load";
	}
	if (r < 90) {
		put(rng, p, true, gen_percent(rng, 50) ? BPF_LD | BPF_IMM : BPF_JMP | BPF_JA,
		    0, 0, 0);
		return "no-ret";
	}
	put(rng, p, gen_percent(rng, 10), (uint16_t)gen_below(rng, 0x100),
	    (uint8_t)gen_below(rng, 3), (uint8_t)gen_below(rng, 3), gen_below(rng, 40));
	return "flip";
}
