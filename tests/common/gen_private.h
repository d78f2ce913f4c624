/* SPDX-License-Identifier: MIT */
/*
 * gen_private.h - what the generator's files share and its users need not
 * see: the layout of seccomp_data, the x32 bit, scratch memory, and the
 * numbers and argument values real filters test.
 */
#ifndef SECCACHE_TEST_GEN_PRIVATE_H
#define SECCACHE_TEST_GEN_PRIVATE_H

#include <stdint.h>

#include "gen.h"

#define X32_BIT 0x40000000U
#define DATA_OFF_NR 0
#define DATA_OFF_ARCH 4
#define DATA_OFF_ARGS 16
#define SCRATCH_SLOTS 16	/* BPF_MEMWORDS */

#define PICK(rng, table) ((table)[gen_below((rng), ARRAY_SIZE(table))])

/* One of the syscall numbers filters really test (gen.c's table). */
uint32_t gen_pick_syscall_nr(struct gen_rng *rng);

/* One of the argument values filters really compare with. */
uint32_t gen_pick_arg_value(struct gen_rng *rng);

#endif
