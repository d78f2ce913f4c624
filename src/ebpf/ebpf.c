/* SPDX-License-Identifier: MIT */
/*
 * ebpf.c - seccache_ebpf_compile(): a stack as eBPF seccomp filters for a
 * kernel with the seccache eBPF series (kernel/ebpf/), each one program of
 * BPF_PROG_TYPE_SECCOMP and its syscall table.
 *
 * The stack is first rewritten by seccache_optimize(), usually as one
 * filter: the decision graph it lays out is the program's. Each filter of
 * the rewrite is then translated instruction for instruction as the kernel
 * converts a classic filter (net/core/filter.c, bpf_convert_filter()): A, X
 * and the scratch words keep their classic meaning in r7, r8 and the stack,
 * so the program returns what the filter returns for every input. Its
 * table holds the filter's constant results from the precise analysis; the
 * kernel answers those without running the program, and caches them.
 *
 * One thing eBPF does better than a chain of compares: a run of JEQ tests
 * of A against constants that all jump to one place (an allowlist of ioctl
 * requests) becomes one lookup in a hash set, a map frozen like the table.
 */
#include <errno.h>
#include <linux/bpf.h>
#include <linux/seccomp.h>
#include <stdlib.h>
#include <string.h>

#include "ebpf.h"

/* Classic A, X and the context live in registers no helper call clobbers. */
#define R_CTX	BPF_REG_6
#define R_A	BPF_REG_7
#define R_X	BPF_REG_8

/* Scratch word k at fp - 64 + 4k; a set's key just below them. */
#define MEM_OFF(k)	((int16_t)(-64 + 4 * (int)(k)))
#define KEY_OFF		(-68)

/*
 * A run of JEQs this long or longer becomes a set lookup. Measured in the
 * guest (x86-64 JIT, kworkload ebpf): a lookup in a hash set of 120 keys
 * costs about as much as 70 compares, so 40 compares beat it; a run is
 * made a set only where its compares cost more, at the end of the run.
 */
#define SET_MIN		96

/* The BPF_PSEUDO_MAP_FD that a set's ld_imm64 carries (linux/bpf.h). */
#define PSEUDO_MAP_FD	1

struct emitter {
	struct bpf_insn *insns;	/* NULL: only count */
	size_t n;
};

static void emit(struct emitter *e, uint8_t code, uint8_t dst, uint8_t src,
		 int16_t off, int32_t imm)
{
	if (e->insns)
		e->insns[e->n] = (struct bpf_insn){ .code = code, .dst_reg = dst,
						    .src_reg = src, .off = off,
						    .imm = imm };
	e->n++;
}

/* The classic program and where each of its instructions starts in eBPF. */
struct xlate {
	const struct seccache_insn *in;
	size_t len;
	size_t *start;		/* len + 1 entries */
	unsigned int *edges;	/* jumps into each instruction */
	size_t *run;		/* JEQs of the set run starting here, or 0 */
	bool *live;		/* reachable: the verifier refuses dead code */
	struct ebpf_filter *out;
};

static bool is_jeq_k(const struct seccache_insn *i)
{
	return i->code == (BPF_JMP | BPF_JEQ | BPF_K);
}

static void add_edge(struct xlate *x, size_t target, bool jump)
{
	x->live[target] = true;
	x->edges[target] += jump;
}

/*
 * Which instructions run for some input, and how many jumps lead to each:
 * classic jumps go forward only, so one pass in order finds them all. A
 * classic filter may hold dead code; eBPF's verifier refuses it.
 */
static void find_live(struct xlate *x)
{
	x->live[0] = true;
	for (size_t pc = 0; pc < x->len; pc++) {
		const struct seccache_insn *i = &x->in[pc];

		if (!x->live[pc] || BPF_CLASS(i->code) == BPF_RET)
			continue;
		if (BPF_CLASS(i->code) != BPF_JMP)
			add_edge(x, pc + 1, false);
		else if (BPF_OP(i->code) == BPF_JA)
			add_edge(x, pc + 1 + i->k, true);
		else {
			add_edge(x, pc + 1 + i->jt, true);
			add_edge(x, pc + 1 + i->jf, true);
		}
	}
}

/*
 * The JEQs from pc on that jump to one place when equal and fall to the
 * next when not, entered only from the one before, the last one's "not
 * equal" going anywhere: A is in their set, or it is not.
 */
static size_t set_run(const struct xlate *x, size_t pc)
{
	size_t n = 1, target;

	if (!x->live[pc] || !is_jeq_k(&x->in[pc]))
		return 0;
	target = pc + 1 + x->in[pc].jt;
	while (pc + n < x->len && x->in[pc + n - 1].jf == 0 &&
	       is_jeq_k(&x->in[pc + n]) && x->edges[pc + n] == 1 &&
	       pc + n + 1 + x->in[pc + n].jt == target)
		n++;
	return n >= SET_MIN ? n : 0;
}

static int16_t jump_off(const struct xlate *x, struct emitter *e, size_t target)
{
	/* Offsets are known on the second pass only; ebpf_translate() checks the range. */
	return x->start ? (int16_t)((long)x->start[target] - (long)e->n - 1) : 0;
}

static void emit_ja(const struct xlate *x, struct emitter *e, size_t target)
{
	emit(e, BPF_JMP | BPF_JA, 0, 0, jump_off(x, e, target), 0);
}

/* A lookup of A in set index set; found: to jt, not found: to jf. */
static void emit_set(const struct xlate *x, struct emitter *e, size_t set,
		     size_t jt, size_t jf, bool fall)
{
	emit(e, BPF_STX | BPF_MEM | BPF_W, BPF_REG_10, R_A, KEY_OFF, 0);
	emit(e, BPF_LD | BPF_DW | BPF_IMM, BPF_REG_1, PSEUDO_MAP_FD, 0, (int32_t)set);
	emit(e, 0, 0, 0, 0, 0);
	emit(e, BPF_ALU64 | BPF_MOV | BPF_X, BPF_REG_2, BPF_REG_10, 0, 0);
	emit(e, BPF_ALU64 | BPF_ADD | BPF_K, BPF_REG_2, 0, 0, KEY_OFF);
	emit(e, BPF_JMP | BPF_CALL, 0, 0, 0, BPF_FUNC_map_lookup_elem);
	emit(e, BPF_JMP | BPF_JNE | BPF_K, BPF_REG_0, 0, jump_off(x, e, jt), 0);
	if (!fall)
		emit_ja(x, e, jf);
}

/* Classic ALU on A, as 32-bit eBPF ALU; division by X == 0 returns 0. */
static void emit_alu(struct emitter *e, const struct seccache_insn *i)
{
	uint8_t op = BPF_OP(i->code);

	if (op == BPF_NEG) {
		emit(e, BPF_ALU | BPF_NEG, R_A, 0, 0, 0);
		return;
	}
	if (BPF_SRC(i->code) == BPF_K) {
		emit(e, BPF_ALU | op | BPF_K, R_A, 0, 0, (int32_t)i->k);
		return;
	}
	if (op == BPF_DIV || op == BPF_MOD) {
		emit(e, BPF_JMP | BPF_JNE | BPF_K, R_X, 0, 2, 0);
		emit(e, BPF_ALU | BPF_MOV | BPF_K, BPF_REG_0, 0, 0, 0);
		emit(e, BPF_JMP | BPF_EXIT, 0, 0, 0, 0);
	}
	emit(e, BPF_ALU | op | BPF_X, R_A, R_X, 0, 0);
}

/* A conditional jump, as a 32-bit compare; its "false" edge a ja unless it falls through. */
static void emit_jump(const struct xlate *x, struct emitter *e, size_t pc)
{
	const struct seccache_insn *i = &x->in[pc];

	if (BPF_OP(i->code) == BPF_JA) {
		emit_ja(x, e, pc + 1 + i->k);
		return;
	}
	/* A jump on X has no immediate: the verifier refuses one. */
	emit(e, BPF_JMP32 | BPF_OP(i->code) | BPF_SRC(i->code), R_A,
	     BPF_SRC(i->code) == BPF_X ? R_X : 0, jump_off(x, e, pc + 1 + i->jt),
	     BPF_SRC(i->code) == BPF_X ? 0 : (int32_t)i->k);
	if (i->jf)
		emit_ja(x, e, pc + 1 + i->jf);
}

static void emit_ret(struct emitter *e, const struct seccache_insn *i)
{
	if (BPF_RVAL(i->code) == BPF_A)
		emit(e, BPF_ALU | BPF_MOV | BPF_X, BPF_REG_0, R_A, 0, 0);
	else
		emit(e, BPF_ALU | BPF_MOV | BPF_K, BPF_REG_0, 0, 0, (int32_t)i->k);
	emit(e, BPF_JMP | BPF_EXIT, 0, 0, 0, 0);
}

/* Every opcode a seccomp filter may hold (the kernel's seccomp_check_filter()). */
static void emit_insn(const struct xlate *x, struct emitter *e, size_t pc)
{
	const struct seccache_insn *i = &x->in[pc];
	uint8_t reg = BPF_CLASS(i->code) == BPF_LDX || i->code == BPF_STX ? R_X : R_A;

	switch (BPF_CLASS(i->code)) {
	case BPF_LD:
	case BPF_LDX:
		if (BPF_MODE(i->code) == BPF_ABS)
			emit(e, BPF_LDX | BPF_MEM | BPF_W, reg, R_CTX, (int16_t)i->k, 0);
		else if (BPF_MODE(i->code) == BPF_MEM)
			emit(e, BPF_LDX | BPF_MEM | BPF_W, reg, BPF_REG_10, MEM_OFF(i->k), 0);
		else	/* BPF_IMM, or BPF_LEN: sizeof(struct seccomp_data) */
			emit(e, BPF_ALU | BPF_MOV | BPF_K, reg, 0, 0,
			     BPF_MODE(i->code) == BPF_LEN ? 64 : (int32_t)i->k);
		break;
	case BPF_ST:
	case BPF_STX:
		emit(e, BPF_STX | BPF_MEM | BPF_W, BPF_REG_10, reg, MEM_OFF(i->k), 0);
		break;
	case BPF_ALU:
		emit_alu(e, i);
		break;
	case BPF_JMP:
		emit_jump(x, e, pc);
		break;
	case BPF_RET:
		emit_ret(e, i);
		break;
	default:	/* BPF_MISC: TAX or TXA */
		if (BPF_MISCOP(i->code) == BPF_TAX)
			emit(e, BPF_ALU | BPF_MOV | BPF_X, R_X, R_A, 0, 0);
		else
			emit(e, BPF_ALU | BPF_MOV | BPF_X, R_A, R_X, 0, 0);
		break;
	}
}

/* Add the keys of the run at pc as a new set; its index, or -ENOMEM. */
static long add_set(struct ebpf_filter *f, const struct xlate *x, size_t pc)
{
	size_t n = x->run[pc];
	uint32_t *keys = malloc(n * sizeof(*keys));
	struct ebpf_set *sets;

	if (!keys)
		return -ENOMEM;
	sets = realloc(f->sets, (f->n_sets + 1) * sizeof(*sets));
	if (!sets) {
		free(keys);
		return -ENOMEM;
	}
	for (size_t j = 0; j < n; j++)
		keys[j] = x->in[pc + j].k;
	f->sets = sets;
	f->sets[f->n_sets] = (struct ebpf_set){ .keys = keys, .n = n };
	return (long)f->n_sets++;
}

static void emit_prologue(struct emitter *e)
{
	emit(e, BPF_ALU64 | BPF_MOV | BPF_X, R_CTX, BPF_REG_1, 0, 0);
	emit(e, BPF_ALU | BPF_MOV | BPF_K, R_A, 0, 0, 0);
	emit(e, BPF_ALU | BPF_MOV | BPF_K, R_X, 0, 0, 0);
}

/*
 * One pass over the program. Counting (e->insns NULL, x->start NULL), it
 * records in start where each classic instruction begins in eBPF; the
 * instructions of a set run share its start, as nothing else jumps to them
 * (set_run()). Emitting, it takes its jumps' offsets from x->start and adds
 * each run's set.
 */
static int walk(const struct xlate *x, struct emitter *e, size_t *start)
{
	emit_prologue(e);
	for (size_t pc = 0; pc < x->len;) {
		size_t n = x->run[pc], last = pc + n - 1;
		long set = 0;

		for (size_t j = 0; start && j < (n ? n : 1); j++)
			start[pc + j] = e->n;
		if (!n) {
			if (x->live[pc])
				emit_insn(x, e, pc);
			pc++;
			continue;
		}
		if (e->insns && (set = add_set(x->out, x, pc)) < 0)
			return (int)set;
		emit_set(x, e, (size_t)set, last + 1 + x->in[last].jt,
			 last + 1 + x->in[last].jf, x->in[last].jf == 0);
		pc += n;
	}
	if (start)
		start[x->len] = e->n;
	return 0;
}

/* Translate the classic filter cf into out's program and sets. */
static int translate(const struct seccache_filter *cf, struct ebpf_filter *out,
		     struct seccache_error *err)
{
	struct xlate x = { .in = seccache_filter_insns(cf), .len = seccache_filter_len(cf),
			   .out = out };
	size_t *start = calloc(x.len + 1, sizeof(*start));
	struct emitter e = { 0 };
	int ret = -ENOMEM;

	x.edges = calloc(x.len + 1, sizeof(*x.edges));
	x.run = calloc(x.len + 1, sizeof(*x.run));
	x.live = calloc(x.len + 1, sizeof(*x.live));
	if (!start || !x.edges || !x.run || !x.live)
		goto out;
	find_live(&x);
	for (size_t pc = 0; pc < x.len; pc++)
		x.run[pc] = set_run(&x, pc);
	for (size_t pc = 0; pc < x.len; pc++)	/* runs do not overlap */
		for (size_t j = 1; j < x.run[pc]; j++)
			x.run[pc + j] = 0;
	walk(&x, &e, start);
	if (e.n > INT16_MAX) {
		ret = sc_fail(err, -E2BIG, -1, "the eBPF program would pass 32767 instructions");
		goto out;
	}
	x.start = start;
	e.n = 0;
	e.insns = calloc(start[x.len], sizeof(*e.insns));
	ret = -ENOMEM;
	if (!e.insns)
		goto out;
	ret = walk(&x, &e, NULL);
	if (ret) {
		free(e.insns);
		goto out;
	}
	out->insns = e.insns;
	out->n_insns = e.n;
out:
	free(start);
	free(x.edges);
	free(x.run);
	free(x.live);
	return ret == -ENOMEM ? sc_fail(err, ret, -1, "out of memory") : ret;
}

/* Add the (nr, arch) of abi whose result is constant in a to f's table. */
static int add_entries(struct ebpf_filter *f, const struct seccache_analysis *a,
		       const struct seccache_arch *abi)
{
	const struct seccache_range *r;
	size_t n = seccache_analysis_ranges(a, abi->audit_arch, &r), cap = f->n_table;
	uint64_t end = (uint64_t)abi->nr_base + abi->nr_count;

	for (size_t i = 0; i < n; i++) {
		uint64_t nr = r[i].first > abi->nr_base ? r[i].first : abi->nr_base;

		for (; r[i].constant && nr <= r[i].last && nr < end; nr++) {
			struct seccache_ebpf_entry *t = sc_grow(f->table, &cap, f->n_table,
								sizeof(*t));

			if (!t)
				return -ENOMEM;
			f->table = t;
			t[f->n_table++] = (struct seccache_ebpf_entry){
				.nr = (uint32_t)nr, .arch = abi->audit_arch, .ret = r[i].action };
		}
	}
	return 0;
}

/*
 * Filter i of s's table: its own constant results (no kernel rule first),
 * from the precise analysis of a stack of it alone.
 */
static int table_of(const struct seccache_stack *s, size_t i, struct ebpf_filter *f,
		    struct seccache_error *err)
{
	SECCACHE_OPTS(seccache_analyze_opts, opts, .flags = SECCACHE_ANALYZE_FILTERS_ONLY);
	const struct seccache_arch *abis[SECCACHE_MAX_ABIS];
	struct seccache_analysis *a = NULL;
	struct seccache_stack *one;
	int ret = seccache_stack_new(seccache_stack_arch(s), &one, err);

	if (!ret)
		ret = seccache_stack_push_flags(one, seccache_stack_filter(s, i),
						seccache_stack_filter_flags(s, i), err);
	if (!ret)
		ret = seccache_analyze(one, &opts, &a, err);
	for (size_t j = 0, n = ret ? 0 : seccache_analysis_abis(a, abis); !ret && j < n; j++)
		ret = add_entries(f, a, abis[j]);
	seccache_analysis_free(a);
	seccache_stack_free(one);
	return ret == -ENOMEM ? sc_fail(err, ret, -1, "out of memory") : ret;
}

int seccache_ebpf_compile(const struct seccache_stack *s, struct seccache_ebpf **out,
			  struct seccache_error *err)
{
	uint64_t *flags = calloc(seccache_stack_len(s) + 1, sizeof(*flags));
	struct seccache_stack *opt = NULL;
	struct seccache_ebpf *e = calloc(1, sizeof(*e));
	int ret = !flags || !e ? sc_fail(err, -ENOMEM, -1, "out of memory") :
		  seccache_optimize(s, NULL, &opt, flags, err);

	if (!ret) {
		e->n = seccache_stack_len(opt);
		e->filters = calloc(e->n + 1, sizeof(*e->filters));
		if (!e->filters)
			ret = sc_fail(err, -ENOMEM, -1, "out of memory");
	}
	for (size_t i = 0; !ret && i < e->n; i++) {
		e->filters[i].flags = (uint32_t)flags[i];
		ret = translate(seccache_stack_filter(opt, i), &e->filters[i], err);
		if (!ret)
			ret = table_of(opt, i, &e->filters[i], err);
	}
	seccache_stack_free(opt);
	free(flags);
	if (ret) {
		seccache_ebpf_free(e);
		return ret;
	}
	*out = e;
	return 0;
}

void seccache_ebpf_free(struct seccache_ebpf *e)
{
	if (!e)
		return;
	for (size_t i = 0; e->filters && i < e->n; i++) {
		struct ebpf_filter *f = &e->filters[i];

		for (size_t j = 0; j < f->n_sets; j++)
			free(f->sets[j].keys);
		free(f->sets);
		free(f->insns);
		free(f->table);
	}
	free(e->filters);
	free(e);
}

size_t seccache_ebpf_len(const struct seccache_ebpf *e)
{
	return e->n;
}

uint32_t seccache_ebpf_flags(const struct seccache_ebpf *e, size_t i)
{
	return i < e->n ? e->filters[i].flags : 0;
}

const struct bpf_insn *seccache_ebpf_prog(const struct seccache_ebpf *e, size_t i,
					  size_t *len)
{
	*len = i < e->n ? e->filters[i].n_insns : 0;
	return i < e->n ? e->filters[i].insns : NULL;
}

const struct seccache_ebpf_entry *seccache_ebpf_table(const struct seccache_ebpf *e,
						      size_t i, size_t *len)
{
	*len = i < e->n ? e->filters[i].n_table : 0;
	return i < e->n ? e->filters[i].table : NULL;
}

size_t seccache_ebpf_sets(const struct seccache_ebpf *e, size_t i)
{
	return i < e->n ? e->filters[i].n_sets : 0;
}

const uint32_t *seccache_ebpf_set(const struct seccache_ebpf *e, size_t i, size_t j,
				  size_t *len)
{
	bool ok = i < e->n && j < e->filters[i].n_sets;

	*len = ok ? e->filters[i].sets[j].n : 0;
	return ok ? e->filters[i].sets[j].keys : NULL;
}
