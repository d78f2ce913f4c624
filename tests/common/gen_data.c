/* SPDX-License-Identifier: MIT */
/*
 * gen_data.c - seccomp_data inputs, aimed at the constants a program
 * compares with or at realistic values.
 */
#include <linux/audit.h>
#include <string.h>

#include "gen.h"
#include "gen_private.h"
#include "testutil.h"

static uint32_t pick_const_or(struct gen_rng *rng, const struct gen_consts *c,
			      uint32_t fallback)
{
	if (c && c->n && gen_percent(rng, 50))
		return c->v[gen_below(rng, (uint32_t)c->n)];
	return fallback;
}

static uint32_t pick_input_nr(struct gen_rng *rng, const struct gen_consts *c,
			      uint32_t arch)
{
	unsigned int r = gen_below(rng, 100);
	uint32_t nr;

	if (r < 70)
		nr = pick_const_or(rng, c, gen_pick_syscall_nr(rng));
	else if (r < 90)
		nr = gen_below(rng, 1024);
	else
		nr = gen_u32(rng);
	if (arch == AUDIT_ARCH_X86_64 && gen_percent(rng, 15))
		nr |= X32_BIT;
	return nr;
}

static uint64_t pick_arg(struct gen_rng *rng, const struct gen_consts *c)
{
	unsigned int r = gen_below(rng, 100);
	uint64_t hi = gen_percent(rng, 80) ? 0 : pick_const_or(rng, c, gen_pick_arg_value(rng));

	if (r < 45)
		return hi << 32 | pick_const_or(rng, c, gen_pick_arg_value(rng));
	if (r < 60)
		return 0;
	if (r < 70)
		return UINT64_MAX;
	return gen_u64(rng);
}

void gen_data(struct gen_rng *rng, const struct gen_consts *consts,
	      const uint32_t *arches, size_t n_arches,
	      struct seccache_data *d)
{
	memset(d, 0, sizeof(*d));
	d->arch = arches[gen_below(rng, (uint32_t)n_arches)];
	d->nr = pick_input_nr(rng, consts, d->arch);
	for (size_t i = 0; i < ARRAY_SIZE(d->args); i++) {
		d->args[i] = pick_arg(rng, consts);
		if (!(d->arch & __AUDIT_ARCH_64BIT))
			d->args[i] &= UINT32_MAX;
	}
	d->instruction_pointer = gen_u64(rng);
}
