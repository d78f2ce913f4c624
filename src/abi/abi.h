/* SPDX-License-Identifier: MIT */
/*
 * abi.h - what the modules of src/abi/ (version.c, text.c, error.c,
 * opts.c, action.c, fields.c, arch.c, sysnames.c, release.c, pin.c and
 * the generated syscalls.c) offer every layer above them: the library's
 * own ABI basics (errors, options structs, numbers in text, growing
 * arrays), seccomp's return values and seccomp_data's words, and the
 * syscall ABIs: their tables, the kernel releases and the architecture
 * pin. Not installed. What modules share is named sc_*: the public
 * seccache_ prefix stays for the API, and the static archive's other
 * symbols keep out of a program's own names.
 *
 * The library's layers are the folders of src/, lowest first in the order
 * src/layers lists them, with their modules: a module calls, and reads
 * the fields of, only modules before it there (tests/layers checks it;
 * docs/DESIGN.md has the map). Each layer's header, like this one, holds
 * what its modules share and offer the layers above, by owner; a header
 * includes only its own layer's and lower layers' headers.
 */
#ifndef SECCACHE_ABI_H
#define SECCACHE_ABI_H

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
 * table of the library (spans, range answers, ranges, plans).
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

/*
 * Fill err (if not NULL) and return code (error.c): the reason is about
 * instruction insn (or -1), and about no text line (err->line 0).
 */
int sc_fail(struct seccache_error *err, int code, int insn,
	    const char *fmt, ...) __attribute__((format(printf, 4, 5)));

/* sc_fail() of a reason about text line line (1-based), no instruction. */
int sc_fail_line(struct seccache_error *err, int code, int line,
		 const char *fmt, ...) __attribute__((format(printf, 4, 5)));

/*
 * The end of member of type (a struct): where an options struct's layout
 * ends, for sc_opts_copy().
 */
#define SC_OFFSETOFEND(type, member) \
	(offsetof(type, member) + sizeof(((type *)0)->member))

/*
 * Check the caller's options struct user (NULL: every member zero) and
 * copy it into the library's *lib of lib_size bytes, with lib's sz set to
 * lib_size and every member past the caller's sz zero (opts.c). -EINVAL,
 * naming struct type, if user's sz is less than first (the end of the
 * struct's first published layout) or user has a non-zero byte from known
 * (the end of the library's) to sz.
 */
int sc_opts_copy(void *lib, size_t lib_size, const void *user, size_t first,
		 size_t known, const char *type, struct seccache_error *err);

/*
 * sc_opts_copy() of struct type, whose first published layout ended with
 * member first and whose layout in this library ends with member last. A
 * member added to the struct moves last, never first.
 */
#define SC_OPTS_COPY(type, first, last, lib, user, err)				\
	sc_opts_copy(lib, sizeof(struct type), user,				\
		     SC_OFFSETOFEND(struct type, first),			\
		     SC_OFFSETOFEND(struct type, last), #type, err)

/*
 * A u32 in C notation (decimal, 0x hex, 0 octal) at the start of s, with
 * no sign or space before it: true with *out and, if end is not NULL, *end
 * just after it; with end NULL the number must be the whole of s (text.c).
 */
bool sc_parse_u32(const char *s, const char **end, uint32_t *out);

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
/* Syscall tables (syscalls.c, generated by scripts/gen-syscalls)     */
/* ------------------------------------------------------------------ */

/* One call of a table. */
struct sc_syscall {
	uint16_t nr;		/* the table's number, without the ABI's nr_base */
	uint32_t since;		/* SECCACHE_KERNEL_VERSION of the release that added it;
				 * 0: before Linux 5.1 */
	const char *name;
};

/* One ABI's calls, by number, and their order by name. */
struct sc_syscall_table {
	const struct sc_syscall *calls;
	const uint16_t *by_name;	/* indexes into calls */
	size_t n;
	uint32_t nr_count;		/* highest number + 1 */
};

/* ------------------------------------------------------------------ */
/* ABIs (arch.c, sysnames.c, release.c, pin.c)                        */
/* ------------------------------------------------------------------ */

/*
 * The ABIs of native's machine that have an AUDIT_ARCH value of their own
 * (native, compat, MIPS's n32: not x32), native first, into abis; their
 * count (arch.c).
 */
size_t sc_arch_audit_abis(const struct seccache_arch *native,
			  const struct seccache_arch *abis[SECCACHE_MAX_ABIS]);

/* True if abi is one of the ABIs of a process whose native ABI is native. */
bool sc_arch_has_abi(const struct seccache_arch *native,
		     const struct seccache_arch *abi);

/*
 * The last number of the block from nr on whose calls of one arch
 * seccache_arch_of() gives one ABI and sc_pin_abi() one answer in kernel k
 * (NULL: the tables' newest release): blocks end at x32's number bit and
 * at the ends of the native and x32 tables (NR_syscalls, X32_NR_syscalls).
 */
uint32_t sc_abi_block_last(const struct seccache_arch *native,
			   const struct seccache_kernel *k, uint32_t nr);

/*
 * How a kernel's BPF JIT counts a 32-bit shift by X (arch.c lists the JIT
 * sources): X & 31 as the interpreter, a 6-bit count (32..63 give 0), the
 * bottom byte (32..255 give 0), or not modelled.
 */
enum sc_shift_count {
	SC_SHIFT_MASK31,
	SC_SHIFT_6BIT,
	SC_SHIFT_BYTE,
	SC_SHIFT_UNMODELLED,
};

/*
 * An ABI's descriptor and what only the library needs of it (arch.c). The
 * public part comes first so that a public pointer leads back to its
 * definition.
 */
struct sc_arch_def {
	struct seccache_arch pub;
	const struct sc_syscall_table *calls;
	/*
	 * Calls numbered past the table, from priv_base on (ARM's private
	 * ones, 0xf0001...): named, but no kernel's NR_syscalls counts them,
	 * so they stay outside [0, nr_count) and every cache: the filters
	 * decide them. priv_calls' numbers are relative to priv_base.
	 */
	const struct sc_syscall_table *priv_calls;
	uint32_t priv_base;
	uint32_t cache_since;	/* first version with SECCOMP_ARCH_NATIVE; on native ABIs */
	uint32_t compat_off_since; /* on compat ABIs: first cached version whose default
				    * configuration lacks the ABI (CONFIG_COMPAT=n), or 0 */
	enum sc_shift_count shift_x;	/* the JIT of a kernel of this ABI */
};

/* The descriptor whose public part abi is (arch.c). */
const struct sc_arch_def *sc_arch_def_of(const struct seccache_arch *abi);

/*
 * The call numbered nr (nr_base included) in abi's table or its private
 * calls, or NULL (sysnames.c). Its nr is relative to its table's start:
 * compare numbers, never the call's nr.
 */
const struct sc_syscall *sc_syscall_of(const struct seccache_arch *abi, uint32_t nr);

/*
 * The numbers of abi's private calls, past its table (nr_base included):
 * [*first, *end), true; false when abi has none (sysnames.c).
 */
bool sc_syscall_private_span(const struct seccache_arch *abi, uint32_t *first,
			     uint32_t *end);

/*
 * NR_syscalls of abi (not x32) in kernel k, with or without a cache: the
 * highest number of its table that release has, plus one (release.c).
 */
uint32_t sc_release_nr_count(const struct seccache_kernel *k,
			     const struct seccache_arch *abi);

/*
 * Whether every machine that can run the calls of AUDIT_ARCH value
 * audit_arch of a process of native ABI native shifts by X & 31, as the
 * interpreter does: the JIT of native's kernel and, for a compat value, of
 * the 32-bit kernels whose native ABI it is. If not, a shift by X >= 32
 * has no value the analysis may rely on.
 */
bool sc_shift_x_exact(const struct seccache_arch *native, uint32_t audit_arch);

/*
 * The name of a call seccomp_uprobe_exception() may let through
 * ("uretprobe"), for seccache_kernel_passthrough()'s numbers; else NULL.
 */
const char *sc_passthrough_name(const struct seccache_arch *abi, uint32_t nr);

/*
 * seccomp_uprobe_exception() of kernel k (NULL: none) for (arch, nr) in a
 * process of native ABI native: the call passes without any filter.
 */
bool sc_passes_filters(const struct seccache_kernel *k,
		       const struct seccache_arch *native, uint32_t arch, uint32_t nr);

/* Numbers seccomp_uprobe_exception() can let through, per AUDIT_ARCH value. */
#define SC_MAX_PASSTHROUGH 4

/*
 * The numbers kernel k lets through for (native, arch), ascending, into
 * nrs; returns their count (at most SC_MAX_PASSTHROUGH).
 */
size_t sc_passthrough_numbers(const struct seccache_kernel *k,
			      const struct seccache_arch *native, uint32_t arch,
			      uint32_t nrs[]);

/*
 * The ABI the architecture pin (SECCOMP_PIN_ARCHITECTURE) sees a call make
 * in a process of native ABI native under kernel k (NULL: the tables'
 * newest release): native and x32 only for the numbers of their tables
 * (NR_syscalls, X32_NR_syscalls), compat for any number. NULL for a number
 * of the native arch that is no ABI's, or (*foreign set) for an arch that
 * is not the process's. seccache_arch_of(), which names calls, gives every
 * number of the native arch an ABI by x32's bit alone.
 */
const struct seccache_arch *sc_pin_abi(const struct seccache_arch *native,
				       const struct seccache_kernel *k,
				       uint32_t arch, uint32_t nr, bool *foreign);

/*
 * The architecture pin: with pin set, a call of another ABI, or of an arch
 * not the process's, gets KILL_PROCESS before any filter runs; a number of
 * no ABI (sc_pin_abi()) goes to the filters.
 */
bool sc_pin_rejects(const struct seccache_arch *native,
		    const struct seccache_kernel *k,
		    const struct seccache_arch *pin, uint32_t arch, uint32_t nr);

/* This host's byte order: how a raw filter's records are read by default. */
#define SC_HOST_BIG_ENDIAN (__BYTE_ORDER__ == __ORDER_BIG_ENDIAN__)

/*
 * Whether calls of AUDIT_ARCH value arch come from a big-endian machine,
 * whose seccomp_data has each u64's high half first: the big-endian ABIs
 * seccache knows (arch.c); any other value is laid out as on this host.
 * Values with __AUDIT_ARCH_LE (x86, arm, ...) answer at the first test.
 */
static inline bool sc_arch_big_endian(uint32_t arch)
{
	if (arch & 0x40000000U)		/* __AUDIT_ARCH_LE */
		return false;
	switch (arch) {
	case 0x00000008U:	/* AUDIT_ARCH_MIPS */
	case 0x80000008U:	/* AUDIT_ARCH_MIPS64 */
	case 0xa0000008U:	/* AUDIT_ARCH_MIPS64N32 */
	case 0x0000000fU:	/* AUDIT_ARCH_PARISC */
	case 0x8000000fU:	/* AUDIT_ARCH_PARISC64 */
	case 0x00000014U:	/* AUDIT_ARCH_PPC */
	case 0x80000015U:	/* AUDIT_ARCH_PPC64 */
	case 0x00000016U:	/* AUDIT_ARCH_S390 */
	case 0x80000016U:	/* AUDIT_ARCH_S390X */
		return true;
	default:
		return SC_HOST_BIG_ENDIAN;
	}
}

/* ------------------------------------------------------------------ */
/* Fields of seccomp_data (fields.c)                                  */
/* ------------------------------------------------------------------ */

/* Every field of seccomp_data: what a result may depend on when unknown. */
#define SC_READ_ALL (SECCACHE_READ_NR | SECCACHE_READ_ARCH | SECCACHE_READ_OTHER)

/*
 * The SECCACHE_READ_* bit of the 32-bit word of seccomp_data at offset off
 * (fields.c names it) on a machine of that byte order.
 */
static inline uint32_t sc_read_bit(uint32_t off, bool big_endian)
{
	uint32_t word = off / 4;

	/* Words 2 and up are halves of u64s: big-endian has the high half first. */
	if (big_endian && word >= 2)
		word ^= 1;
	return 1U << word;
}

#endif
