/* SPDX-License-Identifier: MIT */
/*
 * klookup - the real-CPU cross-check of the kernel series' cached answer
 * (issue 35): the series' lookup and the stock kernel's
 * seccomp_cache_check_allow(), each compiled from its own kernel/seccomp.c
 * (klookup_series.c, klookup_stock.c; bench/klookup-run extracts and
 * builds them), timed natively in ns per call over the syscall numbers of
 * the recorded mixes (bench/workload), under one filter: PROFILE compiled
 * as kworkload compiles Docker's default profile for the guests.
 *
 * Usage: klookup PROFILE MIX...
 *
 * Each mix becomes a schedule of SCHEDULE x86_64 calls drawn in proportion
 * to its counts (a fixed seed); each lookup runs the schedule ROUNDS times,
 * best of TRIES, the three loops (the schedule alone, stock, series)
 * interleaved so that they share the machine's state. Prints a line per
 * mix; exit 1 if the stock cache answers a call of the mix that the
 * series' does not (the series caches every constant result, the stock
 * kernel the constant ALLOWs: a superset), 2 on bad input.
 */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <linux/audit.h>
#include <seccache.h>

#include "klookup.h"

#define SCHEDULE	4096
#define ROUNDS		2048
#define TRIES		7
#define MIX_NAMES	256

/* The shim's hooks (tests/kfuzz/shim.h): a WARN is a failed run. */
bool kfuzz_warn(bool cond, const char *file, int line, const char *what)
{
	if (cond) {
		fprintf(stderr, "klookup: WARN at %s:%d: %s\n", file, line, what);
		exit(1);
	}
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

static double now_ns(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1e9 + t.tv_nsec;
}

/* The schedule alone: what each lookup's loop costs without a lookup. */
static __attribute__((noinline)) size_t loop_only(const struct klookup_filter *f,
						  const struct klookup_call *calls, size_t n)
{
	size_t sum = 0;

	(void)f;
	for (size_t i = 0; i < n; i++) {
		__asm__ __volatile__("" : : "r"(calls[i].nr));
		sum += calls[i].arch;
	}
	return sum;
}

typedef size_t (*lookup_fn)(const struct klookup_filter *, const struct klookup_call *, size_t);

/* The best time of one lookup's ROUNDS runs of the schedule, in ns a call. */
static double time_one(lookup_fn fn, const struct klookup_filter *f,
		       const struct klookup_call *calls, double *best)
{
	double t0 = now_ns();
	volatile size_t sink = 0;

	for (int r = 0; r < ROUNDS; r++)
		sink += fn(f, calls, SCHEDULE);
	(void)sink;
	t0 = (now_ns() - t0) / ((double)ROUNDS * SCHEDULE);
	if (*best == 0 || t0 < *best)
		*best = t0;
	return *best;
}

/* A mix's names and counts ("NAME COUNT" lines), as x86_64 numbers. */
static int read_mix(const char *path, uint32_t *nrs, double *counts, size_t *n)
{
	const struct seccache_arch *abi = seccache_arch_lookup("x86_64");
	char name[64];
	double count;
	FILE *in = fopen(path, "re");
	int ret = 0;

	if (!in) {
		fprintf(stderr, "klookup: %s: %s\n", path, strerror(errno));
		return -1;
	}
	*n = 0;
	while (fscanf(in, "%63s %lf", name, &count) == 2) {
		if (*n == MIX_NAMES || !(count > 0) ||
		    seccache_syscall_number(abi, name, &nrs[*n], NULL)) {
			fprintf(stderr, "klookup: %s: %s %g: not an x86_64 syscall and a count\n",
				path, name, count);
			ret = -1;
			break;
		}
		counts[(*n)++] = count;
	}
	if (!ret && (!feof(in) || !*n)) {
		fprintf(stderr, "klookup: %s: not \"NAME COUNT\" lines\n", path);
		ret = -1;
	}
	fclose(in);
	return ret;
}

/* SCHEDULE calls drawn from the mix by its counts (xorshift, fixed seed). */
static void draw(const uint32_t *nrs, const double *counts, size_t n,
		 struct klookup_call *calls)
{
	uint64_t x = 0x9e3779b97f4a7c15ull;
	double total = 0;

	for (size_t i = 0; i < n; i++)
		total += counts[i];
	for (size_t c = 0; c < SCHEDULE; c++) {
		double at;
		size_t i = 0;

		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		at = (double)(x >> 11) / (double)(1ull << 53) * total;
		while (i + 1 < n && at >= counts[i])
			at -= counts[i++];
		calls[c] = (struct klookup_call){ AUDIT_ARCH_X86_64, nrs[i] };
	}
}

/* The mix's syscalls that the series' cache leaves to the filter. */
static void print_uncached(const struct klookup_filter *series, const uint32_t *nrs, size_t n)
{
	const struct seccache_arch *abi = seccache_arch_lookup("x86_64");
	const char *sep = "; filter run for: ";
	char name[64];

	for (size_t i = 0; i < n; i++) {
		struct klookup_call call = { AUDIT_ARCH_X86_64, nrs[i] };

		if (klookup_series_run(series, &call, 1))
			continue;
		if (seccache_syscall_name(abi, nrs[i], name, sizeof(name), NULL))
			snprintf(name, sizeof(name), "%u", nrs[i]);
		printf("%s%s", sep, name);
		sep = ", ";
	}
	putchar('\n');
}

static int run_mix(const char *path, const struct klookup_filter *stock,
		   const struct klookup_filter *series)
{
	static struct klookup_call calls[SCHEDULE];
	uint32_t nrs[MIX_NAMES];
	double counts[MIX_NAMES], loop = 0, t_stock = 0, t_series = 0;
	size_t n, hit_stock, hit_series;

	if (read_mix(path, nrs, counts, &n))
		return 2;
	draw(nrs, counts, n, calls);
	hit_stock = klookup_stock_run(stock, calls, SCHEDULE);
	hit_series = klookup_series_run(series, calls, SCHEDULE);
	for (size_t c = 0; c < SCHEDULE; c++) {
		if (klookup_stock_run(stock, &calls[c], 1) > klookup_series_run(series, &calls[c], 1)) {
			printf("%s: x86_64 %u: cached by the stock kernel, not by the series\n",
			       path, calls[c].nr);
			return 1;
		}
	}
	for (int t = 0; t < TRIES; t++) {
		time_one(loop_only, NULL, calls, &loop);
		time_one(klookup_stock_run, stock, calls, &t_stock);
		time_one(klookup_series_run, series, calls, &t_series);
	}
	printf("%s: %d calls of %zu syscalls, cached: stock %.1f%%, series %.1f%%",
	       path, SCHEDULE, n, 100.0 * hit_stock / SCHEDULE, 100.0 * hit_series / SCHEDULE);
	print_uncached(series, nrs, n);
	printf("  ns a lookup (best of %d, %d each): the loop alone %.2f, stock %.2f, "
	       "series %.2f; series/stock %.2f, less the loop %.2f\n",
	       TRIES, ROUNDS * SCHEDULE, loop, t_stock, t_series, t_series / t_stock,
	       (t_series - loop) / (t_stock - loop));
	return 0;
}

/* PROFILE as kworkload compiles Docker's default profile: one filter. */
static struct seccache_filter *load_profile(const char *path)
{
	SECCACHE_OPTS(seccache_profile_opts, opts, .caps = seccache_runtime_caps("docker"));
	struct seccache_error err = { 0 };
	struct seccache_filter *f;

	for (const char *const *c = opts.caps; *c; c++)
		opts.n_caps++;
	if (seccache_profile_load(path, &opts, &f, NULL, &err)) {
		fprintf(stderr, "klookup: %s\n", err.msg);
		return NULL;
	}
	return f;
}

int main(int argc, char **argv)
{
	struct klookup_filter *stock, *series;
	struct seccache_filter *f;
	struct sock_filter *insns;
	size_t len;
	int status = 0;

	if (argc < 3) {
		fprintf(stderr, "usage: klookup PROFILE MIX...\n");
		return 2;
	}
	f = load_profile(argv[1]);
	if (!f)
		return 2;
	len = seccache_filter_len(f);
	insns = calloc(len, sizeof(*insns));
	if (!insns)
		return 3;
	for (size_t i = 0; i < len; i++) {
		const struct seccache_insn *in = &seccache_filter_insns(f)[i];

		insns[i] = (struct sock_filter){ in->code, in->jt, in->jf, in->k };
	}
	stock = klookup_stock_prepare(insns, (unsigned short)len);
	series = klookup_series_prepare(insns, (unsigned short)len);
	if (!stock || !series)
		return 3;
	printf("klookup: %s, one filter of %zu instructions, x86_64 calls\n", argv[1], len);
	for (int m = 2; m < argc; m++) {
		int ret = run_mix(argv[m], stock, series);

		status = ret > status ? ret : status;
	}
	klookup_stock_free(stock);
	klookup_series_free(series);
	seccache_filter_free(f);
	free(insns);
	return status;
}
