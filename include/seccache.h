/* SPDX-License-Identifier: MIT */
/*
 * seccache.h - the one public header of libseccache.
 *
 * libseccache loads and validates classic-BPF seccomp filters exactly as the
 * Linux kernel does, evaluates stacks of them with the kernel's semantics,
 * proves which (architecture, syscall number) pairs have a constant action
 * whatever the arguments, and answers those from O(1) tables. Build with
 * `pkg-config --cflags --libs seccache`; libseccache(3) is the overview.
 *
 * Conventions, for every declaration below:
 *
 *  - Names. Every public name starts with seccache_ or SECCACHE_.
 *
 *  - Errors. A function that can fail returns an int: 0 (or a count where
 *    it says so) on success, a negative errno value on failure. Its last
 *    parameter is a struct seccache_error *err that may be NULL; when it is
 *    not, a failure fills it with the same code and the reason. Nothing else
 *    reports errors: handles keep no error state, and errno is not part of
 *    the contract. A function that cannot fail says what it returns.
 *
 *  - Ownership. Handles (struct seccache_filter, seccache_stack,
 *    seccache_analysis, seccache_diff) are opaque; the caller owns what a
 *    constructor gives it and releases it with the matching _free()
 *    function, which accepts NULL. Input is copied: nothing keeps a
 *    pointer the caller passed in once the call returns. Pointers a
 *    handle hands out stay valid until the handle is changed or freed.
 *    struct seccache_arch descriptors are static and compare by pointer.
 *
 *  - Options. An options struct (struct seccache_*_opts) starts with
 *    size_t sz, the size of the struct the caller was built with, so that
 *    members added in later releases are read only from callers that
 *    know them: declare one with SECCACHE_OPTS(), which zeroes it and
 *    sets sz. A function given one returns -EINVAL if sz is smaller than
 *    the struct of release 0.1, or if a byte past the members the library
 *    knows is not zero (the caller set a member it does not have). A NULL
 *    options pointer means every member zero.
 *
 *  - Threads. The library has no global mutable state. "Reads h": may run
 *    at the same time as other calls that only read h. "Changes h": needs h
 *    to itself. Functions on different handles never interfere; functions
 *    that take no handle are safe from any thread.
 */
#ifndef SECCACHE_H
#define SECCACHE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Marks what the shared library exports; everything else is hidden. */
#if defined(__GNUC__) || defined(__clang__)
#define SECCACHE_API __attribute__((visibility("default")))
#else
#define SECCACHE_API
#endif

/*
 * Declare options struct NAME of type struct TYPE, every byte zero but sz,
 * which is sizeof(struct TYPE), and the members given as designated
 * initializers:
 *	SECCACHE_OPTS(seccache_diff_opts, opts, .max_witnesses = 4);
 * The memset() zeroes the padding too, which a later release's members
 * may occupy.
 */
#define SECCACHE_OPTS(TYPE, NAME, ...)						\
	struct TYPE NAME = (memset(&NAME, 0, sizeof(struct TYPE)),		\
			    (struct TYPE){ .sz = sizeof(struct TYPE), __VA_ARGS__ })

/* The version of this header; seccache_version() gives the library's. */
#define SECCACHE_VERSION "0.1.0"

/* The version of the library in use ("0.1.0"). Cannot fail. */
SECCACHE_API const char *seccache_version(void);

/* ------------------------------------------------------------------ */
/* Errors                                                              */
/* ------------------------------------------------------------------ */

/* Why an operation failed: filled by any function given one, on failure. */
struct seccache_error {
	int code;		/* the negative errno also returned */
	int insn;		/* instruction index the reason is about, or -1 */
	int line;		/* 1-based text line (assembly, profile), or 0 */
	char msg[256];		/* the reason, kernel-style where it applies */
};

/* ------------------------------------------------------------------ */
/* The seccomp ABI, mirrored                                           */
/* ------------------------------------------------------------------ */

#define SECCACHE_NR_ARGS 6

/* The layout of struct seccomp_data (nr is an int in the kernel). */
struct seccache_data {
	uint32_t nr;
	uint32_t arch;			/* AUDIT_ARCH_* */
	uint64_t instruction_pointer;
	uint64_t args[SECCACHE_NR_ARGS];
};

/* The layout of struct sock_filter: 8 bytes, native endian. */
struct seccache_insn {
	uint16_t code;
	uint8_t jt;
	uint8_t jf;
	uint32_t k;
};

/* Return values: SECCOMP_RET_* of <linux/seccomp.h>. */
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
/* Actions                                                             */
/* ------------------------------------------------------------------ */

/*
 * What the kernel does with the return value ret: ret itself when its
 * action is one the kernel knows, else SECCACHE_RET_KILL_PROCESS (the
 * default case of __seccomp_filter()). Cannot fail.
 */
SECCACHE_API uint32_t seccache_action_effective(uint32_t ret);

/* Whether ret's action bits are an action the kernel knows. Cannot fail. */
SECCACHE_API bool seccache_action_known(uint32_t ret);

/*
 * The kernel's precedence (seccomp_run_filters()): whether a beats b, that
 * is whether the signed value of (a & SECCACHE_RET_ACTION_FULL) is lower.
 * Equal actions do not beat each other. Cannot fail.
 */
SECCACHE_API bool seccache_action_beats(uint32_t a, uint32_t b);

/*
 * Write ret's name to buf as snprintf() would: ALLOW, LOG, TRACE(d),
 * USER_NOTIF, ERRNO(d), TRAP(d), KILL_THREAD or KILL_PROCESS (an unknown
 * action prints as KILL_PROCESS, its effect). Returns the length the name
 * has, like snprintf(); 32 bytes always suffice. Cannot fail.
 */
SECCACHE_API int seccache_action_format(uint32_t ret, char *buf, size_t size);

/*
 * The ANSI colour (an SGR escape) that seccache's coloured outputs show
 * ret in, by its effect: green for ALLOW, red for the kills (an unknown
 * action's too), yellow for the rest; "\033[0m" ends it. Cannot fail.
 */
SECCACHE_API const char *seccache_action_color(uint32_t ret);

/*
 * Read an action from text: the names seccache_action_format() writes
 * (case-insensitive, with an optional SECCOMP_RET_ or SCMP_ACT_ prefix,
 * KILL for KILL_THREAD, NOTIFY for USER_NOTIF, data in C notation or, for
 * ERRNO, an errno name every architecture gives the same number: those of
 * asm-generic/errno-base.h, EPERM to ERANGE) or a raw number. Returns 0
 * with *ret set, or -EINVAL.
 */
SECCACHE_API int seccache_action_parse(const char *text, uint32_t *ret,
				       struct seccache_error *err);

/* ------------------------------------------------------------------ */
/* ABIs and syscalls                                                   */
/* ------------------------------------------------------------------ */

/*
 * A process can make calls with at most this many ABIs: what
 * syscall_get_arch() can report on its machine (x86_64, ia32, x32; MIPS's
 * n64, o32, n32), since a filter outlives the execve() of a program of
 * another ABI.
 */
#define SECCACHE_MAX_ABIS 3

/*
 * One syscall ABI the kernel's seccomp can see: an AUDIT_ARCH value and,
 * for x32, the number bit that tells its calls from x86_64's under
 * AUDIT_ARCH_X86_64.
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
	const struct seccache_arch *x32;	/* on a native ABI: x32, which shares its AUDIT_ARCH, or NULL */
	bool big_endian;	/* the AUDIT_ARCH value lacks __AUDIT_ARCH_LE: seccomp_data's
				 * 64-bit fields have their high half first */
	const struct seccache_arch *n32;	/* on MIPS's n64: n32, a third ABI with an
						 * AUDIT_ARCH value of its own, or NULL */
};

/* The native ABIs seccache knows, NULL-terminated (static). Cannot fail. */
SECCACHE_API const struct seccache_arch *const *seccache_arch_all(void);

/*
 * The ABI called name (the kernel's or libseccomp's name, or an alias,
 * case-insensitive) or with AUDIT_ARCH value name in C notation; NULL if
 * there is none.
 */
SECCACHE_API const struct seccache_arch *seccache_arch_lookup(const char *name);

/* The native or compat ABI (never x32) of an AUDIT_ARCH value; NULL if unknown. */
SECCACHE_API const struct seccache_arch *seccache_arch_by_audit(uint32_t audit_arch);

/* The ABI this library was built for (x86_64 on x86_64); NULL if unknown. */
SECCACHE_API const struct seccache_arch *seccache_arch_host(void);

/*
 * The ABI a call (arch, nr) belongs to in a process whose native ABI is
 * native: native, its compat ABI, MIPS's n32, or x32 (the native
 * AUDIT_ARCH value and nr & 0x40000000). NULL if arch is none of the
 * process's values. This
 * names calls (tables, reports); the architecture pin counts only the
 * numbers of the native and x32 tables as theirs (seccache_stack_pin()).
 */
SECCACHE_API const struct seccache_arch *seccache_arch_of(const struct seccache_arch *native,
							  uint32_t arch, uint32_t nr);

/*
 * The ABIs a process with native ABI native can make calls with, native
 * first, into abis. Returns their count. Cannot fail.
 */
SECCACHE_API size_t seccache_arch_abis(const struct seccache_arch *native,
				       const struct seccache_arch *abis[SECCACHE_MAX_ABIS]);

/*
 * The name ABI abi gives errno e ("ENOSYS" for 38 on x86_64), static, or
 * NULL. EPERM to ERANGE (1 to 34, asm-generic/errno-base.h) mean one
 * number everywhere and are named for any abi, NULL included; the others
 * only where abi numbers them as asm-generic/errno.h does (every ABI but
 * MIPS's and PA-RISC's, whose own numbers seccache leaves unnamed).
 * Cannot fail.
 */
SECCACHE_API const char *seccache_errno_name(const struct seccache_arch *abi, uint32_t e);

/* Room for any syscall name with its NUL. */
#define SECCACHE_SYSCALL_NAME_MAX 64

/*
 * Write the name of syscall nr (nr_base included) in ABI abi, as the
 * kernel's syscall tables name it (seccache_syscall_tables_release() says
 * which kernel's), to buf. Returns 0, -ENOENT if nr has no name there, or
 * -ERANGE if the name does not fit in size bytes.
 */
SECCACHE_API int seccache_syscall_name(const struct seccache_arch *abi, uint32_t nr,
				       char *buf, size_t size,
				       struct seccache_error *err);

/*
 * The number (nr_base included) of syscall name in ABI abi, into *nr.
 * Returns 0 or -ENOENT if abi has no such syscall.
 */
SECCACHE_API int seccache_syscall_number(const struct seccache_arch *abi,
					 const char *name, uint32_t *nr,
					 struct seccache_error *err);

/*
 * The release that added syscall nr (nr_base included) to ABI abi, as
 * SECCACHE_KERNEL_VERSION(major, minor, 0), into *version; 0 for a call
 * older than Linux 5.1. Returns 0 or -ENOENT if nr has no name in abi.
 */
SECCACHE_API int seccache_syscall_since(const struct seccache_arch *abi, uint32_t nr,
					uint32_t *version, struct seccache_error *err);

/* The Linux release whose syscall tables seccache carries ("7.3.4"). Cannot fail. */
SECCACHE_API const char *seccache_syscall_tables_release(void);

/* ------------------------------------------------------------------ */
/* Kernel releases                                                     */
/* ------------------------------------------------------------------ */

/*
 * A kernel release, for kernel-mode prediction and profile conditions.
 * series: the kernel carries the seccache series (kernel/patches of the
 * seccache project), which caches every constant result, x32's included,
 * not only ALLOW; a release that names it ("7.3.4-seccache") sets it.
 */
struct seccache_kernel {
	unsigned int major, minor, patch;
	char release[65];
	bool series;
};

#define SECCACHE_KERNEL_VERSION(a, b, c) (((a) << 16) + ((b) << 8) + (c))

/*
 * The newest release seccache's tables come from into *k. A later release
 * is read as that one (its calls, the size of its cache, its rules):
 * what it added, seccache cannot know. Cannot fail.
 */
SECCACHE_API void seccache_kernel_newest(struct seccache_kernel *k);

/* The running kernel (uname(2)) into *k. Returns 0 or a negative errno. */
SECCACHE_API int seccache_kernel_running(struct seccache_kernel *k,
					 struct seccache_error *err);

/*
 * A release string such as "6.1.0-18-amd64" or "6.18" into *k. Returns 0,
 * or -EINVAL if it does not start with MAJOR.MINOR.
 */
SECCACHE_API int seccache_kernel_parse(const char *release, struct seccache_kernel *k,
				       struct seccache_error *err);

/*
 * Whether kernel k builds the allow cache for processes of native ABI
 * native (Linux 5.11 and later on the architectures that have it).
 */
SECCACHE_API bool seccache_kernel_has_cache(const struct seccache_kernel *k,
					    const struct seccache_arch *native);

/*
 * The number of syscalls of ABI abi kernel k's cache covers (its
 * NR_syscalls, or X32_NR_syscalls); 0 where k has no cache, for a compat
 * ABI that the architecture's default configuration of k leaves out
 * (CONFIG_COMPAT: s390 from 6.8 on, ppcle always), and for x32 unless k
 * carries the seccache series.
 */
SECCACHE_API uint32_t seccache_kernel_nr_count(const struct seccache_kernel *k,
					       const struct seccache_arch *abi);

/*
 * Whether kernel k (NULL: the newest seccache knows) has syscall nr
 * (nr_base included) in ABI abi.
 */
SECCACHE_API bool seccache_kernel_has_syscall(const struct seccache_kernel *k,
					      const struct seccache_arch *abi,
					      uint32_t nr);

/*
 * Whether kernel k lets (abi, nr) through without running any filter
 * (seccomp_uprobe_exception(): x86_64's uretprobe since 6.14 and its
 * stable backports, uprobe since 6.18).
 */
SECCACHE_API bool seccache_kernel_passthrough(const struct seccache_kernel *k,
					      const struct seccache_arch *abi,
					      uint32_t nr);

/* ------------------------------------------------------------------ */
/* Filters                                                             */
/* ------------------------------------------------------------------ */

/* One validated program. */
struct seccache_filter;

/*
 * Validate len instructions as seccomp(SECCOMP_SET_MODE_FILTER) does:
 * bpf_check_classic(), then seccomp_check_filter(). Returns 0 if the
 * kernel would accept the program, else -EINVAL with the instruction and
 * the rule in err.
 */
SECCACHE_API int seccache_validate(const struct seccache_insn *insns, size_t len,
				   struct seccache_error *err);

/*
 * Validate insns and copy them into a new filter, *out. Returns 0, -EINVAL
 * as seccache_validate(), or -ENOMEM. Every other constructor of a filter
 * ends here.
 */
SECCACHE_API int seccache_filter_new(const struct seccache_insn *insns, size_t len,
				     struct seccache_filter **out,
				     struct seccache_error *err);

/* Free f (NULL is fine). Changes f. */
SECCACHE_API void seccache_filter_free(struct seccache_filter *f);

/* The number of instructions of f. Reads f. */
SECCACHE_API size_t seccache_filter_len(const struct seccache_filter *f);

/* f's instructions, owned by f. Reads f. */
SECCACHE_API const struct seccache_insn *seccache_filter_insns(const struct seccache_filter *f);

/*
 * What f counts against the kernel's limit of 32768 instructions per
 * thread: the length of its eBPF translation (bpf_convert_filter()), which
 * is what seccomp_attach_filter() adds up, not the classic length. Reads f.
 */
SECCACHE_API size_t seccache_filter_path_len(const struct seccache_filter *f);

/*
 * The most instructions one run of f can execute (its jumps only go
 * forward): the longest path from the first instruction to a ret. Reads f.
 */
SECCACHE_API size_t seccache_filter_longest_path(const struct seccache_filter *f);

/* What the kernel's run of f returns for d: the reference interpreter. Reads f. */
SECCACHE_API uint32_t seccache_filter_run(const struct seccache_filter *f,
					  const struct seccache_data *d);

/* Called before each instruction runs, with the registers it sees. */
typedef void (*seccache_trace_fn)(void *ctx, uint32_t pc,
				  const struct seccache_insn *insn,
				  uint32_t a, uint32_t x);

/* seccache_filter_run(), calling fn(ctx, ...) before each instruction. Reads f. */
SECCACHE_API uint32_t seccache_filter_run_trace(const struct seccache_filter *f,
						const struct seccache_data *d,
						seccache_trace_fn fn, void *ctx);

/* ------------------------------------------------------------------ */
/* Filters from bytes, files, assembly and libseccomp                  */
/* ------------------------------------------------------------------ */

/*
 * A filter from raw struct sock_filter records, as seccomp_export_bpf()
 * and PTRACE_SECCOMP_GET_FILTER produce: size bytes at any address, a
 * non-zero multiple of 8. Returns 0 with *out, or -EINVAL, -ENOMEM.
 */
SECCACHE_API int seccache_filter_from_bytes(const void *buf, size_t size,
					    struct seccache_filter **out,
					    struct seccache_error *err);

/* The byte order of raw records: this host's, or a given one. */
enum seccache_byte_order {
	SECCACHE_ORDER_HOST = 0,
	SECCACHE_ORDER_LITTLE = 1,
	SECCACHE_ORDER_BIG = 2,
};

/*
 * seccache_filter_from_bytes() of records written by a machine of byte
 * order order (code and k swapped where it is not this host's): a filter
 * dumped on s390x or big-endian MIPS read on x86_64. Returns as that.
 */
SECCACHE_API int seccache_filter_from_bytes_order(const void *buf, size_t size,
						  enum seccache_byte_order order,
						  struct seccache_filter **out,
						  struct seccache_error *err);

/*
 * The whole of file path ("-" reads standard input) into *data, malloc'd
 * for the caller to free() and NUL-terminated after its *size bytes: the
 * bounded reader of the loaders below, for programs that read the same
 * inputs. Reads at most limit bytes, so that /dev/zero or a huge file
 * cannot exhaust memory. Returns 0, -EFBIG past limit bytes, -ENOMEM, or
 * the errno of a failed open or read; err's reason names the file.
 */
SECCACHE_API int seccache_read_file(const char *path, size_t limit, char **data,
				    size_t *size, struct seccache_error *err);

/*
 * A filter from a file of raw records ("-" reads standard input); reads at
 * most one program's worth. Returns 0 with *out, -EINVAL, or the errno of
 * a failed open or read.
 */
SECCACHE_API int seccache_filter_from_file(const char *path, struct seccache_filter **out,
					   struct seccache_error *err);

/*
 * The filter libseccomp generates for scmp_ctx (a scmp_filter_ctx, passed
 * as void * so that this header does not need <seccomp.h>). Returns 0
 * with *out, or a negative errno. Reads scmp_ctx.
 */
SECCACHE_API int seccache_filter_from_scmp(void *scmp_ctx, struct seccache_filter **out,
					   struct seccache_error *err);

/*
 * Assemble text (bpf_asm syntax: labels, seccomp_data fields and actions
 * by name, ".insn code, jt, jf, k" for anything) into *insns, *len
 * instructions, malloc'd for the caller to free(). Does not validate.
 * Returns 0, -EINVAL with err->line and the reason, or -ENOMEM.
 */
SECCACHE_API int seccache_asm(const char *text, struct seccache_insn **insns,
			      size_t *len, struct seccache_error *err);

/*
 * A listing of several filters, as 'seccache disasm A B' and 'seccache
 * optimize -f asm' print a stack: a comment line "; filter I of N ..."
 * starts each of the N filters, I counting from 0 (the oldest).
 * seccache_asm() refuses such a listing (-EINVAL, err->line where the
 * second filter starts): one program would run the first filter only.
 * seccache_asm_count() sets *n to the number of filters text holds (1 for
 * a listing without such lines); seccache_asm_nth() assembles filter i
 * alone, its labels its own, err->line counting the lines of the whole
 * text. Both return -EINVAL with err->line when the lines do not make a
 * stack (code before the first, numbers out of order, fewer filters than
 * they say).
 */
SECCACHE_API int seccache_asm_count(const char *text, size_t *n, struct seccache_error *err);
SECCACHE_API int seccache_asm_nth(const char *text, size_t i, struct seccache_insn **insns,
				  size_t *len, struct seccache_error *err);

/* seccache_asm(), then seccache_filter_new(): 0 with *out, or as those. */
SECCACHE_API int seccache_filter_from_asm(const char *text, struct seccache_filter **out,
					  struct seccache_error *err);

/*
 * Disassemble any program, valid or not, into text that seccache_asm()
 * reads back to the same instructions: *text, malloc'd for the caller to
 * free(). Returns 0, -EINVAL if insns is NULL with len > 0, or -ENOMEM.
 */
SECCACHE_API int seccache_disasm(const struct seccache_insn *insns, size_t len,
				 char **text, struct seccache_error *err);

/* How seccache_disasm_opts() writes; a NULL opts means all fields zero. */
struct seccache_disasm_opts {
	size_t sz;	/* sizeof(struct seccache_disasm_opts): SECCACHE_OPTS() */
	/* Put before every label ("f1_" makes "f1_L4"), so that the programs
	 * of a stack can stand in one text; NULL for none. */
	const char *label_prefix;
	/* Comment every line as seccomp-tools does: the instruction's number,
	 * the syscall or arch a jump compares A with, an unknown action. */
	bool comments;
	/* The ABI whose syscall names the comments use on the ways where
	 * the program has not tested arch; NULL: the host's. Elsewhere they
	 * come from the ABI of the arch tested on the way (each ABI named
	 * where ways that tested different arches meet). */
	const struct seccache_arch *abi;
	/* Start every comment with the instruction's fields in hex, as
	 * seccomp-tools shows them: "; 0001 0x15 0x00 0x07 0xc000003e". */
	bool hex;
	/* Write C-like statements instead, as seccomp-tools' disasm does, for
	 * people to read: seccache_asm() does not read them back. Each line
	 * starts with its number, which jumps name: "0003: if (A == read)
	 * goto 0010 else goto 0012", "0004: A = args[0] (low)", "0011:
	 * return ERRNO(EPERM)". What the comments would name is in the
	 * statements (an instruction no statement says stays ".insn ..."),
	 * and a "//" comment says the rest (each ABI's syscall where the
	 * ways differ); comments and label_prefix do not apply, hex puts the
	 * fields after the number. */
	bool c_like;
	/* ANSI colours, for a terminal (the caller decides, as with
	 * SECCACHE_REPORT_COLOR): each return in its action's
	 * seccache_action_color(), the comments and the C-like text's line
	 * numbers dim. */
	bool color;
};

/*
 * seccache_disasm() as opts say; what it writes still reads back to the
 * same instructions, unless opts->c_like. Returns as seccache_disasm(), or
 * -EINVAL if the label prefix cannot start a label.
 */
SECCACHE_API int seccache_disasm_opts(const struct seccache_insn *insns, size_t len,
				      const struct seccache_disasm_opts *opts,
				      char **text, struct seccache_error *err);

/*
 * The line seccache_disasm() writes for instruction pc of insns, without
 * indentation or newline ("jeq #59, L4, L7"), into buf. Returns the length
 * it has, like snprintf(), or -EINVAL if pc >= len.
 */
SECCACHE_API int seccache_disasm_insn(const struct seccache_insn *insns, size_t len,
				      size_t pc, char *buf, size_t size,
				      struct seccache_error *err);

/* ------------------------------------------------------------------ */
/* Container profiles                                                  */
/* ------------------------------------------------------------------ */

/* Receives one warning (an unknown syscall name skipped, a field ignored). */
typedef void (*seccache_warn_fn)(void *ctx, const char *msg);

/*
 * How libseccomp lays out a compiled profile. Only libseccomp's part: a
 * runtime's own code (runc's ENOSYS stub) is added whatever the layout.
 */
enum seccache_layout {
	/* The runtime's: runc 1.2+ a binary tree above 32 syscall names, else linear */
	SECCACHE_LAYOUT_RUNTIME = 0,
	SECCACHE_LAYOUT_LINEAR = 1,	/* libseccomp's default, priority order */
	SECCACHE_LAYOUT_TREE = 2,	/* SCMP_FLTATR_CTL_OPTIMIZE = 2, a binary tree */
};

/* SECCACHE_LAYOUT_RUNTIME's name before runtimes had versions (0.1). */
#define SECCACHE_LAYOUT_RUNC SECCACHE_LAYOUT_RUNTIME

/* How to read an OCI / Docker profile; all fields may be zero. */
struct seccache_profile_opts {
	size_t sz;	/* sizeof(struct seccache_profile_opts): SECCACHE_OPTS() */
	/*
	 * The filter's ABIs, replacing the profile's "architectures" and
	 * "archMap"; arches[0] stands for the native arch of archMap and
	 * includes/excludes. NULL: the host's ABI plus the profile's, as runc.
	 */
	const struct seccache_arch *const *arches;
	size_t n_arches;
	/*
	 * Capabilities the container holds ("CAP_SYS_ADMIN", or any spelling
	 * seccache_capability_name() knows; "ALL", in any case, for every
	 * one, as Docker's --cap-add ALL); none if NULL.
	 */
	const char *const *caps;
	size_t n_caps;
	/* The kernel minKernel is compared with; NULL: the running one. */
	const struct seccache_kernel *kernel;
	seccache_warn_fn warn;	/* NULL: warnings are dropped */
	void *warn_ctx;
	/*
	 * If not NULL, receives the ABIs the filter was compiled for, at most
	 * SECCACHE_MAX_PROFILE_ARCHES, and *n_compiled their count.
	 */
	const struct seccache_arch **compiled;
	size_t *n_compiled;
	/* libseccomp's layout (SCMP_FLTATR_CTL_OPTIMIZE); 0: the runtime's. */
	enum seccache_layout layout;
	/*
	 * What error messages call the profile (a file name, "standard
	 * input"); NULL: "profile" for seccache_profile_compile(), the path
	 * for seccache_profile_load().
	 */
	const char *name;
	/*
	 * The runtime whose compilation is reproduced, NAME[-VERSION] as
	 * seccache_runtime_describe() reads it; NULL: "runc", runc 1.1.5 as
	 * Debian 12 ships it (Docker's runtime). Only its compilation: the
	 * capabilities are caps' (seccache_runtime_caps() gives its defaults).
	 */
	const char *runtime;
};

#define SECCACHE_MAX_PROFILE_ARCHES 32

/*
 * The capabilities a container runtime grants by default, NULL-terminated
 * (static), for seccache_profile_opts.caps; runtime is a NAME[-VERSION] as
 * seccache_runtime_describe() reads it: "docker" (moby's
 * oci.DefaultCapabilities()), "containerd" (its oci.defaultUnixCaps()),
 * "podman", "podman-runc" and "podman-crun" (containers-common's
 * default_capabilities), "runc" and "crun" alone none (an empty list: the
 * bundle's config.json says). NULL for a name or version it does not read.
 */
SECCACHE_API const char *const *seccache_runtime_caps(const char *runtime);

/*
 * The OCI runtime, and its version, that compiles a profile for the
 * runtime text names (NULL: "runc"), into buf as snprintf() does: "runc
 * 1.1.5", or "docker's runc 1.1.5" where an engine starts it. text is
 * NAME[-VERSION]: NAME runc, crun, docker (or moby) and containerd (both
 * run runc), podman (crun, which Debian 12's podman 4.3 picks before runc),
 * podman-runc or podman-crun; VERSION, the compiling runtime's, defaults to
 * Debian 12's (runc 1.1.5, crun 1.8.1): "runc-1.2", "docker-1.1.15",
 * "podman-crun-1.8". Returns the length it wanted, or -EINVAL with the
 * reason in err (NULL allowed) for a name or version seccache does not
 * model (runc 1.1.0 to 1.3.x, crun 1.8 and later 1.x).
 */
SECCACHE_API int seccache_runtime_describe(const char *runtime, char *buf, size_t size,
					   struct seccache_error *err);

/*
 * The kernel's name of the capability text names ("CAP_SYS_ADMIN", static),
 * spelled as Docker, podman and libcap accept it: with or without "CAP_",
 * in any case ("SYS_ADMIN", "cap_sys_admin"). NULL for no capability
 * Linux knows.
 */
SECCACHE_API const char *seccache_capability_name(const char *text);

/*
 * Compile a profile of len bytes as moby and opts->runtime would (runc
 * 1.1.5 by default), into the one filter the runtime loads, *out: what
 * libseccomp generates, after runc's ENOSYS stub for runc. Argument
 * values and masks may be any uint64, as Go reads them. *flags (if not
 * NULL) receives the SECCOMP_FILTER_FLAG_* bits the profile asks for.
 * opts may be NULL.
 * Returns 0, -EINVAL with the field (or JSON line) in err, or -ENOMEM.
 * Does not depend on the actions the running kernel supports, and changes
 * no libseccomp setting.
 */
SECCACHE_API int seccache_profile_compile(const char *text, size_t len,
					  const struct seccache_profile_opts *opts,
					  struct seccache_filter **out, uint32_t *flags,
					  struct seccache_error *err);

/* seccache_profile_compile() of the file path ("-" reads standard input). */
SECCACHE_API int seccache_profile_load(const char *path,
				       const struct seccache_profile_opts *opts,
				       struct seccache_filter **out, uint32_t *flags,
				       struct seccache_error *err);

/*
 * JSON text for a reader whose integers stop at INT64_MAX, as jansson's
 * do: each integer literal from INT64_MAX + 1 to UINT64_MAX (Go reads
 * them into a profile's uint64 values) becomes the string
 * "\u0001u64:DIGITS", which seccache_profile_compile() reads as that
 * integer; strings and everything else are copied as they are. For a
 * program that reads a document holding a profile (an OCI bundle's
 * config.json) into its own JSON tree, and writes it back with
 * seccache_json_unquote_big(). *out (malloc'd, NUL-terminated) is
 * *out_len bytes long. Returns 0 or -ENOMEM.
 */
SECCACHE_API int seccache_json_quote_big(const char *text, size_t len, char **out,
					 size_t *out_len, struct seccache_error *err);

/*
 * seccache_json_quote_big() undone on JSON text written from such a tree:
 * each string "\u0001u64:DIGITS" back into the integer DIGITS. *out as
 * above. Returns 0 or -ENOMEM.
 */
SECCACHE_API int seccache_json_unquote_big(const char *text, size_t len, char **out,
					   size_t *out_len, struct seccache_error *err);

/* ------------------------------------------------------------------ */
/* Stacks                                                              */
/* ------------------------------------------------------------------ */

/* The filters of one thread, oldest first, and its process's ABIs. */
struct seccache_stack;

/*
 * A new empty stack, *out, for a process whose native ABI is native (NULL:
 * seccache_arch_host()). Returns 0, -EINVAL if native is not a native ABI,
 * or -ENOMEM.
 */
SECCACHE_API int seccache_stack_new(const struct seccache_arch *native,
				    struct seccache_stack **out,
				    struct seccache_error *err);

/* Free s and its filters and tables (NULL is fine). Changes s. */
SECCACHE_API void seccache_stack_free(struct seccache_stack *s);

/*
 * Attach a copy of f as the newest filter (f stays the caller's). Returns
 * 0, or -ENOMEM as the kernel when the total (each older filter's path
 * length + 4, plus f's; see seccache_filter_path_len()) passes 32768, or
 * when memory runs out. Drops the tables of seccache_stack_prepare().
 * Changes s.
 */
SECCACHE_API int seccache_stack_push(struct seccache_stack *s,
				     const struct seccache_filter *f,
				     struct seccache_error *err);

/* The SECCOMP_FILTER_FLAG_* a stack keeps with a filter: only LOG matters. */
#define SECCACHE_FILTER_FLAG_LOG (1U << 1)

/*
 * seccache_stack_push() of a filter attached with flags, as seccomp(2)
 * takes them; the stack keeps SECCACHE_FILTER_FLAG_LOG (it decides whether
 * the kernel logs ERRNO, TRAP and TRACE results) and ignores the rest.
 * Returns as seccache_stack_push(). Changes s.
 */
SECCACHE_API int seccache_stack_push_flags(struct seccache_stack *s,
					   const struct seccache_filter *f,
					   uint32_t flags, struct seccache_error *err);

/* The flags filter i (0 the oldest) keeps: SECCACHE_FILTER_FLAG_LOG or 0. */
SECCACHE_API uint32_t seccache_stack_filter_flags(const struct seccache_stack *s,
						  size_t i);

/*
 * Whether a and b hold the same filters, instruction for instruction, with
 * the same flags, in the same order, so that the kernel runs them alike;
 * their ABIs, pins and kernels are not compared. Reads a and b.
 */
SECCACHE_API bool seccache_stack_same(const struct seccache_stack *a,
				      const struct seccache_stack *b);

/* The number of filters. Reads s. */
SECCACHE_API size_t seccache_stack_len(const struct seccache_stack *s);

/* Filter i, 0 being the oldest, owned by s; NULL past the end. Reads s. */
SECCACHE_API const struct seccache_filter *seccache_stack_filter(const struct seccache_stack *s,
								 size_t i);

/* The process's native ABI. Reads s. */
SECCACHE_API const struct seccache_arch *seccache_stack_arch(const struct seccache_stack *s);

/*
 * Pin s to one ABI as the proposed SECCOMP_PIN_ARCHITECTURE does: calls of
 * any other ABI get KILL_PROCESS before any filter runs. With the native
 * AUDIT_ARCH value a call is native if nr is below the native table's
 * NR_syscalls, x32 if nr - 0x40000000 is below x32's (548), and of no ABI
 * otherwise (-1, 1000, 0x40000000 + 1000): those reach the filters whatever
 * the pin, as on a kernel without it. The compat value is compat for any
 * number; any other arch is killed. The tables are those of the stack's
 * kernel (seccache_stack_set_kernel(); none: the newest release this
 * library knows). As the kernel, refuses to pin a stack without a filter.
 * NULL unpins. Returns 0, -EINVAL if abi is not one of the stack's ABIs or
 * s has no filter, or -EBUSY if s is pinned to another. Drops the tables of
 * seccache_stack_prepare() when the pin changes. Changes s.
 */
SECCACHE_API int seccache_stack_pin(struct seccache_stack *s,
				    const struct seccache_arch *abi,
				    struct seccache_error *err);

/* The ABI s is pinned to, or NULL. Reads s. */
SECCACHE_API const struct seccache_arch *seccache_stack_pinned(const struct seccache_stack *s);

/*
 * The kernel whose rules run before any filter: on the releases
 * seccache_kernel_passthrough() names, x86_64's uretprobe and uprobe pass
 * without running the filters (seccomp_uprobe_exception()). k, or NULL for
 * none, so that the stack gives its filters' own results. A new stack
 * takes the running kernel's. Drops the tables of seccache_stack_prepare().
 * Returns 0. Changes s.
 */
SECCACHE_API int seccache_stack_set_kernel(struct seccache_stack *s,
					   const struct seccache_kernel *k,
					   struct seccache_error *err);

/* The kernel s runs with, or NULL (its filters only). Reads s. */
SECCACHE_API const struct seccache_kernel *seccache_stack_kernel(const struct seccache_stack *s);

/*
 * Whether the kernel of s lets call d through without running any filter
 * (the pin still applies first). Reads s.
 */
SECCACHE_API bool seccache_stack_passthrough(const struct seccache_stack *s,
					     const struct seccache_data *d);

/*
 * The reference evaluation (seccomp_run_filters()): the pin, the kernel's
 * passthrough (seccache_stack_set_kernel()), then every filter newest
 * first, the lowest signed action winning and the newest winning ties.
 * Returns the winning raw value (never adjusted: see
 * seccache_action_effective()); *match, if not NULL, receives the deciding
 * filter's index, or SIZE_MAX when no filter beat the initial ALLOW or the
 * pin or the kernel decided. Cannot fail. Reads s.
 */
SECCACHE_API uint32_t seccache_stack_run(const struct seccache_stack *s,
					 const struct seccache_data *d, size_t *match);

/* ------------------------------------------------------------------ */
/* Live processes                                                      */
/* ------------------------------------------------------------------ */

/*
 * The filters of live thread tid, oldest first, into *filters, and each
 * one's SECCOMP_FILTER_FLAG_* bits as PTRACE_SECCOMP_GET_METADATA reports
 * them (the kernel keeps only LOG) into *flags, *n of each; release them
 * with seccache_thread_filters_free(). Needs CAP_SYS_ADMIN and a kernel
 * with CONFIG_CHECKPOINT_RESTORE; the thread is stopped briefly and left
 * running as it was. Returns 0, -ESRCH (no such thread, or it exited
 * meanwhile), -ENOENT (seccomp mode 0), -EINVAL (strict mode), -EPERM,
 * -EBUSY (already traced), -EOPNOTSUPP (the kernel cannot export filters)
 * or -ENOMEM. Not to be called on a thread of the calling process.
 */
SECCACHE_API int seccache_thread_filters(pid_t tid, struct seccache_filter ***filters,
					 uint64_t **flags, size_t *n,
					 struct seccache_error *err);

/* Free what seccache_thread_filters() gave (NULL arrays are fine). */
SECCACHE_API void seccache_thread_filters_free(struct seccache_filter **filters,
					       uint64_t *flags, size_t n);

/*
 * The thread ids of process pid, ascending (from /proc/PID/task), into
 * *tids, *n of them, malloc'd for the caller to free(). Returns 0, -EINVAL,
 * -ESRCH if there is no such process, or another negative errno.
 */
SECCACHE_API int seccache_process_threads(pid_t pid, pid_t **tids, size_t *n,
					  struct seccache_error *err);

/*
 * The stack of every thread of process pid, for native ABI native as in
 * seccache_stack_new(): (*stacks)[i] is thread (*tids)[i]'s, *n of each,
 * ascending thread ids. A thread without filters has an empty stack; one
 * that exits while the others are read is left out, as no longer part of
 * the process. Release them with seccache_process_stacks_free(). Returns
 * 0, -ESRCH (no such process, or every thread exited), or as
 * seccache_thread_filters() for a thread it could not read.
 */
SECCACHE_API int seccache_process_stacks(pid_t pid, const struct seccache_arch *native,
					 pid_t **tids, struct seccache_stack ***stacks,
					 size_t *n, struct seccache_error *err);

/* Free what seccache_process_stacks() gave (NULL arrays are fine). */
SECCACHE_API void seccache_process_stacks_free(pid_t *tids, struct seccache_stack **stacks,
					       size_t n);

/*
 * A new stack, *out, of the filters of thread tid of process pid, for
 * native ABI native as in seccache_stack_new(). tid 0 asks for the
 * process's: the stack all its threads share, as seccache_process_stacks()
 * reads them; -ENOTUNIQ, err naming the threads of each stack, when they
 * differ (a thread installed a filter without SECCOMP_FILTER_FLAG_TSYNC),
 * so that no thread's filters stand silently for the others; -ENOENT when
 * none has a filter. Returns 0, or as seccache_thread_filters().
 */
SECCACHE_API int seccache_stack_from_pid(pid_t pid, pid_t tid,
					 const struct seccache_arch *native,
					 struct seccache_stack **out,
					 struct seccache_error *err);

/* ------------------------------------------------------------------ */
/* Analysis                                                            */
/* ------------------------------------------------------------------ */

/*
 * Precise mode is the interpreter's semantics (shifts by X & 31) except
 * where machines disagree: on an ABI whose BPF JIT counts a 32-bit shift by
 * X otherwise (s390x, s390, the powerpc ABIs; arm, which a 32-bit ARM
 * kernel runs with its own JIT; PA-RISC, not modelled), a shift by X of 32
 * or more has no value the analysis relies on, and what follows from it
 * is not constant.
 */
enum seccache_mode {
	SECCACHE_MODE_PRECISE = 0,	/* path-sensitive, every action, every nr */
	SECCACHE_MODE_KERNEL = 1,	/* exactly what the kernel's allow cache holds */
};

/* Fields of seccomp_data a result may depend on (seccache_range.reads). */
#define SECCACHE_READ_NR	(1U << 0)
#define SECCACHE_READ_ARCH	(1U << 1)
#define SECCACHE_READ_IP_LO	(1U << 2)
#define SECCACHE_READ_IP_HI	(1U << 3)
#define SECCACHE_READ_ARG_LO(i)	(1U << (4 + 2 * (i)))
#define SECCACHE_READ_ARG_HI(i)	(1U << (5 + 2 * (i)))
#define SECCACHE_READ_OTHER	(SECCACHE_READ_IP_LO | SECCACHE_READ_IP_HI | 0xfff0U)

/* The name of one READ bit ("args[0].lo", "instruction_pointer.hi"), or NULL. */
SECCACHE_API const char *seccache_read_name(uint32_t bit);

/* Possible values a range lists before it says "any value". */
#define SECCACHE_MAX_ACTIONS 8

/* A run of syscall numbers that share one answer. */
struct seccache_range {
	uint32_t first, last;		/* inclusive */
	bool constant;			/* the stack returns action whatever else */
	uint32_t action;		/* the raw winning value, when constant */
	uint32_t reads;			/* SECCACHE_READ_* the stack's result may depend on
					 * (SECCACHE_RANGE_BUDGET: at least these) */
	bool any_action;		/* when not constant: the value may be anything */
	unsigned int n_actions;		/* when not constant: possible raw values... */
	uint32_t actions[SECCACHE_MAX_ACTIONS]; /* ...sorted; any_action if they did not fit
					 * (SECCACHE_RANGE_BUDGET: the values seen) */
	uint32_t flags;			/* SECCACHE_RANGE_*: why the answer is what it is */
};

/*
 * The kernel lets these numbers through without running any filter
 * (seccomp_uprobe_exception()): the range is constant ALLOW, and
 * seccache_analysis_filters_lookup() has what the filters alone return.
 */
#define SECCACHE_RANGE_PASSTHROUGH	(1U << 0)

/*
 * The analysis stopped at a budget (seccache_analyze_opts.budget, or its
 * limits on steps and splits) before it had explored every path: the range
 * is not constant and any value is possible (any_action), yet actions
 * lists the values the explored paths returned and reads the fields they
 * read; the unexplored paths may return and read others.
 */
#define SECCACHE_RANGE_BUDGET		(1U << 1)

/*
 * An architecture pin (the stack's, or the one the analysis assumes) kills
 * these calls before any filter runs: constant KILL_PROCESS, from the pin.
 * Numbers of no ABI (see seccache_stack_pin()) never carry it.
 */
#define SECCACHE_RANGE_PIN		(1U << 2)

/* How to analyse; a NULL opts means all fields zero. */
struct seccache_analyze_opts {
	size_t sz;	/* sizeof(struct seccache_analyze_opts): SECCACHE_OPTS() */
	enum seccache_mode mode;
	/*
	 * Kernel mode: the kernel predicted (NULL: the stack's, else the
	 * running one). Precise mode: the kernel whose passthrough applies
	 * (NULL: the stack's, seccache_stack_kernel()).
	 */
	const struct seccache_kernel *kernel;
	const struct seccache_arch *pin;	/* analyse as if pinned to this ABI */
	unsigned int budget;			/* paths per filter and range; 0 = default */
	unsigned int flags;			/* SECCACHE_ANALYZE_* */
};

/* Precise mode: the filters' own results, as if no kernel rule came first. */
#define SECCACHE_ANALYZE_FILTERS_ONLY	(1U << 0)

/* What a stack returns for every (arch, nr), per ABI. */
struct seccache_analysis;

/*
 * Analyse s into a new analysis, *out. Returns 0, -EINVAL (a pin that is
 * not an ABI of s, an unknown mode), -ENOMEM, or in kernel mode without
 * opts->kernel the errno of reading the running kernel. Reads s.
 */
SECCACHE_API int seccache_analyze(const struct seccache_stack *s,
				  const struct seccache_analyze_opts *opts,
				  struct seccache_analysis **out,
				  struct seccache_error *err);

/* Free a (NULL is fine). Changes a. */
SECCACHE_API void seccache_analysis_free(struct seccache_analysis *a);

/* The mode a was made in. Reads a. */
SECCACHE_API enum seccache_mode seccache_analysis_mode(const struct seccache_analysis *a);

/* Kernel mode: the kernel release predicted, owned by a; NULL in precise mode. Reads a. */
SECCACHE_API const struct seccache_kernel *seccache_analysis_kernel(const struct seccache_analysis *a);

/* The ABIs analysed, native first, into abis; returns their count. Reads a. */
SECCACHE_API size_t seccache_analysis_abis(const struct seccache_analysis *a,
					   const struct seccache_arch *abis[SECCACHE_MAX_ABIS]);

/*
 * The partition of [0, 2^32) of syscall numbers for one AUDIT_ARCH value
 * (x32 numbers lie in x86_64's): *ranges, owned by a, sorted. Returns the
 * count, 0 if that arch was not analysed. In kernel mode a range is
 * constant ALLOW where the kernel's bitmap is set, and "run the filters"
 * (not constant, any action) elsewhere. Reads a.
 */
SECCACHE_API size_t seccache_analysis_ranges(const struct seccache_analysis *a,
					     uint32_t audit_arch,
					     const struct seccache_range **ranges);

/*
 * Precise mode: the kernel whose passthrough the analysis applied, owned by
 * a; NULL if none (SECCACHE_ANALYZE_FILTERS_ONLY, or a stack without one).
 * Reads a.
 */
SECCACHE_API const struct seccache_kernel *seccache_analysis_passthrough_kernel(const struct seccache_analysis *a);

/*
 * For a number whose range has SECCACHE_RANGE_PASSTHROUGH, what the
 * filters alone return there (a range of that one number), owned by a;
 * NULL for any other number. Reads a.
 */
SECCACHE_API const struct seccache_range *seccache_analysis_filters_lookup(const struct seccache_analysis *a,
									   uint32_t audit_arch,
									   uint32_t nr);

/* The range holding (audit_arch, nr), owned by a; NULL if that arch was not analysed. Reads a. */
SECCACHE_API const struct seccache_range *seccache_analysis_lookup(const struct seccache_analysis *a,
								   uint32_t audit_arch,
								   uint32_t nr);

/* ------------------------------------------------------------------ */
/* The fast path                                                       */
/* ------------------------------------------------------------------ */

/*
 * Build the precise analysis of s and, from it, the O(1) tables that
 * seccache_check() answers from. Pushing a filter or changing the pin
 * drops them; prepare again. Returns 0 or as seccache_analyze(). Changes s.
 */
SECCACHE_API int seccache_stack_prepare(struct seccache_stack *s,
					struct seccache_error *err);

/*
 * Exactly seccache_stack_run()'s result for d, into *action. Returns 1 when
 * the answer came from the tables, 0 when the filters ran (the stack is
 * not prepared, or the result depends on more than nr and arch). Cannot
 * fail. Reads s.
 */
SECCACHE_API int seccache_check(const struct seccache_stack *s,
				const struct seccache_data *d, uint32_t *action);

/* ------------------------------------------------------------------ */
/* Conditions                                                          */
/* ------------------------------------------------------------------ */

/*
 * For every call whose result depends on its arguments, each result it
 * can return with the condition on the arguments that leads to it: a
 * disjunction of conjunctions of terms over the 64-bit arguments (both
 * halves of a field combined), simplified, exact. Where no exact form is
 * known (arithmetic on arguments, scratch memory, too many paths), the
 * call says why instead of giving an approximation.
 */

/* seccache_cond_term.field: args[0] to args[5] are 0 to 5; then the instruction pointer. */
#define SECCACHE_COND_IP	6

/* A term's comparison of the masked field with its value. */
enum seccache_cond_op {
	SECCACHE_COND_EQ = 0,	/* (field & mask) == value */
	SECCACHE_COND_NE = 1,	/* (field & mask) != value */
	SECCACHE_COND_GE = 2,	/* (field & mask) >= value, unsigned */
	SECCACHE_COND_LE = 3,	/* (field & mask) <= value, unsigned */
};

/* One term of a conjunction: (field & mask) op value, on 64-bit values. */
struct seccache_cond_term {
	unsigned int field;		/* 0-5: args[field]; SECCACHE_COND_IP */
	enum seccache_cond_op op;
	uint64_t mask;
	uint64_t value;
};

/* Terms that all hold; no terms at all is "always". */
struct seccache_cond_conj {
	size_t n_terms;
	const struct seccache_cond_term *terms;
};

/* One result and when the call returns it: any of its conjunctions holds. */
struct seccache_cond_result {
	uint32_t action;		/* the raw return value */
	size_t n_conjs;
	const struct seccache_cond_conj *conjs;
};

/* Why a call's conditions are not given (seccache_cond_call.why). */
enum seccache_cond_why {
	SECCACHE_COND_EXACT = 0,	/* simplified and exact: results are given */
	SECCACHE_COND_COMPUTED = 1,	/* a test of arithmetic on arguments, or scratch memory */
	SECCACHE_COND_PATHS = 2,	/* more paths than the budget */
	SECCACHE_COND_VALUE = 3,	/* a result computed from the arguments (RET A) */
	SECCACHE_COND_MACHINE = 4,	/* a shift by X this ABI's JIT counts otherwise */
	SECCACHE_COND_NR = 5,		/* a wide range of numbers tested within itself */
};

/* The conditions of a run of syscall numbers that share them. */
struct seccache_cond_call {
	uint32_t audit_arch;
	uint32_t first, last;		/* the numbers, inclusive */
	enum seccache_cond_why why;	/* SECCACHE_COND_EXACT: results hold them */
	uint32_t reads;			/* SECCACHE_READ_* the result may depend on */
	size_t n_results;		/* by action, as precedence orders them */
	const struct seccache_cond_result *results;
};

/* The conditions of a stack's argument-dependent calls. */
struct seccache_conditions;

/* How to find conditions; a NULL opts means all fields zero. */
struct seccache_conditions_opts {
	size_t sz;	/* sizeof(struct seccache_conditions_opts): SECCACHE_OPTS() */
	unsigned int budget;	/* paths per call; 0 = default (256) */
};

/*
 * The conditions of every call a, a precise analysis of s, finds
 * dependent on arguments, into a new *out. Returns 0, -EINVAL (a not
 * precise, or not of s's ABIs), or -ENOMEM. Reads s and a.
 */
SECCACHE_API int seccache_conditions_new(const struct seccache_stack *s,
					 const struct seccache_analysis *a,
					 const struct seccache_conditions_opts *opts,
					 struct seccache_conditions **out,
					 struct seccache_error *err);

/* Free c (NULL is fine). Changes c. */
SECCACHE_API void seccache_conditions_free(struct seccache_conditions *c);

/*
 * The conditions of (audit_arch, nr), owned by c; NULL where the result
 * does not depend on the arguments (or the number was not analysed).
 * Reads c.
 */
SECCACHE_API const struct seccache_cond_call *seccache_conditions_lookup(const struct seccache_conditions *c,
									  uint32_t audit_arch,
									  uint32_t nr);

/*
 * Result i of call as text into buf: its condition, flags named where a
 * table of them exists with the raw value beside ("(args[2] & PROT_EXEC
 * (0x4)) == 0"). The whole call with i == SIZE_MAX: "ALLOW when ...;
 * KILL_THREAD otherwise", or "depends on args[2] (not simplified: why)".
 * Returns the length the whole text needs (snprintf's), -EINVAL for an
 * i past the results. Reads c.
 */
SECCACHE_API int seccache_cond_format(const struct seccache_cond_call *call, size_t i,
				      char *buf, size_t size);

/*
 * Which of call's results hold for d: the count of results whose
 * condition holds (exactly 1 for every d, as the conditions are exact),
 * and the first one's action into *action. -EDOM where call's conditions
 * are not given (why). Reads call.
 */
SECCACHE_API int seccache_cond_match(const struct seccache_cond_call *call,
				     const struct seccache_data *d, uint32_t *action);

/* ------------------------------------------------------------------ */
/* Reports                                                             */
/* ------------------------------------------------------------------ */

/*
 * Every writer below reads its analyses and returns 0, -EIO if writing to
 * out failed, or -ENOMEM.
 */

/*
 * The coverage lines of the constant-action bitmap series (Kees Cook's
 * "seccomp: Implement constant action bitmaps", 2020), per ABI:
 * "native 0-16: SECCOMP_RET_ALLOW", labelled native, compat and x32
 * (x32, printed without its number bit), over each ABI's numbers up to the
 * last call of the kernel a speaks of (seccache_analysis_kernel(), else
 * seccache_analysis_passthrough_kernel(), else the newest seccache knows),
 * as the series printed up to its kernel's NR_syscalls.
 * A number is SECCOMP_RET_ALLOW, SECCOMP_RET_KILL_PROCESS or
 * SECCOMP_RET_KILL_THREAD when its action is constant and exactly that
 * value (the series' three bitmaps), "filter" otherwise.
 */
SECCACHE_API int seccache_report_ranges(const struct seccache_analysis *a, FILE *out,
					struct seccache_error *err);

/*
 * The lines of /proc/PID/seccomp_cache ("x86_64 0 ALLOW", "ia32 5 FILTER"),
 * native then compat, over each ABI's bitmap. -EINVAL unless a is a
 * kernel-mode analysis.
 */
SECCACHE_API int seccache_report_proc(const struct seccache_analysis *a, FILE *out,
				      struct seccache_error *err);

/*
 * The version of every JSON document libseccache and the seccache command
 * write, their first member ("version": 1): it changes only when a member
 * changes meaning or goes away; members may be added at any time.
 */
#define SECCACHE_JSON_VERSION 1

/*
 * The analysis as JSON (one document, indented):
 *   {"version": SECCACHE_JSON_VERSION, "mode": "precise"|"kernel", "arches": [{"arch", "audit_arch", "nr_count",
 *    "syscalls": [{"nr", "name" (or null), "constant", "action" and "value"
 *    when constant, "actions" when not (empty if any value is possible),
 *    "reads", "kernel_cached"}...], "ranges": [{"first", "last", "constant",
 *    "action" ("FILTER" when not constant)}...]}...]}
 * One entry per ABI; syscalls cover [0, nr_count) with the ABI's number bit
 * (x32's 0x40000000 included). ranges cover [0, 2^32) of the ABI's audit
 * arch, except x32's: the part of x86_64's partition whose numbers carry
 * the x32 bit, the calls seccache_arch_of() gives to x32. kernel_cached,
 * whether the kernel's cache answers the call without running the filter
 * (ALLOW on mainline, every cached result with the seccache series),
 * comes from kernel (a kernel-mode analysis); NULL uses a itself when it is
 * kernel mode, and says false otherwise.
 */
SECCACHE_API int seccache_report_json(const struct seccache_analysis *a,
				      const struct seccache_analysis *kernel, FILE *out,
				      struct seccache_error *err);

#define SECCACHE_REPORT_COLOR	(1U << 0)	/* ANSI colours; the caller checks isatty() */

/*
 * A summary per ABI for people: what the kernel's cache lets through (from
 * kernel, as for seccache_report_json()), what else is constant grouped by
 * action, what depends on arguments and which fields, then findings. Each
 * group names its syscalls, wrapped at 78 columns, three lines of them at
 * most and how many more. The title names the cache kernel models: the
 * allow cache, or for a release of the seccache series its cache of every
 * constant result, whose answers are then grouped by result too.
 * flags: SECCACHE_REPORT_*.
 */
SECCACHE_API int seccache_report_text(const struct seccache_analysis *a,
				      const struct seccache_analysis *kernel, FILE *out,
				      unsigned int flags, struct seccache_error *err);

/* What a text or JSON report says beyond the analysis; NULL: all fields zero. */
struct seccache_report_opts {
	size_t sz;	/* sizeof(struct seccache_report_opts): SECCACHE_OPTS() */
	const struct seccache_analysis *kernel;	/* the kernel's cache, as above */
	/*
	 * Each argument-dependent call's results with their conditions
	 * (seccache_conditions_new() of the same analysis), or NULL: the
	 * fields read and the values possible, as above.
	 */
	const struct seccache_conditions *conditions;
	unsigned int flags;	/* SECCACHE_REPORT_*, for text */
};

/*
 * seccache_report_text() and seccache_report_json() with opts: where
 * opts->conditions is set, the text gives each argument-dependent call's
 * results with their conditions ("mprotect: ALLOW when (args[2] &
 * PROT_EXEC (0x4)) == 0; KILL_THREAD otherwise"), calls with the same
 * text on one line, and the JSON each such syscall a "conditions" object:
 * {"exact", "text", "why" (when not exact), "results": [{"action",
 * "value", "text", "when": [[{"field", "mask", "op", "value"}...]...]}]},
 * masks and values as "0x..." strings, op one of "==", "!=", ">=", "<=".
 * -EINVAL for a bad opts.
 */
SECCACHE_API int seccache_report_text_opts(const struct seccache_analysis *a, FILE *out,
					   const struct seccache_report_opts *opts,
					   struct seccache_error *err);
SECCACHE_API int seccache_report_json_opts(const struct seccache_analysis *a, FILE *out,
					   const struct seccache_report_opts *opts,
					   struct seccache_error *err);

/* ------------------------------------------------------------------ */
/* Audits                                                              */
/* ------------------------------------------------------------------ */

/* How much a finding matters, least first. */
enum seccache_severity {
	SECCACHE_SEVERITY_INFO = 0,	/* a cost or a fact worth knowing */
	SECCACHE_SEVERITY_LOW = 1,	/* a weakness that needs more to be exploited */
	SECCACHE_SEVERITY_MEDIUM = 2,	/* kernel attack surface or a gap a reviewer should decide on */
	SECCACHE_SEVERITY_HIGH = 3,	/* the filters do not stop what they mean to stop */
};

/* "info", "low", "medium" or "high"; NULL for another value. Cannot fail. */
SECCACHE_API const char *seccache_severity_name(enum seccache_severity s);

/* The severity named text (case-insensitive) into *s. Returns 0 or -EINVAL. */
SECCACHE_API int seccache_severity_parse(const char *text, enum seccache_severity *s,
					 struct seccache_error *err);

/*
 * One finding of an audit, owned by its struct seccache_audit and read
 * one at a time (seccache_audit_finding()), so that a member added later
 * is read only by programs that know it.
 *   check: what was checked, a stable name: "arch" (calls of another ABI
 *   reach rules that never read the arch), "x32" (x32 numbers reach rules
 *   written for the native ones), "weaker-abi" (another ABI does a job
 *   the native one denies, by every way it has), "default-allow" (a
 *   denylist), "equivalent" (a call denied while a call that does its job
 *   is allowed), "dangerous" (a call a sandbox seldom needs is allowed),
 *   "passthrough" (a rule the kernel never runs), "cache" (constant
 *   results the kernel's cache does not answer), "budget" (ranges the
 *   analysis did not finish).
 */
struct seccache_finding {
	const char *check;
	enum seccache_severity severity;
	const struct seccache_arch *abis[SECCACHE_MAX_ABIS]; /* those it holds for, native first */
	size_t n_abis;
	const char *const *syscalls;	/* the calls it is about, by name, in the order found */
	size_t n_syscalls;
	const char *title;		/* one line: "x32 numbers reach the x86_64 rules" */
	const char *detail;		/* why it matters, on which kernel, what to do */
};

/* Which checks an audit runs: SECCACHE_AUDIT_* bits; 0 runs them all. */
#define SECCACHE_AUDIT_ARCH		(1U << 0)	/* "arch", "x32", "weaker-abi" */
#define SECCACHE_AUDIT_DEFAULT		(1U << 1)	/* "default-allow" */
#define SECCACHE_AUDIT_EQUIVALENT	(1U << 2)	/* "equivalent" */
#define SECCACHE_AUDIT_DANGEROUS	(1U << 3)	/* "dangerous" */
#define SECCACHE_AUDIT_KERNEL		(1U << 4)	/* "passthrough", "cache", "budget" */

/* How to audit; a NULL opts means all fields zero. */
struct seccache_audit_opts {
	size_t sz;	/* sizeof(struct seccache_audit_opts): SECCACHE_OPTS() */
	unsigned int checks;	/* SECCACHE_AUDIT_*; 0: every check */
};

/* What seccache_audit() found, read with the functions after it. */
struct seccache_audit;

/*
 * Audit the stack a precise analysis a describes, for the kernel whose
 * passthrough a applied (seccache_analysis_passthrough_kernel(); NULL:
 * the newest seccache knows): which calls of each ABI the filters let
 * through that they seem meant to stop, and why. Calls are matched per
 * ABI, by what that ABI has in that kernel: an ABI's call is weaker than
 * the native ABI's only where the native ABI denies its job by every way
 * it has (x86_64's openat allowed makes ia32's open no bypass). kernel,
 * a kernel-mode analysis of the same stack, adds what the kernel's cache
 * leaves to the filters; NULL leaves that out. Findings come most severe
 * first, a finding that holds alike for several ABIs once. Returns 0 with
 * a new result in *out, -EINVAL (a not in precise mode, a kernel of
 * another stack's ABIs), or -ENOMEM. Reads a, kernel.
 */
SECCACHE_API int seccache_audit(const struct seccache_analysis *a,
				const struct seccache_analysis *kernel,
				const struct seccache_audit_opts *opts,
				struct seccache_audit **out, struct seccache_error *err);

/* Free au (NULL is fine). Changes au. */
SECCACHE_API void seccache_audit_free(struct seccache_audit *au);

/* The number of findings. Reads au. */
SECCACHE_API size_t seccache_audit_len(const struct seccache_audit *au);

/* Finding i, owned by au; NULL past the end. Reads au. */
SECCACHE_API const struct seccache_finding *seccache_audit_finding(const struct seccache_audit *au,
								   size_t i);

/*
 * The findings for people: a count by severity, then each finding (its
 * severity, ABIs and title, the detail wrapped at 78 columns, and the
 * calls it is about, cut to three lines). flags: SECCACHE_REPORT_*.
 */
SECCACHE_API int seccache_audit_text(const struct seccache_audit *au, FILE *out,
				     unsigned int flags, struct seccache_error *err);

/*
 * The findings as JSON (one document, indented):
 *   {"version": SECCACHE_JSON_VERSION, "kernel": the release audited for
 *    (the newest seccache knows if the analysis had none), "counts":
 *    {"high", "medium", "low", "info"}, "findings": [{"check", "severity",
 *    "abis": [...], "syscalls": [...], "title", "detail"}...]}
 */
SECCACHE_API int seccache_audit_json(const struct seccache_audit *au, FILE *out,
				     struct seccache_error *err);

/* ------------------------------------------------------------------ */
/* Optimizing and comparing stacks                                     */
/* ------------------------------------------------------------------ */

/*
 * seccomp_data.arch of a process is always one of its AUDIT_ARCH values
 * (syscall_get_arch()): what follows compares and rewrites stacks over
 * those, for every nr, argument and instruction pointer.
 */

/* One call by number, for the optimizer's frequency profile. */
struct seccache_call {
	uint32_t arch;		/* AUDIT_ARCH_* */
	uint32_t nr;
};

/* How to optimize; a NULL opts means all fields zero. */
struct seccache_optimize_opts {
	size_t sz;	/* sizeof(struct seccache_optimize_opts): SECCACHE_OPTS() */
	/*
	 * The SECCOMP_FILTER_FLAG_* bits each filter of the stack was (or
	 * will be) installed with, oldest first, besides the
	 * SECCACHE_FILTER_FLAG_LOG the stack keeps with it
	 * (seccache_stack_filter_flags()), which counts as well; NULL: those
	 * alone. Filters whose SECCOMP_FILTER_FLAG_LOG differs are not
	 * merged, and the kernel's cache is predicted with it.
	 */
	const uint64_t *flags;
	/* Calls to test first, hottest first (those the kernel's cache answers are skipped). */
	const struct seccache_call *hot;
	size_t n_hot;
	/* Whose allow cache the output must keep; NULL: the running kernel. */
	const struct seccache_kernel *kernel;
	/* Paths explored per range of numbers whose result depends on arguments; 0: 4096. */
	unsigned int budget;
	/* Receives why filters were kept apart or left as they were; NULL: dropped. */
	seccache_warn_fn note;
	void *note_ctx;
};

/*
 * A new stack *out that returns exactly what s returns, the same 32-bit
 * value for every (arch, nr, args, instruction_pointer), usually as one
 * filter: per ABI a balanced search over the ranges of numbers of the
 * precise analysis, each constant range one ret, each range whose result
 * depends on arguments the tests of its paths (explored over every filter
 * of s, shared where equal, without dead code or repeated loads). Every
 * (arch, nr) the kernel's cache answers for s it answers for *out, with
 * the same result: ALLOW from a stock kernel's allow cache, any constant
 * result on a kernel with the seccache series. Filters that cannot be merged exactly stay filters of their
 * own, the reason passed to opts->note: one that may return USER_NOTIF
 * (its listener is its own), neighbours whose SECCOMP_FILTER_FLAG_LOG
 * differs, and groups whose merged program would pass the budget or
 * SECCACHE_MAXINSNS. flags, if not NULL, receives the flags to install
 * each filter of *out with (at most seccache_stack_len(s) entries), and
 * *out keeps SECCACHE_FILTER_FLAG_LOG with each filter that has it, as
 * seccache_stack_push_flags() does. *out has s's native ABI and pin; the arch values no process of that ABI can
 * make get KILL_PROCESS. Returns 0, -EINVAL (an opts->hot arch that is
 * not one of s's), -ENOMEM, or -EPROTO if the output would lose a cached
 * call (a bug; never expected). Reads s.
 */
SECCACHE_API int seccache_optimize(const struct seccache_stack *s,
				   const struct seccache_optimize_opts *opts,
				   struct seccache_stack **out, uint64_t *flags,
				   struct seccache_error *err);

/* What seccache_diff() found. */
enum seccache_verdict {
	SECCACHE_EQUIVALENT = 0,	/* the same value for every input */
	SECCACHE_DIFFERENT = 1,		/* witnesses: seccache_diff_witness() */
	SECCACHE_UNKNOWN = 2,		/* no difference found, but not every input decided */
};

/*
 * An input on which two stacks differ, and what each returns; and the run
 * of numbers it stands for: every call of data.arch with a number from
 * first to last (data.nr among them) gets a and b too, whatever its
 * arguments and instruction pointer where any_args, else with data's.
 * Owned by its struct seccache_diff, one at a time
 * (seccache_diff_witness()), so that a member added later is read only by
 * programs that know it.
 */
struct seccache_witness {
	struct seccache_data data;
	uint32_t a, b;		/* each stack's filters' own result */
	uint32_t first, last;	/* the numbers that differ alike */
	bool any_args;		/* for every argument and instruction pointer */
};

#define SECCACHE_MAX_WITNESSES 16

/*
 * Find every difference: max_witnesses is ignored, every range of numbers
 * is compared, and seccache_diff_why() names a range left undecided even
 * when others differ.
 */
#define SECCACHE_DIFF_ALL	(1U << 0)

/* How to compare; a NULL opts means all fields zero. */
struct seccache_diff_opts {
	size_t sz;	/* sizeof(struct seccache_diff_opts): SECCACHE_OPTS() */
	unsigned int budget;	/* paths per range of numbers; 0: 65536 */
	unsigned int max_witnesses; /* stop after this many (1..16); 0: 1 */
	unsigned int flags;	/* SECCACHE_DIFF_* */
};

/* What seccache_diff() found, read with the functions after it. */
struct seccache_diff;

/*
 * Decide whether stacks a and b (of one native ABI) return the same value
 * for every (arch, nr, args, instruction_pointer) of their process: the
 * precise analyses' partitions side by side, constant ranges compared at
 * once, the others by exploring both stacks' paths together over the
 * arguments (each 32-bit word of seccomp_data narrowed by interval, known
 * bits and excluded values). A difference becomes a concrete input whose
 * results seccache_stack_run() confirms before it is reported, with its
 * run of numbers: the whole range where both results are constant, else
 * the numbers next to it (up to 1024 each way, within the range) that the
 * same arguments make differ alike, each run too. UNKNOWN
 * only where a range needs more paths than the budget, or where the
 * search cannot find an input for a path that differs. The filters' own
 * results are compared: the kernel's passthrough (seccache_stack_set_kernel())
 * does not apply. Returns 0 with a new result in *out, -EINVAL (different
 * native ABIs), or -ENOMEM. Reads a, b.
 */
SECCACHE_API int seccache_diff(const struct seccache_stack *a,
			       const struct seccache_stack *b,
			       const struct seccache_diff_opts *opts,
			       struct seccache_diff **out, struct seccache_error *err);

/* Free d (NULL is fine). Changes d. */
SECCACHE_API void seccache_diff_free(struct seccache_diff *d);

/* Whether the stacks are equivalent, different, or not decided. Reads d. */
SECCACHE_API enum seccache_verdict seccache_diff_verdict(const struct seccache_diff *d);

/*
 * The number of witnesses: at least 1 when SECCACHE_DIFFERENT, at most
 * seccache_diff_opts.max_witnesses (every one with SECCACHE_DIFF_ALL),
 * else 0. Reads d.
 */
SECCACHE_API size_t seccache_diff_n_witnesses(const struct seccache_diff *d);

/*
 * Witness i, owned by d; NULL past the end. By arch, then by nr; no two
 * stand for one number. Reads d.
 */
SECCACHE_API const struct seccache_witness *seccache_diff_witness(const struct seccache_diff *d,
								  size_t i);

/* The ranges of numbers compared, up to the last witness wanted. Reads d. */
SECCACHE_API uint64_t seccache_diff_ranges(const struct seccache_diff *d);

/* The paths explored over the arguments of those ranges. Reads d. */
SECCACHE_API uint64_t seccache_diff_paths(const struct seccache_diff *d);

/*
 * SECCACHE_UNKNOWN: what was left undecided ("arch 0xc000003e nr 0-334
 * needs more than 65536 paths"), owned by d; with SECCACHE_DIFF_ALL, the
 * first range left undecided for SECCACHE_DIFFERENT too (the witnesses
 * are then not every difference); "" otherwise. Reads d.
 */
SECCACHE_API const char *seccache_diff_why(const struct seccache_diff *d);

/* ------------------------------------------------------------------ */
/* eBPF filters                                                        */
/* ------------------------------------------------------------------ */

/*
 * A stack compiled for a kernel with the seccache eBPF series
 * (SECCOMP_FILTER_FLAG_BPF, kernel/ebpf/): per filter, oldest first, a
 * program of BPF_PROG_TYPE_SECCOMP, the syscall table the kernel answers
 * from before it runs the program, and the hash sets the program looks
 * up. Opaque.
 */
struct seccache_ebpf;

/* The kernel's struct bpf_insn (<linux/bpf.h>). */
struct bpf_insn;

/* One entry of a syscall table: the kernel answers (arch, nr) with ret. */
struct seccache_ebpf_entry {
	uint32_t nr;
	uint32_t arch;		/* AUDIT_ARCH_* */
	uint32_t ret;
};

/*
 * Compile s into *out: seccache_optimize()'s rewrite of s, each of its
 * filters translated to eBPF as the kernel converts a classic filter, so
 * that it returns the same value for every input; its table the filter's
 * constant results (precise analysis); a run of 96 or more compares of one
 * value that jump to one place a lookup in a set. Returns 0, -ENOMEM,
 * -E2BIG (a program past eBPF's 16-bit jumps), or as seccache_optimize().
 * Reads s.
 */
SECCACHE_API int seccache_ebpf_compile(const struct seccache_stack *s,
				       struct seccache_ebpf **out,
				       struct seccache_error *err);

/* Free e (NULL is fine). Changes e. */
SECCACHE_API void seccache_ebpf_free(struct seccache_ebpf *e);

/* The number of filters. Reads e. */
SECCACHE_API size_t seccache_ebpf_len(const struct seccache_ebpf *e);

/* The SECCOMP_FILTER_FLAG_* to attach filter i with, besides SECCOMP_FILTER_FLAG_BPF. Reads e. */
SECCACHE_API uint32_t seccache_ebpf_flags(const struct seccache_ebpf *e, size_t i);

/*
 * Filter i's program, owned by e, its length in *len; NULL past the end.
 * Its ld_imm64 of a map (src_reg BPF_PSEUDO_MAP_FD) carries in imm the
 * index of a set (seccache_ebpf_set()), for the loader to replace with
 * that map's file descriptor. Reads e.
 */
SECCACHE_API const struct bpf_insn *seccache_ebpf_prog(const struct seccache_ebpf *e,
						       size_t i, size_t *len);

/* Filter i's syscall table, owned by e, its length in *len. Reads e. */
SECCACHE_API const struct seccache_ebpf_entry *seccache_ebpf_table(const struct seccache_ebpf *e,
								   size_t i, size_t *len);

/* The number of sets filter i's program looks up. Reads e. */
SECCACHE_API size_t seccache_ebpf_sets(const struct seccache_ebpf *e, size_t i);

/* Set j of filter i: its keys (32-bit), owned by e, their count in *len. Reads e. */
SECCACHE_API const uint32_t *seccache_ebpf_set(const struct seccache_ebpf *e, size_t i,
					       size_t j, size_t *len);

/*
 * Load filter i into the kernel (libbpf): its table and sets as hash maps
 * read-only to programs and frozen, its program of BPF_PROG_TYPE_SECCOMP.
 * The descriptors of the program and its table land in *prog_fd and
 * *table_fd, the caller's to close; any task may attach them
 * (seccache_ebpf_attach()). Needs CAP_BPF. Returns 0, -EOPNOTSUPP (a
 * kernel without the series, or a library built without libbpf), -EPERM,
 * -EINVAL (the verifier refused the program: the reason in err), or
 * another negative errno of bpf(2).
 */
SECCACHE_API int seccache_ebpf_load(const struct seccache_ebpf *e, size_t i, int *prog_fd,
				    int *table_fd, struct seccache_error *err);

/*
 * Attach a loaded program and its table as the calling thread's newest
 * filter: seccomp(SECCOMP_SET_MODE_FILTER, flags | SECCOMP_FILTER_FLAG_BPF).
 * Needs no_new_privs or CAP_SYS_ADMIN, as a classic filter does. Returns
 * 0 (with SECCOMP_FILTER_FLAG_NEW_LISTENER, the listener's descriptor) or
 * a negative errno (-EACCES, -EINVAL, -EPERM: a map that can change).
 */
SECCACHE_API int seccache_ebpf_attach(int prog_fd, int table_fd, uint32_t flags,
				      struct seccache_error *err);

/*
 * Load every filter of e, then attach them, oldest first, in the calling
 * thread. Returns 0, or as seccache_ebpf_load() and seccache_ebpf_attach().
 */
SECCACHE_API int seccache_ebpf_install(const struct seccache_ebpf *e,
				       struct seccache_error *err);

#ifdef __cplusplus
}
#endif

#endif /* SECCACHE_H */
