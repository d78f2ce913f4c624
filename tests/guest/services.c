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
 * NAME count as one service. Prints a table, a row for the processes of a
 * service that have the same command name and the same filters (udevd's
 * workers are many), then "SUMMARY ..."; exits 1 on any mismatch or
 * process it could not check, 2 on bad usage.
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kguest.h"

#define CLAIMS_SEED 1
#define NAME_SIZE 96

/* One process checked. */
struct process {
	char name[NAME_SIZE];	/* its service */
	char comm[17];
	pid_t pid;
	struct seccache_stack *s;	/* NULL: it could not be checked */
	bool gone;		/* it exited before it was checked */
	unsigned long lines, mismatches;
	size_t stock, patched;	/* the slots each kernel caches */
	bool shown;
};

/* NAME:PID, split at the last colon (a unit's name may hold one). */
static int parse_target(const char *arg, struct process *p)
{
	const char *colon = strrchr(arg, ':');
	char *end;
	long n;

	if (!colon || colon == arg || (size_t)(colon - arg) >= sizeof(p->name))
		return -EINVAL;
	errno = 0;
	n = strtol(colon + 1, &end, 10);
	if (errno || *end || end == colon + 1 || n <= 0)
		return -EINVAL;
	memcpy(p->name, arg, (size_t)(colon - arg));
	p->name[colon - arg] = '\0';
	p->pid = (pid_t)n;
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

static void read_comm(struct process *p)
{
	char path[64], *text;

	snprintf(path, sizeof(path), "/proc/%d/comm", (int)p->pid);
	text = kguest_read_text(path);
	snprintf(p->comm, sizeof(p->comm), "%s", text ? text : "?");
	p->comm[strcspn(p->comm, "\n")] = '\0';
	free(text);
}

/* One process: its stack, the /proc lines, the claims, both kernels' slots. */
static void check_process(struct gen_rng *rng, const struct seccache_kernel *stock,
			  struct process *p)
{
	struct seccache_analysis *a = NULL, *sa = NULL;
	struct seccache_error err = { 0 };
	char *predicted = NULL, *stock_lines = NULL, *kernel = NULL, path[64];
	struct slot *slots = NULL, *stock_slots = NULL;
	unsigned long lines = kguest_total.lines, mismatches = kguest_total.line_mismatches;
	struct seccache_stack *s = NULL;
	long patched_n, stock_n;
	char label[NAME_SIZE + 32];
	int ret;

	read_comm(p);
	snprintf(label, sizeof(label), "%s (pid %d)", p->name, (int)p->pid);
	/*
	 * The thread group leader's: the task whose cache /proc/PID shows. A
	 * process that exits meanwhile (an idle udev worker) is no mismatch.
	 */
	ret = seccache_stack_from_pid(p->pid, p->pid, NULL, &s, &err);
	snprintf(path, sizeof(path), "/proc/%d/seccomp_cache", (int)p->pid);
	if (!ret)
		kernel = kguest_read_text(path);
	if ((ret == -ESRCH || (!ret && !kernel)) && kill(p->pid, 0) && errno == ESRCH) {
		printf("GONE %s: it exited before it was checked\n", label);
		p->gone = true;
		seccache_stack_free(s);
		free(kernel);
		return;
	}
	if (ret) {
		kguest_failure(&kguest_total.failures, "FAILED %s: cannot read its filters: %s\n",
			       label, err.msg);
		return;
	}
	patched_n = slots_cached(s, NULL, label, &a, &predicted, &slots);
	stock_n = slots_cached(s, stock, label, &sa, &stock_lines, &stock_slots);
	if (!kernel || patched_n < 0 || stock_n < 0) {
		kguest_failure(&kguest_total.failures, "FAILED %s: %s\n", label,
			       kernel ? "no prediction" : "cannot read its seccomp_cache");
		seccache_stack_free(s);
		goto out;
	}
	kguest_total.stacks++;
	kguest_compare_lines(label, kernel, predicted);
	kguest_check_claims(rng, label, s, slots, (size_t)patched_n);
	p->s = s;
	p->lines = kguest_total.lines - lines;
	p->mismatches = kguest_total.line_mismatches - mismatches;
	p->stock = (size_t)stock_n;
	p->patched = (size_t)patched_n;
out:
	free(slots);
	free(stock_slots);
	free(predicted);
	free(stock_lines);
	free(kernel);
	seccache_analysis_free(a);
	seccache_analysis_free(sa);
}

static bool same_row(const struct process *a, const struct process *b)
{
	return b->s && !strcmp(a->name, b->name) && !strcmp(a->comm, b->comm) &&
	       seccache_stack_same(a->s, b->s);
}

/* A row for p and the later processes of the same service, command and filters. */
static void show_row(struct process *procs, size_t n, size_t i)
{
	struct process *p = &procs[i];
	unsigned long lines = 0, mismatches = 0, count = 0;

	for (size_t j = i; j < n; j++) {
		if (procs[j].shown || !same_row(p, &procs[j]))
			continue;
		procs[j].shown = true;
		lines += procs[j].lines;
		mismatches += procs[j].mismatches;
		count++;
	}
	printf("%-26s %-15s %9lu %7zu %12zu %11lu %10lu %6zu %8zu\n", p->name, p->comm, count,
	       seccache_stack_len(p->s), instructions(p->s), lines, mismatches, p->stock,
	       p->patched);
}

/* How many distinct services the checked processes belong to. */
static unsigned long count_services(const struct process *procs, size_t n)
{
	unsigned long services = 0;

	for (size_t i = 0; i < n; i++) {
		bool seen = false;

		for (size_t j = 0; j < i && !seen; j++)
			seen = procs[j].s && !strcmp(procs[j].name, procs[i].name);
		services += procs[i].s && !seen;
	}
	return services;
}

int kguest_services(int argc, char **argv)
{
	struct seccache_kernel running, stock;
	struct seccache_error err = { 0 };
	unsigned long processes = 0, filters = 0, stock_slots = 0, patched_slots = 0, gone = 0;
	size_t n = argc > 1 ? (size_t)argc - 1 : 0;
	struct process *procs;
	struct gen_rng rng;

	procs = calloc(n ? n : 1, sizeof(*procs));
	if (!procs) {
		fprintf(stderr, "kguest services: out of memory\n");
		return 3;
	}
	for (size_t i = 0; i < n; i++) {
		if (parse_target(argv[i + 1], &procs[i])) {
			fprintf(stderr, "kguest services: '%s': expected NAME:PID\n", argv[i + 1]);
			free(procs);
			return 2;
		}
	}
	if (!n) {
		fprintf(stderr, "usage: kguest services NAME:PID...\n");
		free(procs);
		return 2;
	}
	if (seccache_kernel_running(&running, &err)) {
		fprintf(stderr, "kguest services: %s\n", err.msg);
		free(procs);
		return 3;
	}
	/* The same release without the series: the 5.11 allow cache. */
	stock = running;
	stock.series = false;
	setvbuf(stdout, NULL, _IOLBF, 0);
	gen_seed(&rng, CLAIMS_SEED);
	for (size_t i = 0; i < n; i++)
		check_process(&rng, &stock, &procs[i]);
	printf("kernel %s; stock: libseccache's prediction for the same release without the "
	       "series (the allow cache); slots cached a process\n", running.release);
	printf("%-26s %-15s %9s %7s %12s %11s %10s %6s %8s\n", "service", "command",
	       "processes", "filters", "instructions", "/proc lines", "mismatches", "stock",
	       "patched");
	for (size_t i = 0; i < n; i++) {
		if (procs[i].s && !procs[i].shown)
			show_row(procs, n, i);
		gone += procs[i].gone;
		if (!procs[i].s)
			continue;
		processes++;
		filters += seccache_stack_len(procs[i].s);
		stock_slots += procs[i].stock;
		patched_slots += procs[i].patched;
	}
	printf("SUMMARY %lu services (%lu processes, %lu filters", count_services(procs, n),
	       processes, filters);
	if (gone)
		printf("; %lu exited before they were checked", gone);
	printf("): %lu /proc lines compared, "
	       "%lu mismatches; cached slots stock %lu, patched %lu; %lu claims, "
	       "%lu mismatches; %lu failures\n",
	       kguest_total.lines,
	       kguest_total.line_mismatches, stock_slots, patched_slots, kguest_total.claims,
	       kguest_total.claim_mismatches, kguest_total.failures);
	for (size_t i = 0; i < n; i++)
		seccache_stack_free(procs[i].s);
	free(procs);
	return kguest_total.line_mismatches || kguest_total.claim_mismatches ||
	       kguest_total.failures || !processes ? 1 : 0;
}
