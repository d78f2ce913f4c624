/* SPDX-License-Identifier: MIT */
/*
 * arch.c - the syscall ABIs seccomp can see: every one libseccomp 2.5.4
 * knows and LoongArch, each with its AUDIT_ARCH value, byte order, the
 * names the kernel and libseccomp give it, x32's number bit and MIPS's
 * number bases, its syscall table (generated from the kernel's .tbl files
 * into syscalls.c, not libseccomp's), the release that brought it the
 * allow cache and how its BPF JIT counts a shift by X; and the rules of
 * which ABIs a process has and which one a call belongs to.
 */
#include <linux/audit.h>
#include <stddef.h>
#include <strings.h>

#include "abi.h"
#include "syscalls.h"

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

/*
 * How the BPF JIT of a kernel whose native ABI is this one counts a 32-bit
 * shift by X (BPF_ALU | BPF_LSH/BPF_RSH | BPF_X: a classic filter's
 * A <<= X and A >>= X), as read from Linux 7.3's sources:
 *
 *   arch/x86/net/bpf_jit_comp.c     shl/shr by cl (or shlx/shrx) on 32-bit
 *                                   registers: X & 31 (and bpf_jit_comp32.c,
 *                                   ia32's own: shl/shr by cl, X & 31)
 *   arch/arm64/net/bpf_jit_comp.c   lslv/lsrv on w registers: X & 31
 *   arch/riscv/net/bpf_jit_comp64.c sllw/srlw: X & 31
 *   arch/loongarch/net/bpf_jit.c    sll.w/srl.w: X & 31
 *   arch/mips/net/bpf_jit_comp.c    sllv/srlv: X & 31
 *   arch/s390/net/bpf_jit_comp.c    sll/srl: a 6-bit count, 32..63 give 0
 *   arch/powerpc/net/bpf_jit_comp64.c and bpf_jit_comp32.c
 *                                   slw/srw: a 6-bit count, 32..63 give 0
 *   arch/arm/net/bpf_jit_32.c       lsl/lsr by register: the bottom byte,
 *                                   32..255 give 0
 *   arch/parisc/net/bpf_jit_comp*.c through the SAR register: not modelled
 *
 * The interpreter (kernel/bpf/core.c, and interp.c) uses X & 31 everywhere;
 * the kernel leaves shifts by 32 or more to each JIT ("implementation-
 * defined results"). The zero value is X & 31. A compat ABI carries the
 * rule of the 32-bit kernels whose native ABI it is (arm: bpf_jit_32.c),
 * which its 64-bit kernel need not share: sc_shift_x_exact() asks both.
 */

static const struct sc_arch_def arch_x86_64, arch_ia32, arch_x32;
static const struct sc_arch_def arch_aarch64, arch_arm;
static const struct sc_arch_def arch_riscv64;
static const struct sc_arch_def arch_s390x, arch_s390;
static const struct sc_arch_def arch_ppc64le, arch_ppcle, arch_ppc64, arch_ppc;
static const struct sc_arch_def arch_loongarch64;
static const struct sc_arch_def arch_mips64, arch_mips, arch_mips64n32;
static const struct sc_arch_def arch_mipsel64, arch_mipsel, arch_mipsel64n32;
static const struct sc_arch_def arch_parisc64, arch_parisc;

#define ALIASES(...) ((const char *const[]){ __VA_ARGS__, NULL })
#define NO_ALIASES ((const char *const[]){ NULL })

/*
 * Kernel names are SECCOMP_ARCH_{NATIVE,COMPAT}_NAME of
 * arch/<arch>/include/asm/seccomp.h, as /proc/PID/seccomp_cache prints them;
 * MIPS has none, and takes libseccomp's. The allow cache came with "Enable
 * seccomp architecture tracking" for x86, arm, arm64, riscv, s390 and
 * powerpc in 5.11; LoongArch had it from its first release with seccomp,
 * 5.19; MIPS never has it; seccache does not model PA-RISC's. nr_count and
 * the names are the generated tables' (syscalls.c). big_endian: the
 * AUDIT_ARCH value lacks __AUDIT_ARCH_LE, and seccomp_data's 64-bit fields
 * have their high half first.
 */
static const struct sc_arch_def arch_x86_64 = {
	.pub = {
		.name = "x86_64", .scmp_name = "x86_64",
		.aliases = ALIASES("amd64", "x86-64", "x64"),
		.audit_arch = AUDIT_ARCH_X86_64, .nr_count = SC_NR_COUNT_X86_64,
		.native = &arch_x86_64.pub, .compat = &arch_ia32.pub,
		.x32 = &arch_x32.pub,
	},
	.calls = &sc_syscalls_x86_64, .cache_since = KV(5, 11, 0),
};

static const struct sc_arch_def arch_ia32 = {
	.pub = {
		.name = "ia32", .scmp_name = "x86",
		.aliases = ALIASES("i386", "i486", "i586", "i686", "x86"),
		.audit_arch = AUDIT_ARCH_I386, .nr_count = SC_NR_COUNT_IA32,
		.native = &arch_x86_64.pub,
	},
	.calls = &sc_syscalls_ia32,
};

/* The kernel calls x32 numbers out of range: never cached (asm/seccomp.h). */
static const struct sc_arch_def arch_x32 = {
	.pub = {
		.name = "x32", .scmp_name = "x32",
		.aliases = ALIASES("x86_x32"),
		.audit_arch = AUDIT_ARCH_X86_64, .nr_base = X32_SYSCALL_BIT,
		.nr_count = SC_NR_COUNT_X32, .native = &arch_x86_64.pub,
	},
	.calls = &sc_syscalls_x32,
};

static const struct sc_arch_def arch_aarch64 = {
	.pub = {
		.name = "aarch64", .scmp_name = "aarch64",
		.aliases = ALIASES("arm64"),
		.audit_arch = AUDIT_ARCH_AARCH64, .nr_count = SC_NR_COUNT_AARCH64,
		.native = &arch_aarch64.pub, .compat = &arch_arm.pub,
	},
	.calls = &sc_syscalls_aarch64, .cache_since = KV(5, 11, 0),
};

/*
 * ARM's private calls, arch/arm/include/uapi/asm/unistd.h of Linux 7.3:
 * __ARM_NR_BASE (__NR_SYSCALL_BASE + 0x0f0000, EABI's base being 0), then
 * __ARM_NR_breakpoint (+1) ... __ARM_NR_get_tls (+6), served by
 * arm_syscall() (arch/arm/kernel/traps.c) outside sys_call_table, so the
 * .tbl files lack them. libseccomp 2.5.4 names them too (arch-arm.c).
 * aarch64's compat ABI has the same numbers (arch/arm64/include/asm/
 * unistd.h, __ARM_NR_COMPAT_BASE); its compat_arm_syscall() implements
 * cacheflush and set_tls and returns -ENOSYS for the others. Sorted by
 * number, and by name in arm_priv_by_name.
 */
#define ARM_NR_BASE 0x0f0000U

static const struct sc_syscall arm_priv_calls[] = {
	{ 1, 0, "breakpoint" },
	{ 2, 0, "cacheflush" },
	{ 3, 0, "usr26" },
	{ 4, 0, "usr32" },
	{ 5, 0, "set_tls" },
	{ 6, 0, "get_tls" },
};

static const uint16_t arm_priv_by_name[] = { 0, 1, 5, 4, 2, 3 };

static const struct sc_syscall_table arm_priv = {
	arm_priv_calls, arm_priv_by_name, ARRAY_SIZE(arm_priv_calls), 7,
};

static const struct sc_arch_def arch_arm = {
	.pub = {
		.name = "arm", .scmp_name = "arm",
		.aliases = ALIASES("arm32", "armhf", "armel", "aarch32"),
		.audit_arch = AUDIT_ARCH_ARM, .nr_count = SC_NR_COUNT_ARM,
		.native = &arch_aarch64.pub,
	},
	.calls = &sc_syscalls_arm,
	.priv_calls = &arm_priv, .priv_base = ARM_NR_BASE,
	.shift_x = SC_SHIFT_BYTE,
};

static const struct sc_arch_def arch_riscv64 = {
	.pub = {
		.name = "riscv64", .scmp_name = "riscv64",
		.aliases = ALIASES("riscv"),
		.audit_arch = AUDIT_ARCH_RISCV64, .nr_count = SC_NR_COUNT_RISCV64,
		.native = &arch_riscv64.pub,
	},
	.calls = &sc_syscalls_riscv64, .cache_since = KV(5, 11, 0),
};

static const struct sc_arch_def arch_s390x = {
	.pub = {
		.name = "s390x", .scmp_name = "s390x",
		.aliases = ALIASES("s390_64"),
		.audit_arch = AUDIT_ARCH_S390X, .nr_count = SC_NR_COUNT_S390X,
		.native = &arch_s390x.pub, .compat = &arch_s390.pub, .big_endian = true,
	},
	.calls = &sc_syscalls_s390x, .cache_since = KV(5, 11, 0),
	.shift_x = SC_SHIFT_6BIT,
};

static const struct sc_arch_def arch_s390 = {
	.pub = {
		.name = "s390", .scmp_name = "s390",
		.aliases = ALIASES("s390_31"),
		.audit_arch = AUDIT_ARCH_S390, .nr_count = SC_NR_COUNT_S390,
		.native = &arch_s390x.pub, .big_endian = true,
	},
	.calls = &sc_syscalls_s390,
	/*
	 * arch/s390/Kconfig: CONFIG_COMPAT defaults to n from 6.8 on, and 31-bit
	 * compat is gone by 7.3 (arch/s390/include/asm/seccomp.h has no
	 * SECCOMP_ARCH_COMPAT).
	 */
	.compat_off_since = KV(6, 8, 0),
	.shift_x = SC_SHIFT_6BIT,
};

static const struct sc_arch_def arch_ppc64le = {
	.pub = {
		.name = "ppc64le", .scmp_name = "ppc64le",
		.aliases = ALIASES("powerpc64le", "ppc64el"),
		.audit_arch = AUDIT_ARCH_PPC64LE, .nr_count = SC_NR_COUNT_PPC64,
		.native = &arch_ppc64le.pub, .compat = &arch_ppcle.pub,
	},
	.calls = &sc_syscalls_ppc64, .cache_since = KV(5, 11, 0),
	.shift_x = SC_SHIFT_6BIT,
};

/* libseccomp has no little-endian 32-bit powerpc; it shares ppc's numbers. */
static const struct sc_arch_def arch_ppcle = {
	.pub = {
		.name = "ppcle", .scmp_name = "ppcle",
		.aliases = ALIASES("powerpcle"),
		.audit_arch = AUDIT_ARCH_PPCLE, .nr_count = SC_NR_COUNT_PPC,
		.native = &arch_ppc64le.pub,
	},
	.calls = &sc_syscalls_ppc,
	/*
	 * arch/powerpc/Kconfig: COMPAT "default y if !CPU_LITTLE_ENDIAN" since
	 * 2019, before any release with the cache; ppc64le's defconfigs keep it.
	 */
	.compat_off_since = KV(5, 11, 0),
	.shift_x = SC_SHIFT_6BIT,
};

static const struct sc_arch_def arch_ppc64 = {
	.pub = {
		.name = "ppc64", .scmp_name = "ppc64",
		.aliases = ALIASES("powerpc64"),
		.audit_arch = AUDIT_ARCH_PPC64, .nr_count = SC_NR_COUNT_PPC64,
		.native = &arch_ppc64.pub, .compat = &arch_ppc.pub, .big_endian = true,
	},
	.calls = &sc_syscalls_ppc64, .cache_since = KV(5, 11, 0),
	.shift_x = SC_SHIFT_6BIT,
};

static const struct sc_arch_def arch_ppc = {
	.pub = {
		.name = "ppc", .scmp_name = "ppc",
		.aliases = ALIASES("powerpc"),
		.audit_arch = AUDIT_ARCH_PPC, .nr_count = SC_NR_COUNT_PPC,
		.native = &arch_ppc64.pub, .big_endian = true,
	},
	.calls = &sc_syscalls_ppc,
	.shift_x = SC_SHIFT_6BIT,
};

static const struct sc_arch_def arch_loongarch64 = {
	.pub = {
		.name = "loongarch64", .scmp_name = "loongarch64",
		.aliases = ALIASES("loong64", "loongarch"),
		.audit_arch = AUDIT_ARCH_LOONGARCH64, .nr_count = SC_NR_COUNT_LOONGARCH64,
		.native = &arch_loongarch64.pub,
	},
	.calls = &sc_syscalls_loongarch64, .cache_since = KV(5, 19, 0),
};

/*
 * MIPS numbers start at 4000 (o32), 5000 (n64) and 6000 (n32), each ABI
 * with its AUDIT_ARCH value. A 64-bit kernel runs tasks of all three, and
 * syscall_get_arch() (arch/mips/include/asm/syscall.h) reports each task's
 * (TIF_32BIT_REGS: o32; TIF_32BIT_ADDR alone: n32): the machine is n64's,
 * o32 its compat ABI and n32 its third (n32, not a process ABI of its own
 * as libseccomp has it; its tasks run on the same kernel). The big-endian
 * ABIs carry libseccomp's names, the little-endian ones its "el" names.
 */
#define MIPS_O32_BASE	4000
#define MIPS_N64_BASE	5000
#define MIPS_N32_BASE	6000

static const struct sc_arch_def arch_mips64 = {
	.pub = {
		.name = "mips64", .scmp_name = "mips64", .aliases = NO_ALIASES,
		.audit_arch = AUDIT_ARCH_MIPS64, .nr_base = MIPS_N64_BASE,
		.nr_count = SC_NR_COUNT_MIPS64,
		.native = &arch_mips64.pub, .compat = &arch_mips.pub, .big_endian = true,
		.n32 = &arch_mips64n32.pub,
	},
	.calls = &sc_syscalls_mips64,
};

static const struct sc_arch_def arch_mips = {
	.pub = {
		.name = "mips", .scmp_name = "mips", .aliases = ALIASES("mipso32"),
		.audit_arch = AUDIT_ARCH_MIPS, .nr_base = MIPS_O32_BASE,
		.nr_count = SC_NR_COUNT_MIPS, .native = &arch_mips64.pub, .big_endian = true,
	},
	.calls = &sc_syscalls_mips,
};

static const struct sc_arch_def arch_mips64n32 = {
	.pub = {
		.name = "mips64n32", .scmp_name = "mips64n32", .aliases = NO_ALIASES,
		.audit_arch = AUDIT_ARCH_MIPS64N32, .nr_base = MIPS_N32_BASE,
		.nr_count = SC_NR_COUNT_MIPS64N32,
		.native = &arch_mips64.pub, .big_endian = true,
	},
	.calls = &sc_syscalls_mips64n32,
};

static const struct sc_arch_def arch_mipsel64 = {
	.pub = {
		.name = "mipsel64", .scmp_name = "mipsel64", .aliases = ALIASES("mips64el"),
		.audit_arch = AUDIT_ARCH_MIPSEL64, .nr_base = MIPS_N64_BASE,
		.nr_count = SC_NR_COUNT_MIPS64,
		.native = &arch_mipsel64.pub, .compat = &arch_mipsel.pub,
		.n32 = &arch_mipsel64n32.pub,
	},
	.calls = &sc_syscalls_mips64,
};

static const struct sc_arch_def arch_mipsel = {
	.pub = {
		.name = "mipsel", .scmp_name = "mipsel", .aliases = NO_ALIASES,
		.audit_arch = AUDIT_ARCH_MIPSEL, .nr_base = MIPS_O32_BASE,
		.nr_count = SC_NR_COUNT_MIPS, .native = &arch_mipsel64.pub,
	},
	.calls = &sc_syscalls_mips,
};

static const struct sc_arch_def arch_mipsel64n32 = {
	.pub = {
		.name = "mipsel64n32", .scmp_name = "mipsel64n32",
		.aliases = ALIASES("mips64eln32"),
		.audit_arch = AUDIT_ARCH_MIPSEL64N32, .nr_base = MIPS_N32_BASE,
		.nr_count = SC_NR_COUNT_MIPS64N32,
		.native = &arch_mipsel64.pub,
	},
	.calls = &sc_syscalls_mips64n32,
};

static const struct sc_arch_def arch_parisc64 = {
	.pub = {
		.name = "parisc64", .scmp_name = "parisc64", .aliases = ALIASES("hppa64"),
		.audit_arch = AUDIT_ARCH_PARISC64, .nr_count = SC_NR_COUNT_PARISC64,
		.native = &arch_parisc64.pub, .compat = &arch_parisc.pub, .big_endian = true,
	},
	.calls = &sc_syscalls_parisc64,
	.shift_x = SC_SHIFT_UNMODELLED,
};

static const struct sc_arch_def arch_parisc = {
	.pub = {
		.name = "parisc", .scmp_name = "parisc", .aliases = ALIASES("hppa"),
		.audit_arch = AUDIT_ARCH_PARISC, .nr_count = SC_NR_COUNT_PARISC,
		.native = &arch_parisc64.pub, .big_endian = true,
	},
	.calls = &sc_syscalls_parisc,
	.shift_x = SC_SHIFT_UNMODELLED,
};

static const struct sc_arch_def *const all_defs[] = {
	&arch_x86_64, &arch_ia32, &arch_x32,
	&arch_aarch64, &arch_arm,
	&arch_riscv64,
	&arch_s390x, &arch_s390,
	&arch_ppc64le, &arch_ppcle, &arch_ppc64, &arch_ppc,
	&arch_loongarch64,
	&arch_mips64, &arch_mips, &arch_mips64n32,
	&arch_mipsel64, &arch_mipsel, &arch_mipsel64n32,
	&arch_parisc64, &arch_parisc,
};

static const struct seccache_arch *const native_abis[] = {
	&arch_x86_64.pub, &arch_aarch64.pub, &arch_riscv64.pub,
	&arch_s390x.pub, &arch_ppc64le.pub, &arch_ppc64.pub, &arch_loongarch64.pub,
	&arch_mips64.pub, &arch_mipsel64.pub,
	&arch_parisc64.pub, NULL,
};

const struct sc_arch_def *sc_arch_def_of(const struct seccache_arch *abi)
{
	return (const struct sc_arch_def *)((const char *)abi -
					    offsetof(struct sc_arch_def, pub));
}

const struct seccache_arch *const *seccache_arch_all(void)
{
	return native_abis;
}

const struct seccache_arch *seccache_arch_by_audit(uint32_t audit_arch)
{
	/* x32 shares its AUDIT_ARCH value with x86_64. */
	for (size_t i = 0; i < ARRAY_SIZE(all_defs); i++)
		if (all_defs[i]->pub.audit_arch == audit_arch &&
		    all_defs[i]->pub.native->x32 != &all_defs[i]->pub)
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
	if (native->n32 && arch == native->n32->audit_arch)
		return native->n32;
	return NULL;
}

size_t seccache_arch_abis(const struct seccache_arch *native,
			  const struct seccache_arch *abis[SECCACHE_MAX_ABIS])
{
	size_t n = 0;

	if (!native)
		return 0;
	n = sc_arch_audit_abis(native, abis);
	if (native->native->x32)
		abis[n++] = native->native->x32;
	return n;
}

size_t sc_arch_audit_abis(const struct seccache_arch *native,
			  const struct seccache_arch *abis[SECCACHE_MAX_ABIS])
{
	size_t n = 0;

	native = native->native;
	abis[n++] = native;
	if (native->compat)
		abis[n++] = native->compat;
	if (native->n32)
		abis[n++] = native->n32;
	return n;
}

bool sc_arch_has_abi(const struct seccache_arch *native,
		     const struct seccache_arch *abi)
{
	return abi && native && abi->native == native->native;
}

bool sc_shift_x_exact(const struct seccache_arch *native, uint32_t audit_arch)
{
	const struct seccache_arch *abi = seccache_arch_of(native, audit_arch, 0);

	native = native->native;
	return sc_arch_def_of(native)->shift_x == SC_SHIFT_MASK31 &&
	       (!abi || sc_arch_def_of(abi)->shift_x == SC_SHIFT_MASK31);
}
