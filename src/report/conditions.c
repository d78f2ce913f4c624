/* SPDX-License-Identifier: MIT */
/*
 * conditions.c - the conditions of a stack's argument-dependent calls
 * (struct seccache_conditions): per call, each result with the
 * disjunction of the paths that return it, each path a conjunction of
 * 64-bit fields (condfields.c), simplified by dropping a path another
 * holds and joining two that differ in one field where the join is one
 * field again, then written as terms. The paths come from the explorer
 * (optimize/explain.c), which calls this module; whatever it could not
 * state exactly arrives as a reason instead, and no path is kept then.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "report.h"

/* The paths of one result while a call is built. */
struct path_set {
	uint32_t action;
	struct cond_conj *v;
	size_t n, cap;
};

/* A call: its public view first, what its text needs, and the arrays it points into. */
struct cond_call {
	struct seccache_cond_call pub;
	const struct seccache_arch *abi;
	bool named;			/* its first number has a name */
	char name[SECCACHE_SYSCALL_NAME_MAX];
	struct seccache_cond_result *results;
	struct seccache_cond_conj *conjs;
	struct seccache_cond_term *terms;
};

struct seccache_conditions {
	struct cond_call *v;
	size_t n, cap;
	struct cond_call cur;		/* the call being built */
	struct path_set *sets;
	size_t n_sets, cap_sets;
};

int sc_conditions_new(struct seccache_conditions **out)
{
	*out = calloc(1, sizeof(**out));
	return *out ? 0 : -ENOMEM;
}

static void conj_free(struct cond_conj *c)
{
	for (unsigned int f = 0; f < COND_FIELDS; f++)
		sc_cond_field_free(&c->f[f]);
}

static void drop_sets(struct seccache_conditions *c)
{
	for (size_t i = 0; i < c->n_sets; i++) {
		for (size_t k = 0; k < c->sets[i].n; k++)
			conj_free(&c->sets[i].v[k]);
		free(c->sets[i].v);
	}
	c->n_sets = 0;
}

static void call_free(struct cond_call *k)
{
	free(k->results);
	free(k->conjs);
	free(k->terms);
}

void seccache_conditions_free(struct seccache_conditions *c)
{
	if (!c)
		return;
	for (size_t i = 0; i < c->n; i++)
		call_free(&c->v[i]);
	drop_sets(c);
	free(c->sets);
	free(c->v);
	free(c);
}

int sc_conditions_begin(struct seccache_conditions *c, const struct seccache_arch *abi,
			uint32_t first, uint32_t last, uint32_t reads)
{
	drop_sets(c);
	memset(&c->cur, 0, sizeof(c->cur));
	c->cur.pub = (struct seccache_cond_call){ .audit_arch = abi->audit_arch,
						  .first = first, .last = last, .reads = reads };
	c->cur.abi = abi;
	c->cur.named = sc_report_syscall_name(abi, first, c->cur.name);
	return 0;
}

int sc_conditions_add_path(struct seccache_conditions *c, uint32_t action,
			   struct cond_conj *conj)
{
	struct path_set *s = NULL;

	for (size_t i = 0; i < c->n_sets && !s; i++)
		if (c->sets[i].action == action)
			s = &c->sets[i];
	if (!s) {
		struct path_set *v = sc_grow(c->sets, &c->cap_sets, c->n_sets, sizeof(*v));

		if (!v)
			return -ENOMEM;
		c->sets = v;
		s = &c->sets[c->n_sets++];
		*s = (struct path_set){ .action = action };
	}
	s->v = sc_grow(s->v, &s->cap, s->n, sizeof(*s->v));
	if (!s->v) {
		s->n = 0;
		return -ENOMEM;
	}
	s->v[s->n++] = *conj;
	return 0;
}

/* Whether every input of p is one of q's, field by field. */
static bool conj_implies(const struct cond_conj *p, const struct cond_conj *q)
{
	for (unsigned int f = 0; f < COND_FIELDS; f++)
		if (!sc_cond_field_implies(&p->f[f], &q->f[f]))
			return false;
	return true;
}

/* p becomes p or q where that is one conjunction: 1, 0 where not, -ENOMEM. */
static int conj_union(struct cond_conj *p, const struct cond_conj *q)
{
	int differ = -1, r;

	if (conj_implies(q, p))
		return 1;
	for (unsigned int f = 0; f < COND_FIELDS; f++) {
		if (sc_cond_field_equal(&p->f[f], &q->f[f]))
			continue;
		if (differ >= 0)
			return 0;
		differ = (int)f;
	}
	r = sc_cond_field_union(&p->f[differ], &q->f[differ]);
	return r < 0 ? -ENOMEM : r;
}

/* Join s's paths until no two join: the same inputs in fewer, shorter terms. */
static int simplify(struct path_set *s)
{
	bool changed = true;

	while (changed) {
		changed = false;
		for (size_t i = 0; i < s->n && !changed; i++) {
			for (size_t j = 0; j < s->n && !changed; j++) {
				int r = i == j ? 0 : conj_union(&s->v[i], &s->v[j]);

				if (r < 0)
					return r;
				if (!r)
					continue;
				conj_free(&s->v[j]);
				s->v[j] = s->v[--s->n];
				changed = true;
			}
		}
	}
	return 0;
}

/* Paths in the order of the first field they test, and its lowest value. */
static int conj_cmp(const void *pa, const void *pb)
{
	const struct cond_conj *a = pa, *b = pb;

	for (unsigned int f = 0; f < COND_FIELDS; f++) {
		bool fa = sc_cond_field_is_full(&a->f[f]), fb = sc_cond_field_is_full(&b->f[f]);

		if (fa != fb)
			return fa ? 1 : -1;
		if (!fa && a->f[f].lo != b->f[f].lo)
			return a->f[f].lo < b->f[f].lo ? -1 : 1;
		if (!fa && a->f[f].kv != b->f[f].kv)
			return a->f[f].kv < b->f[f].kv ? -1 : 1;
	}
	return 0;
}

/* The terms of s's paths into the call's arrays from *nc and *nt. */
static void write_result(struct cond_call *k, const struct path_set *s, size_t *nc, size_t *nt)
{
	struct seccache_cond_result *r = &k->results[k->pub.n_results++];

	*r = (struct seccache_cond_result){ .action = s->action, .conjs = &k->conjs[*nc],
					    .n_conjs = s->n };
	for (size_t i = 0; i < s->n; i++) {
		struct seccache_cond_conj *cj = &k->conjs[(*nc)++];

		cj->terms = &k->terms[*nt];
		cj->n_terms = 0;
		for (unsigned int f = 0; f < COND_FIELDS; f++) {
			bool named = f < SECCACHE_NR_ARGS && k->named &&
				     sc_arg_names(k->abi->audit_arch, k->name, f);

			cj->n_terms += sc_cond_field_terms(&s->v[i].f[f], f, named,
							   &k->terms[*nt + cj->n_terms]);
		}
		*nt += cj->n_terms;
	}
}

/* The public arrays of the call being built, from its simplified paths. */
static int write_call(struct seccache_conditions *c)
{
	struct cond_call *k = &c->cur;
	size_t conjs = 0, terms = 0, nc = 0, nt = 0;

	for (size_t i = 0; i < c->n_sets; i++)
		for (size_t j = 0; j < c->sets[i].n; j++) {
			conjs++;
			for (unsigned int f = 0; f < COND_FIELDS; f++)
				terms += 5 + c->sets[i].v[j].f[f].n_ex;
		}
	k->results = calloc(c->n_sets ? c->n_sets : 1, sizeof(*k->results));
	k->conjs = calloc(conjs ? conjs : 1, sizeof(*k->conjs));
	k->terms = calloc(terms ? terms : 1, sizeof(*k->terms));
	if (!k->results || !k->conjs || !k->terms) {
		call_free(k);
		return -ENOMEM;
	}
	for (size_t i = 0; i < c->n_sets; i++)
		write_result(k, &c->sets[i], &nc, &nt);
	k->pub.results = k->results;
	return 0;
}

static bool same_terms(const struct seccache_cond_conj *a, const struct seccache_cond_conj *b)
{
	return a->n_terms == b->n_terms &&
	       (!a->n_terms || !memcmp(a->terms, b->terms, a->n_terms * sizeof(*a->terms)));
}

/* Whether calls a and b say the same of the same fields, and neither is a named call. */
static bool same_call(const struct cond_call *a, const struct cond_call *b)
{
	if (a->named || b->named || a->abi != b->abi || a->pub.last + 1 != b->pub.first ||
	    a->pub.why != b->pub.why || a->pub.reads != b->pub.reads ||
	    a->pub.n_results != b->pub.n_results)
		return false;
	for (size_t i = 0; i < a->pub.n_results; i++) {
		const struct seccache_cond_result *x = &a->results[i], *y = &b->results[i];

		if (x->action != y->action || x->n_conjs != y->n_conjs)
			return false;
		for (size_t j = 0; j < x->n_conjs; j++)
			if (!same_terms(&x->conjs[j], &y->conjs[j]))
				return false;
	}
	return true;
}

int sc_conditions_end(struct seccache_conditions *c, enum seccache_cond_why why)
{
	struct cond_call *v;
	int ret = 0;

	c->cur.pub.why = why;
	for (size_t i = 0; !why && !ret && i < c->n_sets; i++) {
		ret = simplify(&c->sets[i]);
		qsort(c->sets[i].v, c->sets[i].n, sizeof(*c->sets[i].v), conj_cmp);
	}
	if (!ret && !why)
		ret = write_call(c);
	drop_sets(c);
	if (ret)
		return ret;
	if (c->n && same_call(&c->v[c->n - 1], &c->cur)) {
		c->v[c->n - 1].pub.last = c->cur.pub.last;
		call_free(&c->cur);
		return 0;
	}
	v = sc_grow(c->v, &c->cap, c->n, sizeof(*v));
	if (!v) {
		call_free(&c->cur);
		return -ENOMEM;
	}
	c->v = v;
	/* The view points into the call's own arrays, which do not move. */
	c->v[c->n++] = c->cur;
	return 0;
}

const struct seccache_cond_call *seccache_conditions_lookup(const struct seccache_conditions *c,
							     uint32_t audit_arch, uint32_t nr)
{
	for (size_t i = 0; c && i < c->n; i++)
		if (c->v[i].pub.audit_arch == audit_arch && c->v[i].pub.first <= nr &&
		    nr <= c->v[i].pub.last)
			return &c->v[i].pub;
	return NULL;
}

static uint64_t field_value(const struct seccache_data *d, unsigned int field)
{
	return field == SECCACHE_COND_IP ? d->instruction_pointer : d->args[field];
}

static bool term_holds(const struct seccache_cond_term *t, const struct seccache_data *d)
{
	uint64_t x = field_value(d, t->field) & t->mask;

	switch (t->op) {
	case SECCACHE_COND_EQ: return x == t->value;
	case SECCACHE_COND_NE: return x != t->value;
	case SECCACHE_COND_GE: return x >= t->value;
	case SECCACHE_COND_LE: return x <= t->value;
	}
	return false;
}

static bool result_holds(const struct seccache_cond_result *r, const struct seccache_data *d)
{
	for (size_t i = 0; i < r->n_conjs; i++) {
		bool all = true;

		for (size_t k = 0; k < r->conjs[i].n_terms && all; k++)
			all = term_holds(&r->conjs[i].terms[k], d);
		if (all)
			return true;
	}
	return false;
}

int seccache_cond_match(const struct seccache_cond_call *call, const struct seccache_data *d,
			uint32_t *action)
{
	int n = 0;

	if (call->why != SECCACHE_COND_EXACT)
		return -EDOM;
	for (size_t i = 0; i < call->n_results; i++) {
		if (!result_holds(&call->results[i], d))
			continue;
		if (!n++)
			*action = call->results[i].action;
	}
	return n;
}

/* The call's internal record, from its view. */
static const struct cond_call *sc_cond_call_of(const struct seccache_cond_call *call)
{
	return (const struct cond_call *)((const char *)call - offsetof(struct cond_call, pub));
}

const struct seccache_arch *sc_cond_call_abi(const struct seccache_cond_call *call)
{
	return sc_cond_call_of(call)->abi;
}

const char *sc_cond_call_name(const struct seccache_cond_call *call)
{
	const struct cond_call *k = sc_cond_call_of(call);

	return k->named ? k->name : NULL;
}
