/* SPDX-License-Identifier: MIT */
/*
 * klookup_filter.h - the one filter a lookup is timed under, as both
 * kernels' code sees it: included by klookup_series.c and klookup_stock.c
 * after their kernel/seccomp.c's code, whose struct seccomp_filter differs.
 */
#ifndef KLOOKUP_FILTER_H
#define KLOOKUP_FILTER_H

#include <stdlib.h>

struct klookup_filter {
	struct sock_fprog_kern fprog;
	struct bpf_prog prog;
	struct seccomp_filter f;
};

/* A filter of insns, its cache not prepared yet; NULL without memory. */
static inline struct klookup_filter *klookup_filter_new(const struct sock_filter *insns,
							unsigned short len)
{
	struct klookup_filter *k = calloc(1, sizeof(*k));

	if (!k)
		return NULL;
	k->fprog = (struct sock_fprog_kern){ len, (struct sock_filter *)insns };
	k->prog.orig_prog = &k->fprog;
	k->f.prog = &k->prog;
	return k;
}

#endif /* KLOOKUP_FILTER_H */
