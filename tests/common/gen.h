/* SPDX-License-Identifier: MIT */
/*
 * gen.h - seeded random seccomp programs and inputs shared by the test
 * suites: valid programs using every opcode seccomp accepts, arbitrary and
 * mutated programs that mostly are not, and seccomp_data biased toward the
 * constants a program compares with. Same seed, same cases.
 */
#ifndef SECCACHE_TEST_GEN_H
#define SECCACHE_TEST_GEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "seccache.h"

/* splitmix64: one 64-bit state word, good enough statistics for tests. */
struct gen_rng {
	uint64_t state;
};

void gen_seed(struct gen_rng *rng, uint64_t seed);

/*
 * The seed for a test: SECCACHE_SEED if set (any C notation), else one
 * taken from the clock. Printed with name so a failure can be replayed.
 */
uint64_t gen_seed_from_env(const char *name);

uint64_t gen_u64(struct gen_rng *rng);
uint32_t gen_u32(struct gen_rng *rng);
/* Uniform in [0, n); n must not be 0. */
uint32_t gen_below(struct gen_rng *rng, uint32_t n);
bool gen_percent(struct gen_rng *rng, unsigned int percent);

/* Constants programs compare with, so inputs can be aimed at them. */
#define GEN_MAX_CONSTS 64

struct gen_consts {
	uint32_t v[GEN_MAX_CONSTS];
	size_t n;
};

/* Remember v (ignored once full or if already known). */
void gen_consts_add(struct gen_consts *c, uint32_t v);

/* Room for every length the kernel refuses up to BPF_MAXINSNS + 1. */
#define GEN_MAX_INSNS (SECCACHE_MAXINSNS + 1)

struct gen_prog {
	size_t len;
	struct seccache_insn insns[GEN_MAX_INSNS];
};

/*
 * A return value: every action with varied data (ERRNO beyond 4095
 * included), now and then a value the kernel does not know.
 */
uint32_t gen_action(struct gen_rng *rng);

/*
 * A program seccomp accepts, 2..max_len instructions (max_len at most
 * SECCACHE_MAXINSNS): forward jumps only, every scratch slot it reads
 * written first by a prologue. Constants it compares with are added to
 * consts when not NULL.
 */
void gen_valid(struct gen_rng *rng, size_t max_len, struct gen_consts *consts,
	       struct gen_prog *p);

/*
 * An arbitrary program, most of them invalid: random codes, or a valid
 * program with one mutation (bad jump, division by zero, big shift, scratch
 * out of range or read first, bad load, missing RET, length 0 or 4097...).
 * Returns the name of what was done, for statistics.
 */
const char *gen_arbitrary(struct gen_rng *rng, struct gen_prog *p);

/*
 * Hostile programs: filters no program writes but any user may attach,
 * aimed at what a cache of constant results could get wrong. RET A of the
 * number, of the arch and of every ALU operation on them (by K and by X);
 * shifts by X of 0, 1, 31, 32, 33, 63, 64, 255 and 256 (the machines
 * disagree from 32 on); comparisons by X holding the number or a
 * constant; the number through scratch memory; JSET chains; more distinct
 * constant results than a filter's cache holds (40 ERRNOs). Kind
 * (< GEN_HOSTILE_KINDS) and variant (< gen_hostile_variants(kind)) choose
 * the shape and its main constant, rng the rest. Returns the kind's name.
 */
#define GEN_HOSTILE_KINDS 11

unsigned int gen_hostile_variants(unsigned int kind);
const char *gen_hostile(struct gen_rng *rng, unsigned int kind, unsigned int variant,
			struct gen_prog *p);

/* A hostile program of any kind and variant. */
const char *gen_hostile_any(struct gen_rng *rng, struct gen_prog *p);

/*
 * The syscall numbers hostile programs aim at, x86_64's: the first ones,
 * getpid, getppid (110), exit, the uprobe pair, the ends of the native
 * and x32 tables and just past them, -1.
 */
extern const uint32_t gen_hostile_nrs[];
extern const size_t gen_hostile_n_nrs;

/*
 * An input for one of the given AUDIT_ARCH values. nr and args are aimed
 * at consts (may be NULL) or at realistic values; x86_64 inputs sometimes
 * carry the x32 bit; calls of 32-bit ABIs (arch without __AUDIT_ARCH_64BIT)
 * have 32-bit args. instruction_pointer is random: callers that know the
 * real one set it.
 */
void gen_data(struct gen_rng *rng, const struct gen_consts *consts,
	      const uint32_t *arches, size_t n_arches,
	      struct seccache_data *d);

#endif
