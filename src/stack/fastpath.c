/* SPDX-License-Identifier: MIT */
/*
 * fastpath.c - the fast path's tables: O(1) answers for the (arch, nr) pairs
 * the precise analysis proved constant, and where to resume the filters
 * for the others. A stack builds, owns and frees them (stack.c).
 *
 * Per analysed AUDIT_ARCH value, up to two dense windows of entries (one
 * at 0, one at the x32 base under the native arch), each the constant value
 * with a flag bit, so a constant answer is one load; for numbers outside
 * them a short sorted tail of ranges with one-byte indexes into a
 * dictionary of values. An entry without the flag, or index RUN_FILTERS,
 * means "not constant": run the stack.
 *
 * For the numbers of a window that are not constant, a plan holds where
 * each filter stands once nr and arch no longer decide it (its registers
 * at the first load of an argument or the instruction pointer, or the
 * value it returned before any): the check resumes there instead of
 * walking the syscall-number dispatch again.
 */
#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "stack.h"

#define RUN_FILTERS	0xff		/* the index that means "not constant" */
#define MAX_DICT	RUN_FILTERS	/* distinct values a table can name */
#define WINDOW_MAX	65536U		/* numbers a dense window may cover */
#define MAX_PLANS	4096U		/* argument-dependent numbers given a plan */
#define WINDOWS		2		/* from 0, and from x32's number bit */

struct window {
	uint32_t base, len;
	uint64_t *ent;			/* SC_CONSTANT | value, or 0 */
};

struct tail_range {
	uint32_t first, last;
	uint8_t idx;
};

struct plan {
	uint32_t nr;
	struct sc_resume *from;		/* one per filter, oldest first */
};

struct table_arch {
	uint32_t audit_arch;
	struct window win[WINDOWS];
	struct tail_range *tail;	/* ranges not inside a window, sorted */
	size_t n_tail;
	size_t n_dict;
	uint32_t dict[MAX_DICT];
	struct plan *plans;		/* sorted by nr */
	size_t n_plans;
};

struct sc_table {
	struct table_arch arch[SC_AUDIT_ARCHES];
	size_t n_arch;
};

void sc_table_free(struct sc_table *t)
{
	if (!t)
		return;
	for (size_t i = 0; i < t->n_arch; i++) {
		for (size_t w = 0; w < WINDOWS; w++)
			free(t->arch[i].win[w].ent);
		free(t->arch[i].tail);
		for (size_t p = 0; p < t->arch[i].n_plans; p++)
			free(t->arch[i].plans[p].from);
		free(t->arch[i].plans);
	}
	free(t);
}

/* The dictionary index of a range's answer; RUN_FILTERS if none fits. */
static uint8_t dict_index(struct table_arch *ta, const struct seccache_range *r)
{
	if (!r->constant)
		return RUN_FILTERS;
	for (size_t i = 0; i < ta->n_dict; i++)
		if (ta->dict[i] == r->action)
			return (uint8_t)i;
	if (ta->n_dict == MAX_DICT)
		return RUN_FILTERS;
	ta->dict[ta->n_dict] = r->action;
	return (uint8_t)ta->n_dict++;
}

/*
 * A window from base up to the start of the range that reaches past
 * base + WINDOW_MAX: that last range is answered from the tail.
 */
static int window_build(struct window *w, uint32_t base,
			const struct seccache_range *ranges, size_t n)
{
	uint32_t end = base + (WINDOW_MAX - 1);
	size_t i = 0;

	w->base = base;
	while (i < n && ranges[i].last < base)
		i++;
	for (size_t j = i; j < n && ranges[j].first <= end; j++)
		if (ranges[j].last >= end)
			w->len = ranges[j].first > base ? ranges[j].first - base : 0;
	if (!w->len)
		return 0;
	w->ent = malloc(w->len * sizeof(*w->ent));
	if (!w->ent)
		return -ENOMEM;
	for (uint32_t nr = 0; nr < w->len; i++) {
		uint64_t ent = ranges[i].constant ? SC_CONSTANT | ranges[i].action : 0;

		for (; nr < w->len && base + nr <= ranges[i].last; nr++)
			w->ent[nr] = ent;
	}
	return 0;
}

static bool in_window(const struct window *w, uint32_t nr)
{
	return nr - w->base < w->len;
}

static bool range_in_windows(const struct table_arch *ta,
			     const struct seccache_range *r)
{
	for (size_t i = 0; i < WINDOWS; i++)
		if (in_window(&ta->win[i], r->first) && in_window(&ta->win[i], r->last))
			return true;
	return false;
}

static int tail_build(struct table_arch *ta, const struct seccache_range *ranges,
		      size_t n)
{
	ta->tail = calloc(n, sizeof(*ta->tail));
	if (!ta->tail)
		return -ENOMEM;
	for (size_t i = 0; i < n; i++) {
		if (range_in_windows(ta, &ranges[i]))
			continue;
		ta->tail[ta->n_tail].first = ranges[i].first;
		ta->tail[ta->n_tail].last = ranges[i].last;
		ta->tail[ta->n_tail++].idx = dict_index(ta, &ranges[i]);
	}
	return 0;
}

/* Where each filter stands once nr and arch no longer decide it. */
static int plan_build(struct seccache_filter *const *filters, size_t n,
		      uint32_t arch, uint32_t nr, struct plan *p)
{
	struct seccache_data d = { .nr = nr, .arch = arch };

	p->nr = nr;
	p->from = calloc(n ? n : 1, sizeof(*p->from));
	if (!p->from)
		return -ENOMEM;
	for (size_t i = 0; i < n; i++)
		sc_filter_pause(filters[i], &d, &p->from[i]);
	return 0;
}

static int plans_build(struct seccache_filter *const *filters, size_t n,
		       struct table_arch *ta)
{
	size_t want = 0;

	for (size_t w = 0; w < WINDOWS; w++)
		for (uint32_t i = 0; i < ta->win[w].len; i++)
			want += !(ta->win[w].ent[i] & SC_CONSTANT);
	if (!want || want > MAX_PLANS)
		return 0;
	ta->plans = calloc(want, sizeof(*ta->plans));
	if (!ta->plans)
		return -ENOMEM;
	for (size_t w = 0; w < WINDOWS; w++) {
		for (uint32_t i = 0; i < ta->win[w].len; i++) {
			int ret;

			if (ta->win[w].ent[i] & SC_CONSTANT)
				continue;
			ret = plan_build(filters, n, ta->audit_arch, ta->win[w].base + i,
					 &ta->plans[ta->n_plans]);
			if (ret)
				return ret;
			ta->n_plans++;
		}
	}
	return 0;
}

/* x32's window sits under the native arch, at x32's number bit. */
static int arch_build(struct table_arch *ta, const struct sc_arch_ranges *ar,
		      const struct seccache_arch *native,
		      struct seccache_filter *const *filters, size_t n)
{
	int ret;

	ta->audit_arch = ar->audit_arch;
	ret = window_build(&ta->win[0], 0, ar->ranges, ar->n);
	if (!ret && native->x32 && ar->audit_arch == native->audit_arch)
		ret = window_build(&ta->win[1], native->x32->nr_base,
				   ar->ranges, ar->n);
	if (!ret)
		ret = tail_build(ta, ar->ranges, ar->n);
	if (!ret)
		ret = plans_build(filters, n, ta);
	return ret;
}

int sc_table_build(const struct seccache_analysis *a,
		   struct seccache_filter *const *filters, size_t n,
		   struct sc_table **out)
{
	struct sc_table *t = calloc(1, sizeof(*t));
	int ret = t ? 0 : -ENOMEM;

	for (size_t i = 0; i < a->n_arches && !ret; i++) {
		ret = arch_build(&t->arch[i], &a->arches[i], a->abis[0], filters, n);
		t->n_arch = i + 1;
	}
	if (ret) {
		sc_table_free(t);
		return ret;
	}
	*out = t;
	return 0;
}

const uint64_t *sc_table_native_window(const struct sc_table *t,
				       uint32_t *audit_arch, uint32_t *len)
{
	*audit_arch = t->arch[0].audit_arch;
	*len = t->arch[0].win[0].len;
	return t->arch[0].win[0].ent;
}

static uint64_t tail_lookup(const struct table_arch *ta, uint32_t nr)
{
	size_t i = sc_lower_bound(ta->tail, ta->n_tail, sizeof(*ta->tail),
				  offsetof(struct tail_range, last), nr);

	/* Outside windows, the tail covers every number. */
	if (i == ta->n_tail || ta->tail[i].idx == RUN_FILTERS)
		return 0;
	return SC_CONSTANT | ta->dict[ta->tail[i].idx];
}

static uint64_t entry_of(const struct sc_table *t, uint32_t arch, uint32_t nr,
			 const struct table_arch **found)
{
	const struct table_arch *ta;
	size_t i = 0;

	while (t->arch[i].audit_arch != arch)
		if (++i == t->n_arch)
			return 0;
	ta = &t->arch[i];
	*found = ta;
	for (size_t w = 0; w < WINDOWS; w++)
		if (in_window(&ta->win[w], nr))
			return ta->win[w].ent[nr - ta->win[w].base];
	return tail_lookup(ta, nr);
}

static const struct plan *plan_lookup(const struct table_arch *ta, uint32_t nr)
{
	size_t i = sc_lower_bound(ta->plans, ta->n_plans, sizeof(*ta->plans),
				  offsetof(struct plan, nr), nr);

	return i < ta->n_plans && ta->plans[i].nr == nr ? &ta->plans[i] : NULL;
}

bool sc_table_lookup(const struct sc_table *t, uint32_t arch, uint32_t nr,
		     uint32_t *action, const struct sc_resume **from)
{
	const struct table_arch *ta = NULL;
	const struct plan *p = NULL;
	uint64_t ent = entry_of(t, arch, nr, &ta);

	if (ent & SC_CONSTANT) {
		*action = (uint32_t)ent;
		return true;
	}
	if (ta)
		p = plan_lookup(ta, nr);
	*from = p ? p->from : NULL;
	return false;
}
