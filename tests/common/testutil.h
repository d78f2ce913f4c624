/* SPDX-License-Identifier: MIT */
/*
 * testutil.h - what every test builds programs and filters with: the
 * instruction macros, ARRAY_SIZE, and filters from raw programs and from
 * libseccomp contexts, failing the running cmocka test on any error.
 */
#ifndef SECCACHE_TESTUTIL_H
#define SECCACHE_TESTUTIL_H

#include <linux/filter.h>
#include <seccomp.h>
#include <stdbool.h>
#include <stddef.h>

#include "seccache.h"

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

/* A statement and a jump, as BPF_STMT and BPF_JUMP in seccache's types. */
#define S(code, k)		{ (uint16_t)(code), 0, 0, (uint32_t)(k) }
#define J(code, k, jt, jf)	{ (uint16_t)(code), (jt), (jf), (uint32_t)(k) }

/* The ABI called name, which must exist (in a cmocka test). */
const struct seccache_arch *test_abi(const char *name);

/* The number (nr_base included) of call in ABI abi_name, which must have it. */
uint32_t test_nr(const char *abi_name, const char *call);

/* Validate insns and push them onto s as its newest filter. */
void test_push(struct seccache_stack *s, const struct seccache_insn *insns,
	       size_t len);

/* test_push() of a filter attached with flags (SECCACHE_FILTER_FLAG_LOG). */
void test_push_flags(struct seccache_stack *s, const struct seccache_insn *insns,
		     size_t len, uint32_t flags);

/*
 * A libseccomp context for x86_64 and ia32 (and x32 if with_x32) with
 * default action def; NULL if libseccomp refuses def on this kernel.
 */
scmp_filter_ctx test_scmp_new(uint32_t def, bool with_x32);

/* ctx's program as a new filter; releases ctx. */
struct seccache_filter *test_scmp_filter(scmp_filter_ctx ctx);

/* seccomp_rule_add() of syscall name, which must succeed (in a cmocka test). */
#define TEST_RULE(ctx, act, name, ...)						\
	assert_int_equal(seccomp_rule_add(ctx, act, SCMP_SYS(name), __VA_ARGS__), 0)

/* A few argument rules, as container profiles have, each returning action. */
void test_scmp_arg_rules(scmp_filter_ctx ctx, uint32_t action);

/*
 * count syscalls allowed without conditions (none of those the argument
 * rules name, nor execve), the argument rules allowing, default
 * ERRNO(EPERM); x86_64, x86 and x32.
 */
scmp_filter_ctx test_scmp_allow_list(unsigned int count);

/* Default ALLOW; ptrace, mount, reboot, kexec_load denied, the argument rules failing with EPERM. */
scmp_filter_ctx test_scmp_deny_list(void);

#endif
