/* SPDX-License-Identifier: MIT */
/*
 * pathqueue.c - the path engine's paths waiting to run, first instruction
 * first (a heap), and where they meet: a path pushed in the same state as
 * one already waiting merges into it (a hash of waiting paths), so that
 * both share one future. Also the nodes that paths spend budgets of.
 */
#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "nrset.h"
#include "pathengine.h"

/*
 * A path waiting to run: the first instruction goes first, so that paths
 * meet where they join; then the lowest numbers, as budgets run out on the
 * highest ones; among equals the latest pushed.
 */
struct waiting {
	uint64_t key;		/* pc, lowest number, complement of the push count */
	uint32_t slot;		/* in path_engine.slots */
};

/* A waiting path and its place among those with the same hash. */
struct slot {
	struct astate st;
	uint32_t hash;
	uint32_t next;		/* the next slot of its bucket, or NO_SLOT */
	bool met;		/* in a bucket, for others of its node to meet */
};

#define NO_SLOT UINT32_MAX

static bool absval_eq(const struct absval *a, const struct absval *b)
{
	return a->umin == b->umin && a->umax == b->umax && a->tv == b->tv &&
	       a->tm == b->tm && a->deps == b->deps && a->plain == b->plain;
}

static uint32_t hash_word(uint32_t h, uint32_t w)
{
	return (h ^ w) * 16777619U;	/* FNV-1a, a word at a time */
}

static uint32_t hash_absval(uint32_t h, const struct absval *v)
{
	h = hash_word(h, v->umin);
	h = hash_word(h, v->umax);
	h = hash_word(h, v->tv);
	h = hash_word(h, v->tm);
	return hash_word(h, (uint32_t)v->deps << 8 | v->plain);
}

/* Register i as bpf_regs_used() numbers them: A, X, then the scratch words. */
static const struct absval *reg_by_index(const struct astate *st, uint32_t i)
{
	return i == 0 ? &st->a : i == 1 ? &st->x : &st->m[i - 2];
}

/*
 * The registers a path no longer reads (live: those it does, at its pc)
 * do not take part, so that paths that differ only there meet as one:
 * validation guarantees every scratch word is written before it is read.
 * Of the numbers, only their count and ends: same_state() compares them all.
 */
static uint32_t hash_state(const struct astate *st, uint32_t live)
{
	uint32_t h = 2166136261U;

	h = hash_word(h, st->pc);
	h = hash_word(h, st->node);
	h = hash_word(h, st->nrs.n);
	h = hash_word(h, nrset_min(&st->nrs));
	h = hash_word(h, nrset_max(&st->nrs));
	for (; live; live &= live - 1)
		h = hash_absval(h, reg_by_index(st, (uint32_t)__builtin_ctz(live)));
	return h;
}

/* Whether two paths at the same pc have the same future: all but what they read. */
static bool same_state(const struct astate *a, const struct astate *b, uint32_t live)
{
	if (a->pc != b->pc || a->node != b->node || a->nrs.n != b->nrs.n)
		return false;
	for (; live; live &= live - 1) {
		uint32_t i = (uint32_t)__builtin_ctz(live);

		if (!absval_eq(reg_by_index(a, i), reg_by_index(b, i)))
			return false;
	}
	return !memcmp(sc_nrset_spans(&a->nrs), sc_nrset_spans(&b->nrs),
		       a->nrs.n * sizeof(struct nr_span));
}

static void bucket_insert(struct path_engine *e, uint32_t slot)
{
	uint32_t *head = &e->buckets[e->slots[slot].hash & (e->n_buckets - 1)];

	e->slots[slot].next = *head;
	*head = slot;
}

static void bucket_remove(struct path_engine *e, uint32_t slot)
{
	uint32_t *at = &e->buckets[e->slots[slot].hash & (e->n_buckets - 1)];

	while (*at != slot)
		at = &e->slots[*at].next;
	*at = e->slots[slot].next;
}

/* At least twice as many buckets as waiting paths. */
static int grow_buckets(struct path_engine *e)
{
	size_t n = e->n_buckets ? 2 * e->n_buckets : 1024;
	uint32_t *b;

	if (e->n_todo < e->n_buckets / 2)
		return 0;
	b = realloc(e->buckets, n * sizeof(*b));
	if (!b)
		return -ENOMEM;
	e->buckets = b;
	e->n_buckets = n;
	memset(b, 0xff, n * sizeof(*b));
	for (size_t i = 0; i < e->n_todo; i++)
		if (e->slots[e->todo[i].slot].met)
			bucket_insert(e, e->todo[i].slot);
	return 0;
}

/* A free slot's index, or -ENOMEM. */
static int64_t take_slot(struct path_engine *e)
{
	struct slot *v;
	uint32_t *f;

	if (e->n_free)
		return e->free_slots[--e->n_free];
	v = sc_grow(e->slots, &e->cap_slots, e->n_slots, sizeof(*v));
	if (!v)
		return -ENOMEM;
	e->slots = v;
	f = sc_grow(e->free_slots, &e->cap_free, e->n_slots, sizeof(*f));
	if (!f)
		return -ENOMEM;
	e->free_slots = f;
	return (int64_t)e->n_slots++;
}

/*
 * Queue st, taking its numbers over (st keeps none, even on failure). If
 * other paths of its node may meet it (meet), a path in the same state
 * already waiting takes st's reads instead: from there on they are one
 * path. A path alone in its node is neither looked for nor found.
 */
int sc_path_push(struct path_engine *e, struct astate *st, bool meet)
{
	struct waiting w, *h;
	uint32_t live = e->live[st->pc], hash = meet ? hash_state(st, live) : 0;
	int64_t slot;
	size_t i;

	for (uint32_t at = meet && e->n_buckets ? e->buckets[hash & (e->n_buckets - 1)] : NO_SLOT;
	     at != NO_SLOT; at = e->slots[at].next) {
		if (e->slots[at].hash == hash && same_state(&e->slots[at].st, st, live)) {
			e->slots[at].st.reads |= st->reads;
			free(st->nrs.v);
			st->nrs = (struct nrset){ 0 };
			return 0;
		}
	}
	h = sc_grow(e->todo, &e->cap_todo, e->n_todo, sizeof(*h));
	if (h)
		e->todo = h;
	slot = h && !grow_buckets(e) ? take_slot(e) : -ENOMEM;
	if (slot < 0) {
		free(st->nrs.v);
		st->nrs = (struct nrset){ 0 };
		return -ENOMEM;
	}
	w.slot = (uint32_t)slot;
	w.key = (uint64_t)st->pc << 51 | (uint64_t)nrset_min(&st->nrs) << 19 |
		(~e->pushed & 0x7ffff);
	e->slots[w.slot].st = *st;
	e->slots[w.slot].hash = hash;
	e->slots[w.slot].met = meet;
	if (meet)
		bucket_insert(e, w.slot);
	e->nodes[st->node].waiting++;
	st->nrs = (struct nrset){ 0 };
	e->pushed++;
	for (i = e->n_todo++; i && w.key < h[(i - 1) / 2].key; i = (i - 1) / 2)
		h[i] = h[(i - 1) / 2];
	h[i] = w;
	return 0;
}

/* The first path waiting, no longer waiting (there is one). */
struct astate sc_path_pop(struct path_engine *e)
{
	struct waiting *h = e->todo, last = h[--e->n_todo];
	uint32_t slot = h[0].slot;
	size_t i = 0, c;

	while ((c = 2 * i + 1) < e->n_todo) {
		if (c + 1 < e->n_todo && h[c + 1].key < h[c].key)
			c++;
		if (last.key <= h[c].key)
			break;
		h[i] = h[c];
		i = c;
	}
	h[i] = last;
	if (e->slots[slot].met)
		bucket_remove(e, slot);
	e->free_slots[e->n_free++] = slot;
	e->nodes[e->slots[slot].st.node].waiting--;
	return e->slots[slot].st;
}

/* Free every path still waiting, and empty the queue and its hash. */
void sc_path_queue_clear(struct path_engine *e)
{
	while (e->n_todo)
		free(e->slots[e->todo[--e->n_todo].slot].st.nrs.v);
	e->n_slots = e->n_free = 0;
	if (e->n_buckets)
		memset(e->buckets, 0xff, e->n_buckets * sizeof(*e->buckets));
}

/* A node for paths that start with paths ended: its index, or -ENOMEM. */
int sc_path_node_new(struct path_engine *e, unsigned int paths)
{
	struct node *v = sc_grow(e->nodes, &e->cap_nodes, e->n_nodes, sizeof(*v));

	if (!v)
		return -ENOMEM;
	e->nodes = v;
	v[e->n_nodes] = (struct node){ .paths = paths };
	return (int)e->n_nodes++;
}

/* A path from the first instruction over *nrs (taken over). */
int sc_path_push_start(struct path_engine *e, struct nrset *nrs)
{
	struct astate st = { 0 };
	int ret = sc_path_node_new(e, 0);

	if (ret < 0)
		return ret;
	st.node = (uint32_t)ret;
	st.nrs = *nrs;
	for (size_t i = 0; i < BPF_MEMWORDS; i++)
		st.m[i] = sc_absval_const(0);
	st.a = st.x = sc_absval_const(0);	/* bpf_convert_filter() zeroes A and X */
	*nrs = (struct nrset){ 0 };
	return sc_path_push(e, &st, false);
}
