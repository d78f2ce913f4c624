/* SPDX-License-Identifier: MIT */
/*
 * attach.c - the kernel side of kguest: a stack attached in a child
 * process, for its /proc/PID/seccomp_cache, or for calls made under it by
 * worker threads, a new thread after each thread kill and a new child
 * after each process kill.
 */
#include <errno.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include "kguest.h"
#include "kstubs.h"

void *kguest_map_shared(size_t size)
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
	if (kguest_ebpf && !kguest_ebpf_attach(c))
		return false;
	for (size_t i = 0; !kguest_ebpf && i < c->n; i++) {
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

/* A file such as /proc/PID/seccomp_cache into a malloc'd string (NULL on failure). */
char *kguest_read_text(const char *path)
{
	FILE *in = fopen(path, "re"), *out;
	char *text = NULL;
	size_t size = 0;
	bool ok;
	int ch;

	if (!in)
		return NULL;
	out = open_memstream(&text, &size);
	while (out && (ch = getc(in)) != EOF)
		putc(ch, out);
	ok = out && !ferror(in);
	fclose(in);
	if (out && fclose(out))
		ok = false;
	if (!ok) {
		free(text);
		return NULL;
	}
	return text;
}

/*
 * /proc/PID/seccomp_cache of a child that attached c, into a malloc'd
 * string (NULL on failure).
 */
char *kguest_kernel_lines(const struct stack_case *c)
{
	volatile int *ready = kguest_map_shared(sizeof(*ready));
	char path[64], *text = NULL;
	pid_t pid;

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
	if (*ready)
		text = kguest_read_text(path);
	if (pid > 0) {
		kill(pid, SIGKILL);
		waitpid(pid, NULL, 0);
	}
	munmap((void *)ready, sizeof(*ready));
	return text;
}

const char *const kguest_kind_names[] = {
	"returned", "trapped", "thread killed", "process killed", "no record",
};

/* What the worker of a child needs; one child at a time. */
static struct {
	struct shared *sh;
	const struct call *calls;
	size_t n;
	const struct stack_case *c;
	sigjmp_buf trap;
} child;

static void on_sigsys(int sig, siginfo_t *info, void *uctx)
{
	(void)sig;
	(void)uctx;
	child.sh->out[child.sh->cur].value = info->si_errno;
	child.sh->out[child.sh->cur].kind = TRAPPED;
	child.sh->cur++;
	siglongjmp(child.trap, 1);
}

/*
 * The worker: after its filters are attached it makes no syscall but the
 * test calls and SYS_wait, which the guard allows.
 */
static void *worker(void *arg)
{
	(void)arg;
	if (!attach(child.c))
		return NULL;
	sigsetjmp(child.trap, 0);
	while (child.sh->cur < child.n) {
		size_t i = child.sh->cur;

		child.sh->out[i].value = kh_call(&child.calls[i].d);
		child.sh->out[i].kind = RETURNED;
		child.sh->cur++;
	}
	child.sh->done = 1;
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
	while (!child.sh->done) {
		pthread_t t;

		if (pthread_create(&t, NULL, worker, NULL))
			_exit(3);
		while (!child.sh->done && pthread_tryjoin_np(t, NULL) == EBUSY)
			usleep(200);
		if (child.sh->done)
			break;
		/* The worker died in its call: KILL_THREAD. */
		if (child.sh->cur < child.n) {
			child.sh->out[child.sh->cur].kind = THREAD_KILLED;
			child.sh->cur++;
		} else {
			_exit(4);
		}
	}
	_exit(0);
}

/* Make every call, a new child after each process kill. */
bool kguest_make_calls(const struct stack_case *c, const struct call *calls,
		       size_t n, struct shared *sh)
{
	memset(sh, 0, sizeof(*sh));
	for (size_t i = 0; i < n; i++)
		sh->out[i].kind = UNKNOWN;
	child.sh = sh;
	child.calls = calls;
	child.n = n;
	child.c = c;
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
