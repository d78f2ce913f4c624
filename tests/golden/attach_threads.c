/* SPDX-License-Identifier: MIT */
/*
 * attach_threads.c - a program for seccache dump -- CMD: two threads,
 * one after the other, each attach a filter of their own (the first with
 * seccomp(2) and SECCOMP_FILTER_FLAG_LOG, the second with prctl(2)), then
 * the process exits with status 7, so that only a tracer that catches the
 * filters as they are attached can see them.
 */
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <pthread.h>
#include <stdio.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

static void *attach_seccomp(void *arg)
{
	static struct sock_filter allow[] = {
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	struct sock_fprog prog = { 1, allow };

	(void)arg;
	if (syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_LOG, &prog))
		perror("seccomp");
	return NULL;
}

static void *attach_prctl(void *arg)
{
	static struct sock_filter allow[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, 0),	/* seccomp_data.nr */
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	struct sock_fprog prog = { 2, allow };

	(void)arg;
	if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog, 0, 0))
		perror("prctl");
	return NULL;
}

int main(void)
{
	void *(*const bodies[])(void *) = { attach_seccomp, attach_prctl };
	pthread_t t;

	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)) {
		perror("PR_SET_NO_NEW_PRIVS");
		return 1;
	}
	for (int i = 0; i < 2; i++) {
		if (pthread_create(&t, NULL, bodies[i], NULL) || pthread_join(t, NULL))
			return 1;
	}
	return 7;
}
