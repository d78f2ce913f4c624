/* SPDX-License-Identifier: MIT */
/*
 * precise.c - precise mode: a stack's partition of one AUDIT_ARCH value's
 * syscall numbers, each range constant (one exact return value) or not (the
 * values it may take and the fields it may read). Each filter's partition
 * comes from the path engine (paths.c); filters are then combined by
 * seccomp_run_filters()'s rule over the product of their possible values:
 * an over-approximation, so a range is constant only if every combination
 * gives the same 32-bit value. Pins, the stack's and the one the caller
 * asks for, send whole ABIs to KILL_PROCESS; then the kernel's exception
 * for uprobes lets its numbers through whatever the filters say.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "values.h"
#include "analysis.h"
#include "paths.h"

#define DEFAULT_PATHS	1024		/* paths per filter and set of numbers */

/* The stack's filters analysed and the pin the caller assumes (or NULL). */
struct stack_job {
	const struct sc_filters *fs;
	const struct seccache_arch *pin;
};

/* The stack's own pin, then the one the analysis assumes. */
static bool pin_rejects(const struct stack_job *j, uint32_t arch, uint32_t nr)
{
	if (!j->fs->pinned && !j->pin)
		return false;
	return sc_pin_rejects(j->fs->native, j->fs->kernel, j->fs->pinned, arch, nr) ||
	       sc_pin_rejects(j->fs->native, j->fs->kernel, j->pin, arch, nr);
}

/*
 * A pin answers whole blocks of numbers, one ABI (or none) each: those of
 * the native and x32 tables of the stack's kernel, and the numbers between
 * and after them, which no pin kills.
 */
static uint32_t pin_block_last(const struct stack_job *j, uint32_t nr)
{
	if (!j->fs->pinned && !j->pin)
		return UINT32_MAX;
	return sc_abi_block_last(j->fs->native, j->fs->kernel, nr);
}

static bool is_kill_process(uint32_t v)
{
	return (v & SECCACHE_RET_ACTION_FULL) == SECCACHE_RET_KILL_PROCESS;
}

/*
 * seccomp_run_filters() for one older filter: cur holds the possible
 * results so far, f the filter's possible values. Nothing beats a
 * KILL_PROCESS-class value: such a result survives even an "any" filter.
 */
static struct value_set combine_older(const struct value_set *cur, const struct value_set *f)
{
	struct value_set r = { 0 };

	if (cur->any)
		return *cur;
	for (unsigned int i = 0; i < cur->n; i++) {
		if (f->any) {
			if (!is_kill_process(cur->v[i]))
				return *f;
			sc_value_set_add(&r, cur->v[i]);
			continue;
		}
		for (unsigned int j = 0; j < f->n; j++)
			sc_value_set_add(&r, sc_action_beats(f->v[j], cur->v[i]) ?
				    f->v[j] : cur->v[i]);
	}
	return r;
}

/* Whether every value of s is KILL_PROCESS, which no older filter can beat. */
static bool all_kill_process(const struct value_set *s)
{
	for (unsigned int i = 0; i < s->n; i++)
		if (!is_kill_process(s->v[i]))
			return false;
	return !s->any && s->n;
}

/*
 * The range over [first, last] whose possible values are set. Past a
 * budget, set and reads hold what the explored paths gave, and the range
 * says that any value is possible.
 */
static struct seccache_range range_of_set(uint32_t first, uint32_t last,
					  const struct value_set *set, uint32_t reads,
					  bool budget)
{
	struct seccache_range r = { .first = first, .last = last, .reads = reads };

	if (budget) {
		r.flags = SECCACHE_RANGE_BUDGET;
		r.any_action = true;
		r.n_actions = set->any ? 0 : set->n;
		memcpy(r.actions, set->v, r.n_actions * sizeof(set->v[0]));
	} else if (!set->any && set->n == 1) {
		r.constant = true;
		r.action = set->v[0];
	} else if (set->any) {
		r.any_action = true;
	} else {
		r.n_actions = set->n;
		memcpy(r.actions, set->v, set->n * sizeof(set->v[0]));
	}
	return r;
}

/*
 * Sweep the filters' partitions together: each elementary range combines
 * one range answer of every filter, newest first from ALLOW.
 */
static int combine(const struct stack_job *j, uint32_t arch,
		   struct range_answers *per_filter, struct sc_arch_ranges *ar)
{
	size_t n = j->fs->len;
	size_t *at = calloc(n ? n : 1, sizeof(*at));
	uint32_t first = 0;
	int ret = 0;

	if (!at)
		return -ENOMEM;
	for (;;) {
		uint32_t last = pin_block_last(j, first), reads = 0;
		struct value_set set = { .n = 1, .v = { SECCACHE_RET_ALLOW } };
		struct seccache_range r;
		bool budget = false;

		for (size_t i = n; i-- > 0;) {
			const struct range_answer *p;

			while (per_filter[i].v[at[i]].last < first)
				at[i]++;
			p = &per_filter[i].v[at[i]];
			if (p->last < last)
				last = p->last;
			/* What the newer filters give, KILL_PROCESS, stays whatever p is. */
			if (all_kill_process(&set))
				continue;
			budget |= p->budget;
			set = combine_older(&set, &p->set);
			reads |= p->reads;
		}
		if (pin_rejects(j, arch, first)) {
			set = (struct value_set){ .n = 1, .v = { SECCACHE_RET_KILL_PROCESS } };
			reads = SECCACHE_READ_NR | SECCACHE_READ_ARCH;
			budget = false;
		}
		r = range_of_set(first, last, &set, reads, budget);
		if (pin_rejects(j, arch, first))
			r.flags |= SECCACHE_RANGE_PIN;
		ret = sc_ranges_append(ar, &r);
		if (ret || last == UINT32_MAX)
			break;
		first = last + 1;
	}
	free(at);
	return ret;
}

int sc_precise_ranges(const struct sc_filters *fs,
		      const struct seccache_arch *pin, unsigned int budget,
		      uint32_t arch, struct sc_arch_ranges *ar)
{
	struct stack_job j = { .fs = fs, .pin = pin };
	size_t n = fs->len;
	struct range_answers *per_filter = calloc(n ? n : 1, sizeof(*per_filter));
	/* One workspace for all the arch's filters: its arrays are reused. */
	struct path_engine *e = sc_path_engine_new(arch, budget ? budget : DEFAULT_PATHS,
					     sc_shift_x_exact(fs->native, arch));
	int ret = per_filter && e ? 0 : -ENOMEM;

	for (size_t i = 0; i < n && !ret; i++)
		ret = sc_paths_run(e, fs->filters[i], &per_filter[i]);
	if (!ret)
		ret = combine(&j, arch, per_filter, ar);
	for (size_t i = 0; per_filter && i < n; i++)
		free(per_filter[i].v);
	free(per_filter);
	sc_path_engine_free(e);
	return ret;
}

/*
 * seccomp_uprobe_exception() comes after the pin and before any filter
 * (seccomp_run_filters() asks the allow cache first, and
 * seccomp_is_const_allow() sets those bits for every filter).
 */
int sc_precise_passthrough(const struct sc_filters *fs,
			   const struct seccache_arch *pin,
			   const struct seccache_kernel *k, struct sc_arch_ranges *ar)
{
	struct stack_job j = { .fs = fs, .pin = pin };
	uint32_t nrs[SC_MAX_PASSTHROUGH];
	size_t n = fs->len ? sc_passthrough_numbers(k, fs->native, ar->audit_arch, nrs) : 0;
	struct sc_arch_ranges out = { .audit_arch = ar->audit_arch };
	size_t p = 0;
	int ret = 0;

	if (!n)
		return 0;
	for (size_t i = 0; i < ar->n && !ret; i++) {
		struct seccache_range r = ar->ranges[i];
		bool rest = true;

		for (; !ret && p < n && nrs[p] <= r.last; p++) {
			struct seccache_range pass = {
				.first = nrs[p], .last = nrs[p], .constant = true,
				.action = SECCACHE_RET_ALLOW,
				.reads = SECCACHE_READ_NR | SECCACHE_READ_ARCH,
				.flags = SECCACHE_RANGE_PASSTHROUGH,
			};
			struct seccache_range before = r, own = r;

			if (pin_rejects(&j, ar->audit_arch, nrs[p]))
				continue;
			if (nrs[p] > r.first) {
				before.last = nrs[p] - 1;
				ret = sc_ranges_append(&out, &before);
			}
			own.first = own.last = nrs[p];
			out.passed[out.n_passed++] = own;
			if (!ret)
				ret = sc_ranges_append(&out, &pass);
			rest = nrs[p] < r.last;
			r.first = nrs[p] + 1;
		}
		if (!ret && rest)
			ret = sc_ranges_append(&out, &r);
	}
	if (ret) {
		free(out.ranges);
		return ret;
	}
	free(ar->ranges);
	*ar = out;
	return 0;
}
