/* SPDX-License-Identifier: MIT */
/*
 * test_profile.c - OCI / Docker profiles compiled by profile.c, checked by
 * running the filter with the reference interpreter, and every kind of bad
 * input rejected with a message that names the field.
 */
#include <errno.h>
#include <linux/audit.h>
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
#include "testutil.h"

#define CONTAINER EXAMPLES_DIR "/container.json"
#define X32_BIT 0x40000000U


/* Run f on (abi, call) with up to two leading arguments. */
static uint32_t run(const struct seccache_filter *f, const char *abi_name,
		    const char *call, uint64_t arg0, uint64_t arg1)
{
	struct seccache_data d = {
		.nr = test_nr(abi_name, call),
		.arch = test_abi(abi_name)->audit_arch,
		.args = { arg0, arg1 },
	};

	return seccache_filter_run(f, &d);
}

static struct seccache_filter *load(const char *path,
				    const struct seccache_profile_opts *opts,
				    uint32_t *flags)
{
	struct seccache_error err = { 0 };
	struct seccache_filter *f = NULL;
	int ret = seccache_profile_load(path, opts, &f, flags, &err);

	if (ret)
		print_error("%s\n", err.msg);
	assert_int_equal(ret, 0);
	assert_non_null(f);
	return f;
}

static void test_container_native(void **state)
{
	struct seccache_filter *f;
	uint32_t flags = 0;

	(void)state;
	f = load(CONTAINER, NULL, &flags);
	assert_int_equal(flags, 1U << 2);	/* SPEC_ALLOW: runc's default */
	assert_int_equal(run(f, "x86_64", "read", 0, 0), SECCACHE_RET_ALLOW);
	assert_int_equal(run(f, "x86_64", "reboot", 0, 0), SECCACHE_RET_ERRNO | 1);
	assert_int_equal(run(f, "x86_64", "kexec_load", 0, 0), SECCACHE_RET_KILL_PROCESS);
	assert_int_equal(run(f, "x86_64", "iopl", 0, 0), SECCACHE_RET_KILL_PROCESS);
	assert_int_equal(run(f, "x86_64", "ptrace", 0, 0), SECCACHE_RET_LOG);
	assert_int_equal(run(f, "x86_64", "clone3", 0, 0), SECCACHE_RET_ERRNO | ENOSYS);
	assert_int_equal(run(f, "x86_64", "arch_prctl", 0, 0), SECCACHE_RET_ALLOW);
	/* No CAP_SYS_ADMIN by default. */
	assert_int_equal(run(f, "x86_64", "mount", 0, 0), SECCACHE_RET_ERRNO | 1);
	/* Same index repeated: runc adds one rule per condition, an OR. */
	assert_int_equal(run(f, "x86_64", "personality", 0, 0), SECCACHE_RET_ALLOW);
	assert_int_equal(run(f, "x86_64", "personality", 0xffffffff, 0), SECCACHE_RET_ALLOW);
	assert_int_equal(run(f, "x86_64", "personality", 1, 0), SECCACHE_RET_ERRNO | 1);
	assert_int_equal(run(f, "x86_64", "socket", 2, 0), SECCACHE_RET_ALLOW);
	assert_int_equal(run(f, "x86_64", "socket", 17, 0), SECCACHE_RET_ERRNO | 1);
	/* MASKED_EQ: value is the mask, valueTwo the bits. */
	assert_int_equal(run(f, "x86_64", "clone", 17, 0), SECCACHE_RET_ALLOW);
	assert_int_equal(run(f, "x86_64", "clone", 0x10000011, 0), SECCACHE_RET_ERRNO | 1);
	/* archMap's x86_64 entry brings ia32 and x32. */
	assert_int_equal(run(f, "ia32", "read", 0, 0), SECCACHE_RET_ALLOW);
	assert_int_equal(run(f, "ia32", "kexec_load", 0, 0), SECCACHE_RET_KILL_PROCESS);
	assert_int_equal(run(f, "ia32", "socketcall", 0, 0), SECCACHE_RET_ALLOW);
	assert_int_equal(run(f, "ia32", "reboot", 0, 0), SECCACHE_RET_ERRNO | 1);
	assert_true(test_nr("x32", "read") & X32_BIT);
	assert_int_equal(run(f, "x32", "read", 0, 0), SECCACHE_RET_ALLOW);
	assert_int_equal(run(f, "x32", "kexec_load", 0, 0), SECCACHE_RET_KILL_PROCESS);
	/* aarch64 is in the map but not native here: libseccomp's bad-arch kill. */
	assert_int_equal(run(f, "aarch64", "read", 0, 0), SECCACHE_RET_KILL_THREAD);
	seccache_filter_free(f);
}

static void test_container_override(void **state)
{
	const struct seccache_arch *arm[] = { test_abi("aarch64"), test_abi("arm") };
	SECCACHE_OPTS(seccache_profile_opts, opts, .arches = arm, .n_arches = 2);
	struct seccache_filter *f;

	(void)state;
	f = load(CONTAINER, &opts, NULL);
	assert_int_equal(run(f, "aarch64", "read", 0, 0), SECCACHE_RET_ALLOW);
	assert_int_equal(run(f, "aarch64", "reboot", 0, 0), SECCACHE_RET_ERRNO | 1);
	assert_int_equal(run(f, "arm", "read", 0, 0), SECCACHE_RET_ALLOW);
	/* includes.arches ["arm", "arm64"] match arches[0] = aarch64. */
	assert_int_equal(run(f, "arm", "arm_fadvise64_64", 0, 0), SECCACHE_RET_ALLOW);
	/* The host arch is left out when the list does not name it. */
	assert_int_equal(run(f, "x86_64", "read", 0, 0), SECCACHE_RET_KILL_THREAD);
	seccache_filter_free(f);
}

static void test_caps_and_kernel(void **state)
{
	const char *const admin[] = { "CAP_SYS_ADMIN" }, *const all[] = { "All" };
	struct seccache_kernel old = { .major = 4, .minor = 4 };
	SECCACHE_OPTS(seccache_profile_opts, opts, .caps = admin, .n_caps = 1);
	struct seccache_filter *f;

	(void)state;
	f = load(CONTAINER, &opts, NULL);
	assert_int_equal(run(f, "x86_64", "mount", 0, 0), SECCACHE_RET_ALLOW);
	/* excludes.caps drops the masked clone rule: any flags. */
	assert_int_equal(run(f, "x86_64", "clone", 0x10000011, 0), SECCACHE_RET_ALLOW);
	seccache_filter_free(f);

	/* Docker's --cap-add ALL, in any case: CAP_SYS_ADMIN among them. */
	opts = (struct seccache_profile_opts){ .sz = sizeof(opts), .caps = all, .n_caps = 1 };
	f = load(CONTAINER, &opts, NULL);
	assert_int_equal(run(f, "x86_64", "mount", 0, 0), SECCACHE_RET_ALLOW);
	assert_int_equal(run(f, "x86_64", "clone", 0x10000011, 0), SECCACHE_RET_ALLOW);
	seccache_filter_free(f);

	opts = (struct seccache_profile_opts){ .sz = sizeof(opts), .kernel = &old };
	f = load(CONTAINER, &opts, NULL);
	assert_int_equal(run(f, "x86_64", "ptrace", 0, 0), SECCACHE_RET_ERRNO | 1);
	seccache_filter_free(f);
}

struct warnings {
	int count;
	char last[256];
};

static void collect(void *ctx, const char *msg)
{
	struct warnings *w = ctx;

	w->count++;
	snprintf(w->last, sizeof(w->last), "%s", msg);
}

static void test_args_flags_warnings(void **state)
{
	struct warnings w = { 0 };
	SECCACHE_OPTS(seccache_profile_opts, opts, .warn = collect, .warn_ctx = &w);
	struct seccache_filter *f;
	uint32_t flags = 0;

	(void)state;
	f = load(DATA_DIR "/args.json", &opts, &flags);
	assert_int_equal(flags, 3);	/* TSYNC | LOG */
	/* listenerPath and the unknown name. */
	assert_int_equal(w.count, 2);
	assert_non_null(strstr(w.last, "no_such_syscall"));
	/* The old single "name". */
	assert_int_equal(run(f, "x86_64", "read", 0, 0), SECCACHE_RET_ALLOW);
	/* ERRNO without errnoRet is EPERM; a rule equal to the default is skipped. */
	assert_int_equal(run(f, "x86_64", "write", 0, 0), SECCACHE_RET_ERRNO | EPERM);
	assert_int_equal(run(f, "x86_64", "getpid", 0, 0), SECCACHE_RET_TRAP);
	assert_int_equal(run(f, "x86_64", "kill", 1, 9), SECCACHE_RET_TRACE | 7);
	assert_int_equal(run(f, "x86_64", "kill", 1, 8), SECCACHE_RET_ERRNO | EPERM);
	seccache_filter_free(f);
}

/* Different indexes are one rule: all must hold. */
static void test_args_and(void **state)
{
	struct seccache_data d = { .arch = AUDIT_ARCH_X86_64 };
	struct seccache_filter *f;

	(void)state;
	f = load(DATA_DIR "/args.json", NULL, NULL);
	d.nr = test_nr("x86_64", "mmap");
	d.args[2] = 3;
	d.args[3] = 34;
	assert_int_equal(seccache_filter_run(f, &d), SECCACHE_RET_ALLOW);
	d.args[3] = 2;
	assert_int_equal(seccache_filter_run(f, &d), SECCACHE_RET_ERRNO | EPERM);
	d.args[2] = 1;
	d.args[3] = 34;
	assert_int_equal(seccache_filter_run(f, &d), SECCACHE_RET_ERRNO | EPERM);
	seccache_filter_free(f);
}

static void test_examples(void **state)
{
	const struct seccache_arch *x86[] = { test_abi("x86_64") };
	SECCACHE_OPTS(seccache_profile_opts, opts, .arches = x86, .n_arches = 1);
	struct seccache_filter *f;

	(void)state;
	f = load(EXAMPLES_DIR "/minimal.json", &opts, NULL);
	assert_int_equal(run(f, "x86_64", "write", 0, 0), SECCACHE_RET_ALLOW);
	assert_int_equal(run(f, "x86_64", "openat", 0, 0), SECCACHE_RET_ERRNO | 13);
	assert_int_equal(run(f, "x86_64", "getpid", 0, 0), SECCACHE_RET_KILL_PROCESS);
	seccache_filter_free(f);
	f = load(EXAMPLES_DIR "/denylist.json", NULL, NULL);
	assert_int_equal(run(f, "ia32", "reboot", 0, 0), SECCACHE_RET_ERRNO | 1);
	assert_int_equal(run(f, "x86_64", "init_module", 0, 0), SECCACHE_RET_KILL_PROCESS);
	assert_int_equal(run(f, "x86_64", "getpid", 0, 0), SECCACHE_RET_ALLOW);
	seccache_filter_free(f);
}

/* text must fail with -EINVAL (or code) and a message holding needle. */
static void expect_error(const char *text, int code, const char *needle)
{
	struct seccache_error err = { 0 };
	struct seccache_filter *f = NULL;
	int ret;

	ret = seccache_profile_compile(text, strlen(text), NULL, &f, NULL, &err);
	if (ret != code || !strstr(err.msg, needle))
		print_error("%s -> %d \"%s\"\n", text, ret, err.msg);
	assert_int_equal(ret, code);
	assert_null(f);
	assert_int_equal(err.code, code);
	assert_non_null(strstr(err.msg, needle));
}

#define ERRNO_ACT "\"defaultAction\": \"SCMP_ACT_ERRNO\""

static void test_bad_input(void **state)
{
	struct seccache_filter *f = NULL;
	const char *text;

	(void)state;
	expect_error("[]", -EINVAL, "must be a JSON object");
	expect_error("{}", -EINVAL, "defaultAction: missing");
	expect_error("{\"defaultAction\": 5}", -EINVAL, "defaultAction: must be a string");
	expect_error("{\"defaultAction\": \"SCMP_ACT_NOPE\"}", -EINVAL,
		     "unknown action \"SCMP_ACT_NOPE\"");
	expect_error("{" ERRNO_ACT ", \"defaultErrnoRet\": 70000}", -EINVAL,
		     "defaultErrnoRet: must be an integer from 0 to 65535");
	expect_error("{\"defaultAction\": \"SCMP_ACT_NOTIFY\"}", -EINVAL,
		     "cannot be the default action");
	expect_error("{" ERRNO_ACT ", \"architectures\": [\"SCMP_ARCH_VAX\"]}", -EINVAL,
		     "architectures[0]: unknown architecture \"SCMP_ARCH_VAX\"");
	expect_error("{" ERRNO_ACT ", \"architectures\": [\"x86_64\"]}", -EINVAL,
		     "expected SCMP_ARCH_*");
	expect_error("{" ERRNO_ACT ", \"architectures\": [\"SCMP_ARCH_X86\"],"
		     " \"archMap\": [{\"architecture\": \"SCMP_ARCH_X86\"}]}", -EINVAL,
		     "use one of them");
	expect_error("{" ERRNO_ACT ", \"archMap\": [{\"architecture\": \"SCMP_ARCH_X86_64\","
		     " \"subArchitectures\": [\"SCMP_ARCH_Z80\"]}]}", -EINVAL,
		     "archMap[0].subArchitectures[0]: unknown architecture \"SCMP_ARCH_Z80\"");
	/* Entries of other arches are not converted (moby): no error. */
	text = "{" ERRNO_ACT ", \"archMap\": [{\"architecture\": \"SCMP_ARCH_Z80\","
	       " \"subArchitectures\": [\"SCMP_ARCH_Z8000\"]}]}";
	assert_int_equal(seccache_profile_compile(text, strlen(text), NULL, &f, NULL, NULL), 0);
	seccache_filter_free(f);
	expect_error("{" ERRNO_ACT ", \"flags\": [\"SECCOMP_FILTER_FLAG_NOPE\"]}", -EINVAL,
		     "flags[0]: unknown flag");
	expect_error("{" ERRNO_ACT ", \"syscalls\": {}}", -EINVAL,
		     "syscalls: must be an array");
	expect_error("{" ERRNO_ACT ", \"syscalls\": [7]}", -EINVAL,
		     "syscalls[0]: must be an object");
	expect_error("{" ERRNO_ACT ", \"syscalls\": [{\"names\": [\"read\"]}]}", -EINVAL,
		     "syscalls[0].action: missing");
	expect_error("{" ERRNO_ACT ", \"syscalls\": [{\"names\": [\"read\"],"
		     " \"action\": \"SCMP_ACT_ALOW\"}]}", -EINVAL,
		     "syscalls[0].action: unknown action \"SCMP_ACT_ALOW\"");
	expect_error("{" ERRNO_ACT ", \"syscalls\": [{\"names\": [1],"
		     " \"action\": \"SCMP_ACT_ALLOW\"}]}", -EINVAL,
		     "names[0]: must be a string");
	expect_error("{" ERRNO_ACT ", \"syscalls\": [{\"name\": \"read\", \"names\": [\"write\"],"
		     " \"action\": \"SCMP_ACT_ALLOW\"}]}", -EINVAL,
		     "both \"name\" and \"names\"");
	expect_error("{" ERRNO_ACT ", \"syscalls\": [{\"names\": [\"read\"], \"action\": \"SCMP_ACT_ALLOW\","
		     " \"args\": [{\"index\": 6, \"value\": 1, \"op\": \"SCMP_CMP_EQ\"}]}]}", -EINVAL,
		     "syscalls[0].args[0].index: must be an integer from 0 to 5");
	expect_error("{" ERRNO_ACT ", \"syscalls\": [{\"names\": [\"read\"], \"action\": \"SCMP_ACT_ALLOW\","
		     " \"args\": [{\"index\": 0, \"value\": 1, \"op\": \"SCMP_CMP_ABOUT\"}]}]}", -EINVAL,
		     "syscalls[0].args[0].op: unknown operator \"SCMP_CMP_ABOUT\"");
	expect_error("{" ERRNO_ACT ", \"syscalls\": [{\"names\": [\"read\"], \"action\": \"SCMP_ACT_ALLOW\","
		     " \"args\": [{\"index\": 0, \"value\": -1, \"op\": \"SCMP_CMP_EQ\"}]}]}", -EINVAL,
		     "args[0].value: must be an integer");
	expect_error("{" ERRNO_ACT ", \"syscalls\": [{\"names\": [\"read\"], \"action\": \"SCMP_ACT_ALLOW\","
		     " \"args\": [{\"value\": 1, \"op\": \"SCMP_CMP_EQ\"}]}]}", -EINVAL,
		     "args[0].index: missing");
	expect_error("{" ERRNO_ACT ", \"syscalls\": [{\"names\": [\"read\"], \"action\": \"SCMP_ACT_ALLOW\","
		     " \"includes\": {\"minKernel\": \"four\"}}]}", -EINVAL,
		     "includes.minKernel: \"four\" is not a kernel version");
	expect_error("{" ERRNO_ACT ", \"syscalls\": [{\"names\": [\"read\"], \"action\": \"SCMP_ACT_ALLOW\","
		     " \"excludes\": []}]}", -EINVAL, "excludes: must be an object");
}

static void test_bad_sizes(void **state)
{
	char *text, *p;
	size_t i;

	(void)state;
	/* A name no syscall has, far past any real one. */
	text = malloc(1024);
	assert_non_null(text);
	p = text + sprintf(text, "{" ERRNO_ACT ", \"syscalls\": [{\"action\": \"SCMP_ACT_ALLOW\", \"names\": [\"");
	memset(p, 'a', 200);
	strcpy(p + 200, "\"]}]}");
	expect_error(text, -EINVAL, "names[0]: name longer than 128 characters");
	free(text);
	/* 65 conditions on one entry. */
	text = malloc(8192);
	assert_non_null(text);
	p = text + sprintf(text, "{" ERRNO_ACT ", \"syscalls\": [{\"action\": \"SCMP_ACT_ALLOW\","
			   " \"names\": [\"read\"], \"args\": [");
	for (i = 0; i < 65; i++)
		p += sprintf(p, "%s{\"index\": 0, \"value\": %zu, \"op\": \"SCMP_CMP_EQ\"}",
			     i ? "," : "", i);
	strcpy(p, "]}]}");
	expect_error(text, -EINVAL, "args: 65 entries, more than 64");
	free(text);
}

static void test_not_json(void **state)
{
	const char *text = "{\n\t\"defaultAction\": \"SCMP_ACT_ALLOW\",\n\t\"syscalls\": [,]\n}";
	struct seccache_error err = { 0 };
	struct seccache_filter *f = NULL;
	char *deep;

	(void)state;
	assert_int_equal(seccache_profile_compile(text, strlen(text), NULL, &f, NULL, &err),
			 -EINVAL);
	assert_int_equal(err.line, 3);
	assert_non_null(strstr(err.msg, "profile:3:"));
	assert_non_null(strstr(err.msg, "not valid JSON"));
	/* Deep nesting stops at jansson's depth limit, not the stack's. */
	deep = malloc(100001);
	assert_non_null(deep);
	memset(deep, '[', 100000);
	deep[100000] = '\0';
	expect_error(deep, -EINVAL, "maximum parsing depth");
	free(deep);
	/* Go reads values into a uint64: past it, jansson's own error. */
	expect_error("{\"defaultAction\": \"SCMP_ACT_ALLOW\", \"syscalls\": [{\"names\": [\"read\"],"
		     " \"action\": \"SCMP_ACT_ERRNO\", \"args\": [{\"index\": 0, \"op\": \"SCMP_CMP_EQ\","
		     " \"value\": 18446744073709551616}]}]}", -EINVAL, "too big integer");
	expect_error("{\"defaultAction\": \"SCMP_ACT_ALLOW\", \"syscalls\": [{\"names\": [\"read\"],"
		     " \"action\": \"SCMP_ACT_ERRNO\", \"args\": [{\"index\": 0, \"op\": \"SCMP_CMP_EQ\","
		     " \"value\": -1}]}]}", -EINVAL, "must be an integer from 0 to 18446744073709551615");
}

/* Values past INT64_MAX, as Go's uint64 takes them, compare exactly. */
static void test_uint64_values(void **state)
{
	static const char text[] =
		"{\"defaultAction\": \"SCMP_ACT_ALLOW\", \"syscalls\": [{\"names\": [\"read\"],"
		" \"action\": \"SCMP_ACT_ERRNO\", \"args\": [{\"index\": 0, \"op\": \"SCMP_CMP_EQ\","
		" \"value\": 18446744073709551614}]}, {\"names\": [\"write\"],"
		" \"action\": \"SCMP_ACT_ERRNO\", \"errnoRet\": 13, \"args\": [{\"index\": 1,"
		" \"op\": \"SCMP_CMP_MASKED_EQ\", \"value\": 9223372036854775808,"
		" \"valueTwo\": 9223372036854775808}], \"comment\": \"18446744073709551615\"}]}";
	struct seccache_filter *f = NULL;
	struct seccache_data d = { .arch = 0xc000003e };

	(void)state;
	assert_int_equal(seccache_profile_compile(text, strlen(text), NULL, &f, NULL, NULL), 0);
	d.nr = 0;
	d.args[0] = UINT64_MAX - 1;
	assert_int_equal(seccache_filter_run(f, &d), SECCACHE_RET_ERRNO | 1);
	d.args[0] = UINT64_MAX;
	assert_int_equal(seccache_filter_run(f, &d), SECCACHE_RET_ALLOW);
	d.nr = 1;
	d.args[1] = 1ULL << 63 | 5;
	assert_int_equal(seccache_filter_run(f, &d), SECCACHE_RET_ERRNO | 13);
	d.args[1] = 5;
	assert_int_equal(seccache_filter_run(f, &d), SECCACHE_RET_ALLOW);
	seccache_filter_free(f);
	assert_non_null(seccache_runtime_caps("podman"));
	assert_null(seccache_runtime_caps("lxc"));
	/* Docker's, podman's and libcap's spellings; a typo is no capability. */
	assert_string_equal(seccache_capability_name("SYS_ADMIN"), "CAP_SYS_ADMIN");
	assert_string_equal(seccache_capability_name("cap_sys_admin"), "CAP_SYS_ADMIN");
	assert_string_equal(seccache_capability_name("CAP_CHECKPOINT_RESTORE"),
			    "CAP_CHECKPOINT_RESTORE");
	assert_null(seccache_capability_name("CAP_SYS_ADMN"));
	assert_null(seccache_capability_name("CAP_"));
	assert_null(seccache_capability_name(""));
}

/*
 * A document read into jansson's tree through seccache_json_quote_big()
 * and written back through seccache_json_unquote_big() is the document it
 * was: its integers past INT64_MAX, and strings that look like them, kept
 * (seccache oci rewrites a bundle's config.json this way, issue 34).
 */
static void test_json_big_round_trip(void **state)
{
	static const char text[] =
		"{\"a\":[18446744073709551516,9223372036854775807,9223372036854775808,"
		"-9223372036854775808,18446744073709551615,2.5],"
		"\"s\":\"18446744073709551516\",\"e\":\"\\\"\\u0001u64:x\"}";
	char *quoted, *dumped, *back;
	size_t len;
	json_error_t jerr;
	json_t *root;

	(void)state;
	assert_int_equal(json_loadb(text, strlen(text), 0, &jerr) == NULL, 1);
	assert_int_equal(seccache_json_quote_big(text, strlen(text), &quoted, &len, NULL), 0);
	assert_int_equal(len, strlen(quoted));
	root = json_loadb(quoted, len, 0, &jerr);
	assert_non_null(root);
	dumped = json_dumps(root, JSON_PRESERVE_ORDER | JSON_COMPACT);
	assert_int_equal(seccache_json_unquote_big(dumped, strlen(dumped), &back, &len, NULL), 0);
	assert_string_equal(back, text);
	free(back);
	assert_int_equal(seccache_json_unquote_big(quoted, strlen(quoted), &back, &len, NULL), 0);
	assert_string_equal(back, text);
	free(back);
	free(dumped);
	free(quoted);
	json_decref(root);
}

static void test_files(void **state)
{
	struct seccache_error err = { 0 };
	struct seccache_filter *f = NULL;

	(void)state;
	assert_int_equal(seccache_profile_load(DATA_DIR "/missing.json", NULL, &f, NULL, &err),
			 -ENOENT);
	assert_non_null(strstr(err.msg, "missing.json"));
	assert_int_equal(seccache_profile_load(DATA_DIR, NULL, &f, NULL, &err), -EISDIR);
	assert_non_null(strstr(err.msg, "loaders/data"));
	assert_null(f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_container_native),
		cmocka_unit_test(test_container_override),
		cmocka_unit_test(test_caps_and_kernel),
		cmocka_unit_test(test_args_flags_warnings),
		cmocka_unit_test(test_args_and),
		cmocka_unit_test(test_examples),
		cmocka_unit_test(test_bad_input),
		cmocka_unit_test(test_bad_sizes),
		cmocka_unit_test(test_not_json),
		cmocka_unit_test(test_files),
		cmocka_unit_test(test_uint64_values),
		cmocka_unit_test(test_json_big_round_trip),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
