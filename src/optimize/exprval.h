/* SPDX-License-Identifier: MIT */
/*
 * exprval.h - what a path's word domains say of an expression (exprval.c):
 * its abstract value (absval.h), and its form with every word they hold to
 * one value replaced by that value.
 */
#ifndef SECCACHE_EXPRVAL_H
#define SECCACHE_EXPRVAL_H

#include "analysis/absval.h"
#include "expr.h"
#include "worddom.h"

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
