/* SPDX-License-Identifier: MIT */
/*
 * diff_print.c - diff's verdict for people and for tools: each witness as
 * a line eval --vectors reads, with both results and its run of numbers
 * after '#', then every difference by ABI and syscall with what each
 * stack answers (diff_summary.c); or all of it as one JSON document
 * (json_out.c's convention).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmds.h"
#include "diff_print.h"
#include "json_out.h"

#define WRAP_COLUMN 78
#define GROUP_LINES 6	/* lines of names a group lists without --all */

/* ARCH NR A0 .. A5 [ip=IP]: the call as eval reads it, into buf. */
static void format_vector(const struct seccache_stack *s, const struct seccache_data *d,
			  char *buf, size_t size)
{
	const struct seccache_arch *abi = seccache_arch_of(seccache_stack_arch(s),
							   d->arch, d->nr);
	char name[SECCACHE_SYSCALL_NAME_MAX];
	size_t len;

	/* eval adds a named ABI's base to a number below it (mips 1 is 4001). */
	if (abi && !seccache_syscall_name(abi, d->nr, name, sizeof(name), NULL))
		len = (size_t)snprintf(buf, size, "%s %s", abi->name, name);
	else if (abi && d->nr >= abi->nr_base)
		len = (size_t)snprintf(buf, size, "%s %u", abi->name, d->nr);
	else
		len = (size_t)snprintf(buf, size, "%#x %u", d->arch, d->nr);
	for (int i = 0; i < SECCACHE_NR_ARGS && len < size; i++)
		len += (size_t)snprintf(buf + len, size - len,
					d->args[i] < 10 ? " %llu" : " %#llx",
					(unsigned long long)d->args[i]);
	if (d->instruction_pointer && len < size)
		snprintf(buf + len, size - len, " ip=%#llx",
			 (unsigned long long)d->instruction_pointer);
}

/* A number as the rest of the line has them: small ones in decimal. */
static void print_number(FILE *out, uint32_t nr)
{
	fprintf(out, nr < 0x10000 ? "%u" : "%#x", nr);
}

/* The syscalls of abi, one of arch's, among arch's numbers first to last. */
static uint32_t syscalls_in(const struct seccache_arch *native, const struct seccache_arch *abi,
			    uint32_t arch, uint32_t first, uint32_t last)
{
	char name[SECCACHE_SYSCALL_NAME_MAX];
	uint32_t count = 0;

	for (uint32_t i = 0; i < abi->nr_count; i++) {
		uint32_t nr = abi->nr_base + i;

		count += nr >= first && nr <= last &&
			 seccache_arch_of(native, arch, nr) == abi &&
			 !seccache_syscall_name(abi, nr, name, sizeof(name), NULL);
	}
	return count;
}

/*
 * "numbers 0-0xffffffff: 473 ia32 syscalls, 4294966823 numbers of no
 * syscall": w's run, counted by the ABIs of the process that have its
 * arch (x86_64's numbers hold x32's).
 */
static void print_run(FILE *out, const struct seccache_stack *s, const struct seccache_witness *w)
{
	const struct seccache_arch *native = seccache_stack_arch(s);
	const struct seccache_arch *abis[SECCACHE_MAX_ABIS];
	uint64_t others = (uint64_t)w->last - w->first + 1;
	size_t n = seccache_arch_abis(native, abis);
	const char *sep = ": ";

	if (w->first == w->last) {
		fputs("this number only", out);
		return;
	}
	fputs("numbers ", out);
	print_number(out, w->first);
	fputc('-', out);
	print_number(out, w->last);
	for (size_t i = 0; i < n; i++) {
		uint32_t count = abis[i]->audit_arch == w->data.arch ?
			syscalls_in(native, abis[i], w->data.arch, w->first, w->last) : 0;

		if (!count)
			continue;
		fprintf(out, "%s%u %s syscall%s", sep, count, abis[i]->name, count == 1 ? "" : "s");
		others -= count;
		sep = ", ";
	}
	if (others)
		fprintf(out, "%s%llu number%s of no syscall", sep, (unsigned long long)others,
			others == 1 ? "" : "s");
}

/*
 * A witness as a line eval --vectors reads: the call, and after '#' what
 * each stack returns for which numbers and arguments. width aligns the
 * comments.
 */
static void print_witness(FILE *out, const struct seccache_stack *s,
			  const struct seccache_witness *w, int width)
{
	char vector[256], a[32], b[32];

	format_vector(s, &w->data, vector, sizeof(vector));
	seccache_action_format(w->a, a, sizeof(a));
	seccache_action_format(w->b, b, sizeof(b));
	fprintf(out, "  %-*s  # A %s, B %s; ", width, vector, a, b);
	print_run(out, s, w);
	fprintf(out, "; %s\n", w->any_args ? "any arguments" : w->data.instruction_pointer ?
		"these arguments and ip" : "these arguments");
}

/* Witness i of those v lists, in the order they are printed. */
static const struct seccache_witness *listed(const struct diff_view *v, size_t i)
{
	if (i >= v->max || i >= seccache_diff_n_witnesses(v->d))
		return NULL;
	return seccache_diff_witness(v->d, v->s && v->s->order ? v->s->order[i] : i);
}

/* The widest of the listed witnesses' calls. */
static int vector_width(const struct diff_view *v)
{
	const struct seccache_witness *w;
	char vector[256];
	int width = 0;

	for (size_t i = 0; (w = listed(v, i)); i++) {
		format_vector(v->a, &w->data, vector, sizeof(vector));
		if ((int)strlen(vector) > width)
			width = (int)strlen(vector);
	}
	return width;
}

/* "ERRNO(1)", or "ERRNO(1) or ALLOW by args[0].lo": what one stack answers. */
static void print_answer(FILE *out, const struct seccache_range *r)
{
	char name[32];
	const char *sep = " by ";

	if (r->constant) {
		seccache_action_format(r->action, name, sizeof(name));
		fputs(name, out);
		return;
	}
	if (r->any_action)
		fputs("any value", out);
	for (unsigned int i = 0; !r->any_action && i < r->n_actions; i++) {
		seccache_action_format(r->actions[i], name, sizeof(name));
		fprintf(out, "%s%s", i ? " or " : "", name);
	}
	/* Every result of a range reads nr and arch; the rest says what decides. */
	for (unsigned int bit = 0; bit < 32; bit++)
		if (r->reads & ~(SECCACHE_READ_NR | SECCACHE_READ_ARCH) & (1U << bit)) {
			fprintf(out, "%s%s", sep, seccache_read_name(1U << bit));
			sep = ", ";
		}
}

/* A row's call: its name, or "numbers 0x1d6-0x3fffffff", into buf. */
static void row_item(const struct diff_row *r, char *buf, size_t size)
{
	const char *f = r->first < 0x10000 ? "%u" : "%#x";
	const char *l = r->last < 0x10000 ? "%u" : "%#x";
	char first[16], last[16];

	if (r->named && !seccache_syscall_name(r->abi, r->first, buf, size, NULL))
		return;
	snprintf(first, sizeof(first), f, r->first);
	snprintf(last, sizeof(last), l, r->last);
	if (r->first == r->last)
		snprintf(buf, size, "number %s", first);
	else
		snprintf(buf, size, "numbers %s-%s", first, last);
}

/* Whether rows k and i go in one group: one ABI, the same answers. */
static bool same_group(const struct diff_summary *s, size_t k, size_t i)
{
	const struct diff_row *q = &s->rows[k], *r = &s->rows[i];

	return q->abi_index == r->abi_index && diff_same_answer(q->a, r->a) &&
	       diff_same_answer(q->b, r->b);
}

/*
 * "#   x86_64: A ERRNO(1), B ALLOW:" and on the lines after it "mount,
 * umount2, ...": row i and every later row of its group, marked done;
 * the names wrapped at 78 columns, every one of them when all, else
 * GROUP_LINES lines of them and how many more.
 */
static void print_group(FILE *out, const struct diff_summary *s, size_t i, bool *done,
			bool all)
{
	const struct diff_row *r = &s->rows[i];
	size_t col = WRAP_COLUMN;	/* the names start on a line of their own */
	size_t lines = 0, left = 0;
	char item[64];

	fprintf(out, "#   %s: A ", r->abi ? r->abi->name : "?");
	print_answer(out, r->a);
	fputs(", B ", out);
	print_answer(out, r->b);
	fputc(':', out);
	for (size_t k = i; k < s->n && s->rows[k].abi_index == r->abi_index; k++) {
		if (done[k] || !same_group(s, k, i))
			continue;
		done[k] = true;
		row_item(&s->rows[k], item, sizeof(item));
		if (left || (col + 2 + strlen(item) > WRAP_COLUMN && !all &&
			     lines == GROUP_LINES)) {
			left++;
		} else if (col + 2 + strlen(item) > WRAP_COLUMN) {
			fprintf(out, "%s\n#       %s", k == i ? "" : ",", item);
			col = 8 + strlen(item);
			lines++;
		} else {
			fprintf(out, ", %s", item);
			col += 2 + strlen(item);
		}
	}
	if (left)
		fprintf(out, ",\n#       and %zu more (--all lists every one)", left);
	fputc('\n', out);
}

/* Every difference, grouped by ABI and by what A and B answer. */
static void print_summary(FILE *out, const struct diff_summary *s, bool all)
{
	bool *done = calloc(s->n ? s->n : 1, sizeof(*done));

	if (!done)
		return;
	fputs("# every difference by syscall, with what A and B answer:\n", out);
	for (size_t i = 0; i < s->n; i++)
		if (!done[i])
			print_group(out, s, i, done, all);
	free(done);
}

static void print_differences(FILE *out, const struct diff_view *v)
{
	size_t n = seccache_diff_n_witnesses(v->d), shown = 0;
	const struct seccache_witness *w;
	int width = vector_width(v);

	/* A comment: the whole output is eval --vectors input. */
	fprintf(out, "# different: calls A and B answer differently "
		"(eval --vectors reads these lines)\n");
	for (; (w = listed(v, shown)); shown++)
		print_witness(out, v->a, w, width);
	if (shown < n)
		fprintf(out, "# and %zu more difference%s (--all lists every one)\n",
			n - shown, n - shown == 1 ? "" : "s");
	if (*seccache_diff_why(v->d))
		fprintf(out, "# not every range decided: %s\n", seccache_diff_why(v->d));
	if (v->s)
		print_summary(out, v->s, v->max == SIZE_MAX);
}

int print_diff_verdict(FILE *out, const struct diff_view *v)
{
	switch (seccache_diff_verdict(v->d)) {
	case SECCACHE_EQUIVALENT:
		fprintf(out, "equivalent (%llu ranges of numbers, %llu paths over arguments)\n",
			(unsigned long long)seccache_diff_ranges(v->d),
			(unsigned long long)seccache_diff_paths(v->d));
		return EXIT_OK;
	case SECCACHE_DIFFERENT:
		print_differences(out, v);
		return EXIT_NO;
	default:
		fprintf(out, "unknown: %s\n", seccache_diff_why(v->d));
		return EXIT_NO;
	}
}

static json_t *witness_json(const struct seccache_stack *a, const struct seccache_witness *w)
{
	const struct seccache_arch *abi = seccache_arch_of(seccache_stack_arch(a),
							   w->data.arch, w->data.nr);
	json_t *args = json_array();

	for (int i = 0; args && i < SECCACHE_NR_ARGS; i++)
		json_array_append_new(args, json_integer((json_int_t)w->data.args[i]));
	return json_pack("{s:o, s:I, s:I, s:o, s:I, s:o, s:I, s:o, s:I, s:I, s:I, s:b}",
		"arch", abi ? json_string(abi->name) : json_null(),
		"audit_arch", (json_int_t)w->data.arch, "nr", (json_int_t)w->data.nr,
		"args", args, "instruction_pointer", (json_int_t)w->data.instruction_pointer,
		"a", json_action(w->a), "a_value", (json_int_t)w->a,
		"b", json_action(w->b), "b_value", (json_int_t)w->b,
		"first", (json_int_t)w->first, "last", (json_int_t)w->last,
		"any_args", w->any_args);
}

/* One stack's answer: "constant", "actions" (empty: any value), "reads". */
static json_t *answer_json(const struct seccache_range *r)
{
	json_t *actions = json_array();

	if (r->constant)
		json_array_append_new(actions, json_action(r->action));
	for (unsigned int i = 0; actions && !r->constant && !r->any_action && i < r->n_actions; i++)
		json_array_append_new(actions, json_action(r->actions[i]));
	return json_pack("{s:b, s:o, s:o}", "constant", r->constant, "actions", actions,
			 "reads", json_reads(r->constant ? 0 : r->reads));
}

static json_t *row_json(const struct diff_row *r)
{
	char name[SECCACHE_SYSCALL_NAME_MAX];
	bool has_name = r->named &&
		!seccache_syscall_name(r->abi, r->first, name, sizeof(name), NULL);

	return json_pack("{s:o, s:I, s:I, s:I, s:o, s:o, s:o}",
		"arch", r->abi ? json_string(r->abi->name) : json_null(),
		"audit_arch", (json_int_t)r->arch, "first", (json_int_t)r->first,
		"last", (json_int_t)r->last, "name", has_name ? json_string(name) : json_null(),
		"a", answer_json(r->a), "b", answer_json(r->b));
}

static const char *const verdicts[] = {
	[SECCACHE_EQUIVALENT] = "equivalent", [SECCACHE_DIFFERENT] = "different",
	[SECCACHE_UNKNOWN] = "unknown",
};

int print_diff_json(const struct diff_view *v)
{
	enum seccache_verdict verdict = seccache_diff_verdict(v->d);
	const char *why = seccache_diff_why(v->d);
	json_t *doc = json_doc_new(), *witnesses = json_array(), *rows = json_array();
	const struct seccache_witness *w;
	int ret;

	for (size_t i = 0; witnesses && (w = listed(v, i)); i++)
		json_array_append_new(witnesses, witness_json(v->a, w));
	for (size_t i = 0; rows && v->s && i < v->s->n; i++)
		json_array_append_new(rows, row_json(&v->s->rows[i]));
	if (doc && json_object_update_new(doc, json_pack(
		"{s:s, s:o, s:I, s:I, s:I, s:o, s:o}", "verdict", verdicts[verdict],
		"why", *why ? json_string(why) : json_null(),
		"ranges", (json_int_t)seccache_diff_ranges(v->d),
		"paths", (json_int_t)seccache_diff_paths(v->d),
		"differences", (json_int_t)seccache_diff_n_witnesses(v->d),
		"witnesses", witnesses, "syscalls", rows))) {
		json_decref(doc);
		doc = NULL;
	}
	ret = json_doc_print(doc, "diff");
	return ret ? ret : verdict == SECCACHE_EQUIVALENT ? EXIT_OK : EXIT_NO;
}
