/* SPDX-License-Identifier: MIT */
/*
 * arch.c - the syscall ABIs seccomp can see (AUDIT_ARCH values, the names
 * the kernel and libseccomp give them, x32's number bit) and the rules of
 * which ABIs a process has, which one a call belongs to and what a pin lets
 * through; syscall names, asked of libseccomp on each call; and what
 * seccache knows of kernel releases: when the allow cache exists, how large
 * its bitmaps are, and which calls pass through without any filter running.
 *
 * Kernel facts are keyed by mainline version only; distribution kernels
 * that backport features are approximated by the version they report.
 */
#include <ctype.h>
#include <errno.h>
#include <linux/audit.h>
#include <seccomp.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/utsname.h>

#include "internal.h"

#define KV(a, b, c) SECCACHE_KERNEL_VERSION(a, b, c)

#define X32_SYSCALL_BIT 0x40000000U

/* ppc64le's compat ABI: AUDIT_ARCH_PPC with the little-endian bit (syscall_get_arch()). */
#define AUDIT_ARCH_PPCLE (AUDIT_ARCH_PPC | __AUDIT_ARCH_LE)

#ifndef AUDIT_ARCH_LOONGARCH64
#define AUDIT_ARCH_LOONGARCH64 (EM_LOONGARCH | __AUDIT_ARCH_64BIT | __AUDIT_ARCH_LE)
#endif
#ifndef EM_LOONGARCH
#define EM_LOONGARCH 258
#endif

/* Syscall numbers (without nr_base) that can have a name. */
#define NAME_NR_LIMIT 1024

/*
 * A descriptor and what only this file needs of it. The public part comes
 * first so that a public pointer leads back to its definition.
 */
struct arch_def {
	struct seccache_arch pub;
	uint32_t cache_since;	/* first version with SECCOMP_ARCH_NATIVE; on native ABIs */
	bool x86_64_counts;	/* NR_syscalls follows syscall_64.tbl */
};

static const struct arch_def arch_x86_64, arch_ia32, arch_x32;
static const struct arch_def arch_aarch64, arch_arm;
static const struct arch_def arch_riscv64;
static const struct arch_def arch_s390x, arch_s390;
static const struct arch_def arch_ppc64le, arch_ppcle;
static const struct arch_def arch_loongarch64;

#define ALIASES(...) ((const char *const[]){ __VA_ARGS__, NULL })

/*
 * Kernel names are SECCOMP_ARCH_{NATIVE,COMPAT}_NAME of
 * arch/<arch>/include/asm/seccomp.h, as /proc/PID/seccomp_cache prints them.
 * The allow cache came with "Enable seccomp architecture tracking" for x86,
 * arm, arm64, riscv, s390 and powerpc in 5.11; LoongArch had it from its
 * first release with seccomp, 5.19. nr_count is 6.19's table size.
 */
static const struct arch_def arch_x86_64 = {
	.pub = {
		.name = "x86_64", .scmp_name = "x86_64",
		.aliases = ALIASES("amd64", "x86-64", "x64"),
		.audit_arch = AUDIT_ARCH_X86_64, .nr_count = 471,
		.native = &arch_x86_64.pub, .compat = &arch_ia32.pub,
		.x32 = &arch_x32.pub,
	},
	.cache_since = KV(5, 11, 0), .x86_64_counts = true,
};

static const struct arch_def arch_ia32 = {
	.pub = {
		.name = "ia32", .scmp_name = "x86",
		.aliases = ALIASES("i386", "i486", "i586", "i686", "x86"),
		.audit_arch = AUDIT_ARCH_I386, .nr_count = 471,
		.native = &arch_x86_64.pub,
	},
};

/* The kernel calls x32 numbers out of range: never cached (asm/seccomp.h). */
static const struct arch_def arch_x32 = {
	.pub = {
		.name = "x32", .scmp_name = "x32",
		.aliases = ALIASES("x86_x32"),
		.audit_arch = AUDIT_ARCH_X86_64, .nr_base = X32_SYSCALL_BIT,
		.nr_count = 548, .native = &arch_x86_64.pub,
	},
};

static const struct arch_def arch_aarch64 = {
	.pub = {
		.name = "aarch64", .scmp_name = "aarch64",
		.aliases = ALIASES("arm64"),
		.audit_arch = AUDIT_ARCH_AARCH64, .nr_count = 471,
		.native = &arch_aarch64.pub, .compat = &arch_arm.pub,
	},
	.cache_since = KV(5, 11, 0),
};

static const struct arch_def arch_arm = {
	.pub = {
		.name = "arm", .scmp_name = "arm",
		.aliases = ALIASES("arm32", "armhf", "armel", "aarch32"),
		.audit_arch = AUDIT_ARCH_ARM, .nr_count = 471,
		.native = &arch_aarch64.pub,
	},
};

static const struct arch_def arch_riscv64 = {
	.pub = {
		.name = "riscv64", .scmp_name = "riscv64",
		.aliases = ALIASES("riscv"),
		.audit_arch = AUDIT_ARCH_RISCV64, .nr_count = 471,
		.native = &arch_riscv64.pub,
	},
	.cache_since = KV(5, 11, 0),
};

static const struct arch_def arch_s390x = {
	.pub = {
		.name = "s390x", .scmp_name = "s390x",
		.aliases = ALIASES("s390_64"),
		.audit_arch = AUDIT_ARCH_S390X, .nr_count = 471,
		.native = &arch_s390x.pub, .compat = &arch_s390.pub,
	},
	.cache_since = KV(5, 11, 0),
};

static const struct arch_def arch_s390 = {
	.pub = {
		.name = "s390", .scmp_name = "s390",
		.aliases = ALIASES("s390_31"),
		.audit_arch = AUDIT_ARCH_S390, .nr_count = 471,
		.native = &arch_s390x.pub,
	},
};

static const struct arch_def arch_ppc64le = {
	.pub = {
		.name = "ppc64le", .scmp_name = "ppc64le",
		.aliases = ALIASES("powerpc64le", "ppc64el"),
		.audit_arch = AUDIT_ARCH_PPC64LE, .nr_count = 471,
		.native = &arch_ppc64le.pub, .compat = &arch_ppcle.pub,
	},
	.cache_since = KV(5, 11, 0),
};

/*
 * libseccomp has no little-endian 32-bit powerpc; its big-endian "ppc"
 * shares the syscall numbers, so names come from there.
 */
static const struct arch_def arch_ppcle = {
	.pub = {
		.name = "ppcle", .scmp_name = "ppc",
		.aliases = ALIASES("ppc", "powerpc", "powerpcle"),
		.audit_arch = AUDIT_ARCH_PPCLE, .nr_count = 471,
		.native = &arch_ppc64le.pub,
	},
};

static const struct arch_def arch_loongarch64 = {
	.pub = {
		.name = "loongarch64", .scmp_name = "loongarch64",
		.aliases = ALIASES("loong64", "loongarch"),
		.audit_arch = AUDIT_ARCH_LOONGARCH64, .nr_count = 471,
		.native = &arch_loongarch64.pub,
	},
	.cache_since = KV(5, 19, 0),
};

static const struct arch_def *const all_defs[] = {
	&arch_x86_64, &arch_ia32, &arch_x32,
	&arch_aarch64, &arch_arm,
	&arch_riscv64,
	&arch_s390x, &arch_s390,
	&arch_ppc64le, &arch_ppcle,
	&arch_loongarch64,
};

static const struct seccache_arch *const native_abis[] = {
	&arch_x86_64.pub, &arch_aarch64.pub, &arch_riscv64.pub,
	&arch_s390x.pub, &arch_ppc64le.pub, &arch_loongarch64.pub, NULL,
};

static const struct arch_def *def_of(const struct seccache_arch *abi)
{
	return (const struct arch_def *)((const char *)abi -
					 offsetof(struct arch_def, pub));
}

const struct seccache_arch *const *seccache_arch_all(void)
{
	return native_abis;
}

const struct seccache_arch *seccache_arch_by_audit(uint32_t audit_arch)
{
	for (size_t i = 0; i < ARRAY_SIZE(all_defs); i++)
		if (all_defs[i]->pub.audit_arch == audit_arch &&
		    !all_defs[i]->pub.nr_base)
			return &all_defs[i]->pub;
	return NULL;
}

static bool names_match(const struct seccache_arch *abi, const char *name)
{
	if (!strcasecmp(abi->name, name) || !strcasecmp(abi->scmp_name, name))
		return true;
	for (const char *const *a = abi->aliases; *a; a++)
		if (!strcasecmp(*a, name))
			return true;
	return false;
}

const struct seccache_arch *seccache_arch_lookup(const char *name)
{
	uint32_t audit;

	if (!name || !*name)
		return NULL;
	/* Kernel names win over another ABI's libseccomp name or alias. */
	for (size_t i = 0; i < ARRAY_SIZE(all_defs); i++)
		if (!strcasecmp(all_defs[i]->pub.name, name))
			return &all_defs[i]->pub;
	for (size_t i = 0; i < ARRAY_SIZE(all_defs); i++)
		if (names_match(&all_defs[i]->pub, name))
			return &all_defs[i]->pub;
	if (!sc_parse_u32(name, NULL, &audit))
		return NULL;
	return seccache_arch_by_audit(audit);
}

const struct seccache_arch *seccache_arch_host(void)
{
#if defined(__x86_64__) && defined(__ILP32__)
	return &arch_x32.pub;
#elif defined(__x86_64__)
	return &arch_x86_64.pub;
#elif defined(__i386__)
	return &arch_ia32.pub;
#elif defined(__aarch64__)
	return &arch_aarch64.pub;
#elif defined(__arm__)
	return &arch_arm.pub;
#elif defined(__riscv) && __riscv_xlen == 64
	return &arch_riscv64.pub;
#elif defined(__s390x__)
	return &arch_s390x.pub;
#elif defined(__s390__)
	return &arch_s390.pub;
#elif defined(__powerpc64__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	return &arch_ppc64le.pub;
#elif defined(__loongarch_lp64)
	return &arch_loongarch64.pub;
#else
	return NULL;
#endif
}

const struct seccache_arch *seccache_arch_of(const struct seccache_arch *native,
					     uint32_t arch, uint32_t nr)
{
	if (!native)
		return NULL;
	native = native->native;
	if (arch == native->audit_arch) {
		if (native->x32 && (nr & native->x32->nr_base))
			return native->x32;
		return native;
	}
	if (native->compat && arch == native->compat->audit_arch)
		return native->compat;
	return NULL;
}

size_t seccache_arch_abis(const struct seccache_arch *native,
			  const struct seccache_arch *abis[SECCACHE_MAX_ABIS])
{
	size_t n = 0;

	if (!native)
		return 0;
	native = native->native;
	abis[n++] = native;
	if (native->compat)
		abis[n++] = native->compat;
	if (native->x32)
		abis[n++] = native->x32;
	return n;
}

bool sc_arch_has_abi(const struct seccache_arch *native,
		     const struct seccache_arch *abi)
{
	return abi && native && abi->native == native->native;
}

uint32_t sc_abi_block_last(const struct seccache_arch *native, uint32_t nr)
{
	const struct seccache_arch *x32 = native->native->x32;

	return x32 ? nr | (x32->nr_base - 1) : UINT32_MAX;
}

/* seccomp_arch_mismatch(): x32 is its own ABI; unknown arches never match. */
bool sc_pin_rejects(const struct seccache_arch *native,
		    const struct seccache_arch *pin, uint32_t arch, uint32_t nr)
{
	return pin && seccache_arch_of(native, arch, nr) != pin;
}

/* ------------------------------------------------------------------ */
/* Syscall names                                                       */
/* ------------------------------------------------------------------ */

/* libseccomp's token for abi, or 0 if this libseccomp does not know it. */
static uint32_t scmp_token(const struct seccache_arch *abi)
{
	return abi ? seccomp_arch_resolve_name(abi->scmp_name) : 0;
}

/*
 * libseccomp numbers x32 calls with the x32 bit, as seccache does, and
 * hands out names the caller frees: nothing is kept between calls.
 */
int seccache_syscall_name(const struct seccache_arch *abi, uint32_t nr,
			  char *buf, size_t size, struct seccache_error *err)
{
	uint32_t token = scmp_token(abi);
	char *name = NULL;
	size_t len;

	if (token && nr - abi->nr_base < NAME_NR_LIMIT)
		name = seccomp_syscall_resolve_num_arch(token, (int)nr);
	if (!name)
		return sc_fail(err, -ENOENT, -1, "no syscall %u in %s", nr,
			       abi ? abi->name : "(no ABI)");
	len = strlen(name);
	if (len >= size) {
		free(name);
		return sc_fail(err, -ERANGE, -1, "syscall name longer than %zu bytes",
			       size);
	}
	memcpy(buf, name, len + 1);
	free(name);
	return 0;
}

/* Only a number that names back to name counts: no aliases, no pseudo numbers. */
int seccache_syscall_number(const struct seccache_arch *abi, const char *name,
			    uint32_t *nr, struct seccache_error *err)
{
	uint32_t token = scmp_token(abi);
	char back[SECCACHE_SYSCALL_NAME_MAX];
	int found = token && name ? seccomp_syscall_resolve_name_arch(token, name) : -1;

	if (found < 0 || seccache_syscall_name(abi, (uint32_t)found, back, sizeof(back), NULL) ||
	    strcmp(back, name))
		return sc_fail(err, -ENOENT, -1, "no syscall %s in %s", name ? name : "(null)",
			       abi ? abi->name : "(no ABI)");
	*nr = (uint32_t)found;
	return 0;
}

/* ------------------------------------------------------------------ */
/* Kernels                                                             */
/* ------------------------------------------------------------------ */

int seccache_kernel_parse(const char *release, struct seccache_kernel *k,
			  struct seccache_error *err)
{
	unsigned long v[3] = { 0, 0, 0 };
	const char *p = release;
	int fields;

	if (!release || !k)
		return sc_fail(err, -EINVAL, -1, "no kernel release");
	for (fields = 0; fields < 3; fields++) {
		char *end;

		if (!isdigit((unsigned char)*p))
			break;
		errno = 0;
		v[fields] = strtoul(p, &end, 10);
		if (errno || v[fields] > 0xffff)
			return sc_fail(err, -EINVAL, -1, "'%s' is not a kernel release",
				       release);
		p = end;
		if (*p != '.' || fields == 2)
			break;
		p++;
	}
	/* "6.1", "6.1.0-18-amd64", "6.18.0+": at least major.minor. */
	if (fields < 1 || p[-1] == '.')
		return sc_fail(err, -EINVAL, -1, "'%s' is not a kernel release", release);
	memset(k, 0, sizeof(*k));
	k->major = v[0];
	k->minor = v[1];
	k->patch = v[2];
	snprintf(k->release, sizeof(k->release), "%s", release);
	return 0;
}

int seccache_kernel_running(struct seccache_kernel *k, struct seccache_error *err)
{
	struct utsname u;

	if (uname(&u))
		return sc_fail(err, -errno, -1, "uname: %s", strerror(errno));
	return seccache_kernel_parse(u.release, k, err);
}

/* LINUX_VERSION_CODE saturates the sublevel at 255 the same way. */
static uint32_t kernel_version(const struct seccache_kernel *k)
{
	unsigned int patch = k->patch > 255 ? 255 : k->patch;
	unsigned int minor = k->minor > 255 ? 255 : k->minor;

	return KV(k->major, minor, patch);
}

bool seccache_kernel_has_cache(const struct seccache_kernel *k,
			       const struct seccache_arch *native)
{
	const struct arch_def *def;

	if (!k || !native)
		return false;
	def = def_of(native->native);
	return def->cache_since && kernel_version(k) >= def->cache_since;
}

/*
 * NR_syscalls from a given release on: the highest number of the table
 * plus one. x86_64 follows syscall_64.tbl; ia32 follows syscall_32.tbl,
 * which lacks 453 (map_shadow_stack, x86_64 only in 6.6). The other ABIs
 * share the numbers from 424 on and are approximated by syscall_32.tbl's.
 */
struct nr_step {
	uint32_t since;
	uint16_t x86_64, common;
};

static const struct nr_step nr_history[] = {
	{ KV(5, 11, 0), 442, 442 },	/* 441 epoll_pwait2 */
	{ KV(5, 12, 0), 443, 443 },	/* 442 mount_setattr */
	{ KV(5, 13, 0), 447, 447 },	/* 443 quotactl_path, 444-446 landlock */
	{ KV(5, 14, 0), 448, 448 },	/* 447 memfd_secret */
	{ KV(5, 15, 0), 449, 449 },	/* 448 process_mrelease */
	{ KV(5, 16, 0), 450, 450 },	/* 449 futex_waitv */
	{ KV(5, 17, 0), 451, 451 },	/* 450 set_mempolicy_home_node */
	{ KV(6, 5, 0), 452, 452 },	/* 451 cachestat */
	{ KV(6, 6, 0), 454, 453 },	/* 452 fchmodat2, 453 map_shadow_stack */
	{ KV(6, 7, 0), 457, 457 },	/* 454-456 futex_wake/wait/requeue */
	{ KV(6, 8, 0), 462, 462 },	/* 457-458 statmount/listmount, 459-461 lsm_* */
	{ KV(6, 10, 0), 463, 463 },	/* 462 mseal */
	{ KV(6, 13, 0), 467, 467 },	/* 463-466 setxattrat .. removexattrat */
	{ KV(6, 15, 0), 468, 468 },	/* 467 open_tree_attr */
	{ KV(6, 17, 0), 470, 470 },	/* 468 file_getattr, 469 file_setattr */
	{ KV(6, 19, 0), 471, 471 },	/* 470 listns */
};

uint32_t seccache_kernel_nr_count(const struct seccache_kernel *k,
				  const struct seccache_arch *abi)
{
	const struct nr_step *step = NULL;
	uint32_t v;

	if (!k || !abi || abi->nr_base)
		return 0;
	if (!seccache_kernel_has_cache(k, abi->native))
		return 0;
	v = kernel_version(k);
	for (size_t i = 0; i < ARRAY_SIZE(nr_history); i++)
		if (v >= nr_history[i].since)
			step = &nr_history[i];
	if (!step)
		return 0;
	return def_of(abi)->x86_64_counts ? step->x86_64 : step->common;
}

/*
 * seccomp: passthrough uretprobe systemcall without filtering: mainline
 * 6.14, backported to 6.12.14 and 6.13.3; 6.11, which added the call,
 * was never fixed.
 */
static bool has_uretprobe_exception(uint32_t v)
{
	if (v >= KV(6, 13, 3))
		return true;
	return v >= KV(6, 12, 14) && v < KV(6, 13, 0);
}

static bool has_uprobe_exception(uint32_t v)
{
	return v >= KV(6, 18, 0);
}

/* __NR_uretprobe and __NR_uprobe of arch/x86/entry/syscalls/syscall_64.tbl */
#define X86_64_NR_URETPROBE	335
#define X86_64_NR_UPROBE	336

/*
 * seccomp_uprobe_exception(): on x86_64, native-arch calls of uretprobe
 * and, since the uprobe syscall of 6.18, uprobe return ALLOW before any
 * filter.
 */
static const struct passthrough {
	uint32_t nr;
	const char *name;
	bool (*since)(uint32_t version);
} x86_64_passthroughs[] = {
	{ X86_64_NR_URETPROBE, "uretprobe", has_uretprobe_exception },
	{ X86_64_NR_UPROBE, "uprobe", has_uprobe_exception },
};

static const struct passthrough *passthrough_of(const struct seccache_arch *abi,
						uint32_t nr)
{
	for (size_t i = 0; abi == &arch_x86_64.pub && i < ARRAY_SIZE(x86_64_passthroughs); i++)
		if (x86_64_passthroughs[i].nr == nr)
			return &x86_64_passthroughs[i];
	return NULL;
}

bool seccache_kernel_passthrough(const struct seccache_kernel *k,
				 const struct seccache_arch *abi, uint32_t nr)
{
	const struct passthrough *p = passthrough_of(abi, nr);

	return k && p && p->since(kernel_version(k));
}

/* Only native-arch numbers: seccomp_uprobe_exception() tests SECCOMP_ARCH_NATIVE. */
bool sc_passes_filters(const struct seccache_kernel *k,
		       const struct seccache_arch *native, uint32_t arch, uint32_t nr)
{
	native = native ? native->native : NULL;
	return k && native && arch == native->audit_arch &&
	       seccache_kernel_passthrough(k, native, nr);
}

size_t sc_passthrough_numbers(const struct seccache_kernel *k,
			      const struct seccache_arch *native, uint32_t arch,
			      uint32_t nrs[])
{
	size_t n = 0;

	native = native ? native->native : NULL;
	if (!k || native != &arch_x86_64.pub || arch != native->audit_arch)
		return 0;
	for (size_t i = 0; i < ARRAY_SIZE(x86_64_passthroughs); i++)
		if (x86_64_passthroughs[i].since(kernel_version(k)))
			nrs[n++] = x86_64_passthroughs[i].nr;
	return n;
}

const char *sc_passthrough_name(const struct seccache_arch *abi, uint32_t nr)
{
	const struct passthrough *p = passthrough_of(abi, nr);

	return p ? p->name : NULL;
}
