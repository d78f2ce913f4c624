/* SPDX-License-Identifier: MIT */
/*
 * launch.c - seccache dump -- CMD: runs the program under ptrace, as
 * strace would see it, and catches every filter it, its threads and its
 * children attach: at the entry of seccomp(SECCOMP_SET_MODE_FILTER) and
 * prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER) the struct sock_fprog the
 * call names is read from the tracee's memory, and kept if the call's exit
 * says the kernel attached it. Each thread's stack is followed through
 * clone (a new task inherits its creator's filters), TSYNC (the caller's
 * stack becomes its thread group's) and exec (filters survive it). Only
 * calls of the host's own ABI are read: a 64-bit tracee on a 64-bit host;
 * one through a compat or x32 ABI is reported as not supported.
 */
#include <errno.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cmds.h"
#include "launch.h"
#include "messages.h"
#include "seccache.h"

#ifndef SECCOMP_FILTER_FLAG_NEW_LISTENER
#define SECCOMP_FILTER_FLAG_NEW_LISTENER (1UL << 3)
#endif

#define TRACE_OPTIONS (PTRACE_O_TRACESYSGOOD | PTRACE_O_TRACECLONE | PTRACE_O_TRACEFORK | \
		       PTRACE_O_TRACEVFORK | PTRACE_O_TRACEEXEC | PTRACE_O_EXITKILL)

static struct launch_thread *thread_of(struct launch *l, pid_t tid)
{
	/* A tid is reused only after its task is gone: look at the living first. */
	for (size_t i = l->n_threads; i-- > 0;)
		if (l->threads[i].tid == tid && !l->threads[i].gone)
			return &l->threads[i];
	return NULL;
}

static struct launch_thread *thread_add(struct launch *l, pid_t pid, pid_t tid)
{
	struct launch_thread *more;

	if (l->n_threads == l->cap_threads) {
		size_t cap = l->cap_threads ? 2 * l->cap_threads : 16;

		more = realloc(l->threads, cap * sizeof(*more));
		if (!more)
			return NULL;
		l->threads = more;
		l->cap_threads = cap;
	}
	more = &l->threads[l->n_threads++];
	*more = (struct launch_thread){ .pid = pid, .tid = tid };
	return more;
}

/* Filter index i on top of t's stack. */
static int stack_push(struct launch_thread *t, size_t i)
{
	if (t->n == t->cap) {
		size_t cap = t->cap ? 2 * t->cap : 8, *more;

		more = realloc(t->stack, cap * sizeof(*more));
		if (!more)
			return -ENOMEM;
		t->stack = more;
		t->cap = cap;
	}
	t->stack[t->n++] = i;
	return 0;
}

/* to's stack becomes from's, as the kernel shares filters on clone and TSYNC. */
static int stack_copy(struct launch_thread *to, const struct launch_thread *from)
{
	int ret = 0;

	to->n = 0;
	for (size_t i = 0; !ret && i < from->n; i++)
		ret = stack_push(to, from->stack[i]);
	return ret;
}

/* The new task tid's process: its creator's if it is one of its threads. */
static pid_t process_of(const struct launch_thread *creator, pid_t tid)
{
	char path[64];

	snprintf(path, sizeof(path), "/proc/%d/task/%d", (int)creator->pid, (int)tid);
	return access(path, F_OK) ? tid : creator->pid;
}

/* size bytes at addr in tid's memory: 0, or -EFAULT as the kernel would fail. */
static int read_tracee(pid_t tid, uint64_t addr, void *buf, size_t size)
{
	struct iovec local = { buf, size };
	struct iovec remote = { (void *)(uintptr_t)addr, size };

	return process_vm_readv(tid, &local, 1, &remote, 1, 0) == (ssize_t)size ? 0 : -EFAULT;
}

/*
 * The filter the struct sock_fprog at addr names, with the kernel's
 * bounds on its length (seccomp_prepare_filter(): 1..BPF_MAXINSNS), or
 * NULL: the kernel refuses the call too, so nothing is attached.
 */
static struct seccache_filter *read_fprog(pid_t tid, uint64_t addr)
{
	struct seccache_error err = { 0 };
	struct seccache_filter *f = NULL;
	struct sock_filter *insns;
	struct sock_fprog prog;

	if (read_tracee(tid, addr, &prog, sizeof(prog)) || !prog.len ||
	    prog.len > BPF_MAXINSNS)
		return NULL;
	insns = calloc(prog.len, sizeof(*insns));
	if (insns && !read_tracee(tid, (uintptr_t)prog.filter, insns,
				  prog.len * sizeof(*insns)) &&
	    seccache_filter_new((const struct seccache_insn *)insns, prog.len, &f, &err))
		warnf("dump: thread %d: a filter seccache refuses: %s", (int)tid, err.msg);
	free(insns);
	return f;
}

/* Whether a call of another ABI than the host's is seccomp() or prctl(). */
static void other_abi_call(struct launch *l, pid_t tid, uint32_t arch, uint32_t nr)
{
	const struct seccache_arch *abi = seccache_arch_of(l->native, arch, nr);
	char name[SECCACHE_SYSCALL_NAME_MAX];

	if (!abi || seccache_syscall_name(abi, nr, name, sizeof(name), NULL) ||
	    (strcmp(name, "seccomp") && strcmp(name, "prctl")))
		return;
	if (!l->other_abi)
		warnf("dump: thread %d calls %s through the %s ABI: only %s calls are read "
		      "(32-bit and x32 tracees are not supported)", (int)tid, name,
		      abi->name, l->native->name);
	l->other_abi = true;
}

/* At a call's entry: a filter it attaches, read now, kept if the call succeeds. */
static void syscall_entry(struct launch *l, struct launch_thread *t,
			  const struct __ptrace_syscall_info *info)
{
	const uint64_t *a = info->entry.args;
	bool filter_call = info->entry.nr == SYS_seccomp && a[0] == SECCOMP_SET_MODE_FILTER;
	bool prctl_call = info->entry.nr == SYS_prctl && a[0] == PR_SET_SECCOMP &&
			  a[1] == SECCOMP_MODE_FILTER;

	if (info->arch != l->native->audit_arch ||
	    seccache_arch_of(l->native, info->arch, (uint32_t)info->entry.nr) != l->native) {
		other_abi_call(l, t->tid, info->arch, (uint32_t)info->entry.nr);
		return;
	}
	if (!filter_call && !prctl_call)
		return;
	t->pending = (struct launch_filter){
		.pid = t->pid, .tid = t->tid, .prctl = prctl_call,
		.flags = filter_call ? (uint32_t)a[1] : 0,
		.filter = read_fprog(t->tid, a[2]),
	};
	t->has_pending = t->pending.filter != NULL;
}

/* The filter is the newest of every thread of t's group (SECCOMP_FILTER_FLAG_TSYNC). */
static int tsync(struct launch *l, const struct launch_thread *t)
{
	int ret = 0;

	for (size_t i = 0; !ret && i < l->n_threads; i++) {
		struct launch_thread *o = &l->threads[i];

		if (o != t && o->pid == t->pid && !o->gone)
			ret = stack_copy(o, t);
	}
	return ret;
}

/* The call attached its filter: one more of t's stack (and its group's). */
static int attached(struct launch *l, struct launch_thread *t)
{
	struct launch_filter *more = l->filters;

	if (l->n == l->cap) {
		size_t cap = l->cap ? 2 * l->cap : 8;

		more = realloc(l->filters, cap * sizeof(*more));
		if (!more)
			return -ENOMEM;
		l->filters = more;
		l->cap = cap;
	}
	l->filters[l->n] = t->pending;
	t->has_pending = false;
	if (stack_push(t, l->n++))
		return -ENOMEM;
	return t->pending.flags & SECCOMP_FILTER_FLAG_TSYNC ? tsync(l, t) : 0;
}

/*
 * At its exit: seccomp() returns 0, or a listener's descriptor with
 * SECCOMP_FILTER_FLAG_NEW_LISTENER; TSYNC's failure is a thread id.
 */
static int syscall_exit(struct launch *l, struct launch_thread *t,
			const struct __ptrace_syscall_info *info)
{
	bool listener = t->pending.flags & SECCOMP_FILTER_FLAG_NEW_LISTENER;
	int64_t rval = info->exit.rval;

	if (!t->has_pending)
		return 0;
	if (!info->exit.is_error && (listener ? rval >= 0 : rval == 0))
		return attached(l, t);
	seccache_filter_free(t->pending.filter);
	t->has_pending = false;
	return 0;
}

static int syscall_stop(struct launch *l, struct launch_thread *t)
{
	struct __ptrace_syscall_info info;

	/* Valgrind does not know the kernel fills it. */
	memset(&info, 0, sizeof(info));
	if (ptrace(PTRACE_GET_SYSCALL_INFO, t->tid, (void *)sizeof(info), &info) <= 0) {
		errorf("dump: PTRACE_GET_SYSCALL_INFO: %m (dump -- CMD needs Linux 5.3 or later)");
		return -errno;
	}
	if (info.op == PTRACE_SYSCALL_INFO_ENTRY)
		syscall_entry(l, t, &info);
	else if (info.op == PTRACE_SYSCALL_INFO_EXIT)
		return syscall_exit(l, t, &info);
	return 0;
}

static void resume(pid_t tid, int sig)
{
	/* Fails only for a task killed meanwhile, whose exit comes next. */
	ptrace(PTRACE_SYSCALL, tid, NULL, (void *)(long)sig);
}

/* A clone, fork or vfork of t: the new task starts with t's filters. */
static int new_task(struct launch *l, struct launch_thread *t, int event)
{
	unsigned long msg = 0;
	struct launch_thread *child;
	pid_t tid;
	size_t parent = (size_t)(t - l->threads);

	ptrace(PTRACE_GETEVENTMSG, t->tid, NULL, &msg);
	tid = (pid_t)msg;
	child = thread_of(l, tid);
	if (!child)
		child = thread_add(l, tid, tid);
	if (!child)
		return -ENOMEM;
	t = &l->threads[parent];	/* thread_add() may have moved it */
	/* A clone without CLONE_THREAD makes a process, as fork does. */
	child->pid = event == PTRACE_EVENT_CLONE ? process_of(t, tid) : tid;
	if (stack_copy(child, t))
		return -ENOMEM;
	if (child->held) {
		child->held = false;
		resume(tid, 0);
	}
	return 0;
}

/* exec by a thread other than the leader: it takes the leader's tid. */
static int exec_event(struct launch *l, struct launch_thread *t)
{
	unsigned long former = 0;
	struct launch_thread *old;

	l->exec_seen = true;
	ptrace(PTRACE_GETEVENTMSG, t->tid, NULL, &former);
	old = (pid_t)former != t->tid ? thread_of(l, (pid_t)former) : NULL;
	if (!old)
		return 0;
	old->gone = true;
	return stack_copy(t, old);
}

/* A stop that is a signal for the tracee: hand it on, but not a group-stop's. */
static void signal_stop(pid_t tid, int sig)
{
	siginfo_t si;

	resume(tid, ptrace(PTRACE_GETSIGINFO, tid, NULL, &si) < 0 ? 0 : sig);
}

/* The first stop of a task the options attached: it waits for its creator's event. */
static int birth_stop(struct launch *l, pid_t tid)
{
	struct launch_thread *t = thread_add(l, tid, tid);

	if (!t)
		return -ENOMEM;
	t->held = true;
	t->born = true;
	return 0;
}

static bool is_new_task(int event)
{
	return event == PTRACE_EVENT_CLONE || event == PTRACE_EVENT_FORK ||
	       event == PTRACE_EVENT_VFORK;
}

static int stopped(struct launch *l, pid_t tid, int status)
{
	struct launch_thread *t = thread_of(l, tid);
	int sig = WSTOPSIG(status), event = status >> 16, ret = 0;

	if (!t)
		return birth_stop(l, tid);
	if (!t->born && (sig == SIGSTOP || event == PTRACE_EVENT_STOP))
		t->born = true;	/* the birth stop of a task its creator's event announced */
	else if (sig == (SIGTRAP | 0x80))
		ret = syscall_stop(l, t);
	else if (is_new_task(event))
		ret = new_task(l, t, event);
	else if (event == PTRACE_EVENT_EXEC)
		ret = exec_event(l, t);
	else if (!event) {
		signal_stop(tid, sig);
		return 0;
	}
	if (!ret)
		resume(tid, 0);
	return ret;
}

static void child_run(char **command)
{
	/* Refused under a seccomp or LSM policy that denies ptrace: say so, never run untraced. */
	if (ptrace(PTRACE_TRACEME, 0, NULL, NULL) < 0) {
		errorf("dump: ptrace(PTRACE_TRACEME): %m: tracing is not permitted here");
		_exit(EXIT_SYSTEM);
	}
	raise(SIGSTOP);
	execvp(command[0], command);
	errorf("dump: %s: %m", command[0]);
	_exit(errno == ENOENT ? EXIT_NOT_FOUND : EXIT_CANNOT_RUN);
}

/* The child stopped itself before its exec: trace it from there. */
static int start(struct launch *l, pid_t pid)
{
	int status;

	if (waitpid(pid, &status, 0) != pid) {
		errorf("dump: waitpid: %m");
		kill(pid, SIGKILL);
		return EXIT_SYSTEM;
	}
	if (!WIFSTOPPED(status))
		return EXIT_SYSTEM;	/* the child said why */
	if (ptrace(PTRACE_SETOPTIONS, pid, NULL, (void *)(long)TRACE_OPTIONS) < 0) {
		errorf("dump: PTRACE_SETOPTIONS: %m");
		kill(pid, SIGKILL);
		return EXIT_SYSTEM;
	}
	if (!thread_add(l, pid, pid)) {
		kill(pid, SIGKILL);
		errorf("dump: out of memory");
		return EXIT_SYSTEM;
	}
	l->threads[0].born = true;
	resume(pid, 0);
	return EXIT_OK;
}

/* After an error: no traced task runs on untraced, and none is left behind. */
static void kill_all(struct launch *l, int error)
{
	int status;

	if (error == -ENOMEM)
		errorf("dump: out of memory");
	for (size_t i = 0; i < l->n_threads; i++)
		if (!l->threads[i].gone)
			kill(l->threads[i].tid, SIGKILL);
	while (waitpid(-1, &status, __WALL) > 0)
		;
}

static int trace_loop(struct launch *l, pid_t pid)
{
	int status, ret = 0;
	pid_t tid;

	while (!ret) {
		tid = waitpid(-1, &status, __WALL);
		if (tid < 0 && errno == EINTR)
			continue;
		if (tid < 0)
			break;	/* ECHILD: every task has exited */
		if (WIFSTOPPED(status)) {
			ret = stopped(l, tid, status);
			continue;
		}
		if (thread_of(l, tid))
			thread_of(l, tid)->gone = true;
		if (tid == pid)
			l->status = status;
	}
	if (ret)
		kill_all(l, ret);
	return ret ? EXIT_SYSTEM : EXIT_OK;
}

int launch_trace(char **command, struct launch *l)
{
	pid_t pid;
	int ret;

	*l = (struct launch){ .native = seccache_arch_host() };
	fflush(NULL);
	pid = fork();
	if (pid < 0) {
		errorf("dump: fork: %m");
		return EXIT_SYSTEM;
	}
	if (!pid)
		child_run(command);
	ret = start(l, pid);
	return ret ? ret : trace_loop(l, pid);
}

int launch_exit_code(const struct launch *l)
{
	if (WIFSIGNALED(l->status))
		return 128 + WTERMSIG(l->status);
	return WEXITSTATUS(l->status);
}

/* Thread t's stack as a new seccache stack. */
static int thread_stack(const struct launch *l, const struct launch_thread *t,
			struct seccache_stack **out)
{
	struct seccache_error err = { 0 };
	int ret = seccache_stack_new(l->native, out, &err);

	for (size_t i = 0; !ret && i < t->n; i++) {
		const struct launch_filter *f = &l->filters[t->stack[i]];

		ret = seccache_stack_push_flags(*out, f->filter, f->flags, &err);
	}
	if (ret)
		print_error("dump", &err);
	return ret ? exit_code_of(ret) : EXIT_OK;
}

int launch_stacks(const struct launch *l, pid_t **tids,
		  struct seccache_stack ***stacks, size_t *n)
{
	int ret = EXIT_OK;

	*n = 0;
	*tids = calloc(l->n_threads + 1, sizeof(**tids));
	*stacks = calloc(l->n_threads + 1, sizeof(**stacks));
	if (!*tids || !*stacks) {
		errorf("dump: out of memory");
		return EXIT_SYSTEM;
	}
	for (size_t i = 0; !ret && i < l->n_threads; i++) {
		if (!l->threads[i].n)
			continue;
		ret = thread_stack(l, &l->threads[i], &(*stacks)[*n]);
		if (!ret)
			(*tids)[(*n)++] = l->threads[i].tid;
	}
	return ret;
}

void launch_free(struct launch *l)
{
	for (size_t i = 0; i < l->n; i++)
		seccache_filter_free(l->filters[i].filter);
	for (size_t i = 0; i < l->n_threads; i++) {
		if (l->threads[i].has_pending)
			seccache_filter_free(l->threads[i].pending.filter);
		free(l->threads[i].stack);
	}
	free(l->filters);
	free(l->threads);
}
