/* SPDX-License-Identifier: MIT */
/*
 * report.c - the writers: the coverage ranges of the constant-action bitmap
 * series (Kees Cook, 2020), the kernel's /proc/PID/seccomp_cache, JSON for
 * tools and a text summary for people. They read any struct
 * seccache_analysis through its accessors and know nothing of how it was
 * built.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "internal.h"

#define ACTION_NAME_MAX 32

static bool is_x32(const struct seccache_arch *abi)
{
	return abi->native->x32 == abi;
}

/*
 * The range of kernel (a kernel-mode analysis) that answers (abi, nr)
 * without running the filter, or NULL. Its ranges are constant exactly
 * where the cache answers: ALLOW on mainline, every cached result with
 * the seccache series.
 */
static const struct seccache_range *cache_hit(const struct seccache_analysis *kernel,
					      const struct seccache_arch *abi, uint32_t nr)
{
	const struct seccache_range *r;

	if (!kernel)
		return NULL;
	r = seccache_analysis_lookup(kernel, abi->audit_arch, nr);
	return r && r->constant ? r : NULL;
}

static bool kernel_cached(const struct seccache_analysis *kernel,
			  const struct seccache_arch *abi, uint32_t nr)
{
	return cache_hit(kernel, abi, nr) != NULL;
}

/* Whether kernel models the seccache series' cache of every constant result. */
static bool series_cache(const struct seccache_analysis *kernel)
{
	const struct seccache_kernel *k = kernel ? seccache_analysis_kernel(kernel) : NULL;

	return k && k->series;
}

/* What the cache of kernel's kind is, for the title. */
static const char *cache_title(const struct seccache_analysis *kernel)
{
	return series_cache(kernel) ? "the seccache series' constant-action cache" :
				      "the kernel's allow cache";
}

/* A kernel-mode analysis is its own cache prediction. */
static const struct seccache_analysis *
kernel_of(const struct seccache_analysis *a, const struct seccache_analysis *kernel)
{
	if (kernel)
		return kernel;
	return seccache_analysis_mode(a) == SECCACHE_MODE_KERNEL ? a : NULL;
}

/* The name of nr in abi into name; false for a number without one. */
static bool syscall_name(const struct seccache_arch *abi, uint32_t nr,
			 char name[SECCACHE_SYSCALL_NAME_MAX])
{
	return !seccache_syscall_name(abi, nr, name, SECCACHE_SYSCALL_NAME_MAX, NULL);
}

/*
 * The kernel a report speaks of: the one predicted, or the one whose
 * passthrough applied; NULL for the newest seccache knows.
 */
static const struct seccache_kernel *kernel_spoken(const struct seccache_analysis *a)
{
	const struct seccache_kernel *k = seccache_analysis_kernel(a);

	return k ? k : seccache_analysis_passthrough_kernel(a);
}

/* syscall_name(), for a call that kernel of a's has; false otherwise. */
static bool named(const struct seccache_analysis *a, const struct seccache_arch *abi,
		  uint32_t nr, char name[SECCACHE_SYSCALL_NAME_MAX])
{
	return seccache_kernel_has_syscall(kernel_spoken(a), abi, nr) &&
	       syscall_name(abi, nr, name);
}

/* One past the highest number with a call in a's kernel (0 if none). */
static uint32_t numbers_in(const struct seccache_analysis *a, const struct seccache_arch *abi)
{
	const struct seccache_kernel *k = kernel_spoken(a);
	uint32_t n = abi->nr_count;

	while (n && !seccache_kernel_has_syscall(k, abi, abi->nr_base + n - 1))
		n--;
	return n;
}

/* What went wrong writing a report: out failed, or memory ran out. */
/*
 * How firmly a result stops a call: it runs (ALLOW, LOG), a supervisor
 * decides (TRACE, USER_NOTIF), or it does not run (ERRNO, TRAP, KILL_*).
 * Between results of one class (ERRNO against KILL_PROCESS) the call fares
 * the same, so only a lower class is a weaker policy.
 */
enum stop { STOP_RUNS, STOP_SUPERVISED, STOP_DENIED };

static enum stop stop_of(uint32_t ret)
{
	switch (seccache_action_effective(ret) & SECCACHE_RET_ACTION_FULL) {
	case SECCACHE_RET_ALLOW:
	case SECCACHE_RET_LOG:
		return STOP_RUNS;
	case SECCACHE_RET_TRACE:
	case SECCACHE_RET_USER_NOTIF:
		return STOP_SUPERVISED;
	default:
		return STOP_DENIED;
	}
}

/* Whether a result, or one of the values it may take, stops less than native. */
static bool weaker_than(const struct seccache_range *own, enum stop native)
{
	if (own->constant)
		return stop_of(own->action) < native;
	if (own->any_action)
		return native > STOP_RUNS;
	for (unsigned int i = 0; i < own->n_actions; i++)
		if (stop_of(own->actions[i]) < native)
			return true;
	return false;
}

/*
 * Whether a call of abi, named name, whose result is own, is stopped less
 * than the call of the same name in abi's native ABI, whose result is
 * constant; that result into *native.
 */
static bool weaker_call(const struct seccache_analysis *a, const struct seccache_arch *abi,
			const struct seccache_range *own, const char *name, uint32_t *native)
{
	const struct seccache_range *twin;
	uint32_t native_nr;

	if (seccache_syscall_number(abi->native, name, &native_nr, NULL))
		return false;
	twin = seccache_analysis_lookup(a, abi->native->audit_arch, native_nr);
	if (!twin || !twin->constant)
		return false;
	*native = twin->action;
	return weaker_than(own, stop_of(twin->action));
}

static int report_fail(struct seccache_error *err, int code)
{
	if (code == -EIO)
		return sc_fail(err, code, -1, "write failed");
	return sc_fail(err, code, -1, "%s", strerror(-code));
}

/* ------------------------------------------------------------------ */
/* The coverage ranges of the constant-action bitmap series            */
/* ------------------------------------------------------------------ */

static const char *abi_label(const struct seccache_arch *abi)
{
	if (abi->native == abi)
		return "native";
	return is_x32(abi) ? "x32" : "compat";
}

/* Only exact values had a bitmap in v1 (seccomp_update_bitmap()). */
static const char *bitmap_name(const struct seccache_range *r)
{
	if (!r || !r->constant)
		return "filter";
	switch (r->action) {
	case SECCACHE_RET_ALLOW:
		return "SECCOMP_RET_ALLOW";
	case SECCACHE_RET_KILL_PROCESS:
		return "SECCOMP_RET_KILL_PROCESS";
	case SECCACHE_RET_KILL_THREAD:
		return "SECCOMP_RET_KILL_THREAD";
	default:
		return "filter";
	}
}

/* __report_bitmap(): numbers right-aligned to three digits. */
static void print_run(FILE *out, const char *label, const char *name,
		      int start, int finish)
{
	int gap = (start < 100) + (start < 10) + (finish < 100) + (finish < 10);

	if (start == finish)
		fprintf(out, "%s     %3d: %s\n", label, start, name);
	else if (start + 1 == finish)
		fprintf(out, "%s %*s%d,%d: %s\n", label, gap, "", start, finish, name);
	else
		fprintf(out, "%s %*s%d-%d: %s\n", label, gap, "", start, finish, name);
}

/*
 * __report_bitmap() walked the kernel's NR_syscalls: the numbers of the
 * table of the kernel the analysis speaks of, not seccache's newest.
 */
static void report_abi_ranges(const struct seccache_analysis *a,
			      const struct seccache_arch *abi, FILE *out)
{
	const char *label = abi_label(abi);
	uint32_t start = 0, end = numbers_in(a, abi);
	const char *run = NULL;

	for (uint32_t i = 0; i < end; i++) {
		const char *name = bitmap_name(seccache_analysis_lookup(a,
				abi->audit_arch, abi->nr_base + i));

		if (run && strcmp(run, name)) {
			print_run(out, label, run, (int)start, (int)i - 1);
			start = i;
		}
		run = name;
	}
	if (run)
		print_run(out, label, run, (int)start, (int)end - 1);
}

int seccache_report_ranges(const struct seccache_analysis *a, FILE *out,
			   struct seccache_error *err)
{
	const struct seccache_arch *abis[SECCACHE_MAX_ABIS];
	size_t n = seccache_analysis_abis(a, abis);

	for (size_t i = 0; i < n; i++)
		report_abi_ranges(a, abis[i], out);
	return ferror(out) ? report_fail(err, -EIO) : 0;
}

/* ------------------------------------------------------------------ */
/* /proc/PID/seccomp_cache                                             */
/* ------------------------------------------------------------------ */

/*
 * proc_pid_seccomp_cache_arch(): one line per bit of the predicted kernel's
 * bitmaps (its NR_syscalls); x32 has no bitmap of its own.
 */
/*
 * A line's status as proc_pid_seccomp_cache() prints it: FILTER, ALLOW, or
 * with the seccache series (seccomp_cache_describe()) the action's name,
 * with its data where the action gives data a meaning (TRAP, ERRNO, TRACE)
 * or the data is not 0, or an unknown action's raw value.
 */
static void proc_text(const struct seccache_range *r, char *buf, size_t size)
{
	uint32_t action = r ? r->action & SECCACHE_RET_ACTION_FULL : 0;
	uint32_t data = r ? r->action & SECCACHE_RET_DATA : 0;
	char name[ACTION_NAME_MAX];

	if (!r || !r->constant) {
		snprintf(buf, size, "FILTER");
		return;
	}
	if (!seccache_action_known(r->action)) {
		snprintf(buf, size, "0x%08x", r->action);
		return;
	}
	seccache_action_format(action, name, sizeof(name));
	if (strchr(name, '('))
		*strchr(name, '(') = '\0';
	if (data || action == SECCACHE_RET_TRAP || action == SECCACHE_RET_ERRNO ||
	    action == SECCACHE_RET_TRACE)
		snprintf(buf, size, "%s(%u)", name, data);
	else
		snprintf(buf, size, "%s", name);
}

int seccache_report_proc(const struct seccache_analysis *a, FILE *out,
			 struct seccache_error *err)
{
	const struct seccache_kernel *k = seccache_analysis_kernel(a);
	const struct seccache_arch *abis[SECCACHE_MAX_ABIS];
	size_t n = seccache_analysis_abis(a, abis);

	if (!k)
		return sc_fail(err, -EINVAL, -1,
			       "/proc/PID/seccomp_cache lines need a kernel-mode analysis");
	for (size_t i = 0; i < n; i++) {
		uint32_t size = seccache_kernel_nr_count(k, abis[i]);

		for (uint32_t nr = 0; nr < size; nr++) {
			char text[2 * ACTION_NAME_MAX];

			proc_text(seccache_analysis_lookup(a, abis[i]->audit_arch,
							   abis[i]->nr_base | nr),
				  text, sizeof(text));
			fprintf(out, "%s %d %s\n", abis[i]->name, (int)nr, text);
		}
	}
	return ferror(out) ? report_fail(err, -EIO) : 0;
}

/* ------------------------------------------------------------------ */
/* JSON                                                                */
/* ------------------------------------------------------------------ */

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

static json_t *syscall_json(const struct seccache_analysis *a,
			    const struct seccache_arch *abi, uint32_t nr,
			    const struct seccache_range *r,
			    const struct seccache_analysis *kernel)
{
	char name[SECCACHE_SYSCALL_NAME_MAX];
	bool has_name = syscall_name(abi, nr, name);
	json_t *o = json_object();
	uint32_t native;

	if (!o)
		return NULL;
	json_object_set_new(o, "nr", json_integer(nr));
	json_object_set_new(o, "name", has_name ? json_string(name) : json_null());
	answer_json(o, r);
	if (abi->native != abi && has_name && weaker_call(a, abi, r, name, &native))
		json_object_set_new(o, "weaker_than_native", action_string(native));
	passthrough_json(o, a, abi, nr, r);
	json_object_set_new(o, "reads", reads_array(r->reads));
	json_object_set_new(o, "kernel_cached",
			    json_boolean(kernel_cached(kernel, abi, nr)));
	json_object_set_new(o, "budget", json_boolean(r->flags & SECCACHE_RANGE_BUDGET));
	json_object_set_new(o, "pinned", json_boolean(r->flags & SECCACHE_RANGE_PIN));
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
	if (!is_x32(abi)) {
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

static json_t *abi_json(const struct seccache_analysis *a,
			const struct seccache_analysis *kernel,
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
			json_array_append_new(syscalls, syscall_json(a, abi, nr, r, kernel));
	}
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

int seccache_report_json(const struct seccache_analysis *a,
			 const struct seccache_analysis *kernel, FILE *out,
			 struct seccache_error *err)
{
	const struct seccache_arch *abis[SECCACHE_MAX_ABIS];
	size_t n = seccache_analysis_abis(a, abis);
	json_t *root = json_object();
	json_t *arches = json_array();
	int ret = 0;

	kernel = kernel_of(a, kernel);
	if (!root || !arches) {
		json_decref(root);
		json_decref(arches);
		return report_fail(err, -ENOMEM);
	}
	json_object_set_new(root, "mode", json_string(
		seccache_analysis_mode(a) == SECCACHE_MODE_KERNEL ? "kernel" : "precise"));
	json_object_set_new(root, "kernel", kernel_json(a));
	for (size_t i = 0; i < n; i++)
		json_array_append_new(arches, abi_json(a, kernel, abis[i]));
	json_object_set_new(root, "arches", arches);
	/* jansson drops NULL values silently; the sizes say if one was lost. */
	if (json_array_size(arches) != n)
		ret = -ENOMEM;
	else if (json_dumpf(root, out, JSON_INDENT(2)) || fputc('\n', out) == EOF)
		ret = -EIO;
	json_decref(root);
	return ret ? report_fail(err, ret) : 0;
}

/* ------------------------------------------------------------------ */
/* Text                                                                */
/* ------------------------------------------------------------------ */

struct palette {
	const char *title, *cached, *constant, *dynamic, *finding, *off;
};

static const struct palette plain = { "", "", "", "", "", "" };
static const struct palette ansi = {
	"\033[1m", "\033[32m", "\033[33m", "\033[36m", "\033[31m", "\033[0m",
};

/* More groups of one syscall than this share a line ("one syscall each"). */
#define GROUP_SINGLES 3

struct action_group {
	char name[ACTION_NAME_MAX];
	uint32_t action;		/* the first raw value seen */
	uint32_t count;
	uint32_t first;			/* the number of its first syscall */
	bool cached;			/* answered by the series' cache */
};

/* One ABI's named syscalls, counted once each. */
struct abi_summary {
	uint32_t named, unassigned;
	uint32_t cached;		/* the kernel's cache answers them */
	uint32_t constant;		/* constant, yet the filter runs */
	uint32_t dynamic;		/* the result depends on more than nr and arch */
	uint32_t kill_thread, kill_process; /* of constant */
	uint32_t allowed;		/* effective ALLOW, cached or not */
	uint32_t budget;		/* of dynamic: the analysis stopped at a budget */
	uint32_t pinned;		/* killed by an architecture pin, no filter run */
	bool reads_arch;
	struct action_group *groups;	/* of constant, and of cached with the series */
	size_t n_groups;
};

static void count_group(struct abi_summary *sum, uint32_t action, uint32_t nr, bool cached)
{
	char name[ACTION_NAME_MAX];
	struct action_group *g;
	size_t i;

	seccache_action_format(action, name, sizeof(name));
	for (i = 0; i < sum->n_groups; i++)
		if (!strcmp(sum->groups[i].name, name) && sum->groups[i].cached == cached)
			break;
	g = &sum->groups[i];
	if (i == sum->n_groups) {
		strcpy(g->name, name);
		g->action = action;
		g->count = 0;
		g->first = nr;
		g->cached = cached;
		sum->n_groups++;
	}
	g->count++;
}

static void count_constant(struct abi_summary *sum, uint32_t action, uint32_t nr)
{
	uint32_t effective = seccache_action_effective(action) & SECCACHE_RET_ACTION_FULL;

	sum->constant++;
	if (effective == SECCACHE_RET_KILL_THREAD)
		sum->kill_thread++;
	else if (effective == SECCACHE_RET_KILL_PROCESS)
		sum->kill_process++;
	count_group(sum, action, nr, false);
}

/* In the kernel's order of precedence, then by data: TRAP(2) before TRAP(20). */
static int group_cmp(const void *pa, const void *pb)
{
	const struct action_group *a = pa, *b = pb;
	uint32_t x = seccache_action_effective(a->action), y = seccache_action_effective(b->action);

	if (sc_action_beats(x, y) || sc_action_beats(y, x))
		return sc_action_beats(x, y) ? -1 : 1;
	if ((x & SECCACHE_RET_DATA) != (y & SECCACHE_RET_DATA))
		return (x & SECCACHE_RET_DATA) < (y & SECCACHE_RET_DATA) ? -1 : 1;
	return strcmp(a->name, b->name);
}

/*
 * Lists of syscall names: wrapped before WRAP_COLUMN, continued at
 * LIST_INDENT, and cut after LIST_LINES lines with how many more there
 * are, so that a group of 381 syscalls takes three lines, not one of
 * 4000 columns. The full lists are in --format json.
 */
#define WRAP_COLUMN	78
#define LIST_INDENT	12
#define LIST_LINES	3

struct name_list {
	FILE *out;
	const char *open, *close;	/* around the names: " (" and ")" */
	size_t col;		/* columns the current line holds */
	unsigned int line;	/* lines begun, LIST_LINES at most */
	uint32_t shown, total;
	bool cut;
};

/* A list of total names between open and close, after the col columns its line holds. */
static void list_start(struct name_list *l, FILE *out, size_t col, uint32_t total,
		       const char *open, const char *close)
{
	*l = (struct name_list){ .out = out, .open = open, .close = close, .col = col,
				 .line = 1, .total = total };
}

/* What must fit after the next name: "," or close; on the last line ", and N more" and close. */
static size_t list_tail(const struct name_list *l)
{
	uint32_t after = l->total - l->shown - 1;

	if (!after || l->line < LIST_LINES)
		return strlen(after ? "," : l->close);
	return (size_t)snprintf(NULL, 0, ", and %u more%s", after, l->close);
}

static void list_add(struct name_list *l, const char *name)
{
	const char *sep = l->shown ? ", " : l->open;

	if (l->cut)
		return;
	if (l->col + strlen(sep) + strlen(name) + list_tail(l) > WRAP_COLUMN) {
		if (l->line == LIST_LINES) {
			l->cut = true;
			return;
		}
		fprintf(l->out, "%s\n%*s", l->shown ? "," : "", LIST_INDENT, "");
		l->col = LIST_INDENT;
		l->line++;
		sep = l->shown ? "" : l->open + strspn(l->open, " ");
	}
	l->col += (size_t)fprintf(l->out, "%s%s", sep, name);
	l->shown++;
}

/* ", and 20 more)": what the list left out, and its close. */
static void list_end(struct name_list *l)
{
	if (l->shown < l->total)
		l->col += (size_t)fprintf(l->out, ", and %u more", l->total - l->shown);
	l->col += (size_t)fprintf(l->out, "%s", l->close);
}

/*
 * The result by which the text groups nr, its name into name: where
 * cached, the cache's answer; else a constant result that no cache holds
 * and no pin decides. NULL for a number of no such group.
 */
static const struct seccache_range *grouped_at(const struct seccache_analysis *a,
					       const struct seccache_analysis *kernel,
					       const struct seccache_arch *abi, uint32_t nr,
					       bool cached, char name[SECCACHE_SYSCALL_NAME_MAX])
{
	const struct seccache_range *r = seccache_analysis_lookup(a, abi->audit_arch, nr);
	const struct seccache_range *hit = cache_hit(kernel, abi, nr);

	if (cached)
		r = hit;
	else if (hit || (r && (!r->constant || (r->flags & SECCACHE_RANGE_PIN))))
		return NULL;
	return r && named(a, abi, nr, name) ? r : NULL;
}

/* g's syscalls, in the order of their numbers, after the col columns its line holds. */
static void print_members(FILE *out, size_t col, const struct seccache_analysis *a,
			  const struct seccache_analysis *kernel,
			  const struct seccache_arch *abi, const struct action_group *g)
{
	struct name_list l;

	list_start(&l, out, col, g->count, " (", ")");
	for (uint32_t nr = g->first; l.shown < g->count && !l.cut &&
	     nr < abi->nr_base + abi->nr_count; nr++) {
		char name[SECCACHE_SYSCALL_NAME_MAX], action[ACTION_NAME_MAX];
		const struct seccache_range *r = grouped_at(a, kernel, abi, nr, g->cached, name);

		if (!r)
			continue;
		seccache_action_format(r->action, action, sizeof(action));
		if (!strcmp(action, g->name))
			list_add(&l, name);
	}
	list_end(&l);
	fputc('\n', out);
}

/* "mount ERRNO(1), umount2 ERRNO(2)": the groups of one syscall, on one list. */
static void print_singles(FILE *out, const struct abi_summary *sum, size_t singles,
			  const struct seccache_arch *abi, bool cached)
{
	struct name_list l;

	list_start(&l, out, (size_t)fprintf(out, "        %zu more, one syscall each", singles),
		   (uint32_t)singles, " (", ")");
	for (size_t i = 0; i < sum->n_groups && !l.cut; i++) {
		const struct action_group *g = &sum->groups[i];
		char name[SECCACHE_SYSCALL_NAME_MAX], entry[2 * SECCACHE_SYSCALL_NAME_MAX];

		if (g->count != 1 || g->cached != cached || !syscall_name(abi, g->first, name))
			continue;
		snprintf(entry, sizeof(entry), "%s %s", name, g->name);
		list_add(&l, entry);
	}
	list_end(&l);
	fputc('\n', out);
}

/*
 * The groups of constant results, cached by the series or not, a line
 * each with their syscalls; more than a few groups of one syscall share a
 * list ("one syscall each").
 */
static void print_groups(FILE *out, const struct seccache_analysis *a,
			 const struct seccache_analysis *kernel,
			 const struct seccache_arch *abi, const struct abi_summary *sum,
			 bool cached)
{
	size_t singles = 0;

	for (size_t i = 0; i < sum->n_groups; i++)
		singles += sum->groups[i].count == 1 && sum->groups[i].cached == cached;
	for (size_t i = 0; i < sum->n_groups; i++) {
		const struct action_group *g = &sum->groups[i];

		if (g->cached != cached || (g->count == 1 && singles > GROUP_SINGLES))
			continue;
		print_members(out, (size_t)fprintf(out, "        %s: %u syscall%s", g->name,
						   g->count, g->count == 1 ? "" : "s"),
			      a, kernel, abi, g);
	}
	if (singles > GROUP_SINGLES)
		print_singles(out, sum, singles, abi, cached);
}

static bool is_allow(const struct seccache_range *r)
{
	return r->constant && (seccache_action_effective(r->action) &
			       SECCACHE_RET_ACTION_FULL) == SECCACHE_RET_ALLOW;
}

static int summarize(const struct seccache_analysis *a,
		     const struct seccache_analysis *kernel,
		     const struct seccache_arch *abi, struct abi_summary *sum)
{
	memset(sum, 0, sizeof(*sum));
	sum->groups = calloc(abi->nr_count ? abi->nr_count : 1, sizeof(*sum->groups));
	if (!sum->groups)
		return -ENOMEM;
	for (uint32_t i = 0; i < abi->nr_count; i++) {
		uint32_t nr = abi->nr_base + i;
		const struct seccache_range *r =
			seccache_analysis_lookup(a, abi->audit_arch, nr), *hit;
		char name[SECCACHE_SYSCALL_NAME_MAX];

		if (!r || !named(a, abi, nr, name)) {
			sum->unassigned++;
			continue;
		}
		sum->named++;
		sum->reads_arch |= !!(r->reads & SECCACHE_READ_ARCH);
		sum->allowed += is_allow(r);
		if ((hit = cache_hit(kernel, abi, nr))) {
			sum->cached++;
			/* What the series answers is worth its groups; ALLOW alone is not. */
			if (series_cache(kernel))
				count_group(sum, hit->action, nr, true);
		} else if (r->flags & SECCACHE_RANGE_PIN)
			sum->pinned++;
		else if (r->constant)
			count_constant(sum, r->action, nr);
		else
			sum->dynamic++;
		sum->budget += !r->constant && (r->flags & SECCACHE_RANGE_BUDGET) &&
			       !kernel_cached(kernel, abi, nr);
	}
	qsort(sum->groups, sum->n_groups, sizeof(*sum->groups), group_cmp);
	return 0;
}

/* Room for what a line of argument-dependent syscalls says of them. */
#define DESCRIPTION_MAX 1024

/* "args[0].lo, args[1].lo": what beyond nr and arch a result depends on. */
static size_t describe_reads(char *buf, size_t size, uint32_t reads)
{
	const char *sep = "";
	size_t len = 0;

	reads &= ~(SECCACHE_READ_NR | SECCACHE_READ_ARCH);
	if (!reads)
		len = (size_t)snprintf(buf, size, "nr and arch only");
	for (unsigned int bit = 0; bit < 32 && len < size; bit++) {
		if (!(reads & (1U << bit)))
			continue;
		len += (size_t)snprintf(buf + len, size - len, "%s%s", sep,
					seccache_read_name(1U << bit));
		sep = ", ";
	}
	return len;
}

/* " -> ERRNO(1) or ALLOW": the values a result may take, where known. */
static void describe_actions(char *buf, size_t size, const struct seccache_range *r)
{
	bool partial = r->flags & SECCACHE_RANGE_BUDGET;
	char name[ACTION_NAME_MAX];
	size_t len;

	if ((r->any_action && !partial) || !r->n_actions || !size)
		return;
	len = (size_t)snprintf(buf, size, partial ? " -> at least " : " -> ");
	for (unsigned int i = 0; i < r->n_actions && len < size; i++) {
		seccache_action_format(r->actions[i], name, sizeof(name));
		len += (size_t)snprintf(buf + len, size - len, "%s%s",
					i ? (partial ? ", " : " or ") : "", name);
	}
}

/* "args[0].lo -> ERRNO(1) or ALLOW": what a line's syscalls read and may return. */
static void describe_dynamic(char *buf, size_t size, const struct seccache_range *r)
{
	size_t len = 0;

	if (r->flags & SECCACHE_RANGE_BUDGET)
		len = (size_t)snprintf(buf, size, "not analysed to the end (budget); "
				       "reads at least ");
	if (len < size)
		len += describe_reads(buf + len, size - len, r->reads);
	if (len < size)
		describe_actions(buf + len, size - len, r);
}

/* Whether two argument-dependent results read as the same line. */
static bool same_dynamic(const struct seccache_range *a, const struct seccache_range *b)
{
	return a->reads == b->reads && a->flags == b->flags &&
	       a->any_action == b->any_action && a->n_actions == b->n_actions &&
	       !memcmp(a->actions, b->actions, a->n_actions * sizeof(a->actions[0]));
}

/* The number's argument-dependent range worth a line, or NULL. */
static const struct seccache_range *dynamic_at(const struct seccache_analysis *a,
					       const struct seccache_analysis *kernel,
					       const struct seccache_arch *abi, uint32_t nr,
					       char name[SECCACHE_SYSCALL_NAME_MAX])
{
	const struct seccache_range *r = seccache_analysis_lookup(a, abi->audit_arch, nr);

	if (!r || r->constant || kernel_cached(kernel, abi, nr) || !named(a, abi, nr, name))
		return NULL;
	return r;
}

/*
 * A line per answer: the syscalls that read the same fields and may
 * return the same values, in the order of their numbers, then what they
 * read and return.
 */
static void print_dynamic(const struct seccache_analysis *a,
			  const struct seccache_analysis *kernel,
			  const struct seccache_arch *abi, FILE *out)
{
	uint32_t *done = calloc((abi->nr_count + 31) / 32, sizeof(*done));
	uint32_t *members = calloc(abi->nr_count ? abi->nr_count : 1, sizeof(*members));

	for (uint32_t i = 0; done && members && i < abi->nr_count; i++) {
		char name[SECCACHE_SYSCALL_NAME_MAX], what[DESCRIPTION_MAX];
		const struct seccache_range *r, *q;
		struct name_list l;
		uint32_t n = 0;

		if ((done[i / 32] >> (i % 32)) & 1 ||
		    !(r = dynamic_at(a, kernel, abi, abi->nr_base + i, name)))
			continue;
		/* Alike is an equivalence: no earlier line has any of these. */
		for (uint32_t j = i; j < abi->nr_count; j++) {
			q = dynamic_at(a, kernel, abi, abi->nr_base + j, name);
			if (!q || !same_dynamic(r, q))
				continue;
			done[j / 32] |= 1U << (j % 32);
			members[n++] = abi->nr_base + j;
		}
		list_start(&l, out, (size_t)fprintf(out, "        "), n, "", ":");
		for (uint32_t k = 0; k < n && !l.cut; k++)
			if (named(a, abi, members[k], name))
				list_add(&l, name);
		list_end(&l);
		describe_dynamic(what, sizeof(what), r);
		/* After a list that wrapped, a line of its own if it does not fit. */
		if (l.line > 1 && l.col + 1 + strlen(what) > WRAP_COLUMN)
			fprintf(out, "\n%*s%s\n", LIST_INDENT, "", what);
		else
			fprintf(out, " %s\n", what);
	}
	free(done);
	free(members);
}

static void print_counts(const struct seccache_analysis *a,
			 const struct seccache_analysis *kernel,
			 const struct seccache_arch *abi,
			 const struct abi_summary *sum,
			 const struct palette *p, FILE *out)
{
	bool kernel_mode = seccache_analysis_mode(a) == SECCACHE_MODE_KERNEL;

	if (series_cache(kernel)) {
		fprintf(out, "  %s%5u%s answered by the series' cache without running the filter%s\n",
			p->cached, sum->cached, p->off, sum->cached ? ":" : "");
		print_groups(out, a, kernel, abi, sum, true);
	} else if (kernel) {
		fprintf(out, "  %s%5u%s allowed by the kernel's cache without running the filter\n",
			p->cached, sum->cached, p->off);
	}
	if (sum->pinned)
		fprintf(out, "  %s%5u%s killed by the architecture pin before any filter runs\n",
			p->constant, sum->pinned, p->off);
	if (sum->constant) {
		fprintf(out, "  %s%5u%s constant%s:\n", p->constant, sum->constant,
			p->off, kernel ? ", yet the filter runs on every call" : "");
		print_groups(out, a, kernel, abi, sum, false);
	}
	if (!sum->dynamic)
		return;
	if (kernel_mode) {
		fprintf(out, "  %s%5u%s run the filter\n", p->dynamic, sum->dynamic, p->off);
		return;
	}
	fprintf(out, "  %s%5u%s depend%s on arguments:\n", p->dynamic, sum->dynamic,
		p->off, sum->dynamic == 1 ? "s" : "");
	print_dynamic(a, kernel, abi, out);
}

struct findings {
	FILE *out;
	const struct palette *p;
	bool any;
};

static void finding(struct findings *f, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void finding(struct findings *f, const char *fmt, ...)
{
	va_list ap;

	if (!f->any)
		fputs("  findings:\n", f->out);
	f->any = true;
	fprintf(f->out, "    %s*%s ", f->p->finding, f->p->off);
	va_start(ap, fmt);
	vfprintf(f->out, fmt, ap);
	va_end(ap);
	fputc('\n', f->out);
}

/* "ERRNO(1)/ALLOW/...": the most frequent results that are not kills. */
static void other_actions(const struct abi_summary *sum, char *buf, size_t size)
{
	size_t shown = 0, len = 0;

	buf[0] = '\0';
	for (size_t i = 0; i < sum->n_groups && len < size; i++) {
		if (!strncmp(sum->groups[i].name, "KILL_", 5) || sum->groups[i].cached)
			continue;
		if (shown == 3) {
			snprintf(buf + len, size - len, "/...");
			return;
		}
		len += snprintf(buf + len, size - len, "%s%s", shown ? "/" : "",
				sum->groups[i].name);
		shown++;
	}
}

/*
 * " (ptrace, kexec_load, ...)": the first syscalls whose constant, uncached
 * result is this kill, so that a short list names them all.
 */
static void kill_names(const struct seccache_analysis *a,
		       const struct seccache_analysis *kernel,
		       const struct seccache_arch *abi, uint32_t kill,
		       char *buf, size_t size)
{
	size_t shown = 0, len = 0;

	buf[0] = '\0';
	for (uint32_t i = 0; i < abi->nr_count && len < size; i++) {
		char name[SECCACHE_SYSCALL_NAME_MAX];
		const struct seccache_range *r =
			grouped_at(a, kernel, abi, abi->nr_base + i, false, name);

		if (!r || (seccache_action_effective(r->action) & SECCACHE_RET_ACTION_FULL) != kill)
			continue;
		if (shown == 4) {
			len += snprintf(buf + len, size - len, ", ...");
			break;
		}
		len += snprintf(buf + len, size - len, "%s%s", shown ? ", " : " (", name);
		shown++;
	}
	if (shown && len < size)
		snprintf(buf + len, size - len, ")");
}

static void cache_findings(struct findings *f, const struct seccache_analysis *a,
			   const struct seccache_analysis *kernel,
			   const struct seccache_arch *abi,
			   const struct abi_summary *sum)
{
	uint32_t others = sum->constant - sum->kill_thread - sum->kill_process;
	char names[160];

	if (sum->kill_thread) {
		kill_names(a, kernel, abi, SECCACHE_RET_KILL_THREAD, names, sizeof(names));
		finding(f, "kill_thread for %u syscall%s could be cached%s", sum->kill_thread,
			sum->kill_thread == 1 ? "" : "s", names);
	}
	if (sum->kill_process) {
		kill_names(a, kernel, abi, SECCACHE_RET_KILL_PROCESS, names, sizeof(names));
		finding(f, "kill_process for %u syscall%s could be cached%s", sum->kill_process,
			sum->kill_process == 1 ? "" : "s", names);
	}
	if (!others)
		return;
	other_actions(sum, names, sizeof(names));
	finding(f, "%u constant %s result%s run the filter on every call", others,
		names, others == 1 ? "" : "s");
}

static void x32_finding(struct findings *f, const struct abi_summary *sum)
{
	if (sum->pinned == sum->named)
		return;
	if (sum->n_groups == 1 && sum->groups[0].count == sum->named)
		finding(f, "x32 calls: all %u get %s, and the kernel never caches x32",
			sum->named, sum->groups[0].name);
	else if (sum->allowed)
		finding(f, "x32 calls: %u allowed, each runs the filter (the kernel never caches x32)",
			sum->allowed);
}

/*
 * seccomp_uprobe_exception(): calls the kernel lets through without asking
 * the filters, worth saying where the filters would have said otherwise.
 */
static void passthrough_findings(struct findings *f, const struct seccache_analysis *a,
				 const struct seccache_arch *abi)
{
	const struct seccache_kernel *k = seccache_analysis_passthrough_kernel(a);

	/* Only native-arch numbers pass (seccomp_uprobe_exception()). */
	for (uint32_t nr = 0; k && abi->native == abi && nr < abi->nr_count; nr++) {
		const struct seccache_range *own =
			seccache_analysis_filters_lookup(a, abi->audit_arch, nr);
		char action[ACTION_NAME_MAX];

		if (!own || (own->constant && own->action == SECCACHE_RET_ALLOW))
			continue;
		if (own->constant)
			seccache_action_format(own->action, action, sizeof(action));
		else
			snprintf(action, sizeof(action), "something else");
		finding(f, "nr %u (%s) bypasses the filters on Linux %s: allowed, where the "
			"filters say %s", nr, sc_passthrough_name(abi, nr),
			k->release[0] ? k->release : "this kernel", action);
	}
}

static void print_findings(const struct seccache_analysis *a,
			   const struct seccache_analysis *kernel,
			   const struct seccache_arch *abi,
			   const struct abi_summary *sum,
			   const struct palette *p, FILE *out)
{
	const struct seccache_range *past;
	struct findings f = { out, p, false };

	if (seccache_analysis_mode(a) == SECCACHE_MODE_KERNEL)
		return;
	/* Mainline never caches x32: x32_finding() says so instead. */
	if (kernel && (!is_x32(abi) || series_cache(kernel)))
		cache_findings(&f, a, kernel, abi, sum);
	passthrough_findings(&f, a, abi);
	if (abi->native != abi && !is_x32(abi) && !sum->reads_arch)
		finding(&f, "arch not checked: %s calls reach the %s rules",
			abi->name, abi->native->name);
	if (is_x32(abi) && !series_cache(kernel))
		x32_finding(&f, sum);
	if (sum->budget)
		finding(&f, "%u syscall%s not analysed to the end: the analysis stopped at its "
			"budget, so what they list is what it saw (report --budget N goes "
			"further)", sum->budget, sum->budget == 1 ? " was" : "s were");
	/* Past the kernel's last call, and past the newest table seccache has. */
	past = seccache_analysis_lookup(a, abi->audit_arch, abi->nr_base + numbers_in(a, abi));
	if (past && is_allow(past) && (past = seccache_analysis_lookup(a, abi->audit_arch,
			abi->nr_base + abi->nr_count)) && is_allow(past))
		finding(&f, "numbers from %u up are allowed: syscalls newer than the filter pass",
			(is_x32(abi) ? 0 : abi->nr_base) + numbers_in(a, abi));
}

static int report_abi_text(const struct seccache_analysis *a,
			   const struct seccache_analysis *kernel,
			   const struct seccache_arch *abi,
			   const struct palette *p, FILE *out)
{
	struct abi_summary sum;
	uint32_t last;
	int ret = summarize(a, kernel, abi, &sum);

	if (ret)
		return ret;
	last = numbers_in(a, abi);
	/* x32's numbers carry a bit; MIPS's start at 4000, 5000 or 6000. */
	fprintf(out, "%s%s%s: %u syscalls (numbers %u-%u", p->title, abi->name, p->off,
		sum.named, is_x32(abi) ? 0 : abi->nr_base,
		(is_x32(abi) ? 0 : abi->nr_base) + (last ? last - 1 : 0));
	if (is_x32(abi))
		fprintf(out, " + 0x%x", abi->nr_base);
	fprintf(out, ", %u unassigned", sum.unassigned - (abi->nr_count - last));
	if (kernel_spoken(a))
		fprintf(out, ", Linux %s", kernel_spoken(a)->release);
	fputs(")\n", out);
	print_counts(a, kernel, abi, &sum, p, out);
	print_findings(a, kernel, abi, &sum, p, out);
	free(sum.groups);
	return 0;
}

#define WEAKER_NAMES 4

/*
 * "x32 is weaker than x86_64 for 1 syscall: execve ALLOW where x86_64 gets
 * KILL_THREAD": a filter that checks only the native numbers lets another
 * ABI's calls past its denials. A bypass, so the report says it first.
 */
static bool weaker_finding(const struct seccache_analysis *a, const struct seccache_arch *abi,
			   const struct palette *p, bool any, FILE *out)
{
	char name[SECCACHE_SYSCALL_NAME_MAX], own[ACTION_NAME_MAX], native[ACTION_NAME_MAX];
	char list[WEAKER_NAMES * 96] = "";
	uint32_t count = 0, native_action;
	size_t len = 0;

	for (uint32_t i = 0; i < abi->nr_count; i++) {
		const struct seccache_range *r =
			seccache_analysis_lookup(a, abi->audit_arch, abi->nr_base + i);

		if (!r || !named(a, abi, abi->nr_base + i, name) ||
		    !weaker_call(a, abi, r, name, &native_action))
			continue;
		if (count++ >= WEAKER_NAMES)
			continue;
		if (r->constant)
			seccache_action_format(r->action, own, sizeof(own));
		else
			snprintf(own, sizeof(own), "depends on arguments");
		seccache_action_format(native_action, native, sizeof(native));
		len += snprintf(list + len, sizeof(list) - len, "%s%s %s where %s gets %s",
				count > 1 ? ", " : "", name, own, abi->native->name, native);
	}
	if (!count)
		return any;
	if (!any)
		fprintf(out, "\n%ssecurity findings%s:\n", p->title, p->off);
	fprintf(out, "    %s*%s %s is weaker than %s for %u syscall%s: %s%s\n", p->finding, p->off,
		abi->name, abi->native->name, count, count == 1 ? "" : "s", list,
		count > WEAKER_NAMES ? ", ..." : "");
	return true;
}

int seccache_report_text(const struct seccache_analysis *a,
			 const struct seccache_analysis *kernel, FILE *out,
			 unsigned int flags, struct seccache_error *err)
{
	const struct palette *p = flags & SECCACHE_REPORT_COLOR ? &ansi : &plain;
	const struct seccache_arch *abis[SECCACHE_MAX_ABIS];
	size_t n = seccache_analysis_abis(a, abis);
	bool kernel_mode = seccache_analysis_mode(a) == SECCACHE_MODE_KERNEL;
	bool weaker = false;
	int ret = 0;

	kernel = kernel_of(a, kernel);
	fprintf(out, "%sseccache report%s: %s%s\n", p->title, p->off,
		kernel_mode ? "" : kernel ? "precise analysis and " : "precise analysis",
		kernel ? cache_title(kernel) : "");
	for (size_t i = 0; !kernel_mode && i < n; i++)
		if (abis[i]->native != abis[i])
			weaker = weaker_finding(a, abis[i], p, weaker, out);
	for (size_t i = 0; !ret && i < n; i++) {
		fputc('\n', out);
		ret = report_abi_text(a, kernel, abis[i], p, out);
	}
	if (!ret && ferror(out))
		ret = -EIO;
	return ret ? report_fail(err, ret) : 0;
}
