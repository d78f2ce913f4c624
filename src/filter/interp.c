/* SPDX-License-Identifier: MIT */
/*
 * interp.c - the reference interpreter: what the kernel computes for one
 * validated seccomp filter and one struct seccomp_data. The kernel runs the
 * eBPF translation of the program (bpf_convert_filter() in
 * net/core/filter.c); the rules below are that translation's semantics.
 * Everything else in seccache is checked against this file, and this file
 * against the running kernel (tests/kdiff).
 *
 * It can also run a program only as far as the syscall number and arch
 * decide it, and resume there later: the fast path's answer for calls
 * whose result depends on the arguments.
 */
#include "filter.h"
#include "abi/opcode.h"

/*
 * LD W ABS reads a 32-bit word of struct seccomp_data as the machine of the
 * call lays it out: nr and arch are words of their own, and each u64 has
 * its low half first on a little-endian machine, its high half first on a
 * big-endian one (sc_arch_big_endian(d->arch)), whatever this host is.
 */
static uint32_t load_word(const struct seccache_data *d, uint32_t off)
{
	uint64_t v;

	if (off < 8)
		return off ? d->arch : d->nr;
	v = off < 16 ? d->instruction_pointer : d->args[(off - 16) / 8];
	return (off & 4) == (sc_arch_big_endian(d->arch) ? 4U : 0U) ? (uint32_t)v :
								      (uint32_t)(v >> 32);
}

/* Offsets from instruction_pointer on: the fields nr and arch do not fix. */
#define FIRST_UNKNOWN_OFFSET 8

/* Both sources of one ALU operation or conditional jump, as flat cases. */
#define ALU_CASES(op)								\
	case BPF_ALU | (op) | BPF_K: a = bpf_alu(op, a, in->k); break;		\
	case BPF_ALU | (op) | BPF_X: a = bpf_alu(op, a, x); break
#define JMP_CASES(op)								\
	case BPF_JMP | (op) | BPF_K:						\
		pc += bpf_jump_holds(op, a, in->k) ? in->jt : in->jf; break;	\
	case BPF_JMP | (op) | BPF_X:						\
		pc += bpf_jump_holds(op, a, x) ? in->jt : in->jf; break

/*
 * One flat switch over the opcodes seccomp accepts (OPC_SECCOMP in
 * opcode.c), so the compiler emits one jump table. Division by X == 0 ends
 * the program with 0 ("for cBPF programs, this was always return 0"); LEN
 * is 64. Inlined into each entry point below, so that every one runs a
 * loop without the tests of the others (tracing, stopping).
 */
static inline __attribute__((always_inline)) bool
run_partial(const struct seccache_insn *insns, size_t len, struct sc_regs *r,
	    const struct seccache_data *d, bool stop_at_unknown,
	    seccache_trace_fn fn, void *ctx, uint32_t *ret)
{
	uint32_t a = r->a, x = r->x;
	size_t pc;

	for (pc = r->pc; pc < len; pc++) {
		const struct seccache_insn *in = &insns[pc];

		if (fn)
			fn(ctx, (uint32_t)pc, in, a, x);
		switch (in->code) {
		case BPF_LD | BPF_W | BPF_ABS:
			if (stop_at_unknown && in->k >= FIRST_UNKNOWN_OFFSET)
				goto stopped;
			a = load_word(d, in->k);
			break;
		case BPF_LD | BPF_W | BPF_LEN:	a = SECCACHE_DATA_SIZE; break;
		case BPF_LDX | BPF_W | BPF_LEN:	x = SECCACHE_DATA_SIZE; break;
		case BPF_LD | BPF_IMM:		a = in->k; break;
		case BPF_LDX | BPF_IMM:		x = in->k; break;
		case BPF_LD | BPF_MEM:		a = r->mem[in->k]; break;
		case BPF_LDX | BPF_MEM:		x = r->mem[in->k]; break;
		case BPF_ST:			r->mem[in->k] = a; break;
		case BPF_STX:			r->mem[in->k] = x; break;
		case BPF_MISC | BPF_TAX:	x = a; break;
		case BPF_MISC | BPF_TXA:	a = x; break;
		ALU_CASES(BPF_ADD);
		ALU_CASES(BPF_SUB);
		ALU_CASES(BPF_MUL);
		case BPF_ALU | BPF_DIV | BPF_K:	a = bpf_alu(BPF_DIV, a, in->k); break;
		case BPF_ALU | BPF_DIV | BPF_X:
			if (!x) {
				*ret = 0;
				return true;
			}
			a = bpf_alu(BPF_DIV, a, x);
			break;
		ALU_CASES(BPF_AND);
		ALU_CASES(BPF_OR);
		ALU_CASES(BPF_XOR);
		ALU_CASES(BPF_LSH);
		ALU_CASES(BPF_RSH);
		case BPF_ALU | BPF_NEG:		a = bpf_alu(BPF_NEG, a, 0); break;
		case BPF_JMP | BPF_JA:		pc += in->k; break;
		JMP_CASES(BPF_JEQ);
		JMP_CASES(BPF_JGT);
		JMP_CASES(BPF_JGE);
		JMP_CASES(BPF_JSET);
		case BPF_RET | BPF_K:
			*ret = in->k;
			return true;
		case BPF_RET | BPF_A:
			*ret = a;
			return true;
		default:
			/* Validation admits nothing else; fail closed if it did. */
			*ret = SECCACHE_RET_KILL_PROCESS;
			return true;
		}
	}
	/* Validation guarantees a final ret; fail closed without one. */
	*ret = SECCACHE_RET_KILL_PROCESS;
	return true;
stopped:
	r->pc = pc;
	r->a = a;
	r->x = x;
	return false;
}

static uint32_t run_insns(const struct seccache_insn *insns, size_t len,
			  const struct seccache_data *d,
			  seccache_trace_fn fn, void *ctx)
{
	/* bpf_convert_filter() zeroes A and X first. */
	struct sc_regs r = { 0 };
	uint32_t ret;

	run_partial(insns, len, &r, d, false, fn, ctx, &ret);
	return ret;
}

uint32_t seccache_filter_run(const struct seccache_filter *f,
			     const struct seccache_data *d)
{
	return run_insns(f->insns, f->len, d, NULL, NULL);
}

uint32_t seccache_filter_run_trace(const struct seccache_filter *f,
				   const struct seccache_data *d,
				   seccache_trace_fn fn, void *ctx)
{
	return run_insns(f->insns, f->len, d, fn, ctx);
}

void sc_filter_pause(const struct seccache_filter *f,
		     const struct seccache_data *d, struct sc_resume *r)
{
	*r = (struct sc_resume){ 0 };
	r->done = run_partial(f->insns, f->len, &r->regs, d, true, NULL, NULL,
			      &r->value);
}

uint32_t sc_filter_run_from(const struct seccache_filter *f, struct sc_regs *r,
			    const struct seccache_data *d)
{
	uint32_t ret;

	run_partial(f->insns, f->len, r, d, false, NULL, NULL, &ret);
	return ret;
}
