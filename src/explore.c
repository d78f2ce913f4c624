/* SPDX-License-Identifier: MIT */
/*
 * explore.c - the symbolic path explorer (explore.h): the fold of
 * seccomp_run_filters() over sets of inputs, for the optimizer (one side,
 * building a decision graph) and the equivalence decision (two sides on the
 * same paths, comparing their results).
 *
 * Registers hold expressions over the words of seccomp_data (hash-consed,
 * so one computation has one id wherever it happens). A path's inputs are
 * a domain per word (interval, known bits, excluded masked values: what
 * libseccomp's comparisons of whole words and masked words need, exactly)
 * and atoms for conditions on other computed values. Jumps are decided by
 * the precise analysis's value domain (absval.h) evaluated over the
 * domains, by the exclusions and by the atoms; the rest split the path.
 */
#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "explore.h"
#include "internal.h"
#include "opcode.h"

/* ------------------------------------------------------------------ */
/* Expressions                                                         */
/* ------------------------------------------------------------------ */

static uint64_t mix(uint64_t h)
{
	h ^= h >> 33;
	h *= 0xff51afd7ed558ccdULL;
	h ^= h >> 33;
	return h;
}

static uint64_t key_hash(const void *key, size_t len)
{
	const unsigned char *b = key;
	uint64_t h = 0x9e3779b97f4a7c15ULL;

	for (size_t i = 0; i < len; i += 8) {
		uint64_t w = 0;

		memcpy(&w, b + i, len - i < 8 ? len - i : 8);
		h = mix(h ^ w);
	}
	return h;
}

static int hcons_grow(struct sc_hcons *h, const void *v, size_t n, size_t size,
		      size_t key_size)
{
	size_t cap = h->n_slots ? 2 * h->n_slots : 1024;
	uint32_t *s = malloc(cap * sizeof(*s));

	if (!s)
		return -ENOMEM;
	memset(s, 0xff, cap * sizeof(*s));
	for (size_t i = 0; i < n; i++) {
		size_t at = key_hash((const char *)v + i * size, key_size) & (cap - 1);

		while (s[at] != UINT32_MAX)
			at = (at + 1) & (cap - 1);
		s[at] = (uint32_t)i;
	}
	free(h->slots);
	h->slots = s;
	h->n_slots = cap;
	return 0;
}

int64_t sc_hcons_find(struct sc_hcons *h, const void *v, size_t n, size_t size,
		      const void *key, size_t key_size, uint32_t **slot)
{
	size_t at;

	if (2 * (n + 1) > h->n_slots && hcons_grow(h, v, n, size, key_size))
		return -ENOMEM;
	for (at = key_hash(key, key_size) & (h->n_slots - 1); h->slots[at] != UINT32_MAX;
	     at = (at + 1) & (h->n_slots - 1))
		if (!memcmp((const char *)v + (size_t)h->slots[at] * size, key, key_size))
			return h->slots[at];
	*slot = &h->slots[at];
	return -1;
}

void sc_hcons_free(struct sc_hcons *h)
{
	free(h->slots);
	*h = (struct sc_hcons){ 0 };
}

int sc_expr_pool_init(struct expr_pool *p)
{
	*p = (struct expr_pool){ 0 };
	return 0;
}

void sc_expr_pool_free(struct expr_pool *p)
{
	free(p->v);
	sc_hcons_free(&p->index);
	*p = (struct expr_pool){ 0 };
}

static expr_id xmake(struct expr_pool *p, uint8_t kind, uint8_t op, uint32_t k,
		     expr_id l, expr_id r)
{
	struct expr_node key, *v;
	uint32_t *slot;
	int64_t id;

	memset(&key, 0, sizeof(key));
	key.kind = kind;
	key.op = op;
	key.k = k;
	key.l = l;
	key.r = r;
	id = sc_hcons_find(&p->index, p->v, p->n, sizeof(*p->v), &key,
			   offsetof(struct expr_node, depth), &slot);
	if (id >= 0 || id == -ENOMEM)
		return id >= 0 ? (expr_id)id : EXPR_NONE;
	v = sc_grow(p->v, &p->cap, p->n, sizeof(*v));
	if (!v || p->n >= EXPR_NONE - 1)
		return EXPR_NONE;
	p->v = v;
	v[p->n] = key;
	if (kind == EXPR_WORD)
		v[p->n].words = 1U << k;
	if (kind == EXPR_ALU) {
		uint16_t dl = v[l].depth, dr = op == BPF_NEG ? 0 : v[r].depth;
		uint16_t d = dl > dr ? dl : dr;

		v[p->n].depth = d < UINT16_MAX ? d + 1 : d;
		v[p->n].words = v[l].words | (op == BPF_NEG ? 0 : v[r].words);
	}
	*slot = (uint32_t)p->n;
	return (expr_id)p->n++;
}

expr_id sc_expr_const(struct expr_pool *p, uint32_t c)
{
	return xmake(p, EXPR_CONST, 0, c, 0, 0);
}

expr_id sc_expr_word(struct expr_pool *p, unsigned int w)
{
	return xmake(p, EXPR_WORD, 0, w, 0, 0);
}

/*
 * op(l, r), simplified: constants folded, identities dropped, shift counts
 * reduced as the eBPF translation does (& 31), masks of masks merged.
 */
expr_id sc_expr_alu(struct expr_pool *p, uint16_t op, expr_id l, expr_id r)
{
	const struct expr_node *L, *R;
	uint32_t k;

	if (l == EXPR_NONE || (op != BPF_NEG && r == EXPR_NONE))
		return EXPR_NONE;
	L = &p->v[l];
	if (op == BPF_NEG)
		return L->kind == EXPR_CONST ? sc_expr_const(p, -L->k) :
		       xmake(p, EXPR_ALU, BPF_NEG, 0, l, 0);
	R = &p->v[r];
	if (R->kind == EXPR_CONST) {
		k = R->k;
		if ((op == BPF_LSH || op == BPF_RSH) && k > 31) {
			r = sc_expr_const(p, k & 31);
			return sc_expr_alu(p, op, l, r);
		}
		if (L->kind == EXPR_CONST)	/* division by a constant 0 never gets here */
			return sc_expr_const(p, op == BPF_DIV && !k ? 0 : bpf_alu(op, L->k, k));
		if ((!k && (op == BPF_ADD || op == BPF_SUB || op == BPF_OR || op == BPF_XOR ||
			    op == BPF_LSH || op == BPF_RSH)) ||
		    (k == 1 && (op == BPF_MUL || op == BPF_DIV)) ||
		    (k == UINT32_MAX && op == BPF_AND))
			return l;
		if (!k && (op == BPF_AND || op == BPF_MUL))
			return r;
		/* x - c is x + -c; constants added one after the other add up. */
		if (op == BPF_SUB)
			return sc_expr_alu(p, BPF_ADD, l, sc_expr_const(p, -k));
		if (op == BPF_ADD && L->kind == EXPR_ALU && L->op == BPF_ADD &&
		    p->v[L->r].kind == EXPR_CONST)
			return sc_expr_alu(p, BPF_ADD, p->v[l].l,
					   sc_expr_const(p, p->v[L->r].k + k));
		if (op == BPF_AND && L->kind == EXPR_ALU && L->op == BPF_AND &&
		    p->v[L->r].kind == EXPR_CONST) {
			expr_id m = sc_expr_const(p, p->v[L->r].k & k);

			return sc_expr_alu(p, BPF_AND, p->v[l].l, m);
		}
	}
	return xmake(p, EXPR_ALU, (uint8_t)op, 0, l, r);
}

static uint32_t x_eval(struct expr_pool *p, expr_id e, const uint32_t w[DATA_WORDS])
{
	struct expr_node *x = &p->v[e];
	uint32_t a, b = 0;

	switch (x->kind) {
	case EXPR_CONST:
		return x->k;
	case EXPR_WORD:
		return w[x->k];
	}
	if (x->gen == p->gen)
		return x->memo.umin;
	a = x_eval(p, x->l, w);
	if (x->op != BPF_NEG)
		b = x_eval(p, x->r, w);
	x = &p->v[e];
	x->gen = p->gen;
	/* A division by 0 never runs: the path that reaches it has X != 0. */
	x->memo.umin = x->op == BPF_DIV && !b ? 0 : bpf_alu(x->op, a, b);
	return x->memo.umin;
}

uint32_t sc_expr_eval(struct expr_pool *p, expr_id e, const uint32_t w[DATA_WORDS])
{
	p->gen++;
	return x_eval(p, e, w);
}

/* ------------------------------------------------------------------ */
/* Word domains                                                        */
/* ------------------------------------------------------------------ */

static uint32_t low_mask(int bit)
{
	return bit >= 31 ? UINT32_MAX : (uint32_t)((2ULL << bit) - 1);
}

/* The least v >= x of the known bits (tv, tm): false if there is none. */
static bool tnum_next(uint32_t tv, uint32_t tm, uint32_t x, uint32_t *out)
{
	uint32_t bad = (x & ~tm) ^ tv;
	int i, j;

	if (!bad) {
		*out = x;
		return true;
	}
	i = 31 - __builtin_clz(bad);
	if (tv & (1U << i)) {	/* x has 0 where 1 is known: raise it there */
		*out = (x & ~low_mask(i)) | (1U << i) | (tv & (low_mask(i) >> 1));
		return true;
	}
	/* x has 1 where 0 is known: raise an unknown 0 bit above i. */
	for (j = i + 1; j < 32; j++) {
		if ((tm >> j & 1) && !(x >> j & 1)) {
			*out = (x & ~low_mask(j)) | (1U << j) | (tv & (low_mask(j) >> 1));
			return true;
		}
	}
	return false;
}

/* The greatest v <= x of the known bits: false if there is none. */
static bool tnum_prev(uint32_t tv, uint32_t tm, uint32_t x, uint32_t *out)
{
	uint32_t bad = (x & ~tm) ^ tv, fill = tv | tm;
	int i, j;

	if (!bad) {
		*out = x;
		return true;
	}
	i = 31 - __builtin_clz(bad);
	if (!(tv & (1U << i))) {	/* x has 1 where 0 is known: lower it there */
		*out = (x & ~low_mask(i)) | (fill & (low_mask(i) >> 1));
		return true;
	}
	for (j = i + 1; j < 32; j++) {
		if ((tm >> j & 1) && (x >> j & 1)) {
			*out = (x & ~low_mask(j)) | (fill & (low_mask(j) >> 1));
			return true;
		}
	}
	return false;
}

/* Make interval and known bits agree; false if no value is left. */
static bool dom_norm(struct word_domain *d)
{
	uint32_t lo, hi, rv, rm;

	d->tv &= ~d->tm;
	if (d->umin > d->umax || !tnum_next(d->tv, d->tm, d->umin, &lo) ||
	    !tnum_prev(d->tv, d->tm, d->umax, &hi) || lo > hi)
		return false;
	d->umin = lo;
	d->umax = hi;
	sc_tnum_range(lo, hi, &rv, &rm);
	d->tm &= rm;
	d->tv = (d->tv | rv) & ~d->tm;
	return true;
}

/*
 * A search for one value of a domain: bits from the top, pruned by bounds
 * and exclusions, and where c is set, by c's atoms evaluated with word w
 * narrowed to the values left (c's other words are single values).
 */
struct search {
	const struct word_domain *d;
	unsigned int budget;
	uint64_t rng;
	struct expr_pool *p;
	struct cond_set *c;
	unsigned int w;
};

static bool atoms_refuted(struct expr_pool *p, const struct cond_set *c);
static bool dom_norm(struct word_domain *d);

static int dom_dfs(struct search *s, int bit, uint32_t fixed, uint32_t *out)
{
	const struct word_domain *d = s->d;
	uint32_t low = bit < 0 ? 0 : low_mask(bit);
	uint32_t min = fixed | (d->tv & low), max = fixed | ((d->tv | d->tm) & low);
	bool unknown = false;
	int first;

	if (max < d->umin || min > d->umax)
		return 0;
	for (unsigned int i = 0; i < d->n_ex; i++)
		if (!(d->ex[i].m & low) && (fixed & d->ex[i].m) == d->ex[i].v)
			return 0;
	if (s->c) {
		struct word_domain *wd = &s->c->w[s->w];

		*wd = (struct word_domain){ .umin = min > d->umin ? min : d->umin,
					    .umax = max < d->umax ? max : d->umax,
					    .tv = fixed | (d->tv & low), .tm = d->tm & low };
		if (!dom_norm(wd) || atoms_refuted(s->p, s->c))
			return 0;
	}
	if (bit < 0) {
		*out = fixed;
		return 1;
	}
	if (!s->budget)
		return -1;
	s->budget--;
	if (!(d->tm >> bit & 1))
		return dom_dfs(s, bit - 1, fixed | (d->tv & (1U << bit)), out);
	if (s->rng) {
		s->rng = mix(s->rng + 0x9e3779b97f4a7c15ULL);
		first = (int)(s->rng & 1);
	} else {
		first = 0;
	}
	for (int k = 0; k < 2; k++) {
		uint32_t b = (uint32_t)(first ^ k) << bit;
		int r = dom_dfs(s, bit - 1, fixed | b, out);

		if (r > 0)
			return r;
		unknown |= r < 0;
	}
	return unknown ? -1 : 0;
}

/* A value of d into *out: 1, 0 if there is none, -1 past the search's budget. */
static int dom_pick(const struct word_domain *d, uint64_t seed, uint32_t *out)
{
	struct search s = { .d = d, .budget = 4096, .rng = seed };

	return dom_dfs(&s, 31, 0, out);
}

static void dom_full(struct word_domain *d)
{
	*d = (struct word_domain){ .umax = UINT32_MAX, .tm = UINT32_MAX };
}

void sc_cond_set_init(struct cond_set *c, uint32_t arch, uint32_t first, uint32_t last)
{
	for (unsigned int i = 0; i < DATA_WORDS; i++)
		dom_full(&c->w[i]);
	c->w[WORD_ARCH] = (struct word_domain){ .umin = arch, .umax = arch, .tv = arch };
	c->w[WORD_NR].umin = first;
	c->w[WORD_NR].umax = last;
	dom_norm(&c->w[WORD_NR]);
	c->n_atoms = 0;
	c->dropped = false;
}

/* ------------------------------------------------------------------ */
/* Abstract values of expressions over a path's domains               */
/* ------------------------------------------------------------------ */

static struct absval dom_absval(const struct word_domain *d)
{
	struct absval v = { .umin = d->umin, .umax = d->umax, .tv = d->tv, .tm = d->tm,
			  .deps = DEP_OTHER };

	return d->umin == d->umax ? sc_absval_const(d->umin) : v;
}

static struct absval x_absval(struct expr_pool *p, const struct cond_set *c, expr_id e)
{
	struct expr_node *x = &p->v[e];
	struct absval a, b;

	switch (x->kind) {
	case EXPR_CONST:
		return sc_absval_const(x->k);
	case EXPR_WORD:
		return dom_absval(&c->w[x->k]);
	}
	if (x->gen == p->gen)
		return x->memo;
	a = x_absval(p, c, x->l);
	b = x->op == BPF_NEG ? a : x_absval(p, c, x->r);
	if (x->op == BPF_DIV && b.umin == 0) {
		/* Only paths with a divisor other than 0 get here. */
		if (b.umax == 0)
			return sc_absval_any(DEP_OTHER);
		b.umin = 1;
		b = sc_absval_normalize(b);
	}
	x = &p->v[e];
	x->memo = sc_absval_alu(x->op, &a, &b);
	x->gen = p->gen;
	return x->memo;
}

/*
 * e with each word the domains hold to one value replaced by that value,
 * simplified as sc_expr_alu() simplifies: the form a filter builds when it
 * loads the word after a jeq fixed it (load_word()). Atoms and results are
 * compared in this form, so that a condition met on the word before the
 * jeq and met again on the value after it is one condition, not two
 * facts the atoms cannot relate.
 */
static expr_id x_fixed(struct expr_pool *p, const struct cond_set *c, uint32_t fixed_words,
		       expr_id e)
{
	const struct expr_node *x = &p->v[e];
	expr_id l, r, f;

	/* Reading no fixed word (a constant reads none), e is its own form. */
	if (!(x->words & fixed_words))
		return e;
	if (x->kind == EXPR_WORD)
		return sc_expr_const(p, c->w[x->k].umin);
	if (x->fixed_gen == p->fixed_gen)
		return x->fixed;
	/* Making expressions may move the pool: x is read again after each. */
	l = x_fixed(p, c, fixed_words, x->l);
	x = &p->v[e];
	r = x->op == BPF_NEG ? x->r : x_fixed(p, c, fixed_words, x->r);
	x = &p->v[e];
	f = l == x->l && r == x->r ? e : sc_expr_alu(p, x->op, l, r);
	p->v[e].fixed_gen = p->fixed_gen;
	p->v[e].fixed = f;
	return f;
}

/* e's fixed form; e itself if memory runs out (its value is the same). */
static expr_id fixed(struct expr_pool *p, const struct cond_set *c, expr_id e)
{
	uint32_t fixed_words = 0;
	expr_id f;

	for (unsigned int i = 0; i < DATA_WORDS; i++)
		if (c->w[i].umin == c->w[i].umax)
			fixed_words |= 1U << i;
	p->fixed_gen++;
	f = x_fixed(p, c, fixed_words, e);
	return f == EXPR_NONE ? e : f;
}

/* ------------------------------------------------------------------ */
/* Conditions                                                          */
/* ------------------------------------------------------------------ */

/*
 * A condition on one word that the domains hold exactly: (word & mask) op
 * k. JGT and JGE only on whole words; JSET as (word & mask) != 0.
 */
struct wcond {
	unsigned int w;
	uint16_t op;
	uint32_t mask, k;
};

/*
 * l op r as a condition on one word, if it is one; *negate set when the
 * operands were swapped (k > w is not w >= k).
 */
static bool word_cond(const struct expr_pool *p, uint16_t op, expr_id l, expr_id r,
		      struct wcond *wc, bool *negate)
{
	const struct expr_node *L = &p->v[l], *R = &p->v[r];
	uint32_t k;

	*negate = false;
	if (L->kind == EXPR_CONST && R->kind == EXPR_WORD && op != BPF_JSET) {
		/* c == w, c > w (not w >= c), c >= w (not w > c) */
		*wc = (struct wcond){ R->k, op, UINT32_MAX, L->k };
		if (op == BPF_JGT) {
			wc->op = BPF_JGE;
			*negate = true;
		} else if (op == BPF_JGE) {
			wc->op = BPF_JGT;
			*negate = true;
		}
		return true;
	}
	if (R->kind != EXPR_CONST)
		return false;
	k = R->k;
	/* f(x) == k is x == f^-1(k) where f adds, subtracts or flips a constant. */
	while (op == BPF_JEQ && L->kind == EXPR_ALU &&
	       (L->op == BPF_NEG || ((L->op == BPF_ADD || L->op == BPF_SUB ||
				      L->op == BPF_XOR) && p->v[L->r].kind == EXPR_CONST))) {
		uint32_t c = L->op == BPF_NEG ? 0 : p->v[L->r].k;

		k = L->op == BPF_NEG ? -k : L->op == BPF_ADD ? k - c :
		    L->op == BPF_SUB ? k + c : k ^ c;
		L = &p->v[L->l];
	}
	if (L->kind == EXPR_WORD) {
		*wc = (struct wcond){ L->k, op, UINT32_MAX, k };
		if (op == BPF_JSET) {
			wc->mask = k;
			wc->k = 0;
		}
		return true;
	}
	if (L->kind == EXPR_ALU && L->op == BPF_AND && p->v[L->l].kind == EXPR_WORD &&
	    p->v[L->r].kind == EXPR_CONST && (op == BPF_JEQ || op == BPF_JSET)) {
		uint32_t m = p->v[L->r].k;

		*wc = (struct wcond){ p->v[L->l].k, op, m, k };
		if (op == BPF_JSET) {
			wc->mask = m & k;
			wc->k = 0;
		}
		return true;
	}
	return false;
}

/* Whether a word's exclusions decide wc: 1, 0 or -1. */
static int excluded(const struct word_domain *d, const struct wcond *wc)
{
	for (unsigned int i = 0; i < d->n_ex; i++) {
		if (d->ex[i].m != wc->mask)
			continue;
		if (wc->op == BPF_JEQ && d->ex[i].v == wc->k)
			return 0;
		if (wc->op == BPF_JSET && d->ex[i].v == 0)
			return 1;
	}
	if (wc->op == BPF_JEQ && (wc->k & ~wc->mask))
		return 0;
	return -1;
}

/* Whether c's domains (not its atoms) decide l op r: 1, 0 or -1. */
static int decide_domains(struct expr_pool *p, const struct cond_set *c, uint16_t op,
			  expr_id l, expr_id r)
{
	struct absval a, b;
	struct wcond wc;
	bool negate;
	int t;

	/* One value compared with itself (tax; jge x): jeq and jge hold, jgt does not. */
	if (l == r && op != BPF_JSET)
		return op != BPF_JGT;
	p->gen++;
	a = x_absval(p, c, l);
	b = x_absval(p, c, r);
	t = sc_absval_jump(op, &a, &b);
	if (t >= 0)
		return t;
	if (word_cond(p, op, l, r, &wc, &negate) && wc.op != BPF_JGT && wc.op != BPF_JGE) {
		t = excluded(&c->w[wc.w], &wc);
		if (t >= 0)
			return negate ? !t : t;
	}
	return -1;
}

/* Whether c decides l op r: 1 it holds, 0 it does not, -1 both happen. */
static int decide(struct expr_pool *p, const struct cond_set *c, uint16_t op, expr_id l, expr_id r)
{
	int t;

	/* In the atoms' form (fix_atoms()), so that one condition is one atom. */
	l = fixed(p, c, l);
	r = fixed(p, c, r);
	t = decide_domains(p, c, op, l, r);
	if (t >= 0)
		return t;
	for (unsigned int i = 0; i < c->n_atoms; i++)
		if (c->atoms[i].op == op && c->atoms[i].l == l && c->atoms[i].r == r)
			return c->atoms[i].holds;
	return -1;
}

static bool add_ex(struct word_domain *d, uint32_t m, uint32_t v)
{
	if (d->n_ex == WORD_MAX_EXCLUDED)
		return false;
	d->ex[d->n_ex].m = m;
	d->ex[d->n_ex++].v = v;
	return true;
}

/*
 * Narrow [*lo, *hi], the values of expression e, by atom at if it compares
 * e with a constant.
 */
static void bound_by_atom(const struct expr_pool *p, const struct expr_condition *at, expr_id e,
			  uint64_t *lo, uint64_t *hi)
{
	bool left = at->l == e && p->v[at->r].kind == EXPR_CONST;
	bool right = at->r == e && p->v[at->l].kind == EXPR_CONST;
	uint64_t k;

	if (!left && !right)
		return;
	k = p->v[left ? at->r : at->l].k;
	switch (at->op) {
	case BPF_JEQ:
		if (at->holds) {
			*lo = *lo > k ? *lo : k;
			*hi = *hi < k ? *hi : k;
		} else if (k == *lo) {
			(*lo)++;
		} else if (k == *hi && *hi) {
			(*hi)--;
		}
		break;
	case BPF_JGT:	/* e > k, or k > e */
	case BPF_JGE:
		if (left == at->holds) {	/* e > k or e >= k */
			k += at->op == BPF_JGT ? (left ? 1 : 0) : (left ? 0 : 1);
			*lo = *lo > k ? *lo : k;
		} else {			/* e <= k or e < k */
			if (at->op == BPF_JGT ? !left : left) {
				if (!k) {
					*lo = 1;
					*hi = 0;
					break;
				}
				k--;
			}
			*hi = *hi < k ? *hi : k;
		}
		break;
	}
}

/*
 * Whether c's domains contradict one of its atoms, or its atoms comparing
 * one computed value with constants leave that value nothing.
 */
static bool atoms_refuted(struct expr_pool *p, const struct cond_set *c)
{
	for (unsigned int i = 0; i < c->n_atoms; i++) {
		const struct expr_condition *at = &c->atoms[i];
		expr_id e = p->v[at->r].kind == EXPR_CONST ? at->l : at->r;
		uint64_t lo, hi;
		struct absval v;
		int t = decide_domains(p, c, at->op, at->l, at->r);

		if (t >= 0 && t != at->holds)
			return true;
		if (p->v[at->l].kind != EXPR_CONST && p->v[at->r].kind != EXPR_CONST)
			continue;
		p->gen++;
		v = x_absval(p, c, e);
		lo = v.umin;
		hi = v.umax;
		for (unsigned int k = 0; k < c->n_atoms && lo <= hi; k++)
			bound_by_atom(p, &c->atoms[k], e, &lo, &hi);
		if (lo > hi)
			return true;
	}
	return false;
}

/* Narrow a word's domain by wc == holds; false if no input is left. */
static bool refine_word(struct cond_set *c, const struct wcond *wc, bool holds,
			bool *kept)
{
	struct word_domain *d = &c->w[wc->w];
	uint32_t v;

	*kept = true;
	switch (wc->op) {
	case BPF_JEQ:
		if (holds) {
			if ((wc->k & ~wc->mask) || ((d->tv ^ wc->k) & wc->mask & ~d->tm))
				return false;
			d->tv = (d->tv & ~wc->mask) | wc->k;
			d->tm &= ~wc->mask;
		} else if (wc->mask == UINT32_MAX && wc->k == d->umin) {
			if (d->umin == d->umax)
				return false;
			d->umin++;
		} else if (wc->mask == UINT32_MAX && wc->k == d->umax) {
			if (d->umin == d->umax)
				return false;
			d->umax--;
		} else {
			*kept = add_ex(d, wc->mask, wc->k);
		}
		break;
	case BPF_JGT:
		if (holds) {
			if (wc->k == UINT32_MAX)
				return false;
			if (d->umin < wc->k + 1)
				d->umin = wc->k + 1;
		} else if (d->umax > wc->k) {
			d->umax = wc->k;
		}
		break;
	case BPF_JGE:
		if (holds) {
			if (d->umin < wc->k)
				d->umin = wc->k;
		} else {
			if (!wc->k)
				return false;
			if (d->umax > wc->k - 1)
				d->umax = wc->k - 1;
		}
		break;
	default:	/* BPF_JSET: (w & mask) != 0 */
		if (!holds) {
			if (d->tv & wc->mask)
				return false;
			d->tm &= ~wc->mask;
		} else if (!wc->mask) {
			return false;
		} else if (__builtin_popcount(wc->mask) == 1) {
			d->tv |= wc->mask;
			d->tm &= ~wc->mask;
		} else {
			*kept = add_ex(d, wc->mask, 0);
		}
		break;
	}
	return dom_norm(d) && dom_pick(d, 0, &v) != 0;
}

/*
 * A word became one value: every atom in its fixed form again (x_fixed()),
 * and those the domains now hold dropped, their slots free. One the
 * domains now refute stays, for atoms_refuted() to end the path.
 */
static void fix_atoms(struct expr_pool *p, struct cond_set *c)
{
	unsigned int n = 0;

	for (unsigned int i = 0; i < c->n_atoms; i++) {
		struct expr_condition at = c->atoms[i];

		at.l = fixed(p, c, at.l);
		at.r = fixed(p, c, at.r);
		if (decide_domains(p, c, at.op, at.l, at.r) != at.holds)
			c->atoms[n++] = at;
	}
	c->n_atoms = (uint8_t)n;
}

/* c and (l op r) == holds; false if no input is left. */
static bool refine(struct expr_pool *p, struct cond_set *c, uint16_t op, expr_id l, expr_id r,
		   bool holds)
{
	struct wcond wc;
	bool negate, kept = false;

	l = fixed(p, c, l);
	r = fixed(p, c, r);
	if (word_cond(p, op, l, r, &wc, &negate)) {
		bool open = c->w[wc.w].umin != c->w[wc.w].umax;

		if (!refine_word(c, &wc, negate ? !holds : holds, &kept))
			return false;
		if (open && c->w[wc.w].umin == c->w[wc.w].umax)
			fix_atoms(p, c);
	}
	/* Not held by a domain: an atom, or dropped (sound) when full. */
	if (!kept && c->n_atoms < COND_MAX_ATOMS)
		c->atoms[c->n_atoms++] = (struct expr_condition){ l, r, (uint8_t)op, holds };
	else if (!kept)
		c->dropped = true;
	/* Narrower domains may contradict an atom: then no input is left. */
	return !atoms_refuted(p, c);
}

bool sc_cond_set_same(struct expr_pool *p, const struct cond_set *c, expr_id a, expr_id b)
{
	return decide(p, c, BPF_JEQ, a, b) == 1;
}

/* Whether the words w satisfy every atom of c. */
static bool atoms_hold(struct expr_pool *p, const struct cond_set *c, const uint32_t w[DATA_WORDS])
{
	p->gen++;
	for (unsigned int i = 0; i < c->n_atoms; i++) {
		const struct expr_condition *at = &c->atoms[i];
		uint32_t a = x_eval(p, at->l, w), b = x_eval(p, at->r, w);

		if (bpf_jump_holds(at->op, a, b) != at->holds)
			return false;
	}
	return true;
}

/*
 * Atoms on computed values: one word at a time, the others fixed, a search
 * over its bits that evaluates the atoms over the values left, so that a
 * narrow band of a computed value is found without guessing.
 */
static int pick_for_atoms(struct expr_pool *p, const struct cond_set *c, uint32_t w[DATA_WORDS])
{
	struct cond_set *t = malloc(sizeof(*t));
	uint32_t read = 0, open = 0;
	int found = -1;

	if (!t)
		return -1;
	for (unsigned int i = 0; i < c->n_atoms; i++)
		read |= p->v[c->atoms[i].l].words | p->v[c->atoms[i].r].words;
	for (unsigned int i = 0; i < DATA_WORDS; i++)
		if ((read >> i & 1) && c->w[i].umin != c->w[i].umax)
			open |= 1U << i;
	if (__builtin_popcount(open) == 1) {
		/* One word decides every atom: its search is the whole answer. */
		unsigned int i = (unsigned int)__builtin_ctz(open);
		struct search s = { .d = &c->w[i], .budget = 1U << 16, .p = p, .c = t, .w = i };

		*t = *c;
		for (unsigned int k = 0; k < DATA_WORDS; k++)
			if (k != i)
				t->w[k] = (struct word_domain){ .umin = w[k], .umax = w[k], .tv = w[k] };
		found = dom_dfs(&s, 31, 0, &w[i]);
		free(t);
		return found > 0 && !atoms_hold(p, c, w) ? -1 : found;
	}
	for (unsigned int round = 0; round < 2 && found < 0; round++) {
		for (unsigned int i = 0; i < DATA_WORDS && found < 0; i++) {
			struct search s = { .d = &c->w[i], .budget = 4096, .p = p, .c = t, .w = i };
			uint32_t v;

			if (c->w[i].umin == c->w[i].umax)
				continue;
			*t = *c;
			for (unsigned int k = 0; k < DATA_WORDS; k++)
				t->w[k] = (struct word_domain){ .umin = w[k], .umax = w[k], .tv = w[k] };
			if (dom_dfs(&s, 31, 0, &v) > 0) {
				w[i] = v;
				if (atoms_hold(p, c, w))
					found = 1;
			}
		}
	}
	free(t);
	return found;
}

int sc_cond_set_pick(struct expr_pool *p, const struct cond_set *c, uint64_t seed,
		     uint32_t w[DATA_WORDS])
{
	for (unsigned int attempt = 0; attempt < 16; attempt++) {
		uint64_t s = attempt || seed ? mix(seed + attempt + 1) : 0;
		bool ok = true;

		for (unsigned int i = 0; i < DATA_WORDS; i++) {
			int r = dom_pick(&c->w[i], s ? s + i : 0, &w[i]);

			if (r == 0)
				return 0;
			if (r < 0)
				ok = false;
		}
		if (ok && atoms_hold(p, c, w))
			return 1;
		if (ok && !attempt && pick_for_atoms(p, c, w) > 0)
			return 1;
	}
	return -1;
}

/* ------------------------------------------------------------------ */
/* Decision graphs                                                     */
/* ------------------------------------------------------------------ */

int sc_decision_graph_init(struct decision_graph *g)
{
	*g = (struct decision_graph){ 0 };
	return 0;
}

void sc_decision_graph_free(struct decision_graph *g)
{
	free(g->v);
	sc_hcons_free(&g->index);
	*g = (struct decision_graph){ 0 };
}

static int64_t decision_make(struct decision_graph *g, const struct decision_node *d)
{
	struct decision_node *v;
	uint32_t *slot;
	int64_t id = sc_hcons_find(&g->index, g->v, g->n, sizeof(*g->v), d, sizeof(*d), &slot);

	if (id != -1)
		return id;
	v = sc_grow(g->v, &g->cap, g->n, sizeof(*v));
	if (!v)
		return -ENOMEM;
	g->v = v;
	v[g->n] = *d;
	*slot = (uint32_t)g->n;
	return (int64_t)g->n++;
}

int64_t sc_decision_ret(struct decision_graph *g, expr_id value)
{
	struct decision_node d;

	if (value == EXPR_NONE)		/* the pool ran out of memory making it */
		return -ENOMEM;
	memset(&d, 0, sizeof(d));	/* compared with memcmp */
	d.kind = DECISION_RET;
	d.l = value;
	return decision_make(g, &d);
}

int64_t sc_decision_test(struct decision_graph *g, uint16_t op, expr_id l, expr_id r,
			 uint32_t t, uint32_t f)
{
	struct decision_node d;

	if (l == EXPR_NONE || r == EXPR_NONE)
		return -ENOMEM;
	if (t == f)
		return t;
	memset(&d, 0, sizeof(d));
	d.kind = DECISION_TEST;
	d.op = (uint8_t)op;
	d.l = l;
	d.r = r;
	d.t = t;
	d.f = f;
	return decision_make(g, &d);
}

/* ------------------------------------------------------------------ */
/* Exploring                                                           */
/* ------------------------------------------------------------------ */

void sc_filter_may_return(const struct seccache_filter *f, struct value_set *may)
{
	*may = (struct value_set){ 0 };
	for (size_t pc = 0; pc < f->len; pc++) {
		uint16_t code = f->insns[pc].code;

		if (code == (BPF_RET | BPF_K))
			sc_value_set_add(may, f->insns[pc].k);
		else if (BPF_CLASS(code) == BPF_RET)
			may->any = true;
		else if (code == (BPF_ALU | BPF_DIV | BPF_X))
			sc_value_set_add(may, 0);	/* division by X == 0 returns 0 */
	}
}

/* One filter's registers: expressions. */
struct expr_regs {
	uint32_t pc;
	expr_id a, x, m[BPF_MEMWORDS];
};

/* A path: what it knows of its inputs and where each fold stands. */
struct fold_path {
	struct cond_set c;
	size_t fold;		/* the fold running */
	size_t left;		/* its filters not run yet: filters[left - 1] next */
	bool running;		/* inside filters[left - 1] */
	expr_id best;		/* the running fold's result so far */
	expr_id results[2];
	struct expr_regs m;
};

/* What happens on each side of a split. */
enum outcome { OUT_JUMP, OUT_DIV, OUT_BEATS };

static int64_t explore_path(struct path_exploration *j, struct fold_path *p);

/* seccomp_run_filters()'s order as an unsigned one: signed action bits. */
static expr_id action_key(struct expr_pool *pool, expr_id v)
{
	return sc_expr_alu(pool, BPF_XOR,
			   sc_expr_alu(pool, BPF_AND, v,
				       sc_expr_const(pool, SECCACHE_RET_ACTION_FULL)),
			   sc_expr_const(pool, 0x80000000U));
}

/* The running filter returned v: fold it into the fold's result. */
static int64_t filter_returns(struct path_exploration *j, struct fold_path *p, expr_id v);

/*
 * Move p on by outcome o of a split: true with *res when that ended p's
 * exploration (the filter returned), false when p is to run on.
 */
static bool follow_outcome(struct path_exploration *j, struct fold_path *p, enum outcome o,
			   bool holds, const struct seccache_insn *in, expr_id v, int64_t *res)
{
	switch (o) {
	case OUT_JUMP:
		p->m.pc += 1 + (holds ? in->jt : in->jf);
		break;
	case OUT_DIV:	/* holds: X == 0, and the filter returns 0 */
		if (holds) {
			*res = filter_returns(j, p, sc_expr_const(j->pool, 0));
			return true;
		}
		p->m.a = sc_expr_alu(j->pool, BPF_DIV, p->m.a, p->m.x);
		p->m.pc++;
		break;
	case OUT_BEATS:	/* holds: v does not beat the result so far */
		if (!holds)
			p->best = v;
		p->running = false;
		p->left--;
		break;
	}
	return false;
}

/* Split p on (l op r): each side narrowed, moved on by o, explored. */
static int64_t split_path(struct path_exploration *j, struct fold_path *p, uint16_t op,
			  expr_id l, expr_id r, enum outcome o, const struct seccache_insn *in,
			  expr_id v)
{
	struct fold_path *q = malloc(sizeof(*q));
	int64_t t = 0, f = 0;
	bool t_ok, f_ok;

	if (!q)
		return -ENOMEM;
	*q = *p;
	t_ok = refine(j->pool, &p->c, op, l, r, true);
	f_ok = refine(j->pool, &q->c, op, l, r, false);
	if (t_ok && !follow_outcome(j, p, o, true, in, v, &t))
		t = explore_path(j, p);
	if (t >= 0 && t != EXPLORE_STOP && f_ok && !follow_outcome(j, q, o, false, in, v, &f))
		f = explore_path(j, q);
	free(q);
	if (t < 0 || t == EXPLORE_STOP)
		return t;
	if (f < 0 || f == EXPLORE_STOP)
		return f;
	if (!j->graph)
		return 0;
	/* A side no input takes: the other one stands for both. */
	if (!t_ok && !f_ok)	/* no input reaches p: any code will do */
		return sc_decision_ret(j->graph, sc_expr_const(j->pool, SECCACHE_RET_KILL_PROCESS));
	if (!t_ok)
		return f;
	if (!f_ok)
		return t;
	return sc_decision_test(j->graph, op, l, r, (uint32_t)t, (uint32_t)f);
}

static int64_t filter_returns(struct path_exploration *j, struct fold_path *p, expr_id v)
{
	struct expr_pool *pool = j->pool;
	expr_id kv, kb;
	int t;

	if (v == EXPR_NONE)
		return -ENOMEM;
	if (sc_expr_is_const(pool, v) && sc_expr_is_const(pool, p->best)) {
		if (sc_action_beats(pool->v[v].k, pool->v[p->best].k))
			p->best = v;
		p->running = false;
		p->left--;
		return explore_path(j, p);
	}
	kv = action_key(pool, v);
	kb = action_key(pool, p->best);
	if (kv == EXPR_NONE || kb == EXPR_NONE)
		return -ENOMEM;
	t = decide(pool, &p->c, BPF_JGE, kv, kb);
	if (t < 0)
		return split_path(j, p, BPF_JGE, kv, kb, OUT_BEATS, NULL, v);
	if (!t)
		p->best = v;
	p->running = false;
	p->left--;
	return explore_path(j, p);
}

/* Whether filter i of fold s can return nothing that beats best. */
static bool cannot_win(const struct expr_pool *pool, const struct filter_fold *s, size_t i,
		       expr_id best)
{
	uint32_t b;

	if (!sc_expr_is_const(pool, best))
		return false;
	b = pool->v[best].k;
	if ((b & SECCACHE_RET_ACTION_FULL) == SECCACHE_RET_KILL_PROCESS)
		return true;	/* nothing is lower than INT_MIN */
	if (!s->may || s->may[i].any)
		return false;
	for (unsigned int k = 0; k < s->may[i].n; k++)
		if (sc_action_beats(s->may[i].v[k], b))
			return false;
	return true;
}

static int64_t end_path(struct path_exploration *j, struct fold_path *p)
{
	if (++j->paths > j->budget)
		return -E2BIG;
	if (j->leaf)
		return j->leaf(j->ctx, j->pool, &p->c, p->results);
	return j->graph ? sc_decision_ret(j->graph, p->results[0]) : 0;
}

/*
 * Between filters: skip those that cannot win, start the next, or end the
 * fold. True with *res when the path ended.
 */
static bool next_filter(struct path_exploration *j, struct fold_path *p, int64_t *res)
{
	const struct filter_fold *s = &j->folds[p->fold];
	expr_id zero;

	while (p->left && cannot_win(j->pool, s, p->left - 1, p->best))
		p->left--;
	if (!p->left) {
		p->results[p->fold] = p->best;
		if (++p->fold == j->n_folds) {
			*res = end_path(j, p);
			return true;
		}
		s = &j->folds[p->fold];
		p->best = sc_expr_const(j->pool, s->init);
		p->left = s->n;
		*res = -ENOMEM;
		return p->best == EXPR_NONE;
	}
	/* bpf_convert_filter() zeroes A and X; scratch is written before read. */
	zero = sc_expr_const(j->pool, 0);
	*res = -ENOMEM;
	if (zero == EXPR_NONE)
		return true;
	p->m.pc = 0;
	p->m.a = p->m.x = zero;
	for (size_t i = 0; i < BPF_MEMWORDS; i++)
		p->m.m[i] = zero;
	p->running = true;
	return false;
}

static expr_id load_word(struct path_exploration *j, const struct fold_path *p, uint32_t off)
{
	const struct word_domain *d = &p->c.w[off / 4];

	return d->umin == d->umax ? sc_expr_const(j->pool, d->umin) : sc_expr_word(j->pool, off / 4);
}

/* Run p to the end of each of its paths. */
static int64_t explore_path(struct path_exploration *j, struct fold_path *p)
{
	struct expr_pool *pool = j->pool;

	for (;;) {
		const struct seccache_insn *in;
		struct expr_regs *m = &p->m;
		expr_id src;
		int t;

		if (!p->running) {
			int64_t res;

			if (next_filter(j, p, &res))
				return res;
			continue;
		}
		in = &j->folds[p->fold].filters[p->left - 1]->insns[m->pc];
		src = BPF_SRC(in->code) == BPF_X ? m->x : sc_expr_const(pool, in->k);
		if (src == EXPR_NONE)
			return -ENOMEM;
		/* Loads and stores as paths.c's run_path(), on expression ids, not absvals: not shared. */
		switch (BPF_CLASS(in->code)) {
		case BPF_LD:
			switch (BPF_MODE(in->code)) {
			case BPF_ABS: m->a = load_word(j, p, in->k); break;
			case BPF_LEN: m->a = sc_expr_const(pool, SECCACHE_DATA_SIZE); break;
			case BPF_IMM: m->a = sc_expr_const(pool, in->k); break;
			case BPF_MEM: m->a = m->m[in->k]; break;
			}
			break;
		case BPF_LDX:
			switch (BPF_MODE(in->code)) {
			case BPF_LEN: m->x = sc_expr_const(pool, SECCACHE_DATA_SIZE); break;
			case BPF_IMM: m->x = sc_expr_const(pool, in->k); break;
			case BPF_MEM: m->x = m->m[in->k]; break;
			}
			break;
		case BPF_ST:
			m->m[in->k] = m->a;
			break;
		case BPF_STX:
			m->m[in->k] = m->x;
			break;
		case BPF_MISC:
			if (BPF_MISCOP(in->code) == BPF_TAX)
				m->x = m->a;
			else
				m->a = m->x;
			break;
		case BPF_ALU:
			if (BPF_OP(in->code) == BPF_DIV && BPF_SRC(in->code) == BPF_X) {
				expr_id zero = sc_expr_const(pool, 0);

				t = decide(pool, &p->c, BPF_JEQ, m->x, zero);
				if (t > 0)
					return filter_returns(j, p, zero);
				if (t < 0)
					return split_path(j, p, BPF_JEQ, m->x, zero, OUT_DIV, in, EXPR_NONE);
			}
			m->a = sc_expr_alu(pool, BPF_OP(in->code), m->a, src);
			break;
		case BPF_JMP:
			if (BPF_OP(in->code) == BPF_JA) {
				m->pc += in->k;
				break;
			}
			if (in->jt == in->jf) {
				m->pc += in->jt;
				break;
			}
			t = decide(pool, &p->c, BPF_OP(in->code), m->a, src);
			if (t < 0)
				return split_path(j, p, BPF_OP(in->code), m->a, src, OUT_JUMP,
						  in, EXPR_NONE);
			m->pc += t ? in->jt : in->jf;
			break;
		case BPF_RET:
			return filter_returns(j, p, BPF_RVAL(in->code) == BPF_A ? m->a : src);
		}
		if (m->a == EXPR_NONE || m->x == EXPR_NONE)
			return -ENOMEM;
		m->pc++;
	}
}

int64_t sc_explore_paths(struct path_exploration *j, const struct cond_set *c)
{
	struct fold_path *p = calloc(1, sizeof(*p));
	int64_t ret;

	if (!p)
		return -ENOMEM;
	p->c = *c;
	p->best = sc_expr_const(j->pool, j->folds[0].init);
	p->left = j->folds[0].n;
	ret = p->best == EXPR_NONE ? -ENOMEM : explore_path(j, p);
	free(p);
	return ret;
}
