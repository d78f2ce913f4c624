/* SPDX-License-Identifier: MIT */
/*
 * ranges.c - a partition of syscall numbers being built, range after range,
 * as both analysis modes build theirs: a range that gives the same answer
 * as the one before it extends that one, so that a partition never holds
 * two neighbours that say the same.
 */
#include <errno.h>
#include <string.h>

#include "analysis.h"

static bool same_answer(const struct seccache_range *a,
			const struct seccache_range *b)
{
	if (a->constant != b->constant || a->reads != b->reads || a->flags != b->flags)
		return false;
	if (a->constant)
		return a->action == b->action;
	if (a->any_action != b->any_action || a->n_actions != b->n_actions)
		return false;
	return !memcmp(a->actions, b->actions, a->n_actions * sizeof(a->actions[0]));
}

int sc_ranges_append(struct sc_arch_ranges *ar, const struct seccache_range *r)
{
	struct seccache_range *ranges;

	if (ar->n && same_answer(&ar->ranges[ar->n - 1], r)) {
		ar->ranges[ar->n - 1].last = r->last;
		return 0;
	}
	ranges = sc_grow(ar->ranges, &ar->cap, ar->n, sizeof(*ranges));
	if (!ranges)
		return -ENOMEM;
	ar->ranges = ranges;
	ar->ranges[ar->n++] = *r;
	return 0;
}
