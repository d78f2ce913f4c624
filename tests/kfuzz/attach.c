/* SPDX-License-Identifier: MIT */
/*
 * attach.c - what seccomp_cache_prepare() costs, compiled in user space
 * from the series' kernel/seccomp.c (tests/kfuzz/extract.py), on the filter
 * families that cost it most (kernel/guest/families.h, which kbench times
 * in the guest), next to the stock kernel's emulation of the same filter
 * (seccomp_is_const_allow(), which is seccomp_emulate(), for each native
 * and compat number). Best of 3.
 *
 *   python3 tests/kfuzz/extract.py TREE /tmp/kseccomp.c
 *   cc -O2 -std=gnu11 -Itests/kfuzz -DKFUZZ_EXTRACTED='"/tmp/kseccomp.c"' \
 *      tests/kfuzz/attach.c -o attach && ./attach
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "shim.h"
#include KFUZZ_EXTRACTED
#include "../../kernel/guest/families.h"

bool kfuzz_warn(bool cond, const char *file, int line, const char *what)
{
	if (cond)
		fprintf(stderr, "attach: WARN at %s:%d: %s\n", file, line, what);
	return cond;
}

void *kfuzz_alloc(size_t n, size_t size)
{
	return calloc(n, size);
}

void kfuzz_free(void *p)
{
	free(p);
}

static struct sock_filter insns[BPF_MAXINSNS];
static struct sock_fprog_kern fprog = { 0, insns };
static struct bpf_prog prog = { &fprog };

static double now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec + t.tv_nsec * 1e-9;
}

/* The stock kernel: every native and compat number emulated on its own. */
static void stock(void)
{
	for (unsigned int a = 0; a < 2; a++) {
		for (unsigned int nr = 0; nr < KFUZZ_NATIVE_NR; nr++) {
			struct seccomp_data sd = {
				.nr = nr, .arch = a ? AUDIT_ARCH_I386 : AUDIT_ARCH_X86_64,
			};
			volatile bool constant;
			u32 ret;

			constant = seccomp_emulate(&fprog, &sd, 0, 0, &ret);
			(void)constant;
		}
	}
}

static unsigned int cached;	/* slots the series' last run cached */

static void series(void)
{
	struct seccomp_filter f = { .prog = &prog };
	u32 ret;

	seccomp_cache_alloc(&f);
	seccomp_cache_prepare(&f);
	cached = 0;
	for (unsigned int slot = 0; slot < SECCOMP_CACHE_SLOTS; slot++)
		cached += seccomp_cache_get(&f.cache, slot, &ret);
	seccomp_cache_free(&f);
}

static double best_ms(void (*run)(void))
{
	double best = 1e9;

	for (int i = 0; i < 3; i++) {
		double t = now();

		run();
		t = now() - t;
		if (t < best)
			best = t;
	}
	return best * 1e3;
}

int main(void)
{
	static const unsigned int lens[] = { BPF_MAXINSNS, SECCOMP_CACHE_X32_INSNS };

	for (size_t i = 0; i < ARRAY_SIZE(families); i++) {
		for (size_t l = 0; l < ARRAY_SIZE(lens); l++) {
			double stock_ms, series_ms;

			fprog.len = lens[l];
			family_build(&families[i], insns, lens[l]);
			stock_ms = best_ms(stock);
			series_ms = best_ms(series);
			printf("%-40s %4u: stock %6.2f ms  series %6.2f ms, %4u of %u slots\n",
			       families[i].what, lens[l], stock_ms, series_ms,
			       cached, SECCOMP_CACHE_SLOTS);
		}
	}
	return 0;
}
