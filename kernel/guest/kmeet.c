/* SPDX-License-Identifier: MIT */
/*
 * kmeet - where the series meets the rest of the kernel, tried the same way
 * on the stock and the patched kernel so that scripts/kernel can hold one
 * to the other (x86_64 only: uprobe's syscalls are x86_64's):
 *
 *   uretprobe_filtered   a real uretprobe (perf's uprobe PMU) on a
 *                        function of a task whose filter answers
 *                        ERRNO(E2BIG) to the uprobe syscalls: the return
 *                        goes through the trampoline's uretprobe call,
 *                        which no filter may see
 *   uretprobe_tsync      the same, after another thread's TSYNC raced the
 *                        attach of a filter slow to emulate: "N/M" of M
 *                        trials returned, and how many dropped the cache
 *   uretprobe_i386       the uretprobe in a task held to i386 calls: on
 *                        the stock kernel by a filter that kills every
 *                        other ABI, on the patched one by that filter and
 *                        SECCOMP_PIN_ARCHITECTURE through int $0x80
 *   uretprobe_x32        the same for x32
 *   filter_bytes         memory per filter, 2000 one-rule ERRNO filters in
 *                        one task (MemAvailable), and filter_slab_bytes
 *                        (SUnreclaim); _distinct: each filter's rule for
 *                        another syscall
 *   refused_attach_ns    attaching a filter slow to emulate that the path
 *                        limit refuses, the fastest of 3
 *
 * An outcome is "returned" (the probed function returned and the task
 * exited 0), "exit N" or "signal N". Prints "MEET NAME VALUE" lines.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/perf_event.h>
#include <linux/seccomp.h>
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "families.h"

#ifndef SECCOMP_PIN_ARCHITECTURE
#define SECCOMP_PIN_ARCHITECTURE 4
#endif
#define X32_BIT		0x40000000
#define I386_NR_exit	1
#define I386_NR_seccomp	354
#define NR_uretprobe	335
#define NR_uprobe	336
#define FILTERS		2000
#define RACE_TRIALS	20

static int patched;	/* the series' kernel ("7.3.4-seccache") */

static void die(const char *what)
{
	fprintf(stderr, "kmeet: %s: %s\n", what, strerror(errno));
	exit(2);
}

/* The function the uretprobe is on. */
__attribute__((noinline, used)) int probed(void)
{
	asm volatile ("" ::: "memory");
	return 42;
}

static int read_int(const char *path, const char *fmt)
{
	FILE *f = fopen(path, "r");
	int v = -1;

	if (!f || fscanf(f, fmt, &v) != 1)
		v = -1;
	if (f)
		fclose(f);
	return v;
}

/* probed()'s offset in the file it is mapped from. */
static long probed_offset(void)
{
	unsigned long start, end, off, addr = (unsigned long)probed;
	char perms[8];
	FILE *f = fopen("/proc/self/maps", "r");
	long found = -1;

	if (!f)
		return -1;
	while (fscanf(f, "%lx-%lx %7s %lx %*[^\n]\n", &start, &end, perms, &off) == 4)
		if (perms[2] == 'x' && addr >= start && addr < end)
			found = (long)(addr - start + off);
	fclose(f);
	return found;
}

/* A uretprobe on probed(), for every task (the guest has one CPU). */
static int attach_uretprobe(void)
{
	struct perf_event_attr attr = { .size = sizeof(attr) };
	int type = read_int("/sys/bus/event_source/devices/uprobe/type", "%d");
	int bit = read_int("/sys/bus/event_source/devices/uprobe/format/retprobe",
			   "config:%d");
	long offset = probed_offset();

	if (type < 0 || bit < 0 || offset < 0) {
		errno = ENOENT;
		return -1;
	}
	attr.type = type;
	attr.config = 1ULL << bit;
	attr.config1 = (unsigned long)"/proc/self/exe";
	attr.config2 = offset;
	return syscall(SYS_perf_event_open, &attr, -1, 0, -1, PERF_FLAG_FD_CLOEXEC);
}

static int install(const struct sock_filter *insns, unsigned short len,
		   unsigned int flags)
{
	struct sock_fprog prog = { .len = len, .filter = (void *)insns };

	return syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, flags, &prog);
}

/* A child's end as text: "returned" for exit 0. */
static const char *outcome(pid_t pid)
{
	static char text[32];
	int status;

	if (waitpid(pid, &status, 0) != pid)
		die("waitpid");
	if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
		return "returned";
	if (WIFEXITED(status))
		snprintf(text, sizeof(text), "exit_%d", WEXITSTATUS(status));
	else
		snprintf(text, sizeof(text), "signal_%d", WTERMSIG(status));
	return text;
}

/* ERRNO(E2BIG) to the uprobe syscalls, ALLOW to the rest. */
static const struct sock_filter uprobe_errno[] = {
	BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
	BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, NR_uretprobe, 1, 0),
	BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, NR_uprobe, 0, 1),
	BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | E2BIG),
	BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
};

static void try_filtered(void)
{
	pid_t pid = fork();

	if (pid == 0) {
		if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) ||
		    install(uprobe_errno, 5, 0))
			_exit(3);
		_exit(probed() == 42 ? 0 : 4);
	}
	printf("MEET uretprobe_filtered %s\n", outcome(pid));
}

struct race {
	int go;
	int delay_us;
};

/* The other thread: TSYNC an ALLOW filter @delay_us after the attach began. */
static void *race_tsync(void *arg)
{
	static const struct sock_filter allow[] = {
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	struct race *race = arg;
	struct timespec t = { 0, race->delay_us * 1000L };

	while (!__atomic_load_n(&race->go, __ATOMIC_ACQUIRE))
		;
	nanosleep(&t, NULL);
	return (void *)(long)install(allow, 1, SECCOMP_FILTER_FLAG_TSYNC);
}

/* uprobe_errno's rules, then each number alone to the end: slow to emulate. */
static void build_slow_uprobe_errno(struct sock_filter *insns)
{
	family_build(&families[1], insns, BPF_MAXINSNS);
	memcpy(insns, uprobe_errno, 4 * sizeof(*insns));
	insns[4] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS,
					offsetof(struct seccomp_data, nr));
}

/*
 * One trial: exits 0 if probed() returned; reports on @fd whether the new
 * filter's cache holds getpid (the TSYNC's filter came first or was
 * refused) or not (dropped).
 */
static void race_trial(int delay_us, int fd)
{
	static struct sock_filter insns[BPF_MAXINSNS];
	struct race race = { .delay_us = delay_us };
	pthread_t thread;
	char line[128], abi[16], what[16], cached = 'n';
	void *tsync;
	FILE *f;
	int nr;

	build_slow_uprobe_errno(insns);
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) ||
	    pthread_create(&thread, NULL, race_tsync, &race))
		_exit(3);
	__atomic_store_n(&race.go, 1, __ATOMIC_RELEASE);
	if (install(insns, BPF_MAXINSNS, 0) || pthread_join(thread, &tsync))
		_exit(3);
	f = fopen("/proc/self/seccomp_cache", "r");
	while (f && fgets(line, sizeof(line), f))
		if (sscanf(line, "%15s %d %15s", abi, &nr, what) == 3 &&
		    !strcmp(abi, "x86_64") && nr == SYS_getpid)
			cached = strcmp(what, "ALLOW") ? 'n' : 'y';
	if (f)
		fclose(f);
	if (write(fd, &cached, 1) != 1)
		_exit(3);
	_exit(probed() == 42 ? 0 : 4);
}

static void try_tsync_race(void)
{
	int returned = 0, dropped = 0, i;

	for (i = 0; i < RACE_TRIALS; i++) {
		int pipefd[2];
		char cached = 'y';
		pid_t pid;

		if (pipe(pipefd))
			die("pipe");
		pid = fork();
		if (pid == 0)
			race_trial(i * 5000, pipefd[1]);
		close(pipefd[1]);
		if (read(pipefd[0], &cached, 1) == 1 && cached == 'n')
			dropped++;
		close(pipefd[0]);
		returned += !strcmp(outcome(pid), "returned");
	}
	printf("MEET uretprobe_tsync %d/%d\n", returned, RACE_TRIALS);
	printf("MEET tsync_dropped %d/%d\n", dropped, RACE_TRIALS);
}

static long syscall_i386(long nr, long a0, long a1, long a2)
{
	long ret;

	asm volatile ("int $0x80"
		      : "=a" (ret)
		      : "a" (nr), "b" (a0), "c" (a1), "d" (a2)
		      : "memory", "r8", "r9", "r10", "r11");
	return ret;
}

/* A filter that kills every call but those of i386 (@x32 0) or x32 (1). */
static void one_abi_filter(struct sock_filter *insns, int x32)
{
	const struct sock_filter i386[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_I386, 1, 0),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	const struct sock_filter only_x32[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_X86_64, 0, 2),
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
		BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, X32_BIT, 1, 0),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};

	if (x32)
		memcpy(insns, only_x32, sizeof(only_x32));
	else
		memcpy(insns, i386, sizeof(i386));
}

/*
 * A task held to one ABI calls the probed function, then exits through
 * that ABI. The patched kernel also pins it, through that ABI.
 */
static void try_one_abi(int x32)
{
	pid_t pid;

	if (x32 && syscall(X32_BIT | SYS_getpid) != getpid()) {
		printf("MEET uretprobe_x32 n/a\n");
		return;
	}
	pid = fork();
	if (pid == 0) {
		struct sock_filter insns[6];
		long ret = 0;
		int code;

		one_abi_filter(insns, x32);
		if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) ||
		    install(insns, x32 ? 6 : 4, 0))
			_exit(3);
		if (patched && x32)
			ret = syscall(X32_BIT | SYS_seccomp,
				      SECCOMP_PIN_ARCHITECTURE, 0, NULL);
		else if (patched)
			ret = syscall_i386(I386_NR_seccomp,
					   SECCOMP_PIN_ARCHITECTURE, 0, 0);
		code = ret ? 5 : probed() == 42 ? 0 : 4;
		if (x32)
			syscall(X32_BIT | SYS_exit, code);
		syscall_i386(I386_NR_exit, code, 0, 0);
		_exit(6);
	}
	printf("MEET uretprobe_%s %s\n", x32 ? "x32" : "i386", outcome(pid));
}

/* Field @name of /proc/meminfo, in bytes. */
static long long meminfo(const char *name)
{
	char line[128];
	size_t n = strlen(name);
	long long kb = -1;
	FILE *f = fopen("/proc/meminfo", "r");

	while (f && fgets(line, sizeof(line), f))
		if (!strncmp(line, name, n) && line[n] == ':')
			kb = atoll(line + n + 1);
	if (f)
		fclose(f);
	return kb * 1024;
}

/*
 * FILTERS one-rule ERRNO filters in a child, the same (@distinct 0) or
 * each with an errno of its own, so that every filter changes what the
 * stack returns: what they cost, per filter, in MemAvailable and SUnreclaim.
 */
static void try_memory(int distinct)
{
	int pipefd[2];
	long long per[2];
	pid_t pid;

	if (pipe(pipefd))
		die("pipe");
	pid = fork();
	if (pid == 0) {
		struct sock_filter insns[] = {
			BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
			BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_getppid, 0, 1),
			BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | 1),
			BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
		};
		long long avail, slab;
		int i;

		if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0))
			_exit(3);
		sleep(1);	/* RCU frees of earlier children's filters */
		avail = meminfo("MemAvailable");
		slab = meminfo("SUnreclaim");
		for (i = 0; i < FILTERS; i++) {
			if (distinct)
				insns[2].k = SECCOMP_RET_ERRNO | (i % 4000 + 1);
			if (install(insns, 4, 0))
				_exit(4);
		}
		per[0] = (avail - meminfo("MemAvailable")) / FILTERS;
		per[1] = (meminfo("SUnreclaim") - slab) / FILTERS;
		_exit(write(pipefd[1], per, sizeof(per)) == sizeof(per) ? 0 : 5);
	}
	close(pipefd[1]);
	if (read(pipefd[0], per, sizeof(per)) != sizeof(per))
		per[0] = per[1] = -1;
	close(pipefd[0]);
	outcome(pid);
	printf("MEET filter_bytes%s %lld\n", distinct ? "_distinct" : "", per[0]);
	printf("MEET filter_slab_bytes%s %lld\n", distinct ? "_distinct" : "", per[1]);
}

static unsigned long long now_ns(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1000000000ULL + t.tv_nsec;
}

/*
 * Filters up to the path limit (BPF_MAXINSNS long, cheap to emulate: a
 * RET first; then one RET each, to the last instruction), then a filter
 * slow to emulate that the limit refuses: the fastest of 3 refusals.
 */
static void try_refused_attach(void)
{
	static struct sock_filter insns[BPF_MAXINSNS];
	int pipefd[2];
	unsigned long long best = 0;
	pid_t pid;

	if (pipe(pipefd))
		die("pipe");
	pid = fork();
	if (pid == 0) {
		unsigned long long t;
		int i;

		if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0))
			_exit(3);
		family_build(&families[0], insns, BPF_MAXINSNS);
		insns[0] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K,
							SECCOMP_RET_ALLOW);
		while (install(insns, BPF_MAXINSNS, 0) == 0)
			;
		while (install(insns, 1, 0) == 0)
			;
		if (errno != ENOMEM)
			_exit(4);
		family_build(&families[1], insns, BPF_MAXINSNS);
		best = ~0ULL;
		for (i = 0; i < 3; i++) {
			t = now_ns();
			if (install(insns, BPF_MAXINSNS, 0) != -1 || errno != ENOMEM)
				_exit(5);
			t = now_ns() - t;
			if (t < best)
				best = t;
		}
		_exit(write(pipefd[1], &best, sizeof(best)) == sizeof(best) ? 0 : 6);
	}
	close(pipefd[1]);
	if (read(pipefd[0], &best, sizeof(best)) != sizeof(best))
		best = 0;
	close(pipefd[0]);
	printf("MEET refused_attach_ns %llu (%s)\n", best, outcome(pid));
}

int main(void)
{
	struct utsname u;

	setvbuf(stdout, NULL, _IOLBF, 0);
	patched = uname(&u) == 0 && strstr(u.release, "-seccache") != NULL;
	printf("MEET kernel %s\n", patched ? "patched" : "stock");
	try_memory(0);
	try_memory(1);
	try_refused_attach();
	if (attach_uretprobe() < 0)
		die("perf_event_open(uretprobe)");
	try_filtered();
	try_one_abi(0);
	try_one_abi(1);
	try_tsync_race();
	return 0;
}
