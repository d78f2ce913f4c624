/* SPDX-License-Identifier: MIT */
/*
 * kfuzz.h - what the files of the kernel-code harness share: the stack of
 * filters an input becomes, the failures and counts (report.c), the input
 * bytes (decode.c, generate.c), other machines' shifts (shift.c), and the
 * set-up the driver (driver.c) calls.
 */
#ifndef KFUZZ_H
#define KFUZZ_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "shim.h"

#define MAX_FILTERS	3
#define MAX_LEN		BPF_MAXINSNS	/* raw inputs and seeds: SECCOMP_CACHE_X32_INSNS */
#define GEN_MAX_LEN	520	/* the deepest generated tree fits */

/*
 * The checks run for every slot: left out of libFuzzer's coverage and
 * comparison tracing, which would cost most of the time and guide the
 * fuzzer by the harness instead of by the kernel's code.
 */
#if defined(__clang__) && __clang_major__ >= 13
#define KFUZZ_UNTRACED	__attribute__((no_sanitize("coverage")))
#else
#define KFUZZ_UNTRACED
#endif

/* An entry of an eBPF-style filter's table: (nr, arch) is answered ret. */
struct kf_entry {
	u32 nr, arch, ret;
};

/*
 * A classic filter, or an eBPF-style one (bpf): the eBPF series' table, its
 * keys distinct, in front of a program. The kernel never emulates that
 * program (the table decides the syscalls it holds, the program the rest),
 * so a classic program stands in for the eBPF one.
 */
struct kf_filter {
	struct sock_filter insn[MAX_LEN];
	unsigned int len;
	bool log;
	bool bpf;
	struct kf_entry table[KFUZZ_TABLE_MAX];
	unsigned int ntable;
};

struct kf_stack {
	struct kf_filter f[MAX_FILTERS];
	unsigned int n;
};

/* ------------------------------------------------------------------ */
/* Failures and statistics (report.c)                                  */
/* ------------------------------------------------------------------ */

/* What can go wrong, each counted on its own. */
enum fail {
	F_ORDER,	/* (a): the bulk pass and the in-order pass differ */
	F_CACHE,	/* (b): a cached result the interpreter contradicts */
	F_SHIFT,	/* (b): a cached result a machine's shift changes */
	F_UPROBE,	/* (b): uretprobe or uprobe not cached ALLOW */
	F_DROP,		/* (c): a dropped cache answers more than the uprobe calls */
	F_SHARE,	/* (d): results shared, or not, or freed, wrongly */
	F_TABLE,	/* (e): table_slots not the slots the table holds */
	F_WARN,		/* a WARN_ON fired for a filter seccomp accepts */
	F_HARNESS,	/* kfuzz itself is wrong */
	F_GUARD,	/* a guard of what no accepted filter reaches caches */
	F_PREDICT,	/* KFUZZ_PREDICT: libseccache predicts another cache */
	N_FAILS
};
#define F_MISMATCH_LAST	F_TABLE	/* F_ORDER to this: the mismatches */

struct kfuzz_stats {
	unsigned long long programs, slots, vectors;
	unsigned long long fails[N_FAILS];	/* checks that failed */
	unsigned long long programs_failed[N_FAILS];
};

extern const char *const kfuzz_fail_names[N_FAILS];
extern struct kfuzz_stats kfuzz_stats;
extern const char *kfuzz_stats_path;
extern bool kfuzz_keep_going;
extern bool kfuzz_expecting_warn;
extern bool kfuzz_ignore_warn;
extern unsigned int kfuzz_program_fails;
extern const struct kf_stack *kfuzz_current;
extern unsigned int kfuzz_current_level;

unsigned long long kfuzz_sum_fails(int from, int to);
void kfuzz_stats_flush(void);
void kfuzz_print_stack(const struct kf_stack *s, unsigned int upto);
bool kfuzz_fail_begin(enum fail kind);
void kfuzz_fail_end(void);
void __attribute__((format(printf, 2, 3)))
kfuzz_failure(enum fail kind, const char *fmt, ...);

/* ------------------------------------------------------------------ */
/* Input bytes (decode.c, generate.c)                                   */
/* ------------------------------------------------------------------ */

struct src {
	const u8 *p;
	size_t left;
	u64 rng;	/* splitmix64, for bytes past the end of the input */
};

static inline u64 splitmix(u64 *state)
{
	u64 z = (*state += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static inline u32 get8(struct src *s)
{
	if (!s->left)
		return splitmix(&s->rng) & 0xff;
	s->left--;
	return *s->p++;
}

static inline u32 get16(struct src *s)
{
	u32 lo = get8(s);

	return lo | get8(s) << 8;
}

static inline u32 get32(struct src *s)
{
	u32 lo = get16(s);

	return lo | get16(s) << 16;
}

void kfuzz_decode(const u8 *data, size_t size, struct kf_stack *stack);
void kfuzz_repair(struct kf_filter *f);
void kfuzz_gen_filter(struct src *s, struct kf_filter *f);
bool kfuzz_table_add(struct kf_filter *f, u32 nr, u32 arch, u32 ret);
bool kfuzz_table_get(const struct kf_filter *f, u32 nr, u32 arch, u32 *ret);

/* ------------------------------------------------------------------ */
/* Other machines' shifts (shift.c)                                     */
/* ------------------------------------------------------------------ */

/* How a machine shifts a 32-bit value by X >= 32 (the JITs differ). */
enum shift { SHIFT_31, SHIFT_63, SHIFT_255, SHIFT_NONE, N_SHIFTS };
extern const char *const kfuzz_shift_names[N_SHIFTS];

u32 kfuzz_run_shift(const struct kf_filter *f, const u32 w[16], enum shift m);
bool kfuzz_has_shift_x(const struct kf_filter *f);

/* ------------------------------------------------------------------ */
/* The checks (kfuzz.c)                                                 */
/* ------------------------------------------------------------------ */

extern bool kfuzz_print_all;

void kfuzz_setup(void);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#endif /* KFUZZ_H */
