/* SPDX-License-Identifier: MIT */
/*
 * kguest.h - what the files of kguest share: a stack under test, the
 * counts and kguest_failure(), the calls made through the kernel and their
 * outcomes, the audit records, and each file's functions.
 */
#ifndef KGUEST_H
#define KGUEST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/syscall.h>

#include "gen.h"
#include "seccache.h"

#define MAX_FILTERS	4
#define CALLS_PER_SLOT	2
#define MAX_CALL_SLOTS	48	/* per stack, chosen at random */
#define MAX_CALLS	(MAX_CALL_SLOTS * CALLS_PER_SLOT)
#define CLAIMS_PER_SLOT	4	/* random inputs through the interpreter */

/* arm64 has no pause(); ppoll() without fds or timeout waits the same way. */
#ifdef SYS_pause
#define SYS_wait	SYS_pause
#else
#define SYS_wait	SYS_ppoll
#endif

#ifndef SECCOMP_PIN_ARCHITECTURE
#define SECCOMP_PIN_ARCHITECTURE 4	/* the series' operation (patch 2) */
#endif

/* One stack under test: guarded filters, oldest first. */
struct stack_case {
	char name[64];
	struct seccache_filter *filters[MAX_FILTERS + 1];	/* + the uncacher */
	uint32_t flags[MAX_FILTERS + 1];
	size_t n;
	bool hostile;		/* also called pinned, where the kernel pins */
	bool pin;		/* attach() pins to the native ABI after the filters */
	/* kguest ebpf: the program and table of each compiled filter, loaded */
	int ebpf_fds[2 * (MAX_FILTERS + 1)];
	uint32_t ebpf_flags[MAX_FILTERS + 1];
	size_t n_ebpf;
};

struct counts {
	unsigned long stacks, hostile, lines, line_mismatches;
	unsigned long claims, claim_mismatches;
	unsigned long calls, call_mismatches;
	unsigned long pinned_calls, pinned_mismatches;
	unsigned long records, record_mismatches;
	unsigned long failures;	/* the method failed: a child that died oddly */
};

extern struct counts kguest_total;

void kguest_failure(unsigned long *counter, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* stacks.c: building stacks */
void kguest_guard_init(const struct seccache_arch *native);
int kguest_uncached_case(const struct stack_case *c, struct stack_case *u);
void kguest_free_case(struct stack_case *c);
int kguest_hostile_single(struct gen_rng *rng, unsigned int kind, unsigned int variant,
			  unsigned long i, struct stack_case *c);
int kguest_hostile_stack(struct gen_rng *rng, unsigned long i, struct stack_case *c);
int kguest_random_case(struct gen_rng *rng, unsigned long i, struct stack_case *c);
int kguest_example_cases(const char *dir, struct stack_case *cases);

/* attach.c: the kernel side, calls through the kernel */
enum kind { RETURNED, TRAPPED, THREAD_KILLED, PROCESS_KILLED, UNKNOWN };

extern const char *const kguest_kind_names[];

struct call {
	struct seccache_data d;
	enum kind want;
	long want_value;	/* RETURNED: the value, or 1 for "not an error" */
};

struct shared {
	volatile size_t cur;
	volatile int done;
	struct {
		volatile enum kind kind;
		volatile long value;
	} out[MAX_CALLS];
};

void *kguest_map_shared(size_t size);
char *kguest_read_text(const char *path);
char *kguest_kernel_lines(const struct stack_case *c);
bool kguest_make_calls(const struct stack_case *c, const struct call *calls,
		       size_t n, struct shared *sh);

/* kmsg.c: seccomp's audit records in the kernel log */
#define MAX_RECORDS (2 * MAX_CALLS)

struct records {
	char r[MAX_RECORDS][96];
	size_t n;
};

void kguest_kmsg_skip(void);
void kguest_kmsg_records(struct records *out);

/* expect.c: what a call must do */
bool kguest_harmless(uint32_t arch, uint32_t nr);
uint64_t kguest_call_ip(uint32_t arch);
void kguest_expect(uint32_t raw, struct call *call);
bool kguest_outcome_ok(const struct call *call, enum kind kind, long value);
void kguest_random_call(struct gen_rng *rng, uint32_t arch, uint32_t nr,
			uint64_t ip, struct seccache_data *d);

/* pin.c: the architecture pin */
extern bool kguest_can_pin;

void kguest_probe_pin(bool series);
void kguest_check_pinned_calls(struct gen_rng *rng, const struct stack_case *c,
			       struct shared *sh);

/* services.c: the filters of live processes (kguest services) */
int kguest_services(int argc, char **argv);


/* kguest.c: the checks of one stack */

/* A cached slot of a prediction, for the claims and calls made of it. */
struct slot {
	const struct seccache_arch *abi;
	uint32_t nr;
	uint32_t ret;
};

/*
 * Kernel k's cache for stack s (k NULL: the running kernel's) into *a,
 * and its /proc/PID/seccomp_cache lines into *lines (malloc'd). Returns 0,
 * or a negative errno after printing why for name.
 */
int kguest_predict(const struct seccache_stack *s, const struct seccache_kernel *k,
		   const char *name, struct seccache_analysis **a, char **lines);

/* Differential: the kernel's lines against the prediction, line for line. */
void kguest_compare_lines(const char *name, char *kernel, char *predicted);

/* Every slot of a that kernel k caches, in *out (malloc'd): their count. */
size_t kguest_cached_slots(const struct seccache_analysis *a,
			   const struct seccache_kernel *k, struct slot **out);

/*
 * After the n slots of *out (malloc'd), a's slots that kernel k gives to the
 * filters: the constant ones, or (constant false) the harmless ones whose
 * result depends on arguments, as ALLOW. Returns the new count.
 */
size_t kguest_slots(const struct seccache_analysis *a, const struct seccache_kernel *k,
		    bool constant, struct slot **out, size_t n);

/* The claims: random calls of each cached slot give the cached result. */
void kguest_check_claims(struct gen_rng *rng, const char *name,
			 const struct seccache_stack *s, const struct slot *slots, size_t n);

/* The outcomes of calls, counted. */
void kguest_check_outcomes(const char *what, const char *name, const struct call *calls,
			   size_t n_calls, const struct shared *sh, unsigned long *checked,
			   unsigned long *mismatches);

/* ebpf.c: kguest ebpf, the stacks compiled to eBPF filters */
extern bool kguest_ebpf;
int kguest_ebpf_load(struct stack_case *c);
void kguest_ebpf_close(struct stack_case *c);
bool kguest_ebpf_attach(const struct stack_case *c);
void kguest_ebpf_compare_lines(struct gen_rng *rng, const char *name,
			       const struct seccache_stack *s, const struct seccache_kernel *k,
			       char *kernel);

#endif /* KGUEST_H */
