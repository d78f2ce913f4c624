/* SPDX-License-Identifier: MIT */
/*
 * test_kdiff_passthrough.c - the calls the running kernel lets through
 * without running any filter (seccomp_uprobe_exception(): x86_64's
 * uretprobe, 335, and uprobe, 336), held against the kernel.
 *
 * kharness cannot make these calls (its catcher filter would not run
 * either), so each one is made here directly, in a child that attaches one
 * filter returning a distinctive action for 334, 335 and 336 and ALLOW for
 * everything else. Either the filter's action is seen (it ran) or the call
 * itself ran: uretprobe outside its trampoline raises SIGILL, uprobe
 * returns -EPROTO, and a kernel without them -ENOSYS. 334 (rseq with no
 * arguments, -EINVAL when it runs) shows that the filter was attached.
 * seccache_stack_run(), seccache_check(), seccache_stack_passthrough() and
 * the precise analysis must all say what the kernel did; with the filters
 * only (no kernel), they must say what the filter says.
 */
#include <errno.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cmocka.h>

#include "testutil.h"

#define NR_RSEQ 334

/* What a child saw: the errno of a call that returned, or the signal that ended it. */
struct seen {
	int signal;		/* 0 if the call returned */
	int error;		/* its errno, or 0 */
};

/* "for 334..336 return action, else ALLOW", for x86_64 calls. */
static struct seccache_filter *filter_for(uint32_t action)
{
	const struct seccache_insn insns[] = {
		S(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccache_data, arch)),
		J(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_X86_64, 0, 4),
		S(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccache_data, nr)),
		J(BPF_JMP | BPF_JGE | BPF_K, NR_RSEQ, 0, 2),
		J(BPF_JMP | BPF_JGT | BPF_K, 336, 1, 0),
		S(BPF_RET | BPF_K, action),
		S(BPF_RET | BPF_K, SECCACHE_RET_ALLOW),
	};
	struct seccache_filter *f;

	assert_int_equal(seccache_filter_new(insns, ARRAY_SIZE(insns), &f, NULL), 0);
	return f;
}

/* Attach f in a child, make call nr there, and say what happened. */
static struct seen make_call(const struct seccache_filter *f, long nr)
{
	struct seen seen = { 0 };
	int status;
	pid_t pid;

	fflush(stdout);
	pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) {
		struct sock_fprog prog = {
			.len = (unsigned short)seccache_filter_len(f),
			.filter = (struct sock_filter *)seccache_filter_insns(f),
		};
		long ret;

		/* cmocka's handlers would catch what the call raises. */
		signal(SIGILL, SIG_DFL);
		signal(SIGSYS, SIG_DFL);
		if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) ||
		    syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &prog))
			_exit(255);
		ret = syscall(nr, 0, 0, 0, 0, 0, 0);
		_exit(ret < 0 ? (errno & 0xff) : 0);
	}
	assert_int_equal(waitpid(pid, &status, 0), pid);
	if (WIFSIGNALED(status))
		seen.signal = WTERMSIG(status);
	else
		seen.error = WEXITSTATUS(status);
	assert_int_not_equal(seen.error, 255);
	return seen;
}

/* Whether seen is what the filter's action does to the call. */
static bool filter_ran(uint32_t action, struct seen seen)
{
	switch (action & SECCACHE_RET_ACTION_FULL) {
	case SECCACHE_RET_ERRNO:
		return !seen.signal && seen.error == (int)(action & SECCACHE_RET_DATA);
	case SECCACHE_RET_TRAP:
	case SECCACHE_RET_KILL_PROCESS:
		return seen.signal == SIGSYS;
	}
	fail_msg("no test for action 0x%x", action);
	return false;
}

/* What seccache says of (x86_64, nr) for stack s, each way it can say it. */
static uint32_t predict(struct seccache_stack *s, uint32_t nr, bool *passes)
{
	struct seccache_data d = { .nr = nr, .arch = AUDIT_ARCH_X86_64 };
	struct seccache_analysis *a;
	const struct seccache_range *r;
	uint32_t ran, checked;

	ran = seccache_stack_run(s, &d, NULL);
	*passes = seccache_stack_passthrough(s, &d);
	assert_int_equal(seccache_stack_prepare(s, NULL), 0);
	seccache_check(s, &d, &checked);
	assert_int_equal(checked, ran);
	assert_int_equal(seccache_analyze(s, NULL, &a, NULL), 0);
	r = seccache_analysis_lookup(a, AUDIT_ARCH_X86_64, nr);
	assert_non_null(r);
	assert_true(r->constant);
	assert_int_equal(r->action, ran);
	assert_int_equal(!!(r->flags & SECCACHE_RANGE_PASSTHROUGH), *passes);
	if (*passes) {
		r = seccache_analysis_filters_lookup(a, AUDIT_ARCH_X86_64, nr);
		assert_non_null(r);
		assert_true(r->constant);
	}
	seccache_analysis_free(a);
	return ran;
}

static void test_passthrough(void **state)
{
	static const uint32_t actions[] = {
		SECCACHE_RET_ERRNO | 77, SECCACHE_RET_TRAP | 5, SECCACHE_RET_KILL_PROCESS,
	};
	static const uint32_t nrs[] = { NR_RSEQ, 335, 336 };
	unsigned int passed = 0, ran = 0;

	(void)state;
	for (size_t i = 0; i < ARRAY_SIZE(actions); i++) {
		struct seccache_filter *f = filter_for(actions[i]);
		struct seccache_stack *s;

		assert_int_equal(seccache_stack_new(NULL, &s, NULL), 0);
		assert_non_null(seccache_stack_kernel(s));
		assert_int_equal(seccache_stack_push(s, f, NULL), 0);
		for (size_t j = 0; j < ARRAY_SIZE(nrs); j++) {
			struct seen seen = make_call(f, nrs[j]);
			bool passes, own_passes;
			uint32_t want = predict(s, nrs[j], &passes);

			printf("x86_64 %u, filter 0x%08x: seccache 0x%08x%s; kernel: %s %d\n",
			       nrs[j], actions[i], want, passes ? " (passthrough)" : "",
			       seen.signal ? "signal" : "errno",
			       seen.signal ? seen.signal : seen.error);
			/* The kernel ran the filter exactly when seccache says it does. */
			assert_int_equal(filter_ran(actions[i], seen), !passes);
			assert_int_equal(want, passes ? SECCACHE_RET_ALLOW : actions[i]);
			passed += passes;
			ran += !passes;
			/* Without the kernel, the filter's own result. */
			seccache_stack_set_kernel(s, NULL, NULL);
			assert_int_equal(predict(s, nrs[j], &own_passes), actions[i]);
			assert_false(own_passes);
			{
				struct seccache_kernel k;

				assert_int_equal(seccache_kernel_running(&k, NULL), 0);
				seccache_stack_set_kernel(s, &k, NULL);
			}
		}
		seccache_stack_free(s);
		seccache_filter_free(f);
	}
	printf("kdiff-passthrough: %u calls passed the filters, %u ran them, 0 mismatches\n",
	       passed, ran);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_passthrough),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
