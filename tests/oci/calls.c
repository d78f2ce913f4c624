/* SPDX-License-Identifier: MIT */
/*
 * calls.c - the process tests/oci/run.sh runs in a container under a
 * seccomp profile: it makes a list of syscalls and prints what each
 * returned, one line each, so that two runs under two filters compare as
 * text. "calls kill" makes one call the profile kills the process for.
 * Built static: the bundle's root holds busybox and this program only.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
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

int main(int argc, char **argv)
{
	if (argc > 1 && !strcmp(argv[1], "kill")) {
		/* delete_module: SCMP_ACT_KILL_PROCESS in the profile. */
		syscall(SYS_delete_module, "seccache-none", 0L);
		printf("delete_module returned: not killed\n");
		return 1;
	}
	list();
	return 0;
}
