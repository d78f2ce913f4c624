/* SPDX-License-Identifier: MIT */
/*
 * diff_summary.c - diff's differences by ABI and syscall: each witness's
 * run of numbers cut into its syscalls and runs of numbers of none, each
 * with what either stack's precise analysis answers there, so that "what
 * does CAP_SYS_ADMIN change" reads as a list of calls, A's action and B's.
 * Rows follow the ABIs in the order reports give them (native, compat,
 * x32), whatever AUDIT_ARCH value carries their numbers.
 */
#include <stdlib.h>
#include <string.h>

#include "cmds.h"
#include "diff_summary.h"
#include "messages.h"

struct row_list {
	struct diff_row *rows;
	size_t n, cap;
};

/* Where abi comes in seccache_arch_abis(native, ...): reports' order. */
static size_t abi_index(const struct seccache_arch *native, const struct seccache_arch *abi)
{
	const struct seccache_arch *abis[SECCACHE_MAX_ABIS];
	size_t n = seccache_arch_abis(native, abis);

	for (size_t i = 0; i < n; i++)
		if (abis[i] == abi)
			return i;
	return n;
}

bool diff_same_answer(const struct seccache_range *x, const struct seccache_range *y)
{
	if (x->constant || y->constant)
		return x->constant == y->constant && x->action == y->action;
	return x->reads == y->reads && x->any_action == y->any_action &&
	       (x->any_action || (x->n_actions == y->n_actions &&
				  !memcmp(x->actions, y->actions,
					  x->n_actions * sizeof(*x->actions))));
}

static bool named(const struct seccache_arch *abi, uint32_t nr)
{
	char name[SECCACHE_SYSCALL_NAME_MAX];

	return abi && !seccache_syscall_name(abi, nr, name, sizeof(name), NULL);
}

/* The last number of the chunk from nr: up to end, before the next named call. */
static uint32_t chunk_end(const struct seccache_arch *abi, uint32_t nr, uint32_t end)
{
	uint64_t table_end = abi ? (uint64_t)abi->nr_base + abi->nr_count : 0;

	if (nr == end || named(abi, nr))
		return nr;
	/* 64-bit: the scan must not wrap past 0xffffffff. */
	for (uint64_t i = (uint64_t)nr + 1; i <= end && i < table_end; i++)
		if (named(abi, (uint32_t)i))
			return (uint32_t)i - 1;
	return end;
}

/* Append a row, or lengthen the last where it goes on with the same answers. */
static int add_row(struct row_list *l, const struct diff_row *r)
{
	struct diff_row *last = l->n ? &l->rows[l->n - 1] : NULL;

	if (last && !last->named && !r->named && last->abi == r->abi &&
	    last->arch == r->arch && last->last + 1 == r->first &&
	    diff_same_answer(last->a, r->a) && diff_same_answer(last->b, r->b)) {
		last->last = r->last;
		return 0;
	}
	if (l->n == l->cap) {
		size_t cap = l->cap ? 2 * l->cap : 64;
		struct diff_row *rows = realloc(l->rows, cap * sizeof(*rows));

		if (!rows)
			return -1;
		l->rows = rows;
		l->cap = cap;
	}
	l->rows[l->n++] = *r;
	return 0;
}

/* The numbers first to last of one ABI, cut where a name or an answer changes. */
static int add_block(struct row_list *l, const struct diff_summary *s,
		     const struct seccache_arch *native, uint32_t arch,
		     uint32_t first, uint32_t last)
{
	const struct seccache_arch *abi = seccache_arch_of(native, arch, first);
	struct diff_row r = { .abi = abi, .abi_index = abi_index(native, abi), .arch = arch };
	uint32_t nr = first;

	for (;;) {
		uint32_t end = last;

		r.a = seccache_analysis_lookup(s->aa, arch, nr);
		r.b = seccache_analysis_lookup(s->ab, arch, nr);
		if (!r.a || !r.b)
			return -1;
		end = r.a->last < end ? r.a->last : end;
		end = r.b->last < end ? r.b->last : end;
		r.first = nr;
		r.last = chunk_end(abi, nr, end);
		r.named = named(abi, nr);
		if (add_row(l, &r))
			return -1;
		if (r.last == last)
			return 0;
		nr = r.last + 1;
	}
}

/* A witness's run, in blocks of one ABI each (x32's numbers lie in x86_64's). */
static int add_witness(struct row_list *l, const struct diff_summary *s,
		       const struct seccache_arch *native, const struct seccache_witness *w)
{
	uint32_t arch = w->data.arch, first = w->first, last;
	const struct seccache_arch *x32 = native->native->x32;

	do {
		last = x32 && arch == x32->audit_arch ? first | (x32->nr_base - 1) : w->last;
		if (last > w->last)
			last = w->last;
		if (add_block(l, s, native, arch, first, last))
			return -1;
		first = last + 1;
	} while (last != w->last);
	return 0;
}

static int row_cmp(const void *x, const void *y)
{
	const struct diff_row *p = x, *q = y;

	if (p->abi_index != q->abi_index)
		return p->abi_index < q->abi_index ? -1 : 1;
	return p->first < q->first ? -1 : p->first > q->first;
}

/* Rows of different witnesses that meet merge once they are in order. */
static void merge_rows(struct row_list *l)
{
	size_t n = l->n;

	qsort(l->rows, n, sizeof(*l->rows), row_cmp);
	l->n = 0;
	for (size_t i = 0; i < n; i++) {
		struct diff_row r = l->rows[i];

		add_row(l, &r);	/* in place: never grows */
	}
}

int diff_summary_make(const struct seccache_stack *a, const struct seccache_stack *b,
		      const struct seccache_diff *d, struct diff_summary *s)
{
	SECCACHE_OPTS(seccache_analyze_opts, opts, .mode = SECCACHE_MODE_PRECISE,
		      .flags = SECCACHE_ANALYZE_FILTERS_ONLY);
	const struct seccache_arch *native = seccache_stack_arch(a);
	struct seccache_error err = { 0 };
	struct row_list l = { 0 };
	const struct seccache_witness *w;

	if (seccache_analyze(a, &opts, &s->aa, &err) ||
	    seccache_analyze(b, &opts, &s->ab, &err)) {
		print_error("diff", &err);
		return EXIT_SYSTEM;
	}
	for (size_t i = 0; (w = seccache_diff_witness(d, i)); i++)
		if (add_witness(&l, s, native, w)) {
			free(l.rows);
			errorf("diff: out of memory");
			return EXIT_SYSTEM;
		}
	merge_rows(&l);
	s->rows = l.rows;
	s->n = l.n;
	return EXIT_OK;
}

struct witness_key {
	size_t abi_index, i;
	uint32_t nr;
};

static int key_cmp(const void *x, const void *y)
{
	const struct witness_key *p = x, *q = y;

	if (p->abi_index != q->abi_index)
		return p->abi_index < q->abi_index ? -1 : 1;
	if (p->nr != q->nr)
		return p->nr < q->nr ? -1 : 1;
	return p->i < q->i ? -1 : p->i > q->i;
}

int diff_order_witnesses(const struct seccache_stack *a, const struct seccache_diff *d,
			 struct diff_summary *s)
{
	const struct seccache_arch *native = seccache_stack_arch(a);
	size_t n = seccache_diff_n_witnesses(d);
	struct witness_key *keys = calloc(n ? n : 1, sizeof(*keys));

	s->order = calloc(n ? n : 1, sizeof(*s->order));
	if (!keys || !s->order) {
		free(keys);
		errorf("diff: out of memory");
		return EXIT_SYSTEM;
	}
	for (size_t i = 0; i < n; i++) {
		const struct seccache_witness *w = seccache_diff_witness(d, i);

		keys[i] = (struct witness_key){
			.abi_index = abi_index(native, seccache_arch_of(native, w->data.arch,
									w->data.nr)),
			.i = i, .nr = w->first };
	}
	qsort(keys, n, sizeof(*keys), key_cmp);
	for (size_t i = 0; i < n; i++)
		s->order[i] = keys[i].i;
	s->n_witnesses = n;
	free(keys);
	return EXIT_OK;
}

void diff_summary_free(struct diff_summary *s)
{
	seccache_analysis_free(s->aa);
	seccache_analysis_free(s->ab);
	free(s->rows);
	free(s->order);
}
