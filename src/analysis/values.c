/* SPDX-License-Identifier: MIT */
/*
 * values.c - the values a register may hold in the precise analysis (see
 * values.h): abstract ALU operations and jumps on interval-plus-known-bits
 * values, following the eBPF verifier's tnum rules, and the sets of values
 * a filter or a stack may return.
 */
#include <string.h>

#include "values.h"
#include "analysis.h"
#include "abi/opcode.h"

/* ------------------------------------------------------------------ */
/* Abstract values                                                     */
/* ------------------------------------------------------------------ */

struct absval sc_absval_normalize(struct absval v)
{
	uint32_t rv, rm;

	sc_tnum_range(v.umin, v.umax, &rv, &rm);
	/* tnum_intersect(): a bit known in either is known. */
	v.tv = (v.tv | rv) & ~(v.tm & rm);
	v.tm &= rm;
	if (v.tv > v.umin)
		v.umin = v.tv;
	if ((v.tv | v.tm) < v.umax)
		v.umax = v.tv | v.tm;
	if (v.umin > v.umax)	/* inconsistent: cannot happen, stay safe */
		return sc_absval_any(v.deps);
	if (sc_absval_is_const(&v))
		return sc_absval_const(v.umin);
	return v;
}

/* Interval from 64-bit bounds of a result, or everything if it wraps partly. */
static void wrap_interval(struct absval *r, int64_t lo, int64_t hi)
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

static void alu_add(struct absval *r, const struct absval *a, const struct absval *b)
{
	uint32_t sv = a->tv + b->tv, sigma = a->tm + b->tm + sv;
	uint32_t mu = (sigma ^ sv) | a->tm | b->tm;

	r->tv = sv & ~mu;
	r->tm = mu;
	wrap_interval(r, (int64_t)a->umin + b->umin, (int64_t)a->umax + b->umax);
}

static void alu_sub(struct absval *r, const struct absval *a, const struct absval *b)
{
	uint32_t dv = a->tv - b->tv;
	uint32_t mu = ((dv + a->tm) ^ (dv - b->tm)) | a->tm | b->tm;

	r->tv = dv & ~mu;
	r->tm = mu;
	wrap_interval(r, (int64_t)a->umin - b->umax, (int64_t)a->umax - b->umin);
}

static void alu_shift(struct absval *r, uint16_t op, const struct absval *a,
		      const struct absval *b)
{
	uint32_t s = b->umin & 31;

	if (!sc_absval_is_const(b)) {
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
 * Operations without a cheap precise rule keep whatever the interval
 * gives, which is still sound.
 */
struct absval sc_absval_alu(uint16_t op, const struct absval *a, const struct absval *b)
{
	struct absval r = sc_absval_any(a->deps | b->deps);
	uint64_t hi;

	if (!r.deps)
		return sc_absval_const(bpf_alu(op, a->umin, b->umin));
	switch (op) {
	case BPF_ADD:
		alu_add(&r, a, b);
		break;
	case BPF_SUB:
		alu_sub(&r, a, b);
		break;
	case BPF_NEG: {
		struct absval zero = sc_absval_const(0);

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
	return sc_absval_normalize(r);
}

/* ------------------------------------------------------------------ */
/* Sets of possible values                                             */
/* ------------------------------------------------------------------ */

void sc_value_set_add(struct value_set *s, uint32_t v)
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

void sc_value_set_add_absval(struct value_set *s, const struct absval *v)
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
			sc_value_set_add(s, x);
		sub = (sub - v->tm) & v->tm;
	} while (sub);
}
