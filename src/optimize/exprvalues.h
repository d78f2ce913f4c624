/* SPDX-License-Identifier: MIT */
/*
 * exprvalues.h - what a path's word values say of an expression
 * (exprvalues.c): its abstract value (values.h), and its form with every
 * word they hold to one value replaced by that value.
 */
#ifndef SECCACHE_EXPRVALUES_H
#define SECCACHE_EXPRVALUES_H

#include "analysis/values.h"
#include "expr.h"
#include "wordvalues.h"

/*
 * e's abstract value when the words are in the domains w, within one
 * evaluation (sc_expr_eval_begin()): what the nodes remember is used again.
 */
struct absval sc_expr_absval(struct expr_pool *p, const struct word_domain w[DATA_WORDS],
			     expr_id e);

/*
 * e with each word the domains w hold to one value replaced by that value
 * (its fixed form); e itself if memory runs out (its value is the same).
 */
expr_id sc_expr_fixed_form(struct expr_pool *p, const struct word_domain w[DATA_WORDS],
			   expr_id e);

#endif
