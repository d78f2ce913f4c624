/* SPDX-License-Identifier: MIT */
/*
 * test_runtime.c - profiles compiled as each runtime compiles them
 * (src/profile/runtime.c, enosys.c): the names and versions
 * seccache_runtime_describe() reads, the capabilities each grants, and
 * runc's ENOSYS stub rule by rule, per arch, with the layout a live runc
 * 1.1.5 container loaded for Docker's default profile.
 */
#include <errno.h>
#include <linux/filter.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "seccache.h"
#include "testutil.h"

#define CONTAINER EXAMPLES_DIR "/container.json"
#define ENOSYS_RET (SECCACHE_RET_ERRNO | ENOSYS)
#define EPERM_RET (SECCACHE_RET_ERRNO | 1)


static uint32_t run_nr(const struct seccache_filter *f, const char *abi_name, uint32_t nr)
{
	struct seccache_data d = { .nr = nr, .arch = test_abi(abi_name)->audit_arch };

	return seccache_filter_run(f, &d);
}

/* text compiled as runtime does, for the ABIs named (none: the profile's); or the error. */
static int try_compile(const char *text, const char *runtime, const char *const *abis,
		       struct seccache_filter **f, struct seccache_error *err)
{
	const struct seccache_arch *arches[4];
	struct seccache_kernel k;
	size_t n = 0;

	assert_int_equal(seccache_kernel_parse("6.18", &k, NULL), 0);
	for (; abis && abis[n]; n++)
		arches[n] = test_abi(abis[n]);
	SECCACHE_OPTS(seccache_profile_opts, opts, .arches = n ? arches : NULL, .n_arches = n,
		      .kernel = &k, .runtime = runtime);
	return seccache_profile_compile(text, strlen(text), &opts, f, NULL, err);
}

static struct seccache_filter *compile(const char *text, const char *runtime,
				       const char *const *abis)
{
	struct seccache_error err = { 0 };
	struct seccache_filter *f = NULL;

	if (try_compile(text, runtime, abis, &f, &err))
		print_error("%s\n", err.msg);
	assert_non_null(f);
	return f;
}

static struct seccache_filter *compile_file(const char *path, const char *runtime,
					    const char *const *abis)
{
	char *text = NULL;
	size_t len = 0;
	struct seccache_filter *f;

	assert_int_equal(seccache_read_file(path, 1 << 20, &text, &len, NULL), 0);
	f = compile(text, runtime, abis);
	free(text);
	return f;
}

static void expect_name(const char *runtime, const char *want)
{
	char buf[64];

	assert_int_equal(seccache_runtime_describe(runtime, buf, sizeof(buf), NULL),
			 (int)strlen(want));
	assert_string_equal(buf, want);
}

static void expect_refused(const char *runtime, const char *needle)
{
	struct seccache_error err = { 0 };
	char buf[64];

	assert_int_equal(seccache_runtime_describe(runtime, buf, sizeof(buf), &err), -EINVAL);
	assert_non_null(strstr(err.msg, needle));
	assert_null(seccache_runtime_caps(runtime));
}

static void test_names_and_versions(void **state)
{
	(void)state;
	/* Debian 12's: runc 1.1.5+ds1, crun 1.8.1; podman 4.3 picks crun. */
	expect_name(NULL, "runc 1.1.5");
	expect_name("runc", "runc 1.1.5");
	expect_name("crun", "crun 1.8.1");
	expect_name("docker", "docker 20.10.24's runc 1.1.5");
	expect_name("containerd", "containerd's runc 1.1.5");
	expect_name("podman", "podman 4.3.1's crun 1.8.1");
	expect_name("podman-runc", "podman 4.3.1's runc 1.1.5");
	expect_name("podman-runc-1.2", "podman 4.3.1's runc 1.2.0");
	expect_name("runc-1.1.15", "runc 1.1.15");
	expect_name("docker-1.3.6", "docker 20.10.24's runc 1.3.6");
	/* From 2 on, VERSION is the engine's. */
	expect_name("docker-23.0", "docker 23.0.0's runc 1.1.5");
	expect_name("podman-runc-5.2.1", "podman 5.2.1's runc 1.1.5");
	expect_refused("docker-19.03", "docker 20.10 to 28");
	expect_refused("podman-3.4", "podman 4 and 5");
	expect_refused("docker-20.x", "not a version");
	expect_name("crun-1.14.4", "crun 1.14.4");
	expect_refused("runc-1.0", "runc 1.1.3 to 1.3.x");
	expect_refused("runc-1.4", "runc 1.1.3 to 1.3.x");
	expect_refused("crun-1.7", "crun 1.8 and later");
	expect_refused("runc-1.2.3.4", "not a version");
	expect_refused("runc-1.256", "not a version");
	expect_refused("runc-x", "not one seccache knows");
	expect_refused("runcc", "not one seccache knows");
	expect_refused("lxc", "not one seccache knows");
}

static size_t count(const char *const *caps)
{
	size_t n = 0;

	while (caps[n])
		n++;
	return n;
}

static void test_caps(void **state)
{
	(void)state;
	/* runc and crun grant what config.json lists: none of their own. */
	assert_int_equal(count(seccache_runtime_caps("runc")), 0);
	assert_int_equal(count(seccache_runtime_caps("crun-1.8")), 0);
	assert_int_equal(count(seccache_runtime_caps("docker")), 14);
	assert_int_equal(count(seccache_runtime_caps("containerd")), 14);
	assert_int_equal(count(seccache_runtime_caps("podman")), 11);
	assert_ptr_equal(seccache_runtime_caps("podman-runc"), seccache_runtime_caps("podman"));
	assert_ptr_equal(seccache_runtime_caps("docker-1.2"), seccache_runtime_caps("docker"));
	assert_null(seccache_runtime_caps(NULL));
}

/*
 * The stub of the filter a live runc 1.1.5 container (Debian 12, libseccomp
 * 2.5.4) loaded for examples/container.json, resolved by moby for x86_64:
 * dumped with seccache dump, one of the four orders runc's maps give.
 */
static const struct seccache_insn live_stub[] = {
	{ BPF_LD | BPF_W | BPF_ABS, 0, 0, 4 },
	{ BPF_JMP | BPF_JEQ | BPF_K, 2, 0, 0x40000003 },	/* ia32 */
	{ BPF_JMP | BPF_JEQ | BPF_K, 4, 0, 0xc000003e },	/* x86_64 */
	{ BPF_JMP | BPF_JA, 0, 0, 10 },
	{ BPF_LD | BPF_W | BPF_ABS, 0, 0, 0 },
	{ BPF_JMP | BPF_JGT | BPF_K, 7, 0, 449 },		/* futex_waitv */
	{ BPF_JMP | BPF_JA, 0, 0, 7 },
	{ BPF_LD | BPF_W | BPF_ABS, 0, 0, 0 },
	{ BPF_JMP | BPF_JSET | BPF_K, 1, 0, 0x40000000 },
	{ BPF_JMP | BPF_JGT | BPF_K, 3, 1, 449 },
	{ BPF_JMP | BPF_JGT | BPF_K, 2, 0, 0x40000223 },	/* x32 pwritev2 */
	{ BPF_JMP | BPF_JA, 0, 0, 2 },
	{ BPF_JMP | BPF_JA, 0, 0, 1 },
	{ BPF_RET | BPF_K, 0, 0, ENOSYS_RET },
};

static void test_live_runc_stub(void **state)
{
	static const char *const x86[] = { "x86_64", "ia32", "x32", NULL };
	struct seccache_filter *runc = compile_file(CONTAINER, "runc", x86);
	struct seccache_filter *crun = compile_file(CONTAINER, "crun", x86);
	size_t n = sizeof(live_stub) / sizeof(*live_stub);

	(void)state;
	assert_int_equal(seccache_filter_len(runc), n + seccache_filter_len(crun));
	assert_memory_equal(seccache_filter_insns(runc), live_stub, sizeof(live_stub));
	/* After the stub, what libseccomp exports: crun's program, as is. */
	assert_memory_equal(seccache_filter_insns(runc) + n, seccache_filter_insns(crun),
			    seccache_filter_len(crun) * sizeof(struct seccache_insn));
	/* statmount (457) is newer than futex_waitv: ENOSYS for runc alone. */
	assert_int_equal(run_nr(runc, "x86_64", test_nr("x86_64", "statmount")), ENOSYS_RET);
	assert_int_equal(run_nr(crun, "x86_64", test_nr("x86_64", "statmount")), EPERM_RET);
	assert_int_equal(run_nr(runc, "ia32", test_nr("ia32", "statmount")), ENOSYS_RET);
	/*
	 * x32's newest is pwritev2, 547 of its own 512-547: statmount's 457
	 * falls below it, and gets the default action (runc's "FIXME" on
	 * syscalls added out of order); 548 and up get ENOSYS.
	 */
	assert_int_equal(run_nr(runc, "x32", test_nr("x32", "statmount")), EPERM_RET);
	assert_int_equal(run_nr(runc, "x32", test_nr("x32", "pwritev2") + 1), ENOSYS_RET);
	/* Below the newest, the default action as before. */
	assert_int_equal(run_nr(runc, "x86_64", test_nr("x86_64", "reboot")), EPERM_RET);
	assert_int_equal(seccache_filter_longest_path(runc),
			 seccache_filter_longest_path(crun) + 7);
	seccache_filter_free(runc);
	seccache_filter_free(crun);
}

static const char openat_profile[] =
	"{ \"defaultAction\": \"SCMP_ACT_ERRNO\", \"syscalls\": ["
	"  { \"names\": [\"openat\"], \"action\": \"SCMP_ACT_ALLOW\" } ] }";

/* On abi alone, the newest (only) name is openat: above it ENOSYS, below EPERM. */
static void expect_stub_on(const char *abi_name, const char *runtime)
{
	const char *const abis[] = { abi_name, NULL };
	struct seccache_filter *f = compile(openat_profile, runtime, abis);
	uint32_t openat = test_nr(abi_name, "openat");

	assert_int_equal(run_nr(f, abi_name, openat), SECCACHE_RET_ALLOW);
	assert_int_equal(run_nr(f, abi_name, openat + 1), ENOSYS_RET);
	assert_int_equal(run_nr(f, abi_name, openat + 100), ENOSYS_RET);
	assert_int_equal(run_nr(f, abi_name, openat - 1), EPERM_RET);
	seccache_filter_free(f);
}

static void test_stub_per_arch(void **state)
{
	static const char *const s390x[] = { "s390x", NULL };
	static const char *const riscv[] = { "riscv64", NULL };
	struct seccache_error err = { 0 };
	struct seccache_filter *f = NULL;

	(void)state;
	expect_stub_on("x86_64", "runc");	/* 257 */
	expect_stub_on("ia32", "runc");		/* 295 */
	expect_stub_on("x32", "runc");		/* 257 | the x32 bit */
	expect_stub_on("aarch64", "runc");	/* 56 */
	expect_stub_on("arm", "runc");		/* 322 */
	expect_stub_on("ppc64le", "runc");
	expect_stub_on("mipsel64", "runc");	/* 5247: its numbers start at 5000 */
	expect_stub_on("s390x", "runc");
	/* s390: setup(2), nr 0, carries numbers the kernel does not know. */
	f = compile(openat_profile, "runc", s390x);
	assert_int_equal(run_nr(f, "s390x", 0), ENOSYS_RET);
	seccache_filter_free(f);
	f = compile(openat_profile, "crun", s390x);
	assert_int_equal(run_nr(f, "s390x", 0), EPERM_RET);
	seccache_filter_free(f);
	/* riscv64 has a stub section from runc 1.1.8; before, runc refuses the profile. */
	assert_int_equal(try_compile(openat_profile, "runc", riscv, &f, &err), -EINVAL);
	assert_non_null(strstr(err.msg, "riscv64"));
	expect_stub_on("riscv64", "runc-1.1.8");
}

static void test_stub_rules(void **state)
{
	static const char *const x86_64[] = { "x86_64", NULL };
	/*
	 * futex_waitv's action is the default's: runc skips its rule, yet
	 * counts it; a name libseccomp does not know counts for nothing.
	 */
	static const char skipped[] =
		"{ \"defaultAction\": \"SCMP_ACT_ERRNO\", \"syscalls\": ["
		"  { \"names\": [\"read\"], \"action\": \"SCMP_ACT_ALLOW\" },"
		"  { \"names\": [\"futex_waitv\", \"no_such_call\"], \"action\": \"SCMP_ACT_ERRNO\" } ] }";
	static const char *const lets_through[] = {
		"{ \"defaultAction\": \"SCMP_ACT_ALLOW\", \"syscalls\": ["
		"  { \"names\": [\"reboot\"], \"action\": \"SCMP_ACT_ERRNO\" } ] }",
		"{ \"defaultAction\": \"SCMP_ACT_LOG\", \"syscalls\": ["
		"  { \"names\": [\"reboot\"], \"action\": \"SCMP_ACT_ERRNO\" } ] }",
		"{ \"defaultAction\": \"SCMP_ACT_TRACE\", \"syscalls\": ["
		"  { \"names\": [\"reboot\"], \"action\": \"SCMP_ACT_ERRNO\" } ] }",
	};
	static const char enosys_default[] =
		"{ \"defaultAction\": \"SCMP_ACT_ERRNO\", \"defaultErrnoRet\": 38,"
		"  \"syscalls\": [ { \"names\": [\"read\"], \"action\": \"SCMP_ACT_ALLOW\" } ] }";
	struct seccache_filter *f, *g;
	uint32_t waitv = test_nr("x86_64", "futex_waitv");

	(void)state;
	f = compile(skipped, "runc", x86_64);
	assert_int_equal(run_nr(f, "x86_64", waitv), EPERM_RET);
	assert_int_equal(run_nr(f, "x86_64", waitv + 1), ENOSYS_RET);
	seccache_filter_free(f);
	/* ALLOW, LOG and TRACE defaults get no stub (isAllowAction()). */
	for (size_t i = 0; i < sizeof(lets_through) / sizeof(*lets_through); i++) {
		f = compile(lets_through[i], "runc", x86_64);
		g = compile(lets_through[i], "crun", x86_64);
		assert_int_equal(seccache_filter_len(f), seccache_filter_len(g));
		seccache_filter_free(f);
		seccache_filter_free(g);
	}
	/* defaultErrnoRet 38 keeps it: runc compares 38 with a whole action. */
	f = compile(enosys_default, "runc", x86_64);
	g = compile(enosys_default, "crun", x86_64);
	assert_true(seccache_filter_len(f) > seccache_filter_len(g));
	seccache_filter_free(f);
	seccache_filter_free(g);
}

/* A profile that lists ia32 alone: runc 1.1.15 adds the native arch to the stub. */
static void test_stub_native_arch(void **state)
{
	static const char ia32_only[] =
		"{ \"defaultAction\": \"SCMP_ACT_ERRNO\", \"architectures\": [\"SCMP_ARCH_X86\"],"
		"  \"syscalls\": [ { \"names\": [\"read\", \"openat\"], \"action\": \"SCMP_ACT_ALLOW\" } ] }";
	struct seccache_filter *old, *now;
	uint32_t x86_64_new = test_nr("x86_64", "openat") + 1;

	(void)state;
	if (seccache_arch_host() != test_abi("x86_64"))
		skip();	/* the profile's arches join the host's */
	old = compile(ia32_only, "runc", NULL);
	now = compile(ia32_only, "runc-1.1.15", NULL);
	assert_int_equal(run_nr(old, "ia32", test_nr("ia32", "openat") + 1), ENOSYS_RET);
	assert_int_equal(run_nr(old, "x86_64", x86_64_new), EPERM_RET);
	assert_int_equal(run_nr(now, "x86_64", x86_64_new), ENOSYS_RET);
	seccache_filter_free(old);
	seccache_filter_free(now);
}

/* runc 1.2 asks libseccomp for its binary tree above 32 names (seccomp_linux.go@v1.2.0). */
/* The errno a call gets from a profile compiled as runtime does. */
static uint32_t answer(const char *profile, const char *runtime, uint32_t nr)
{
	struct seccache_filter *f = compile(profile, runtime, NULL);
	uint32_t ret = run_nr(f, "x86_64", nr);

	seccache_filter_free(f);
	return ret;
}

/*
 * What each engine hands runc of the profile (tests/oci/engines.sh saw
 * it live): Docker 20.10 drops defaultErrnoRet, and errnoRet before
 * 20.10.10; podman reads no minKernel, and errnos by name.
 */
static void test_engine_reading(void **state)
{
	static const char deferrno[] =
		"{\"defaultAction\": \"SCMP_ACT_ERRNO\", \"defaultErrnoRet\": 38,"
		" \"architectures\": [\"SCMP_ARCH_X86_64\"],"
		" \"syscalls\": [{\"names\": [\"getpid\"], \"action\": \"SCMP_ACT_ERRNO\","
		" \"errnoRet\": 5}, {\"names\": [\"acct\"], \"action\": \"SCMP_ACT_ERRNO\","
		" \"errno\": \"EXDEV\"}, {\"names\": [\"syslog\"], \"action\": \"SCMP_ACT_ERRNO\","
		" \"errnoRet\": 13, \"includes\": {\"minKernel\": \"99.0\"}},"
		" {\"names\": [\"read\"], \"action\": \"SCMP_ACT_ALLOW\"}]}";
	static const char byname[] =
		"{\"defaultAction\": \"SCMP_ACT_ERRNO\", \"defaultErrno\": \"ENOTSUP\","
		" \"syscalls\": [{\"names\": [\"acct\"], \"action\": \"SCMP_ACT_ERRNO\","
		" \"errno\": \"38\", \"errnoRet\": 1}]}";
	struct seccache_error err = { 0 };
	struct seccache_filter *f = NULL;

	(void)state;
	/* getpid 39, acct 163, syslog 103; times 100 the default (below 163: no stub). */
	assert_int_equal(answer(deferrno, "runc", 100), SECCACHE_RET_ERRNO | 38);
	assert_int_equal(answer(deferrno, "docker", 100), EPERM_RET);
	assert_int_equal(answer(deferrno, "docker-23.0", 100), SECCACHE_RET_ERRNO | 38);
	assert_int_equal(answer(deferrno, "docker", 39), SECCACHE_RET_ERRNO | 5);
	assert_int_equal(answer(deferrno, "docker-20.10.9", 39), EPERM_RET);
	assert_int_equal(answer(deferrno, "podman-runc", 100), SECCACHE_RET_ERRNO | 38);
	assert_int_equal(answer(deferrno, "docker", 163), EPERM_RET);
	assert_int_equal(answer(deferrno, "podman", 163), SECCACHE_RET_ERRNO | EXDEV);
	assert_int_equal(answer(deferrno, "docker", 103), EPERM_RET);
	assert_int_equal(answer(deferrno, "podman-runc", 103), SECCACHE_RET_ERRNO | 13);
	assert_int_equal(answer(byname, "podman", 169), SECCACHE_RET_ERRNO | EOPNOTSUPP);
	assert_int_equal(answer(byname, "podman", 163), SECCACHE_RET_ERRNO | 38);
	assert_int_equal(answer(byname, "crun", 163), EPERM_RET);
	assert_int_equal(try_compile("{\"defaultAction\": \"SCMP_ACT_ERRNO\","
				     " \"defaultErrno\": \"ENOPE\"}", "podman", NULL, &f, &err),
			 -EINVAL);
	assert_non_null(strstr(err.msg, "unknown errno \"ENOPE\""));
}

static void test_runc_1_2_tree(void **state)
{
	static const char *const x86_64[] = { "x86_64", NULL };
	struct seccache_filter *v11 = compile_file(CONTAINER, "runc", x86_64);
	struct seccache_filter *v12 = compile_file(CONTAINER, "runc-1.2", x86_64);
	struct seccache_filter *small11 = compile(openat_profile, "runc", x86_64);
	struct seccache_filter *small12 = compile(openat_profile, "runc-1.2", x86_64);

	(void)state;
	assert_true(seccache_filter_longest_path(v11) > 500);
	assert_true(seccache_filter_longest_path(v12) < 64);
	assert_int_equal(run_nr(v12, "x86_64", test_nr("x86_64", "statmount")), ENOSYS_RET);
	/* Two names: linear, as 1.1's. */
	assert_int_equal(seccache_filter_len(small11), seccache_filter_len(small12));
	assert_memory_equal(seccache_filter_insns(small11), seccache_filter_insns(small12),
			    seccache_filter_len(small11) * sizeof(struct seccache_insn));
	seccache_filter_free(v11);
	seccache_filter_free(v12);
	seccache_filter_free(small11);
	seccache_filter_free(small12);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_names_and_versions),
		cmocka_unit_test(test_caps),
		cmocka_unit_test(test_live_runc_stub),
		cmocka_unit_test(test_stub_per_arch),
		cmocka_unit_test(test_stub_rules),
		cmocka_unit_test(test_stub_native_arch),
		cmocka_unit_test(test_runc_1_2_tree),
		cmocka_unit_test(test_engine_reading),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
