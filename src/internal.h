/* SPDX-License-Identifier: MIT */
/*
 * internal.h - what the library's modules share and the public header
 * hides: the layout of filters, analyses and stacks, and the entry points
 * one module offers another, by owner. Not installed. What modules share
 * is named sc_*: the public seccache_ prefix stays for the API, and the
 * static archive's other symbols keep out of a program's own names.
 *
 * Modules call only downward: each calls only modules listed before it in
 * this order (docs/DESIGN.md has the map; tests/layers checks it):
 *   version, text, error, opcode, fields, action, arch
 *   bpf, interp, asm, load, profile
 *   absval, nrset, ranges, paths, precise, kcache, analysis, report
 *   table, stack, ptrace
 *   explore, codegen, equiv, optimize
 * Analyses read a stack's layout but call nothing of stack.c; the stack
 * calls the analysis and owns its tables.
 */
#ifndef SECCACHE_INTERNAL_H
#define SECCACHE_INTERNAL_H

#include <linux/filter.h>
#include <stdlib.h>
#include <string.h>
#include "seccache.h"

/* ------------------------------------------------------------------ */
/* Everywhere                                                         */
/* ------------------------------------------------------------------ */

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

/*
 * What an array that grows starts with: a page's worth, at least 16
 * elements.  The analysis makes and frees many small arrays per filter;
 * starting at 16 left the heap's top so fragmented between passes that
 * glibc trimmed it and faulted it back in on every analysis.
 */
#define SC_GROW_FIRST_BYTES 4096

/*
 * Room for element n of an array of *cap elements of size bytes, doubling
 * it when full: the array, perhaps moved, or NULL with the old one intact.
 */
static inline void *sc_grow(void *v, size_t *cap, size_t n, size_t size)
{
	size_t first = SC_GROW_FIRST_BYTES / size > 16 ? SC_GROW_FIRST_BYTES / size : 16;
	size_t c = *cap ? *cap * 2 : first;

	if (n < *cap)
		return v;
	v = realloc(v, c * size);
	if (v)
		*cap = c;
	return v;
}

/*
 * The first of n sorted elements of size bytes at base whose u32 key at
 * offset off is >= key (n if none): one binary search for every sorted
 * table of the library (spans, pieces, ranges, plans).
 */
static inline size_t sc_lower_bound(const void *base, size_t n, size_t size,
				    size_t off, uint32_t key)
{
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		uint32_t v;

		memcpy(&v, (const char *)base + mid * size + off, sizeof(v));
		if (v < key)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* Fill err (if not NULL) and return code (error.c). */
int sc_fail(struct seccache_error *err, int code, int insn,
	    const char *fmt, ...) __attribute__((format(printf, 4, 5)));

/*
 * A u32 in C notation (decimal, 0x hex, 0 octal) at the start of s, with
 * no sign or space before it: true with *out and, if end is not NULL, *end
 * just after it; with end NULL the number must be the whole of s (text.c).
 */
bool sc_parse_u32(const char *s, const char **end, uint32_t *out);

/*
 * Read a whole file ("-": standard input) into a NUL-terminated malloc'd
 * buffer, *size bytes; -EFBIG past limit bytes, so /dev/zero or a huge file
 * cannot exhaust memory (load.c).
 */
int sc_read_file(const char *path, size_t limit, char **data, size_t *size,
		 struct seccache_error *err);

/* ------------------------------------------------------------------ */
/* Actions (action.c)                                                 */
/* ------------------------------------------------------------------ */

/*
 * seccomp_run_filters(): a beats b when the signed value of its action
 * part is lower (seccache_action_beats(), inline for the hot loops).
 */
static inline bool sc_action_beats(uint32_t a, uint32_t b)
{
	return (int32_t)(a & SECCACHE_RET_ACTION_FULL) <
	       (int32_t)(b & SECCACHE_RET_ACTION_FULL);
}

/* ------------------------------------------------------------------ */
/* ABIs (arch.c)                                                      */
/* ------------------------------------------------------------------ */

/* True if abi is one of the ABIs of a process whose native ABI is native. */
bool sc_arch_has_abi(const struct seccache_arch *native,
		     const struct seccache_arch *abi);

/*
 * The last number of the block from nr on whose calls seccache_arch_of()
 * gives one ABI: the ABI depends on nr only through x32's number bit.
 */
uint32_t sc_abi_block_last(const struct seccache_arch *native, uint32_t nr);

/*
 * The name of a call seccomp_uprobe_exception() may let through
 * ("uretprobe"), for seccache_kernel_passthrough()'s numbers; else NULL.
 */
const char *sc_passthrough_name(const struct seccache_arch *abi, uint32_t nr);

/*
 * The architecture pin (SECCOMP_PIN_ARCHITECTURE): with pin set, a call of
 * any other ABI gets KILL_PROCESS before any filter runs.
 */
bool sc_pin_rejects(const struct seccache_arch *native,
		    const struct seccache_arch *pin, uint32_t arch, uint32_t nr);

/* ------------------------------------------------------------------ */
/* Filters (bpf.c) and the interpreter (interp.c)                     */
/* ------------------------------------------------------------------ */

struct seccache_filter {
	size_t len;
	size_t path_len;	/* length of the kernel's eBPF translation */
	struct seccache_insn insns[];
};

/* The interpreter's state: where it is, A, X and the scratch memory. */
struct sc_regs {
	size_t pc;
	uint32_t a, x, mem[BPF_MEMWORDS];
};

/* Where a filter stands once nr and arch no longer decide its result. */
struct sc_resume {
	bool done;		/* it returned value before reading another field */
	uint32_t value;
	struct sc_regs regs;	/* else its state at the first such load */
};

/* Run f as far as d's nr and arch decide it, and say where it stopped. */
void sc_filter_pause(const struct seccache_filter *f,
		     const struct seccache_data *d, struct sc_resume *r);

/* f's result for d, run from the state r (which it changes). */
uint32_t sc_filter_run_from(const struct seccache_filter *f, struct sc_regs *r,
			    const struct seccache_data *d);

/* ------------------------------------------------------------------ */
/* Analyses (analysis.c; precise.c and kcache.c fill them, ranges.c)  */
/* ------------------------------------------------------------------ */

/* Every field of seccomp_data: what a result may depend on when unknown. */
#define SC_READ_ALL (SECCACHE_READ_NR | SECCACHE_READ_ARCH | SECCACHE_READ_OTHER)

/*
 * The SECCACHE_READ_* bit of the 32-bit word of seccomp_data at offset off
 * (fields.c names it).
 */
static inline uint32_t sc_read_bit(uint32_t off)
{
	uint32_t word = off / 4;

#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	/* Words 2 and up are halves of u64s: the high half comes first. */
	if (word >= 2)
		word ^= 1;
#endif
	return 1U << word;
}

/* One AUDIT_ARCH value's sorted partition of [0, 2^32) into ranges. */
struct sc_arch_ranges {
	uint32_t audit_arch;
	struct seccache_range *ranges;
	size_t n, cap;
};

/* A process's AUDIT_ARCH values: native and compat (x32 shares native's). */
#define SC_AUDIT_ARCHES 2

struct seccache_analysis {
	enum seccache_mode mode;
	const struct seccache_arch *abis[SECCACHE_MAX_ABIS];	/* native first */
	size_t n_abis;
	struct sc_arch_ranges arches[SC_AUDIT_ARCHES];	/* native, then compat */
	size_t n_arches;
	struct seccache_kernel kernel;		/* kernel mode: the kernel predicted */
};

/*
 * Append r, which starts right after the last range, merging it into the
 * last range when their answers are the same (ranges.c). 0 or -ENOMEM.
 */
int sc_ranges_append(struct sc_arch_ranges *ar, const struct seccache_range *r);

/*
 * Precise mode (precise.c): s's partition of the numbers of AUDIT_ARCH
 * value arch, as if also pinned to pin (NULL: only s's own pin), with at
 * most budget paths per filter and set of numbers (0: the default).
 */
int sc_precise_ranges(const struct seccache_stack *s,
		      const struct seccache_arch *pin, unsigned int budget,
		      uint32_t arch, struct sc_arch_ranges *ar);

/*
 * Kernel mode (kcache.c): what kernel k's allow cache holds for the ABI
 * abi (native or compat) of stack s: ALLOW where its bitmap is set, "run
 * the filters" elsewhere.
 */
int sc_kcache_ranges(const struct seccache_stack *s,
		     const struct seccache_kernel *k,
		     const struct seccache_arch *abi, struct sc_arch_ranges *ar);

/* ------------------------------------------------------------------ */
/* Tables (table.c), built, owned and freed by a stack                */
/* ------------------------------------------------------------------ */

struct sc_table;

/* A window entry: SC_CONSTANT | the value, or 0 for "run the filters". */
#define SC_CONSTANT (1ULL << 32)

/*
 * The tables of a precise analysis a of the stack of n filters (oldest
 * first): windows, tail and, for the argument-dependent numbers of the
 * windows, where each filter stands once nr and arch no longer decide it.
 */
int sc_table_build(const struct seccache_analysis *a,
		   struct seccache_filter *const *filters, size_t n,
		   struct sc_table **out);
void sc_table_free(struct sc_table *t);

/* The window of numbers from 0 of the native arch: *len entries, maybe 0. */
const uint64_t *sc_table_native_window(const struct sc_table *t,
				       uint32_t *audit_arch, uint32_t *len);

/*
 * The constant answer for (arch, nr) in *action: true. Otherwise false,
 * and *from is the plan to resume the filters from, or NULL.
 */
bool sc_table_lookup(const struct sc_table *t, uint32_t arch, uint32_t nr,
		     uint32_t *action, const struct sc_resume **from);

/* ------------------------------------------------------------------ */
/* Stacks (stack.c)                                                   */
/* ------------------------------------------------------------------ */

struct seccache_stack {
	/*
	 * The prepared table's window of the native arch from 0, where a
	 * constant answer is one load; hot_len is 0 without one.
	 */
	uint32_t hot_arch, hot_len;
	const uint64_t *hot_ent;
	const struct seccache_arch *native;
	const struct seccache_arch *pinned;	/* NULL: not pinned */
	struct seccache_filter **filters;	/* oldest first */
	size_t len, cap;
	size_t path_insns;			/* the kernel's total_insns of the stack */
	struct sc_table *table;			/* prepared fast path, or NULL */
};

#endif
