/* SPDX-License-Identifier: MIT */
/*
 * shim.h - the kernel vocabulary that the cache code of kernel/seccomp.c
 * (as tests/kfuzz/extract.py copies it) needs, in user space: types, bit
 * maps, compiler annotations, WARN_ON, the BPF and seccomp ABI, the three
 * kernel structures it touches cut down to the fields it reads, a
 * stand-in for the eBPF series' syscall table (a small hash map), and the
 * x86_64 values of <asm/seccomp.h> (with CONFIG_COMPAT and
 * CONFIG_X86_X32_ABI) for Linux 7.3.4.
 *
 * The syscall counts must be those libseccache predicts the kernel with:
 * kfuzz.c checks them against seccache_kernel_nr_count() before it runs
 * anything, and stops if they differ.
 */
#ifndef KFUZZ_SHIM_H
#define KFUZZ_SHIM_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>

typedef uint8_t u8;
typedef uint16_t u16;
typedef uint32_t u32;
typedef uint64_t u64;
typedef int32_t s32;

/* ------------------------------------------------------------------ */
/* Compiler annotations                                                */
/* ------------------------------------------------------------------ */

#undef __always_inline		/* glibc's <sys/cdefs.h> has one too */
#define __always_inline		inline __attribute__((__always_inline__))
#define noinline_for_stack	__attribute__((__noinline__))
#define likely(x)		__builtin_expect(!!(x), 1)
#define unlikely(x)		__builtin_expect(!!(x), 0)
/*
 * No speculation to fence in user space; bench/klookup.c defines the
 * kernel's own mask first, for the lookup to cost what it costs there.
 */
#ifndef array_index_nospec
#define array_index_nospec(index, size)	(index)
#endif

/* ------------------------------------------------------------------ */
/* Arithmetic and arrays                                               */
/* ------------------------------------------------------------------ */

#define BIT(nr)			(1UL << (nr))
#define BITS_PER_LONG		(CHAR_BIT * sizeof(long))
#define DIV_ROUND_UP(n, d)	(((n) + (d) - 1) / (d))
#define BITS_TO_LONGS(nr)	DIV_ROUND_UP(nr, BITS_PER_LONG)
#define ARRAY_SIZE(a)		(sizeof(a) / sizeof((a)[0]))
/* Constant expressions: the cache sizes its arrays with MAX(). */
#define MAX(a, b)		((a) > (b) ? (a) : (b))
#define min_t(type, a, b)	((type)(a) < (type)(b) ? (type)(a) : (type)(b))

/* ------------------------------------------------------------------ */
/* Bit maps (<linux/bitmap.h>, <linux/bitops.h>)                        */
/* ------------------------------------------------------------------ */

#define DECLARE_BITMAP(name, bits)	unsigned long name[BITS_TO_LONGS(bits)]

static inline bool test_bit(unsigned long nr, const unsigned long *addr)
{
	return addr[nr / BITS_PER_LONG] >> (nr % BITS_PER_LONG) & 1;
}

static inline void __set_bit(unsigned long nr, unsigned long *addr)
{
	addr[nr / BITS_PER_LONG] |= 1UL << (nr % BITS_PER_LONG);
}

static inline void __clear_bit(unsigned long nr, unsigned long *addr)
{
	addr[nr / BITS_PER_LONG] &= ~(1UL << (nr % BITS_PER_LONG));
}

static inline void bitmap_zero(unsigned long *map, unsigned int nbits)
{
	memset(map, 0, BITS_TO_LONGS(nbits) * sizeof(long));
}

/* Word by word where it can, as the kernel's: the bulk pass's cost counts. */
static inline void bitmap_set(unsigned long *map, unsigned int start,
			      unsigned int nbits)
{
	for (; nbits && start % BITS_PER_LONG; nbits--)
		__set_bit(start++, map);
	for (; nbits >= BITS_PER_LONG; nbits -= BITS_PER_LONG) {
		map[start / BITS_PER_LONG] = ~0UL;
		start += BITS_PER_LONG;
	}
	while (nbits--)
		__set_bit(start++, map);
}

/* The bits of word i of a bitmap of nbits that belong to it, as the kernel's. */
static inline unsigned long bitmap_word_mask(unsigned int i, unsigned int nbits)
{
	unsigned int left = nbits - i * BITS_PER_LONG;

	return left >= BITS_PER_LONG ? ~0UL : (1UL << left) - 1;
}

static inline bool bitmap_empty(const unsigned long *map, unsigned int nbits)
{
	for (unsigned int i = 0; i < BITS_TO_LONGS(nbits); i++)
		if (map[i] & bitmap_word_mask(i, nbits))
			return false;
	return true;
}

static inline unsigned int bitmap_weight(const unsigned long *map,
					 unsigned int nbits)
{
	unsigned int weight = 0;

	for (unsigned int i = 0; i < BITS_TO_LONGS(nbits); i++)
		weight += __builtin_popcountl(map[i] & bitmap_word_mask(i, nbits));
	return weight;
}

static inline bool bitmap_intersects(const unsigned long *a,
				     const unsigned long *b, unsigned int nbits)
{
	for (unsigned int i = 0; i < BITS_TO_LONGS(nbits); i++)
		if (a[i] & b[i] & bitmap_word_mask(i, nbits))
			return true;
	return false;
}

static inline bool bitmap_subset(const unsigned long *a,
				 const unsigned long *b, unsigned int nbits)
{
	for (unsigned int i = 0; i < BITS_TO_LONGS(nbits); i++)
		if (a[i] & ~b[i] & bitmap_word_mask(i, nbits))
			return false;
	return true;
}

/* The stock cache's (extract.py --stock): whole words, as the kernel's do. */
static inline void bitmap_fill(unsigned long *dst, unsigned int nbits)
{
	memset(dst, 0xff, BITS_TO_LONGS(nbits) * sizeof(long));
}

static inline void bitmap_copy(unsigned long *dst, const unsigned long *src,
			       unsigned int nbits)
{
	memcpy(dst, src, BITS_TO_LONGS(nbits) * sizeof(long));
}

static inline void bitmap_and(unsigned long *dst, const unsigned long *a,
			      const unsigned long *b, unsigned int nbits)
{
	for (unsigned int i = 0; i < BITS_TO_LONGS(nbits); i++)
		dst[i] = a[i] & b[i];
}

static inline void bitmap_andnot(unsigned long *dst, const unsigned long *a,
				 const unsigned long *b, unsigned int nbits)
{
	for (unsigned int i = 0; i < BITS_TO_LONGS(nbits); i++)
		dst[i] = a[i] & ~b[i];
}

/* The first set bit at or after start, or size if none. */
static inline unsigned long find_next_bit(const unsigned long *addr,
					  unsigned long size,
					  unsigned long start)
{
	while (start < size) {
		unsigned long word = addr[start / BITS_PER_LONG] >> (start % BITS_PER_LONG);

		if (word)
			return min_t(unsigned long, start + __builtin_ctzl(word), size);
		start = (start / BITS_PER_LONG + 1) * BITS_PER_LONG;
	}
	return size;
}

#define for_each_set_bit(bit, addr, size)				\
	for ((bit) = find_next_bit((addr), (size), 0); (bit) < (size);	\
	     (bit) = find_next_bit((addr), (size), (bit) + 1))

/* ------------------------------------------------------------------ */
/* Memory (<linux/slab.h>, <linux/string.h>)                            */
/* ------------------------------------------------------------------ */

#define GFP_KERNEL_ACCOUNT	0
#define __GFP_NOWARN		0
/* kfuzz.c: NULL while it simulates a failed allocation. */
void *kfuzz_alloc(size_t n, size_t size);
/* kfuzz.c: frees only what is live, to hold each array to one kfree(). */
void kfuzz_free(void *p);
#define kmalloc_array(n, size, gfp)	kfuzz_alloc((n), (size))
#define kfree(p)		kfuzz_free(p)

static inline void memset32(u32 *s, u32 v, size_t n)
{
	while (n--)
		*s++ = v;
}

/* ------------------------------------------------------------------ */
/* WARN_ON: reachable from a filter, it is a bug                        */
/* ------------------------------------------------------------------ */

/* report.c: reports the WARN with the stack being attached; returns cond. */
bool kfuzz_warn(bool cond, const char *file, int line, const char *what);

#define WARN_ON_ONCE(cond)	kfuzz_warn(!!(cond), __FILE__, __LINE__, #cond)
#define WARN_ON(cond)		kfuzz_warn(!!(cond), __FILE__, __LINE__, #cond)

/* ------------------------------------------------------------------ */
/* x86_64 (<asm/seccomp.h>, <asm/unistd.h>), Linux 7.3.4               */
/* ------------------------------------------------------------------ */

/* NR_syscalls, IA32_NR_syscalls, X32_NR_syscalls: checked by kfuzz.c. */
#define KFUZZ_NATIVE_NR		473
#define KFUZZ_COMPAT_NR		473
#define KFUZZ_X32_NR		548

#define SECCOMP_ARCH_NATIVE		AUDIT_ARCH_X86_64
#define SECCOMP_ARCH_NATIVE_NR		KFUZZ_NATIVE_NR
#define SECCOMP_ARCH_NATIVE_NAME	"x86_64"
#define SECCOMP_ARCH_COMPAT		AUDIT_ARCH_I386
#define SECCOMP_ARCH_COMPAT_NR		KFUZZ_COMPAT_NR
#define SECCOMP_ARCH_COMPAT_NAME	"ia32"
#define SECCOMP_ARCH_X32_NR_BIT		0x40000000U	/* __X32_SYSCALL_BIT */
#define SECCOMP_ARCH_X32_NR		KFUZZ_X32_NR
#define SECCOMP_ARCH_X32_NAME		"x32"

/* The host's headers may be older or newer: x86_64 7.3 has these. */
#undef __NR_uretprobe
#undef __NR_uprobe
#define __NR_uretprobe	335
#define __NR_uprobe	336

/* ------------------------------------------------------------------ */
/* The kernel structures, the fields the cache code reads               */
/* ------------------------------------------------------------------ */

/* <linux/filter.h>: the classic program a filter was attached with. */
struct sock_fprog_kern {
	u16 len;
	struct sock_filter *filter;
};

/* <linux/filter.h>: only the classic program is looked at. */
struct bpf_prog {
	struct sock_fprog_kern *orig_prog;
};

/*
 * kernel/seccomp.c: extract.py puts this where the kernel defines its
 * struct seccomp_filter, after struct action_cache and before the code
 * that follows @prev and reads @cache.
 */
/* The stock kernel's, for extract.py --stock: what its cache reads. */
#define KFUZZ_STOCK_STRUCT_SECCOMP_FILTER	\
	struct seccomp_filter {			\
		struct action_cache cache;	\
		struct seccomp_filter *prev;	\
		struct bpf_prog *prog;		\
	}

#define KFUZZ_STRUCT_SECCOMP_FILTER		\
	struct seccomp_filter {			\
		bool log;			\
		struct action_cache cache;	\
		struct seccomp_filter *prev;	\
		struct bpf_prog *prog;		\
		struct bpf_map *table;		\
		DECLARE_BITMAP(table_slots, SECCOMP_CACHE_SLOTS); \
	}

/* ------------------------------------------------------------------ */
/* The eBPF series' syscall table (kernel/ebpf/)                        */
/* ------------------------------------------------------------------ */

/* Lookups need RCU in the kernel: nothing frees a map under the harness. */
#define rcu_read_lock()		do { } while (0)
#define rcu_read_unlock()	do { } while (0)

struct bpf_map;

/* <linux/bpf.h>: the one map operation the cache code calls. */
struct bpf_map_ops {
	void *(*map_lookup_elem)(struct bpf_map *map, void *key);
};

#define KFUZZ_TABLE_MAX		32	/* entries of a harness table, at most */
#define KFUZZ_TABLE_BUCKETS	64	/* a power of two, twice the entries */

/*
 * A stand-in for the table seccomp_check_bpf() accepts: a
 * BPF_MAP_TYPE_HASH whose 8-byte keys are the first 8 bytes of struct
 * seccomp_data (nr, then arch) and whose values are u32 results. Open
 * addressing: a key is found by its bytes, as the kernel's hash finds it.
 */
struct bpf_map {
	const struct bpf_map_ops *ops;
	u32 key_size, value_size;
	unsigned int count;
	struct {
		u8 key[8];
		u32 value;
		bool used;
	} bucket[KFUZZ_TABLE_BUCKETS];
};

static inline unsigned int kfuzz_map_hash(const u8 *key)
{
	u64 k;

	memcpy(&k, key, sizeof(k));
	return (k * 0x9e3779b97f4a7c15ULL) >> 32 & (KFUZZ_TABLE_BUCKETS - 1);
}

/* The bucket that holds key, or the free one where it would go. */
static inline unsigned int kfuzz_map_find(const struct bpf_map *map, const u8 *key)
{
	unsigned int b = kfuzz_map_hash(key);

	while (map->bucket[b].used && memcmp(map->bucket[b].key, key, 8))
		b = (b + 1) % KFUZZ_TABLE_BUCKETS;
	return b;
}

static inline void *kfuzz_map_lookup(struct bpf_map *map, void *key)
{
	unsigned int b = kfuzz_map_find(map, key);

	return map->bucket[b].used ? &map->bucket[b].value : NULL;
}

static const struct bpf_map_ops kfuzz_map_ops = {
	.map_lookup_elem = kfuzz_map_lookup,
};

static inline void kfuzz_map_init(struct bpf_map *map)
{
	memset(map, 0, sizeof(*map));
	map->ops = &kfuzz_map_ops;
	map->key_size = 2 * sizeof(u32);
	map->value_size = sizeof(u32);
}

/* BPF_ANY: a new key, or a new value for one the map has. False if full. */
static inline bool kfuzz_map_update(struct bpf_map *map, u32 nr, u32 arch, u32 value)
{
	u8 key[8];
	unsigned int b;

	memcpy(key, &nr, 4);
	memcpy(key + 4, &arch, 4);
	b = kfuzz_map_find(map, key);
	if (!map->bucket[b].used) {
		if (map->count == KFUZZ_TABLE_MAX)
			return false;
		map->count++;
		memcpy(map->bucket[b].key, key, 8);
		map->bucket[b].used = true;
	}
	map->bucket[b].value = value;
	return true;
}

#endif /* KFUZZ_SHIM_H */
