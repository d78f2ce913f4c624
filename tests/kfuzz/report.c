/* SPDX-License-Identifier: MIT */
/*
 * report.c - the failures and counts of the kernel-code harness: each kind
 * of failure counted on its own, the stack that failed printed as seccache
 * assembly (table entries as driver.c reads them), abort() when fuzzing
 * (libFuzzer keeps the input), the counts written to KFUZZ_STATS, and the
 * WARN_ON hook of shim.h.
 */
#include "kfuzz.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "seccache.h"

const char *const kfuzz_fail_names[N_FAILS] = {
	"bulk vs in order", "cache vs interpreter", "shift by X >= 32",
	"uprobe exception", "dropped cache", "shared results", "table slots",
	"WARN", "harness", "guard (a filter seccomp refuses)",
	"libseccache's prediction",
};

struct kfuzz_stats kfuzz_stats;

const char *kfuzz_stats_path;		/* KFUZZ_STATS: where the counts go */
bool kfuzz_keep_going;			/* the driver: count, go on */
bool kfuzz_expecting_warn;		/* check_guards() is running */
bool kfuzz_ignore_warn;			/* KFUZZ_IGNORE_WARN: count, go on */
unsigned int kfuzz_program_fails;	/* the kinds the current stack failed */
static unsigned int programs_printed;	/* stacks whose failure was printed */
static bool printing;			/* the failure being reported is */
const struct kf_stack *kfuzz_current;	/* the stack being attached */
unsigned int kfuzz_current_level;	/* its filter being attached */

unsigned long long kfuzz_sum_fails(int from, int to)
{
	unsigned long long n = 0;

	for (int i = from; i <= to; i++)
		n += kfuzz_stats.fails[i];
	return n;
}

void kfuzz_stats_flush(void)
{
	FILE *f;

	if (!kfuzz_stats_path || !(f = fopen(kfuzz_stats_path, "w")))
		return;
	fprintf(f, "programs %llu slots %llu vectors %llu mismatches %llu warns %llu "
		"invalid %llu guards %llu predicted %llu\n", kfuzz_stats.programs,
		kfuzz_stats.slots, kfuzz_stats.vectors, kfuzz_sum_fails(F_ORDER, F_MISMATCH_LAST),
		kfuzz_stats.fails[F_WARN], kfuzz_stats.fails[F_HARNESS],
		kfuzz_stats.fails[F_GUARD], kfuzz_stats.fails[F_PREDICT]);
	for (int i = 0; i < N_FAILS; i++)
		if (kfuzz_stats.fails[i])
			fprintf(f, "failed: %s: %llu checks in %llu programs\n",
				kfuzz_fail_names[i], kfuzz_stats.fails[i],
				kfuzz_stats.programs_failed[i]);
	fclose(f);
}

void kfuzz_print_stack(const struct kf_stack *s, unsigned int upto)
{
	for (unsigned int i = 0; i <= upto && i < s->n; i++) {
		char *text = NULL;

		fprintf(stderr, "  filter %u of %u (oldest first, %u insns)%s%s:\n", i + 1,
			s->n, s->f[i].len, s->f[i].log ? ", SECCOMP_FILTER_FLAG_LOG" : "",
			s->f[i].bpf ? ", eBPF-style: its table, then the program" : "");
		/* In driver.c's syntax, so that a failure pastes back as a seed. */
		for (unsigned int e = 0; e < s->f[i].ntable; e++)
			fprintf(stderr, "    table %#x 0x%08x 0x%08x\n", s->f[i].table[e].nr,
				s->f[i].table[e].arch, s->f[i].table[e].ret);
		if (seccache_disasm((const struct seccache_insn *)s->f[i].insn,
				    s->f[i].len, &text, NULL) == 0) {
			for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n"))
				fprintf(stderr, "    %s\n", line);
		}
		free(text);
	}
}

/*
 * Count a failure of kind; returns whether to print it: always when
 * fuzzing (it is the last), in the driver the first failure of each of
 * the first 20 stacks that fail.
 */
bool kfuzz_fail_begin(enum fail kind)
{
	printing = !kfuzz_keep_going || (!kfuzz_program_fails && programs_printed < 20);
	if (printing && kfuzz_current)
		programs_printed++;
	kfuzz_stats.fails[kind]++;
	if (!(kfuzz_program_fails & 1U << kind))
		kfuzz_stats.programs_failed[kind]++;
	kfuzz_program_fails |= 1U << kind;
	if (printing)
		fprintf(stderr, "kfuzz: %s: ", kind == F_WARN ? "WARN" :
			kind == F_HARNESS ? "harness" : kind == F_GUARD ? "note" : "MISMATCH");
	return printing;
}

/* Print the stack after what kfuzz_fail_begin() printed; abort() when fuzzing. */
void kfuzz_fail_end(void)
{
	if (printing && kfuzz_current) {
		fprintf(stderr, "  stack, filters 1 to %u attached:\n", kfuzz_current_level + 1);
		kfuzz_print_stack(kfuzz_current, kfuzz_current_level);
	}
	if (!kfuzz_keep_going) {
		kfuzz_stats_flush();
		abort();
	}
}

void __attribute__((format(printf, 2, 3)))
kfuzz_failure(enum fail kind, const char *fmt, ...)
{
	va_list ap;

	if (kfuzz_fail_begin(kind)) {
		va_start(ap, fmt);
		vfprintf(stderr, fmt, ap);
		va_end(ap);
	}
	kfuzz_fail_end();
}

bool kfuzz_warn(bool cond, const char *file, int line, const char *what)
{
	bool going = kfuzz_keep_going;

	if (!cond || kfuzz_expecting_warn)
		return cond;
	/* A known WARN must not hide the mismatches behind it. */
	kfuzz_keep_going |= kfuzz_ignore_warn;
	kfuzz_failure(F_WARN, "%s:%d: WARN_ON(%s)\n", file, line, what);
	kfuzz_keep_going = going;
	return cond;
}
