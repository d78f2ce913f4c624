/* SPDX-License-Identifier: MIT */
/*
 * table.c - the fast path: O(1) answers for the (arch, nr) pairs the
 * precise analysis proved constant, the filters for everything else.
 *
 * Per analysed AUDIT_ARCH value, up to two dense windows of one-byte
 * indexes into a dictionary of the distinct constant values (one window at
 * 0, one at the x32 base under the native arch), and for numbers outside
 * them a short sorted tail of ranges. Index RUN_FILTERS means "not
 * constant": run the stack.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define RUN_FILTERS	0xff		/* the index that means "not constant" */
#define MAX_DICT	RUN_FILTERS	/* distinct values a table can name */
#define WINDOW_MAX	65536U		/* numbers a dense window may cover */

struct window {
	uint32_t base, len;
	uint8_t *idx;
};

struct tail_range {
	uint32_t first, last;
	uint8_t idx;
};

struct table_arch {
	uint32_t audit_arch;
	struct window win[2];
	struct tail_range *tail;	/* ranges not inside a window, sorted */
	size_t n_tail;
	size_t n_dict;
	uint32_t dict[MAX_DICT];
};

struct seccache_table {
	struct table_arch arch[2];
	size_t n_arch;
};

void seccache_table_free(struct seccache_table *t)
{
	if (!t)
		return;
	for (size_t i = 0; i < t->n_arch; i++) {
		free(t->arch[i].win[0].idx);
		free(t->arch[i].win[1].idx);
		free(t->arch[i].tail);
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
static int window_build(struct table_arch *ta, struct window *w, uint32_t base,
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
	w->idx = malloc(w->len);
	if (!w->idx)
		return -ENOMEM;
	for (uint32_t nr = 0; nr < w->len; i++) {
		uint8_t idx = dict_index(ta, &ranges[i]);

		for (; nr < w->len && base + nr <= ranges[i].last; nr++)
			w->idx[nr] = idx;
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
	for (size_t i = 0; i < 2; i++)
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

static int arch_build(struct table_arch *ta, const struct seccache_arch_ranges *ar,
		      const struct seccache_arch *native)
{
	int ret;

	ta->audit_arch = ar->audit_arch;
	ret = window_build(ta, &ta->win[0], 0, ar->ranges, ar->n);
	if (!ret && native->x32 && ar->audit_arch == native->audit_arch)
		ret = window_build(ta, &ta->win[1], native->x32->nr_base,
				   ar->ranges, ar->n);
	if (!ret)
		ret = tail_build(ta, ar->ranges, ar->n);
	return ret;
}

int seccache_stack_prepare(struct seccache_stack *s, struct seccache_error *err)
{
	struct seccache_analyze_opts opts = { .mode = SECCACHE_MODE_PRECISE };
	struct seccache_analysis *a;
	struct seccache_table *t;
	int ret;

	ret = seccache_analyze(s, &opts, &a, err);
	if (ret)
		return ret;
	t = calloc(1, sizeof(*t));
	ret = t ? 0 : -ENOMEM;
	for (size_t i = 0; i < a->n_arches && !ret; i++) {
		ret = arch_build(&t->arch[i], &a->arches[i], s->native);
		t->n_arch = i + 1;
	}
	seccache_analysis_free(a);
	if (ret) {
		seccache_table_free(t);
		return seccache_fail(err, ret, -1, "out of memory");
	}
	seccache_table_free(s->table);
	s->table = t;
	return 0;
}

static uint8_t tail_lookup(const struct table_arch *ta, uint32_t nr)
{
	size_t lo = 0, hi = ta->n_tail;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (ta->tail[mid].last < nr)
			lo = mid + 1;
		else
			hi = mid;
	}
	/* Outside windows, the tail covers every number. */
	return lo < ta->n_tail ? ta->tail[lo].idx : RUN_FILTERS;
}

static uint8_t table_lookup(const struct seccache_table *t, uint32_t arch,
			    uint32_t nr, const struct table_arch **found)
{
	const struct table_arch *ta = &t->arch[0];

	if (arch != ta->audit_arch) {
		ta = &t->arch[1];
		if (t->n_arch < 2 || arch != ta->audit_arch)
			return RUN_FILTERS;
	}
	*found = ta;
	if (in_window(&ta->win[0], nr))
		return ta->win[0].idx[nr - ta->win[0].base];
	if (in_window(&ta->win[1], nr))
		return ta->win[1].idx[nr - ta->win[1].base];
	return tail_lookup(ta, nr);
}

int seccache_check(const struct seccache_stack *s, const struct seccache_data *d,
		   uint32_t *action)
{
	const struct table_arch *ta = NULL;
	uint8_t idx = RUN_FILTERS;

	if (s->table)
		idx = table_lookup(s->table, d->arch, d->nr, &ta);
	if (idx == RUN_FILTERS) {
		*action = seccache_stack_run(s, d, NULL);
		return 0;
	}
	*action = ta->dict[idx];
	return 1;
}
