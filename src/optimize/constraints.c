/* SPDX-License-Identifier: MIT */
/*
 * constraints.c - what a path knows of its inputs, its constraints
 * (constraints.h). A comparison on one word (whole, or masked as
 * libseccomp writes it) narrows that word's domain; one on other computed
 * values becomes an atom, checked against the domains whenever these
 * narrow, so that contradictory paths end. Atoms are kept in their fixed
 * form (exprvalues.h). Inputs for them are found by a search over the bits
 * of one word at a time.
 */
#include <stdlib.h>

#include "constraints.h"
#include "exprvalues.h"
#include "hashcons.h"
#include "abi/opcode.h"

void sc_cond_set_init(struct cond_set *c, uint32_t arch, uint32_t first, uint32_t last)
{
	for (unsigned int i = 0; i < DATA_WORDS; i++)
		sc_word_domain_full(&c->w[i]);
	c->w[WORD_ARCH] = (struct word_domain){ .umin = arch, .umax = arch, .tv = arch };
	c->w[WORD_NR].umin = first;
	c->w[WORD_NR].umax = last;
	sc_word_domain_normalize(&c->w[WORD_NR]);
	c->n_atoms = 0;
	c->dropped = false;
}

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
	sc_expr_eval_begin(p);
	a = sc_expr_absval(p, c->w, l);
	b = sc_expr_absval(p, c->w, r);
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
int sc_cond_set_decide(struct expr_pool *p, const struct cond_set *c, uint16_t op,
		       expr_id l, expr_id r)
{
	int t;

	/* In the atoms' form (fix_atoms()), so that one condition is one atom. */
	l = sc_expr_fixed_form(p, c->w, l);
	r = sc_expr_fixed_form(p, c->w, r);
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
		sc_expr_eval_begin(p);
		v = sc_expr_absval(p, c->w, e);
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
	return sc_word_domain_normalize(d) && sc_word_domain_pick(d, 0, &v) != 0;
}

/*
 * A word became one value: every atom in its fixed form again
 * (sc_expr_fixed_form()),
 * and those the domains now hold dropped, their slots free. One the
 * domains now refute stays, for atoms_refuted() to end the path.
 */
static void fix_atoms(struct expr_pool *p, struct cond_set *c)
{
	unsigned int n = 0;

	for (unsigned int i = 0; i < c->n_atoms; i++) {
		struct expr_condition at = c->atoms[i];

		at.l = sc_expr_fixed_form(p, c->w, at.l);
		at.r = sc_expr_fixed_form(p, c->w, at.r);
		if (decide_domains(p, c, at.op, at.l, at.r) != at.holds)
			c->atoms[n++] = at;
	}
	c->n_atoms = (uint8_t)n;
}

/* c and (l op r) == holds; false if no input is left. */
bool sc_cond_set_refine(struct expr_pool *p, struct cond_set *c, uint16_t op, expr_id l, expr_id r,
			bool holds)
{
	struct wcond wc;
	bool negate, kept = false;

	l = sc_expr_fixed_form(p, c->w, l);
	r = sc_expr_fixed_form(p, c->w, r);
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
	return sc_cond_set_decide(p, c, BPF_JEQ, a, b) == 1;
}

/* Whether the words w satisfy every atom of c. */
static bool atoms_hold(struct expr_pool *p, const struct cond_set *c, const uint32_t w[DATA_WORDS])
{
	sc_expr_eval_begin(p);
	for (unsigned int i = 0; i < c->n_atoms; i++) {
		const struct expr_condition *at = &c->atoms[i];
		uint32_t a = sc_expr_eval_memo(p, at->l, w), b = sc_expr_eval_memo(p, at->r, w);

		if (bpf_jump_holds(at->op, a, b) != at->holds)
			return false;
	}
	return true;
}


/* c with one word narrowed to the values a search has left: the atoms' view of them. */
struct atom_search {
	struct expr_pool *p;
	struct cond_set *c;	/* its other words single values */
	unsigned int w;
};

/* Whether c's atoms, evaluated with word w narrowed to the values left, refute them all. */
static bool atoms_reject(void *ctx, uint32_t umin, uint32_t umax, uint32_t tv, uint32_t tm)
{
	struct atom_search *as = ctx;
	struct word_domain *wd = &as->c->w[as->w];

	*wd = (struct word_domain){ .umin = umin, .umax = umax, .tv = tv, .tm = tm };
	return !sc_word_domain_normalize(wd) || atoms_refuted(as->p, as->c);
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
		struct atom_search as = { .p = p, .c = t, .w = i };
		struct word_search s = { .d = &c->w[i], .budget = 1U << 16, .rejects = atoms_reject,
					 .ctx = &as };

		*t = *c;
		for (unsigned int k = 0; k < DATA_WORDS; k++)
			if (k != i)
				t->w[k] = (struct word_domain){ .umin = w[k], .umax = w[k], .tv = w[k] };
		found = sc_word_search(&s, &w[i]);
		free(t);
		return found > 0 && !atoms_hold(p, c, w) ? -1 : found;
	}
	for (unsigned int round = 0; round < 2 && found < 0; round++) {
		for (unsigned int i = 0; i < DATA_WORDS && found < 0; i++) {
			struct atom_search as = { .p = p, .c = t, .w = i };
			struct word_search s = { .d = &c->w[i], .budget = 4096,
						 .rejects = atoms_reject, .ctx = &as };
			uint32_t v;

			if (c->w[i].umin == c->w[i].umax)
				continue;
			*t = *c;
			for (unsigned int k = 0; k < DATA_WORDS; k++)
				t->w[k] = (struct word_domain){ .umin = w[k], .umax = w[k], .tv = w[k] };
			if (sc_word_search(&s, &v) > 0) {
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
		uint64_t s = attempt || seed ? sc_hash_mix64(seed + attempt + 1) : 0;
		bool ok = true;

		for (unsigned int i = 0; i < DATA_WORDS; i++) {
			int r = sc_word_domain_pick(&c->w[i], s ? s + i : 0, &w[i]);

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
