/* SPDX-License-Identifier: MIT */
/*
 * report.h - what the report writers share: the facts report.c states of
 * an analysis's calls for all of them, and the text summary's counts and
 * colours, which the findings (findings.c) read. Not installed; included
 * by the report modules only.
 */
#ifndef SECCACHE_REPORT_H
#define SECCACHE_REPORT_H

#include <stdio.h>

#include "analysis/analysis.h"

/* Room for an action's name: "ERRNO(4095)", "0x7ffc0000". */
#define ACTION_NAME_MAX 32

/* The escapes of the text report, empty without --color. */
struct palette {
	const char *title, *cached, *constant, *dynamic, *finding, *off;
};

/* The syscalls of one ABI whose results print alike. */
struct action_group {
	char name[ACTION_NAME_MAX];
	uint32_t action;		/* the first raw value seen */
	uint32_t count;
	uint32_t first;			/* the number of its first syscall */
	bool cached;			/* answered by the series' cache */
};

/* One ABI's named syscalls, counted once each. */
struct abi_summary {
	uint32_t named, unassigned;
	uint32_t cached;		/* the kernel's cache answers them */
	uint32_t constant;		/* constant, yet the filter runs */
	uint32_t dynamic;		/* the result depends on more than nr and arch */
	uint32_t kill_thread, kill_process; /* of constant */
	uint32_t allowed;		/* effective ALLOW, cached or not */
	uint32_t budget;		/* of dynamic: the analysis stopped at a budget */
	uint32_t pinned;		/* killed by an architecture pin, no filter run */
	bool reads_arch;
	struct action_group *groups;	/* of constant, and of cached with the series */
	size_t n_groups;
};

/* ------------------------------------------------------------------ */
/* What every report says of a call (report.c)                        */
/* ------------------------------------------------------------------ */

/* Whether abi is its native ABI's x32. */
bool sc_report_is_x32(const struct seccache_arch *abi);

/* The range of kernel (kernel mode) whose cache answers (abi, nr), or NULL. */
const struct seccache_range *sc_report_cache_hit(const struct seccache_analysis *kernel,
						 const struct seccache_arch *abi, uint32_t nr);

/* Whether kernel's cache answers (abi, nr): sc_report_cache_hit() found one. */
bool sc_report_cached(const struct seccache_analysis *kernel,
		      const struct seccache_arch *abi, uint32_t nr);

/* Whether kernel models the seccache series' cache of every constant result. */
bool sc_report_series_cache(const struct seccache_analysis *kernel);

/* The cache prediction a report of a uses: kernel, or a if kernel-mode, or NULL. */
const struct seccache_analysis *sc_report_cache_of(const struct seccache_analysis *a,
						   const struct seccache_analysis *kernel);

/* The name of nr in abi into name; false for a number without one. */
bool sc_report_syscall_name(const struct seccache_arch *abi, uint32_t nr,
			    char name[SECCACHE_SYSCALL_NAME_MAX]);

/*
 * The kernel a report speaks of: the one predicted, or the one whose
 * passthrough applied; NULL for the newest seccache knows.
 */
const struct seccache_kernel *sc_report_kernel(const struct seccache_analysis *a);

/* sc_report_syscall_name(), for a call that kernel of a's has; false otherwise. */
bool sc_report_call_name(const struct seccache_analysis *a, const struct seccache_arch *abi,
			 uint32_t nr, char name[SECCACHE_SYSCALL_NAME_MAX]);

/* One past the highest number with a call in a's kernel (0 if none). */
uint32_t sc_report_numbers_end(const struct seccache_analysis *a,
			       const struct seccache_arch *abi);

/* What went wrong writing a report: out failed (-EIO), or memory ran out. */
int sc_report_fail(struct seccache_error *err, int code);

/*
 * The end of a report written to out: code if it failed already, else
 * out flushed and checked, -EIO if any of it did not reach it; 0.
 */
int sc_report_done(FILE *out, int code, struct seccache_error *err);

/* The result by which the text groups nr (the cache's, or constant), or NULL. */
const struct seccache_range *sc_report_grouped_at(const struct seccache_analysis *a,
						  const struct seccache_analysis *kernel,
						  const struct seccache_arch *abi, uint32_t nr,
						  bool cached, char name[SECCACHE_SYSCALL_NAME_MAX]);

/* Whether r is constant and its effective action ALLOW. */
bool sc_report_is_allow(const struct seccache_range *r);

/* ------------------------------------------------------------------ */
/* Syscalls that do one job (equivalents.c)                           */
/* ------------------------------------------------------------------ */

/*
 * What a result lets a call do, least first: the ABI (or the kernel)
 * lacks the call; it never runs; a supervisor decides (TRACE,
 * USER_NOTIF); it may run, depending on arguments; it runs (ALLOW, LOG).
 */
enum sc_grant {
	SC_GRANT_ABSENT,
	SC_GRANT_DENIED,
	SC_GRANT_SUPERVISED,
	SC_GRANT_MAYBE,
	SC_GRANT_RUNS,
};

/* Calls that do one job: each way, a call or "a+b" needing each, does it. */
struct sc_job {
	const char *what;		/* "open a file" */
	const char *const ways[6];	/* NULL after the last */
};

/* What result r lets its call do. */
enum sc_grant sc_grant_of(const struct seccache_range *r);

/*
 * The range of the call named name in abi, its number into *nr (if not
 * NULL); NULL where abi, or the kernel a report of a speaks of, lacks it.
 */
const struct seccache_range *sc_call_range(const struct seccache_analysis *a,
					   const struct seccache_arch *abi, const char *name,
					   uint32_t *nr);

/* What abi grants the call named name (ABSENT where it lacks it). */
enum sc_grant sc_grant_call(const struct seccache_analysis *a, const struct seccache_arch *abi,
			    const char *name);

/* What abi grants a way "a+b": the least of its calls', ABSENT if one is absent. */
enum sc_grant sc_grant_way(const struct seccache_analysis *a, const struct seccache_arch *abi,
			   const char *way);

/* The job call name is a way of, or NULL; jobs by index (NULL past the last). */
const struct sc_job *sc_job_of(const char *name);
const struct sc_job *sc_job_at(size_t i);

/*
 * The next multiplexer (socketcall, ipc) from index *i on that does call
 * name, or NULL; *i moves past it.
 */
const char *sc_mux_of(const char *name, size_t *i);

/*
 * Whether the call name of abi (not native), whose result is own, does a
 * job that abi's native ABI grants less of by every way it has: the
 * range of the native call that stands for it into *native.
 */
bool sc_report_weaker_call(const struct seccache_analysis *a, const struct seccache_arch *abi,
			   const struct seccache_range *own, const char *name,
			   const struct seccache_range **native);

/* A result as a report names it: its action, or "depends on arguments". */
void sc_report_result_name(const struct seccache_range *r, char *buf, size_t size);

/* ------------------------------------------------------------------ */
/* Names of argument values (argnames.c)                              */
/* ------------------------------------------------------------------ */

/* Room for the names of one value: "CLONE_VM|CLONE_FS|...". */
#define ARG_NAME_MAX 512

/* A table of names for one argument's values (argnames.c's). */
struct arg_name;

/*
 * The names of argument field (0-5) of the call named syscall on
 * audit_arch, where a table holds for that ABI; NULL otherwise.
 */
const struct arg_name *sc_arg_names(uint32_t audit_arch, const char *syscall,
				    unsigned int field);

/* value (of the bits mask) by t's names into buf; false where they do not name it whole. */
bool sc_arg_name_value(const struct arg_name *t, uint64_t mask, uint64_t value,
		       char *buf, size_t size);

/* A mask by t's flags, or by the flags it leaves out ("~(PROT_READ|PROT_WRITE)"). */
bool sc_arg_name_mask(const struct arg_name *t, uint64_t mask, char *buf, size_t size);

/* ------------------------------------------------------------------ */
/* The values of one 64-bit field on a path (condfields.c)            */
/* ------------------------------------------------------------------ */

/* The fields conditions speak of: args[0] to args[5], then the instruction pointer. */
#define COND_FIELDS 7

/* A word's excluded masked value: (w & m) != v. */
struct cond_wex {
	uint32_t m, v;
};

/* One 32-bit word's values as a path knows them: in [umin, umax], agreeing with tv outside tm. */
struct cond_word {
	uint32_t umin, umax, tv, tm;
	unsigned int n_ex;
	const struct cond_wex *ex;
};

/* (x & m) != v */
struct cond_excl {
	uint64_t m, v;
};

/*
 * A 64-bit field's values: x in [lo, hi], its low word in [wmin, wmax]
 * (where the high word is not one value), (x & km) == kv, and for no
 * exclusion (x & m) == v.
 */
struct cond_field {
	uint64_t lo, hi;
	uint32_t wmin, wmax;
	uint64_t km, kv;
	size_t n_ex;
	struct cond_excl *ex;		/* malloc'd */
};

/* Every value; whether f is every value. */
void sc_cond_field_full(struct cond_field *f);
bool sc_cond_field_is_full(const struct cond_field *f);

/* Free f's exclusions; a copy of src into dst (0, or -1 out of memory). */
void sc_cond_field_free(struct cond_field *f);
int sc_cond_field_copy(struct cond_field *dst, const struct cond_field *src);

/* The field whose low and high words a path knows as lo and hi (exactly). 0 or -1. */
int sc_cond_field_from_words(struct cond_field *f, const struct cond_word *lo,
			     const struct cond_word *hi);

/* f in its simplest form, the same values; false if it has none. */
bool sc_cond_field_normalize(struct cond_field *f);

/* Whether x is one of f's values. */
bool sc_cond_field_holds(const struct cond_field *f, uint64_t x);

/* Whether every value of p is q's (false when that is not certain). */
bool sc_cond_field_implies(const struct cond_field *p, const struct cond_field *q);

/* Whether a and b are written alike. */
bool sc_cond_field_equal(const struct cond_field *a, const struct cond_field *b);

/* p becomes p or q where one field says that exactly: 1, 0 where none does, -1 out of memory. */
int sc_cond_field_union(struct cond_field *p, const struct cond_field *q);

/*
 * f as terms on field index field into out (room for 5 + f->n_ex); their
 * count. With masks (the field's values have names), an interval that is
 * exactly a set of known bits is written as the mask: (args[2] &
 * ~(PROT_READ|PROT_WRITE|PROT_EXEC)) == 0, not args[2] <= 7.
 */
size_t sc_cond_field_terms(const struct cond_field *f, unsigned int field, bool masks,
			   struct seccache_cond_term *out);

/* ------------------------------------------------------------------ */
/* Conditions of argument-dependent calls (conditions.c)              */
/* ------------------------------------------------------------------ */

/* One path's inputs: a field each (args[0..5], instruction pointer). */
struct cond_conj {
	struct cond_field f[COND_FIELDS];
};

/* A new, empty set of conditions. 0 or -ENOMEM. */
int sc_conditions_new(struct seccache_conditions **out);

/*
 * Start the conditions of numbers [first, last] of abi's audit arch
 * (abi names them); then add paths, and end the call. 0 or -ENOMEM.
 */
int sc_conditions_begin(struct seccache_conditions *c, const struct seccache_arch *abi,
			uint32_t first, uint32_t last, uint32_t reads);

/* A path of the call begun that returns action when its inputs are conj (taken over). */
int sc_conditions_add_path(struct seccache_conditions *c, uint32_t action,
			   struct cond_conj *conj);

/*
 * End the call begun: why is SECCACHE_COND_EXACT when its paths are all
 * there, and they are simplified; another why drops them. Neighbours
 * with the same conditions become one call. 0 or -ENOMEM.
 */
int sc_conditions_end(struct seccache_conditions *c, enum seccache_cond_why why);

/* The ABI that names call's numbers, and the name of its first (NULL if none). */
const struct seccache_arch *sc_cond_call_abi(const struct seccache_cond_call *call);
const char *sc_cond_call_name(const struct seccache_cond_call *call);

/* ------------------------------------------------------------------ */
/* The findings of the text report (findings.c)                       */
/* ------------------------------------------------------------------ */

/* The findings of abi's part of the text report, from its summary sum. */
void sc_report_findings(const struct seccache_analysis *a,
			const struct seccache_analysis *kernel,
			const struct seccache_arch *abi,
			const struct abi_summary *sum,
			const struct palette *p, FILE *out);

/*
 * "x32 is weaker than x86_64 for 1 syscall: ...", under a heading printed
 * first if any is false: whether any such finding is printed now.
 */
bool sc_report_weaker_finding(const struct seccache_analysis *a,
			      const struct seccache_arch *abi,
			      const struct palette *p, bool any, FILE *out);

/* ------------------------------------------------------------------ */
/* An audit's findings (auditlist.c)                                  */
/* ------------------------------------------------------------------ */

/* A finding as a check writes it, before sc_audit_add() adds it. */
struct sc_draft {
	const char *check;		/* static */
	enum seccache_severity severity;
	const struct seccache_arch *abi;
	char title[192];
	char detail[1024];
	char **names;			/* the calls it is about, malloc'd */
	size_t n_names, cap;
	int error;			/* -ENOMEM once a name did not fit */
};

/* A new, empty audit of kernel k (NULL: the newest seccache knows). 0 or -ENOMEM. */
int sc_audit_new(const struct seccache_kernel *k, struct seccache_audit **out);

/* The kernel au speaks of, or NULL. */
const struct seccache_kernel *sc_audit_kernel(const struct seccache_audit *au);

/* Start d, with no title, detail or names. */
void sc_draft_start(struct sc_draft *d, const char *check, enum seccache_severity severity,
		    const struct seccache_arch *abi);

/* Add a call's name to d (d->error on failure). */
void sc_draft_name(struct sc_draft *d, const char *name);

/* Whether d names name. */
bool sc_draft_has(const struct sc_draft *d, const char *name);

/* Set d's title; add to its detail. */
void sc_draft_title(struct sc_draft *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void sc_draft_say(struct sc_draft *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Free d's names: a draft not added. */
void sc_draft_drop(struct sc_draft *d);

/*
 * Add what d drafted to au, or d's ABI to a finding that says the same of
 * the same calls; d's names are au's or freed either way. 0 or -ENOMEM.
 */
int sc_audit_add(struct seccache_audit *au, struct sc_draft *d);

/* Most severe first, in the order added otherwise. */
void sc_audit_sort(struct seccache_audit *au);

/* ------------------------------------------------------------------ */
/* Dangerous calls (dangerous.c)                                       */
/* ------------------------------------------------------------------ */

/* A call a sandbox seldom needs, and why it matters that it runs. */
struct sc_danger {
	const char *name;
	enum seccache_severity severity;	/* when it runs whatever its arguments */
	uint32_t before;			/* the release that added it, where older than 5.1 */
	const char *why;			/* shared by calls of one reason */
};

/* The dangerous calls by index; NULL past the last. */
const struct sc_danger *sc_danger_at(size_t i);

/* The release that added d's call to abi, as SECCACHE_KERNEL_VERSION(); 0 if unknown. */
uint32_t sc_danger_since(const struct sc_danger *d, const struct seccache_arch *abi);

/* Whether kernel k runs the filters before a tracer's stop (Linux < 4.8). */
bool sc_ptrace_escapes(const struct seccache_kernel *k);

/* ------------------------------------------------------------------ */
/* The checks of an audit (auditchecks.c)                             */
/* ------------------------------------------------------------------ */

/*
 * Run the checks (SECCACHE_AUDIT_*) on abi's calls of the precise
 * analysis a, and with kernel (kernel mode, or NULL) what its cache
 * leaves; add the findings to au. 0 or -ENOMEM.
 */
int sc_audit_abi(struct seccache_audit *au, const struct seccache_analysis *a,
		 const struct seccache_analysis *kernel, const struct seccache_arch *abi,
		 unsigned int checks);

#endif
