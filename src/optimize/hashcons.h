/* SPDX-License-Identifier: MIT */
/*
 * hashcons.h - the hash-consing index (hashcons.c) that the rewriting's
 * expressions, decision graphs and generated instructions share: records
 * kept in the caller's array, found again by their key, so that equal
 * records get one id.
 */
#ifndef SECCACHE_HASHCONS_H
#define SECCACHE_HASHCONS_H

#include <stddef.h>
#include <stdint.h>

/*
 * The bits of h mixed (the first steps of MurmurHash3's fmix64): the
 * index's hash, and the searches' cheap pseudo-random step.
 */
static inline uint64_t sc_hash_mix64(uint64_t h)
{
	h ^= h >> 33;
	h *= 0xff51afd7ed558ccdULL;
	h ^= h >> 33;
	return h;
}

/*
 * Hash-consing: an open-addressing index over records kept in the
 * caller's array, each one's key its first key_size bytes (padding zeroed).
 */
struct sc_hcons {
	uint32_t *slots;	/* record ids, UINT32_MAX when free */
	size_t n_slots;
};

/*
 * The id of the record among v[0, n) (each size bytes) whose key is key;
 * else -1 with *slot where the caller writes n once it appends the record.
 * -ENOMEM if the index cannot grow.
 */
int64_t sc_hcons_find(struct sc_hcons *h, const void *v, size_t n, size_t size,
		      const void *key, size_t key_size, uint32_t **slot);
void sc_hcons_free(struct sc_hcons *h);

#endif
