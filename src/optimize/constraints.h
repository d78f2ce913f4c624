/* SPDX-License-Identifier: MIT */
/*
 * constraints.h - what a path knows of its inputs (constraints.c), a
 * condition set: a domain per word of seccomp_data and atoms, conditions
 * on computed values that no domain holds; whether they decide a
 * comparison, the comparison added to them, and inputs that satisfy them.
 */
#ifndef SECCACHE_CONSTRAINTS_H
#define SECCACHE_CONSTRAINTS_H

#include <stdbool.h>
#include <stdint.h>

#include "expr.h"
#include "wordvalues.h"

#define COND_MAX_ATOMS	24	/* conditions on computed values per path */

/* A condition the domains cannot hold: (l op r) == holds. */
struct expr_condition {
	expr_id l, r;
	uint8_t op;
	bool holds;
};

/* What a path knows of its inputs. Dropping a fact is always sound. */
struct cond_set {
	struct word_domain w[DATA_WORDS];
	uint8_t n_atoms;
	bool dropped;		/* a fact did not fit: picks may leave the path */
	struct expr_condition atoms[COND_MAX_ATOMS];
};

/* Every input of arch with nr in [first, last]. */
void sc_cond_set_init(struct cond_set *c, uint32_t arch, uint32_t first, uint32_t last);

/* Whether c decides l op r: 1 it holds, 0 it does not, -1 both happen. */
int sc_cond_set_decide(struct expr_pool *p, const struct cond_set *c, uint16_t op,
		       expr_id l, expr_id r);

/* c and (l op r) == holds; false if no input is left. */
bool sc_cond_set_refine(struct expr_pool *p, struct cond_set *c, uint16_t op, expr_id l,
			expr_id r, bool holds);

/* Whether a and b have one value for every input of c (as far as c's domains tell). */
bool sc_cond_set_same(struct expr_pool *p, const struct cond_set *c, expr_id a, expr_id b);

/*
 * Words satisfying c into w: 1 found (every domain and atom holds), 0 c
 * holds for no input (the domains alone say so), -1 not found within the
 * search's budget (atoms on computed values). seed varies the search.
 */
int sc_cond_set_pick(struct expr_pool *p, const struct cond_set *c, uint64_t seed,
		     uint32_t w[DATA_WORDS]);

#endif
