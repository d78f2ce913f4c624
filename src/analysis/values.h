/* SPDX-License-Identifier: MIT */
/*
 * values.h - the precise analysis's value domain (values.c): what a
 * register may hold over a set of syscall numbers, as an interval plus
 * known bits (a "tnum", as the eBPF verifier keeps) with flags for what it
 * depends on; and small sets of concrete values, for what a filter or a
 * stack may return.
 */
#ifndef SECCACHE_VALUES_H
#define SECCACHE_VALUES_H

#include <stdbool.h>
#include <stdint.h>

#include <linux/filter.h>

#include "seccache.h"

#define DEP_NR		1U	/* varies with nr over the current range */
#define DEP_OTHER	2U	/* varies with instruction_pointer or args */

/*
 * Every concrete value the register can hold for the current range lies in
 * [umin, umax] and agrees with tv on the bits outside tm. deps == 0 means a
 * constant (umin == umax); plain means the value is nr itself.
 */
struct absval {
	uint32_t umin, umax;
	uint32_t tv, tm;
	uint8_t deps;
	bool plain;
};

static inline struct absval sc_absval_const(uint32_t c)
{
	return (struct absval){ .umin = c, .umax = c, .tv = c };
}

static inline struct absval sc_absval_any(uint8_t deps)
{
	return (struct absval){ .umax = UINT32_MAX, .tm = UINT32_MAX, .deps = deps };
}

static inline bool sc_absval_is_const(const struct absval *v)
{
	return v->umin == v->umax;
}

static inline int sc_fls32(uint32_t x)
{
	return x ? 32 - __builtin_clz(x) : 0;
}

/* The known bits every number in [min, max] shares (tnum_range()). */
static inline void sc_tnum_range(uint32_t min, uint32_t max, uint32_t *tv,
				 uint32_t *tm)
{
	int bits = sc_fls32(min ^ max);
	uint32_t delta = bits >= 32 ? UINT32_MAX : (1U << bits) - 1;

	*tv = min & ~delta;
	*tm = delta;
}

/*
 * Make interval and known bits agree with each other, and turn a value
 * that can only be one number into that constant.
 */
struct absval sc_absval_normalize(struct absval v);

/*
 * One ALU operation (BPF_OP) on abstract values. Division by a value that
 * may be zero is the caller's business.
 */
struct absval sc_absval_alu(uint16_t op, const struct absval *a, const struct absval *b);

/* A conditional jump (BPF_OP): 1 taken, 0 not, -1 either for some values. */
static inline int sc_absval_jump(uint16_t op, const struct absval *a,
			       const struct absval *b)
{
	switch (op) {
	case BPF_JEQ:
		if (a->umax < b->umin || b->umax < a->umin ||
		    ((a->tv ^ b->tv) & ~(a->tm | b->tm)))
			return 0;
		return sc_absval_is_const(a) && sc_absval_is_const(b) ? 1 : -1;
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

/*
 * Up to SECCACHE_MAX_ACTIONS values, sorted, or "any value", which is also
 * what more values than fit become: any never says that a given value, or
 * action, is possible; ask the code that gave the set.
 */
struct value_set {
	bool any;
	unsigned int n;
	uint32_t v[SECCACHE_MAX_ACTIONS];
};

void sc_value_set_add(struct value_set *s, uint32_t v);

/* Every value of a (deps & DEP_OTHER) register, if there are few. */
void sc_value_set_add_absval(struct value_set *s, const struct absval *v);

static inline void sc_value_set_union(struct value_set *s, const struct value_set *t)
{
	s->any |= t->any;
	for (unsigned int i = 0; i < t->n; i++)
		sc_value_set_add(s, t->v[i]);
}

#endif
