/* SPDX-License-Identifier: MIT */
/*
 * hashcons.c - the hash-consing index (hashcons.h): open addressing over
 * the ids of records the caller keeps, doubled when half full.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "hashcons.h"

static uint64_t key_hash(const void *key, size_t len)
{
	const unsigned char *b = key;
	uint64_t h = 0x9e3779b97f4a7c15ULL;

	for (size_t i = 0; i < len; i += 8) {
		uint64_t w = 0;

		memcpy(&w, b + i, len - i < 8 ? len - i : 8);
		h = sc_hash_mix64(h ^ w);
	}
	return h;
}

static int hcons_grow(struct sc_hcons *h, const void *v, size_t n, size_t size,
		      size_t key_size)
{
	size_t cap = h->n_slots ? 2 * h->n_slots : 1024;
	uint32_t *s = malloc(cap * sizeof(*s));

	if (!s)
		return -ENOMEM;
	memset(s, 0xff, cap * sizeof(*s));
	for (size_t i = 0; i < n; i++) {
		size_t at = key_hash((const char *)v + i * size, key_size) & (cap - 1);

		while (s[at] != UINT32_MAX)
			at = (at + 1) & (cap - 1);
		s[at] = (uint32_t)i;
	}
	free(h->slots);
	h->slots = s;
	h->n_slots = cap;
	return 0;
}

int64_t sc_hcons_find(struct sc_hcons *h, const void *v, size_t n, size_t size,
		      const void *key, size_t key_size, uint32_t **slot)
{
	size_t at;

	if (2 * (n + 1) > h->n_slots && hcons_grow(h, v, n, size, key_size))
		return -ENOMEM;
	for (at = key_hash(key, key_size) & (h->n_slots - 1); h->slots[at] != UINT32_MAX;
	     at = (at + 1) & (h->n_slots - 1))
		if (!memcmp((const char *)v + (size_t)h->slots[at] * size, key, key_size))
			return h->slots[at];
	*slot = &h->slots[at];
	return -1;
}

void sc_hcons_free(struct sc_hcons *h)
{
	free(h->slots);
	*h = (struct sc_hcons){ 0 };
}
