/* SPDX-License-Identifier: MIT */
/*
 * reporttext.c - the report for people: per ABI, how many named syscalls
 * a kernel's cache answers, how many are constant yet run the filter, in
 * groups by result, and a line per kind of argument-dependent result, with
 * lists of names cut to a few lines; the findings (findings.c) follow each
 * ABI. Read from any analysis through its accessors.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "report.h"

static const struct palette plain = { "", "", "", "", "", "" };
static const struct palette ansi = {
	"\033[1m", "\033[32m", "\033[33m", "\033[36m", "\033[31m", "\033[0m",
};

/* More groups of one syscall than this share a line ("one syscall each"). */
#define GROUP_SINGLES 3

/* What the cache of kernel's kind is, for the title. */
static const char *cache_title(const struct seccache_analysis *kernel)
{
	return sc_report_series_cache(kernel) ? "the seccache series' constant-action cache" :
						"the kernel's allow cache";
}

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
		const struct seccache_range *r =
			sc_report_grouped_at(a, kernel, abi, nr, g->cached, name);

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

		if (g->count != 1 || g->cached != cached ||
		    !sc_report_syscall_name(abi, g->first, name))
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


static int summarize_abi(const struct seccache_analysis *a,
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

		if (!r || !sc_report_call_name(a, abi, nr, name)) {
			sum->unassigned++;
			continue;
		}
		sum->named++;
		sum->reads_arch |= !!(r->reads & SECCACHE_READ_ARCH);
		sum->allowed += sc_report_is_allow(r);
		if ((hit = sc_report_cache_hit(kernel, abi, nr))) {
			sum->cached++;
			/* What the series answers is worth its groups; ALLOW alone is not. */
			if (sc_report_series_cache(kernel))
				count_group(sum, hit->action, nr, true);
		} else if (r->flags & SECCACHE_RANGE_PIN)
			sum->pinned++;
		else if (r->constant)
			count_constant(sum, r->action, nr);
		else
			sum->dynamic++;
		sum->budget += !r->constant && (r->flags & SECCACHE_RANGE_BUDGET) &&
			       !sc_report_cached(kernel, abi, nr);
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

	if (!r || r->constant || sc_report_cached(kernel, abi, nr) ||
	    !sc_report_call_name(a, abi, nr, name))
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
			if (sc_report_call_name(a, abi, members[k], name))
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

/* The length of text up to where a line may break: after "&& ", "|| ", ", ", "-> ", or before "(not". */
static size_t chunk_len(const char *text)
{
	for (const char *s = text; *s; s++)
		if ((!strncmp(s, " && ", 4) || !strncmp(s, " || ", 4)) && s > text)
			return (size_t)(s - text) + 4;
		else if (!strncmp(s, ", ", 2) || (!strncmp(s, " (not ", 6) && s > text) ||
			 (!strncmp(s, " -> ", 4) && s > text))
			return (size_t)(s - text) + (s[1] == '-' ? 4 : s[1] == '(' ? 1 : 2);
	return strlen(text);
}

/* Text, wrapped where a phrase ends before WRAP_COLUMN from column col, continued at indent. */
static void print_wrapped(FILE *out, size_t col, int indent, const char *text)
{
	bool space = false;	/* the chunk before ended in one, not printed yet */

	while (*text) {
		size_t chunk = chunk_len(text), shown = chunk;

		if (text[chunk - 1] == ' ')
			shown--;
		if (col > (size_t)indent && col + space + shown > WRAP_COLUMN) {
			fprintf(out, "\n%*s", indent, "");
			col = (size_t)indent;
		} else if (space) {
			fputc(' ', out);
			col++;
		}
		fprintf(out, "%.*s", (int)shown, text);
		col += shown;
		space = shown != chunk;
		text += chunk;
	}
	fputc('\n', out);
}

/*
 * The conditions of one argument-dependent number as a line says them
 * (malloc'd): each result with its condition, or why they are not given
 * and the values possible; NULL without them.
 */
static char *condition_text(const struct seccache_conditions *conds,
			    const struct seccache_arch *abi, uint32_t nr,
			    const struct seccache_range *r)
{
	const struct seccache_cond_call *call = seccache_conditions_lookup(conds, abi->audit_arch,
									   nr);
	char actions[DESCRIPTION_MAX] = "";
	char *text;
	int len;

	/* Past the analysis's budget: what it saw, as without conditions. */
	if (r->flags & SECCACHE_RANGE_BUDGET) {
		text = malloc(DESCRIPTION_MAX);
		if (text)
			describe_dynamic(text, DESCRIPTION_MAX, r);
		return text;
	}
	if (!call)
		return NULL;
	if (call->why)
		describe_actions(actions, sizeof(actions), r);
	len = seccache_cond_format(call, SIZE_MAX, NULL, 0);
	text = len < 0 ? NULL : malloc((size_t)len + strlen(actions) + 1);
	if (text) {
		seccache_cond_format(call, SIZE_MAX, text, (size_t)len + 1);
		strcat(text, actions);
	}
	return text;
}

/* The names of members[0..n) as a list from the line's start. */
static struct name_list print_member_names(const struct seccache_analysis *a,
					   const struct seccache_arch *abi,
					   const uint32_t *members, uint32_t n, FILE *out)
{
	char name[SECCACHE_SYSCALL_NAME_MAX];
	struct name_list l;

	list_start(&l, out, (size_t)fprintf(out, "        "), n, "", ":");
	for (uint32_t k = 0; k < n && !l.cut; k++)
		if (sc_report_call_name(a, abi, members[k], name))
			list_add(&l, name);
	list_end(&l);
	return l;
}

/*
 * A line per condition: the syscalls whose results and conditions read
 * alike, then each result and when it is returned, a result a line where
 * they do not fit on one.
 */
static void print_conditions(const struct seccache_analysis *a,
			     const struct seccache_analysis *kernel,
			     const struct seccache_conditions *conds,
			     const struct seccache_arch *abi, FILE *out)
{
	char **texts = calloc(abi->nr_count ? abi->nr_count : 1, sizeof(*texts));
	uint32_t *members = calloc(abi->nr_count ? abi->nr_count : 1, sizeof(*members));
	char name[SECCACHE_SYSCALL_NAME_MAX];

	for (uint32_t i = 0; texts && members && i < abi->nr_count; i++) {
		const struct seccache_range *r = dynamic_at(a, kernel, abi, abi->nr_base + i, name);

		texts[i] = r ? condition_text(conds, abi, abi->nr_base + i, r) : NULL;
	}
	for (uint32_t i = 0; texts && members && i < abi->nr_count; i++) {
		const struct seccache_range *r;
		struct name_list l;
		uint32_t n = 0;
		char *part, *next;

		if (!texts[i])
			continue;
		for (uint32_t j = i; j < abi->nr_count; j++) {
			if (!texts[j] || strcmp(texts[i], texts[j]))
				continue;
			members[n++] = abi->nr_base + j;
			if (j != i) {
				free(texts[j]);
				texts[j] = NULL;
			}
		}
		l = print_member_names(a, abi, members, n, out);
		r = dynamic_at(a, kernel, abi, abi->nr_base + i, name);
		if (r && (r->flags & SECCACHE_RANGE_BUDGET)) {
			/* As without conditions: what the analysis saw, one line. */
			if (l.line > 1 && l.col + 1 + strlen(texts[i]) > WRAP_COLUMN)
				fprintf(out, "\n%*s%s\n", LIST_INDENT, "", texts[i]);
			else
				fprintf(out, " %s\n", texts[i]);
			continue;
		}
		if (l.line == 1 && l.col + 1 + strlen(texts[i]) <= WRAP_COLUMN) {
			fprintf(out, " %s\n", texts[i]);
			continue;
		}
		/* A result a line: "; " parts nothing else in the text has. */
		fputc('\n', out);
		for (part = texts[i]; part; part = next) {
			next = strstr(part, "; ");
			if (next) {
				*next = '\0';
				next += 2;
			}
			print_wrapped(out, (size_t)fprintf(out, "%*s", LIST_INDENT, ""),
				      LIST_INDENT + 4, part);
		}
	}
	for (uint32_t i = 0; texts && i < abi->nr_count; i++)
		free(texts[i]);
	free(texts);
	free(members);
}

static void print_counts(const struct seccache_analysis *a,
			 const struct seccache_analysis *kernel,
			 const struct seccache_conditions *conds,
			 const struct seccache_arch *abi,
			 const struct abi_summary *sum,
			 const struct palette *p, FILE *out)
{
	bool kernel_mode = seccache_analysis_mode(a) == SECCACHE_MODE_KERNEL;

	if (sc_report_series_cache(kernel)) {
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
	if (conds)
		print_conditions(a, kernel, conds, abi, out);
	else
		print_dynamic(a, kernel, abi, out);
}

/* How many numbers of [first, end) have a name in abi. */
static uint32_t count_named(const struct seccache_arch *abi, uint32_t first, uint32_t end)
{
	char name[SECCACHE_SYSCALL_NAME_MAX];
	uint32_t n = 0;

	for (uint32_t nr = first; nr < end; nr++)
		n += sc_report_syscall_name(abi, nr, name);
	return n;
}

/*
 * The private calls past the table (ARM's cacheflush, set_tls, ...), each
 * with its result: no NR_syscalls counts them, so no kernel's cache
 * answers them and the filters run on every one.
 */
static void print_private(const struct seccache_analysis *a, const struct seccache_arch *abi,
			  const struct palette *p, FILE *out)
{
	struct name_list l;
	uint32_t first, end, n;

	if (!sc_syscall_private_span(abi, &first, &end))
		return;
	n = count_named(abi, first, end);
	list_start(&l, out, (size_t)fprintf(out, "  %s%5u%s private, past the table: the filter "
					    "runs on every call", p->dynamic, n, p->off),
		   n, " (", ")");
	for (uint32_t nr = first; nr < end && !l.cut; nr++) {
		const struct seccache_range *r = seccache_analysis_lookup(a, abi->audit_arch, nr);
		char name[SECCACHE_SYSCALL_NAME_MAX], action[ACTION_NAME_MAX];
		char entry[SECCACHE_SYSCALL_NAME_MAX + ACTION_NAME_MAX + 1];

		if (!r || !sc_report_syscall_name(abi, nr, name))
			continue;
		if (r->constant)
			seccache_action_format(r->action, action, sizeof(action));
		else
			snprintf(action, sizeof(action), "FILTER");
		snprintf(entry, sizeof(entry), "%s %s", name, action);
		list_add(&l, entry);
	}
	list_end(&l);
	fputc('\n', out);
}

static int report_abi_text(const struct seccache_analysis *a,
			   const struct seccache_analysis *kernel,
			   const struct seccache_conditions *conds,
			   const struct seccache_arch *abi,
			   const struct palette *p, FILE *out)
{
	struct abi_summary sum;
	uint32_t last;
	int ret = summarize_abi(a, kernel, abi, &sum);

	if (ret)
		return ret;
	last = sc_report_numbers_end(a, abi);
	/* x32's numbers carry a bit; MIPS's start at 4000, 5000 or 6000. */
	fprintf(out, "%s%s%s: %u syscalls (numbers %u-%u", p->title, abi->name, p->off,
		sum.named, sc_report_is_x32(abi) ? 0 : abi->nr_base,
		(sc_report_is_x32(abi) ? 0 : abi->nr_base) + (last ? last - 1 : 0));
	if (sc_report_is_x32(abi))
		fprintf(out, " + 0x%x", abi->nr_base);
	fprintf(out, ", %u unassigned", sum.unassigned - (abi->nr_count - last));
	if (sc_report_kernel(a))
		fprintf(out, ", Linux %s", sc_report_kernel(a)->release);
	fputs(")\n", out);
	print_counts(a, kernel, conds, abi, &sum, p, out);
	print_private(a, abi, p, out);
	sc_report_findings(a, kernel, abi, &sum, p, out);
	free(sum.groups);
	return 0;
}
int seccache_report_text_opts(const struct seccache_analysis *a, FILE *out,
			      const struct seccache_report_opts *opts,
			      struct seccache_error *err)
{
	const struct seccache_arch *abis[SECCACHE_MAX_ABIS];
	size_t n = seccache_analysis_abis(a, abis);
	bool kernel_mode = seccache_analysis_mode(a) == SECCACHE_MODE_KERNEL;
	const struct seccache_analysis *kernel;
	const struct palette *p;
	struct seccache_report_opts o;
	bool weaker = false;
	int ret = SC_OPTS_COPY(seccache_report_opts, flags, flags, &o, opts, err);

	if (ret)
		return ret;
	p = o.flags & SECCACHE_REPORT_COLOR ? &ansi : &plain;
	kernel = sc_report_cache_of(a, o.kernel);
	fprintf(out, "%sseccache report%s: %s%s\n", p->title, p->off,
		kernel_mode ? "" : kernel ? "precise analysis and " : "precise analysis",
		kernel ? cache_title(kernel) : "");
	for (size_t i = 0; !kernel_mode && i < n; i++)
		if (abis[i]->native != abis[i])
			weaker = sc_report_weaker_finding(a, abis[i], p, weaker, out);
	for (size_t i = 0; !ret && i < n; i++) {
		fputc('\n', out);
		ret = report_abi_text(a, kernel, kernel_mode ? NULL : o.conditions, abis[i], p, out);
	}
	return sc_report_done(out, ret, err);
}

int seccache_report_text(const struct seccache_analysis *a,
			 const struct seccache_analysis *kernel, FILE *out,
			 unsigned int flags, struct seccache_error *err)
{
	SECCACHE_OPTS(seccache_report_opts, o, .kernel = kernel, .flags = flags);

	return seccache_report_text_opts(a, out, &o, err);
}
