/* SPDX-License-Identifier: MIT */
/*
 * internal.h - what the library's modules share and the public header hides:
 * the layout of filters and stacks, the error setter, and the entry points
 * one module offers another. Not installed. What modules share is named
 * sc_*: the public seccache_ prefix stays for the API, and the static
 * archive's other symbols keep out of a program's own names.
 */
#ifndef SECCACHE_INTERNAL_H
#define SECCACHE_INTERNAL_H

#include <linux/filter.h>
#include "seccache.h"

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

struct seccache_filter {
	size_t len;
	size_t path_len;	/* length of the kernel's eBPF translation */
	struct seccache_insn insns[];
};

struct seccache_table;

struct seccache_stack {
	/*
	 * The prepared table's dense window for the native arch, where a
	 * constant answer is one load (table.c); hot_len is 0 without one.
	 */
	uint32_t hot_arch, hot_len;
	const uint64_t *hot_ent;
	const struct seccache_arch *native;
	const struct seccache_arch *pinned;	/* NULL: not pinned */
	struct seccache_filter **filters;	/* oldest first */
	size_t len, cap;
	size_t path_insns;			/* the kernel's total_insns of the stack */
	struct seccache_table *table;		/* prepared fast path, or NULL */
	struct seccache_error last_error;	/* the last failed operation's reason */
};

/* Fill err (if not NULL) and return code. */
int sc_fail(struct seccache_error *err, int code, int insn,
	    const char *fmt, ...) __attribute__((format(printf, 4, 5)));

/* The interpreter's state: where it is, A, X and the scratch memory. */
struct seccache_regs {
	size_t pc;
	uint32_t a, x, mem[16];
};

/*
 * Run a validated program from r's state. Returns true with *ret when it
 * returned; with stop_at_unknown, returns false and leaves r at the first
 * load of a field that the syscall number and arch do not fix.
 */
bool sc_run_partial(const struct seccache_insn *insns, size_t len,
		    struct seccache_regs *r, const struct seccache_data *d,
		    bool stop_at_unknown, seccache_trace_fn fn, void *ctx,
		    uint32_t *ret);

/* The interpreter core over a bare program (validated by the caller). */
uint32_t sc_run_insns(const struct seccache_insn *insns, size_t len,
		      const struct seccache_data *d,
		      seccache_trace_fn fn, void *ctx);

/*
 * Record why an operation on s failed (ret < 0), for
 * seccache_stack_last_error(), and copy the reason to err if given.
 */
int sc_stack_remember(struct seccache_stack *s, int ret,
		      const struct seccache_error *why,
		      struct seccache_error *err);

/* True if the pin sends (arch, nr) to KILL_PROCESS before any filter runs. */
bool sc_stack_pin_rejects(const struct seccache_stack *s,
			  uint32_t arch, uint32_t nr);

/* ABI rules (arch.c) */

/* True if abi is one of the ABIs of a process whose native ABI is native. */
bool sc_arch_has_abi(const struct seccache_arch *native,
		     const struct seccache_arch *abi);

/*
 * The last number of the block from nr on whose calls seccache_arch_of()
 * gives one ABI: the ABI depends on nr only through x32's number bit.
 */
uint32_t sc_abi_block_last(const struct seccache_arch *native, uint32_t nr);

/*
 * The architecture pin (SECCOMP_PIN_ARCHITECTURE): with pin set, a call of
 * any other ABI gets KILL_PROCESS before any filter runs.
 */
bool sc_pin_rejects(const struct seccache_arch *native,
		    const struct seccache_arch *pin, uint32_t arch, uint32_t nr);

/*
 * An analysis result (analysis.c builds precise ones, kcache.c kernel ones;
 * analysis.c owns the accessors): per AUDIT_ARCH value a sorted partition
 * of [0, 2^32) into ranges.
 */
struct seccache_arch_ranges {
	uint32_t audit_arch;
	struct seccache_range *ranges;
	size_t n;
};

struct seccache_analysis {
	enum seccache_mode mode;
	const struct seccache_arch *abis[3];	/* native first */
	size_t n_abis;
	struct seccache_arch_ranges arches[2];	/* native audit arch, then compat */
	size_t n_arches;
	struct seccache_kernel kernel;		/* kernel mode: the kernel predicted */
};

/* Kernel mode (kcache.c): fill a with what the kernel's allow cache holds. */
int sc_kcache_analyze(const struct seccache_stack *s,
		      const struct seccache_analyze_opts *opts,
		      struct seccache_analysis *a,
		      struct seccache_error *err);

/* Tables (table.c) are owned by the stack and dropped when it changes. */
void sc_table_free(struct seccache_table *t);

#endif
