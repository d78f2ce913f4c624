/* SPDX-License-Identifier: MIT */
/*
 * bench_kernel.c - what seccomp filters cost on the running kernel: the
 * seeds' getpid benchmark (patches 006 and 008 of the constant-action bitmap
 * series, with today's 10% tolerance), and the per-call cost of a given
 * stack for one harmless syscall of each class the analysis finds.
 *
 * Every configuration runs in a forked child so that filters never reach
 * this process and each configuration starts from the same state. Once its
 * filters are installed a child makes no syscall but the measured one: it
 * reports through shared memory, and this process reads its CPU clock and
 * what /proc/PID/status says of it, then kills it (child_main()).
 */
#include <errno.h>
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <signal.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "bench.h"
#include "cmds.h"
#include "common.h"

static const struct bench_call getpid_call = { "getpid", __NR_getpid, { 0 } };

static void read_status(int fd, struct child_report *r)
{
	char buf[4096], *p;
	ssize_t len = pread(fd, buf, sizeof(buf) - 1, 0);

	if (len <= 0)
		return;
	buf[len] = '\0';
	p = strstr(buf, "\nSeccomp_filters:");
	if (p)
		r->seccomp_filters = atoi(p + strlen("\nSeccomp_filters:"));
	p = strstr(buf, "\nSpeculation_Store_Bypass:");
	if (p) {
		p += strlen("\nSpeculation_Store_Bypass:");
		p += strspn(p, " \t");
		snprintf(r->ssb, sizeof(r->ssb), "%.*s", (int)strcspn(p, "\n"), p);
	}
}

/*
 * Parent and child share one page: the child's report and where it is.
 * After installing the filters the child makes no syscall but the one it
 * measures (whose result the stack decides, as the analysis predicted): no
 * clock, no write, not even exit_group, any of which the policy may deny
 * or kill. The parent reads the child's CPU clock around the loop and its
 * /proc/PID/status, and then kills it.
 */
enum child_state { CHILD_STARTING, CHILD_READY, CHILD_GO, CHILD_DONE };

struct child_shared {
	int state;		/* enum child_state, __atomic */
	struct child_report r;
};

static inline void spin_pause(void)
{
#if defined(__x86_64__) || defined(__i386__)
	__builtin_ia32_pause();
#elif defined(__aarch64__) || defined(__arm__)
	__asm__ __volatile__("yield");
#else
	__asm__ __volatile__("" ::: "memory");
#endif
}

static void __attribute__((noreturn))
child_main(struct child_shared *sh, const struct bench_config *c, unsigned int flags,
	   unsigned long long samples, pid_t parent)
{
	struct child_report *r = &sh->r;
	const unsigned long *a = c->call->args;
	unsigned long long i;
	long ret = 0;
	size_t f;

	/* A child left spinning by a bench that died would burn a CPU forever. */
	prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
	if (getppid() != parent)
		_exit(1);
	if (c->n && prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)) {
		r->stage = STAGE_NNP;
		r->err = errno;
		goto out;
	}
	for (f = 0; f < c->n; f++) {
		if (syscall(__NR_seccomp, SECCOMP_SET_MODE_FILTER, flags, &c->progs[f])) {
			r->stage = STAGE_INSTALL;
			r->err = errno;
			r->filter = (int)f;
			goto out;
		}
	}
	/* From here on, no syscall but the measured one. */
	__atomic_store_n(&sh->state, CHILD_READY, __ATOMIC_RELEASE);
	while (__atomic_load_n(&sh->state, __ATOMIC_ACQUIRE) != CHILD_GO)
		spin_pause();
	for (i = 0; i < samples; i++)
		ret = syscall(c->call->nr, a[0], a[1], a[2], a[3], a[4], a[5]);
	r->ret_errno = ret < 0 ? errno : 0;
	r->ret = ret;
out:
	__atomic_store_n(&sh->state, CHILD_DONE, __ATOMIC_RELEASE);
	for (;;)
		spin_pause();
}

/*
 * Wait until the child reaches state, sleeping between looks (the child
 * may share this CPU); false if it died first (*wstatus then says how).
 * Each nap is 1/128 of the time waited so far, from 20 us to 1 ms: the
 * child spins for at most about that long after it is done, and that spin
 * is in its CPU time.
 */
static bool wait_state(pid_t pid, struct child_shared *sh, int state, int *wstatus)
{
	uint64_t since = bench_now(CLOCK_MONOTONIC);

	while (__atomic_load_n(&sh->state, __ATOMIC_ACQUIRE) < state) {
		uint64_t nap = (bench_now(CLOCK_MONOTONIC) - since) / 128;
		struct timespec ts = { 0, 0 };

		if (waitpid(pid, wstatus, WNOHANG) == pid)
			return false;
		ts.tv_nsec = nap < 20000 ? 20000 : nap > 1000000 ? 1000000 : (long)nap;
		nanosleep(&ts, NULL);
	}
	return true;
}

/* The child's CPU time in ns, or 0 with errno set. */
static uint64_t cpu_now(clockid_t clk)
{
	struct timespec ts;

	if (clock_gettime(clk, &ts))
		return 0;
	return (uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec;
}

/* Time the loop of a ready child, read its status; false if it died. */
static bool measure_child(pid_t pid, struct child_shared *sh, int *wstatus)
{
	struct child_report *r = &sh->r;
	uint64_t start, end;
	char path[64];
	clockid_t clk;
	int fd, e;

	e = clock_getcpuclockid(pid, &clk);
	start = e ? 0 : cpu_now(clk);
	e = e ? e : start ? 0 : errno;
	__atomic_store_n(&sh->state, CHILD_GO, __ATOMIC_RELEASE);
	if (!wait_state(pid, sh, CHILD_DONE, wstatus))
		return false;
	end = e ? 0 : cpu_now(clk);
	if (!e && end <= start)
		e = end ? EINVAL : errno;
	if (e) {
		r->stage = STAGE_CLOCK;
		r->err = e;
	}
	r->ns = e ? 0 : end - start;
	snprintf(path, sizeof(path), "/proc/%d/status", (int)pid);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd >= 0) {
		read_status(fd, r);
		close(fd);
	}
	return true;
}

/* Run c once in a child; 0 or -1 with the reason printed. */
static int run_child(const struct bench_opts *o, const struct bench_config *c,
		     unsigned long long samples, struct child_report *r)
{
	unsigned int flags = o->spec_allow ? SECCOMP_FILTER_FLAG_SPEC_ALLOW : 0;
	struct child_shared *sh;
	pid_t pid, self = getpid();
	int wstatus = 0;
	bool alive;

	sh = mmap(NULL, sizeof(*sh), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (sh == MAP_FAILED) {
		perror("seccache bench: mmap");
		return -1;
	}
	*sh = (struct child_shared){ .r = { .seccomp_filters = -1 } };
	fflush(NULL);
	pid = fork();
	if (pid < 0) {
		perror("seccache bench: fork");
		munmap(sh, sizeof(*sh));
		return -1;
	}
	if (pid == 0)
		child_main(sh, c, flags, samples, self);
	alive = wait_state(pid, sh, CHILD_READY, &wstatus);
	if (alive && __atomic_load_n(&sh->state, __ATOMIC_ACQUIRE) == CHILD_READY)
		alive = measure_child(pid, sh, &wstatus);
	if (alive) {
		/* A child under the filters is not asked to exit: the policy may forbid it. */
		kill(pid, SIGKILL);
		while (waitpid(pid, &wstatus, 0) < 0 && errno == EINTR)
			;
	}
	*r = sh->r;
	munmap(sh, sizeof(*sh));
	if (!alive) {
		if (WIFSIGNALED(wstatus))
			errorf("bench: %s: child killed by signal %d (%s)",
				c->name, WTERMSIG(wstatus), strsignal(WTERMSIG(wstatus)));
		else
			errorf("bench: %s: child exited (status %d) without a report",
				c->name, WEXITSTATUS(wstatus));
		return -1;
	}
	switch (r->stage) {
	case STAGE_NNP:
		errorf("bench: %s: PR_SET_NO_NEW_PRIVS: %s",
			c->name, strerror(r->err));
		return -1;
	case STAGE_INSTALL:
		errorf("bench: %s: installing filter %d: %s",
			c->name, r->filter + 1, strerror(r->err));
		return -1;
	case STAGE_CLOCK:
		errorf("bench: %s: the child's CPU clock could not be read: %s",
			c->name, strerror(r->err));
		return -1;
	}
	if (c->call == &getpid_call && r->ret != pid) {
		errorf("bench: %s: getpid returned %ld, not %d",
			c->name, r->ret, (int)pid);
		return -1;
	}
	return 0;
}

/*
 * Measure every configuration o->repeat times, interleaved so that drift of
 * a shared machine spreads over all of them. ns[c * repeat + r] receives ns
 * per call; rep[c] the last report of configuration c.
 */
int bench_run_configs(const struct bench_opts *o, const struct bench_config *cfgs,
		       size_t n, unsigned long long samples, double *ns,
		       struct child_report *rep)
{
	unsigned int r;
	size_t c;

	for (r = 0; r < o->repeat; r++) {
		for (c = 0; c < n; c++) {
			if (run_child(o, &cfgs[c], samples, &rep[c]))
				return -1;
			ns[c * o->repeat + r] = (double)rep[c].ns / (double)samples;
		}
	}
	return 0;
}

/* Seed 008: a 1-second getpid loop scaled to the wanted seconds. */
unsigned long long bench_calibrate(const struct bench_opts *o)
{
	unsigned long long i, samples = 0, step = 9973;
	uint64_t start = bench_now(CLOCK_MONOTONIC);

	if (o->samples)
		return o->samples;
	fprintf(o->out, "Calibrating sample size for %g seconds worth of syscalls ...\n",
		o->seconds);
	do {
		for (i = 0; i < step; i++)
			syscall(__NR_getpid);
		samples += step;
	} while (bench_now(CLOCK_MONOTONIC) - start < 1000000000ULL);
	samples = (unsigned long long)((double)samples * o->seconds);
	return samples ? samples : 1;
}

static int read_sysctl(const char *path)
{
	FILE *f = fopen(path, "r");
	int v = -1;

	if (f) {
		if (fscanf(f, "%d", &v) != 1)
			v = -1;
		fclose(f);
	}
	return v;
}

/* The JIT settings and the kernel, as the selftest prints them first. */
void bench_print_setup(const struct bench_opts *o, json_t *doc, int cpu,
			unsigned long long samples)
{
	int jit = read_sysctl("/proc/sys/net/core/bpf_jit_enable");
	int harden = read_sysctl("/proc/sys/net/core/bpf_jit_harden");
	struct utsname u;

	uname(&u);
	fprintf(o->out, "Running on: %s %s %s\n", u.sysname, u.release, u.machine);
	fprintf(o->out, "Current BPF sysctl settings:\n");
	fprintf(o->out, "net.core.bpf_jit_enable = %d\n", jit);
	fprintf(o->out, "net.core.bpf_jit_harden = %d\n", harden);
	json_object_set_new(doc, "host", json_pack("{s:s, s:s, s:i, s:i, s:i, s:I, s:i, s:b}",
		"release", u.release, "machine", u.machine,
		"bpf_jit_enable", jit, "bpf_jit_harden", harden, "cpu", cpu,
		"samples", (json_int_t)samples, "repeat", (int)o->repeat,
		"spec_allow", o->spec_allow));
}

/* Seccomp exists and this process may install filters (checked in a child). */
bool bench_seccomp_available(const struct bench_opts *o)
{
	if (prctl(PR_GET_SECCOMP, 0, 0, 0, 0) < 0) {
		fprintf(o->out, "seccomp unavailable: PR_GET_SECCOMP: %s\n", strerror(errno));
		return false;
	}
	return true;
}

/* Speculative Store Bypass: forced on for seccomp'd tasks unless SPEC_ALLOW. */
void bench_report_ssb(const struct bench_opts *o, json_t *doc,
		       const char *native, const char *filtered)
{
	bool forced = strstr(filtered, "mitigated") && !strstr(native, "mitigated");

	fprintf(o->out, "Speculation_Store_Bypass: unfiltered child \"%s\", filtered child \"%s\"%s\n",
		native, filtered,
		forced ? " (the mitigation is on for seccomp'd tasks; it can dominate the "
			 "overhead: compare with --spec-allow)" : "");
	json_object_set_new(doc, "speculation_store_bypass",
			    json_pack("{s:s, s:s, s:b}", "unfiltered", native,
				      "filtered", filtered, "forced_by_seccomp", forced));
}

/* Children must have exactly base + n filters: the ones we installed. */
bool bench_check_filters(const struct bench_opts *o, const struct bench_config *c,
			  const struct child_report *r, int base)
{
	if (r->seccomp_filters < 0) {
		fprintf(o->out, "%s: Seccomp_filters unreadable in the child\n", c->name);
		return true;
	}
	if (r->seccomp_filters != base + (int)c->n) {
		errorf("bench: %s: child had %d filters, expected %d",
			c->name, r->seccomp_filters, base + (int)c->n);
		return false;
	}
	return true;
}

/* approx() of the current selftest: equal, or within 10% or 2 ns. */
static bool approx(long long one, long long two)
{
	double a = (double)one, b = (double)two;
	double a_bump = a + (a * 0.1 > 2.0 ? a * 0.1 : 2.0);
	double b_bump = b + (b * 0.1 > 2.0 ? b * 0.1 : 2.0);

	return a == b || (a > b && a <= b_bump) || (b > a && b <= a_bump);
}

static bool le(long long one, long long two)
{
	return one <= two;
}

/* Print and record one expectation; skipped ones are listed, not judged. */
static bool compare(const struct bench_opts *o, json_t *list, const char *one,
		    const char *op, const char *two, long long a,
		    bool (*eval)(long long, long long), long long b, bool skip)
{
	const char *result;
	bool good = false;

	fprintf(o->out, "\t%s %s %s (%lld %s %lld): ", one, op, two, a, op, b);
	if (skip) {
		result = "skipped";
		fprintf(o->out, "skipped\n");
	} else if (a < 0 || b < 0) {
		result = "fail";
		fprintf(o->out, "Miscalculation! Measurement went negative: %lld\n",
			a < 0 ? a : b);
	} else {
		good = eval(a, b);
		result = good ? "pass" : "fail";
		fprintf(o->out, "%s\n", good ? "✔️" : "❌");
	}
	json_array_append_new(list, json_pack("{s:s, s:s, s:s, s:I, s:I, s:s}",
		"one", one, "op", op, "two", two, "one_ns", (json_int_t)a,
		"two_ns", (json_int_t)b, "result", result));
	return good || skip;
}

/* Print and record one estimate; a negative one makes the expectations moot. */
static long long estimate(const struct bench_opts *o, json_t *estimates,
			  const char *key, const char *what, long long ns, bool *skip)
{
	fprintf(o->out, "Estimated %s: %lld ns%s\n", what, ns, ns < 0 ?
		" (below zero: smaller than the run-to-run noise, so no cost can be seen;"
		" more --samples or --repeat narrow it)" : "");
	json_object_set_new(estimates, key, json_integer(ns));
	if (ns < 0)
		*skip = true;
	return ns;
}

/* The seeds' total overheads, of configurations 1 to 4 over the native one. */
static const struct {
	const char *key, *what, *label;
} totals[] = {
	{ "total_1_bitmapped", "total seccomp overhead for 1 bitmapped filter",
	  "1 filter (bitmap)" },
	{ "total_2_bitmapped", "total seccomp overhead for 2 bitmapped filters",
	  "2 filters (bitmap)" },
	{ "total_3_full", "total seccomp overhead for 3 full filters", "3 filters (full)" },
	{ "total_4_full", "total seccomp overhead for 4 full filters", "4 filters (full)" },
};

int bench_kernel(const struct bench_opts *o, json_t *doc, struct bench_plot *plot)
{
	struct sock_filter bitmap_filter[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	struct sock_filter filter[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	/* The seeds' order: two cached filters, then one that reads args[0]. */
	struct sock_fprog progs[4] = {
		{ ARRAY_SIZE(bitmap_filter), bitmap_filter },
		{ ARRAY_SIZE(bitmap_filter), bitmap_filter },
		{ ARRAY_SIZE(filter), filter },
		{ ARRAY_SIZE(bitmap_filter), bitmap_filter },
	};
	const struct bench_config cfgs[5] = {
		{ "getpid native", progs, 0, &getpid_call },
		{ "getpid RET_ALLOW 1 filter (bitmap)", progs, 1, &getpid_call },
		{ "getpid RET_ALLOW 2 filters (bitmap)", progs, 2, &getpid_call },
		{ "getpid RET_ALLOW 3 filters (full)", progs, 3, &getpid_call },
		{ "getpid RET_ALLOW 4 filters (full)", progs, 4, &getpid_call },
	};
	long long ns[5], native, bitmap1, bitmap2, filter1, filter2;
	long long entry, per_filter1, per_filter2;
	struct child_report rep[5];
	json_t *jcfg, *jest, *jexp;
	unsigned long long samples;
	bool skip = false, ok = true;
	double *runs;
	size_t c;
	int cpu;

	if (!bench_seccomp_available(o))
		return EXIT_SYSTEM;
	cpu = bench_pin_cpu(o);
	samples = bench_calibrate(o);
	bench_print_setup(o, doc, cpu, samples);
	fprintf(o->out, "Benchmarking %llu syscalls, %u time%s per configuration, "
		"each in its own child%s...\n", samples, o->repeat,
		o->repeat == 1 ? "" : "s", o->spec_allow ? " (SPEC_ALLOW)" : "");

	runs = calloc(ARRAY_SIZE(cfgs) * o->repeat, sizeof(*runs));
	if (!runs)
		return EXIT_SYSTEM;
	if (bench_run_configs(o, cfgs, ARRAY_SIZE(cfgs), samples, runs, rep)) {
		free(runs);
		return EXIT_SYSTEM;
	}

	jcfg = json_array();
	for (c = 0; c < ARRAY_SIZE(cfgs); c++) {
		double *r = runs + c * o->repeat;
		struct bench_stat st = bench_stat(r, o->repeat);
		json_t *stat = bench_stat_json(st, r, o->repeat);

		ok &= bench_check_filters(o, &cfgs[c], &rep[c], rep[0].seccomp_filters);
		ns[c] = (long long)(st.median + 0.5);
		fprintf(o->out, "%s: %lld ns (min %.1f, max %.1f; Seccomp_filters: %d)\n",
			cfgs[c].name, ns[c], st.min, st.max, rep[c].seccomp_filters);
		json_object_set_new(stat, "name", json_string(cfgs[c].name));
		json_object_set_new(stat, "filters", json_integer((json_int_t)cfgs[c].n));
		json_object_set_new(stat, "seccomp_filters",
				    json_integer(rep[c].seccomp_filters));
		json_array_append_new(jcfg, stat);
	}
	free(runs);
	json_object_set_new(doc, "configurations", jcfg);
	if (!ok)
		return EXIT_SYSTEM;
	bench_report_ssb(o, doc, rep[0].ssb, rep[1].ssb);

	native = ns[0];
	bitmap1 = ns[1];
	bitmap2 = ns[2];
	filter1 = ns[3];
	filter2 = ns[4];

	jest = json_object();
	for (c = 1; c < ARRAY_SIZE(cfgs); c++) {
		entry = estimate(o, jest, totals[c - 1].key, totals[c - 1].what,
				 ns[c] - native, &skip);
		bench_plot_add(plot, totals[c - 1].label, (double)entry);
	}
	entry = estimate(o, jest, "entry", "seccomp entry overhead",
			 bitmap1 - native - (bitmap2 - bitmap1), &skip);
	per_filter1 = estimate(o, jest, "per_filter_last_2_diff",
			       "seccomp per-filter overhead (last 2 diff)",
			       filter2 - filter1, &skip);
	per_filter2 = estimate(o, jest, "per_filter_filters_4",
			       "seccomp per-filter overhead (filters / 4)",
			       (filter2 - native - entry) / 4, &skip);
	json_object_set_new(doc, "estimates", jest);
	snprintf(plot->title, sizeof(plot->title),
		 "seccomp overhead per getpid, kernel %s", json_string_value(
			 json_object_get(json_object_get(doc, "host"), "release")));

	/* Seed 006's seven expectations and its two early exits. */
	jexp = json_array();
	fprintf(o->out, "Expectations:\n");
	ok = compare(o, jexp, "native", "≤", "1 bitmap", native, le, bitmap1, skip);
	if (!compare(o, jexp, "native", "≤", "1 filter", native, le, filter1, skip)) {
		ok = false;
		skip = true;
	}
	ok &= compare(o, jexp, "per-filter (last 2 diff)", "≈", "per-filter (filters / 4)",
		      per_filter1, approx, per_filter2, skip);
	if (!compare(o, jexp, "1 bitmapped", "≈", "2 bitmapped", bitmap1 - native,
		     approx, bitmap2 - native, skip)) {
		fprintf(o->out, "Skipping constant action bitmap expectations: they appear unsupported.\n");
		ok = false;
		skip = true;
	}
	ok &= compare(o, jexp, "entry", "≈", "1 bitmapped", entry, approx,
		      bitmap1 - native, skip);
	ok &= compare(o, jexp, "entry", "≈", "2 bitmapped", entry, approx,
		      bitmap2 - native, skip);
	ok &= compare(o, jexp, "native + entry + (per filter * 4)", "≈", "4 filters total",
		      entry + per_filter1 * 4 + native, approx, filter2, skip);
	if (!ok || skip)
		fprintf(o->out, "seccache: bench: a result is not what the model expects; run again with more --samples\n");
	json_object_set_new(doc, "expectations", jexp);
	return EXIT_OK;
}

#define BAD ((unsigned long)-1)

/*
 * Representatives, queries first. The rest get arguments that make them fail
 * before they act (fd -1, NULL pointers, zero lengths, unknown commands), so
 * whatever the filters answer nothing changes.
 */
static const struct bench_call candidates[] = {
	{ "getpid()", __NR_getpid, { 0 } },
	{ "getppid()", __NR_getppid, { 0 } },
	{ "gettid()", __NR_gettid, { 0 } },
	{ "getuid()", __NR_getuid, { 0 } },
	{ "geteuid()", __NR_geteuid, { 0 } },
	{ "getgid()", __NR_getgid, { 0 } },
	{ "getegid()", __NR_getegid, { 0 } },
	{ "getpgid(0)", __NR_getpgid, { 0 } },
	{ "getsid(0)", __NR_getsid, { 0 } },
	{ "getpriority(PRIO_PROCESS, 0)", __NR_getpriority, { PRIO_PROCESS, 0 } },
	{ "sched_getscheduler(0)", __NR_sched_getscheduler, { 0 } },
	{ "prctl(PR_GET_DUMPABLE)", __NR_prctl, { PR_GET_DUMPABLE } },
	{ "personality(0xffffffff)", __NR_personality, { 0xffffffff } },
	{ "close(-1)", __NR_close, { BAD } },
	{ "dup(-1)", __NR_dup, { BAD } },
	{ "fcntl(-1, F_GETFD)", __NR_fcntl, { BAD, F_GETFD } },
	{ "fstat(-1, NULL)", __NR_fstat, { BAD, 0 } },
	{ "read(-1, NULL, 0)", __NR_read, { BAD, 0, 0 } },
	{ "write(-1, NULL, 0)", __NR_write, { BAD, 0, 0 } },
	{ "lseek(-1, 0, SEEK_CUR)", __NR_lseek, { BAD, 0, SEEK_CUR } },
	{ "ioctl(-1, 0)", __NR_ioctl, { BAD, 0 } },
	{ "fsync(-1)", __NR_fsync, { BAD } },
	{ "fchdir(-1)", __NR_fchdir, { BAD } },
	{ "socket(-1, -1, -1)", __NR_socket, { BAD, BAD, BAD } },
	{ "mmap(NULL, 0, ..., -1, 0)", __NR_mmap, { 0, 0, 0, 0, BAD, 0 } },
	{ "munmap(NULL, 0)", __NR_munmap, { 0, 0 } },
	{ "setns(-1, 0)", __NR_setns, { BAD, 0 } },
	{ "unshare(0)", __NR_unshare, { 0 } },
	{ "mount(NULL, NULL, ...)", __NR_mount, { 0, 0, 0, 0, 0 } },
	{ "umount2(NULL, 0)", __NR_umount2, { 0, 0 } },
	{ "chroot(NULL)", __NR_chroot, { 0 } },
	{ "pivot_root(NULL, NULL)", __NR_pivot_root, { 0, 0 } },
	{ "bpf(-1, NULL, 0)", __NR_bpf, { BAD, 0, 0 } },
	{ "perf_event_open(NULL, ...)", __NR_perf_event_open, { 0, 0, BAD, BAD, 0 } },
	{ "add_key(NULL, ...)", __NR_add_key, { 0, 0, 0, 0, 0 } },
	{ "swapoff(NULL)", __NR_swapoff, { 0 } },
	{ "clock_settime(-1, NULL)", __NR_clock_settime, { BAD, 0 } },
	{ "ptrace(-1, 0, 0, 0)", __NR_ptrace, { BAD, 0, 0, 0 } },
};

const char *const bench_class_names[NR_CLASSES] = {
	"cached ALLOW", "constant ALLOW, not cached", "constant non-allow",
	"argument-dependent",
};

/* Verdicts a timing loop survives: the kernel returns to us every time. */
static bool harmless(uint32_t ret)
{
	switch (seccache_action_effective(ret) & SECCACHE_RET_ACTION_FULL) {
	case SECCACHE_RET_ALLOW:
	case SECCACHE_RET_LOG:
	case SECCACHE_RET_ERRNO:
	case SECCACHE_RET_TRACE:	/* -ENOSYS without a tracer */
	case SECCACHE_RET_USER_NOTIF:	/* -ENOSYS without a listener */
		return true;
	}
	return false;
}

static void count_insn(void *ctx, uint32_t pc, const struct seccache_insn *insn,
		       uint32_t a, uint32_t x)
{
	(void)pc;
	(void)insn;
	(void)a;
	(void)x;
	++*(unsigned long *)ctx;
}

/* The class of call under stack s: the kernel's cache first, then precise. */
static int classify(const struct seccache_analysis *kern,
		    const struct seccache_analysis *precise, uint32_t audit,
		    const struct bench_call *call)
{
	const struct seccache_range *k = seccache_analysis_lookup(kern, audit, (uint32_t)call->nr);
	const struct seccache_range *p = seccache_analysis_lookup(precise, audit, (uint32_t)call->nr);

	if (k && k->constant && k->action == SECCACHE_RET_ALLOW)
		return CLASS_CACHED;
	if (!p)
		return -1;
	if (!p->constant)
		return CLASS_ARGS;
	return (seccache_action_effective(p->action) & SECCACHE_RET_ACTION_FULL) ==
	       SECCACHE_RET_ALLOW ? CLASS_CONST_ALLOW : CLASS_CONST_OTHER;
}

int bench_analyze(const struct seccache_stack *s, enum seccache_mode mode,
		  struct seccache_analysis **a)
{
	SECCACHE_OPTS(seccache_analyze_opts, opts, .mode = mode);
	struct seccache_error err = { 0 };
	int ret = seccache_analyze(s, &opts, a, &err);

	if (ret)
		errorf("bench: %s analysis: %s",
			mode == SECCACHE_MODE_KERNEL ? "kernel" : "precise",
			err.msg[0] ? err.msg : strerror(-ret));
	return ret;
}

void bench_pick_calls(const struct seccache_stack *s, const struct seccache_analysis *kern,
		      const struct seccache_analysis *precise,
		      const struct bench_call *pick[NR_CLASSES], uint32_t verdict[NR_CLASSES],
		      unsigned long insns[NR_CLASSES])
{
	uint32_t audit = seccache_arch_host()->audit_arch;
	size_t n = seccache_stack_len(s);

	for (size_t i = 0; i < ARRAY_SIZE(candidates); i++) {
		const struct bench_call *c = &candidates[i];
		struct seccache_data d = { .nr = (uint32_t)c->nr, .arch = audit };
		int cls = classify(kern, precise, audit, c);
		uint32_t v;

		memcpy(d.args, c->args, sizeof(d.args));
		v = seccache_stack_run(s, &d, NULL);
		if (cls < 0 || pick[cls] || !harmless(v))
			continue;
		pick[cls] = c;
		verdict[cls] = v;
		/* A cache hit runs no filter; a miss runs all of them. */
		for (size_t f = 0; cls != CLASS_CACHED && f < n; f++)
			seccache_filter_run_trace(seccache_stack_filter(s, f), &d,
						  count_insn, &insns[cls]);
	}
}

int bench_insns_of(const struct seccache_stack *s, const struct bench_call *c)
{
	struct seccache_data d = { .nr = (uint32_t)c->nr,
				   .arch = seccache_arch_host()->audit_arch };
	unsigned long insns = 0;

	memcpy(d.args, c->args, sizeof(d.args));
	for (size_t f = 0; f < seccache_stack_len(s); f++)
		seccache_filter_run_trace(seccache_stack_filter(s, f), &d, count_insn, &insns);
	return (int)insns;
}

int bench_sources(const struct bench_opts *o, const struct seccache_stack *s,
		  json_t *doc, struct bench_plot *plot)
{
	const struct seccache_arch *host = seccache_arch_host();
	struct seccache_analysis *kern = NULL, *precise = NULL;
	const struct bench_call *pick[NR_CLASSES] = { NULL };
	uint32_t verdict[NR_CLASSES] = { 0 };
	unsigned long insns[NR_CLASSES] = { 0 };
	struct bench_config cfgs[2 * NR_CLASSES];
	struct child_report rep[2 * NR_CLASSES];
	size_t n = seccache_stack_len(s), n_cfgs = 0, i;
	unsigned long long samples;
	struct sock_fprog *progs;
	int ret = EXIT_SYSTEM, cls, cpu;
	bool ok = true;
	double *runs = NULL;
	json_t *jrows;

	if (seccache_stack_arch(s) != host) {
		errorf("bench: the stack is for %s, this host runs %s",
			seccache_stack_arch(s)->name, host->name);
		return EXIT_USAGE;
	}
	if (!bench_seccomp_available(o))
		return EXIT_SYSTEM;
	progs = calloc(n, sizeof(*progs));
	if (!progs)
		return EXIT_SYSTEM;
	for (i = 0; i < n; i++) {
		const struct seccache_filter *f = seccache_stack_filter(s, i);

		progs[i].len = (unsigned short)seccache_filter_len(f);
		/* struct seccache_insn has struct sock_filter's layout. */
		progs[i].filter = (struct sock_filter *)seccache_filter_insns(f);
	}
	if (bench_analyze(s, SECCACHE_MODE_KERNEL, &kern) ||
	    bench_analyze(s, SECCACHE_MODE_PRECISE, &precise))
		goto out;

	bench_pick_calls(s, kern, precise, pick, verdict, insns);
	for (cls = 0; cls < NR_CLASSES; cls++) {
		if (!pick[cls])
			continue;
		cfgs[n_cfgs++] = (struct bench_config){ "native", progs, 0, pick[cls] };
		cfgs[n_cfgs++] = (struct bench_config){ bench_class_names[cls], progs, n, pick[cls] };
	}
	if (!n_cfgs) {
		errorf("bench: no harmless representative call in any class");
		goto out;
	}

	cpu = bench_pin_cpu(o);
	samples = bench_calibrate(o);
	bench_print_setup(o, doc, cpu, samples);
	fprintf(o->out, "Stack of %zu filter%s; %llu calls per measurement, %u time%s, "
		"each in its own child%s...\n", n, n == 1 ? "" : "s", samples, o->repeat,
		o->repeat == 1 ? "" : "s", o->spec_allow ? " (SPEC_ALLOW)" : "");
	runs = calloc(n_cfgs * o->repeat, sizeof(*runs));
	if (!runs || bench_run_configs(o, cfgs, n_cfgs, samples, runs, rep))
		goto out;

	fprintf(o->out, "%-27s %-28s %-10s %9s %9s %9s %6s %8s %s\n", "class", "syscall",
		"verdict", "native", "filtered", "overhead", "insns", "ns/insn",
		"Seccomp_filters");
	jrows = json_array();
	for (i = 0; i < n_cfgs; i += 2) {
		const struct bench_call *c = cfgs[i].call;
		struct bench_stat nat = bench_stat(runs + i * o->repeat, o->repeat);
		struct bench_stat fil = bench_stat(runs + (i + 1) * o->repeat, o->repeat);
		double over = fil.median - nat.median;
		char act[32], per[16] = "-", label[48];

		for (cls = 0; pick[cls] != c; cls++)
			;
		ok &= bench_check_filters(o, &cfgs[i + 1], &rep[i + 1], rep[i].seccomp_filters);
		seccache_action_format(verdict[cls], act, sizeof(act));
		if (insns[cls])
			snprintf(per, sizeof(per), "%.2f", over / (double)insns[cls]);
		fprintf(o->out, "%-27s %-28s %-10s %9.1f %9.1f %9.1f %6lu %8s %d\n",
			bench_class_names[cls], c->name, act, nat.median, fil.median, over,
			insns[cls], per, rep[i + 1].seccomp_filters);
		json_array_append_new(jrows, json_pack("{s:s, s:s, s:s, s:o, s:o, s:f, s:I, s:o, s:i}",
			"class", bench_class_names[cls], "syscall", c->name, "verdict", act,
			"native", bench_stat_json(nat, runs + i * o->repeat, o->repeat),
			"filtered", bench_stat_json(fil, runs + (i + 1) * o->repeat, o->repeat),
			"overhead_ns", over, "insns", (json_int_t)insns[cls],
			"ns_per_insn", insns[cls] ? json_real(over / (double)insns[cls]) : json_null(),
			"seccomp_filters", rep[i + 1].seccomp_filters));
		snprintf(label, sizeof(label), "%s: %.*s", bench_class_names[cls],
			 (int)strcspn(c->name, "("), c->name);
		bench_plot_add(plot, label, over);
	}
	fprintf(o->out, "(ns per call: median of %u, min/max in --json; a non-allow verdict "
		"skips the call's own work, so its overhead is the filters' cost minus that work,\n"
		" and below zero where the work saved costs more than the filters)\n", o->repeat);
	for (cls = 0; cls < NR_CLASSES; cls++)
		if (!pick[cls])
			fprintf(o->out, "%s: no harmless representative in this stack\n",
				bench_class_names[cls]);
	json_object_set_new(doc, "classes", jrows);
	bench_report_ssb(o, doc, rep[0].ssb, rep[1].ssb);
	snprintf(plot->title, sizeof(plot->title), "seccomp overhead per call by class, %zu filter%s",
		 n, n == 1 ? "" : "s");
	ret = ok ? EXIT_OK : EXIT_SYSTEM;
out:
	free(runs);
	free(progs);
	seccache_analysis_free(kern);
	seccache_analysis_free(precise);
	return ret;
}
