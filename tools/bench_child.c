/* SPDX-License-Identifier: MIT */
/*
 * bench_child.c - running bench's configurations on the running kernel:
 * each in a forked child, timed by its CPU clock, checked against what
 * /proc/PID/status says of it; and what the host's setup is.
 *
 * Every configuration runs in a forked child so that filters never reach
 * this process and each configuration starts from the same state. Once its
 * filters are installed a child makes no syscall but the measured one: it
 * reports through shared memory, and this process reads its CPU clock and
 * what /proc/PID/status says of it, then kills it (child_main()).
 */
#include <errno.h>
#include <fcntl.h>
#include <linux/seccomp.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "bench.h"
#include "cmds.h"
#include "messages.h"

const struct bench_call bench_getpid_call = { "getpid", __NR_getpid, { 0 } };

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

/*
 * Run c in a child, samples calls; 0 or -1 with the reason printed. An
 * untimed run (bench_run_once) is asked for the call's result alone: a
 * CPU clock that did not move across one call is no error there.
 */
static int run_child(const struct bench_opts *o, const struct bench_config *c,
		     unsigned long long samples, bool timed, struct child_report *r)
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
		if (!timed)
			break;
		errorf("bench: %s: the child's CPU clock could not be read: %s",
			c->name, strerror(r->err));
		return -1;
	}
	if (c->call == &bench_getpid_call && r->ret != pid) {
		errorf("bench: %s: getpid returned %ld, not %d",
			c->name, r->ret, (int)pid);
		return -1;
	}
	return 0;
}

int bench_run_once(const struct bench_opts *o, const struct bench_config *c,
		   struct child_report *r)
{
	return run_child(o, c, 1, false, r);
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
			if (run_child(o, &cfgs[c], samples, true, &rep[c]))
				return -1;
			ns[c * o->repeat + r] = (double)rep[c].ns / (double)samples;
		}
	}
	return 0;
}

/* Seed 008: a 1-second getpid loop scaled to the wanted seconds. */
unsigned long long bench_calibrate(const struct bench_opts *o)
{
	unsigned long long i, samples = 0, batch = 9973;
	uint64_t start = bench_now(CLOCK_MONOTONIC);

	if (o->samples)
		return o->samples;
	fprintf(o->out, "Calibrating sample size for %g seconds worth of syscalls ...\n",
		o->seconds);
	do {
		for (i = 0; i < batch; i++)
			syscall(__NR_getpid);
		samples += batch;
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
