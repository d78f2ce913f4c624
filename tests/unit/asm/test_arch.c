/* SPDX-License-Identifier: MIT */
/* test_arch.c - ABI lookups, syscall names, kernel versions and their facts. */
#include <errno.h>
#include <linux/audit.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <cmocka.h>

#include "seccache.h"

static const struct seccache_arch *must(const char *name)
{
	const struct seccache_arch *a = seccache_arch_lookup(name);

	if (!a)
		fail_msg("no ABI named %s", name);
	return a;
}

static void test_lookup(void **state)
{
	static const struct { const char *alias, *name; } names[] = {
		{ "x86_64", "x86_64" }, { "amd64", "x86_64" }, { "AMD64", "x86_64" },
		{ "0xc000003e", "x86_64" }, { "3221225534", "x86_64" },
		{ "i386", "ia32" }, { "x86", "ia32" }, { "IA32", "ia32" },
		{ "0x40000003", "ia32" }, { "x32", "x32" },
		{ "arm64", "aarch64" }, { "aarch64", "aarch64" }, { "arm", "arm" },
		{ "riscv64", "riscv64" }, { "s390x", "s390x" }, { "s390", "s390" },
		{ "ppc64le", "ppc64le" }, { "ppc", "ppc" }, { "ppcle", "ppcle" }, { "powerpc64", "ppc64" },
		{ "mips", "mips" }, { "mips64el", "mipsel64" }, { "mipsel64n32", "mipsel64n32" },
		{ "hppa", "parisc" }, { "parisc64", "parisc64" }, { "s390", "s390" },
		{ "loongarch64", "loongarch64" }, { "loong64", "loongarch64" },
	};
	static const char *const unknown[] = {
		"", "sparc", "x86_64 ", "0xc000003e1", "0x", "1234", "-1",
		"0x1c000003e",
	};

	(void)state;
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		assert_string_equal(must(names[i].alias)->name, names[i].name);
	for (size_t i = 0; i < sizeof(unknown) / sizeof(unknown[0]); i++)
		assert_null(seccache_arch_lookup(unknown[i]));
	assert_null(seccache_arch_lookup(NULL));
	assert_string_equal(must("ia32")->scmp_name, "x86");
	assert_int_equal(must("ppcle")->audit_arch, 0x40000014);
	assert_int_equal(must("ppc")->audit_arch, 0x14);
	assert_true(must("ppc")->big_endian);
	assert_true(must("s390x")->big_endian);
	assert_false(must("mipsel")->big_endian);
	assert_int_equal(must("mips")->nr_base, 4000);
	assert_int_equal(must("x32")->nr_base, 0x40000000);
	assert_ptr_equal(seccache_arch_by_audit(AUDIT_ARCH_X86_64), must("x86_64"));
	assert_ptr_equal(seccache_arch_by_audit(AUDIT_ARCH_I386), must("i386"));
	assert_null(seccache_arch_by_audit(0));
}

static void test_relations(void **state)
{
	const struct seccache_arch *x86_64 = must("x86_64");
	const struct seccache_arch *abis[SECCACHE_MAX_ABIS];
	size_t n = 0;

	(void)state;
	for (const struct seccache_arch *const *a = seccache_arch_all(); *a; a++, n++)
		assert_ptr_equal((*a)->native, *a);
	assert_true(n >= 5);
#if defined(__x86_64__) && !defined(__ILP32__)
	assert_ptr_equal(seccache_arch_host(), x86_64);
#endif

	assert_int_equal(seccache_arch_abis(x86_64, abis), 3);
	assert_ptr_equal(abis[0], x86_64);
	assert_ptr_equal(abis[1], must("ia32"));
	assert_ptr_equal(abis[2], must("x32"));
	assert_int_equal(seccache_arch_abis(must("arm64"), abis), 2);
	assert_int_equal(seccache_arch_abis(must("riscv64"), abis), 1);
	assert_ptr_equal(must("ia32")->native, x86_64);

	assert_ptr_equal(seccache_arch_of(x86_64, AUDIT_ARCH_X86_64, 59), x86_64);
	assert_ptr_equal(seccache_arch_of(x86_64, AUDIT_ARCH_X86_64, 0x40000208),
			 must("x32"));
	assert_ptr_equal(seccache_arch_of(x86_64, AUDIT_ARCH_I386, 11), must("ia32"));
	assert_null(seccache_arch_of(x86_64, AUDIT_ARCH_AARCH64, 0));
	assert_ptr_equal(seccache_arch_of(must("arm64"), AUDIT_ARCH_ARM, 0x40000000),
			 must("arm"));
}

/*
 * Every machine's ABIs, native first, with the AUDIT_ARCH value each
 * reports: what syscall_get_arch() can return on its kernel
 * (arch/<arch>/include/asm/syscall.h of Linux 7.3, quoted per row). A
 * filter outlives the execve() of a program of another ABI, so a stack is
 * its machine's, with all of them (issue 34: mips64's n32 was missing).
 */
struct machine_abis {
	const char *native;
	struct { const char *name; uint32_t audit; } abi[SECCACHE_MAX_ABIS];
	const char *source;
};

static const struct machine_abis machines[] = {
	{ "x86_64", { { "x86_64", AUDIT_ARCH_X86_64 }, { "ia32", AUDIT_ARCH_I386 },
		      { "x32", AUDIT_ARCH_X86_64 } },
	  "x86: I386 for TS_COMPAT, else X86_64 (x32 tasks too: __X32_SYSCALL_BIT)" },
	{ "aarch64", { { "aarch64", AUDIT_ARCH_AARCH64 }, { "arm", AUDIT_ARCH_ARM } },
	  "arm64: ARM for is_compat_thread(), else AARCH64" },
	{ "riscv64", { { "riscv64", AUDIT_ARCH_RISCV64 } },
	  "riscv: RISCV64 under CONFIG_64BIT, for compat (rv32) tasks too" },
	{ "s390x", { { "s390x", AUDIT_ARCH_S390X }, { "s390", AUDIT_ARCH_S390 } },
	  "s390: S390X only in 7.3; S390 for compat tasks before 31-bit compat went "
	  "(CONFIG_COMPAT, default n from 6.8), which seccache_kernel_nr_count() models" },
	{ "ppc64le", { { "ppc64le", AUDIT_ARCH_PPC64LE }, { "ppcle", AUDIT_ARCH_PPC | __AUDIT_ARCH_LE } },
	  "powerpc: PPC for is_tsk_32bit_task(), else PPC64LE; seccache keeps "
	  "SECCOMP_ARCH_COMPAT's PPC|LE (asm/seccomp.h), which no task reports: open" },
	{ "ppc64", { { "ppc64", AUDIT_ARCH_PPC64 }, { "ppc", AUDIT_ARCH_PPC } },
	  "powerpc: PPC for is_tsk_32bit_task(), else PPC64" },
	{ "loongarch64", { { "loongarch64", AUDIT_ARCH_LOONGARCH64 } },
	  "loongarch: LOONGARCH64 under !CONFIG_32BIT" },
	{ "mips64", { { "mips64", AUDIT_ARCH_MIPS64 }, { "mips", AUDIT_ARCH_MIPS },
		      { "mips64n32", AUDIT_ARCH_MIPS64N32 } },
	  "mips: MIPS for TIF_32BIT_REGS (o32), | 64BIT, | CONVENTION_MIPS64_N32 for "
	  "TIF_32BIT_ADDR alone (n32)" },
	{ "mipsel64", { { "mipsel64", AUDIT_ARCH_MIPSEL64 }, { "mipsel", AUDIT_ARCH_MIPSEL },
			{ "mipsel64n32", AUDIT_ARCH_MIPSEL64N32 } },
	  "mips: as mips64, | __AUDIT_ARCH_LE" },
	{ "parisc64", { { "parisc64", AUDIT_ARCH_PARISC64 }, { "parisc", AUDIT_ARCH_PARISC } },
	  "parisc: PARISC for __is_compat_task(), else PARISC64" },
};

static void check_machine(const struct machine_abis *m, const struct seccache_arch *native)
{
	const struct seccache_arch *abis[SECCACHE_MAX_ABIS];
	size_t n = seccache_arch_abis(native, abis), want = 0;

	while (want < SECCACHE_MAX_ABIS && m->abi[want].name)
		want++;
	if (n != want)
		fail_msg("%s: %zu ABIs, want %zu (%s)", m->native, n, want, m->source);
	for (size_t i = 0; i < n; i++) {
		assert_string_equal(abis[i]->name, m->abi[i].name);
		assert_int_equal(abis[i]->audit_arch, m->abi[i].audit);
		assert_ptr_equal(abis[i]->native, native);
		/* Each call of the machine's is one of its ABIs'. */
		assert_ptr_equal(seccache_arch_of(native, abis[i]->audit_arch,
						  abis[i]->nr_base), abis[i]);
	}
}

static void test_machine_abis(void **state)
{
	size_t seen = 0;

	(void)state;
	for (const struct seccache_arch *const *a = seccache_arch_all(); *a; a++) {
		size_t i = 0;

		while (i < (sizeof(machines) / sizeof(machines[0])) && strcmp(machines[i].native, (*a)->name))
			i++;
		if (i == (sizeof(machines) / sizeof(machines[0])))
			fail_msg("machine %s: not in the table", (*a)->name);
		check_machine(&machines[i], *a);
		/* Any of its ABIs names the machine. */
		for (size_t j = 0; j < SECCACHE_MAX_ABIS && machines[i].abi[j].name; j++)
			assert_ptr_equal(must(machines[i].abi[j].name)->native, *a);
		seen++;
	}
	assert_int_equal(seen, (sizeof(machines) / sizeof(machines[0])));
}

/* nr's name in abi into buf, or NULL if it has none. */
static const char *name_of(const struct seccache_arch *abi, uint32_t nr,
			   char buf[SECCACHE_SYSCALL_NAME_MAX])
{
	if (seccache_syscall_name(abi, nr, buf, SECCACHE_SYSCALL_NAME_MAX, NULL))
		return NULL;
	return buf;
}

/* name's number in abi, or the negative errno. */
static int64_t number_of(const struct seccache_arch *abi, const char *name)
{
	uint32_t nr;
	int ret = seccache_syscall_number(abi, name, &nr, NULL);

	return ret ? ret : (int64_t)nr;
}

static void test_syscall_names(void **state)
{
	const struct seccache_arch *x86_64 = must("x86_64"), *x32 = must("x32");
	struct seccache_error err = { 0 };
	char buf[SECCACHE_SYSCALL_NAME_MAX], small[4];

	(void)state;
	assert_string_equal(name_of(x86_64, 59, buf), "execve");
	assert_int_equal(number_of(x86_64, "execve"), 59);
	assert_string_equal(name_of(must("ia32"), 11, buf), "execve");
	assert_int_equal(number_of(must("i386"), "execve"), 11);
	assert_int_equal(number_of(must("arm64"), "execve"), 221);
	/* x32 numbers always carry the x32 bit, both ways. */
	assert_int_equal(number_of(x32, "execve"), 0x40000000 + 520);
	assert_int_equal(number_of(x32, "read"), 0x40000000);
	assert_string_equal(name_of(x32, 0x40000000 + 520, buf), "execve");
	assert_null(name_of(x32, 520, buf));
	assert_null(name_of(x86_64, 100000, buf));
	assert_null(name_of(x86_64, 0x40000000, buf));
	assert_int_equal(number_of(x86_64, "no_such_call"), -ENOENT);
	assert_int_equal(number_of(x86_64, NULL), -ENOENT);
	/* A buffer too small for the name: -ERANGE, and err says so. */
	assert_int_equal(seccache_syscall_name(x86_64, 0, small, sizeof(small), &err), -ERANGE);
	assert_int_equal(err.code, -ERANGE);
	assert_int_equal(seccache_syscall_name(x86_64, 100000, buf, sizeof(buf), &err), -ENOENT);
	assert_int_equal(err.code, -ENOENT);
	for (const struct seccache_arch *const *a = seccache_arch_all(); *a; a++) {
		int64_t nr = number_of(*a, "openat");

		/* libseccomp may not know every ABI; those have no names. */
		if (nr >= 0)
			assert_string_equal(name_of(*a, (uint32_t)nr, buf), "openat");
	}
}

/* Each thread asks for s390's syscall 1 into a buffer of its own. */
static void *name_thread(void *arg)
{
	char *name = malloc(SECCACHE_SYSCALL_NAME_MAX);

	if (name && seccache_syscall_name(arg, 1, name, SECCACHE_SYSCALL_NAME_MAX, NULL)) {
		free(name);
		name = NULL;
	}
	return name;
}

static void test_names_threads(void **state)
{
	const struct seccache_arch *s390 = must("s390");
	pthread_t t[8];
	void *res[8];

	(void)state;
	for (int i = 0; i < 8; i++)
		assert_int_equal(pthread_create(&t[i], NULL, name_thread,
						(void *)s390), 0);
	for (int i = 0; i < 8; i++) {
		assert_int_equal(pthread_join(t[i], &res[i]), 0);
		assert_non_null(res[i]);
		assert_string_equal(res[i], "exit");
	}
	for (int i = 0; i < 8; i++)
		free(res[i]);
}

static struct seccache_kernel kernel(const char *release)
{
	struct seccache_kernel k;

	if (seccache_kernel_parse(release, &k, NULL))
		fail_msg("cannot parse %s", release);
	return k;
}

static void test_kernel_parse(void **state)
{
	static const char *const bad[] = {
		"", "abc", "6", "6.", ".6.1", "6.1.", "-6.1", "99999999999.1",
		"6..1",
	};
	struct seccache_kernel k = kernel("6.1.0-18-amd64");
	struct utsname u;

	(void)state;
	assert_int_equal(k.major, 6);
	assert_int_equal(k.minor, 1);
	assert_int_equal(k.patch, 0);
	assert_string_equal(k.release, "6.1.0-18-amd64");
	k = kernel("5.11");
	assert_int_equal(k.minor, 11);
	assert_int_equal(k.patch, 0);
	k = kernel("6.18.44-fc-v1147");
	assert_int_equal(k.patch, 44);
	k = kernel("4.19.282+");
	assert_int_equal(k.major, 4);
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		assert_int_equal(seccache_kernel_parse(bad[i], &k, NULL), -EINVAL);
	assert_int_equal(seccache_kernel_parse(NULL, &k, NULL), -EINVAL);

	assert_int_equal(seccache_kernel_running(&k, NULL), 0);
	assert_int_equal(uname(&u), 0);
	assert_string_equal(k.release, u.release);
}

static void test_has_cache(void **state)
{
	struct seccache_kernel k510 = kernel("5.10.200"), k511 = kernel("5.11.0");
	struct seccache_kernel k518 = kernel("5.18"), k519 = kernel("5.19");

	(void)state;
	assert_false(seccache_kernel_has_cache(&k510, must("x86_64")));
	assert_true(seccache_kernel_has_cache(&k511, must("x86_64")));
	assert_true(seccache_kernel_has_cache(&k511, must("ia32")));
	assert_true(seccache_kernel_has_cache(&k511, must("arm64")));
	assert_false(seccache_kernel_has_cache(&k518, must("loongarch64")));
	assert_true(seccache_kernel_has_cache(&k519, must("loongarch64")));
}

static void test_nr_count(void **state)
{
	static const struct { const char *release, *abi; uint32_t count; } counts[] = {
		{ "5.10", "x86_64", 0 },		/* no cache yet */
		{ "5.11", "x86_64", 442 },
		{ "5.12.19", "x86_64", 443 },
		{ "5.13", "x86_64", 447 },
		{ "5.15.150", "x86_64", 449 },
		{ "6.1.0-18-amd64", "x86_64", 451 },
		{ "6.1.0-18-amd64", "ia32", 451 },
		{ "6.5", "x86_64", 452 },
		{ "6.6.30", "x86_64", 454 },		/* map_shadow_stack, 64-bit only */
		{ "6.6.30", "ia32", 453 },
		{ "6.7", "ia32", 457 },
		{ "6.8", "x86_64", 462 },
		{ "6.10", "x86_64", 463 },
		{ "6.12.1", "x86_64", 463 },
		{ "6.13", "x86_64", 467 },
		{ "6.15", "ia32", 468 },
		{ "6.17", "x86_64", 470 },
		{ "6.18.44", "x86_64", 470 },
		{ "6.18.44", "ia32", 470 },
		{ "6.18.44", "x32", 0 },		/* never cached */
		{ "6.6", "arm64", 453 },
		{ "6.7", "arm64", 457 },
		{ "7.1", "x86_64", 472 },
		{ "7.3.4", "x86_64", 473 },
		{ "7.3.4-seccache", "aarch64", 473 },
		{ "7.3.4-seccache", "arm", 473 },	/* __NR_compat32_syscalls */
		{ "6.7", "s390", 457 },
		{ "6.8", "s390", 0 },			/* CONFIG_COMPAT=n by default */
		{ "7.3.4-seccache", "s390", 0 },	/* no 31-bit compat at all */
		{ "7.3.4-seccache", "s390x", 473 },
		{ "5.11", "ppcle", 0 },			/* CONFIG_COMPAT=n on LE */
		{ "7.3.4-seccache", "ppcle", 0 },
		{ "7.3.4-seccache", "ppc64le", 473 },
		{ "7.3.4", "ppc", 473 },		/* big-endian ppc64 keeps it */
	};

	(void)state;
	for (size_t i = 0; i < sizeof(counts) / sizeof(counts[0]); i++) {
		struct seccache_kernel k = kernel(counts[i].release);
		uint32_t n = seccache_kernel_nr_count(&k, must(counts[i].abi));

		if (n != counts[i].count)
			fail_msg("%s %s: %u, expected %u", counts[i].release,
				 counts[i].abi, n, counts[i].count);
	}
}

static void test_passthrough(void **state)
{
	static const struct { const char *release, *abi; uint32_t nr; bool pass; } cases[] = {
		{ "6.11.0", "x86_64", 335, false },	/* uretprobe, not yet exempt */
		{ "6.12.13", "x86_64", 335, false },
		{ "6.12.14", "x86_64", 335, true },	/* stable backport */
		{ "6.13.2", "x86_64", 335, false },
		{ "6.13.3", "x86_64", 335, true },
		{ "6.14", "x86_64", 335, true },
		{ "6.17.1", "x86_64", 336, false },
		{ "6.18", "x86_64", 336, true },	/* uprobe */
		{ "6.18", "x86_64", 337, false },
		{ "6.18", "x86_64", 59, false },
		{ "6.18", "ia32", 335, false },		/* native arch only */
		{ "6.18", "x32", 0x40000000 + 335, false },
		{ "6.18", "arm64", 335, false },
	};

	(void)state;
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct seccache_kernel k = kernel(cases[i].release);

		if (seccache_kernel_passthrough(&k, must(cases[i].abi),
						cases[i].nr) != cases[i].pass)
			fail_msg("%s %s %u", cases[i].release, cases[i].abi,
				 cases[i].nr);
	}
}

/*
 * The tables are the kernel's (scripts/gen-syscalls): uretprobe, uprobe and
 * the newest calls have names, and each call the release that added it.
 */
static void test_syscall_tables(void **state)
{
	static const struct { const char *abi; uint32_t nr; const char *name; const char *since; } calls[] = {
		{ "x86_64", 0, "read", NULL },
		{ "x86_64", 335, "uretprobe", "6.11" },
		{ "x86_64", 336, "uprobe", "6.18" },
		{ "x86_64", 453, "map_shadow_stack", "6.6" },
		{ "x86_64", 470, "listns", "6.19" },
		{ "ia32", 453, "map_shadow_stack", "7.3" },
		{ "aarch64", 453, "map_shadow_stack", "6.7" },
		{ "x32", 0x40000000 + 512, "rt_sigaction", NULL },
		{ "mips", 4001, "exit", NULL },
		{ "mips64", 5000, "read", NULL },
		{ "mips64n32", 6000, "read", NULL },
		{ "ppc", 1, "exit", NULL },
		{ "s390x", 1, "exit", NULL },
		{ "parisc", 1, "exit", NULL },
		{ "riscv64", 258, "riscv_hwprobe", "6.4" },
	};
	char name[SECCACHE_SYSCALL_NAME_MAX];

	(void)state;
	for (size_t i = 0; i < sizeof(calls) / sizeof(calls[0]); i++) {
		const struct seccache_arch *abi = must(calls[i].abi);
		uint32_t nr, since, want = 0;

		if (seccache_syscall_name(abi, calls[i].nr, name, sizeof(name), NULL))
			fail_msg("%s %u: no name", calls[i].abi, calls[i].nr);
		assert_string_equal(name, calls[i].name);
		assert_int_equal(seccache_syscall_number(abi, calls[i].name, &nr, NULL), 0);
		assert_int_equal(nr, calls[i].nr);
		assert_int_equal(seccache_syscall_since(abi, calls[i].nr, &since, NULL), 0);
		if (calls[i].since) {
			struct seccache_kernel k = kernel(calls[i].since);

			want = SECCACHE_KERNEL_VERSION(k.major, k.minor, 0);
		}
		assert_int_equal(since, want);
	}
	/* Which calls a release has: ia32 gets map_shadow_stack late. */
	{
		struct seccache_kernel k618 = kernel("6.18.2"), k65 = kernel("6.5");

		assert_false(seccache_kernel_has_syscall(&k618, must("ia32"), 453));
		assert_true(seccache_kernel_has_syscall(&k618, must("x86_64"), 453));
		assert_false(seccache_kernel_has_syscall(&k65, must("x86_64"), 453));
		assert_true(seccache_kernel_has_syscall(NULL, must("ia32"), 453));
		assert_false(seccache_kernel_has_syscall(NULL, must("x86_64"), 400));
	}
	assert_int_equal(seccache_syscall_number(must("x86_64"), "no_such_call", &(uint32_t){ 0 },
						 NULL), -ENOENT);
	assert_int_equal(seccache_syscall_name(must("x86_64"), 400, name, sizeof(name), NULL),
			 -ENOENT);
	assert_int_equal(seccache_syscall_name(must("mips"), 1, name, sizeof(name), NULL),
			 -ENOENT);
	assert_non_null(seccache_syscall_tables_release());
}

/* ARM's private calls: arch/arm/include/uapi/asm/unistd.h, as libseccomp names them. */
static void test_arm_private(void **state)
{
	static const char *const names[] = {
		"breakpoint", "cacheflush", "usr26", "usr32", "set_tls", "get_tls",
	};
	const struct seccache_arch *arm = must("arm");
	char buf[SECCACHE_SYSCALL_NAME_MAX];
	uint32_t since = 1;

	(void)state;
	for (uint32_t i = 0; i < 6; i++) {
		assert_int_equal(number_of(arm, names[i]), 0xf0001 + i);
		assert_string_equal(name_of(arm, 0xf0001 + i, buf), names[i]);
	}
	assert_null(name_of(arm, 0xf0000, buf));
	assert_null(name_of(arm, 0xf0007, buf));
	assert_null(name_of(arm, 0xf0002 + 0x100000, buf));
	assert_int_equal(seccache_syscall_since(arm, 0xf0002, &since, NULL), 0);
	assert_int_equal(since, 0);
	/* aarch64's own ABI has no such calls; the table's names stay. */
	assert_int_equal(number_of(must("aarch64"), "cacheflush"), -ENOENT);
	assert_null(name_of(must("aarch64"), 0xf0002, buf));
	assert_int_equal(number_of(arm, "open"), 5);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_lookup),
		cmocka_unit_test(test_relations),
		cmocka_unit_test(test_machine_abis),
		cmocka_unit_test(test_syscall_names),
		cmocka_unit_test(test_arm_private),
		cmocka_unit_test(test_names_threads),
		cmocka_unit_test(test_kernel_parse),
		cmocka_unit_test(test_has_cache),
		cmocka_unit_test(test_nr_count),
		cmocka_unit_test(test_syscall_tables),
		cmocka_unit_test(test_passthrough),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
