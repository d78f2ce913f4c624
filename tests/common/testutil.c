/* SPDX-License-Identifier: MIT */
/* testutil.c - the filter builders of testutil.h. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "testutil.h"

void test_push(struct seccache_stack *s, const struct seccache_insn *insns,
	       size_t len)
{
	struct seccache_error err = { 0 };
	struct seccache_filter *f;

	if (seccache_filter_new(insns, len, &f, &err))
		fail_msg("filter rejected at %d: %s", err.insn, err.msg);
	if (seccache_stack_push(s, f, &err))
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
