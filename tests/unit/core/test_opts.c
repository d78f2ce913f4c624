/* SPDX-License-Identifier: MIT */
/*
 * test_opts.c - options structs that can grow: each function that takes
 * one checks its sz as libbpf's OPTS_VALID() does, and SECCACHE_OPTS()
 * sets it.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "seccache.h"
#include "testutil.h"

#define OFFSETOFEND(type, member) (offsetof(type, member) + sizeof(((type *)0)->member))

/* Room for any options struct and for bytes past it, as a newer caller has. */
union opts_buf {
	size_t sz;
	max_align_t align;
	unsigned char b[256];
};

static const struct seccache_insn allow[] = { S(BPF_RET | BPF_K, SECCACHE_RET_ALLOW) };

static struct seccache_stack *allow_stack(void)
{
	struct seccache_stack *s;

	assert_int_equal(seccache_stack_new(seccache_arch_lookup("x86_64"), &s, NULL), 0);
	test_push(s, allow, ARRAY_SIZE(allow));
	return s;
}

static int call_disasm(const void *opts, struct seccache_error *err)
{
	char *text = NULL;
	int ret = seccache_disasm_opts(allow, ARRAY_SIZE(allow), opts, &text, err);

	free(text);
	return ret;
}

static int call_profile(const void *opts, struct seccache_error *err)
{
	static const char profile[] = "{\"defaultAction\": \"SCMP_ACT_ALLOW\"}";
	struct seccache_filter *f = NULL;
	int ret = seccache_profile_compile(profile, sizeof(profile) - 1, opts, &f, NULL, err);

	seccache_filter_free(f);
	return ret;
}

static int call_analyze(const void *opts, struct seccache_error *err)
{
	struct seccache_stack *s = allow_stack();
	struct seccache_analysis *a = NULL;
	int ret = seccache_analyze(s, opts, &a, err);

	seccache_analysis_free(a);
	seccache_stack_free(s);
	return ret;
}

static int call_optimize(const void *opts, struct seccache_error *err)
{
	struct seccache_stack *s = allow_stack(), *out = NULL;
	int ret = seccache_optimize(s, opts, &out, NULL, err);

	seccache_stack_free(out);
	seccache_stack_free(s);
	return ret;
}

static int call_diff(const void *opts, struct seccache_error *err)
{
	struct seccache_stack *s = allow_stack();
	struct seccache_diff *d = NULL;
	int ret = seccache_diff(s, s, opts, &d, err);

	seccache_diff_free(d);
	seccache_stack_free(s);
	return ret;
}

/* A function that takes options, and its struct's sizes. */
struct opts_user {
	const char *type;
	size_t size;		/* sizeof(struct TYPE) */
	size_t first;		/* where the struct of release 0.1 ends */
	size_t known;		/* where this release's last member ends */
	int (*call)(const void *opts, struct seccache_error *err);
};

static const struct opts_user users[] = {
	{ "seccache_disasm_opts", sizeof(struct seccache_disasm_opts),
	  OFFSETOFEND(struct seccache_disasm_opts, color),
	  OFFSETOFEND(struct seccache_disasm_opts, color), call_disasm },
	{ "seccache_profile_opts", sizeof(struct seccache_profile_opts),
	  OFFSETOFEND(struct seccache_profile_opts, name),
	  OFFSETOFEND(struct seccache_profile_opts, runtime), call_profile },
	{ "seccache_analyze_opts", sizeof(struct seccache_analyze_opts),
	  OFFSETOFEND(struct seccache_analyze_opts, flags),
	  OFFSETOFEND(struct seccache_analyze_opts, flags), call_analyze },
	{ "seccache_optimize_opts", sizeof(struct seccache_optimize_opts),
	  OFFSETOFEND(struct seccache_optimize_opts, note_ctx),
	  OFFSETOFEND(struct seccache_optimize_opts, note_ctx), call_optimize },
	{ "seccache_diff_opts", sizeof(struct seccache_diff_opts),
	  OFFSETOFEND(struct seccache_diff_opts, max_witnesses),
	  OFFSETOFEND(struct seccache_diff_opts, flags), call_diff },
};

/* u's function with options of size sz, all zero but byte set (if not 0). */
static int call_with(const struct opts_user *u, size_t sz, size_t set,
		     struct seccache_error *err)
{
	union opts_buf o;

	memset(&o, 0, sizeof(o));
	o.sz = sz;
	if (set)
		o.b[set] = 1;
	return u->call(&o, err);
}

/* A size below the first layout's, or unknown bytes set: -EINVAL, named. */
static void expect_refused(const struct opts_user *u, size_t sz, size_t set)
{
	struct seccache_error err = { 0 };

	assert_int_equal(call_with(u, sz, set, &err), -EINVAL);
	assert_int_equal(err.code, -EINVAL);
	assert_non_null(strstr(err.msg, u->type));
}

static void test_sz_checked(void **state)
{
	(void)state;
	for (size_t i = 0; i < ARRAY_SIZE(users); i++) {
		const struct opts_user *u = &users[i];

		assert_true(u->size + 8 <= sizeof(union opts_buf));
		/* NULL: every member zero. */
		assert_int_equal(u->call(NULL, NULL), 0);
		/* A struct without its size, or smaller than the first. */
		expect_refused(u, 0, 0);
		expect_refused(u, u->first - 1, 0);
		/* The first layout, and a newer caller's that sets nothing new. */
		assert_int_equal(call_with(u, u->first, 0, NULL), 0);
		assert_int_equal(call_with(u, u->size, 0, NULL), 0);
		assert_int_equal(call_with(u, u->size + 8, 0, NULL), 0);
		/* A member this library does not know, set. */
		expect_refused(u, u->size + 8, u->size + 3);
		if (u->known < u->size)	/* in the tail padding */
			expect_refused(u, u->size, u->known);
	}
}

static void test_opts_macro(void **state)
{
	SECCACHE_OPTS(seccache_diff_opts, d, .max_witnesses = 3);
	SECCACHE_OPTS(seccache_disasm_opts, o);
	const unsigned char *b = (const unsigned char *)&o;

	(void)state;
	assert_int_equal(d.sz, sizeof(d));
	assert_int_equal(d.budget, 0);
	assert_int_equal(d.max_witnesses, 3);
	assert_int_equal(o.sz, sizeof(o));
	assert_null(o.label_prefix);
	/* Past the last member, where a later release's may go: zero. */
	for (size_t i = OFFSETOFEND(struct seccache_disasm_opts, color); i < sizeof(o); i++)
		assert_int_equal(b[i], 0);
	assert_int_equal(call_disasm(&o, NULL), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sz_checked),
		cmocka_unit_test(test_opts_macro),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
