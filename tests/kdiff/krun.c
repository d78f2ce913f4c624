/* SPDX-License-Identifier: MIT */
/*
 * krun.c - evaluation by the running kernel: the filters under test
 * attached in a child, each test call made and what it did recorded.
 *
 * The filters under test run in a worker thread of a child:
 *  - the worker first attaches a "catcher" that returns USER_NOTIF for calls
 *    made from the test stubs below (by instruction_pointer) and ALLOW for
 *    anything else, with a listener the unfiltered main thread serves;
 *  - then the filters under test, each behind a guard that ALLOWs calls
 *    from the install and done stubs, so that attaching the next filter and
 *    saying "done" cannot be stopped by the filters already attached; the
 *    guard ends by zeroing A, so the program proper starts as the kernel
 *    would start it (A = X = 0, scratch untouched);
 *  - then it makes each test call and records the result in shared memory.
 *
 * Invariant: no test call ever executes. The catcher's USER_NOTIF is in the
 * verdict of every stub call, so the verdict is USER_NOTIF (answered by the
 * listener with a marker, or -ENOSYS when a filter under test returned it:
 * the newest wins ties and it has no listener) or stronger (ERRNO, TRAP,
 * KILL). ALLOW, LOG, TRACE and unknown values weaker than USER_NOTIF lose
 * to the catcher and come back notified: the harness cannot tell them apart.
 * The exception is a number the kernel lets through without running any
 * filter (seccomp_uprobe_exception), which kh_input_ok() refuses and
 * test_kdiff_passthrough.c makes directly. Hence any
 * syscall number and arguments are safe.
 *
 * After its filters are attached the worker makes no syscall but the stub
 * calls: no printf, malloc or futex. A TRAP's SIGSYS handler records si_errno
 * and leaves with siglongjmp without restoring the mask (rt_sigreturn and
 * rt_sigprocmask would be filtered calls); SA_NODEFER keeps SIGSYS unblocked
 * so the next TRAP is deliverable rather than fatal. A killed worker shows
 * as POLLHUP on the listener (the catcher lost its last user) and the child
 * starts another worker; a killed child, to the parent, which carries on
 * from the next call in a new child. So a worker makes calls until one
 * kills it, and a child lasts until a call kills the process.
 */
#include <errno.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <poll.h>
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "kchild.h"
#include "kharness.h"
#include "kstubs.h"

#ifndef SYS_SECCOMP
#define SYS_SECCOMP 1		/* si_code of seccomp's SIGSYS */
#endif
#define GUARD_LEN 7
#define CHILD_SECONDS 60	/* SIGALRM ends a child that hangs */
#define HANG_MS 20000

/* One call's record, written by the worker, the listener and the parent. */
struct slot {
	volatile int64_t ret;
	volatile int kind;		/* enum kh_kind, -1 until known */
	volatile int notified;
	struct seccomp_data seen;	/* what the listener was told */
};

struct shared {
	volatile size_t cur;		/* the call in progress */
	volatile int calling;		/* the worker reached the calls */
	volatile int listener;
	volatile int setup_errno;
	struct slot slots[];
};

struct run {
	struct shared *sh;
	const struct seccache_data *calls;
	size_t n_calls;
	struct sock_filter catcher[8];
	struct sock_fprog *progs;	/* guarded programs under test */
	size_t n_progs;
	int ready[2];
	sigjmp_buf trap_env;
};

enum child_exit {
	CX_DONE = 10,
	CX_THREAD_KILLED,
	CX_SETUP,
	CX_HUNG,
	CX_FAILED,
};

/* The child's run, for the SIGSYS handler. */
static struct run *child_run;

static void worker_spin(void)
{
	for (;;)
		__builtin_ia32_pause();
}

static void on_sigsys(int sig, siginfo_t *info, void *uctx)
{
	struct shared *sh = child_run->sh;
	struct slot *s = &sh->slots[sh->cur];

	(void)sig;
	(void)uctx;
	s->ret = info->si_code == SYS_SECCOMP ? info->si_errno : -1;
	s->kind = KH_TRAPPED;
	sh->cur++;
	siglongjmp(child_run->trap_env, 1);
}

static void run_calls(struct run *r)
{
	struct shared *sh = r->sh;

	sigsetjmp(r->trap_env, 0);	/* a TRAP resumes here, its call recorded */
	while (sh->cur < r->n_calls) {
		struct slot *s = &sh->slots[sh->cur];

		s->ret = kh_call(&r->calls[sh->cur]);
		s->kind = s->notified ? KH_NOTIFIED : KH_RETURNED;
		sh->cur++;
	}
}

static void *worker(void *arg)
{
	struct run *r = arg;
	struct sock_fprog catcher = { 8, r->catcher };
	long ret;

	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0))
		r->sh->setup_errno = errno;
	ret = syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER,
		      SECCOMP_FILTER_FLAG_NEW_LISTENER, &catcher);
	if (ret < 0)
		r->sh->setup_errno = errno;
	r->sh->listener = (int)ret;
	/* The last call not made from a stub: only the catcher is attached. */
	if (write(r->ready[1], "", 1) != 1 || ret < 0)
		worker_spin();
	for (size_t i = 0; i < r->n_progs; i++) {
		ret = kh_stub_install(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0,
				      (long)&r->progs[i], 0, 0, 0);
		if (ret < 0) {
			r->sh->setup_errno = (int)-ret;
			break;
		}
	}
	if (!r->sh->setup_errno) {
		r->sh->calling = 1;
		run_calls(r);
	}
	kh_stub_done(0, 0, 0, 0, 0, 0, 0);
	worker_spin();
	return NULL;
}

static void answer(int fd, uint64_t id, int64_t val)
{
	struct seccomp_notif_resp resp = { .id = id, .val = val };

	ioctl(fd, SECCOMP_IOCTL_NOTIF_SEND, &resp);
}

/* The child's main thread: serve the catcher until done or a death. */
static int serve(struct run *r)
{
	struct shared *sh = r->sh;
	struct pollfd pfd = { .fd = sh->listener, .events = POLLIN };
	struct seccomp_notif req;

	for (;;) {
		int n = poll(&pfd, 1, HANG_MS);

		if (n == 0)
			return CX_HUNG;
		if (n < 0 && errno != EINTR)
			return CX_FAILED;
		if (pfd.revents & POLLIN) {
			memset(&req, 0, sizeof(req));
			if (ioctl(pfd.fd, SECCOMP_IOCTL_NOTIF_RECV, &req))
				continue;	/* the caller died meanwhile */
			if (req.data.instruction_pointer == kh_stub_addr(kh_stub_done_ret)) {
				answer(pfd.fd, req.id, 0);
				return sh->setup_errno ? CX_SETUP : CX_DONE;
			}
			sh->slots[sh->cur].seen = req.data;
			sh->slots[sh->cur].notified = 1;
			answer(pfd.fd, req.id, KH_MARKER);
		} else if (pfd.revents & (POLLHUP | POLLERR)) {
			if (!sh->calling)
				return CX_SETUP;
			sh->slots[sh->cur].kind = KH_THREAD_KILLED;
			return CX_THREAD_KILLED;
		}
	}
}

/* Start a worker; false if it could not attach the catcher. */
static bool start_worker(struct run *r, pthread_t *thread)
{
	char byte;

	r->sh->calling = 0;
	r->sh->listener = -1;
	if (pthread_create(thread, NULL, worker, r))
		_exit(CX_FAILED);
	return read(r->ready[0], &byte, 1) == 1 && r->sh->listener >= 0;
}

/*
 * A killed worker is replaced in the same child (forks are the cost here);
 * the kernel clears its tid on exit, so it can be joined.
 */
__attribute__((noreturn))
static void child_main(struct run *r)
{
	struct sigaction sa = {
		.sa_sigaction = on_sigsys,
		.sa_flags = SA_SIGINFO | SA_NODEFER,
	};
	pthread_t thread;
	int ret;

	child_run = r;
	/* KILL_PROCESS dumps core otherwise (core_pattern may be a file). */
	prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
	alarm(CHILD_SECONDS);
	if (sigaction(SIGSYS, &sa, NULL) || pipe(r->ready))
		_exit(CX_FAILED);
	for (;;) {
		if (!start_worker(r, &thread))
			_exit(CX_SETUP);
		ret = serve(r);
		if (ret != CX_THREAD_KILLED)
			_exit(ret);
		pthread_join(thread, NULL);
		close(r->sh->listener);
		if (++r->sh->cur == r->n_calls)
			_exit(CX_DONE);
	}
}

/* Returns 1 to go on with a new child, 0 when all calls are done, < 0 on failure. */
static int run_child(struct run *r, char *msg, size_t msg_size)
{
	struct shared *sh = r->sh;
	char how[64];
	int status;
	pid_t pid;

	sh->setup_errno = 0;
	pid = fork();
	if (pid < 0)
		return kh_fail(msg, msg_size, -errno, "fork: %s", strerror(errno));
	if (pid == 0)
		child_main(r);
	status = kh_wait_child(pid);
	if (WIFEXITED(status) && WEXITSTATUS(status) == CX_DONE && sh->cur == r->n_calls)
		return 0;
	if (WIFSIGNALED(status) && WTERMSIG(status) == SIGSYS && sh->calling) {
		sh->slots[sh->cur].kind = KH_PROCESS_KILLED;
		sh->cur++;
		return 1;
	}
	if (WIFEXITED(status) && WEXITSTATUS(status) == CX_SETUP)
		return kh_fail(msg, msg_size, -EPROTO, "attaching the filters failed: %s",
			    strerror(sh->setup_errno));
	kh_describe_status(how, sizeof(how), status);
	return kh_fail(msg, msg_size, -EPROTO, "child at call %zu ended by %s",
		    (size_t)sh->cur, how);
}

/*
 * USER_NOTIF for the test and done stubs, ALLOW for anything else. All
 * stubs share one asm block, hence the upper half of their addresses.
 */
static void build_catcher(struct sock_filter *f)
{
	uint32_t hi = (uint32_t)(kh_stub_addr(kh_native_ret) >> 32);

	f[0] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, 12);
	f[1] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, hi, 0, 5);
	f[2] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, 8);
	f[3] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K,
					    (uint32_t)kh_stub_addr(kh_native_ret), 2, 0);
	f[4] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K,
					    (uint32_t)kh_stub_addr(kh_stub32_ret), 1, 0);
	f[5] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K,
					    (uint32_t)kh_stub_addr(kh_stub_done_ret), 0, 1);
	f[6] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_USER_NOTIF);
	f[7] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW);
}

/* ALLOW the install and done stubs, then A = 0 and the program proper. */
static struct sock_filter *guard(const struct kh_prog *p)
{
	struct sock_filter *f = calloc(GUARD_LEN + p->len, sizeof(*f));
	uint32_t hi = (uint32_t)(kh_stub_addr(kh_stub_install_ret) >> 32);

	if (!f)
		return NULL;
	f[0] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, 12);
	f[1] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, hi, 0, 4);
	f[2] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, 8);
	f[3] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K,
					    (uint32_t)kh_stub_addr(kh_stub_install_ret), 1, 0);
	f[4] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K,
					    (uint32_t)kh_stub_addr(kh_stub_done_ret), 0, 1);
	f[5] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW);
	f[6] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_IMM, 0);
	memcpy(f + GUARD_LEN, p->insns, p->len * sizeof(*f));
	return f;
}

static bool same_call(const struct seccomp_data *seen, const struct seccache_data *d)
{
	if ((uint32_t)seen->nr != d->nr || seen->arch != d->arch ||
	    seen->instruction_pointer != d->instruction_pointer)
		return false;
	return !memcmp(seen->args, d->args, sizeof(d->args));
}

static int check_args(const struct kh_prog *progs, size_t n_progs,
		      const struct seccache_data *calls, size_t n_calls,
		      char *msg, size_t msg_size)
{
	uint32_t hi = (uint32_t)(kh_stub_addr(kh_native_ret) >> 32);

	if (kh_stub_addr(kh_stub32_ret) >> 32 != hi || kh_stub_addr(kh_stub_done_ret) >> 32 != hi ||
	    kh_stub_addr(kh_stub_install_ret) >> 32 != hi)
		return kh_fail(msg, msg_size, -ENOTSUP, "call stubs straddle a 4 GiB boundary");
	for (size_t i = 0; i < n_progs; i++)
		if (!progs[i].len || progs[i].len > KH_MAX_PROG_LEN)
			return kh_fail(msg, msg_size, -E2BIG, "program %zu: length %zu",
				    i, progs[i].len);
	for (size_t i = 0; i < n_calls; i++)
		if (!kh_input_ok(&calls[i]))
			return kh_fail(msg, msg_size, -EINVAL,
				    "call %zu (arch %#x nr %#x) cannot be made here",
				    i, calls[i].arch, calls[i].nr);
	return 0;
}

static void free_progs(struct sock_fprog *progs, size_t n)
{
	for (size_t i = 0; progs && i < n; i++)
		free(progs[i].filter);
	free(progs);
}

static int guard_all(struct run *r, const struct kh_prog *progs)
{
	r->progs = calloc(r->n_progs, sizeof(*r->progs));
	if (!r->progs)
		return -ENOMEM;
	for (size_t i = 0; i < r->n_progs; i++) {
		r->progs[i].filter = guard(&progs[i]);
		r->progs[i].len = (unsigned short)(GUARD_LEN + progs[i].len);
		if (!r->progs[i].filter)
			return -ENOMEM;
	}
	return 0;
}

static int collect(const struct run *r, struct kh_outcome *out,
		   char *msg, size_t msg_size)
{
	for (size_t i = 0; i < r->n_calls; i++) {
		const struct slot *s = &r->sh->slots[i];

		if (s->kind < 0 || s->kind >= KH_KINDS)
			return kh_fail(msg, msg_size, -EPROTO, "call %zu left no record", i);
		out[i].kind = (enum kh_kind)s->kind;
		out[i].value = s->ret;
		if (s->kind == KH_NOTIFIED && !same_call(&s->seen, &r->calls[i]))
			out[i].kind = KH_MISNOTIFIED;
		if (s->kind == KH_THREAD_KILLED || s->kind == KH_PROCESS_KILLED)
			out[i].value = 0;
	}
	return 0;
}

int kh_run(const struct kh_prog *progs, size_t n_progs,
	   const struct seccache_data *calls, size_t n_calls,
	   struct kh_outcome *out, char *msg, size_t msg_size)
{
	struct run r = { .calls = calls, .n_calls = n_calls, .n_progs = n_progs };
	size_t size = sizeof(*r.sh) + n_calls * sizeof(r.sh->slots[0]);
	int ret;

	ret = check_args(progs, n_progs, calls, n_calls, msg, msg_size);
	if (ret)
		return ret;
	build_catcher(r.catcher);
	r.sh = kh_map_shared(size);
	if (!r.sh || guard_all(&r, progs)) {
		ret = kh_fail(msg, msg_size, -ENOMEM, "out of memory");
		goto out;
	}
	for (size_t i = 0; i < n_calls; i++)
		r.sh->slots[i].kind = -1;
	do
		ret = run_child(&r, msg, msg_size);
	while (ret > 0 && r.sh->cur < n_calls);
	if (ret >= 0)
		ret = collect(&r, out, msg, msg_size);
out:
	free_progs(r.progs, n_progs);
	if (r.sh)
		munmap(r.sh, size);
	return ret;
}
