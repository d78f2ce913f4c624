/* SPDX-License-Identifier: MIT */
/*
 * paths.c - the precise analysis's path engine, its entry (paths.h): the
 * workspace, the filter's scan for live registers and joins, and the run
 * of every path under the budgets all of them share. The engine follows
 * every path one filter can take for one AUDIT_ARCH value, over the whole
 * 32-bit space of syscall numbers, summed up as the filter's partition of
 * that space; its parts are listed in pathengine.h.
 *
 * Each path stands for a set of syscall numbers (nrset.h): arch is a
 * constant, nr lies in the path's set, everything else is unknown. Values
 * are abstract (values.h) and say whether they depend on nr or on unknown
 * fields. A jump the abstraction cannot decide forks when it depends on an
 * unknown field (both outcomes happen for some arguments) and splits the
 * path's numbers when it depends on nr only: right at the jump when nr is
 * compared with a constant, otherwise in halves (pathrun.c's split_nr()).
 * A single number makes every nr-derived value a constant, so splitting
 * always ends.
 *
 * Paths wait in the order of their next instruction (jumps only go
 * forward), so every path that reaches an instruction where others join
 * does so before any of them goes on; there, paths in the same state (the
 * same numbers, and the same abstract values in the registers still live)
 * merge into one, whose future they share. A filter that tests arguments
 * one after the other then costs a path per test, not one per combination
 * of outcomes. Only paths of one node can be in the same state, so a path
 * with none of its node waiting goes on (see sc_paths_run()). Budgets on
 * splits, paths and steps bound the work; past them the answer is marked
 * incomplete (struct range_answer's budget), with the values and fields of the
 * paths that did run.
 */
#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "nrset.h"
#include "abi/opcode.h"
#include "pathengine.h"
#include "paths.h"

struct path_engine *sc_path_engine_new(uint32_t arch, unsigned int path_budget,
				 bool shift_x_exact)
{
	struct path_engine *e = calloc(1, sizeof(*e));

	if (e) {
		e->arch = arch;
		e->path_budget = path_budget;
		e->shift_x_exact = shift_x_exact;
	}
	return e;
}

void sc_path_engine_free(struct path_engine *e)
{
	if (!e)
		return;
	free(e->todo);
	free(e->slots);
	free(e->free_slots);
	free(e->buckets);
	free(e->live);
	free(e->join);
	free(e->nodes);
	free(e->outs);
	free(e);
}

/* One more way into instruction pc: two make it a join. */
static void count_way_in(struct path_engine *e, size_t pc)
{
	if (e->join[pc] < 2)
		e->join[pc]++;
}

/*
 * Which registers each instruction of f may read before they are written
 * (jumps go forward: one pass from the end), and where paths join: at
 * every instruction more than one leads to.
 */
static int scan_filter(struct path_engine *e, const struct seccache_filter *f)
{
	size_t len = f->len;

	if (len > e->cap_pc) {
		uint32_t *live = realloc(e->live, len * sizeof(*live));
		uint8_t *join;

		if (!live)
			return -ENOMEM;
		e->live = live;
		join = realloc(e->join, len * sizeof(*join));
		if (!join)
			return -ENOMEM;
		e->join = join;
		e->cap_pc = len;
	}
	memset(e->join, 0, len * sizeof(*e->join));
	for (size_t pc = len; pc-- > 0;) {
		const struct seccache_insn *in = &f->insns[pc];
		uint32_t out = 0;

		if (BPF_CLASS(in->code) == BPF_JMP && BPF_OP(in->code) == BPF_JA) {
			out = e->live[pc + 1 + in->k];
			count_way_in(e, pc + 1 + in->k);
		} else if (bpf_is_cond_jump(in->code)) {
			out = e->live[pc + 1 + in->jt] | e->live[pc + 1 + in->jf];
			count_way_in(e, pc + 1 + in->jt);
			if (in->jf != in->jt)
				count_way_in(e, pc + 1 + in->jf);
		} else if (BPF_CLASS(in->code) != BPF_RET) {
			out = e->live[pc + 1];
			count_way_in(e, pc + 1);
		}
		e->live[pc] = bpf_regs_used(in->code, in->k) |
			      (out & ~bpf_regs_set(in->code, in->k));
	}
	return 0;
}

/* Whether a budget that all the filter's paths share has run out. */
static bool shared_budget_spent(const struct path_engine *e)
{
	return e->splits == PIECE_BUDGET || !e->steps;
}

/*
 * Run every path of the filter e->insns from its first instruction into
 * e->outs; out of the strict order, only until a shared budget runs out.
 * Leaves nothing waiting.
 */
static int explore_filter(struct path_engine *e)
{
	struct nrset all;
	int ret;

	e->steps = STEP_BUDGET;
	e->n_nodes = 0;
	e->splits = 0;
	sc_nrset_span(&all, 0, UINT32_MAX);
	ret = sc_path_push_start(e, &all);
	while (!ret && e->n_todo && (e->strict || !shared_budget_spent(e))) {
		struct astate st = sc_path_pop(e);

		if (e->nodes[st.node].over)
			ret = sc_path_give_up(e, &st.nrs, st.reads);
		else if (!e->nodes[st.node].again)
			ret = sc_path_run(e, &st);
		free(st.nrs.v);
	}
	sc_path_queue_clear(e);
	return ret;
}

/*
 * A branch on nr splits the numbers right where it is, so a chain of
 * comparisons costs one step per comparison, not one restart.
 *
 * A path alone in its node goes on through joins, as none can meet it
 * there. That changes the order paths run in, which only the budgets
 * shared by all paths (splits, steps) see: a run that reached one is run
 * again in the order where every path waits at every join, so that the
 * same numbers are given up as always.
 */
int sc_paths_run(struct path_engine *e, const struct seccache_filter *f,
		 struct range_answers *out)
{
	uint32_t pushed = e->pushed;
	int ret;

	e->insns = f->insns;
	ret = scan_filter(e, f);
	e->strict = false;
	if (!ret)
		ret = explore_filter(e);
	if (!ret && shared_budget_spent(e)) {
		sc_path_outcomes_drop(e);
		e->strict = true;
		e->pushed = pushed;
		ret = explore_filter(e);
	}
	if (!ret)
		ret = sc_path_partition(e, out);
	sc_path_outcomes_drop(e);
	return ret;
}
