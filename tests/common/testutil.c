/* SPDX-License-Identifier: MIT */
/* testutil.c - the filter builders of testutil.h. */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <cmocka.h>

#include "testutil.h"

const struct seccache_arch *test_abi(const char *name)
{
	const struct seccache_arch *a = seccache_arch_lookup(name);

	assert_non_null(a);
	return a;
}

uint32_t test_nr(const char *abi_name, const char *call)
{
	uint32_t nr;

	assert_int_equal(seccache_syscall_number(test_abi(abi_name), call, &nr, NULL), 0);
	return nr;
}

void test_push(struct seccache_stack *s, const struct seccache_insn *insns,
	       size_t len)
{
	test_push_flags(s, insns, len, 0);
}

void test_push_flags(struct seccache_stack *s, const struct seccache_insn *insns,
		     size_t len, uint32_t flags)
{
	struct seccache_error err = { 0 };
	struct seccache_filter *f;

	if (seccache_filter_new(insns, len, &f, &err))
		fail_msg("filter rejected at %d: %s", err.insn, err.msg);
	if (seccache_stack_push_flags(s, f, flags, &err))
		fail_msg("push: %s", err.msg);
	seccache_filter_free(f);
}

scmp_filter_ctx test_scmp_new(uint32_t def, bool with_x32)
{
	scmp_filter_ctx ctx = seccomp_init(def);

	if (!ctx)
		return NULL;
	assert_int_equal(seccomp_arch_add(ctx, SCMP_ARCH_X86), 0);
	if (with_x32)
		assert_int_equal(seccomp_arch_add(ctx, SCMP_ARCH_X32), 0);
	return ctx;
}

struct seccache_filter *test_scmp_filter(scmp_filter_ctx ctx)
{
	struct seccache_error err = { 0 };
	struct seccache_filter *f;

	if (seccache_filter_from_scmp(ctx, &f, &err))
		fail_msg("libseccomp filter: %s", err.msg);
	seccomp_release(ctx);
	return f;
}

void test_scmp_arg_rules(scmp_filter_ctx ctx, uint32_t action)
{
	TEST_RULE(ctx, action, socket, 1, SCMP_A0(SCMP_CMP_EQ, AF_UNIX, 0));
	TEST_RULE(ctx, action, socket, 1, SCMP_A0(SCMP_CMP_EQ, AF_INET, 0));
	TEST_RULE(ctx, action, mprotect, 1, SCMP_A2(SCMP_CMP_MASKED_EQ, PROT_EXEC, 0));
	TEST_RULE(ctx, action, personality, 1, SCMP_A0(SCMP_CMP_NE, 0xffffffffULL, 0));
	TEST_RULE(ctx, action, kill, 1, SCMP_A1(SCMP_CMP_LT, 32, 0));
	TEST_RULE(ctx, action, clone, 1, SCMP_A0(SCMP_CMP_MASKED_EQ, 0x10000000ULL, 0));
	TEST_RULE(ctx, action, ioctl, 1, SCMP_A1(SCMP_CMP_GE, 0x5400, 0));
}

static bool has_arg_rule(int sys)
{
	static const int ruled[] = { SCMP_SYS(socket), SCMP_SYS(mprotect),
				     SCMP_SYS(personality), SCMP_SYS(kill),
				     SCMP_SYS(clone), SCMP_SYS(ioctl) };

	for (size_t i = 0; i < ARRAY_SIZE(ruled); i++)
		if (ruled[i] == sys)
			return true;
	return false;
}

scmp_filter_ctx test_scmp_allow_list(unsigned int count)
{
	scmp_filter_ctx ctx = test_scmp_new(SCMP_ACT_ERRNO(EPERM), true);
	unsigned int added = 0;

	assert_non_null(ctx);
	for (int nr = 0; added < count && nr < 1000; nr++) {
		char *name = seccomp_syscall_resolve_num_arch(SCMP_ARCH_X86_64, nr);
		int sys;

		if (!name)
			continue;
		sys = seccomp_syscall_resolve_name(name);
		free(name);
		if (sys < 0 || has_arg_rule(sys) || sys == SCMP_SYS(execve))
			continue;
		if (!seccomp_rule_add(ctx, SCMP_ACT_ALLOW, sys, 0))
			added++;
	}
	test_scmp_arg_rules(ctx, SCMP_ACT_ALLOW);
	return ctx;
}

scmp_filter_ctx test_scmp_deny_list(void)
{
	scmp_filter_ctx ctx = test_scmp_new(SCMP_ACT_ALLOW, true);

	assert_non_null(ctx);
	TEST_RULE(ctx, SCMP_ACT_KILL_PROCESS, ptrace, 0);
	TEST_RULE(ctx, SCMP_ACT_ERRNO(EACCES), mount, 0);
	TEST_RULE(ctx, SCMP_ACT_TRAP, reboot, 0);
	TEST_RULE(ctx, SCMP_ACT_KILL, kexec_load, 0);
	test_scmp_arg_rules(ctx, SCMP_ACT_ERRNO(EPERM));
	return ctx;
}
