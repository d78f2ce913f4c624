/* SPDX-License-Identifier: MIT */
/*
 * stack_choice.c - what a loaded stack runs as: another ABI, for filters
 * that refuse every call of the host's (a policy for another architecture
 * only), and the kernel --kernel or --filters-only chose.
 */
#include <stdint.h>

#include "cmds.h"
#include "messages.h"
#include "stack_choice.h"

/*
 * Whether s gives one constant value to every call of its ABIs (*value): a
 * filter that only lets other architectures through. -1 if the analysis
 * failed.
 */
static int refuses_all(const struct seccache_stack *s, uint32_t *value)
{
	const struct seccache_arch *abis[SECCACHE_MAX_ABIS];
	SECCACHE_OPTS(seccache_analyze_opts, opts, .flags = SECCACHE_ANALYZE_FILTERS_ONLY);
	struct seccache_analysis *a;
	size_t n;
	int all = 1;

	if (seccache_analyze(s, &opts, &a, NULL))
		return -1;
	n = seccache_analysis_abis(a, abis);
	for (size_t i = 0; i < n && all; i++) {
		const struct seccache_range *r;
		size_t m = seccache_analysis_ranges(a, abis[i]->audit_arch, &r);

		for (size_t j = 0; j < m && all; j++) {
			if (!r[j].constant || (i + j && r[j].action != *value))
				all = 0;
			*value = r[j].action;
		}
	}
	seccache_analysis_free(a);
	return all;
}

/* The filters of s in a new stack for native (NULL if out of memory). */
static struct seccache_stack *stack_for(const struct seccache_stack *s,
					const struct seccache_arch *native)
{
	struct seccache_stack *t;

	if (seccache_stack_new(native, &t, NULL))
		return NULL;
	for (size_t f = 0; f < seccache_stack_len(s); f++) {
		if (seccache_stack_push(t, seccache_stack_filter(s, f), NULL)) {
			seccache_stack_free(t);
			return NULL;
		}
	}
	return t;
}

/*
 * A filter that refuses every call of the host's ABIs (an arm64 policy read
 * on x86_64): the first native ABI it lets calls through for, or NULL.
 */
static const struct seccache_arch *accepted_arch(const struct seccache_stack *s)
{
	const struct seccache_arch *const *natives = seccache_arch_all();

	for (size_t i = 0; natives[i]; i++) {
		struct seccache_stack *t;
		uint32_t value;
		int refused;

		if (natives[i] == seccache_stack_arch(s) || !(t = stack_for(s, natives[i])))
			continue;
		refused = refuses_all(t, &value);
		seccache_stack_free(t);
		if (refused == 0)
			return natives[i];
	}
	return NULL;
}

/* *stack's filters, for native instead; returns an exit code. */
static int switch_arch(const char *cmd, struct seccache_stack **stack,
		       const struct seccache_arch *native)
{
	struct seccache_stack *t = stack_for(*stack, native);

	if (!t) {
		errorf("%s: out of memory", cmd);
		return EXIT_SYSTEM;
	}
	seccache_stack_free(*stack);
	*stack = t;
	return EXIT_OK;
}

int choose_arch(const char *cmd, const char *doing, struct seccache_stack **a,
		struct seccache_stack **b, const struct arch_list *list)
{
	const struct seccache_arch *other;
	char action[32];
	uint32_t value = 0, value_b = 0;
	int ret;

	if (list->n || refuses_all(*a, &value) != 1)
		return EXIT_OK;
	/* Stacks that differ on the host's own calls are compared there. */
	if (b && (refuses_all(*b, &value_b) != 1 || value_b != value))
		return EXIT_OK;
	seccache_action_format(value, action, sizeof(action));
	other = accepted_arch(*a);
	if (!other && b)
		other = accepted_arch(*b);
	if (!other) {
		notef("every call of every ABI seccache knows gets %s from these filters",
		      action);
		return EXIT_OK;
	}
	notef("the filters give every %s call %s; %s them for %s, which they let "
	      "through (--arch to choose)", seccache_stack_arch(*a)->name, action, doing,
	      other->name);
	ret = switch_arch(cmd, a, other);
	if (!ret && b)
		ret = switch_arch(cmd, b, other);
	return ret;
}

int parse_kernel_release(const char *cmd, const char *text, struct seccache_kernel *k)
{
	struct seccache_kernel newest;

	if (seccache_kernel_parse(text, k, NULL)) {
		errorf("%s: '%s' is not a kernel release (such as 6.1 or 6.12.14)", cmd, text);
		return EXIT_USAGE;
	}
	/* Patch releases add no calls: only a later major.minor is unknown. */
	seccache_kernel_newest(&newest);
	if (SECCACHE_KERNEL_VERSION(k->major, k->minor, 0) >
	    SECCACHE_KERNEL_VERSION(newest.major, newest.minor, 0))
		warnf("%s: Linux %s is newer than any seccache knows: read as %s, "
		      "without what it added", cmd, text, newest.release);
	return EXIT_OK;
}

int parse_kernel_arg(const char *cmd, const char *text, struct kernel_choice *k)
{
	int ret = parse_kernel_release(cmd, text, &k->kernel);

	k->given = !ret;
	return ret;
}

void note_no_cache(const struct seccache_stack *s, const struct kernel_choice *k)
{
	const struct seccache_arch *native = seccache_stack_arch(s);

	if (k->given && !k->filters_only && !seccache_kernel_has_cache(&k->kernel, native))
		notef("Linux %s has no seccomp cache for %s: every call runs the filters",
		      k->kernel.release, native->name);
}

void set_stack_kernel(struct seccache_stack *s, const struct kernel_choice *k)
{
	if (k->filters_only)
		seccache_stack_set_kernel(s, NULL, NULL);
	else if (k->given)
		seccache_stack_set_kernel(s, &k->kernel, NULL);
}
