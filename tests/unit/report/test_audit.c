/* SPDX-License-Identifier: MIT */
/*
 * test_audit.c - seccache_audit() on small filters written for one
 * finding each, analysed for a fixed kernel through the public API: what
 * each check finds, what it must not (ia32's open next to x86_64's
 * allowed openat), severities, findings merged across ABIs, the JSON, and
 * the arguments it refuses.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include <jansson.h>

#include "seccache.h"

/* Arch checks of the filters below: x86_64 to native, i386 to compat. */
#define ARCHES "ld [arch]\njeq #0xc000003e, native\njeq #0x40000003, compat\nret KILL_PROCESS\n"

struct audited {
	struct seccache_stack *stack;
	struct seccache_analysis *precise, *kernel;
	struct seccache_audit *au;
};

/* The audit of the x86_64 stack of one filter, text, for kernel release. */
static void audit_of(struct audited *t, const char *text, const char *release)
{
	struct seccache_filter *f;
	struct seccache_kernel k;
	SECCACHE_OPTS(seccache_analyze_opts, precise, .kernel = &k);
	SECCACHE_OPTS(seccache_analyze_opts, kernel, .mode = SECCACHE_MODE_KERNEL, .kernel = &k);

	memset(t, 0, sizeof(*t));
	assert_int_equal(seccache_kernel_parse(release, &k, NULL), 0);
	assert_int_equal(seccache_filter_from_asm(text, &f, NULL), 0);
	assert_int_equal(seccache_stack_new(seccache_arch_lookup("x86_64"), &t->stack, NULL), 0);
	assert_int_equal(seccache_stack_push(t->stack, f, NULL), 0);
	seccache_filter_free(f);
	assert_int_equal(seccache_stack_set_kernel(t->stack, &k, NULL), 0);
	assert_int_equal(seccache_analyze(t->stack, &precise, &t->precise, NULL), 0);
	assert_int_equal(seccache_analyze(t->stack, &kernel, &t->kernel, NULL), 0);
	assert_int_equal(seccache_audit(t->precise, t->kernel, NULL, &t->au, NULL), 0);
}

static void audited_free(struct audited *t)
{
	seccache_audit_free(t->au);
	seccache_analysis_free(t->kernel);
	seccache_analysis_free(t->precise);
	seccache_stack_free(t->stack);
}

static bool names(const struct seccache_finding *f, const char *call)
{
	for (size_t i = 0; call && i < f->n_syscalls; i++)
		if (!strcmp(f->syscalls[i], call))
			return true;
	return !call;
}

static bool holds_for(const struct seccache_finding *f, const char *abi)
{
	for (size_t i = 0; i < f->n_abis; i++)
		if (!strcmp(f->abis[i]->name, abi))
			return true;
	return false;
}

/* The finding of check for abi that names call (NULL: any), or NULL. */
static const struct seccache_finding *find(const struct audited *t, const char *check,
					   const char *abi, const char *call)
{
	const struct seccache_finding *f;

	for (size_t i = 0; (f = seccache_audit_finding(t->au, i)); i++)
		if (!strcmp(f->check, check) && holds_for(f, abi) && names(f, call))
			return f;
	return NULL;
}

/* A filter that never reads the arch: ia32's execve (11) is x86_64's munmap. */
static void test_arch_never_read(void **state)
{
	struct audited t;
	const struct seccache_finding *f;

	(void)state;
	audit_of(&t, "ld [nr]\njeq #59, deny\njeq #322, deny\nret ALLOW\ndeny: ret KILL_PROCESS\n",
		 "6.18.0");
	f = find(&t, "arch", "ia32", "execve");
	assert_non_null(f);
	assert_int_equal(f->severity, SECCACHE_SEVERITY_HIGH);
	assert_non_null(strstr(f->detail, "munmap"));
	audited_free(&t);
}

/* x32's execve (0x40000208) passes a rule written for 59; execveat is denied too. */
static void test_x32_bit(void **state)
{
	struct audited t;

	(void)state;
	audit_of(&t, "ld [arch]\njeq #0xc000003e, x86\nret KILL_PROCESS\nx86: ld [nr]\n"
		 "jeq #59, deny\njeq #322, deny\nret ALLOW\ndeny: ret KILL_THREAD\n", "6.18.0");
	assert_non_null(find(&t, "x32", "x32", "execve"));
	assert_int_equal(find(&t, "x32", "x32", "execve")->severity, SECCACHE_SEVERITY_HIGH);
	audited_free(&t);
}

/*
 * ia32's open allowed where x86_64 denies open but allows openat: no
 * bypass across ABIs (issue 34), but a gap within x86_64.
 */
static void test_equivalents_per_abi(void **state)
{
	struct audited t;
	const struct seccache_finding *f;

	(void)state;
	audit_of(&t, ARCHES "native: ld [nr]\njeq #2, deny\nret ALLOW\ndeny: ret ERRNO(1)\n"
		 "compat: ret ALLOW\n", "6.18.0");
	assert_null(find(&t, "weaker-abi", "ia32", NULL));
	assert_null(find(&t, "arch", "ia32", NULL));
	f = find(&t, "equivalent", "x86_64", "open");
	assert_non_null(f);
	assert_true(names(f, "openat") && names(f, "openat2"));
	assert_int_equal(f->severity, SECCACHE_SEVERITY_HIGH);
	assert_null(find(&t, "equivalent", "ia32", NULL));
	audited_free(&t);
}

/*
 * ptrace allowed on ia32 only (26 there, 101 on x86_64): a real bypass.
 * mount denied on x86_64 alone is none: the new mount API does its job.
 */
static void test_weaker_abi(void **state)
{
	struct audited t;
	const struct seccache_finding *f;

	(void)state;
	audit_of(&t, ARCHES "native: ld [nr]\njeq #101, deny\nret ALLOW\ndeny: ret ERRNO(1)\n"
		 "compat: ret ALLOW\n", "6.18.0");
	f = find(&t, "weaker-abi", "ia32", "ptrace");
	assert_non_null(f);
	assert_int_equal(f->severity, SECCACHE_SEVERITY_HIGH);
	/* Only ptrace: ia32 does nothing else x86_64 denies. */
	assert_int_equal(f->n_syscalls, 1);
	audited_free(&t);
	audit_of(&t, ARCHES "native: ld [nr]\njeq #165, deny\nret ALLOW\ndeny: ret ERRNO(1)\n"
		 "compat: ret ALLOW\n", "6.18.0");
	assert_null(find(&t, "weaker-abi", "ia32", NULL));
	f = find(&t, "equivalent", "x86_64", "mount");
	assert_non_null(f);
	assert_true(names(f, "fsopen+fsconfig+fsmount+move_mount"));
	audited_free(&t);
}

/* clone3 answered ENOSYS so that libc falls back to clone: information only. */
static void test_enosys_fallback(void **state)
{
	struct audited t;
	const struct seccache_finding *f;

	(void)state;
	audit_of(&t, ARCHES "native: ld [nr]\njeq #435, nosys\nret ALLOW\nnosys: ret ERRNO(38)\n"
		 "compat: ret KILL_PROCESS\n", "6.18.0");
	f = find(&t, "equivalent", "x86_64", "clone3");
	assert_non_null(f);
	assert_int_equal(f->severity, SECCACHE_SEVERITY_INFO);
	assert_true(names(f, "clone"));
	audited_free(&t);
}

/* An allowlist's omission is no gap: open gets the default, openat is allowed. */
static void test_allowlist_omission(void **state)
{
	struct audited t;

	(void)state;
	audit_of(&t, ARCHES "native: ld [nr]\njeq #257, allow\njeq #0, allow\nret ERRNO(1)\n"
		 "allow: ret ALLOW\ncompat: ret KILL_PROCESS\n", "6.18.0");
	assert_null(find(&t, "equivalent", "x86_64", NULL));
	assert_null(find(&t, "default-allow", "x86_64", NULL));
	audited_free(&t);
}

/* ia32's socket denied while socketcall, which does it, is allowed. */
static void test_socketcall(void **state)
{
	struct audited t;

	(void)state;
	audit_of(&t, ARCHES "native: ret ALLOW\ncompat: ld [nr]\njeq #359, deny\nret ALLOW\n"
		 "deny: ret ERRNO(13)\n", "6.18.0");
	assert_non_null(find(&t, "equivalent", "ia32", "socketcall"));
	audited_free(&t);
}

/* A denylist: its default, dangerous calls, ptrace before 4.8. */
static void test_denylist(void **state)
{
	struct audited t;
	const struct seccache_finding *f;

	(void)state;
	audit_of(&t, ARCHES "native: ld [nr]\njeq #59, deny\njeq #322, deny\nret ALLOW\n"
		 "deny: ret KILL_PROCESS\ncompat: ret KILL_PROCESS\n", "4.4.0");
	assert_non_null(find(&t, "default-allow", "x86_64", NULL));
	f = find(&t, "dangerous", "x86_64", "ptrace");
	assert_non_null(f);
	assert_int_equal(f->severity, SECCACHE_SEVERITY_HIGH);
	assert_non_null(find(&t, "dangerous", "x86_64", "bpf"));
	/* io_uring_setup (5.1) is not in 4.4: information, for later. */
	f = find(&t, "dangerous", "x86_64", "io_uring_setup");
	assert_non_null(f);
	assert_int_equal(f->severity, SECCACHE_SEVERITY_INFO);
	/* Most severe first. */
	assert_int_equal(seccache_audit_finding(t.au, 0)->severity, SECCACHE_SEVERITY_HIGH);
	audited_free(&t);
	audit_of(&t, ARCHES "native: ld [nr]\njeq #59, deny\njeq #322, deny\nret ALLOW\n"
		 "deny: ret KILL_PROCESS\ncompat: ret KILL_PROCESS\n", "6.18.0");
	assert_int_equal(find(&t, "dangerous", "x86_64", "ptrace")->severity,
			 SECCACHE_SEVERITY_MEDIUM);
	audited_free(&t);
}

/* uretprobe denied: a rule 6.18 never runs, and a probed program's death on 6.11. */
static void test_passthrough(void **state)
{
	static const char deny_uretprobe[] = ARCHES "native: ld [nr]\njeq #335, deny\n"
		"ret ALLOW\ndeny: ret KILL_PROCESS\ncompat: ret KILL_PROCESS\n";
	struct audited t;

	(void)state;
	audit_of(&t, deny_uretprobe, "6.18.0");
	assert_int_equal(find(&t, "passthrough", "x86_64", "uretprobe")->severity,
			 SECCACHE_SEVERITY_INFO);
	audited_free(&t);
	audit_of(&t, deny_uretprobe, "6.11.0");
	assert_int_equal(find(&t, "passthrough", "x86_64", "uretprobe")->severity,
			 SECCACHE_SEVERITY_LOW);
	audited_free(&t);
	audit_of(&t, deny_uretprobe, "6.6.0");
	assert_null(find(&t, "passthrough", "x86_64", NULL));
	audited_free(&t);
}

/* An argument read before nr: the stock cache proves nothing, the audit says so. */
static void test_cache(void **state)
{
	struct audited t;

	(void)state;
	audit_of(&t, "ld [arch]\njeq #0xc000003e, native\nret KILL_PROCESS\n"
		 "native: ld [args[0].lo]\nld [nr]\njeq #39, allow\nret ERRNO(1)\nallow: ret ALLOW\n",
		 "6.18.0");
	assert_non_null(find(&t, "cache", "x86_64", "getpid"));
	audited_free(&t);
}

static void test_json(void **state)
{
	struct audited t;
	char *buf = NULL;
	size_t size = 0;
	FILE *out = open_memstream(&buf, &size);
	json_t *doc;

	(void)state;
	audit_of(&t, "ld [nr]\nret ALLOW\n", "6.18.0");
	assert_non_null(out);
	assert_int_equal(seccache_audit_json(t.au, out, NULL), 0);
	fclose(out);
	doc = json_loads(buf, 0, NULL);
	assert_non_null(doc);
	assert_int_equal(json_integer_value(json_object_get(doc, "version")), 1);
	assert_string_equal(json_string_value(json_object_get(doc, "kernel")), "6.18.0");
	assert_int_equal(json_array_size(json_object_get(doc, "findings")), seccache_audit_len(t.au));
	json_decref(doc);
	free(buf);
	audited_free(&t);
}

static void test_refused(void **state)
{
	struct seccache_audit_opts small = { .sz = 1 };
	struct seccache_audit *au = NULL;
	enum seccache_severity s;
	struct audited t;

	(void)state;
	audit_of(&t, "ld [nr]\nret ALLOW\n", "6.18.0");
	assert_int_equal(seccache_audit(t.kernel, NULL, NULL, &au, NULL), -EINVAL);
	assert_int_equal(seccache_audit(t.precise, t.precise, NULL, &au, NULL), -EINVAL);
	assert_int_equal(seccache_audit(t.precise, NULL, &small, &au, NULL), -EINVAL);
	assert_null(au);
	assert_int_equal(seccache_severity_parse("MEDIUM", &s, NULL), 0);
	assert_int_equal(s, SECCACHE_SEVERITY_MEDIUM);
	assert_int_equal(seccache_severity_parse("critical", &s, NULL), -EINVAL);
	assert_string_equal(seccache_severity_name(SECCACHE_SEVERITY_HIGH), "high");
	assert_null(seccache_severity_name((enum seccache_severity)7));
	assert_null(seccache_audit_finding(t.au, seccache_audit_len(t.au)));
	audited_free(&t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_arch_never_read),
		cmocka_unit_test(test_x32_bit),
		cmocka_unit_test(test_equivalents_per_abi),
		cmocka_unit_test(test_weaker_abi),
		cmocka_unit_test(test_enosys_fallback),
		cmocka_unit_test(test_allowlist_omission),
		cmocka_unit_test(test_socketcall),
		cmocka_unit_test(test_denylist),
		cmocka_unit_test(test_passthrough),
		cmocka_unit_test(test_cache),
		cmocka_unit_test(test_json),
		cmocka_unit_test(test_refused),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
