/* SPDX-License-Identifier: MIT */
/*
 * attach.c - what seccomp_cache_prepare() costs, compiled in user space
 * from the series' kernel/seccomp.c (tests/kfuzz/extract.py), on the filter
 * families that cost it most, next to the stock kernel's worst filter
 * emulated as the stock kernel does (seccomp_is_const_allow(), which is
 * seccomp_emulate(), for each native and compat number). Best of 3.
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

static struct sock_filter insns[BPF_MAXINSNS];
static struct sock_fprog_kern fprog = { 0, insns };
static struct bpf_prog prog = { &fprog };
static unsigned int len;

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

static void series(void)
{
	struct seccomp_filter f = { .prog = &prog };

	seccomp_cache_alloc(&f);
	seccomp_cache_prepare(&f);
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

static void ld_nr(void)
{
	len = 0;
	insns[len++] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS,
						    offsetof(struct seccomp_data, nr));
}

static void jump(u16 op, u32 k)
{
	insns[len++] = (struct sock_filter)BPF_JUMP(BPF_JMP | op | BPF_K, k, 0, 0);
}

/* Fill the program with jumps op k that go on either way, then allow. */
static void tail(u16 op, u32 k, const char *name)
{
	while (len < BPF_MAXINSNS - 1)
		jump(op, k);
	insns[len++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW);
	fprog.len = len;
	printf("%-48s stock %7.2f ms  series %7.2f ms\n", name, best_ms(stock),
	       best_ms(series));
}

static void singletons(void)
{
	ld_nr();
	for (u32 nr = 0; nr < KFUZZ_NATIVE_NR; nr++)
		jump(BPF_JEQ, nr);
	for (u32 nr = 0; nr < KFUZZ_X32_NR; nr++)
		jump(BPF_JEQ, SECCOMP_ARCH_X32_NR_BIT | nr);
}

int main(void)
{
	ld_nr();
	tail(BPF_JEQ, 0xffffffff, "the stock kernel's worst: JEQ never taken");
	singletons();
	tail(BPF_JGE, 0, "each number alone, then JGE 0");
	singletons();
	tail(BPF_JSET, 0xffffffff, "each number alone, then JSET ~0");
	ld_nr();
	for (u32 k = KFUZZ_NATIVE_NR; k >= 2; k -= 2)
		jump(BPF_JGE, k);
	tail(BPF_JGE, 0, "numbers in pairs, then JGE 0");
	return 0;
}
