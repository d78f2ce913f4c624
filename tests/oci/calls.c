/* SPDX-License-Identifier: MIT */
/*
 * calls.c - the process tests/oci/run.sh runs in a container under a
 * seccomp profile: it makes a list of syscalls and prints what each
 * returned, one line each, so that two runs under two filters compare as
 * text. "calls kill" makes one call the profile kills the process for;
 * "calls nr SPEC..." (tests/oci/runc.sh) makes the calls SPEC names,
 * [i]NR[:ARG...] (i: through int 0x80, as an ia32 process; NR and ARGs
 * in C notation, missing ARGs 0), and prints "SPEC = RET" or
 * "SPEC = -1 errno N" for each. "calls hold FILE SPEC..."
 * (tests/oci/engines.sh, as a container's command) prints the same into
 * FILE, then "end", then waits to be killed: the engine's container
 * makes its calls with no exec, and seccache dump reads the filter of
 * the process that made them.
 * Built static: the bundle's root holds busybox and this program only.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#define X32_BIT 0x40000000L

/* "name = ret" or "name = -1 errno N": the line both runs must agree on. */
static void show(const char *name, long ret)
{
	if (ret < 0)
		printf("%-28s = -1 errno %d (%s)\n", name, errno, strerror(errno));
	else
		printf("%-28s = %ld\n", name, ret);
	fflush(stdout);
}

/* A call that may create a process: the child, if any, leaves at once. */
static long clone_flags(unsigned long flags)
{
	long ret = syscall(SYS_clone, flags | SIGCHLD, 0L, 0L, 0L, 0L);

	if (ret == 0)
		_exit(0);
	if (ret > 0)
		waitpid((pid_t)ret, NULL, 0);
	return ret;
}

static void list(void)
{
	long fd;

	show("getpid", syscall(SYS_getpid));
	show("personality(0xffffffff)", syscall(SYS_personality, 0xffffffffUL));
	show("personality(0x40000)", syscall(SYS_personality, 0x40000UL));
	fd = syscall(SYS_socket, AF_INET, SOCK_STREAM, 0);
	show("socket(AF_INET)", fd);
	if (fd >= 0)
		close((int)fd);
	show("socket(AF_PACKET)", syscall(SYS_socket, AF_PACKET, SOCK_RAW, 0));
	show("clone(CLONE_NEWUSER)", clone_flags(CLONE_NEWUSER));
	show("clone3", syscall(SYS_clone3, 0L, 0L));
	/* Harmless if let through: no such filesystem type, no such target. */
	show("mount", syscall(SYS_mount, "none", "/nonexistent", "seccache-none", 0L, 0L));
	show("ptrace(bad request)", syscall(SYS_ptrace, 0x7fffL, 1L, 0L, 0L));
	show("syslog(size)", syscall(SYS_syslog, 10, 0L, 0L));
	show("syscall 1000", syscall(1000L));
	/* x32's getpid: the profile's SCMP_ARCH_X32 rules (ENOSYS without x32). */
	show("x32 getpid", syscall(X32_BIT | 39L));
}

/* syscall nr through int 0x80: the kernel sees AUDIT_ARCH_I386. */
static long ia32_call(unsigned long nr, const unsigned long *a)
{
	long ret;

	__asm__ volatile("int $0x80"
			 : "=a"(ret)
			 : "a"(nr), "b"(a[0]), "c"(a[1]), "d"(a[2]), "S"(a[3]), "D"(a[4])
			 /* The kernel clears r8-r15 on an int 0x80 from a 64-bit task. */
			 : "memory", "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15");
	if (ret < 0 && ret > -4096) {
		errno = (int)-ret;
		return -1;
	}
	return ret;
}

/* One SPEC of "calls nr": [i]NR[:ARG...]. */
static void call_spec(const char *spec)
{
	unsigned long nr, a[6] = { 0 };
	const char *p = spec + (spec[0] == 'i');
	char *end;

	nr = strtoul(p, &end, 0);
	for (size_t i = 0; i < 6 && *end == ':'; i++)
		a[i] = strtoull(end + 1, &end, 0);
	if (spec[0] == 'i')
		show(spec, ia32_call(nr, a));
	else
		show(spec, syscall((long)nr, a[0], a[1], a[2], a[3], a[4], a[5]));
}

int main(int argc, char **argv)
{
	if (argc > 1 && !strcmp(argv[1], "nr")) {
		for (int i = 2; i < argc; i++)
			call_spec(argv[i]);
		return 0;
	}
	if (argc > 2 && !strcmp(argv[1], "hold")) {
		if (!freopen(argv[2], "w", stdout))
			return 1;
		for (int i = 3; i < argc; i++)
			call_spec(argv[i]);
		printf("end\n");
		fflush(stdout);
		for (;;)
			pause();
	}
	if (argc > 1 && !strcmp(argv[1], "kill")) {
		/* delete_module: SCMP_ACT_KILL_PROCESS in the profile. */
		syscall(SYS_delete_module, "seccache-none", 0L);
		printf("delete_module returned: not killed\n");
		return 1;
	}
	list();
	return 0;
}
