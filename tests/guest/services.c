/* SPDX-License-Identifier: MIT */
/*
 * services.c - kguest services NAME:PID...: the filters of live processes
 * that someone else attached (systemd's services in the systemd guest of
 * scripts/kernel), read as seccache dump reads them
 * (PTRACE_SECCOMP_GET_FILTER, seccache_stack_from_pid()) and held against
 * the running kernel with kguest's own checks:
 *
 *  - differential: /proc/PID/seccomp_cache equals libseccache's
 *    prediction for the running kernel line for line;
 *  - claims: random arguments and instruction pointers for every cached
 *    slot give the cached result through the reference interpreter;
 *  - what the stock kernel of the same release would cache for the same
 *    filters (its allow cache: libseccache's prediction, as seccache
 *    report -m kernel -k RELEASE gives it), beside what the running one
 *    caches.
 *
 * NAME is what the table calls the process (its unit); processes of one
 * NAME count as one service. Prints a line a process, then "SUMMARY ...";
 * exits 1 on any mismatch or process it could not check, 2 on bad usage.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kguest.h"

#define CLAIMS_SEED 1

struct service_counts {
	unsigned long services, processes, filters;
	unsigned long stock_slots, patched_slots;
};

/* NAME:PID, split at the last colon (a unit's name may hold one). */
static int parse_target(const char *arg, char *name, size_t size, pid_t *pid)
{
	const char *colon = strrchr(arg, ':');
	char *end;
	long n;

	if (!colon || colon == arg || (size_t)(colon - arg) >= size)
		return -EINVAL;
	errno = 0;
	n = strtol(colon + 1, &end, 10);
	if (errno || *end || end == colon + 1 || n <= 0)
		return -EINVAL;
	memcpy(name, arg, (size_t)(colon - arg));
	name[colon - arg] = '\0';
	*pid = (pid_t)n;
	return 0;
}

/* The slots kernel k would cache for s (NULL: the running kernel). */
static long slots_cached(const struct seccache_stack *s, const struct seccache_kernel *k,
			 const char *name, struct seccache_analysis **a, char **lines,
			 struct slot **slots)
{
	if (kguest_predict(s, k, name, a, lines))
		return -1;
	return (long)kguest_cached_slots(*a, seccache_analysis_kernel(*a), slots);
}

static size_t instructions(const struct seccache_stack *s)
{
	size_t n = 0;

	for (size_t i = 0; i < seccache_stack_len(s); i++)
		n += seccache_filter_len(seccache_stack_filter(s, i));
	return n;
}

/* One process: its stack, the /proc lines, the claims, both kernels' slots. */
static void check_process(struct gen_rng *rng, const char *name, pid_t pid,
			  const struct seccache_kernel *stock, struct service_counts *sc)
{
	struct seccache_analysis *a = NULL, *sa = NULL;
	struct seccache_error err = { 0 };
	struct seccache_stack *s = NULL;
	char *predicted = NULL, *stock_lines = NULL, *kernel = NULL, path[64];
	struct slot *slots = NULL, *stock_slots = NULL;
	unsigned long lines = kguest_total.lines, mismatches = kguest_total.line_mismatches;
	long patched_n, stock_n;
	char label[128];

	snprintf(label, sizeof(label), "%s (pid %d)", name, (int)pid);
	/* The thread group leader's: the task whose cache /proc/PID shows. */
	if (seccache_stack_from_pid(pid, pid, NULL, &s, &err)) {
		kguest_failure(&kguest_total.failures, "FAILED %s: cannot read its filters: %s\n",
			       label, err.msg);
		return;
	}
	snprintf(path, sizeof(path), "/proc/%d/seccomp_cache", (int)pid);
	kernel = kguest_read_text(path);
	patched_n = slots_cached(s, NULL, label, &a, &predicted, &slots);
	stock_n = slots_cached(s, stock, label, &sa, &stock_lines, &stock_slots);
	if (!kernel || patched_n < 0 || stock_n < 0) {
		kguest_failure(&kguest_total.failures, "FAILED %s: %s\n", label,
			       kernel ? "no prediction" : "cannot read its seccomp_cache");
		goto out;
	}
	kguest_total.stacks++;
	kguest_compare_lines(label, kernel, predicted);
	kguest_check_claims(rng, label, s, slots, (size_t)patched_n);
	sc->processes++;
	sc->filters += seccache_stack_len(s);
	sc->stock_slots += (unsigned long)stock_n;
	sc->patched_slots += (unsigned long)patched_n;
	printf("%-32s %7d %7zu %12zu %11lu %10lu %6ld %8ld\n", name, (int)pid,
	       seccache_stack_len(s), instructions(s), kguest_total.lines - lines,
	       kguest_total.line_mismatches - mismatches, stock_n, patched_n);
out:
	free(slots);
	free(stock_slots);
	free(predicted);
	free(stock_lines);
	free(kernel);
	seccache_analysis_free(a);
	seccache_analysis_free(sa);
	seccache_stack_free(s);
}

/* Whether name is one of the n services checked so far: else add it. */
static bool seen_before(char (*names)[96], size_t *n, const char *name)
{
	for (size_t i = 0; i < *n; i++)
		if (!strcmp(names[i], name))
			return true;
	snprintf(names[(*n)++], sizeof(names[0]), "%s", name);
	return false;
}

int kguest_services(int argc, char **argv)
{
	struct service_counts sc = { 0 };
	struct seccache_kernel running, stock;
	struct seccache_error err = { 0 };
	char name[96], (*checked)[96];
	struct gen_rng rng;
	size_t n_checked = 0;
	pid_t pid;

	if (argc < 2) {
		fprintf(stderr, "usage: kguest services NAME:PID...\n");
		return 2;
	}
	for (int i = 1; i < argc; i++) {
		if (parse_target(argv[i], name, sizeof(name), &pid)) {
			fprintf(stderr, "kguest services: '%s': expected NAME:PID\n", argv[i]);
			return 2;
		}
	}
	checked = calloc((size_t)argc, sizeof(*checked));
	if (!checked || seccache_kernel_running(&running, &err)) {
		fprintf(stderr, "kguest services: %s\n", checked ? err.msg : "out of memory");
		free(checked);
		return 3;
	}
	/* The same release without the series: the 5.11 allow cache. */
	stock = running;
	stock.series = false;
	setvbuf(stdout, NULL, _IOLBF, 0);
	gen_seed(&rng, CLAIMS_SEED);
	printf("kernel %s; stock: the prediction for %s without the series\n",
	       running.release, running.release);
	printf("%-32s %7s %7s %12s %11s %10s %6s %8s\n", "service", "pid", "filters",
	       "instructions", "/proc lines", "mismatches", "stock", "patched");
	for (int i = 1; i < argc; i++) {
		unsigned long before = sc.processes;

		parse_target(argv[i], name, sizeof(name), &pid);
		check_process(&rng, name, pid, &stock, &sc);
		if (sc.processes > before && !seen_before(checked, &n_checked, name))
			sc.services++;
	}
	free(checked);
	printf("SUMMARY %lu services (%lu processes, %lu filters): %lu /proc lines compared, "
	       "%lu mismatches; cached slots stock %lu, patched %lu; %lu claims, "
	       "%lu mismatches; %lu failures\n",
	       sc.services, sc.processes, sc.filters, kguest_total.lines,
	       kguest_total.line_mismatches, sc.stock_slots, sc.patched_slots,
	       kguest_total.claims, kguest_total.claim_mismatches, kguest_total.failures);
	return kguest_total.line_mismatches || kguest_total.claim_mismatches ||
	       kguest_total.failures || !sc.processes ? 1 : 0;
}
