/* SPDX-License-Identifier: MIT */
/*
 * test_ptrace.c - reading the filters of live children: the bytes and
 * flags they installed, oldest first, per thread; a process's stack only
 * when its threads agree; the child keeps running afterwards; and the errors for a missing pid, a child without filters,
 * strict mode, a zombie and children that exit while being read.
 * Needs root (CAP_SYS_ADMIN); skips with a message otherwise.
 */
#include <errno.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <pthread.h>
#include <signal.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#include <setjmp.h>
#include <stdarg.h>
#include <cmocka.h>

#include "seccache.h"

/* "nr == call ? ERRNO(data) : ALLOW", the shape of both test filters. */
#define DENY_ONE(call, data) { \
	BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)), \
	BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (call), 0, 1), \
	BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (data)), \
	BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW), \
}

static struct sock_filter older[] = DENY_ONE(SYS_getppid, 5);
static struct sock_filter newer[] = DENY_ONE(SYS_getpgrp, 6);
static struct sock_filter thread_only[] = DENY_ONE(SYS_getsid, 7);

static int install(struct sock_filter *insns, size_t len, unsigned int flags)
{
	struct sock_fprog prog = { .len = (unsigned short)len, .filter = insns };

	return (int)syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, flags, &prog);
}

struct child {
	pid_t pid;
	int go;		/* write end: the child exits when it reads a byte */
};

/*
 * TWO_THREADS: a second thread adds a filter of its own; SAME_THREADS: it
 * adds none; LEADER_GONE: as SAME_THREADS, then the main thread calls
 * pthread_exit() and the second one runs on.
 */
enum setup { NO_FILTERS, TWO_FILTERS, STRICT, TWO_THREADS, SAME_THREADS, LEADER_GONE };

static bool has_thread(enum setup setup)
{
	return setup == TWO_THREADS || setup == SAME_THREADS || setup == LEADER_GONE;
}

struct thread_arg {
	enum setup setup;
	int ready, go;
};

static void *thread_main(void *p)
{
	const struct thread_arg *arg = p;
	char c;

	if (arg->setup == TWO_THREADS && install(thread_only, 4, 0))
		_exit(3);
	if (write(arg->ready, "t", 1) != 1)
		_exit(4);
	/* With the main thread gone, this one ends the process. */
	if (arg->setup == LEADER_GONE) {
		if (read(arg->go, &c, 1) != 1)
			_exit(7);
		syscall(SYS_exit_group, 0);
	}
	pause();
	return NULL;
}

static void child_main(enum setup setup, int ready, int go)
{
	static struct thread_arg arg;
	pthread_t thread;
	char c;

	arg = (struct thread_arg){ setup, ready, go };
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0))
		_exit(2);
	if (setup != NO_FILTERS && setup != STRICT) {
		if (install(older, 4, 0) || install(newer, 4, SECCOMP_FILTER_FLAG_LOG))
			_exit(3);
	}
	if (has_thread(setup) && pthread_create(&thread, NULL, thread_main, &arg))
		_exit(5);
	if (setup == STRICT && prctl(PR_SET_SECCOMP, SECCOMP_MODE_STRICT))
		_exit(6);
	if (write(ready, "r", 1) != 1)
		_exit(4);
	if (setup == LEADER_GONE)
		pthread_exit(NULL);
	/* read() is restarted after the ptrace stop; strict mode allows it. */
	if (read(go, &c, 1) != 1)
		_exit(7);
	/* Strict mode allows exit, not exit_group. */
	syscall(setup == STRICT ? SYS_exit : SYS_exit_group, 0);
}

static struct child start(enum setup setup)
{
	int ready[2], go[2], waits = has_thread(setup) ? 2 : 1;
	struct child c;
	char byte;

	assert_int_equal(pipe(ready), 0);
	assert_int_equal(pipe(go), 0);
	c.pid = fork();
	assert_true(c.pid >= 0);
	if (c.pid == 0) {
		close(ready[0]);
		close(go[1]);
		child_main(setup, ready[1], go[0]);
	}
	close(ready[1]);
	close(go[0]);
	while (waits--)
		assert_int_equal(read(ready[0], &byte, 1), 1);
	close(ready[0]);
	c.go = go[1];
	return c;
}

/* Let the child finish; it must exit 0, so it ran on after being read. */
static void finish(struct child c)
{
	int status;

	assert_int_equal(write(c.go, "x", 1), 1);
	close(c.go);
	assert_int_equal(waitpid(c.pid, &status, 0), c.pid);
	assert_true(WIFEXITED(status));
	assert_int_equal(WEXITSTATUS(status), 0);
}

static char proc_state(pid_t tid)
{
	char path[64], state = 0;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/stat", (int)tid);
	f = fopen(path, "r");
	assert_non_null(f);
	assert_int_equal(fscanf(f, "%*d (%*[^)]) %c", &state), 1);
	fclose(f);
	return state;
}

static void assert_filter(const struct seccache_filter *f,
			  const struct sock_filter *insns, size_t len)
{
	assert_int_equal(seccache_filter_len(f), len);
	assert_memory_equal(seccache_filter_insns(f), insns, len * sizeof(*insns));
}

static void test_two_filters(void **state)
{
	struct seccache_filter **filters;
	struct seccache_error err = { 0 };
	struct child c = start(TWO_FILTERS);
	uint64_t *flags;
	size_t n;
	int ret;

	(void)state;
	ret = seccache_thread_filters(c.pid, &filters, &flags, &n, &err);
	if (ret == -EOPNOTSUPP) {
		finish(c);
		skip();
	}
	if (ret)
		print_error("%s\n", err.msg);
	assert_int_equal(ret, 0);
	assert_int_equal(n, 2);
	assert_filter(filters[0], older, 4);
	assert_filter(filters[1], newer, 4);
	assert_int_equal(flags[0], 0);
	assert_int_equal(flags[1], SECCOMP_FILTER_FLAG_LOG);
	seccache_thread_filters_free(filters, flags, n);
	/* Not left in a stop: back to sleep in read() within a second. */
	for (n = 0; n < 1000 && proc_state(c.pid) != 'S'; n++)
		usleep(1000);
	assert_int_equal(proc_state(c.pid), 'S');
	finish(c);
}

static void test_stack_from_pid(void **state)
{
	struct seccache_data d = { .arch = seccache_arch_host()->audit_arch };
	struct seccache_error err = { 0 };
	struct child c = start(TWO_FILTERS);
	struct seccache_stack *s;
	size_t match;

	(void)state;
	assert_int_equal(seccache_stack_from_pid(c.pid, 0, NULL, &s, &err), 0);
	assert_int_equal(seccache_stack_len(s), 2);
	d.nr = SYS_getppid;
	assert_int_equal(seccache_stack_run(s, &d, &match), SECCACHE_RET_ERRNO | 5);
	assert_int_equal(match, 0);
	d.nr = SYS_getpgrp;
	assert_int_equal(seccache_stack_run(s, &d, &match), SECCACHE_RET_ERRNO | 6);
	assert_int_equal(match, 1);
	seccache_stack_free(s);
	assert_int_equal(seccache_stack_from_pid(c.pid, 1 << 30, NULL, &s, &err), -ESRCH);
	assert_non_null(strstr(err.msg, "no thread"));
	finish(c);
}

static void test_threads_differ(void **state)
{
	struct seccache_filter **filters;
	struct seccache_error err = { 0 };
	struct child c = start(TWO_THREADS);
	uint64_t *flags;
	pid_t *tids;
	size_t n, n_tids;

	(void)state;
	assert_int_equal(seccache_process_threads(c.pid, &tids, &n_tids, &err), 0);
	assert_int_equal(n_tids, 2);
	assert_int_equal(tids[0], c.pid);
	assert_int_equal(seccache_thread_filters(tids[1], &filters, &flags, &n, &err), 0);
	assert_int_equal(n, 3);
	assert_filter(filters[2], thread_only, 4);
	seccache_thread_filters_free(filters, flags, n);
	assert_int_equal(seccache_thread_filters(tids[0], &filters, &flags, &n, &err), 0);
	assert_int_equal(n, 2);
	seccache_thread_filters_free(filters, flags, n);
	free(tids);
	finish(c);
}

/*
 * pid alone stands for every thread: when their stacks differ no one of
 * them answers for the process, and the error names each thread's.
 */
static void test_process_threads_differ(void **state)
{
	struct seccache_error err = { 0 }, why = { 0 };
	struct child c = start(TWO_THREADS);
	struct seccache_stack *s, **stacks;
	char expected[64];
	pid_t *tids;
	size_t n;

	(void)state;
	assert_int_equal(seccache_stack_from_pid(c.pid, 0, NULL, &s, &why), -ENOTUNIQ);
	assert_null(s);
	assert_int_equal(seccache_process_stacks(c.pid, NULL, &tids, &stacks, &n, &err), 0);
	assert_int_equal(n, 2);
	assert_int_equal(tids[0], c.pid);
	assert_int_equal(seccache_stack_len(stacks[0]), 2);
	assert_int_equal(seccache_stack_len(stacks[1]), 3);
	assert_int_equal(seccache_stack_filter_flags(stacks[1], 1), SECCACHE_FILTER_FLAG_LOG);
	snprintf(expected, sizeof(expected), ": %d (2 filters); %d (3 filters)",
		 (int)tids[0], (int)tids[1]);
	if (!strstr(why.msg, expected))
		print_error("\"%s\" lacks \"%s\"\n", why.msg, expected);
	assert_non_null(strstr(why.msg, expected));
	/* pid:PID/TID still reads the one thread. */
	assert_int_equal(seccache_stack_from_pid(c.pid, tids[1], NULL, &s, &err), 0);
	assert_int_equal(seccache_stack_len(s), 3);
	seccache_stack_free(s);
	seccache_process_stacks_free(tids, stacks, n);
	finish(c);
}

/* Threads that share their filters: the process's stack, flags kept. */
static void test_process_threads_same(void **state)
{
	struct seccache_error err = { 0 };
	struct child c = start(SAME_THREADS);
	struct seccache_stack *s;

	(void)state;
	assert_int_equal(seccache_stack_from_pid(c.pid, 0, NULL, &s, &err), 0);
	assert_int_equal(seccache_stack_len(s), 2);
	assert_int_equal(seccache_stack_filter_flags(s, 0), 0);
	assert_int_equal(seccache_stack_filter_flags(s, 1), SECCACHE_FILTER_FLAG_LOG);
	seccache_stack_free(s);
	finish(c);
	c = start(NO_FILTERS);
	assert_int_equal(seccache_stack_from_pid(c.pid, 0, NULL, &s, &err), -ENOENT);
	assert_non_null(strstr(err.msg, "no seccomp filters"));
	finish(c);
}

/* A main thread that called pthread_exit() is a zombie; the process runs on. */
static void test_leader_gone(void **state)
{
	struct seccache_error err = { 0 };
	struct child c = start(LEADER_GONE);
	struct seccache_stack *s;

	(void)state;
	while (proc_state(c.pid) != 'Z')
		usleep(1000);
	assert_int_equal(seccache_stack_from_pid(c.pid, 0, NULL, &s, &err), 0);
	assert_int_equal(seccache_stack_len(s), 2);
	seccache_stack_free(s);
	assert_int_equal(seccache_stack_from_pid(c.pid, c.pid, NULL, &s, &err), -ESRCH);
	finish(c);
}

/* A job-stopped child stays stopped after the read. */
static void test_stopped_stays_stopped(void **state)
{
	struct seccache_filter **filters;
	struct seccache_error err = { 0 };
	struct child c = start(TWO_FILTERS);
	uint64_t *flags;
	size_t n;

	(void)state;
	assert_int_equal(kill(c.pid, SIGSTOP), 0);
	while (proc_state(c.pid) != 'T')
		usleep(1000);
	assert_int_equal(seccache_thread_filters(c.pid, &filters, &flags, &n, &err), 0);
	assert_int_equal(n, 2);
	seccache_thread_filters_free(filters, flags, n);
	usleep(20000);
	assert_int_equal(proc_state(c.pid), 'T');
	assert_int_equal(kill(c.pid, SIGCONT), 0);
	finish(c);
}

static void expect_error(pid_t tid, int code, const char *needle)
{
	struct seccache_filter **filters;
	struct seccache_error err = { 0 };
	uint64_t *flags;
	size_t n;
	int ret;

	ret = seccache_thread_filters(tid, &filters, &flags, &n, &err);
	if (ret != code || !strstr(err.msg, needle))
		print_error("%d -> %d \"%s\"\n", (int)tid, ret, err.msg);
	assert_int_equal(ret, code);
	assert_non_null(strstr(err.msg, needle));
	assert_null(filters);
	assert_int_equal(n, 0);
}

static void test_errors(void **state)
{
	struct seccache_error err = { 0 };
	struct child c;
	pid_t *tids;
	size_t n;
	int status;

	(void)state;
	/* Past any pid_max. */
	expect_error(1 << 30, -ESRCH, "no process 1073741824");
	assert_int_equal(seccache_process_threads(1 << 30, &tids, &n, &err), -ESRCH);
	expect_error(getpid(), -EINVAL, "own");

	c = start(NO_FILTERS);
	expect_error(c.pid, -ENOENT, "seccomp mode 0");
	finish(c);

	c = start(STRICT);
	expect_error(c.pid, -EINVAL, "strict mode");
	finish(c);

	/* A zombie: it has exited but is not reaped yet. */
	c = start(TWO_FILTERS);
	assert_int_equal(write(c.go, "x", 1), 1);
	while (proc_state(c.pid) != 'Z')
		usleep(1000);
	expect_error(c.pid, -ESRCH, "exited");
	assert_int_equal(waitpid(c.pid, &status, 0), c.pid);
	close(c.go);
}

/* Children that exit at random moments of the read: 0 or -ESRCH, never a hang. */
static void test_exit_while_reading(void **state)
{
	int i, ok = 0, gone = 0;

	(void)state;
	srand(42);
	for (i = 0; i < 200; i++) {
		struct seccache_filter **filters;
		struct seccache_error err = { 0 };
		struct child c = start(TWO_FILTERS);
		uint64_t *flags;
		size_t n;
		int ret, status;

		/* The child exits as soon as it reads this. */
		assert_int_equal(write(c.go, "x", 1), 1);
		if (rand() % 2)
			usleep((useconds_t)(rand() % 200));
		ret = seccache_thread_filters(c.pid, &filters, &flags, &n, &err);
		if (ret == 0) {
			assert_int_equal(n, 2);
			seccache_thread_filters_free(filters, flags, n);
			ok++;
		} else {
			if (ret != -ESRCH)
				print_error("%d: %s\n", ret, err.msg);
			assert_int_equal(ret, -ESRCH);
			gone++;
		}
		close(c.go);
		/* As its tracer we may have collected its exit already. */
		if (waitpid(c.pid, &status, 0) < 0)
			assert_int_equal(errno, ECHILD);
	}
	print_message("exit race: %d read, %d exited\n", ok, gone);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_two_filters),
		cmocka_unit_test(test_stack_from_pid),
		cmocka_unit_test(test_threads_differ),
		cmocka_unit_test(test_process_threads_differ),
		cmocka_unit_test(test_process_threads_same),
		cmocka_unit_test(test_leader_gone),
		cmocka_unit_test(test_stopped_stays_stopped),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_exit_while_reading),
	};

	if (geteuid() != 0) {
		printf("skipping: reading filters needs root (CAP_SYS_ADMIN)\n");
		return 77;	/* meson's "skipped" */
	}
	return cmocka_run_group_tests(tests, NULL, NULL);
}
