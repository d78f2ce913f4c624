/* SPDX-License-Identifier: MIT */
/*
 * seccache.h - the one public header of libseccache.
 *
 * libseccache loads and validates classic-BPF seccomp filters exactly as the
 * Linux kernel does, evaluates stacks of them with the kernel's semantics,
 * proves which (architecture, syscall number) pairs have a constant action
 * whatever the arguments, and answers those from O(1) tables.
 *
 * Conventions (libbpf's discipline):
 *  - every public name starts with seccache_ / SECCACHE_;
 *  - handles are opaque and freed with their _free() function (NULL is fine);
 *  - functions that can fail return 0 or a positive count on success and a
 *    negative errno value on failure; where an error needs explaining they
 *    take an optional struct seccache_error * that receives the reason.
 */
#ifndef SECCACHE_H
#define SECCACHE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SECCACHE_VERSION "0.1.0"

/* ------------------------------------------------------------------ */
/* Errors                                                              */
/* ------------------------------------------------------------------ */

/* Why an operation failed. code is the negative errno also returned. */
struct seccache_error {
	int code;		/* negative errno, 0 if no error */
	int insn;		/* instruction index the reason is about, or -1 */
	int line;		/* 1-based text line (assembly, vectors, profile), or 0 */
	char msg[256];		/* human-readable reason, kernel-style where it applies */
};

/* ------------------------------------------------------------------ */
/* The seccomp ABI, mirrored                                           */
/* ------------------------------------------------------------------ */

/* Same layout as struct seccomp_data (nr is an int in the kernel). */
struct seccache_data {
	uint32_t nr;
	uint32_t arch;
	uint64_t instruction_pointer;
	uint64_t args[6];
};

/* Same layout as struct sock_filter: 8 bytes, native endian. */
struct seccache_insn {
	uint16_t code;
	uint8_t jt;
	uint8_t jf;
	uint32_t k;
};

#define SECCACHE_RET_KILL_PROCESS 0x80000000U
#define SECCACHE_RET_KILL_THREAD  0x00000000U
#define SECCACHE_RET_TRAP         0x00030000U
#define SECCACHE_RET_ERRNO        0x00050000U
#define SECCACHE_RET_USER_NOTIF   0x7fc00000U
#define SECCACHE_RET_TRACE        0x7ff00000U
#define SECCACHE_RET_LOG          0x7ffc0000U
#define SECCACHE_RET_ALLOW        0x7fff0000U
#define SECCACHE_RET_ACTION_FULL  0xffff0000U
#define SECCACHE_RET_DATA         0x0000ffffU

#define SECCACHE_MAXINSNS        4096	/* BPF_MAXINSNS */
#define SECCACHE_MAX_PATH_INSNS 32768	/* MAX_INSNS_PER_PATH in kernel/seccomp.c */
#define SECCACHE_DATA_SIZE         64	/* sizeof(struct seccomp_data) */

/* ------------------------------------------------------------------ */
/* Actions (src/action.c)                                              */
/* ------------------------------------------------------------------ */

/*
 * What the kernel does with a return value: the known action with the data,
 * and for an action value the kernel does not know, KILL_PROCESS (its effect
 * in __seccomp_filter's default case).
 */
uint32_t seccache_action_effective(uint32_t ret);

/* True if ret's action bits are one the kernel knows. */
bool seccache_action_known(uint32_t ret);

/*
 * The kernel's precedence: true if a beats b, i.e. the signed value of
 * (a & ACTION_FULL) is lower. Equal actions do not beat each other.
 */
bool seccache_action_beats(uint32_t a, uint32_t b);

/*
 * Format as ALLOW, LOG, TRACE(d), USER_NOTIF, ERRNO(d), TRAP(d), KILL_THREAD,
 * KILL_PROCESS (unknown values print as KILL_PROCESS, their effect).
 * Returns the length snprintf would, like snprintf.
 */
int seccache_action_format(uint32_t ret, char *buf, size_t size);

/*
 * Parse the formatted names (case-insensitive, optional SECCOMP_RET_ or
 * SCMP_ACT_ prefix, KILL = KILL_THREAD, data in C notation) or a raw number.
 * Returns 0 or -EINVAL.
 */
int seccache_action_parse(const char *text, uint32_t *ret);

/* ------------------------------------------------------------------ */
/* Architectures (src/arch.c)                                          */
/* ------------------------------------------------------------------ */

/*
 * One syscall ABI the kernel's seccomp can see: an AUDIT_ARCH value plus,
 * for x32, the number bit that multiplexes it under AUDIT_ARCH_X86_64.
 * Descriptors are static; compare them by pointer.
 */
struct seccache_arch {
	const char *name;	/* the kernel's name: "x86_64", "ia32", "x32", "aarch64", "arm", ... */
	const char *scmp_name;	/* libseccomp's name: "x86_64", "x86", "x32", "aarch64", "arm", ... */
	const char *const *aliases; /* more accepted names, NULL-terminated */
	uint32_t audit_arch;	/* AUDIT_ARCH_* */
	uint32_t nr_base;	/* added to table numbers: 0x40000000 for x32, else 0 */
	uint32_t nr_count;	/* syscall table size of the newest kernel seccache knows */
	const struct seccache_arch *native;	/* the native ABI of a process with this ABI */
	const struct seccache_arch *compat;	/* on a native ABI: its compat ABI, or NULL */
	const struct seccache_arch *x32;	/* on a native ABI: its multiplexed ABI, or NULL */
};

/* The native ABIs seccache knows, NULL-terminated. */
const struct seccache_arch *const *seccache_arch_all(void);

/* By any name or alias, or an AUDIT_ARCH number in C notation; NULL if unknown. */
const struct seccache_arch *seccache_arch_lookup(const char *name);

/* By AUDIT_ARCH value (the native or compat ABI, never x32); NULL if unknown. */
const struct seccache_arch *seccache_arch_by_audit(uint32_t audit_arch);

/* The ABI this library was built for (x86_64 on x86_64). */
const struct seccache_arch *seccache_arch_host(void);

/*
 * The ABI a call (arch, nr) belongs to in a process whose native ABI is
 * native: native, compat, or x32 (native audit and nr & 0x40000000).
 * NULL if arch is neither of the process's AUDIT_ARCH values.
 */
const struct seccache_arch *seccache_arch_of(const struct seccache_arch *native,
					     uint32_t arch, uint32_t nr);

/*
 * The ABIs a process with this native ABI can make calls with, native
 * first; returns the count (at most 3).
 */
size_t seccache_arch_abis(const struct seccache_arch *native,
			  const struct seccache_arch *abis[3]);

/* Syscall name of nr (with nr_base) in this ABI, from libseccomp; NULL if none. */
const char *seccache_syscall_name(const struct seccache_arch *abi, uint32_t nr);

/* Syscall number (with nr_base) of name in this ABI; -ENOENT if unknown. */
int64_t seccache_syscall_number(const struct seccache_arch *abi, const char *name);

/* ------------------------------------------------------------------ */
/* Kernels (src/arch.c)                                                */
/* ------------------------------------------------------------------ */

/* What seccache knows of a kernel release, for kernel-mode prediction. */
struct seccache_kernel {
	unsigned int major, minor, patch;
	char release[65];
};

#define SECCACHE_KERNEL_VERSION(a, b, c) (((a) << 16) + ((b) << 8) + (c))

/* Read the running kernel (uname). */
int seccache_kernel_running(struct seccache_kernel *k);

/* Parse a release string such as "6.1.0-18-amd64". -EINVAL if it is not one. */
int seccache_kernel_parse(const char *release, struct seccache_kernel *k);

/* True if this kernel builds the allow cache for this native ABI (>= 5.11, arch support). */
bool seccache_kernel_has_cache(const struct seccache_kernel *k,
			       const struct seccache_arch *native);

/* Size of the kernel's allow bitmap for this ABI (its NR_syscalls); 0 for x32 (never cached). */
uint32_t seccache_kernel_nr_count(const struct seccache_kernel *k,
				  const struct seccache_arch *abi);

/*
 * True if this kernel lets (abi, nr) through without running any filter
 * (seccomp_uprobe_exception: x86_64 uretprobe since 6.11, uprobe since 6.18).
 */
bool seccache_kernel_passthrough(const struct seccache_kernel *k,
				 const struct seccache_arch *abi, uint32_t nr);

/* ------------------------------------------------------------------ */
/* Filters (src/bpf.c, src/interp.c)                                   */
/* ------------------------------------------------------------------ */

struct seccache_filter;

/*
 * Validate as seccomp(SECCOMP_SET_MODE_FILTER) does: bpf_check_classic()
 * then seccomp_check_filter(). 0 if the kernel would accept the program,
 * -EINVAL with the instruction and rule in err otherwise.
 */
int seccache_validate(const struct seccache_insn *insns, size_t len,
		      struct seccache_error *err);

/* Validate and copy into a new filter. */
int seccache_filter_new(const struct seccache_insn *insns, size_t len,
			struct seccache_filter **out, struct seccache_error *err);
void seccache_filter_free(struct seccache_filter *f);
size_t seccache_filter_len(const struct seccache_filter *f);
const struct seccache_insn *seccache_filter_insns(const struct seccache_filter *f);

/*
 * What the filter counts against the kernel's per-thread limit of 32768
 * instructions: the length of its eBPF translation (bpf_convert_filter),
 * which is what seccomp_attach_filter() adds up, not the classic length.
 */
size_t seccache_filter_path_len(const struct seccache_filter *f);

/* The reference interpreter: the kernel's exact result for one filter. */
uint32_t seccache_filter_run(const struct seccache_filter *f,
			     const struct seccache_data *d);

/* Called before each instruction executes, with the registers it sees. */
typedef void (*seccache_trace_fn)(void *ctx, uint32_t pc,
				  const struct seccache_insn *insn,
				  uint32_t a, uint32_t x);

uint32_t seccache_filter_run_trace(const struct seccache_filter *f,
				   const struct seccache_data *d,
				   seccache_trace_fn fn, void *ctx);

/* ------------------------------------------------------------------ */
/* Loaders (src/load.c, src/profile.c, src/ptrace.c)                   */
/* ------------------------------------------------------------------ */

/* Raw struct sock_filter records: size must be a non-zero multiple of 8. */
int seccache_filter_from_bytes(const void *buf, size_t size,
			       struct seccache_filter **out,
			       struct seccache_error *err);

/*
 * Read a whole file ("-": standard input) into a NUL-terminated malloc'd
 * buffer; -EFBIG past limit bytes, so /dev/zero or a huge file cannot
 * exhaust memory. Every loader reads through this.
 */
int seccache_read_file(const char *path, size_t limit, char **data,
		       size_t *size, struct seccache_error *err);

/* A raw file; "-" reads standard input. */
int seccache_filter_from_file(const char *path, struct seccache_filter **out,
			      struct seccache_error *err);

/*
 * The filter libseccomp generates for a context (a scmp_filter_ctx, passed
 * as void * so that this header does not need seccomp.h).
 */
int seccache_filter_from_scmp(void *scmp_ctx, struct seccache_filter **out,
			      struct seccache_error *err);

/* Profiles (src/profile.c) */

/* Receives one warning (an unknown syscall name skipped, a field ignored). */
typedef void (*seccache_warn_fn)(void *ctx, const char *msg);

/* How to read an OCI / Docker profile; all fields may be zero. */
struct seccache_profile_opts {
	/*
	 * The filter's ABIs, replacing the profile's "architectures" and
	 * "archMap"; arches[0] stands for the native arch of archMap and
	 * includes/excludes. NULL: the host's ABI plus the profile's, as runc.
	 */
	const struct seccache_arch *const *arches;
	size_t n_arches;
	/* Capabilities the container holds ("CAP_SYS_ADMIN"); none if NULL. */
	const char *const *caps;
	size_t n_caps;
	/* The kernel minKernel is compared with; NULL: the running one. */
	const struct seccache_kernel *kernel;
	seccache_warn_fn warn;	/* NULL: warnings are dropped */
	void *warn_ctx;
};

/*
 * Compile a profile as moby + runc would, into the one filter libseccomp
 * generates. *flags (if not NULL) receives the SECCOMP_FILTER_FLAG_* bits
 * the profile asks for. -EINVAL with the field (or JSON line) in err.
 */
int seccache_profile_compile(const char *text, size_t len,
			     const struct seccache_profile_opts *opts,
			     struct seccache_filter **out, uint32_t *flags,
			     struct seccache_error *err);

/* The same from a file; "-" reads standard input. */
int seccache_profile_load(const char *path,
			  const struct seccache_profile_opts *opts,
			  struct seccache_filter **out, uint32_t *flags,
			  struct seccache_error *err);

/* Live processes (src/ptrace.c) */

#include <sys/types.h>

/*
 * The filters of a live thread, oldest first, and each one's
 * SECCOMP_FILTER_FLAG_* bits as PTRACE_SECCOMP_GET_METADATA reports them
 * (only LOG is kept by the kernel). Needs CAP_SYS_ADMIN and a kernel with
 * CONFIG_CHECKPOINT_RESTORE; the thread is stopped briefly and left
 * running as it was. -ESRCH: no such thread, or it exited meanwhile;
 * -ENOENT: seccomp mode 0; -EINVAL: strict mode; -EPERM; -EBUSY: already
 * traced; -EOPNOTSUPP: the kernel cannot export filters.
 */
int seccache_thread_filters(pid_t tid, struct seccache_filter ***filters,
			    uint64_t **flags, size_t *n,
			    struct seccache_error *err);
void seccache_thread_filters_free(struct seccache_filter **filters,
				  uint64_t *flags, size_t n);

/* The thread ids of a process, ascending (from /proc/PID/task). */
int seccache_process_threads(pid_t pid, pid_t **tids, size_t *n,
			     struct seccache_error *err);

struct seccache_stack;

/* A stack of a thread's filters; tid 0 is the main thread, native as in seccache_stack_new(). */
int seccache_stack_from_pid(pid_t pid, pid_t tid,
			    const struct seccache_arch *native,
			    struct seccache_stack **out, struct seccache_error *err);

/* ------------------------------------------------------------------ */
/* Assembly (src/asm.c)                                                */
/* ------------------------------------------------------------------ */

/*
 * Disassemble any program (valid or not) into text that seccache_asm()
 * reads back to the same instructions. Returns a malloc'd string or NULL
 * (ENOMEM).
 */
char *seccache_disasm(const struct seccache_insn *insns, size_t len);

/*
 * Assemble text into instructions (malloc'd, *len set). Does not validate.
 * -EINVAL with err->line and a reason on a syntax error.
 */
int seccache_asm(const char *text, struct seccache_insn **insns, size_t *len,
		 struct seccache_error *err);

/* Assemble and validate. */
int seccache_filter_from_asm(const char *text, struct seccache_filter **out,
			     struct seccache_error *err);

/* ------------------------------------------------------------------ */
/* Stacks (src/stack.c)                                                */
/* ------------------------------------------------------------------ */

/* The filters of one thread, oldest first, and the process's ABIs. */
struct seccache_stack;

/* native: the process's native ABI; NULL means seccache_arch_host(). */
int seccache_stack_new(const struct seccache_arch *native,
		       struct seccache_stack **out);
void seccache_stack_free(struct seccache_stack *s);

/*
 * Attach a copy of f as the newest filter. -ENOMEM, as the kernel, when the
 * total (each older filter's path length + 4, plus f's) passes 32768; see
 * seccache_filter_path_len().
 */
int seccache_stack_push(struct seccache_stack *s, const struct seccache_filter *f,
			struct seccache_error *err);

/*
 * The reason of the last operation on s that failed (push, pin, prepare);
 * code 0 and an empty message if none has.
 */
const struct seccache_error *seccache_stack_last_error(const struct seccache_stack *s);

size_t seccache_stack_len(const struct seccache_stack *s);
/* i = 0 is the oldest filter. */
const struct seccache_filter *seccache_stack_filter(const struct seccache_stack *s,
						    size_t i);
const struct seccache_arch *seccache_stack_arch(const struct seccache_stack *s);

/*
 * Pin to one ABI as SECCOMP_PIN_ARCHITECTURE proposed (seed patch 1): calls
 * of any other ABI (x32 counts as its own) get KILL_PROCESS before any filter
 * runs. abi must be one of the stack's ABIs; NULL unpins.
 */
int seccache_stack_pin(struct seccache_stack *s, const struct seccache_arch *abi);
const struct seccache_arch *seccache_stack_pinned(const struct seccache_stack *s);

/*
 * The reference evaluation: every filter newest first, the lowest signed
 * action wins, the newest filter wins ties (seccomp_run_filters). Returns
 * the winning raw value (never adjusted: see seccache_action_effective());
 * *match, if given, receives the deciding filter's index or SIZE_MAX when
 * no filter beat the initial ALLOW or the pin decided.
 */
uint32_t seccache_stack_run(const struct seccache_stack *s,
			    const struct seccache_data *d, size_t *match);

/* ------------------------------------------------------------------ */
/* Analysis (src/analysis.c precise, src/kcache.c kernel)              */
/* ------------------------------------------------------------------ */

enum seccache_mode {
	SECCACHE_MODE_PRECISE = 0,	/* path-sensitive, every action, every nr */
	SECCACHE_MODE_KERNEL = 1,	/* exactly what the kernel's allow cache holds */
};

/* Fields of seccomp_data a decision reads (seccache_range.reads). */
#define SECCACHE_READ_NR	(1U << 0)
#define SECCACHE_READ_ARCH	(1U << 1)
#define SECCACHE_READ_IP_LO	(1U << 2)
#define SECCACHE_READ_IP_HI	(1U << 3)
#define SECCACHE_READ_ARG_LO(i)	(1U << (4 + 2 * (i)))
#define SECCACHE_READ_ARG_HI(i)	(1U << (5 + 2 * (i)))
#define SECCACHE_READ_OTHER	(SECCACHE_READ_IP_LO | SECCACHE_READ_IP_HI | 0xfff0U)

/* Name of one READ bit ("args[0].lo", "instruction_pointer.hi", ...). */
const char *seccache_read_name(uint32_t bit);

#define SECCACHE_MAX_ACTIONS 8

/* A run of syscall numbers that share one answer. */
struct seccache_range {
	uint32_t first, last;		/* inclusive */
	bool constant;			/* the stack returns action whatever else */
	uint32_t action;		/* the raw winning value, when constant */
	uint32_t reads;			/* SECCACHE_READ_* the stack's result may depend on */
	bool any_action;		/* when not constant: the value may be anything */
	unsigned int n_actions;		/* when not constant: possible raw values... */
	uint32_t actions[SECCACHE_MAX_ACTIONS]; /* ...sorted; any_action if they did not fit */
};

struct seccache_analyze_opts {
	enum seccache_mode mode;
	const struct seccache_kernel *kernel;	/* kernel mode; NULL = running kernel */
	const struct seccache_arch *pin;	/* analyse as if pinned to this ABI */
	unsigned int budget;			/* paths per filter and range; 0 = default */
};

struct seccache_analysis;

int seccache_analyze(const struct seccache_stack *s,
		     const struct seccache_analyze_opts *opts,
		     struct seccache_analysis **out, struct seccache_error *err);
void seccache_analysis_free(struct seccache_analysis *a);
enum seccache_mode seccache_analysis_mode(const struct seccache_analysis *a);

/* Kernel mode: the kernel release predicted; NULL for a precise analysis. */
const struct seccache_kernel *seccache_analysis_kernel(const struct seccache_analysis *a);

/* The ABIs analysed, native first. */
size_t seccache_analysis_abis(const struct seccache_analysis *a,
			      const struct seccache_arch *abis[3]);

/*
 * The partition of [0, 2^32) of syscall numbers for one AUDIT_ARCH value
 * (x32 numbers lie in x86_64's partition). Returns the count, 0 if that
 * arch was not analysed. In kernel mode a range is constant ALLOW where the
 * kernel's bitmap is set, and "run the filters" (not constant) elsewhere.
 */
size_t seccache_analysis_ranges(const struct seccache_analysis *a,
				uint32_t audit_arch,
				const struct seccache_range **ranges);

/* The range holding (audit_arch, nr), NULL if that arch was not analysed. */
const struct seccache_range *seccache_analysis_lookup(const struct seccache_analysis *a,
						      uint32_t audit_arch,
						      uint32_t nr);

/* ------------------------------------------------------------------ */
/* Tables and the fast path (src/table.c)                              */
/* ------------------------------------------------------------------ */

/*
 * Build the precise analysis of s and its O(1) action tables. Pushing a
 * filter or pinning afterwards drops the tables; prepare again.
 */
int seccache_stack_prepare(struct seccache_stack *s, struct seccache_error *err);

/*
 * Exactly seccache_stack_run()'s result in *action. Returns 1 when the
 * answer came from the tables, 0 when the filters ran.
 */
int seccache_check(const struct seccache_stack *s, const struct seccache_data *d,
		   uint32_t *action);

/* ------------------------------------------------------------------ */
/* Reports (src/report.c)                                              */
/* ------------------------------------------------------------------ */

/*
 * Seed patch 6's coverage ranges per ABI ("native 0-16: SECCOMP_RET_ALLOW"),
 * labelled native, compat and multiplex (x32, printed without its number
 * bit), over [0, nr_count) of each ABI's struct seccache_arch. A number is
 * SECCOMP_RET_ALLOW, SECCOMP_RET_KILL_PROCESS or SECCOMP_RET_KILL_THREAD
 * when its action is constant and exactly that value (v1's three bitmaps),
 * "filter" otherwise.
 */
int seccache_report_ranges(const struct seccache_analysis *a, FILE *out);

/*
 * The lines of /proc/PID/seccomp_cache ("x86_64 0 ALLOW", "ia32 5 FILTER"),
 * native then compat, over each ABI's nr_count; -EINVAL unless kernel mode.
 */
int seccache_report_proc(const struct seccache_analysis *a, FILE *out);

/*
 * The analysis as JSON (one document, indented):
 *   {"mode": "precise"|"kernel", "arches": [{"arch", "audit_arch", "nr_count",
 *    "syscalls": [{"nr", "name" (or null), "constant", "action" and "value"
 *    when constant, "actions" when not (empty if any value is possible),
 *    "reads", "kernel_cached"}...], "ranges": [{"first", "last", "constant",
 *    "action" ("FILTER" when not constant)}...]}...]}
 * One entry per ABI; syscalls cover [0, nr_count) with the ABI's number bit
 * (x32's 0x40000000 included). ranges cover [0, 2^32) of the ABI's audit
 * arch, except x32's: the part of x86_64's partition whose numbers carry
 * the x32 bit, the calls seccache_arch_of() gives to x32. kernel_cached
 * comes from kernel (a kernel-mode analysis); NULL uses a itself when it is
 * kernel mode, and says false otherwise.
 */
int seccache_report_json(const struct seccache_analysis *a,
			 const struct seccache_analysis *kernel, FILE *out);

#define SECCACHE_REPORT_COLOR	(1U << 0)	/* ANSI colours; the caller checks isatty() */

/*
 * A summary per ABI for people: what the kernel's cache lets through (from
 * kernel, as for seccache_report_json()), what else is constant grouped by
 * action, what depends on arguments and which fields, then findings.
 */
int seccache_report_text(const struct seccache_analysis *a,
			 const struct seccache_analysis *kernel, FILE *out,
			 unsigned int flags);

#ifdef __cplusplus
}
#endif

#endif /* SECCACHE_H */
