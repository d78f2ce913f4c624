/* SPDX-License-Identifier: MIT */
/*
 * bench_engine.c - seccache bench --engine: how fast seccache_check()
 * answers one seccomp_data beside the reference interpreter, libpcap's
 * bpf_filter() and a bare bitmap test, on a container-like profile built
 * here with libseccomp; and how long the precise analysis of all ABIs takes
 * beside the kernel's loop that emulates every number separately, and
 * for each SOURCE given. Every ratio compares measurements of the same run.
 */
#include <errno.h>
#include <seccomp.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>

#include "array_size.h"
#include "bench.h"
#include "cmds.h"
#include "messages.h"
#include "options.h"
#include "stack_load.h"
#include "seccache.h"

/* Meson only finds libpcap when its headers are there. */
#if __has_include(<pcap/bpf.h>)
#include <pcap/bpf.h>
#define HAVE_PCAP 1
#endif

#define N_INPUTS 1024		/* a power of two: inputs are picked by i & mask */
#define BITMAP_BITS 1024
#define TARGET_NS 100000000ULL	/* per timed run */

/* Roughly Docker's default allow list; names libseccomp lacks are skipped. */
static const char *const allowed[] = {
	"accept", "accept4", "access", "adjtimex", "alarm", "bind", "brk",
	"capget", "capset", "chdir", "chmod", "chown", "chown32", "clock_adjtime",
	"clock_adjtime64", "clock_getres", "clock_getres_time64", "clock_gettime",
	"clock_gettime64", "clock_nanosleep", "clock_nanosleep_time64", "close",
	"close_range", "connect", "copy_file_range", "creat", "dup", "dup2", "dup3",
	"epoll_create", "epoll_create1", "epoll_ctl", "epoll_ctl_old", "epoll_pwait",
	"epoll_pwait2", "epoll_wait", "epoll_wait_old", "eventfd", "eventfd2",
	"execve", "execveat", "exit", "exit_group", "faccessat", "faccessat2",
	"fadvise64", "fadvise64_64", "fallocate", "fanotify_mark", "fchdir",
	"fchmod", "fchmodat", "fchown", "fchown32", "fchownat", "fcntl", "fcntl64",
	"fdatasync", "fgetxattr", "flistxattr", "flock", "fork", "fremovexattr",
	"fsetxattr", "fstat", "fstat64", "fstatat64", "fstatfs", "fstatfs64",
	"fsync", "ftruncate", "ftruncate64", "futex", "futex_time64",
	"futex_waitv", "futimesat", "getcpu", "getcwd", "getdents", "getdents64",
	"getegid", "getegid32", "geteuid", "geteuid32", "getgid", "getgid32",
	"getgroups", "getgroups32", "getitimer", "getpeername", "getpgid",
	"getpgrp", "getpid", "getppid", "getpriority", "getrandom", "getresgid",
	"getresgid32", "getresuid", "getresuid32", "getrlimit", "get_robust_list",
	"getrusage", "getsid", "getsockname", "getsockopt", "get_thread_area",
	"gettid", "gettimeofday", "getuid", "getuid32", "getxattr",
	"inotify_add_watch", "inotify_init", "inotify_init1", "inotify_rm_watch",
	"io_cancel", "ioctl", "io_destroy", "io_getevents", "io_pgetevents",
	"io_pgetevents_time64", "ioprio_get", "ioprio_set", "io_setup",
	"io_submit", "io_uring_enter", "io_uring_register", "io_uring_setup",
	"ipc", "kill", "landlock_add_rule", "landlock_create_ruleset",
	"landlock_restrict_self", "lchown", "lchown32", "lgetxattr", "link",
	"linkat", "listen", "listxattr", "llistxattr", "_llseek", "lremovexattr",
	"lseek", "lsetxattr", "lstat", "lstat64", "madvise", "membarrier",
	"memfd_create", "memfd_secret", "mincore", "mkdir", "mkdirat", "mknod",
	"mknodat", "mlock", "mlock2", "mlockall", "mmap", "mmap2", "mprotect",
	"mq_getsetattr", "mq_notify", "mq_open", "mq_timedreceive",
	"mq_timedreceive_time64", "mq_timedsend", "mq_timedsend_time64",
	"mq_unlink", "mremap", "msgctl", "msgget", "msgrcv", "msgsnd", "msync",
	"munlock", "munlockall", "munmap", "name_to_handle_at", "nanosleep",
	"newfstatat", "_newselect", "open", "openat", "openat2", "pause",
	"pidfd_open", "pidfd_send_signal", "pipe", "pipe2", "pkey_alloc",
	"pkey_free", "pkey_mprotect", "poll", "ppoll", "ppoll_time64", "prctl",
	"pread64", "preadv", "preadv2", "prlimit64", "process_mrelease", "pselect6",
	"pselect6_time64", "pwrite64", "pwritev", "pwritev2", "read", "readahead",
	"readlink", "readlinkat", "readv", "recv", "recvfrom", "recvmmsg",
	"recvmmsg_time64", "recvmsg", "remap_file_pages", "removexattr", "rename",
	"renameat", "renameat2", "restart_syscall", "rmdir", "rseq",
	"rt_sigaction", "rt_sigpending", "rt_sigprocmask", "rt_sigqueueinfo",
	"rt_sigreturn", "rt_sigsuspend", "rt_sigtimedwait", "rt_sigtimedwait_time64",
	"rt_tgsigqueueinfo", "sched_getaffinity", "sched_getattr",
	"sched_getparam", "sched_get_priority_max", "sched_get_priority_min",
	"sched_getscheduler", "sched_rr_get_interval", "sched_rr_get_interval_time64",
	"sched_setaffinity", "sched_setattr", "sched_setparam", "sched_setscheduler",
	"sched_yield", "seccomp", "select", "semctl", "semget", "semop",
	"semtimedop", "semtimedop_time64", "send", "sendfile", "sendfile64",
	"sendmmsg", "sendmsg", "sendto", "setfsgid", "setfsgid32", "setfsuid",
	"setfsuid32", "setgid", "setgid32", "setgroups", "setgroups32",
	"setitimer", "setpgid", "setpriority", "setregid", "setregid32",
	"setresgid", "setresgid32", "setresuid", "setresuid32", "setreuid",
	"setreuid32", "setrlimit", "set_robust_list", "setsid", "setsockopt",
	"set_thread_area", "set_tid_address", "setuid", "setuid32", "setxattr",
	"shmat", "shmctl", "shmdt", "shmget", "shutdown", "sigaltstack",
	"signalfd", "signalfd4", "sigprocmask", "sigreturn", "socketcall",
	"socketpair", "splice", "stat", "stat64", "statfs", "statfs64", "statx",
	"symlink", "symlinkat", "sync", "sync_file_range", "syncfs", "sysinfo",
	"tee", "tgkill", "time", "timer_create", "timer_delete", "timer_getoverrun",
	"timer_gettime", "timer_gettime64", "timer_settime", "timer_settime64",
	"timerfd_create", "timerfd_gettime", "timerfd_gettime64", "timerfd_settime",
	"timerfd_settime64", "times", "tkill", "truncate", "truncate64", "ugetrlimit",
	"umask", "uname", "unlink", "unlinkat", "utime", "utimensat",
	"utimensat_time64", "utimes", "vfork", "vmsplice", "wait4", "waitid",
	"waitpid", "write", "writev", "arch_prctl", "modify_ldt", "chroot",
};

/* personality() values Docker allows. */
static const uint64_t personas[] = { 0x0, 0x8, 0x20000, 0x20008, 0xffffffff };

#define CLONE_NS_FLAGS 0x7e020000ULL	/* CLONE_NEW{NS,CGROUP,UTS,IPC,USER,PID,NET} */
#define AF_VSOCK_NR 40

struct input_set {
	const char *name;
	struct seccache_data d[N_INPUTS];
	uint32_t be[N_INPUTS][SECCACHE_DATA_SIZE / 4];	/* d, every 32-bit word byte-swapped */
	uint32_t expect[N_INPUTS];	/* seccache_stack_run()'s answer */
};

struct engine_ctx {
	const struct seccache_stack *s;
	const struct input_set *in;
	uint32_t native_audit;
	unsigned long bitmap[BITMAP_BITS / (8 * sizeof(unsigned long))];
#ifdef HAVE_PCAP
	const struct bpf_insn *pcap;
#endif
};

static uint64_t loop_check(const struct engine_ctx *e, size_t iters)
{
	uint64_t acc = 0;
	uint32_t action;
	size_t i;

	for (i = 0; i < iters; i++) {
		seccache_check(e->s, &e->in->d[i & (N_INPUTS - 1)], &action);
		acc += action;
	}
	return acc;
}

static uint64_t loop_reference(const struct engine_ctx *e, size_t iters)
{
	uint64_t acc = 0;
	size_t i;

	for (i = 0; i < iters; i++)
		acc += seccache_stack_run(e->s, &e->in->d[i & (N_INPUTS - 1)], NULL);
	return acc;
}

#ifdef HAVE_PCAP
static uint64_t loop_pcap(const struct engine_ctx *e, size_t iters)
{
	uint64_t acc = 0;
	size_t i;

	for (i = 0; i < iters; i++)
		acc += bpf_filter(e->pcap, (const u_char *)e->in->be[i & (N_INPUTS - 1)],
				  SECCACHE_DATA_SIZE, SECCACHE_DATA_SIZE);
	return acc;
}
#endif

/* What the kernel's fast path does: arch check, bounds check, test_bit. */
static uint64_t loop_bitmap(const struct engine_ctx *e, size_t iters)
{
	const size_t bits = 8 * sizeof(unsigned long);
	uint64_t acc = 0;
	size_t i;

	for (i = 0; i < iters; i++) {
		const struct seccache_data *d = &e->in->d[i & (N_INPUTS - 1)];

		acc += d->arch == e->native_audit && d->nr < BITMAP_BITS &&
		       (e->bitmap[d->nr / bits] >> (d->nr % bits) & 1);
	}
	return acc;
}

struct engine {
	const char *name;
	uint64_t (*loop)(const struct engine_ctx *e, size_t iters);
	bool constant_only;
};

static const struct engine engines[] = {
	{ "seccache_check", loop_check, false },
	{ "seccache_stack_run (reference)", loop_reference, false },
#ifdef HAVE_PCAP
	{ "libpcap bpf_filter", loop_pcap, false },
#endif
	{ "bare bitmap test_bit", loop_bitmap, true },
};

/*
 * CPU time of one run of iters calls. The loop's result goes to a volatile
 * so that the compiler keeps the calls.
 */
static uint64_t timed_run(const struct engine *eng, const struct engine_ctx *e,
			  size_t iters)
{
	uint64_t t = bench_now(CLOCK_THREAD_CPUTIME_ID);
	volatile uint64_t sink = eng->loop(e, iters);

	(void)sink;
	return bench_now(CLOCK_THREAD_CPUTIME_ID) - t;
}

/* Iterations for one run of about TARGET_NS of this thread's CPU time. */
static size_t scale(const struct engine *eng, const struct engine_ctx *e)
{
	size_t iters = N_INPUTS;
	uint64_t t;

	for (;;) {
		t = timed_run(eng, e, iters);
		if (t >= TARGET_NS / 10 || iters > ((size_t)1 << 40))
			break;
		iters *= 2;
	}
	return (size_t)((double)iters * (double)TARGET_NS / (double)(t ? t : 1));
}

static double time_loop(const struct engine *eng, const struct engine_ctx *e, size_t iters)
{
	return (double)timed_run(eng, e, iters) / (double)iters;
}

static uint32_t rnd(uint64_t *state)
{
	*state ^= *state << 13;
	*state ^= *state >> 7;
	*state ^= *state << 17;
	return (uint32_t)(*state >> 16);
}

static int build_profile(struct seccache_stack **out, unsigned int *n_allowed,
			 unsigned int *n_arg_rules)
{
	struct seccache_error err = { 0 };
	struct seccache_filter *f = NULL;
	scmp_filter_ctx ctx;
	size_t i;
	int ret = -ENOMEM;

	*n_allowed = *n_arg_rules = 0;
	ctx = seccomp_init(SCMP_ACT_ERRNO(EPERM));
	if (!ctx)
		return -ENOMEM;
	if (seccomp_arch_add(ctx, SCMP_ARCH_X86) < 0 ||
	    seccomp_arch_add(ctx, SCMP_ARCH_X32) < 0)
		goto out;
	for (i = 0; i < ARRAY_SIZE(allowed); i++) {
		int nr = seccomp_syscall_resolve_name(allowed[i]);

		if (nr == __NR_SCMP_ERROR)
			continue;
		ret = seccomp_rule_add(ctx, SCMP_ACT_ALLOW, nr, 0);
		if (ret < 0)
			goto out;
		/* Negative: a pseudo number for a call only other ABIs have. */
		*n_allowed += nr >= 0;
	}
	for (i = 0; i < ARRAY_SIZE(personas); i++) {
		ret = seccomp_rule_add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(personality), 1,
				       SCMP_A0(SCMP_CMP_EQ, personas[i], 0));
		if (ret < 0)
			goto out;
	}
	ret = seccomp_rule_add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(clone), 1,
			       SCMP_A0(SCMP_CMP_MASKED_EQ, CLONE_NS_FLAGS, 0));
	if (!ret)
		ret = seccomp_rule_add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(socket), 1,
				       SCMP_A0(SCMP_CMP_NE, AF_VSOCK_NR, 0));
	if (!ret)
		ret = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), 0);
	if (ret < 0)
		goto out;
	*n_arg_rules = ARRAY_SIZE(personas) + 2;
	ret = seccache_filter_from_scmp(ctx, &f, &err);
	if (!ret)
		ret = seccache_stack_new(NULL, out, &err);
	if (!ret) {
		/* libpcap runs the filter alone: compare with the filter's results. */
		seccache_stack_set_kernel(*out, NULL, NULL);
		ret = seccache_stack_push(*out, f, &err);
		if (ret)
			seccache_stack_free(*out);
	}
	if (ret && err.msg[0])
		errorf("bench: profile: %s", err.msg);
out:
	seccache_filter_free(f);
	seccomp_release(ctx);
	return ret;
}

/* An argument-dependent input: the profile's rule arguments and near misses. */
static void args_input(struct seccache_data *d, uint64_t *st)
{
	static const char *const names[] = { "personality", "clone", "socket" };
	const char *name = names[rnd(st) % ARRAY_SIZE(names)];

	d->nr = (uint32_t)seccomp_syscall_resolve_name(name);
	d->args[0] = rnd(st);
	switch (rnd(st) % 3) {
	case 0:
		d->args[0] = personas[rnd(st) % ARRAY_SIZE(personas)];
		break;
	case 1:
		d->args[0] = rnd(st) % 2 ? AF_VSOCK_NR : 2;
		break;
	default:
		d->args[0] &= rnd(st) % 2 ? ~CLONE_NS_FLAGS : ~0ULL;
	}
}

/*
 * Inputs of one kind, per the precise analysis: constant ones are mostly
 * allowed calls (what a running container makes), some denied numbers.
 */
static void make_inputs(struct input_set *in, bool constant, const struct seccache_stack *s,
			const struct seccache_analysis *a, const int *allowed_nrs,
			size_t n_allowed, uint64_t *st)
{
	uint32_t audit = seccache_stack_arch(s)->audit_arch;
	size_t i, w;

	for (i = 0; i < N_INPUTS; i++) {
		struct seccache_data *d = &in->d[i];
		const struct seccache_range *r;

		do {
			memset(d, 0, sizeof(*d));
			d->arch = audit;
			d->instruction_pointer = 0x7f0000001000ULL + rnd(st);
			for (w = 0; w < SECCACHE_NR_ARGS; w++)
				d->args[w] = rnd(st);
			if (!constant)
				args_input(d, st);
			else if (rnd(st) % 10)
				d->nr = (uint32_t)allowed_nrs[rnd(st) % n_allowed];
			else
				d->nr = rnd(st) % 460;
			r = seccache_analysis_lookup(a, audit, d->nr);
		} while (!r || r->constant != constant);
		in->expect[i] = seccache_stack_run(s, d, NULL);
		memcpy(in->be[i], d, sizeof(*d));
		for (w = 0; w < SECCACHE_DATA_SIZE / 4; w++)
			in->be[i][w] = __builtin_bswap32(in->be[i][w]);
	}
}

/* Every engine gives seccache_stack_run()'s answer on every input. */
static int verify(struct engine_ctx *e, const struct input_set *in, unsigned int *from_tables)
{
	size_t i;

	*from_tables = 0;
	for (i = 0; i < N_INPUTS; i++) {
		uint32_t got;
		int t = seccache_check(e->s, &in->d[i], &got);

		*from_tables += t == 1;
		if (t < 0 || got != in->expect[i]) {
			errorf("bench: %s input %zu (nr %u): seccache_check "
				"%#x, reference %#x", in->name, i, in->d[i].nr, got,
				in->expect[i]);
			return -1;
		}
#ifdef HAVE_PCAP
		got = bpf_filter(e->pcap, (const u_char *)in->be[i], SECCACHE_DATA_SIZE,
				 SECCACHE_DATA_SIZE);
		if (got != in->expect[i]) {
			errorf("bench: %s input %zu (nr %u): bpf_filter "
				"%#x, reference %#x", in->name, i, in->d[i].nr, got,
				in->expect[i]);
			return -1;
		}
#endif
	}
	return 0;
}

/* value against its target (unit "x" for a ratio), printed and into list. */
static bool target(const struct bench_opts *o, json_t *list, const char *what,
		   double value, const char *unit, const char *op, double want)
{
	bool good = !strcmp(op, ">=") ? value >= want :
		    !strcmp(op, "<=") ? value <= want : value < want;

	fprintf(o->out, "  %-44s %7.2f%s  (target %s %g%s) %s\n", what, value, unit, op,
		want, unit, good ? "✔️" : "❌");
	json_array_append_new(list, json_pack("{s:s, s:f, s:s, s:s, s:f, s:b}", "what", what,
					      "value", value, "unit", unit, "op", op,
					      "target", want, "met", good));
	return good;
}

/* Analysis time in ms for one mode, repeated. */
static int time_analysis(const struct bench_opts *o, const struct seccache_stack *s,
			 enum seccache_mode mode, double *ms, unsigned int n)
{
	SECCACHE_OPTS(seccache_analyze_opts, opts, .mode = mode);
	struct seccache_error err = { 0 };
	unsigned int r;

	for (r = 0; r < n; r++) {
		struct seccache_analysis *a;
		uint64_t t = bench_now(CLOCK_THREAD_CPUTIME_ID);
		int ret = seccache_analyze(s, &opts, &a, &err);

		ms[r] = (double)(bench_now(CLOCK_THREAD_CPUTIME_ID) - t) / 1e6;
		if (ret) {
			fprintf(o->out, "seccache bench: analysis: %s\n",
				err.msg[0] ? err.msg : strerror(-ret));
			return -1;
		}
		seccache_analysis_free(a);
	}
	return 0;
}

/*
 * The precise analysis of each of the n SOURCEs, a stack of its own, as
 * often as o->repeat says: each median printed and into doc, and the
 * slowest of them in *worst. Returns an exit code.
 */
static int time_sources(const struct bench_opts *o, char *const *sources, int n,
			const struct arch_list *arches, json_t *doc, double *worst)
{
	json_t *list = json_array();
	unsigned int reps = o->repeat;
	double ms[64];
	int ret = EXIT_OK;

	if (reps > ARRAY_SIZE(ms))
		reps = ARRAY_SIZE(ms);
	fprintf(o->out, "Precise analysis of each SOURCE, all its ABIs (median of %u):\n", reps);
	*worst = 0;
	for (int i = 0; i < n && ret == EXIT_OK; i++) {
		struct seccache_stack *s;
		struct bench_stat st;

		ret = load_stack(&sources[i], 1, arches, &s);
		if (ret)
			break;
		if (time_analysis(o, s, SECCACHE_MODE_PRECISE, ms, reps))
			ret = EXIT_SYSTEM;
		seccache_stack_free(s);
		if (ret)
			break;
		st = bench_stat(ms, reps);
		fprintf(o->out, "  %-56s %7.3f ms\n", sources[i], st.median);
		json_array_append_new(list, json_pack("{s:s, s:o}", "source", sources[i],
						      "precise_ms", bench_stat_json(st, ms, reps)));
		if (st.median > *worst)
			*worst = st.median;
	}
	json_object_set_new(doc, "sources", list);
	return ret;
}

/* One run of the engine benchmark: the profile, its inputs, what was timed. */
struct engine_bench {
	struct seccache_stack *s;
	struct seccache_analysis *a;
	struct input_set *sets;		/* [0] constant, [1] argument-dependent */
	struct engine_ctx e;
	unsigned int n_allowed, n_rules, from_tables[2];
	size_t len;			/* the profile's instructions */
	double ns[ARRAY_SIZE(engines)][2];	/* median ns per call, per input set */
	struct bench_stat precise, kernel_loop;	/* analysis times, ms */
};

/*
 * The bitmap of numbers the profile allows constantly, and up to max of
 * them into nrs, for the constant inputs; returns how many.
 */
static size_t allowed_numbers(struct engine_bench *b, int *nrs, size_t max)
{
	const struct seccache_range *ranges;
	size_t n_ranges = seccache_analysis_ranges(b->a, b->e.native_audit, &ranges), n = 0;

	for (size_t i = 0; i < n_ranges; i++) {
		if (!ranges[i].constant || ranges[i].action != SECCACHE_RET_ALLOW)
			continue;
		for (uint32_t nr = ranges[i].first; nr <= ranges[i].last && nr < BITMAP_BITS; nr++) {
			b->e.bitmap[nr / (8 * sizeof(unsigned long))] |=
				1UL << (nr % (8 * sizeof(unsigned long)));
			if (n < max)
				nrs[n++] = (int)nr;
		}
	}
	return n;
}

/*
 * The container profile built and analysed, its two input sets made and
 * every engine's answers verified on them. Returns an exit code after
 * printing why.
 */
static int prepare_bench(struct engine_bench *b)
{
	SECCACHE_OPTS(seccache_analyze_opts, popts, .mode = SECCACHE_MODE_PRECISE);
	struct seccache_error err = { 0 };
	int nrs[ARRAY_SIZE(allowed)];
	uint64_t st = 0x9e3779b97f4a7c15ULL;
	size_t n_nrs;

	b->sets = calloc(2, sizeof(*b->sets));
	if (!b->sets || build_profile(&b->s, &b->n_allowed, &b->n_rules)) {
		errorf("bench: could not build the container profile");
		return EXIT_SYSTEM;
	}
	b->sets[0].name = "constant";
	b->sets[1].name = "argument-dependent";
	b->e.s = b->s;
	b->e.native_audit = seccache_stack_arch(b->s)->audit_arch;
	b->len = seccache_filter_len(seccache_stack_filter(b->s, 0));
#ifdef HAVE_PCAP
	/* struct bpf_insn has struct sock_filter's layout. */
	b->e.pcap = (const struct bpf_insn *)seccache_filter_insns(seccache_stack_filter(b->s, 0));
#endif
	if (seccache_analyze(b->s, &popts, &b->a, &err) || seccache_stack_prepare(b->s, &err)) {
		errorf("bench: %s", err.msg);
		return EXIT_SYSTEM;
	}
	n_nrs = allowed_numbers(b, nrs, ARRAY_SIZE(nrs));
	if (!n_nrs) {
		errorf("bench: the profile allows nothing constantly");
		return EXIT_SYSTEM;
	}
	for (int k = 0; k < 2; k++) {
		make_inputs(&b->sets[k], k == 0, b->s, b->a, nrs, n_nrs, &st);
		b->e.in = &b->sets[k];
		if (verify(&b->e, &b->sets[k], &b->from_tables[k]))
			return EXIT_NO;
	}
	return EXIT_OK;
}

static void print_profile(const struct bench_opts *o, const struct engine_bench *b)
{
	fprintf(o->out, "Engine benchmark: container profile built with libseccomp: %u allowed "
		"x86_64 syscalls, default ERRNO(EPERM), %u argument rules, ABIs x86_64 + ia32 + x32;\n"
		"one filter of %zu instructions. %d constant and %d argument-dependent inputs "
		"(%u and %u answered from tables)%s.\n", b->n_allowed, b->n_rules, b->len, N_INPUTS,
		N_INPUTS, b->from_tables[0], b->from_tables[1],
#ifdef HAVE_PCAP
		"; bpf_filter() verified equal on all of them"
#else
		"; libpcap not built in"
#endif
		);
}

/* Whether engine i is timed on input set k (some answer constant calls only). */
static bool timed(size_t i, int k)
{
	return k == 0 || !engines[i].constant_only;
}

/*
 * Every engine on every input set it takes, reps times, into runs (engine
 * i, set k, run r at (i * 2 + k) * reps + r).
 */
static void time_engines(struct engine_bench *b, unsigned int reps, double *runs)
{
	size_t iters[ARRAY_SIZE(engines)][2];

	for (size_t i = 0; i < ARRAY_SIZE(engines); i++)
		for (int k = 0; k < 2; k++) {
			b->e.in = &b->sets[k];
			if (timed(i, k))
				iters[i][k] = scale(&engines[i], &b->e);
		}
	/* Interleaved so that a noisy neighbour spreads over all engines. */
	for (unsigned int r = 0; r < reps; r++)
		for (size_t i = 0; i < ARRAY_SIZE(engines); i++)
			for (int k = 0; k < 2; k++) {
				if (!timed(i, k))
					continue;
				b->e.in = &b->sets[k];
				runs[(i * 2 + k) * reps + r] = time_loop(&engines[i], &b->e, iters[i][k]);
			}
}

/* Engine i's medians printed, kept in b->ns, added to the plot; its JSON. */
static json_t *engine_figures(const struct bench_opts *o, struct engine_bench *b, size_t i,
			      const double *runs, unsigned int reps, struct bench_plot *plot)
{
	json_t *j = json_pack("{s:s}", "engine", engines[i].name);
	char label[48];

	fprintf(o->out, "%-32s", engines[i].name);
	for (int k = 0; k < 2; k++) {
		const double *v = runs + (i * 2 + k) * reps;
		struct bench_stat bs;

		if (!timed(i, k)) {
			fprintf(o->out, " %20s", "-");
			continue;
		}
		bs = bench_stat(v, reps);
		b->ns[i][k] = bs.median;
		fprintf(o->out, k ? " %20.2f" : " %16.2f", bs.median);
		json_object_set_new(j, b->sets[k].name, bench_stat_json(bs, v, reps));
		snprintf(label, sizeof(label), "%.24s, %s", engines[i].name,
			 k ? "args" : "constant");
		bench_plot_add(plot, label, bs.median);
	}
	fputc('\n', o->out);
	return j;
}

/* The engines timed, their table printed, doc's "engines". Returns an exit code. */
static int bench_engines(const struct bench_opts *o, struct engine_bench *b, json_t *doc,
			 struct bench_plot *plot)
{
	unsigned int reps = o->repeat;
	double *runs = calloc(ARRAY_SIZE(engines) * 2 * reps, sizeof(*runs));
	json_t *list;

	if (!runs)
		return EXIT_SYSTEM;
	time_engines(b, reps, runs);
	fprintf(o->out, "%-32s %16s %20s\n", "ns per call (median of runs)", "constant",
		"argument-dependent");
	list = json_array();
	for (size_t i = 0; i < ARRAY_SIZE(engines); i++)
		json_array_append_new(list, engine_figures(o, b, i, runs, reps, plot));
	free(runs);
	json_object_set_new(doc, "engines", list);
	return EXIT_OK;
}

/*
 * The precise analysis of all ABIs against the kernel's loop over each
 * number, doc's "analysis". Returns an exit code.
 */
static int bench_analysis(const struct bench_opts *o, struct engine_bench *b, json_t *doc)
{
	unsigned int reps = o->repeat;
	double prec[64], kern[64];

	if (reps > ARRAY_SIZE(prec))
		reps = ARRAY_SIZE(prec);
	/* Interleaved, as the engines are, so that the ratio sees the same noise. */
	for (unsigned int r = 0; r < reps; r++)
		if (time_analysis(o, b->s, SECCACHE_MODE_PRECISE, &prec[r], 1) ||
		    time_analysis(o, b->s, SECCACHE_MODE_KERNEL, &kern[r], 1))
			return EXIT_SYSTEM;
	b->precise = bench_stat(prec, reps);
	b->kernel_loop = bench_stat(kern, reps);
	fprintf(o->out, "Analysis of all ABIs: precise %.3f ms, kernel-style loop over each "
		"nr %.3f ms (median of %u)\n", b->precise.median, b->kernel_loop.median, reps);
	json_object_set_new(doc, "analysis", json_pack("{s:o, s:o}",
		"precise_ms", bench_stat_json(b->precise, prec, reps),
		"kernel_loop_ms", bench_stat_json(b->kernel_loop, kern, reps)));
	return EXIT_OK;
}

/* The ratios against their targets, doc's "targets"; worst < 0: no SOURCE timed. */
static void print_ratios(const struct bench_opts *o, const struct engine_bench *b,
			 double worst, json_t *doc)
{
	const double (*ns)[2] = b->ns;
	json_t *list = json_array();

	fprintf(o->out, "Ratios (same run):\n");
#ifdef HAVE_PCAP
	target(o, list, "constant: bpf_filter / seccache_check", ns[2][0] / ns[0][0], "x", ">=", 30);
#endif
	target(o, list, "constant: seccache_check / bare bitmap",
	       ns[0][0] / ns[ARRAY_SIZE(engines) - 1][0], "x", "<=", 2);
	target(o, list, "constant: reference / seccache_check", ns[1][0] / ns[0][0], "x", ">=", 1);
#ifdef HAVE_PCAP
	target(o, list, "argument-dependent: bpf_filter / seccache_check",
	       ns[2][1] / ns[0][1], "x", ">=", 3);
#endif
	target(o, list, "argument-dependent: reference / seccache_check",
	       ns[1][1] / ns[0][1], "x", ">=", 1);
	target(o, list, "analysis: kernel-style loop / precise",
	       b->kernel_loop.median / b->precise.median, "x", ">=", 3);
	if (worst >= 0)
		target(o, list, "analysis: slowest precise of the SOURCEs", worst, " ms", "<", 1);
	json_object_set_new(doc, "targets", list);
}

int bench_engine(const struct bench_opts *o, char *const *sources, int n,
		 const struct arch_list *arches, json_t *doc, struct bench_plot *plot)
{
	struct engine_bench b = { 0 };
	double worst = -1;
	int ret;

	bench_pin_cpu(o);
	ret = prepare_bench(&b);
	if (!ret) {
		print_profile(o, &b);
		ret = bench_engines(o, &b, doc, plot);
	}
	if (!ret)
		ret = bench_analysis(o, &b, doc);
	if (!ret && n)
		ret = time_sources(o, sources, n, arches, doc, &worst);
	if (!ret) {
		print_ratios(o, &b, worst, doc);
		json_object_set_new(doc, "profile", json_pack("{s:i, s:i, s:I, s:i, s:i}",
			"allowed_syscalls", b.n_allowed, "argument_rules", b.n_rules,
			"instructions", (json_int_t)b.len, "constant_from_tables",
			b.from_tables[0], "args_from_tables", b.from_tables[1]));
		snprintf(plot->title, sizeof(plot->title),
			 "ns per call, container profile (%zu insns)", b.len);
	}
	seccache_analysis_free(b.a);
	seccache_stack_free(b.s);
	free(b.sets);
	return ret;
}
