/* SPDX-License-Identifier: MIT */
/*
 * kbench - the kernel figures of docs/KERNEL.md, measured in the guest.
 *
 * One ~1100-instruction linear filter built by libseccomp, as a container
 * runtime builds one: every x86_64 syscall libseccomp knows is allowed by a
 * rule of its own on x86_64, i386 and x32, except getppid, which falls
 * through every rule of its ABI to the default action, ERRNO(1). Timed,
 * each in a fresh child and the fastest of ROUNDS rounds (interference only
 * ever adds time):
 *   native     getpid without seccomp
 *   allow      getpid under the filter: a cached ALLOW on any kernel
 *   errno      getppid under the filter: a constant ERRNO decided at the end
 *   x32_allow  x32 getpid under the filter
 *   attach     attaching the filter (seccomp_cache_prepare() runs here)
 *   attach_tree  attaching the same rules in libseccomp's binary-tree
 *              layout (SCMP_FLTATR_CTL_OPTIMIZE 2), as runc asks for it
 * and what the kernel cached, counted from /proc/self/seccomp_cache; then
 * attaching each filter of families.h, the worst cases of both kernels
 * (bench_families()).
 *
 * Attaching also JIT-compiles the filter into a shared 2MB pack of
 * executable memory, and a child's exit frees its filter only after an RCU
 * grace period. Back to back, some attaches then found the last pack freed
 * and paid for a new one (2MB filled with traps) and others did not: the
 * stock kernel's best attach measured 11.1 ms that way, and 7.5 ms here.
 * So a holder process keeps one filter (and its pack) alive throughout,
 * and each attach waits 20 ms first for the frees of the one before.
 *
 * Prints "BENCH NAME VALUE" lines for scripts/kernel, which compares the
 * kernels. Times under QEMU TCG are emulated: only ratios mean anything.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <seccomp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <linux/filter.h>
#include <linux/seccomp.h>

#include "families.h"

#define ROUNDS		5
#define ATTACHES	15
#define FAMILY_ATTACHES	3
#define X32_BIT		0x40000000

static struct sock_fprog prog, tree_prog, family_prog;
static pid_t holder;	/* keeps a filter, and so a JIT pack, alive */

static void die(const char *what)
{
	fprintf(stderr, "kbench: %s: %s\n", what, strerror(errno));
	exit(1);
}

static unsigned long long now_ns(clockid_t clock)
{
	struct timespec ts;

	clock_gettime(clock, &ts);
	return ts.tv_sec * 1000000000ULL + ts.tv_nsec;
}

/* The filter, through libseccomp's export, in the layout @optimize asks. */
static void build_filter(struct sock_fprog *out, int optimize)
{
	scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ERRNO(1));
	char path[] = "/tmp/kbench-XXXXXX";
	int fd = mkstemp(path);
	long size;

	if (!ctx || fd < 0 ||
	    seccomp_attr_set(ctx, SCMP_FLTATR_CTL_OPTIMIZE, optimize) ||
	    seccomp_arch_add(ctx, SCMP_ARCH_X86) ||
	    seccomp_arch_add(ctx, SCMP_ARCH_X32))
		die("libseccomp setup");
	for (int nr = 0; nr < 512; nr++) {
		const char *name = seccomp_syscall_resolve_num_arch(SCMP_ARCH_X86_64, nr);

		if (name && strcmp(name, "getppid"))
			seccomp_rule_add(ctx, SCMP_ACT_ALLOW,
					 seccomp_syscall_resolve_name(name), 0);
	}
	if (seccomp_export_bpf(ctx, fd))
		die("seccomp_export_bpf");
	size = lseek(fd, 0, SEEK_END);
	out->len = size / sizeof(struct sock_filter);
	out->filter = malloc(size);
	if (!out->filter || pread(fd, out->filter, size, 0) != size)
		die("reading the exported filter");
	close(fd);
	unlink(path);
	seccomp_release(ctx);
}

static void attach_prog(const struct sock_fprog *filter)
{
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) ||
	    prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, filter))
		die("attaching the filter");
}

static void attach(void)
{
	attach_prog(&prog);
}

/* What a child measures and reports through a pipe. */
enum measure {
	NATIVE, ALLOW, ERRNO_CALL, X32_ALLOW, ATTACH, ATTACH_TREE,
	ATTACH_FAMILY,	/* family_prog, measured apart: bench_families() */
	MEASURES
};

static const char *const names[MEASURES] = {
	"native_ns", "allow_ns", "errno_ns", "x32_allow_ns", "attach_ns",
	"attach_tree_ns", "attach_family_ns",
};

/* ns per call of syscall nr, which must return expect. */
static unsigned long long per_call(long nr, long expect, long samples)
{
	unsigned long long t0 = now_ns(CLOCK_PROCESS_CPUTIME_ID);

	for (long i = 0; i < samples; i++) {
		if (syscall(nr) != expect) {
			fprintf(stderr, "kbench: syscall %ld did not return %ld\n",
				nr, expect);
			exit(1);
		}
	}
	return (now_ns(CLOCK_PROCESS_CPUTIME_ID) - t0) / samples;
}

static unsigned long long child_measure(enum measure m, long samples)
{
	unsigned long long t0;

	switch (m) {
	case NATIVE:
		return per_call(SYS_getpid, getpid(), samples);
	case ATTACH:
	case ATTACH_TREE:
	case ATTACH_FAMILY:
		t0 = now_ns(CLOCK_MONOTONIC);
		attach_prog(m == ATTACH ? &prog :
			    m == ATTACH_TREE ? &tree_prog : &family_prog);
		return now_ns(CLOCK_MONOTONIC) - t0;
	default:
		break;
	}
	attach();
	if (m == ALLOW)
		return per_call(SYS_getpid, getpid(), samples);
	if (m == X32_ALLOW)
		return per_call(X32_BIT | SYS_getpid, getpid(), samples);
	return per_call(SYS_getppid, -1, samples);
}

static unsigned long long measure(enum measure m, long samples)
{
	unsigned long long ns;
	int fds[2], status;
	pid_t pid;

	if (m >= ATTACH)
		usleep(20000);	/* idle: under -icount the guest clock jumps */
	if (pipe(fds))
		die("pipe");
	pid = fork();
	if (pid < 0)
		die("fork");
	if (pid == 0) {
		ns = child_measure(m, samples);
		_exit(write(fds[1], &ns, sizeof(ns)) == sizeof(ns) ? 0 : 1);
	}
	close(fds[1]);
	if (read(fds[0], &ns, sizeof(ns)) != sizeof(ns) ||
	    waitpid(pid, &status, 0) != pid || status != 0) {
		fprintf(stderr, "kbench: measuring %s failed\n", names[m]);
		exit(1);
	}
	close(fds[0]);
	return ns;
}

/*
 * Attaching each of families.h's filters, the fastest of FAMILY_ATTACHES:
 * BPF_MAXINSNS long (attach_ID_ns) and FAMILY_X32_INSNS (attach_ID_x32_ns).
 */
static void bench_families(void)
{
	static struct sock_filter insns[BPF_MAXINSNS];
	static const unsigned short lens[] = { BPF_MAXINSNS, FAMILY_X32_INSNS };

	family_prog.filter = insns;
	for (size_t i = 0; i < sizeof(families) / sizeof(families[0]); i++) {
		for (size_t l = 0; l < sizeof(lens) / sizeof(lens[0]); l++) {
			unsigned long long best = ~0ULL;

			family_prog.len = lens[l];
			family_build(&families[i], insns, lens[l]);
			for (int n = 0; n < FAMILY_ATTACHES; n++) {
				unsigned long long ns = measure(ATTACH_FAMILY, 1);

				if (ns < best)
					best = ns;
			}
			printf("BENCH attach_%s%s_ns %llu\n", families[i].id,
			       l ? "_x32" : "", best);
		}
	}
}

/* Count the cache's lines per ABI and kind, in a child under the filter. */
static void report_cache(void)
{
	pid_t pid = fork();

	if (pid == 0) {
		char abi[32], what[64], line[128];
		FILE *f;
		int nr;

		attach();
		f = fopen("/proc/self/seccomp_cache", "r");
		if (!f) {
			printf("BENCH cache_lines 0\n");
			_exit(0);
		}
		while (fgets(line, sizeof(line), f)) {
			if (sscanf(line, "%31s %d %63s", abi, &nr, what) != 3)
				continue;
			printf("CACHE %s %s\n", abi, what);
		}
		_exit(0);
	}
	waitpid(pid, NULL, 0);
}

int main(int argc, char **argv)
{
	long samples = argc > 1 ? atol(argv[1]) : 1000000;
	unsigned long long best[MEASURES];

	if (samples <= 0) {
		fprintf(stderr, "usage: kbench [SAMPLES]\n");
		return 2;
	}
	setvbuf(stdout, NULL, _IOLBF, 0);
	build_filter(&prog, 1);
	build_filter(&tree_prog, 2);
	holder = fork();
	if (holder < 0)
		die("fork");
	if (holder == 0) {
		attach();
		for (;;)
			pause();
	}
	printf("BENCH filter_insns %u\n", prog.len);
	printf("BENCH tree_insns %u\n", tree_prog.len);
	printf("BENCH x32_available %d\n",
	       syscall(X32_BIT | SYS_getpid) == getpid());
	for (int m = 0; m < ATTACH_FAMILY; m++)
		best[m] = ~0ULL;
	for (int round = 0; round < ROUNDS; round++) {
		for (int m = 0; m < ATTACH_FAMILY; m++) {
			int n = m >= ATTACH ? ATTACHES : 1;

			for (int i = 0; i < n; i++) {
				unsigned long long ns = measure(m, samples);

				if (ns < best[m])
					best[m] = ns;
			}
		}
	}
	for (int m = 0; m < ATTACH_FAMILY; m++)
		printf("BENCH %s %llu\n", names[m], best[m]);
	report_cache();
	bench_families();
	kill(holder, SIGKILL);
	waitpid(holder, NULL, 0);
	return 0;
}
