/* SPDX-License-Identifier: MIT */
/*
 * analysis.c - which (arch, nr) pairs have a constant action whatever the
 * arguments and instruction pointer, for a whole stack (precise mode), and
 * the accessors of an analysis result in either mode.
 *
 * Precise mode runs an abstract interpreter over each filter, per AUDIT_ARCH
 * value and per range of syscall numbers. arch is a constant, nr lies in the
 * current range, everything else is unknown. Values are an interval plus
 * known bits (a "tnum", as the eBPF verifier keeps) and two flags saying
 * whether they depend on nr or on unknown fields. A jump the abstraction
 * cannot decide forks when it depends on an unknown field (both outcomes
 * happen for some arguments) and splits the nr range when it depends on nr
 * only (each piece is analysed again from the start). A singleton range
 * makes every nr-derived value a constant, so splitting always ends; budgets
 * on pieces, paths and steps bound the work, and past them the answer is the
 * safe "not constant, any action".
 *
 * Filters are then combined by seccomp_run_filters()'s rule over the product
 * of their possible values: an over-approximation, so a range is constant
 * only if every combination gives the same 32-bit value.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define PIECE_BUDGET	4096		/* ranges analysed per filter and arch */
#define DEFAULT_PATHS	1024		/* paths per filter and range */
#define STEP_BUDGET	(1U << 24)	/* instructions per filter and arch */

#define READ_ALL	(SECCACHE_READ_NR | SECCACHE_READ_ARCH | SECCACHE_READ_OTHER)

/* ------------------------------------------------------------------ */
/* Abstract values                                                     */
/* ------------------------------------------------------------------ */

#define DEP_NR		1U	/* varies with nr over the current range */
#define DEP_OTHER	2U	/* varies with instruction_pointer or args */

/*
 * Every concrete value the register can hold for the current range lies in
 * [umin, umax] and agrees with tv on the bits outside tm. deps == 0 means a
 * constant (umin == umax); plain means the value is nr itself.
 */
struct aval {
	uint32_t umin, umax;
	uint32_t tv, tm;
	uint8_t deps;
	bool plain;
};

static struct aval const_val(uint32_t c)
{
	return (struct aval){ .umin = c, .umax = c, .tv = c };
}

static struct aval full_val(uint8_t deps)
{
	return (struct aval){ .umax = UINT32_MAX, .tm = UINT32_MAX, .deps = deps };
}

static bool is_const(const struct aval *v)
{
	return v->umin == v->umax;
}

static int fls32(uint32_t x)
{
	return x ? 32 - __builtin_clz(x) : 0;
}

/* The known bits every number in [min, max] shares (tnum_range()). */
static void tnum_range(uint32_t min, uint32_t max, uint32_t *tv, uint32_t *tm)
{
	int bits = fls32(min ^ max);
	uint32_t delta = bits >= 32 ? UINT32_MAX : (1U << bits) - 1;

	*tv = min & ~delta;
	*tm = delta;
}

/*
 * Make interval and known bits agree with each other, and turn a value
 * that can only be one number into that constant.
 */
static struct aval normalize(struct aval v)
{
	uint32_t rv, rm;

	tnum_range(v.umin, v.umax, &rv, &rm);
	/* tnum_intersect(): a bit known in either is known. */
	v.tv = (v.tv | rv) & ~(v.tm & rm);
	v.tm &= rm;
	if (v.tv > v.umin)
		v.umin = v.tv;
	if ((v.tv | v.tm) < v.umax)
		v.umax = v.tv | v.tm;
	if (v.umin > v.umax)	/* inconsistent: cannot happen, stay safe */
		return full_val(v.deps);
	if (is_const(&v))
		return const_val(v.umin);
	return v;
}

/* Interval from 64-bit bounds of a result, or everything if it wraps partly. */
static void wrap_interval(struct aval *r, int64_t lo, int64_t hi)
{
	int64_t span = (int64_t)1 << 32;

	if (lo >= span && hi >= span) {
		lo -= span;
		hi -= span;
	} else if (lo < 0 && hi < 0) {
		lo += span;
		hi += span;
	}
	if (lo < 0 || hi >= span) {
		r->umin = 0;
		r->umax = UINT32_MAX;
	} else {
		r->umin = (uint32_t)lo;
		r->umax = (uint32_t)hi;
	}
}

/* The concrete ALU, as interp.c: shifts use the low five bits. */
static uint32_t alu_const(uint16_t op, uint32_t a, uint32_t b)
{
	switch (op) {
	case BPF_ADD: return a + b;
	case BPF_SUB: return a - b;
	case BPF_MUL: return a * b;
	case BPF_DIV: return a / b;
	case BPF_AND: return a & b;
	case BPF_OR:  return a | b;
	case BPF_XOR: return a ^ b;
	case BPF_LSH: return a << (b & 31);
	case BPF_RSH: return a >> (b & 31);
	case BPF_NEG: return -a;
	}
	return a;
}

static void alu_add(struct aval *r, const struct aval *a, const struct aval *b)
{
	uint32_t sv = a->tv + b->tv, sigma = a->tm + b->tm + sv;
	uint32_t mu = (sigma ^ sv) | a->tm | b->tm;

	r->tv = sv & ~mu;
	r->tm = mu;
	wrap_interval(r, (int64_t)a->umin + b->umin, (int64_t)a->umax + b->umax);
}

static void alu_sub(struct aval *r, const struct aval *a, const struct aval *b)
{
	uint32_t dv = a->tv - b->tv;
	uint32_t mu = ((dv + a->tm) ^ (dv - b->tm)) | a->tm | b->tm;

	r->tv = dv & ~mu;
	r->tm = mu;
	wrap_interval(r, (int64_t)a->umin - b->umax, (int64_t)a->umax - b->umin);
}

static void alu_shift(struct aval *r, uint16_t op, const struct aval *a,
		      const struct aval *b)
{
	uint32_t s = b->umin & 31;

	if (!is_const(b)) {
		if (op == BPF_RSH)
			r->umax = a->umax;
		return;
	}
	if (op == BPF_RSH) {
		r->tv = a->tv >> s;
		r->tm = a->tm >> s;
		r->umin = a->umin >> s;
		r->umax = a->umax >> s;
		return;
	}
	r->tv = a->tv << s;
	r->tm = a->tm << s;
	if (((uint64_t)a->umax << s) <= UINT32_MAX) {
		r->umin = a->umin << s;
		r->umax = a->umax << s;
	}
}

/*
 * One ALU operation on abstract values. Division by a value that may be
 * zero is the caller's business. Operations without a cheap precise rule
 * keep whatever the interval gives, which is still sound.
 */
static struct aval alu_abstract(uint16_t op, const struct aval *a,
				const struct aval *b)
{
	struct aval r = full_val(a->deps | b->deps);
	uint64_t hi;

	if (!r.deps)
		return const_val(alu_const(op, a->umin, b->umin));
	switch (op) {
	case BPF_ADD:
		alu_add(&r, a, b);
		break;
	case BPF_SUB:
		alu_sub(&r, a, b);
		break;
	case BPF_NEG: {
		struct aval zero = const_val(0);

		alu_sub(&r, &zero, a);
		break;
	}
	case BPF_MUL:
		hi = (uint64_t)a->umax * b->umax;
		if (hi <= UINT32_MAX) {
			r.umin = a->umin * b->umin;
			r.umax = (uint32_t)hi;
		}
		break;
	case BPF_DIV:	/* b->umin > 0 here */
		r.umin = a->umin / b->umax;
		r.umax = a->umax / b->umin;
		break;
	case BPF_AND:
		r.tv = a->tv & b->tv;
		r.tm = (a->tv | a->tm) & (b->tv | b->tm) & ~r.tv;
		r.umax = a->umax < b->umax ? a->umax : b->umax;
		break;
	case BPF_OR:
		r.tv = a->tv | b->tv;
		r.tm = (a->tm | b->tm) & ~r.tv;
		r.umin = a->umin > b->umin ? a->umin : b->umin;
		break;
	case BPF_XOR:
		r.tm = a->tm | b->tm;
		r.tv = (a->tv ^ b->tv) & ~r.tm;
		break;
	case BPF_LSH:
	case BPF_RSH:
		alu_shift(&r, op, a, b);
		break;
	}
	return normalize(r);
}

/* 1 taken, 0 not taken, -1 depends on values the abstraction mixes. */
static int jump_decided(uint16_t op, const struct aval *a, const struct aval *b)
{
	switch (op) {
	case BPF_JEQ:
		if (a->umax < b->umin || b->umax < a->umin ||
		    ((a->tv ^ b->tv) & ~(a->tm | b->tm)))
			return 0;
		return is_const(a) && is_const(b) ? 1 : -1;
	case BPF_JGT:
		if (a->umin > b->umax)
			return 1;
		return a->umax <= b->umin ? 0 : -1;
	case BPF_JGE:
		if (a->umin >= b->umax)
			return 1;
		return a->umax < b->umin ? 0 : -1;
	case BPF_JSET:
		if (a->tv & b->tv)
			return 1;
		return ((a->tv | a->tm) & (b->tv | b->tm)) ? -1 : 0;
	}
	return -1;
}

/* ------------------------------------------------------------------ */
/* Sets of possible values                                             */
/* ------------------------------------------------------------------ */

struct vset {
	bool any;
	unsigned int n;
	uint32_t v[SECCACHE_MAX_ACTIONS];
};

static void vset_add(struct vset *s, uint32_t v)
{
	unsigned int i;

	if (s->any)
		return;
	for (i = 0; i < s->n && s->v[i] <= v; i++)
		if (s->v[i] == v)
			return;
	if (s->n == SECCACHE_MAX_ACTIONS) {
		s->any = true;
		return;
	}
	memmove(&s->v[i + 1], &s->v[i], (s->n - i) * sizeof(s->v[0]));
	s->v[i] = v;
	s->n++;
}

/* Every value of a (deps & DEP_OTHER) register, if there are few. */
static void vset_add_aval(struct vset *s, const struct aval *v)
{
	uint32_t sub = 0;

	if (__builtin_popcount(v->tm) > 3) {
		s->any = true;
		return;
	}
	/* Walk the subsets of the unknown bits. */
	do {
		uint32_t x = v->tv | sub;

		if (x >= v->umin && x <= v->umax)
			vset_add(s, x);
		sub = (sub - v->tm) & v->tm;
	} while (sub);
}

static bool is_kill_process(uint32_t v)
{
	return (v & SECCACHE_RET_ACTION_FULL) == SECCACHE_RET_KILL_PROCESS;
}

/*
 * seccomp_run_filters() for one older filter: cur holds the possible
 * results so far, f the filter's possible values. Nothing beats a
 * KILL_PROCESS-class value, so such a result survives even an "any" filter.
 */
static struct vset vset_combine(const struct vset *cur, const struct vset *f)
{
	struct vset r = { 0 };

	if (cur->any)
		return *cur;
	for (unsigned int i = 0; i < cur->n; i++) {
		if (f->any) {
			if (!is_kill_process(cur->v[i]))
				return *f;
			vset_add(&r, cur->v[i]);
			continue;
		}
		for (unsigned int j = 0; j < f->n; j++)
			vset_add(&r, seccache_action_beats(f->v[j], cur->v[i]) ?
				 f->v[j] : cur->v[i]);
	}
	return r;
}

/* ------------------------------------------------------------------ */
/* One filter over one range                                           */
/* ------------------------------------------------------------------ */

struct astate {
	uint32_t pc;
	struct aval a, x, m[BPF_MEMWORDS];
};

/* What a filter may return over a range of numbers. */
struct piece {
	uint32_t first, last;
	struct vset set;
	uint32_t reads;
};

struct explorer {
	const struct seccache_insn *insns;
	uint32_t arch;
	uint32_t lo, hi;		/* the current range */
	unsigned int path_budget;
	unsigned long steps;		/* left for this filter and arch */
	struct astate *todo;		/* forked states still to run */
	size_t n_todo, cap_todo;
	/* results for the current range */
	struct vset set;
	uint32_t reads;
	unsigned int paths;
	uint32_t split;			/* where to split, if nonzero */
};

enum path_end { PATH_DONE, PATH_SPLIT, PATH_BUDGET, PATH_NOMEM };

static int push_state(struct explorer *e, const struct astate *st)
{
	if (e->n_todo == e->cap_todo) {
		size_t cap = e->cap_todo ? e->cap_todo * 2 : 16;
		struct astate *grown = realloc(e->todo, cap * sizeof(*grown));

		if (!grown)
			return -ENOMEM;
		e->todo = grown;
		e->cap_todo = cap;
	}
	e->todo[e->n_todo++] = *st;
	return 0;
}

/* The READ bit of a 32-bit word of struct seccomp_data. */
static uint32_t read_bit(uint32_t off)
{
	uint32_t word = off / 4;

#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	/* Words 2 and up are halves of u64s: the high half comes first. */
	if (word >= 2)
		word ^= 1;
#endif
	return 1U << word;
}

static struct aval load_field(struct explorer *e, uint32_t off)
{
	struct aval v;

	e->reads |= read_bit(off);
	if (off == offsetof(struct seccache_data, arch))
		return const_val(e->arch);
	if (off != offsetof(struct seccache_data, nr))
		return full_val(DEP_OTHER);
	if (e->lo == e->hi)
		return const_val(e->lo);
	v = (struct aval){ .umin = e->lo, .umax = e->hi, .deps = DEP_NR,
			   .plain = true };
	tnum_range(e->lo, e->hi, &v.tv, &v.tm);
	return v;
}

/* Split the range at its highest differing bit: pieces tnums describe well. */
static uint32_t halve(const struct explorer *e)
{
	int bit = fls32(e->lo ^ e->hi) - 1;

	if (bit < 0)	/* a singleton: nothing to split, the caller gives up */
		return e->lo;
	return e->hi & ~((1U << bit) - 1);
}

/*
 * A comparison of nr itself with a constant c splits right at c (or c + 1),
 * so that a libseccomp-style search costs a few pieces per syscall.
 */
static uint32_t split_point(const struct explorer *e, const struct aval *a,
			    const struct aval *b)
{
	const struct aval *c = a->plain && is_const(b) ? b :
			       b->plain && is_const(a) ? a : NULL;

	if (c && c->umin > e->lo && c->umin <= e->hi)
		return c->umin;
	if (c && c->umin >= e->lo && c->umin < e->hi)
		return c->umin + 1;
	return halve(e);
}

static enum path_end end_path(struct explorer *e)
{
	return ++e->paths > e->path_budget ? PATH_BUDGET : PATH_DONE;
}

/* A conditional jump: decide it, fork on unknowns, or ask for a split. */
static int cond_jump(struct explorer *e, struct astate *st,
		     const struct seccache_insn *in)
{
	const struct aval *src = BPF_SRC(in->code) == BPF_X ? &st->x : NULL;
	struct aval k = const_val(in->k);
	int taken;

	if (in->jt == in->jf) {	/* both ways lead to the same place */
		st->pc += in->jt;
		return 0;
	}
	if (!src)
		src = &k;
	taken = jump_decided(BPF_OP(in->code), &st->a, src);
	/* nr against itself (a copy in X) is decided whatever nr is. */
	if (taken < 0 && st->a.plain && src->plain && BPF_OP(in->code) != BPF_JSET)
		taken = BPF_OP(in->code) != BPF_JGT;
	if (taken < 0 && !((st->a.deps | src->deps) & DEP_OTHER)) {
		e->split = split_point(e, &st->a, src);
		return 1;
	}
	if (taken < 0) {
		struct astate other = *st;

		other.pc += 1 + in->jf;
		if (push_state(e, &other))
			return -ENOMEM;
		taken = 1;
	}
	st->pc += taken ? in->jt : in->jf;
	return 0;
}

/*
 * A return, or the end of a path by division by zero: 0 if the path ended,
 * 1 to split the range.
 */
static int ret_value(struct explorer *e, const struct aval *v)
{
	if (is_const(v))
		vset_add(&e->set, v->umin);
	else if (v->deps & DEP_OTHER)
		vset_add_aval(&e->set, v);
	else {
		e->split = halve(e);
		return 1;
	}
	return 0;
}

/*
 * DIV by X where X may be zero: bpf_convert_filter() makes X == 0 end the
 * program returning 0.
 */
enum div_check { DIV_OK, DIV_ENDED, DIV_FORKED, DIV_SPLIT };

static enum div_check div_by_zero(struct explorer *e, struct astate *st)
{
	struct aval *x = &st->x;

	if (x->umin > 0)
		return DIV_OK;
	if (is_const(x)) {
		vset_add(&e->set, 0);
		return DIV_ENDED;
	}
	if (!(x->deps & DEP_OTHER)) {
		e->split = halve(e);
		return DIV_SPLIT;
	}
	/* Unknown: one path returns 0, this one goes on with X >= 1. */
	vset_add(&e->set, 0);
	x->umin = 1;
	*x = normalize(*x);
	return DIV_FORKED;
}

/* 0 to go on, 1 to split, or the path_end the step caused. */
static int step_alu(struct explorer *e, struct astate *st,
		    const struct seccache_insn *in, enum path_end *end)
{
	uint16_t op = BPF_OP(in->code);
	struct aval k = const_val(in->k);
	const struct aval *src = BPF_SRC(in->code) == BPF_X ? &st->x : &k;

	if (op == BPF_DIV && BPF_SRC(in->code) == BPF_X) {
		switch (div_by_zero(e, st)) {
		case DIV_OK:
			break;
		case DIV_SPLIT:
			return 1;
		case DIV_ENDED:
			*end = end_path(e);
			return -1;
		case DIV_FORKED:
			if (end_path(e) == PATH_BUDGET) {
				*end = PATH_BUDGET;
				return -1;
			}
			break;
		}
	}
	st->a = alu_abstract(op, &st->a, src);
	return 0;
}

/*
 * Run one path from st until it returns, or the range must be split.
 * Forks go to e->todo.
 */
static enum path_end run_path(struct explorer *e, struct astate *st)
{
	for (;;) {
		const struct seccache_insn *in = &e->insns[st->pc];
		enum path_end end;
		int r = 0;

		if (!e->steps)
			return PATH_BUDGET;
		e->steps--;
		switch (BPF_CLASS(in->code)) {
		case BPF_LD:
			switch (BPF_MODE(in->code)) {
			case BPF_ABS: st->a = load_field(e, in->k); break;
			case BPF_LEN: st->a = const_val(SECCACHE_DATA_SIZE); break;
			case BPF_IMM: st->a = const_val(in->k); break;
			case BPF_MEM: st->a = st->m[in->k]; break;
			}
			break;
		case BPF_LDX:
			switch (BPF_MODE(in->code)) {
			case BPF_LEN: st->x = const_val(SECCACHE_DATA_SIZE); break;
			case BPF_IMM: st->x = const_val(in->k); break;
			case BPF_MEM: st->x = st->m[in->k]; break;
			}
			break;
		case BPF_ST:
			st->m[in->k] = st->a;
			break;
		case BPF_STX:
			st->m[in->k] = st->x;
			break;
		case BPF_MISC:
			if (BPF_MISCOP(in->code) == BPF_TAX)
				st->x = st->a;
			else
				st->a = st->x;
			break;
		case BPF_ALU:
			r = step_alu(e, st, in, &end);
			if (r < 0)
				return end;
			break;
		case BPF_JMP:
			if (BPF_OP(in->code) == BPF_JA) {
				st->pc += in->k;
				break;
			}
			r = cond_jump(e, st, in);
			if (r < 0)
				return PATH_NOMEM;
			break;
		case BPF_RET:
			if (BPF_RVAL(in->code) == BPF_A)
				r = ret_value(e, &st->a);
			else
				vset_add(&e->set, in->k);
			if (!r)
				return end_path(e);
			break;
		}
		if (r)
			return PATH_SPLIT;
		st->pc++;
	}
}

/* Explore every path of the filter over [e->lo, e->hi]. */
static enum path_end explore(struct explorer *e)
{
	struct astate st = { 0 };

	for (size_t i = 0; i < BPF_MEMWORDS; i++)
		st.m[i] = const_val(0);
	st.a = st.x = const_val(0);	/* bpf_convert_filter() zeroes A and X */
	e->set = (struct vset){ 0 };
	e->reads = 0;
	e->paths = 0;
	e->split = 0;
	e->n_todo = 0;
	if (push_state(e, &st))
		return PATH_NOMEM;
	while (e->n_todo) {
		enum path_end end;

		st = e->todo[--e->n_todo];
		end = run_path(e, &st);
		if (end != PATH_DONE)
			return end;
	}
	return PATH_DONE;
}

struct pieces {
	struct piece *v;
	size_t n, cap;
};

static int pieces_add(struct pieces *p, const struct piece *pc)
{
	if (p->n == p->cap) {
		size_t cap = p->cap ? p->cap * 2 : 64;
		struct piece *grown = realloc(p->v, cap * sizeof(*grown));

		if (!grown)
			return -ENOMEM;
		p->v = grown;
		p->cap = cap;
	}
	p->v[p->n++] = *pc;
	return 0;
}

/* The unknown answer: any value, may depend on anything. */
static struct piece unknown_piece(uint32_t first, uint32_t last)
{
	return (struct piece){ .first = first, .last = last,
			       .set = { .any = true }, .reads = READ_ALL };
}

struct work {
	struct { uint32_t lo, hi; } *v;
	size_t n, cap;
};

static int work_push(struct work *w, uint32_t lo, uint32_t hi)
{
	if (w->n == w->cap) {
		size_t cap = w->cap ? w->cap * 2 : 64;
		void *grown = realloc(w->v, cap * sizeof(w->v[0]));

		if (!grown)
			return -ENOMEM;
		w->v = grown;
		w->cap = cap;
	}
	w->v[w->n].lo = lo;
	w->v[w->n++].hi = hi;
	return 0;
}

/* The answer for [e->lo, e->hi] once explore() has ended there. */
static struct piece piece_of(const struct explorer *e, enum path_end end)
{
	if (end != PATH_DONE)
		return unknown_piece(e->lo, e->hi);
	return (struct piece){ e->lo, e->hi, e->set, e->reads };
}

/*
 * Partition [0, 2^32) for one filter and arch into pieces, lowest first.
 * A work stack of ranges still to analyse; a split pushes the high part
 * first so that pieces come out in order.
 */
static int analyze_filter(struct explorer *e, const struct seccache_filter *f,
			  struct pieces *out)
{
	struct work w = { 0 };
	size_t analysed = 0;
	int ret;

	e->insns = f->insns;
	e->steps = STEP_BUDGET;
	ret = work_push(&w, 0, UINT32_MAX);
	while (w.n && !ret) {
		enum path_end end = PATH_BUDGET;
		struct piece pc;

		w.n--;
		e->lo = w.v[w.n].lo;
		e->hi = w.v[w.n].hi;
		if (++analysed <= PIECE_BUDGET && e->steps)
			end = explore(e);
		if (end == PATH_NOMEM)
			ret = -ENOMEM;
		else if (end == PATH_SPLIT && e->split > e->lo && e->split <= e->hi) {
			ret = work_push(&w, e->split, e->hi);
			if (!ret)
				ret = work_push(&w, e->lo, e->split - 1);
		} else {
			pc = piece_of(e, end);
			ret = pieces_add(out, &pc);
		}
	}
	free(w.v);
	return ret;
}

/* ------------------------------------------------------------------ */
/* The stack                                                           */
/* ------------------------------------------------------------------ */

struct stack_job {
	const struct seccache_stack *s;
	const struct seccache_arch *pin;	/* from opts, or NULL */
	unsigned int budget;
};

static bool pin_rejects(const struct stack_job *j, uint32_t arch, uint32_t nr)
{
	const struct seccache_arch *abi = seccache_arch_of(j->s->native, arch, nr);

	return (j->s->pinned && abi != j->s->pinned) || (j->pin && abi != j->pin);
}

/*
 * The pin depends on nr only through the x32 bit: numbers in one block of
 * that bit's size belong to the same ABI.
 */
static uint32_t pin_block_last(const struct stack_job *j, uint32_t nr)
{
	const struct seccache_arch *x32 = j->s->native->x32;

	if (!(j->s->pinned || j->pin) || !x32 || !x32->nr_base)
		return UINT32_MAX;
	return nr | (x32->nr_base - 1);
}

static bool same_answer(const struct seccache_range *a,
			const struct seccache_range *b)
{
	if (a->constant != b->constant || a->reads != b->reads)
		return false;
	if (a->constant)
		return a->action == b->action;
	if (a->any_action != b->any_action || a->n_actions != b->n_actions)
		return false;
	return !memcmp(a->actions, b->actions, a->n_actions * sizeof(a->actions[0]));
}

static int ranges_add(struct seccache_arch_ranges *ar, size_t *cap,
		      const struct seccache_range *r)
{
	if (ar->n && same_answer(&ar->ranges[ar->n - 1], r)) {
		ar->ranges[ar->n - 1].last = r->last;
		return 0;
	}
	if (ar->n == *cap) {
		size_t c = *cap ? *cap * 2 : 64;
		struct seccache_range *grown = realloc(ar->ranges, c * sizeof(*grown));

		if (!grown)
			return -ENOMEM;
		ar->ranges = grown;
		*cap = c;
	}
	ar->ranges[ar->n++] = *r;
	return 0;
}

static struct seccache_range range_of_set(uint32_t first, uint32_t last,
					  const struct vset *set, uint32_t reads)
{
	struct seccache_range r = { .first = first, .last = last, .reads = reads };

	if (!set->any && set->n == 1) {
		r.constant = true;
		r.action = set->v[0];
	} else if (set->any) {
		r.any_action = true;
	} else {
		r.n_actions = set->n;
		memcpy(r.actions, set->v, set->n * sizeof(set->v[0]));
	}
	return r;
}

/*
 * Sweep the filters' partitions together: each elementary range combines
 * one piece of every filter, newest first from ALLOW.
 */
static int combine(const struct stack_job *j, uint32_t arch,
		   struct pieces *per_filter, struct seccache_arch_ranges *ar)
{
	size_t n = j->s->len, cap = 0;
	size_t *at = calloc(n ? n : 1, sizeof(*at));
	uint32_t first = 0;
	int ret = 0;

	if (!at)
		return -ENOMEM;
	for (;;) {
		uint32_t last = pin_block_last(j, first), reads = 0;
		struct vset set = { .n = 1, .v = { SECCACHE_RET_ALLOW } };
		struct seccache_range r;

		for (size_t i = n; i-- > 0;) {
			const struct piece *p;

			while (per_filter[i].v[at[i]].last < first)
				at[i]++;
			p = &per_filter[i].v[at[i]];
			if (p->last < last)
				last = p->last;
			set = vset_combine(&set, &p->set);
			reads |= p->reads;
		}
		if (pin_rejects(j, arch, first)) {
			set = (struct vset){ .n = 1, .v = { SECCACHE_RET_KILL_PROCESS } };
			reads = SECCACHE_READ_NR | SECCACHE_READ_ARCH;
		}
		r = range_of_set(first, last, &set, reads);
		ret = ranges_add(ar, &cap, &r);
		if (ret || last == UINT32_MAX)
			break;
		first = last + 1;
	}
	free(at);
	return ret;
}

static int analyze_arch(const struct stack_job *j, uint32_t arch,
			struct seccache_arch_ranges *ar)
{
	size_t n = j->s->len;
	struct pieces *per_filter = calloc(n ? n : 1, sizeof(*per_filter));
	struct explorer e = { .arch = arch, .path_budget = j->budget };
	int ret = per_filter ? 0 : -ENOMEM;

	for (size_t i = 0; i < n && !ret; i++)
		ret = analyze_filter(&e, j->s->filters[i], &per_filter[i]);
	ar->audit_arch = arch;
	if (!ret)
		ret = combine(j, arch, per_filter, ar);
	for (size_t i = 0; per_filter && i < n; i++)
		free(per_filter[i].v);
	free(per_filter);
	free(e.todo);
	return ret;
}

static bool is_abi_of(const struct seccache_analysis *a,
		      const struct seccache_arch *abi)
{
	for (size_t i = 0; i < a->n_abis; i++)
		if (a->abis[i] == abi)
			return true;
	return false;
}

static int analyze_precise(const struct seccache_stack *s,
			   const struct seccache_analyze_opts *opts,
			   struct seccache_analysis *a, struct seccache_error *err)
{
	struct stack_job j = { .s = s, .pin = opts->pin,
			       .budget = opts->budget ? opts->budget : DEFAULT_PATHS };
	const struct seccache_arch *native = s->native;
	uint32_t arches[2] = { native->audit_arch };
	int ret = 0;

	if (native->compat)
		arches[1] = native->compat->audit_arch;
	for (size_t i = 0; i < (native->compat ? 2U : 1U) && !ret; i++) {
		ret = analyze_arch(&j, arches[i], &a->arches[i]);
		a->n_arches = i + 1;
	}
	if (ret)
		return seccache_fail(err, ret, -1, "out of memory");
	return 0;
}

int seccache_analyze(const struct seccache_stack *s,
		     const struct seccache_analyze_opts *opts,
		     struct seccache_analysis **out, struct seccache_error *err)
{
	static const struct seccache_analyze_opts defaults;
	struct seccache_analysis *a;
	int ret;

	if (!opts)
		opts = &defaults;
	a = calloc(1, sizeof(*a));
	if (!a)
		return seccache_fail(err, -ENOMEM, -1, "out of memory");
	a->mode = opts->mode;
	a->n_abis = seccache_arch_abis(s->native, a->abis);
	if (opts->pin && !is_abi_of(a, opts->pin))
		ret = seccache_fail(err, -EINVAL, -1, "cannot pin to %s: not an ABI of %s",
				    opts->pin->name, s->native->name);
	else if (opts->mode == SECCACHE_MODE_KERNEL)
		ret = seccache_kcache_analyze(s, opts, a, err);
	else if (opts->mode == SECCACHE_MODE_PRECISE)
		ret = analyze_precise(s, opts, a, err);
	else
		ret = seccache_fail(err, -EINVAL, -1, "unknown analysis mode %d",
				    (int)opts->mode);
	if (ret) {
		seccache_analysis_free(a);
		return ret;
	}
	*out = a;
	return 0;
}

void seccache_analysis_free(struct seccache_analysis *a)
{
	if (!a)
		return;
	for (size_t i = 0; i < a->n_arches; i++)
		free(a->arches[i].ranges);
	free(a);
}

enum seccache_mode seccache_analysis_mode(const struct seccache_analysis *a)
{
	return a->mode;
}

size_t seccache_analysis_abis(const struct seccache_analysis *a,
			      const struct seccache_arch *abis[3])
{
	memcpy(abis, a->abis, a->n_abis * sizeof(abis[0]));
	return a->n_abis;
}

static const struct seccache_arch_ranges *arch_ranges(const struct seccache_analysis *a,
						      uint32_t audit_arch)
{
	for (size_t i = 0; i < a->n_arches; i++)
		if (a->arches[i].audit_arch == audit_arch)
			return &a->arches[i];
	return NULL;
}

size_t seccache_analysis_ranges(const struct seccache_analysis *a,
				uint32_t audit_arch,
				const struct seccache_range **ranges)
{
	const struct seccache_arch_ranges *ar = arch_ranges(a, audit_arch);

	if (!ar)
		return 0;
	*ranges = ar->ranges;
	return ar->n;
}

const struct seccache_range *seccache_analysis_lookup(const struct seccache_analysis *a,
						      uint32_t audit_arch,
						      uint32_t nr)
{
	const struct seccache_arch_ranges *ar = arch_ranges(a, audit_arch);
	size_t lo = 0, hi;

	if (!ar || !ar->n)
		return NULL;
	/* The last range whose first is <= nr: ranges cover [0, 2^32). */
	hi = ar->n;
	while (hi - lo > 1) {
		size_t mid = lo + (hi - lo) / 2;

		if (ar->ranges[mid].first <= nr)
			lo = mid;
		else
			hi = mid;
	}
	return &ar->ranges[lo];
}

const char *seccache_read_name(uint32_t bit)
{
	static const char *const names[] = {
		"nr", "arch", "instruction_pointer.lo", "instruction_pointer.hi",
		"args[0].lo", "args[0].hi", "args[1].lo", "args[1].hi",
		"args[2].lo", "args[2].hi", "args[3].lo", "args[3].hi",
		"args[4].lo", "args[4].hi", "args[5].lo", "args[5].hi",
	};

	if (!bit || (bit & (bit - 1)) || bit >= 1U << ARRAY_SIZE(names))
		return NULL;
	return names[__builtin_ctz(bit)];
}
