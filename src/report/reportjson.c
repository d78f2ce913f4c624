/* SPDX-License-Identifier: MIT */
/*
 * reportjson.c - the report for tools: every ABI's named syscalls, its
 * whole partition into ranges and what a kernel's cache answers, as JSON
 * (jansson), from any analysis read through its accessors.
 */
#include <errno.h>

#include <jansson.h>
#include <stdlib.h>

#include "report.h"

static json_t *action_string(uint32_t action)
{
	char name[ACTION_NAME_MAX];

	seccache_action_format(action, name, sizeof(name));
	return json_string(name);
}

static json_t *reads_array(uint32_t reads)
{
	json_t *arr = json_array();

	for (unsigned int bit = 0; arr && bit < 32; bit++)
		if (reads & (1U << bit))
			json_array_append_new(arr, json_string(seccache_read_name(1U << bit)));
	return arr;
}

/* "constant" and "action" and "value", or "actions": what r says of one number. */
static void answer_json(json_t *o, const struct seccache_range *r)
{
	json_t *actions;

	json_object_set_new(o, "constant", json_boolean(r->constant));
	if (r->constant) {
		json_object_set_new(o, "action", action_string(r->action));
		json_object_set_new(o, "value", json_integer(r->action));
	} else {
		actions = json_array();
		for (unsigned int i = 0; actions && !r->any_action && i < r->n_actions; i++)
			json_array_append_new(actions, action_string(r->actions[i]));
		json_object_set_new(o, "actions", actions);
	}
}

/* Where the kernel runs no filter: "passthrough", and the filters' own answer. */
static void passthrough_json(json_t *o, const struct seccache_analysis *a,
			     const struct seccache_arch *abi, uint32_t nr,
			     const struct seccache_range *r)
{
	const struct seccache_range *own;
	json_t *filters;

	json_object_set_new(o, "passthrough",
			    json_boolean(r->flags & SECCACHE_RANGE_PASSTHROUGH));
	own = seccache_analysis_filters_lookup(a, abi->audit_arch, nr);
	if (!own || !(filters = json_object()))
		return;
	answer_json(filters, own);
	json_object_set_new(filters, "reads", reads_array(own->reads));
	json_object_set_new(o, "filters", filters);
}

/* "0x..." for a 64-bit mask or value, which not every JSON reader holds exactly as a number. */
static json_t *hex_string(uint64_t v)
{
	char text[24];

	snprintf(text, sizeof(text), "0x%llx", (unsigned long long)v);
	return json_string(text);
}

static json_t *term_json(const struct seccache_cond_term *t)
{
	static const char *const ops[] = { "==", "!=", ">=", "<=" };

	return json_pack("{s:o, s:o, s:s, s:o}",
			 "field", t->field == SECCACHE_COND_IP ? json_string("instruction_pointer") :
				  json_integer(t->field),
			 "mask", hex_string(t->mask), "op", ops[t->op],
			 "value", hex_string(t->value));
}

/* A condition's text, or part of it (seccache_cond_format()). */
static json_t *cond_text(const struct seccache_cond_call *call, size_t i)
{
	int len = seccache_cond_format(call, i, NULL, 0);
	char *text = len < 0 ? NULL : malloc((size_t)len + 1);
	json_t *s = NULL;

	if (text) {
		seccache_cond_format(call, i, text, (size_t)len + 1);
		s = json_string(text);
	}
	free(text);
	return s;
}

/* One result: its action, its value, and when: conjunctions of terms. */
static json_t *cond_result_json(const struct seccache_cond_call *call, size_t i)
{
	const struct seccache_cond_result *r = &call->results[i];
	json_t *when = json_array();

	for (size_t c = 0; when && c < r->n_conjs; c++) {
		json_t *conj = json_array();

		for (size_t t = 0; conj && t < r->conjs[c].n_terms; t++)
			json_array_append_new(conj, term_json(&r->conjs[c].terms[t]));
		json_array_append_new(when, conj);
	}
	return json_pack("{s:o, s:I, s:o, s:o}", "action", action_string(r->action),
			 "value", (json_int_t)r->action, "text", cond_text(call, i), "when", when);
}

static const char *why_name(enum seccache_cond_why why)
{
	static const char *const names[] = {
		"exact", "computed", "paths", "value", "machine", "nr",
	};

	return (size_t)why < ARRAY_SIZE(names) ? names[why] : "unknown";
}

/* "conditions": each result with when it is returned, or why that is not given. */
static json_t *conditions_json(const struct seccache_cond_call *call)
{
	json_t *o = json_object(), *results = json_array();

	if (!o || !results) {
		json_decref(o);
		json_decref(results);
		return NULL;
	}
	json_object_set_new(o, "exact", json_boolean(!call->why));
	json_object_set_new(o, "text", cond_text(call, SIZE_MAX));
	if (call->why)
		json_object_set_new(o, "why", json_string(why_name(call->why)));
	for (size_t i = 0; !call->why && i < call->n_results; i++)
		json_array_append_new(results, cond_result_json(call, i));
	json_object_set_new(o, "results", results);
	return o;
}

static json_t *syscall_json(const struct seccache_analysis *a,
			    const struct seccache_arch *abi, uint32_t nr,
			    const struct seccache_range *r,
			    const struct seccache_analysis *kernel,
			    const struct seccache_conditions *conds)
{
	const struct seccache_cond_call *call = r->constant ? NULL :
		seccache_conditions_lookup(conds, abi->audit_arch, nr);
	char name[SECCACHE_SYSCALL_NAME_MAX];
	bool has_name = sc_report_syscall_name(abi, nr, name);
	json_t *o = json_object();
	const struct seccache_range *native;

	if (!o)
		return NULL;
	json_object_set_new(o, "nr", json_integer(nr));
	json_object_set_new(o, "name", has_name ? json_string(name) : json_null());
	answer_json(o, r);
	if (abi->native != abi && has_name && sc_report_weaker_call(a, abi, r, name, &native))
		json_object_set_new(o, "weaker_than_native", native->constant ?
				    action_string(native->action) : json_string("FILTER"));
	passthrough_json(o, a, abi, nr, r);
	json_object_set_new(o, "reads", reads_array(r->reads));
	json_object_set_new(o, "kernel_cached",
			    json_boolean(sc_report_cached(kernel, abi, nr)));
	json_object_set_new(o, "budget", json_boolean(r->flags & SECCACHE_RANGE_BUDGET));
	json_object_set_new(o, "pinned", json_boolean(r->flags & SECCACHE_RANGE_PIN));
	if (call)
		json_object_set_new(o, "conditions", conditions_json(call));
	return o;
}

static json_t *range_json(const struct seccache_range *r, uint32_t first,
			  uint32_t last)
{
	json_t *o = json_object();

	if (!o)
		return NULL;
	json_object_set_new(o, "first", json_integer(first));
	json_object_set_new(o, "last", json_integer(last));
	json_object_set_new(o, "constant", json_boolean(r->constant));
	json_object_set_new(o, "action", r->constant ? action_string(r->action)
						     : json_string("FILTER"));
	if (r->flags & SECCACHE_RANGE_BUDGET)
		json_object_set_new(o, "budget", json_true());
	if (r->flags & SECCACHE_RANGE_PIN)
		json_object_set_new(o, "pinned", json_true());
	return o;
}

/* Append the ranges clipped to [lo, hi]. */
static void append_ranges(json_t *arr, const struct seccache_range *ranges,
			  size_t n, uint32_t lo, uint32_t hi)
{
	for (size_t i = 0; i < n; i++) {
		uint32_t first = ranges[i].first > lo ? ranges[i].first : lo;
		uint32_t last = ranges[i].last < hi ? ranges[i].last : hi;

		if (first <= last)
			json_array_append_new(arr, range_json(&ranges[i], first, last));
	}
}

/* The audit arch's whole partition, or for x32 its blocks of numbers. */
static json_t *ranges_json(const struct seccache_analysis *a,
			   const struct seccache_arch *abi)
{
	const struct seccache_range *ranges;
	size_t n = seccache_analysis_ranges(a, abi->audit_arch, &ranges);
	json_t *arr = json_array();
	uint32_t first = 0, last;

	if (!arr)
		return NULL;
	if (!sc_report_is_x32(abi)) {
		append_ranges(arr, ranges, n, 0, UINT32_MAX);
		return arr;
	}
	/* Blocks of x32's number bit: the calls seccache_arch_of() names x32. */
	do {
		last = first | (abi->nr_base - 1);
		if (seccache_arch_of(abi, abi->audit_arch, first) == abi)
			append_ranges(arr, ranges, n, first, last);
		first = last + 1;
	} while (last != UINT32_MAX);
	return arr;
}

/* How many ranges of abi's audit arch the analysis did not finish (budget). */
static size_t budget_ranges(const struct seccache_analysis *a,
			    const struct seccache_arch *abi)
{
	const struct seccache_range *ranges;
	size_t n = seccache_analysis_ranges(a, abi->audit_arch, &ranges), count = 0;

	for (size_t i = 0; i < n; i++)
		count += !!(ranges[i].flags & SECCACHE_RANGE_BUDGET);
	return count;
}

/* The private calls past the table (ARM's 0xf0001...), which have names. */
static void append_private(json_t *syscalls, const struct seccache_analysis *a,
			   const struct seccache_analysis *kernel,
			   const struct seccache_conditions *conds,
			   const struct seccache_arch *abi)
{
	uint32_t nr, end;

	if (!sc_syscall_private_span(abi, &nr, &end))
		return;
	for (; nr < end; nr++) {
		const struct seccache_range *r =
			seccache_analysis_lookup(a, abi->audit_arch, nr);
		char name[SECCACHE_SYSCALL_NAME_MAX];

		if (r && sc_report_syscall_name(abi, nr, name))
			json_array_append_new(syscalls, syscall_json(a, abi, nr, r, kernel, conds));
	}
}

static json_t *abi_json(const struct seccache_analysis *a,
			const struct seccache_analysis *kernel,
			const struct seccache_conditions *conds,
			const struct seccache_arch *abi)
{
	json_t *o = json_object();
	json_t *syscalls = json_array();

	if (!o || !syscalls) {
		json_decref(o);
		json_decref(syscalls);
		return NULL;
	}
	json_object_set_new(o, "arch", json_string(abi->name));
	json_object_set_new(o, "audit_arch", json_integer(abi->audit_arch));
	json_object_set_new(o, "nr_count", json_integer(abi->nr_count));
	for (uint32_t i = 0; i < abi->nr_count; i++) {
		uint32_t nr = abi->nr_base + i;
		const struct seccache_range *r =
			seccache_analysis_lookup(a, abi->audit_arch, nr);

		if (r)
			json_array_append_new(syscalls, syscall_json(a, abi, nr, r, kernel, conds));
	}
	append_private(syscalls, a, kernel, conds, abi);
	json_object_set_new(o, "syscalls", syscalls);
	json_object_set_new(o, "ranges", ranges_json(a, abi));
	json_object_set_new(o, "budget_ranges", json_integer(budget_ranges(a, abi)));
	return o;
}

/* The kernel predicted, or whose passthrough applied: its release, or null. */
static json_t *kernel_json(const struct seccache_analysis *a)
{
	const struct seccache_kernel *k = seccache_analysis_kernel(a);

	if (!k)
		k = seccache_analysis_passthrough_kernel(a);
	return k ? json_string(k->release) : json_null();
}

int seccache_report_json_opts(const struct seccache_analysis *a, FILE *out,
			      const struct seccache_report_opts *opts,
			      struct seccache_error *err)
{
	const struct seccache_arch *abis[SECCACHE_MAX_ABIS];
	size_t n = seccache_analysis_abis(a, abis);
	const struct seccache_analysis *kernel;
	struct seccache_report_opts o;
	json_t *root, *arches;
	int ret = SC_OPTS_COPY(seccache_report_opts, flags, flags, &o, opts, err);

	if (ret)
		return ret;
	kernel = sc_report_cache_of(a, o.kernel);
	root = json_object();
	arches = json_array();
	if (!root || !arches) {
		json_decref(root);
		json_decref(arches);
		return sc_report_fail(err, -ENOMEM);
	}
	json_object_set_new(root, "version", json_integer(SECCACHE_JSON_VERSION));
	json_object_set_new(root, "mode", json_string(
		seccache_analysis_mode(a) == SECCACHE_MODE_KERNEL ? "kernel" : "precise"));
	json_object_set_new(root, "kernel", kernel_json(a));
	for (size_t i = 0; i < n; i++)
		json_array_append_new(arches, abi_json(a, kernel, o.conditions, abis[i]));
	json_object_set_new(root, "arches", arches);
	/* jansson drops NULL values silently; the sizes say if one was lost. */
	if (json_array_size(arches) != n)
		ret = -ENOMEM;
	else if (json_dumpf(root, out, JSON_INDENT(2)) || fputc('\n', out) == EOF)
		ret = -EIO;
	json_decref(root);
	return sc_report_done(out, ret, err);
}

int seccache_report_json(const struct seccache_analysis *a,
			 const struct seccache_analysis *kernel, FILE *out,
			 struct seccache_error *err)
{
	SECCACHE_OPTS(seccache_report_opts, o, .kernel = kernel);

	return seccache_report_json_opts(a, out, &o, err);
}
