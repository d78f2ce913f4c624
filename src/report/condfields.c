/* SPDX-License-Identifier: MIT */
/*
 * condfields.c - the values one 64-bit field of seccomp_data (an argument,
 * the instruction pointer) may take on one path, as the conditions state
 * them: an interval, the low word's interval where the high word is not
 * one value, known bits and excluded masked values. Both words of a path
 * combine into it exactly (a path's word domains are the product of the
 * two); the union of two is taken only where it is one of them again,
 * and inclusion is decided conservatively (false when unsure), so that
 * simplifying never changes the set a condition stands for.
 */
#include <stdlib.h>
#include <string.h>

#include "report.h"

#define LO_WORD	0xffffffffULL
#define HI_WORD	0xffffffff00000000ULL

void sc_cond_field_full(struct cond_field *f)
{
	*f = (struct cond_field){ .lo = 0, .hi = UINT64_MAX, .wmin = 0, .wmax = UINT32_MAX };
}

bool sc_cond_field_is_full(const struct cond_field *f)
{
	return !f->lo && f->hi == UINT64_MAX && !f->wmin && f->wmax == UINT32_MAX &&
	       !f->km && !f->n_ex;
}

void sc_cond_field_free(struct cond_field *f)
{
	free(f->ex);
	f->ex = NULL;
	f->n_ex = 0;
}

int sc_cond_field_copy(struct cond_field *dst, const struct cond_field *src)
{
	*dst = *src;
	dst->ex = NULL;
	if (!src->n_ex)
		return 0;
	dst->ex = malloc(src->n_ex * sizeof(*dst->ex));
	if (!dst->ex)
		return -1;
	memcpy(dst->ex, src->ex, src->n_ex * sizeof(*dst->ex));
	return 0;
}

static int add_ex(struct cond_field *f, uint64_t m, uint64_t v)
{
	struct cond_excl *ex = realloc(f->ex, (f->n_ex + 1) * sizeof(*ex));

	if (!ex)
		return -1;
	f->ex = ex;
	f->ex[f->n_ex++] = (struct cond_excl){ m, v };
	return 0;
}

int sc_cond_field_from_words(struct cond_field *f, const struct cond_word *lo,
			     const struct cond_word *hi)
{
	sc_cond_field_full(f);
	f->lo = (uint64_t)hi->umin << 32 | lo->umin;
	f->hi = (uint64_t)hi->umax << 32 | lo->umax;
	if (hi->umin != hi->umax) {
		f->wmin = lo->umin;
		f->wmax = lo->umax;
	}
	f->km = (uint64_t)~hi->tm << 32 | (uint32_t)~lo->tm;
	f->kv = ((uint64_t)(hi->tv & ~hi->tm) << 32 | (lo->tv & ~lo->tm)) & f->km;
	for (unsigned int i = 0; i < lo->n_ex; i++)
		if (add_ex(f, lo->ex[i].m, lo->ex[i].v & lo->ex[i].m))
			return -1;
	for (unsigned int i = 0; i < hi->n_ex; i++)
		if (add_ex(f, (uint64_t)hi->ex[i].m << 32,
			   (uint64_t)(hi->ex[i].v & hi->ex[i].m) << 32))
			return -1;
	return 0;
}

/* The bits every value of [lo, hi] shares: those above the highest that differs. */
static uint64_t prefix_mask(uint64_t lo, uint64_t hi)
{
	uint64_t d = lo ^ hi;

	return d ? ~(UINT64_MAX >> __builtin_clzll(d)) : UINT64_MAX;
}

/* The bits f fixes, by its known bits or its interval, into *m and their values *v. */
static void fixed_bits(const struct cond_field *f, uint64_t *m, uint64_t *v)
{
	uint64_t p = prefix_mask(f->lo, f->hi);

	*m = f->km | p;
	*v = (f->kv & f->km) | (f->lo & p & ~f->km);
}

/* Whether no value of f has (x & e->m) == e->v: f's fixed bits, interval or low word say so. */
static bool excl_vacuous(const struct cond_field *f, const struct cond_excl *e)
{
	uint64_t m, v;

	fixed_bits(f, &m, &v);
	if ((v ^ e->v) & m & e->m)
		return true;
	if (e->m == UINT64_MAX && (e->v < f->lo || e->v > f->hi))
		return true;
	return (e->m & LO_WORD) == LO_WORD &&
	       ((uint32_t)e->v < f->wmin || (uint32_t)e->v > f->wmax);
}

/* Tighten [lo, hi] to values whose low word lies in [wmin, wmax]; false if none. */
static bool tighten_low_word(struct cond_field *f)
{
	uint32_t l = (uint32_t)f->lo, h = (uint32_t)f->hi;

	if (!f->wmin && f->wmax == UINT32_MAX)
		return true;
	/* Known bits that fix the whole low word say more than its interval. */
	if ((f->km & LO_WORD) == LO_WORD) {
		if ((uint32_t)f->kv < f->wmin || (uint32_t)f->kv > f->wmax)
			return false;
		f->wmin = 0;
		f->wmax = UINT32_MAX;
		return true;
	}
	if (l < f->wmin)
		f->lo = (f->lo & HI_WORD) | f->wmin;
	else if (l > f->wmax) {
		if ((f->lo >> 32) == UINT32_MAX)
			return false;
		f->lo = (((f->lo >> 32) + 1) << 32) | f->wmin;
	}
	if (h > f->wmax)
		f->hi = (f->hi & HI_WORD) | f->wmax;
	else if (h < f->wmin) {
		if (!(f->hi >> 32))
			return false;
		f->hi = (((f->hi >> 32) - 1) << 32) | f->wmax;
	}
	if (f->lo > f->hi)
		return false;
	/* Within one high word the interval says it all. */
	if ((f->lo >> 32) == (f->hi >> 32) || (f->wmin == 0 && f->wmax == UINT32_MAX)) {
		f->wmin = 0;
		f->wmax = UINT32_MAX;
	}
	return true;
}

/* The leading known bits into the interval; the known bits it fixes dropped. */
static bool known_into_interval(struct cond_field *f)
{
	uint64_t q = f->km == UINT64_MAX ? UINT64_MAX :
		     ~(UINT64_MAX >> __builtin_clzll(~f->km));
	uint64_t p;

	if (q) {
		uint64_t t = f->kv & q;

		if (f->lo < t)
			f->lo = t;
		if (f->hi > (t | ~q))
			f->hi = t | ~q;
		if (f->lo > f->hi)
			return false;
	}
	p = prefix_mask(f->lo, f->hi);
	if ((f->kv ^ f->lo) & f->km & p)
		return false;
	f->km &= ~p;
	f->kv &= f->km;
	return true;
}

static int excl_cmp(const void *a, const void *b)
{
	const struct cond_excl *x = a, *y = b;

	if (x->m != y->m)
		return x->m < y->m ? -1 : 1;
	return x->v < y->v ? -1 : x->v > y->v;
}

/*
 * The exclusions widened by the bits the interval fixes where that makes
 * one point excluded (args[i] != v); those no value meets dropped, a
 * point at an end of the interval moved into it. True when that changed
 * the interval.
 */
static bool normalize_exclusions(struct cond_field *f)
{
	uint64_t p = prefix_mask(f->lo, f->hi);
	bool moved = false;
	size_t n = 0;

	for (size_t i = 0; i < f->n_ex; i++) {
		struct cond_excl e = f->ex[i];

		/* Widened only where that makes it one point: a mask stays as tested. */
		if ((e.m | p) == UINT64_MAX) {
			e.v |= f->lo & p & ~e.m;
			e.m = UINT64_MAX;
		}
		if (excl_vacuous(f, &e))
			continue;
		if (e.m == UINT64_MAX && (e.v == f->lo || e.v == f->hi)) {
			if (f->lo == f->hi)
				f->lo = 1, f->hi = 0;	/* empty: the caller sees lo > hi */
			else if (e.v == f->lo)
				f->lo++;
			else
				f->hi--;
			moved = true;
			continue;
		}
		f->ex[n++] = e;
	}
	f->n_ex = n;
	if (n)
		qsort(f->ex, n, sizeof(*f->ex), excl_cmp);
	for (size_t i = 1, k = 1; i < n; i++, f->n_ex = k)
		if (excl_cmp(&f->ex[i], &f->ex[k - 1]))
			f->ex[k++] = f->ex[i];
	return moved;
}

bool sc_cond_field_normalize(struct cond_field *f)
{
	/* Each pass only narrows; a few settle every case the paths make. */
	for (int pass = 0; pass < 8; pass++) {
		if (!tighten_low_word(f) || !known_into_interval(f))
			return false;
		if (!normalize_exclusions(f))
			break;
		if (f->lo > f->hi)
			return false;
	}
	return f->lo <= f->hi;
}

bool sc_cond_field_holds(const struct cond_field *f, uint64_t x)
{
	if (x < f->lo || x > f->hi || (uint32_t)x < f->wmin || (uint32_t)x > f->wmax ||
	    (x & f->km) != f->kv)
		return false;
	for (size_t i = 0; i < f->n_ex; i++)
		if ((x & f->ex[i].m) == f->ex[i].v)
			return false;
	return true;
}

/* Whether no value of p meets e: p excludes what e names, or a part of it. */
static bool excluded_by(const struct cond_field *p, const struct cond_excl *e)
{
	uint64_t m, v;

	if (excl_vacuous(p, e))
		return true;
	fixed_bits(p, &m, &v);
	for (size_t i = 0; i < p->n_ex; i++) {
		const struct cond_excl *x = &p->ex[i];
		uint64_t want = (e->v & e->m) | (v & m & ~e->m);

		/* Every value meeting e meets x: x's bits are e's or fixed in p. */
		if (!(x->m & ~(e->m | m)) && (want & x->m) == x->v)
			return true;
	}
	return false;
}

bool sc_cond_field_implies(const struct cond_field *p, const struct cond_field *q)
{
	uint64_t m, v;

	if (p->lo < q->lo || p->hi > q->hi)
		return false;
	if ((q->wmin || q->wmax != UINT32_MAX) && (p->wmin < q->wmin || p->wmax > q->wmax)) {
		/* p within one high word: its interval's low words. */
		if ((p->lo >> 32) != (p->hi >> 32) ||
		    (uint32_t)p->lo < q->wmin || (uint32_t)p->hi > q->wmax)
			return false;
	}
	fixed_bits(p, &m, &v);
	if ((q->km & ~m) || ((v ^ q->kv) & q->km))
		return false;
	for (size_t i = 0; i < q->n_ex; i++)
		if (!excluded_by(p, &q->ex[i]))
			return false;
	return true;
}

bool sc_cond_field_equal(const struct cond_field *a, const struct cond_field *b)
{
	return a->lo == b->lo && a->hi == b->hi && a->wmin == b->wmin && a->wmax == b->wmax &&
	       a->km == b->km && a->kv == b->kv && a->n_ex == b->n_ex &&
	       (!a->n_ex || !memcmp(a->ex, b->ex, a->n_ex * sizeof(*a->ex)));
}

/* Whether each of a's exclusions is one of b's, or one b's values never meet. */
static bool exclusions_within(const struct cond_field *a, const struct cond_field *b)
{
	for (size_t i = 0; i < a->n_ex; i++) {
		bool found = false;

		for (size_t k = 0; k < b->n_ex && !found; k++)
			found = a->ex[i].m == b->ex[k].m && a->ex[i].v == b->ex[k].v;
		if (!found && !excl_vacuous(b, &a->ex[i]))
			return false;
	}
	return true;
}

/* Whether a's exclusions and b's are one set, each adding those the other's values never meet. */
static bool same_exclusions(const struct cond_field *a, const struct cond_field *b)
{
	return exclusions_within(a, b) && exclusions_within(b, a);
}

/* Both exclusions into p (the caller checked same_exclusions()). */
static int merge_exclusions(struct cond_field *p, const struct cond_field *q)
{
	for (size_t i = 0; i < q->n_ex; i++) {
		bool found = false;

		for (size_t k = 0; k < p->n_ex && !found; k++)
			found = q->ex[i].m == p->ex[k].m && q->ex[i].v == p->ex[k].v;
		if (!found && add_ex(p, q->ex[i].m, q->ex[i].v))
			return -1;
	}
	return 0;
}

/* Two intervals that touch, alike otherwise: one interval. */
static int union_intervals(struct cond_field *p, const struct cond_field *q)
{
	uint64_t lo = p->lo < q->lo ? p->lo : q->lo, hi = p->hi > q->hi ? p->hi : q->hi;
	uint64_t inner_lo = p->lo > q->lo ? p->lo : q->lo;
	uint64_t inner_hi = p->hi < q->hi ? p->hi : q->hi;

	if (p->km != q->km || p->kv != q->kv || p->wmin != q->wmin || p->wmax != q->wmax ||
	    (inner_hi != UINT64_MAX && inner_lo > inner_hi + 1) || !same_exclusions(p, q))
		return 0;
	if (merge_exclusions(p, q))
		return -1;
	p->lo = lo;
	p->hi = hi;
	return 1;
}

/*
 * Whether f's interval holds every value its known bits and the bits the
 * interval fixes allow: then those bits say it all, as one mask, into *m
 * and *v.
 */
static bool interval_is_mask(const struct cond_field *f, uint64_t *m, uint64_t *v)
{
	fixed_bits(f, m, v);
	return *m != UINT64_MAX && f->lo <= *v && f->hi >= (*v | ~*m) &&
	       !f->wmin && f->wmax == UINT32_MAX;
}

/*
 * Two sets of known bits (intervals that are exactly such sets count)
 * that differ in one bit, alike otherwise: that bit unknown.
 */
static int union_known_bit(struct cond_field *p, const struct cond_field *q)
{
	uint64_t d = p->kv ^ q->kv, mp, vp, mq, vq;

	if (interval_is_mask(p, &mp, &vp) && interval_is_mask(q, &mq, &vq) && mp == mq &&
	    (d = vp ^ vq) && !(d & (d - 1)) && same_exclusions(p, q)) {
		if (merge_exclusions(p, q))
			return -1;
		p->lo = 0;
		p->hi = UINT64_MAX;
		p->km = mp & ~d;
		p->kv = vp & p->km;
		return 1;
	}
	if (p->lo != q->lo || p->hi != q->hi || p->wmin != q->wmin || p->wmax != q->wmax ||
	    p->km != q->km || !d || (d & (d - 1)) || !same_exclusions(p, q))
		return 0;
	if (merge_exclusions(p, q))
		return -1;
	p->km &= ~d;
	p->kv &= p->km;
	return 1;
}

/*
 * p without its exclusion i, when q is exactly what that exclusion took
 * from it: q within p without it, and p without it meeting the excluded
 * values within q.
 */
static int union_drop_exclusion(struct cond_field *p, const struct cond_field *q, size_t i)
{
	struct cond_field wider, met;
	struct cond_excl e = p->ex[i];
	int ret = 0;

	if (sc_cond_field_copy(&wider, p))
		return -1;
	wider.ex[i] = wider.ex[--wider.n_ex];
	if (!sc_cond_field_implies(q, &wider))
		goto out;
	if (sc_cond_field_copy(&met, &wider)) {
		ret = -1;
		goto out;
	}
	if (!((met.kv ^ e.v) & met.km & e.m)) {
		met.kv = (met.kv & ~e.m) | e.v;
		met.km |= e.m;
		ret = !sc_cond_field_normalize(&met) || sc_cond_field_implies(&met, q);
	} else {
		ret = 1;	/* no value of wider meets e: p was wider already */
	}
	sc_cond_field_free(&met);
	if (ret == 1) {
		sc_cond_field_free(p);
		*p = wider;
		return 1;
	}
out:
	sc_cond_field_free(&wider);
	return ret;
}

int sc_cond_field_union(struct cond_field *p, const struct cond_field *q)
{
	int ret;

	if (sc_cond_field_implies(q, p))
		return 1;
	if (sc_cond_field_implies(p, q)) {
		struct cond_field c;

		if (sc_cond_field_copy(&c, q))
			return -1;
		sc_cond_field_free(p);
		*p = c;
		return 1;
	}
	ret = union_intervals(p, q);
	if (!ret)
		ret = union_known_bit(p, q);
	for (size_t i = 0; !ret && i < p->n_ex; i++)
		ret = union_drop_exclusion(p, q, i);
	if (ret == 1 && !sc_cond_field_normalize(p))
		ret = -1;	/* a union of non-empty sets is not empty */
	return ret;
}

/*
 * Whether f's interval runs from the low word's least value under the
 * lowest high word to its greatest under the highest: then it says
 * nothing the low word's interval does not.
 */
static bool interval_spans_low_word(const struct cond_field *f)
{
	return (f->wmin || f->wmax != UINT32_MAX) && !(f->lo >> 32) &&
	       (f->hi >> 32) == UINT32_MAX && (uint32_t)f->lo <= f->wmin &&
	       (uint32_t)f->hi >= f->wmax;
}

/* (field & mask) in [lo, hi] as terms into out: ==, or >= and <= where they say something. */
static size_t range_terms(struct seccache_cond_term *out, unsigned int field, uint64_t mask,
			  uint64_t lo, uint64_t hi)
{
	size_t n = 0;

	if (lo == hi)
		out[n++] = (struct seccache_cond_term){ field, SECCACHE_COND_EQ, mask, lo };
	if (lo != hi && lo)
		out[n++] = (struct seccache_cond_term){ field, SECCACHE_COND_GE, mask, lo };
	if (lo != hi && hi != mask)
		out[n++] = (struct seccache_cond_term){ field, SECCACHE_COND_LE, mask, hi };
	return n;
}

size_t sc_cond_field_terms(const struct cond_field *f, unsigned int field, bool masks,
			   struct seccache_cond_term *out)
{
	size_t n = 0;
	uint64_t m, v;

	if ((masks || f->km) && interval_is_mask(f, &m, &v) && (f->lo || f->hi != UINT64_MAX)) {
		out[n++] = (struct seccache_cond_term){ field, SECCACHE_COND_EQ, m, v };
		goto exclusions;
	}
	/* Where the low word's interval says all the interval does, it alone. */
	if (!interval_spans_low_word(f))
		n += range_terms(out + n, field, UINT64_MAX, f->lo, f->hi);
	n += range_terms(out + n, field, LO_WORD, f->wmin, f->wmax);
	if (f->km)
		out[n++] = (struct seccache_cond_term){ field, SECCACHE_COND_EQ, f->km, f->kv };
exclusions:
	for (size_t i = 0; i < f->n_ex; i++)
		out[n++] = (struct seccache_cond_term){ field, SECCACHE_COND_NE, f->ex[i].m,
							f->ex[i].v };
	return n;
}
