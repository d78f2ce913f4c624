/* SPDX-License-Identifier: MIT */
/*
 * kguest.c - libseccache against the kernel it runs on, in the QEMU guests
 * of scripts/kernel (a static binary for x86_64, aarch64, s390x or ppc64le:
 * scripts/cross-guest builds it for the others). For the example profiles
 * and STACKS random stacks of one to four filters (tests/common/gen.c):
 *
 *  - differential: the kernel's /proc/PID/seccomp_cache of a process that
 *    attached the stack equals libseccache's kernel-mode prediction for the
 *    running kernel (seccache_report_proc()) line for line;
 *  - claims: for every syscall the kernel caches, random arguments and
 *    instruction pointers through the reference interpreter
 *    (seccache_stack_run()) give the cached result;
 *  - calls: for the cached syscalls, calls with random arguments through
 *    the kernel do what the interpreter's result says: return the errno,
 *    raise SIGSYS with its data, kill the thread or the process. Calls the
 *    kernel would run (ALLOW, LOG) are made only for syscalls without side
 *    effects (getpid, ...). Only x86_64 makes calls of its compat ABI
 *    (i386, through `int $0x80`): on the others a 64-bit process has no
 *    way to, and their compat slots are checked by the /proc lines and the
 *    claims only;
 *  - log records: the same calls again under the same stack behind one
 *    more, older filter whose result depends on an argument (so that
 *    nothing is cached, every filter runs) do the same and leave the same
 *    seccomp audit records (sig, arch, syscall, compat, code) in the
 *    kernel log, in the same order: actions_logged and the LOG flag of the
 *    filter a result comes from apply alike.
 *
 * Each filter is attached behind a guard that allows seccomp() and a call
 * that waits for ever (pause(), or ppoll() without fds or timeout where
 * there is no pause(): arm64) on the native ABI, so that the next filter
 * can be attached and the process can wait without a call the stack might
 * deny; the guarded filters are what the predictions are made for. A
 * filter gets SECCOMP_FILTER_FLAG_LOG one time in four.
 *
 * Besides the examples and the random stacks, the hostile family
 * (gen_hostile() in tests/common/gen.c): filters no program writes but any
 * user may attach, RET A of the number and of ALU on it, shifts by X from
 * 0 to 256, comparisons by X, the number through scratch memory, JSET
 * chains, 40 distinct results. Every kind and variant alone (85 stacks,
 * every other one with SECCOMP_FILTER_FLAG_LOG), then STACKS / 10 stacks
 * of one to three of them. Where the running kernel pins
 * (SECCOMP_PIN_ARCHITECTURE, the series), each hostile stack is also
 * pinned to the native ABI after its filters and called with numbers of
 * every ABI it can call and of none (-1, 473, and on x86_64 0x40000000 +
 * 548, i386's...): the pin kills only x32 and i386 calls, the rest reach
 * the filters, as the pinned stack's seccache_stack_run() says; and
 * pinning without a filter must fail.
 *
 * Usage: kguest DIR STACKS [SEED [RELEASE]]. DIR holds the example
 * profiles; RELEASE, predict that kernel rather than the running one (a
 * control: the wrong kernel must mismatch). Prints "SUMMARY ..." and exits
 * 1 on any mismatch.
 */
#include <errno.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <fcntl.h>
#include <unistd.h>

#include "gen.h"
#include "kstubs.h"
#include "seccache.h"

#define MAX_FILTERS	4
#define GUARD_LEN	7
#define CLAIMS_PER_SLOT	4
#define CALLS_PER_SLOT	2
#define MAX_CALL_SLOTS	48	/* per stack, chosen at random */
#define MAX_CALLS	(MAX_CALL_SLOTS * CALLS_PER_SLOT)
#define MAX_ERRNO	4095
#define SHOW_FAILURES	10
#define MAX_HOSTILE	3	/* filters of a random hostile stack */

/* arm64 has no pause(); ppoll() without fds or timeout waits the same way. */
#ifdef SYS_pause
#define SYS_wait	SYS_pause
#else
#define SYS_wait	SYS_ppoll
#endif

/*
 * s390's syscall entry (__do_syscall(), syscall_get_nr()) keeps the low 16
 * bits of the number: the filters see no others.
 */
#ifdef __s390x__
#define NR_SEEN		0xffffu
#else
#define NR_SEEN		0xffffffffu
#endif

/*
 * Whether the machine's BPF JIT shifts by X & 31 as the interpreter does
 * (and seccache_stack_run()); the s390 and powerpc JITs take six bits of
 * X, giving 0 for 32 to 63 (the table in src/arch.c).
 */
#if defined(__s390x__) || defined(__powerpc64__)
#define JIT_SHIFTS_AS_INTERP	false
#else
#define JIT_SHIFTS_AS_INTERP	true
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
};

struct counts {
	unsigned long stacks, hostile, lines, line_mismatches;
	unsigned long claims, claim_mismatches;
	unsigned long calls, call_mismatches;
	unsigned long pinned_calls, pinned_mismatches;
	unsigned long records, record_mismatches;
	unsigned long failures;	/* the method failed: a child that died oddly */
};

static struct counts total;

static void failure(unsigned long *counter, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void failure(unsigned long *counter, const char *fmt, ...)
{
	va_list ap;

	if (++*counter <= SHOW_FAILURES) {
		va_start(ap, fmt);
		vprintf(fmt, ap);
		va_end(ap);
	}
}

/* ------------------------------------------------------------------ */
/* Building stacks                                                     */
/* ------------------------------------------------------------------ */

/*
 * The guard: the native ABI's seccomp() and SYS_wait are allowed,
 * everything else goes to the program, which starts as the kernel starts
 * it (A = X = 0). guard_init() fills in the native AUDIT_ARCH value.
 */
static struct seccache_insn guard[GUARD_LEN] = {
	{ BPF_LD | BPF_W | BPF_ABS, 0, 0, offsetof(struct seccache_data, arch) },
	{ BPF_JMP | BPF_JEQ | BPF_K, 0, 4, 0 },
	{ BPF_LD | BPF_W | BPF_ABS, 0, 0, offsetof(struct seccache_data, nr) },
	{ BPF_JMP | BPF_JEQ | BPF_K, 1, 0, SYS_seccomp },
	{ BPF_JMP | BPF_JEQ | BPF_K, 0, 1, SYS_wait },
	{ BPF_RET | BPF_K, 0, 0, SECCOMP_RET_ALLOW },
	/* A = 0 by an AND, which the stock kernel's emulator knows too. */
	{ BPF_ALU | BPF_AND | BPF_K, 0, 0, 0 },
};

static void guard_init(const struct seccache_arch *native)
{
	guard[1].k = native->audit_arch;
}

static int add_guarded(struct stack_case *c, const struct seccache_insn *insns,
		       size_t len, uint32_t flags)
{
	struct seccache_insn *all = malloc((GUARD_LEN + len) * sizeof(*all));
	struct seccache_error err = { 0 };
	int ret;

	if (!all)
		return -ENOMEM;
	memcpy(all, guard, sizeof(guard));
	memcpy(all + GUARD_LEN, insns, len * sizeof(*insns));
	ret = seccache_filter_new(all, GUARD_LEN + len, &c->filters[c->n], &err);
	free(all);
	if (ret) {
		printf("kguest: %s: guarded filter refused: %s\n", c->name, err.msg);
		return ret;
	}
	c->flags[c->n++] = flags;
	return 0;
}

/*
 * The filter that makes a stack uncached: it allows everything, but only
 * after looking at an argument (A is never above 0xffffffff).
 */
static const struct seccache_insn uncacher[] = {
	{ BPF_LD | BPF_W | BPF_ABS, 0, 0, offsetof(struct seccache_data, args) },
	{ BPF_JMP | BPF_JGT | BPF_K, 0, 1, 0xffffffff },
	{ BPF_RET | BPF_K, 0, 0, SECCOMP_RET_KILL_PROCESS },
	{ BPF_RET | BPF_K, 0, 0, SECCOMP_RET_ALLOW },
};

/* c behind the uncacher, into *u (its other filters shared with c). */
static int uncached_case(const struct stack_case *c, struct stack_case *u)
{
	snprintf(u->name, sizeof(u->name), "%.50s, uncached", c->name);
	u->n = 0;
	u->hostile = u->pin = false;
	if (add_guarded(u, uncacher, sizeof(uncacher) / sizeof(uncacher[0]), 0))
		return -1;
	for (size_t i = 0; i < c->n; i++) {
		u->filters[u->n] = c->filters[i];
		u->flags[u->n++] = c->flags[i];
	}
	return 0;
}

static void free_case(struct stack_case *c)
{
	for (size_t i = 0; i < c->n; i++)
		seccache_filter_free(c->filters[i]);
	c->n = 0;
}

/*
 * A profile as runc compiles it on this machine: for the host's ABI and
 * the profile's. libseccomp cannot mix byte orders in one filter, so
 * runc on a big-endian host (s390x) refuses denylist.json's x86 ABIs:
 * there, for the host's ABIs alone.
 */
static int add_profile(struct stack_case *c, const char *dir, const char *file,
		       uint32_t flags)
{
	const struct seccache_arch *host[SECCACHE_MAX_ABIS];
	SECCACHE_OPTS(seccache_profile_opts, opts, .arches = host,
		      .n_arches = seccache_arch_abis(seccache_arch_host(), host));
	struct seccache_error err = { 0 };
	struct seccache_filter *f;
	char path[512];
	int ret;

	snprintf(path, sizeof(path), "%s/%s", dir, file);
	ret = seccache_profile_load(path, host[0]->big_endian ? &opts : NULL, &f, NULL, &err);
	if (ret) {
		printf("kguest: %s: %s\n", path, err.msg);
		return ret;
	}
	ret = add_guarded(c, seccache_filter_insns(f), seccache_filter_len(f), flags);
	seccache_filter_free(f);
	return ret;
}

/* Kind and variant of the hostile family alone, LOG one time in two. */
static int hostile_single(struct gen_rng *rng, unsigned int kind, unsigned int variant,
			  unsigned long i, struct stack_case *c)
{
	static struct gen_prog prog;
	const char *name = gen_hostile(rng, kind, variant, &prog);

	snprintf(c->name, sizeof(c->name), "hostile %s %u", name, variant);
	c->n = 0;
	c->hostile = true;
	return add_guarded(c, prog.insns, prog.len, i % 2 ? SECCOMP_FILTER_FLAG_LOG : 0);
}

/* One to MAX_HOSTILE hostile programs of any kind. */
static int hostile_stack(struct gen_rng *rng, unsigned long i, struct stack_case *c)
{
	static struct gen_prog prog;
	size_t n = 1 + gen_below(rng, MAX_HOSTILE);
	int ret = 0;

	snprintf(c->name, sizeof(c->name), "hostile stack %lu", i);
	c->n = 0;
	c->hostile = true;
	for (size_t j = 0; j < n && !ret; j++) {
		gen_hostile_any(rng, &prog);
		ret = add_guarded(c, prog.insns, prog.len,
				  gen_percent(rng, 25) ? SECCOMP_FILTER_FLAG_LOG : 0);
	}
	return ret;
}

static int random_case(struct gen_rng *rng, unsigned long i, struct stack_case *c)
{
	static struct gen_prog prog;
	size_t n = 1 + gen_below(rng, MAX_FILTERS);
	int ret = 0;

	snprintf(c->name, sizeof(c->name), "random stack %lu", i);
	c->n = 0;
	for (size_t j = 0; j < n && !ret; j++) {
		gen_valid(rng, 2 + gen_below(rng, 48), NULL, &prog);
		ret = add_guarded(c, prog.insns, prog.len,
				  gen_percent(rng, 25) ? SECCOMP_FILTER_FLAG_LOG : 0);
	}
	return ret;
}

/* ------------------------------------------------------------------ */
/* The kernel side                                                     */
/* ------------------------------------------------------------------ */

static void *map_shared(size_t size)
{
	void *p = mmap(NULL, size, PROT_READ | PROT_WRITE,
		       MAP_SHARED | MAP_ANONYMOUS, -1, 0);

	if (p == MAP_FAILED) {
		perror("kguest: mmap");
		exit(3);
	}
	return p;
}

/* Attach c's filters to the calling thread; false on failure. */
static bool attach(const struct stack_case *c)
{
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0))
		return false;
	for (size_t i = 0; i < c->n; i++) {
		struct sock_fprog prog = {
			.len = (unsigned short)seccache_filter_len(c->filters[i]),
			.filter = (struct sock_filter *)seccache_filter_insns(c->filters[i]),
		};

		if (kh_native(SYS_seccomp, SECCOMP_SET_MODE_FILTER, c->flags[i],
			      (long)&prog, 0, 0, 0))
			return false;
	}
	/* After the filters: the series pins only a task that has one. */
	return !c->pin || !kh_native(SYS_seccomp, SECCOMP_PIN_ARCHITECTURE, 0, 0, 0, 0, 0);
}

/*
 * /proc/PID/seccomp_cache of a child that attached c, into a malloc'd
 * string (NULL on failure).
 */
static char *kernel_lines(const struct stack_case *c)
{
	volatile int *ready = map_shared(sizeof(*ready));
	char path[64], *text = NULL;
	size_t size = 0;
	FILE *in, *out;
	pid_t pid;
	int ch;

	pid = fork();
	if (pid == 0) {
		alarm(60);
		if (!attach(c))
			_exit(1);
		*ready = 1;
		for (;;)
			kh_native(SYS_wait, 0, 0, 0, 0, 0, 0);
	}
	while (pid > 0 && !*ready && waitpid(pid, NULL, WNOHANG) == 0)
		usleep(1000);
	snprintf(path, sizeof(path), "/proc/%d/seccomp_cache", (int)pid);
	in = *ready ? fopen(path, "r") : NULL;
	out = open_memstream(&text, &size);
	while (in && out && (ch = getc(in)) != EOF)
		putc(ch, out);
	if (in)
		fclose(in);
	if (out)
		fclose(out);
	if (pid > 0) {
		kill(pid, SIGKILL);
		waitpid(pid, NULL, 0);
	}
	if (!*ready) {
		free(text);
		text = NULL;
	}
	munmap((void *)ready, sizeof(*ready));
	return text;
}

/* ------------------------------------------------------------------ */
/* Calls through the kernel                                            */
/* ------------------------------------------------------------------ */

enum kind { RETURNED, TRAPPED, THREAD_KILLED, PROCESS_KILLED, UNKNOWN };

static const char *const kind_names[] = {
	"returned", "trapped", "thread killed", "process killed", "no record",
};

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

/* What the worker of a child needs; one child at a time. */
static struct {
	struct shared *sh;
	const struct call *calls;
	size_t n;
	const struct stack_case *c;
	sigjmp_buf trap;
} run;

static void on_sigsys(int sig, siginfo_t *info, void *uctx)
{
	(void)sig;
	(void)uctx;
	run.sh->out[run.sh->cur].value = info->si_errno;
	run.sh->out[run.sh->cur].kind = TRAPPED;
	run.sh->cur++;
	siglongjmp(run.trap, 1);
}

/*
 * The worker: after its filters are attached it makes no syscall but the
 * test calls and SYS_wait, which the guard allows.
 */
static void *worker(void *arg)
{
	(void)arg;
	if (!attach(run.c))
		return NULL;
	sigsetjmp(run.trap, 0);
	while (run.sh->cur < run.n) {
		size_t i = run.sh->cur;

		run.sh->out[i].value = kh_call(&run.calls[i].d);
		run.sh->out[i].kind = RETURNED;
		run.sh->cur++;
	}
	run.sh->done = 1;
	for (;;)
		kh_native(SYS_wait, 0, 0, 0, 0, 0, 0);
	return NULL;
}

/* A child: workers make the calls from sh->cur on, a new one per kill. */
static void call_child(void)
{
	struct sigaction sa = { .sa_sigaction = on_sigsys,
				.sa_flags = SA_SIGINFO | SA_NODEFER };

	alarm(120);
	sigaction(SIGSYS, &sa, NULL);
	while (!run.sh->done) {
		pthread_t t;

		if (pthread_create(&t, NULL, worker, NULL))
			_exit(3);
		while (!run.sh->done && pthread_tryjoin_np(t, NULL) == EBUSY)
			usleep(200);
		if (run.sh->done)
			break;
		/* The worker died in its call: KILL_THREAD. */
		if (run.sh->cur < run.n) {
			run.sh->out[run.sh->cur].kind = THREAD_KILLED;
			run.sh->cur++;
		} else {
			_exit(4);
		}
	}
	_exit(0);
}

/* Make every call, a new child after each process kill. */
static bool make_calls(const struct stack_case *c, const struct call *calls,
		       size_t n, struct shared *sh)
{
	memset(sh, 0, sizeof(*sh));
	for (size_t i = 0; i < n; i++)
		sh->out[i].kind = UNKNOWN;
	run.sh = sh;
	run.calls = calls;
	run.n = n;
	run.c = c;
	while (sh->cur < n && !sh->done) {
		int status;
		pid_t pid = fork();

		if (pid == 0)
			call_child();
		if (pid < 0 || waitpid(pid, &status, 0) != pid)
			return false;
		if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
			break;
		if (!WIFSIGNALED(status) || WTERMSIG(status) != SIGSYS)
			return false;
		sh->out[sh->cur].kind = PROCESS_KILLED;
		sh->cur++;
	}
	return true;
}

/* ------------------------------------------------------------------ */
/* Seccomp's audit records in the kernel log                           */
/* ------------------------------------------------------------------ */

#define MAX_RECORDS (2 * MAX_CALLS)

struct records {
	char r[MAX_RECORDS][96];
	size_t n;
};

static int kmsg = -1;

/* Skip what the kernel log holds so far. */
static void kmsg_skip(void)
{
	if (kmsg < 0)
		kmsg = open("/dev/kmsg", O_RDONLY | O_NONBLOCK);
	if (kmsg >= 0)
		lseek(kmsg, 0, SEEK_END);
}

/* One record's fields that seccomp_log() decides: sig, arch, syscall, ... */
static void record_fields(const char *line, char *out, size_t size)
{
	static const char *const fields[] = { "sig=", "arch=", "syscall=", "compat=",
					      "code=" };
	size_t used = 0;

	out[0] = '\0';
	for (size_t i = 0; i < sizeof(fields) / sizeof(fields[0]) && used < size; i++) {
		const char *at = strstr(line, fields[i]);
		int w = at ? (int)strcspn(at, " \n") : 0;

		used += snprintf(out + used, size - used, "%s%.*s", i ? " " : "", w,
				 at ? at : "");
	}
}

/*
 * The seccomp records (type=1326) logged since kmsg_skip(), without the
 * pid, time and instruction pointer. kauditd writes them asynchronously:
 * read until the log has been quiet for a while.
 */
static void kmsg_records(struct records *out)
{
	char buf[1024];
	int quiet = 0;

	out->n = 0;
	while (kmsg >= 0 && quiet < 5) {
		ssize_t len = read(kmsg, buf, sizeof(buf) - 1);

		if (len <= 0) {
			if (len < 0 && errno == EPIPE)
				continue;	/* records were overwritten: read on */
			quiet++;
			usleep(20000);
			continue;
		}
		quiet = 0;
		buf[len] = '\0';
		if (strstr(buf, "type=1326") && out->n < MAX_RECORDS)
			record_fields(buf, out->r[out->n++], sizeof(out->r[0]));
	}
}

/* ------------------------------------------------------------------ */
/* Expectations                                                        */
/* ------------------------------------------------------------------ */

/*
 * Syscalls without side effects, allowed to run: getpid and its kind, by
 * name in the ABI of the call; the 32-bit uid calls where an ABI also has
 * the 16-bit ones (i386, arm).
 */
static bool harmless(uint32_t arch, uint32_t nr)
{
	static const char *const names[][2] = {
		{ "sched_yield" }, { "getpid" }, { "getppid" }, { "getpgrp" },
		{ "gettid" }, { "getuid32", "getuid" }, { "getgid32", "getgid" },
		{ "geteuid32", "geteuid" }, { "getegid32", "getegid" },
	};
	const struct seccache_arch *abi = seccache_arch_of(seccache_arch_host(), arch, nr);

	for (size_t i = 0; abi && i < sizeof(names) / sizeof(names[0]); i++) {
		uint32_t known;

		if (seccache_syscall_number(abi, names[i][0], &known, NULL) &&
		    (!names[i][1] || seccache_syscall_number(abi, names[i][1], &known, NULL)))
			continue;
		if (known == nr)
			return true;
	}
	return false;
}

/*
 * The instruction_pointer of a call of arch through kh_call(); 0 for the
 * compat ABI of an architecture other than x86_64, which cannot be called.
 */
static uint64_t call_ip(uint32_t arch)
{
#ifdef __x86_64__
	if (arch == AUDIT_ARCH_I386)
		return (uint64_t)(uintptr_t)kh_stub32_ret;
#endif
	return arch == seccache_arch_host()->audit_arch ? (uint64_t)(uintptr_t)kh_native_ret : 0;
}

/* What a call must do when the stack returns raw (__seccomp_filter()). */
static void expect(uint32_t raw, struct call *call)
{
	uint32_t eff = seccache_action_effective(raw);
	uint32_t data = eff & SECCACHE_RET_DATA;

	call->want = RETURNED;
	switch (eff & SECCACHE_RET_ACTION_FULL) {
	case SECCACHE_RET_KILL_PROCESS:
		call->want = PROCESS_KILLED;
		break;
	case SECCACHE_RET_KILL_THREAD:
		call->want = THREAD_KILLED;
		break;
	case SECCACHE_RET_TRAP:
		call->want = TRAPPED;
		call->want_value = data;
		break;
	case SECCACHE_RET_ERRNO:
		call->want_value = -(long)(data > MAX_ERRNO ? MAX_ERRNO : data);
		break;
	case SECCACHE_RET_TRACE:
	case SECCACHE_RET_USER_NOTIF:
		/* No tracer and no listener. */
		call->want_value = -ENOSYS;
		break;
	default:
		call->want_value = 1;	/* ran: not an error */
		break;
	}
}

static bool outcome_ok(const struct call *call, enum kind kind, long value)
{
	if (kind != call->want)
		return false;
	if (kind == THREAD_KILLED || kind == PROCESS_KILLED)
		return true;
	if (kind == RETURNED && call->want_value == 1)
		return value >= 0;
	return value == call->want_value;
}

/* Random arguments for a call of arch (gen_data(): 32-bit ones for a 32-bit ABI). */
static void random_call(struct gen_rng *rng, uint32_t arch, uint32_t nr,
			uint64_t ip, struct seccache_data *d)
{
	gen_data(rng, NULL, &arch, 1, d);
	d->nr = nr;
	d->instruction_pointer = ip;
}

/* ------------------------------------------------------------------ */
/* One stack                                                           */
/* ------------------------------------------------------------------ */

/* The kernel predicted: the running one, or that of the command line. */
static const struct seccache_kernel *predicted_kernel;

static int predict(const struct stack_case *c, struct seccache_stack **s,
		   struct seccache_analysis **a, char **lines)
{
	SECCACHE_OPTS(seccache_analyze_opts, opts, .mode = SECCACHE_MODE_KERNEL,
		      .kernel = predicted_kernel);
	struct seccache_error err = { 0 };
	size_t size = 0;
	FILE *out;
	int ret;

	ret = seccache_stack_new(seccache_arch_host(), s, &err);
	for (size_t i = 0; !ret && i < c->n; i++)
		ret = seccache_stack_push_flags(*s, c->filters[i], c->flags[i], &err);
	if (!ret)
		ret = seccache_analyze(*s, &opts, a, &err);
	if (ret) {
		printf("kguest: %s: %s\n", c->name, err.msg);
		return ret;
	}
	out = open_memstream(lines, &size);
	if (!out)
		return -ENOMEM;
	ret = seccache_report_proc(*a, out, &err);
	fclose(out);
	return ret;
}

/* Differential: the kernel's lines against the prediction, line for line. */
static void compare_lines(const struct stack_case *c, char *kernel, char *predicted)
{
	char *ksave, *psave;
	char *k = strtok_r(kernel, "\n", &ksave);
	char *p = strtok_r(predicted, "\n", &psave);

	while (k || p) {
		total.lines++;
		if (!k || !p || strcmp(k, p))
			failure(&total.line_mismatches, "MISMATCH %s: kernel '%s', libseccache '%s'\n",
				c->name, k ? k : "(none)", p ? p : "(none)");
		k = k ? strtok_r(NULL, "\n", &ksave) : NULL;
		p = p ? strtok_r(NULL, "\n", &psave) : NULL;
	}
}

/* Every cached slot the prediction gives, in a list for claims and calls. */
struct slot {
	const struct seccache_arch *abi;
	uint32_t nr;
	uint32_t ret;
};

static size_t cached_slots(const struct seccache_analysis *a,
			   const struct seccache_kernel *k, struct slot **out)
{
	const struct seccache_arch *abis[SECCACHE_MAX_ABIS];
	size_t n_abis = seccache_analysis_abis(a, abis), n = 0, cap = 0;
	struct slot *slots = NULL;

	for (size_t i = 0; i < n_abis; i++) {
		uint32_t size = seccache_kernel_nr_count(k, abis[i]);

		for (uint32_t j = 0; j < size; j++) {
			uint32_t nr = abis[i]->nr_base | j;
			const struct seccache_range *r =
				seccache_analysis_lookup(a, abis[i]->audit_arch, nr);

			/* The uprobe exception is the kernel's, not the filters'. */
			if (!r || !r->constant || seccache_kernel_passthrough(k, abis[i], nr))
				continue;
			if (n == cap) {
				cap = cap ? 2 * cap : 256;
				slots = realloc(slots, cap * sizeof(*slots));
				if (!slots)
					exit(3);
			}
			slots[n++] = (struct slot){ abis[i], nr, r->action };
		}
	}
	*out = slots;
	return n;
}

static void check_claims(struct gen_rng *rng, const struct stack_case *c,
			 const struct seccache_stack *s, const struct slot *slots,
			 size_t n)
{
	for (size_t i = 0; i < n; i++) {
		for (int j = 0; j < CLAIMS_PER_SLOT; j++) {
			struct seccache_data d;
			uint32_t got;

			random_call(rng, slots[i].abi->audit_arch, slots[i].nr,
				    gen_u64(rng), &d);
			got = seccache_stack_run(s, &d, NULL);
			total.claims++;
			if (got != slots[i].ret)
				failure(&total.claim_mismatches,
					"CLAIM %s: %s %u cached 0x%08x, interpreter 0x%08x\n",
					c->name, slots[i].abi->name,
					slots[i].nr - slots[i].abi->nr_base,
					slots[i].ret, got);
		}
	}
}

/* Make the calls under c, check each outcome, keep the log records. */
static void run_calls(const struct stack_case *c, const struct call *calls,
		      size_t n_calls, struct shared *sh, struct records *records)
{
	kmsg_skip();
	if (!make_calls(c, calls, n_calls, sh)) {
		failure(&total.failures, "FAILED %s: a child died otherwise\n", c->name);
		return;
	}
	kmsg_records(records);
	for (size_t i = 0; i < n_calls; i++) {
		total.calls++;
		if (!outcome_ok(&calls[i], sh->out[i].kind, sh->out[i].value))
			failure(&total.call_mismatches,
				"CALL %s: arch 0x%x nr 0x%x: %s %ld, want %s %ld\n",
				c->name, calls[i].d.arch, calls[i].d.nr,
				kind_names[sh->out[i].kind], (long)sh->out[i].value,
				kind_names[calls[i].want], calls[i].want_value);
	}
}

static void compare_records(const struct stack_case *c, const struct records *cached,
			    const struct records *uncached)
{
	size_t n = cached->n > uncached->n ? cached->n : uncached->n;

	for (size_t i = 0; i < n; i++) {
		const char *a = i < cached->n ? cached->r[i] : "(none)";
		const char *b = i < uncached->n ? uncached->r[i] : "(none)";

		total.records++;
		if (strcmp(a, b))
			failure(&total.record_mismatches,
				"RECORD %s #%zu: cached '%s', filters run '%s'\n",
				c->name, i, a, b);
	}
}

static void check_calls(struct gen_rng *rng, const struct stack_case *c,
			const struct seccache_stack *s, const struct slot *slots,
			size_t n, struct shared *sh)
{
	static struct call calls[MAX_CALLS];
	static struct records cached_records, uncached_records;
	struct stack_case u;
	size_t n_calls = 0;

	for (size_t i = 0; i < n && n_calls + CALLS_PER_SLOT <= MAX_CALLS; i++) {
		const struct slot *sl = &slots[gen_below(rng, n)];
		uint32_t action = seccache_action_effective(sl->ret) & SECCACHE_RET_ACTION_FULL;
		uint64_t ip = call_ip(sl->abi->audit_arch);

		if (!ip || ((action == SECCACHE_RET_ALLOW || action == SECCACHE_RET_LOG) &&
			    !harmless(sl->abi->audit_arch, sl->nr)))
			continue;
		for (int j = 0; j < CALLS_PER_SLOT; j++) {
			struct call *call = &calls[n_calls++];

			random_call(rng, sl->abi->audit_arch, sl->nr, ip, &call->d);
			expect(seccache_stack_run(s, &call->d, NULL), call);
		}
	}
	run_calls(c, calls, n_calls, sh, &cached_records);
	if (uncached_case(c, &u) == 0) {
		run_calls(&u, calls, n_calls, sh, &uncached_records);
		seccache_filter_free(u.filters[0]);
		compare_records(c, &cached_records, &uncached_records);
	}
}

/* ------------------------------------------------------------------ */
/* The architecture pin                                                */
/* ------------------------------------------------------------------ */

/* Whether the running kernel pins (the series); probe_pin() decides. */
static bool can_pin;

/*
 * A child pins before it has a filter (the series refuses: -EINVAL), then
 * after one; exit status 0 if both went as the fixed series has them, 1 if
 * pinning is not there at all, 2 if it pinned a task without a filter.
 */
static void probe_pin(bool series)
{
	static const struct seccache_insn allow[] = {
		{ BPF_RET | BPF_K, 0, 0, SECCOMP_RET_ALLOW },
	};
	struct sock_fprog prog = { .len = 1, .filter = (struct sock_filter *)allow };
	int status = -1;
	pid_t pid = fork();

	if (pid == 0) {
		long early, late;

		if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0))
			_exit(3);
		early = kh_native(SYS_seccomp, SECCOMP_PIN_ARCHITECTURE, 0, 0, 0, 0, 0);
		if (kh_native(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, (long)&prog, 0, 0, 0))
			_exit(3);
		late = kh_native(SYS_seccomp, SECCOMP_PIN_ARCHITECTURE, 0, 0, 0, 0, 0);
		_exit(late ? 1 : early != -EINVAL ? 2 : 0);
	}
	if (pid > 0)
		waitpid(pid, &status, 0);
	can_pin = WIFEXITED(status) && WEXITSTATUS(status) == 0;
	if (WIFEXITED(status) && WEXITSTATUS(status) == 2)
		failure(&total.failures, "PIN: a task without a filter could pin\n");
	else if (series && !can_pin)
		failure(&total.failures, "PIN: the series kernel does not pin (status %#x)\n",
			status);
}

static void note_wide_shift(void *ctx, uint32_t pc, const struct seccache_insn *insn,
			    uint32_t a, uint32_t x)
{
	(void)pc;
	(void)a;
	if ((insn->code == (BPF_ALU | BPF_LSH | BPF_X) ||
	     insn->code == (BPF_ALU | BPF_RSH | BPF_X)) && x >= 32)
		*(bool *)ctx = true;
}

/*
 * Whether d makes a filter of c shift by an X of 32 or more: what such a
 * call does is the JIT's to say, which seccache_stack_run() does not model.
 * The cache never holds such a result (patch 4); pinned calls run the
 * filters.
 */
static bool shifts_wide(const struct stack_case *c, const struct seccache_data *d)
{
	bool wide = false;

	for (size_t i = 0; i < c->n && !wide; i++)
		seccache_filter_run_trace(c->filters[i], d, note_wide_shift, &wide);
	return wide;
}

#define MAX_PIN_PROBES	13

struct probe {
	uint32_t arch, nr;
};

static size_t add_probe(struct probe *out, size_t n, const struct seccache_arch *abi,
			uint32_t nr)
{
	out[n] = (struct probe){ abi->audit_arch, nr & NR_SEEN };
	return n + 1;
}

/* abi's number of name, which it has. */
static uint32_t number_of(const struct seccache_arch *abi, const char *name)
{
	uint32_t nr = 0;

	seccache_syscall_number(abi, name, &nr, NULL);
	return nr;
}

/*
 * Numbers of every ABI the native one can call and of none, for a stack
 * pinned to it in kernel k (the series, which caches x32): the native
 * getpid and getppid, its first invalid number, 1000 and huge ones; x32's
 * getpid, last and first invalid numbers and 1000; the compat getpid and
 * -1 where compat calls can be made. Into out; returns their count.
 */
static size_t pin_probes(const struct seccache_kernel *k, const struct seccache_arch *native,
			 struct probe out[MAX_PIN_PROBES])
{
	const struct seccache_arch *x32 = native->x32, *compat = native->compat;
	size_t n = 0;

	n = add_probe(out, n, native, number_of(native, "getpid"));
	n = add_probe(out, n, native, number_of(native, "getppid"));
	n = add_probe(out, n, native, seccache_kernel_nr_count(k, native));
	n = add_probe(out, n, native, 1000);
	n = add_probe(out, n, native, 0x3fffffff);
	n = add_probe(out, n, native, 0xffffffff);
	n = add_probe(out, n, native, 0x80000000);
	if (x32) {
		uint32_t end = x32->nr_base + seccache_kernel_nr_count(k, x32);

		n = add_probe(out, n, x32, number_of(x32, "getpid"));
		n = add_probe(out, n, x32, end - 1);
		n = add_probe(out, n, x32, end);
		n = add_probe(out, n, x32, x32->nr_base | 1000);
	}
	if (compat && call_ip(compat->audit_arch)) {
		n = add_probe(out, n, compat, number_of(compat, "getpid"));
		n = add_probe(out, n, compat, 0xffffffff);
	}
	return n;
}

/*
 * c pinned to the native ABI after its filters: each probe does what the
 * pinned stack's seccache_stack_run() says, a call that runs returning
 * -ENOSYS where there is no such syscall. Calls that would run a syscall
 * with side effects are not made.
 */
static void check_pinned_calls(struct gen_rng *rng, const struct stack_case *c,
			       struct shared *sh)
{
	static struct call calls[MAX_PIN_PROBES];
	static struct records records;
	const struct seccache_arch *native = seccache_arch_host();
	struct seccache_stack *s = NULL;
	struct probe probes[MAX_PIN_PROBES];
	struct stack_case p = *c;
	size_t n_calls = 0, n_probes;
	int ret;

	/* The running kernel's tables: the pin counts them. */
	ret = seccache_stack_new(native, &s, NULL);
	for (size_t i = 0; !ret && i < c->n; i++)
		ret = seccache_stack_push_flags(s, c->filters[i], c->flags[i], NULL);
	if (!ret)
		ret = seccache_stack_pin(s, native, NULL);
	if (ret) {
		failure(&total.failures, "FAILED %s: no pinned stack\n", c->name);
		seccache_stack_free(s);
		return;
	}
	n_probes = pin_probes(seccache_stack_kernel(s), native, probes);
	for (size_t i = 0; i < n_probes; i++) {
		struct call *call = &calls[n_calls];
		uint32_t arch = probes[i].arch, nr = probes[i].nr, raw, action;
		const struct seccache_arch *abi = seccache_arch_of(native, arch, nr);
		bool exists = seccache_kernel_has_syscall(seccache_stack_kernel(s), abi, nr);

		random_call(rng, arch, nr, call_ip(arch), &call->d);
		if (!JIT_SHIFTS_AS_INTERP && shifts_wide(c, &call->d))
			continue;
		raw = seccache_stack_run(s, &call->d, NULL);
		expect(raw, call);
		action = seccache_action_effective(raw) & SECCACHE_RET_ACTION_FULL;
		if (action == SECCACHE_RET_ALLOW || action == SECCACHE_RET_LOG) {
			if (exists && !harmless(arch, nr))
				continue;
			if (!exists)
				call->want_value = -ENOSYS;
		}
		n_calls++;
	}
	p.pin = true;
	snprintf(p.name, sizeof(p.name), "%.50s, pinned", c->name);
	kmsg_skip();
	if (!make_calls(&p, calls, n_calls, sh)) {
		failure(&total.failures, "FAILED %s: a child died otherwise\n", p.name);
	} else {
		/* Drained, so that the next stack's records are its own. */
		kmsg_records(&records);
		for (size_t i = 0; i < n_calls; i++) {
			total.pinned_calls++;
			if (!outcome_ok(&calls[i], sh->out[i].kind, sh->out[i].value))
				failure(&total.pinned_mismatches,
					"PINNED %s: arch 0x%x nr 0x%x: %s %ld, want %s %ld\n",
					c->name, calls[i].d.arch, calls[i].d.nr,
					kind_names[sh->out[i].kind], (long)sh->out[i].value,
					kind_names[calls[i].want], calls[i].want_value);
		}
	}
	seccache_stack_free(s);
}

static void check_stack(struct gen_rng *rng, const struct stack_case *c,
			struct shared *sh)
{
	struct seccache_stack *s = NULL;
	struct seccache_analysis *a = NULL;
	char *predicted = NULL, *kernel;
	struct slot *slots = NULL;
	size_t n;

	total.stacks++;
	if (predict(c, &s, &a, &predicted)) {
		failure(&total.failures, "FAILED %s: no prediction\n", c->name);
		goto out;
	}
	kernel = kernel_lines(c);
	if (!kernel) {
		failure(&total.failures, "FAILED %s: cannot attach or read the cache\n",
			c->name);
		goto out;
	}
	compare_lines(c, kernel, predicted);
	free(kernel);
	n = cached_slots(a, seccache_analysis_kernel(a), &slots);
	check_claims(rng, c, s, slots, n);
	if (n)
		check_calls(rng, c, s, slots, n < MAX_CALL_SLOTS ? n : MAX_CALL_SLOTS, sh);
	if (c->hostile && can_pin)
		check_pinned_calls(rng, c, sh);
out:
	free(slots);
	free(predicted);
	seccache_analysis_free(a);
	seccache_stack_free(s);
}

/* ------------------------------------------------------------------ */

static int example_cases(const char *dir, struct stack_case *cases)
{
	static const char *const files[] = { "container.json", "denylist.json",
					     "minimal.json" };
	size_t n = 0;

	for (size_t i = 0; i < 3; i++, n++) {
		snprintf(cases[n].name, sizeof(cases[n].name), "%s", files[i]);
		if (add_profile(&cases[n], dir, files[i], 0))
			return -1;
	}
	/* Two profiles stacked, the newer one logging. */
	snprintf(cases[n].name, sizeof(cases[n].name), "container.json + denylist.json");
	if (add_profile(&cases[n], dir, "container.json", 0) ||
	    add_profile(&cases[n], dir, "denylist.json", SECCOMP_FILTER_FLAG_LOG))
		return -1;
	return (int)n + 1;
}

int main(int argc, char **argv)
{
	static struct stack_case examples[4];
	struct shared *sh = map_shared(sizeof(*sh));
	unsigned long stacks = argc > 2 ? strtoul(argv[2], NULL, 0) : 0;
	uint64_t seed = argc > 3 ? strtoull(argv[3], NULL, 0) : 1;
	struct gen_rng rng;
	int n_examples;
	unsigned long n_hostile = 0;

	static struct seccache_kernel release, running;

	if (argc < 3 || !stacks ||
	    (argc > 4 && seccache_kernel_parse(argv[4], &release, NULL))) {
		fprintf(stderr, "usage: kguest DIR STACKS [SEED [RELEASE]]\n");
		return 2;
	}
	if (argc > 4)
		predicted_kernel = &release;
	setvbuf(stdout, NULL, _IOLBF, 0);
	guard_init(seccache_arch_host());
	gen_seed(&rng, seed);
	n_examples = example_cases(argv[1], examples);
	if (n_examples < 0)
		return 3;
	for (int i = 0; i < n_examples; i++) {
		check_stack(&rng, &examples[i], sh);
		free_case(&examples[i]);
	}
	probe_pin(!seccache_kernel_running(&running, NULL) && running.series);
	/* The hostile family: each kind and variant alone, then stacked. */
	for (unsigned int kind = 0; kind < GEN_HOSTILE_KINDS; kind++) {
		for (unsigned int v = 0; v < gen_hostile_variants(kind); v++) {
			struct stack_case c = { 0 };

			if (hostile_single(&rng, kind, v, n_hostile++, &c) == 0)
				check_stack(&rng, &c, sh);
			else
				total.failures++;
			free_case(&c);
		}
	}
	for (unsigned long i = 0; i < stacks / 10; i++, n_hostile++) {
		struct stack_case c = { 0 };

		if (hostile_stack(&rng, i, &c) == 0)
			check_stack(&rng, &c, sh);
		else
			total.failures++;
		free_case(&c);
	}
	total.hostile = n_hostile;
	for (unsigned long i = 0; i < stacks; i++) {
		struct stack_case c = { 0 };

		if (random_case(&rng, i, &c) == 0)
			check_stack(&rng, &c, sh);
		else
			total.failures++;
		free_case(&c);
	}
	printf("SUMMARY %lu stacks (%lu hostile, seed %llu): %lu /proc lines compared, "
	       "%lu mismatches; %lu claims, %lu mismatches; %lu calls, %lu mismatches; "
	       "%lu pinned calls, %lu mismatches; "
	       "%lu log records, %lu mismatches; %lu failures\n",
	       total.stacks, total.hostile, (unsigned long long)seed, total.lines,
	       total.line_mismatches, total.claims, total.claim_mismatches, total.calls,
	       total.call_mismatches, total.pinned_calls, total.pinned_mismatches,
	       total.records, total.record_mismatches, total.failures);
	return total.line_mismatches || total.claim_mismatches ||
	       total.call_mismatches || total.pinned_mismatches ||
	       total.record_mismatches || total.failures ? 1 : 0;
}
