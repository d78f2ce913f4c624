/* SPDX-License-Identifier: MIT */
/*
 * kebpf.c - the eBPF series' figures, in one boot of the patched kernel:
 *
 *   kworkload ebpf PROFILE
 *
 * Per call, guest time (-icount: instructions), the fastest of ROUNDS
 * rounds of CALLS calls, in a fresh child per configuration:
 *
 *  - getppid() under Docker's profile (PROFILE, as runc compiles it) and
 *    under a filter of argument checks, a constant ALLOW;
 *  - ioctl(-1, REQUEST), the last of an allowlist of 40 requests (and of
 *    120, which eBPF looks up in a hash set), and socket(AF_PACKET),
 *    refused by a check of 4 families: results that depend on an argument.
 *
 * Each under: no filter; the classic filter with the filters run (as a
 * kernel without the cache runs it: behind a 2-instruction filter whose
 * result depends on an argument, so nothing is cached); the classic
 * filter with the series' cache; the filter compiled to eBPF
 * (seccache_ebpf_compile()), answered from its table where it holds the
 * call; the same eBPF program run for every call (behind the same
 * 2-instruction filter, merged in, so its table is empty).
 *
 * Then attaching: TASKS children each attach Docker's profile, as a
 * classic filter each, or the one eBPF program loaded (verified and
 * JIT-compiled) once, by file descriptor. Prints "BENCH ebpf_... NS".
 */
#include <errno.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "kworkload.h"

#define CALLS	20000
#define ROUNDS	3
#define TASKS	20
#define IOCTL_FIRST	0x5401	/* TCGETS */

enum how { UNCONFINED, CLASSIC_RUN, CLASSIC_CACHED, EBPF_TABLE, EBPF_PROG, HOWS };

static const char *const how_names[HOWS] = {
	"unconfined", "classic_run", "classic_cached", "ebpf_table", "ebpf_prog",
};

/* Older than the filter measured: depends on args[5], which no call here sets. */
static const struct seccache_insn uncacher[] = {
	{ BPF_LD | BPF_W | BPF_ABS, 0, 0, 56 },
	{ BPF_JMP | BPF_JEQ | BPF_K, 0, 1, 0x5ec0de },
	{ BPF_RET | BPF_K, 0, 0, SECCOMP_RET_ERRNO | EDOM },
	{ BPF_RET | BPF_K, 0, 0, SECCOMP_RET_ALLOW },
};

static struct seccache_stack *stack_of(const struct seccache_insn *insns, size_t n,
				       struct seccache_stack *s)
{
	struct seccache_error err = { 0 };
	struct seccache_filter *f;

	if ((!s && seccache_stack_new(NULL, &s, &err)) ||
	    seccache_filter_new(insns, n, &f, &err) || seccache_stack_push(s, f, &err)) {
		fprintf(stderr, "kebpf: %s\n", err.msg);
		exit(1);
	}
	seccache_filter_free(f);
	return s;
}

/*
 * The argument checks: ioctl with one of n requests (from TCGETS, 0x5401,
 * on), socket with AF_UNIX, AF_INET, AF_INET6 or AF_NETLINK; every other
 * call allowed. Far jumps stay under 256 for n up to 240.
 */
static struct seccache_stack *arg_checks(uint32_t n_ioctls)
{
	static const uint32_t families[] = { AF_UNIX, AF_INET, AF_INET6, AF_NETLINK };
	static struct seccache_insn p[256];
	size_t n = 0, sockets = 7 + n_ioctls + 1, allow = sockets + 1 + 4 + 1;

	p[n++] = (struct seccache_insn){ BPF_LD | BPF_W | BPF_ABS, 0, 0, 4 };
	p[n++] = (struct seccache_insn){ BPF_JMP | BPF_JEQ | BPF_K, 0,
					 (uint8_t)(allow + 1 - 2), AUDIT_ARCH_X86_64 };
	p[n++] = (struct seccache_insn){ BPF_LD | BPF_W | BPF_ABS, 0, 0, 0 };
	p[n++] = (struct seccache_insn){ BPF_JMP | BPF_JEQ | BPF_K, 2, 0, SYS_ioctl };
	p[n++] = (struct seccache_insn){ BPF_JMP | BPF_JEQ | BPF_K, (uint8_t)(sockets - 5), 0,
					 SYS_socket };
	p[n++] = (struct seccache_insn){ BPF_RET | BPF_K, 0, 0, SECCOMP_RET_ALLOW };
	p[n++] = (struct seccache_insn){ BPF_LD | BPF_W | BPF_ABS, 0, 0, 24 };
	for (uint32_t i = 0; i < n_ioctls; i++, n++)
		p[n] = (struct seccache_insn){ BPF_JMP | BPF_JEQ | BPF_K, (uint8_t)(allow - n - 1),
					       0, IOCTL_FIRST + i };
	p[n++] = (struct seccache_insn){ BPF_RET | BPF_K, 0, 0, SECCOMP_RET_ERRNO | EPERM };
	p[n++] = (struct seccache_insn){ BPF_LD | BPF_W | BPF_ABS, 0, 0, 16 };
	for (size_t i = 0; i < 4; i++, n++)
		p[n] = (struct seccache_insn){ BPF_JMP | BPF_JEQ | BPF_K, (uint8_t)(allow - n - 1),
					       0, families[i] };
	p[n++] = (struct seccache_insn){ BPF_RET | BPF_K, 0, 0,
					 SECCOMP_RET_ERRNO | EAFNOSUPPORT };
	p[n++] = (struct seccache_insn){ BPF_RET | BPF_K, 0, 0, SECCOMP_RET_ALLOW };
	p[n++] = (struct seccache_insn){ BPF_RET | BPF_K, 0, 0, SECCOMP_RET_KILL_PROCESS };
	return stack_of(p, n, NULL);
}

/* The last request of the allowlist being measured, and one past it. */
static uint32_t ioctl_last;

static void call_getppid(void)
{
	syscall(SYS_getppid);
}

static void call_ioctl(void)
{
	syscall(SYS_ioctl, -1, ioctl_last);
}

static void call_socket(void)
{
	syscall(SYS_socket, AF_PACKET, SOCK_RAW, 0);
}

/*
 * Under the argument checks, classic or eBPF, the calls do what the filter
 * says: the last request allowed (EBADF, from the kernel), the one after
 * it refused (EPERM), AF_PACKET refused (EAFNOSUPPORT), a number no ABI
 * has ENOSYS. Checked before each measurement; a child that fails exits 4.
 */
static bool calls_right(void)
{
	return syscall(SYS_ioctl, -1, ioctl_last) == -1 && errno == EBADF &&
	       syscall(SYS_ioctl, -1, ioctl_last + 1) == -1 && errno == EPERM &&
	       syscall(SYS_socket, AF_PACKET, SOCK_RAW, 0) == -1 && errno == EAFNOSUPPORT &&
	       syscall(SYS_getppid) == getppid() && syscall(1023) == -1 && errno == ENOSYS;
}

/* Whether the stack measured is arg_checks()'s. */
static bool checking;

/* Attach s as how says; the stack of the uncacher and s is u. */
static void attach(enum how how, const struct seccache_stack *s, const struct seccache_stack *u)
{
	const struct seccache_stack *which = how == CLASSIC_RUN || how == EBPF_PROG ? u : s;
	struct seccache_error err = { 0 };
	struct seccache_ebpf *e = NULL;

	if (how == CLASSIC_RUN || how == CLASSIC_CACHED) {
		kw_attach_classic(which);
		return;
	}
	if (how == UNCONFINED)
		return;
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0))
		_exit(2);
	if (seccache_ebpf_compile(which, &e, &err) || seccache_ebpf_install(e, &err)) {
		fprintf(stderr, "kebpf: %s\n", err.msg);
		_exit(2);
	}
	seccache_ebpf_free(e);
}

struct call_run {
	enum how how;
	const struct seccache_stack *s, *u;
	void (*fn)(void);
};

/* In the child: the fastest round's guest time per call. */
static unsigned long long measure_calls(const void *ctx)
{
	const struct call_run *cr = ctx;
	unsigned long long best = ~0ULL;

	attach(cr->how, cr->s, cr->u);
	if (checking && cr->how != UNCONFINED && !calls_right())
		return 0;
	for (int r = 0; r < ROUNDS; r++) {
		unsigned long long t = kw_now_ns();

		for (int k = 0; k < CALLS; k++)
			cr->fn();
		t = (kw_now_ns() - t) / CALLS;
		best = t < best ? t : best;
	}
	return best;
}

/* The fastest round's guest time per call of fn, in a child attached as how says. */
static unsigned long long per_call(enum how how, const struct seccache_stack *s,
				   const struct seccache_stack *u, void (*fn)(void))
{
	const struct call_run cr = { how, s, u, fn };

	return kw_in_child(measure_calls, &cr);
}

static void figures(const char *name, const struct seccache_stack *s, void (*fn)(void))
{
	struct seccache_stack *u = stack_of(uncacher, sizeof(uncacher) / sizeof(uncacher[0]),
					    NULL);

	for (size_t i = 0; i < seccache_stack_len(s); i++)
		if (seccache_stack_push(u, seccache_stack_filter(s, i), NULL))
			kw_die("push");
	for (int how = 0; how < HOWS; how++) {
		unsigned long long ns = per_call(how, s, u, fn);

		if (!ns)
			exit(1);
		printf("BENCH ebpf_%s_%s_ns %llu\n", name, how_names[how], ns);
	}
	seccache_stack_free(u);
}

struct attach_run {
	const struct seccache_stack *s;
	const int *fds;
};

/* In the child: the guest time of one attach, classic or by descriptors. */
static unsigned long long measure_attach(const void *ctx)
{
	const struct attach_run *ar = ctx;
	const struct seccache_filter *f = seccache_stack_filter(ar->s, 0);
	struct sock_fprog prog = {
		.len = (unsigned short)seccache_filter_len(f),
		.filter = (struct sock_filter *)seccache_filter_insns(f),
	};
	unsigned long long t0;
	long ret;

	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0))
		return 0;
	t0 = kw_now_ns();
	ret = ar->fds ? seccache_ebpf_attach(ar->fds[0], ar->fds[1], 0, NULL) :
		syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &prog);
	return ret ? 0 : kw_now_ns() - t0;
}

/* The mean guest time of one attach of s in TASKS children, as classic or by fds. */
static unsigned long long attach_time(const struct seccache_stack *s, const int *fds)
{
	const struct attach_run ar = { s, fds };
	unsigned long long total = 0;

	for (int t = 0; t < TASKS; t++) {
		unsigned long long ns = kw_in_child(measure_attach, &ar);

		if (!ns)
			kw_die("attach");
		total += ns;
	}
	return total / TASKS;
}

static void attach_figures(const struct seccache_stack *docker)
{
	struct seccache_error err = { 0 };
	struct seccache_ebpf *e;
	unsigned long long t0, load;
	int fds[2];

	if (seccache_ebpf_compile(docker, &e, &err) || seccache_ebpf_len(e) != 1) {
		fprintf(stderr, "kebpf: docker: %s\n", err.msg);
		exit(1);
	}
	t0 = kw_now_ns();
	if (seccache_ebpf_load(e, 0, &fds[0], &fds[1], &err)) {
		fprintf(stderr, "kebpf: load: %s\n", err.msg);
		exit(1);
	}
	load = kw_now_ns() - t0;
	printf("BENCH ebpf_attach_classic_ns %llu\n", attach_time(docker, NULL));
	printf("BENCH ebpf_attach_ebpf_ns %llu\n", attach_time(docker, fds));
	printf("BENCH ebpf_load_once_ns %llu\n", load);
	close(fds[0]);
	close(fds[1]);
	seccache_ebpf_free(e);
}

int kebpf_main(int argc, char **argv)
{
	struct seccache_stack *docker, *checks;

	if (argc != 2) {
		fprintf(stderr, "usage: kworkload ebpf PROFILE\n");
		return 2;
	}
	setvbuf(stdout, NULL, _IOLBF, 0);
	docker = kw_load_profile(argv[1]);
	ioctl_last = IOCTL_FIRST + 39;
	figures("docker_getppid", docker, call_getppid);
	checks = arg_checks(40);
	checking = true;
	figures("checks_getppid", checks, call_getppid);
	figures("checks_ioctl40", checks, call_ioctl);
	figures("checks_socket", checks, call_socket);
	seccache_stack_free(checks);
	/* Long enough for a hash set (ebpf.c's SET_MIN). */
	checks = arg_checks(120);
	ioctl_last = IOCTL_FIRST + 119;
	figures("checks_ioctl120", checks, call_ioctl);
	seccache_stack_free(checks);
	attach_figures(docker);
	seccache_stack_free(docker);
	return 0;
}
