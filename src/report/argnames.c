/* SPDX-License-Identifier: MIT */
/*
 * argnames.c - the names a reader knows for the values of syscall
 * arguments (PROT_*, O_*, CLONE_*, AF_*, PR_*, FUTEX_*, the generic ioctl
 * requests), for the conditions the reports print. A value is named only
 * where the table is the ABI's own: O_*, F_* and the ioctl numbers differ
 * on arm, powerpc, mips, sparc, parisc and alpha (their uapi headers), so
 * those are named only on the ABIs that use the asm-generic values, and a
 * value no table covers whole is left raw. A wrong name would mislead an
 * auditor more than a number.
 */
#include <stdio.h>
#include <string.h>

#include "report.h"

/* One name: the bits of mask set to value ("O_RDWR": 2 of 3; a flag: its bit of itself). */
struct arg_name {
	const char *name;
	uint64_t value, mask;
};

#define FLAG(n, v)	{ #n, (v), (v) }
#define FIELD(n, v, m)	{ #n, (v), (m) }
#define VALUE(n, v)	{ #n, (v), UINT64_MAX }

static const struct arg_name prot_names[] = {
	FLAG(PROT_READ, 0x1), FLAG(PROT_WRITE, 0x2), FLAG(PROT_EXEC, 0x4),
	FLAG(PROT_GROWSDOWN, 0x01000000), FLAG(PROT_GROWSUP, 0x02000000),
	{ NULL, 0, 0 },
};

/* include/uapi/linux/sched.h; the low byte is the exit signal (CSIGNAL). */
static const struct arg_name clone_names[] = {
	FLAG(CLONE_VM, 0x100), FLAG(CLONE_FS, 0x200), FLAG(CLONE_FILES, 0x400),
	FLAG(CLONE_SIGHAND, 0x800), FLAG(CLONE_PIDFD, 0x1000), FLAG(CLONE_PTRACE, 0x2000),
	FLAG(CLONE_VFORK, 0x4000), FLAG(CLONE_PARENT, 0x8000), FLAG(CLONE_THREAD, 0x10000),
	FLAG(CLONE_NEWNS, 0x20000), FLAG(CLONE_SYSVSEM, 0x40000), FLAG(CLONE_SETTLS, 0x80000),
	FLAG(CLONE_PARENT_SETTID, 0x100000), FLAG(CLONE_CHILD_CLEARTID, 0x200000),
	FLAG(CLONE_DETACHED, 0x400000), FLAG(CLONE_UNTRACED, 0x800000),
	FLAG(CLONE_CHILD_SETTID, 0x1000000), FLAG(CLONE_NEWCGROUP, 0x2000000),
	FLAG(CLONE_NEWUTS, 0x4000000), FLAG(CLONE_NEWIPC, 0x8000000),
	FLAG(CLONE_NEWUSER, 0x10000000), FLAG(CLONE_NEWPID, 0x20000000),
	FLAG(CLONE_NEWNET, 0x40000000), FLAG(CLONE_IO, 0x80000000),
	FIELD(SIGCHLD, 17, 0xff),
	{ NULL, 0, 0 },
};

/* include/uapi/asm-generic/fcntl.h, which x86, arm64, riscv, s390 and loongarch use. */
static const struct arg_name open_names[] = {
	FIELD(O_RDONLY, 0, 3), FIELD(O_WRONLY, 1, 3), FIELD(O_RDWR, 2, 3),
	FLAG(O_CREAT, 0100), FLAG(O_EXCL, 0200), FLAG(O_NOCTTY, 0400), FLAG(O_TRUNC, 01000),
	FLAG(O_APPEND, 02000), FLAG(O_NONBLOCK, 04000), FLAG(O_DSYNC, 010000),
	FLAG(FASYNC, 020000), FLAG(O_DIRECT, 040000), FLAG(O_LARGEFILE, 0100000),
	FLAG(O_DIRECTORY, 0200000), FLAG(O_NOFOLLOW, 0400000), FLAG(O_NOATIME, 01000000),
	FLAG(O_CLOEXEC, 02000000), FLAG(__O_SYNC, 04000000), FLAG(O_PATH, 010000000),
	FLAG(__O_TMPFILE, 020000000),
	{ NULL, 0, 0 },
};

/* include/linux/socket.h */
static const struct arg_name af_names[] = {
	VALUE(AF_UNSPEC, 0), VALUE(AF_UNIX, 1), VALUE(AF_INET, 2), VALUE(AF_AX25, 3),
	VALUE(AF_IPX, 4), VALUE(AF_APPLETALK, 5), VALUE(AF_NETROM, 6), VALUE(AF_BRIDGE, 7),
	VALUE(AF_ATMPVC, 8), VALUE(AF_X25, 9), VALUE(AF_INET6, 10), VALUE(AF_ROSE, 11),
	VALUE(AF_DECnet, 12), VALUE(AF_NETBEUI, 13), VALUE(AF_SECURITY, 14), VALUE(AF_KEY, 15),
	VALUE(AF_NETLINK, 16), VALUE(AF_PACKET, 17), VALUE(AF_ASH, 18), VALUE(AF_ECONET, 19),
	VALUE(AF_ATMSVC, 20), VALUE(AF_RDS, 21), VALUE(AF_SNA, 22), VALUE(AF_IRDA, 23),
	VALUE(AF_PPPOX, 24), VALUE(AF_WANPIPE, 25), VALUE(AF_LLC, 26), VALUE(AF_IB, 27),
	VALUE(AF_MPLS, 28), VALUE(AF_CAN, 29), VALUE(AF_TIPC, 30), VALUE(AF_BLUETOOTH, 31),
	VALUE(AF_IUCV, 32), VALUE(AF_RXRPC, 33), VALUE(AF_ISDN, 34), VALUE(AF_PHONET, 35),
	VALUE(AF_IEEE802154, 36), VALUE(AF_CAIF, 37), VALUE(AF_ALG, 38), VALUE(AF_NFC, 39),
	VALUE(AF_VSOCK, 40), VALUE(AF_KCM, 41), VALUE(AF_QIPCRTR, 42), VALUE(AF_SMC, 43),
	VALUE(AF_XDP, 44), VALUE(AF_MCTP, 45),
	{ NULL, 0, 0 },
};

/* include/uapi/linux/prctl.h */
static const struct arg_name pr_names[] = {
	VALUE(PR_SET_PDEATHSIG, 1), VALUE(PR_GET_PDEATHSIG, 2), VALUE(PR_GET_DUMPABLE, 3),
	VALUE(PR_SET_DUMPABLE, 4), VALUE(PR_GET_KEEPCAPS, 7), VALUE(PR_SET_KEEPCAPS, 8),
	VALUE(PR_SET_NAME, 15), VALUE(PR_GET_NAME, 16), VALUE(PR_GET_SECCOMP, 21),
	VALUE(PR_SET_SECCOMP, 22), VALUE(PR_CAPBSET_READ, 23), VALUE(PR_CAPBSET_DROP, 24),
	VALUE(PR_GET_TSC, 25), VALUE(PR_SET_TSC, 26), VALUE(PR_GET_SECUREBITS, 27),
	VALUE(PR_SET_SECUREBITS, 28), VALUE(PR_SET_TIMERSLACK, 29),
	VALUE(PR_GET_TIMERSLACK, 30), VALUE(PR_MCE_KILL, 33), VALUE(PR_MCE_KILL_GET, 34),
	VALUE(PR_SET_MM, 35), VALUE(PR_SET_CHILD_SUBREAPER, 36),
	VALUE(PR_GET_CHILD_SUBREAPER, 37), VALUE(PR_SET_NO_NEW_PRIVS, 38),
	VALUE(PR_GET_NO_NEW_PRIVS, 39), VALUE(PR_GET_TID_ADDRESS, 40),
	VALUE(PR_SET_THP_DISABLE, 41), VALUE(PR_GET_THP_DISABLE, 42),
	VALUE(PR_CAP_AMBIENT, 47), VALUE(PR_SVE_SET_VL, 50), VALUE(PR_SVE_GET_VL, 51),
	VALUE(PR_GET_SPECULATION_CTRL, 52), VALUE(PR_SET_SPECULATION_CTRL, 53),
	VALUE(PR_PAC_RESET_KEYS, 54), VALUE(PR_SET_TAGGED_ADDR_CTRL, 55),
	VALUE(PR_GET_TAGGED_ADDR_CTRL, 56), VALUE(PR_SET_IO_FLUSHER, 57),
	VALUE(PR_GET_IO_FLUSHER, 58), VALUE(PR_SET_SYSCALL_USER_DISPATCH, 59),
	VALUE(PR_SET_PTRACER, 0x59616d61), VALUE(PR_SET_VMA, 0x53564d41),
	{ NULL, 0, 0 },
};

/* include/uapi/linux/futex.h: the command in the low bits, then two flags. */
static const struct arg_name futex_names[] = {
	FIELD(FUTEX_WAIT, 0, 0x7f), FIELD(FUTEX_WAKE, 1, 0x7f), FIELD(FUTEX_FD, 2, 0x7f),
	FIELD(FUTEX_REQUEUE, 3, 0x7f), FIELD(FUTEX_CMP_REQUEUE, 4, 0x7f),
	FIELD(FUTEX_WAKE_OP, 5, 0x7f), FIELD(FUTEX_LOCK_PI, 6, 0x7f),
	FIELD(FUTEX_UNLOCK_PI, 7, 0x7f), FIELD(FUTEX_TRYLOCK_PI, 8, 0x7f),
	FIELD(FUTEX_WAIT_BITSET, 9, 0x7f), FIELD(FUTEX_WAKE_BITSET, 10, 0x7f),
	FIELD(FUTEX_WAIT_REQUEUE_PI, 11, 0x7f), FIELD(FUTEX_CMP_REQUEUE_PI, 12, 0x7f),
	FIELD(FUTEX_LOCK_PI2, 13, 0x7f),
	FLAG(FUTEX_PRIVATE_FLAG, 128), FLAG(FUTEX_CLOCK_REALTIME, 256),
	{ NULL, 0, 0 },
};

/* include/uapi/asm-generic/ioctls.h (x86, arm, arm64, riscv, s390, loongarch). */
static const struct arg_name ioctl_names[] = {
	VALUE(TCGETS, 0x5401), VALUE(TCSETS, 0x5402), VALUE(TCSETSW, 0x5403),
	VALUE(TCSETSF, 0x5404), VALUE(TCGETA, 0x5405), VALUE(TCSETA, 0x5406),
	VALUE(TCSETAW, 0x5407), VALUE(TCSETAF, 0x5408), VALUE(TCSBRK, 0x5409),
	VALUE(TCXONC, 0x540a), VALUE(TCFLSH, 0x540b), VALUE(TIOCEXCL, 0x540c),
	VALUE(TIOCNXCL, 0x540d), VALUE(TIOCSCTTY, 0x540e), VALUE(TIOCGPGRP, 0x540f),
	VALUE(TIOCSPGRP, 0x5410), VALUE(TIOCOUTQ, 0x5411), VALUE(TIOCSTI, 0x5412),
	VALUE(TIOCGWINSZ, 0x5413), VALUE(TIOCSWINSZ, 0x5414), VALUE(TIOCMGET, 0x5415),
	VALUE(FIONREAD, 0x541b), VALUE(TIOCLINUX, 0x541c), VALUE(TIOCCONS, 0x541d),
	VALUE(FIONBIO, 0x5421), VALUE(TIOCNOTTY, 0x5422), VALUE(TIOCSETD, 0x5423),
	VALUE(TIOCGETD, 0x5424), VALUE(TIOCGPTN, 0x80045430), VALUE(TIOCSPTLCK, 0x40045431),
	VALUE(TIOCGPTPEER, 0x5441), VALUE(FIONCLEX, 0x5450), VALUE(FIOCLEX, 0x5451),
	VALUE(FIOASYNC, 0x5452), VALUE(FIOQSIZE, 0x5460),
	{ NULL, 0, 0 },
};

/* Which tables hold for an ABI. */
enum arg_abis {
	ALL_ABIS,	/* the same on every architecture */
	GENERIC_ABIS,	/* the asm-generic values: not arm's, powerpc's, mips's, ... */
};

/* The table of argument field of the calls named syscall. */
struct arg_use {
	const char *syscall;
	unsigned int field;
	enum arg_abis abis;
	const struct arg_name *names;
};

static const struct arg_use arg_uses[] = {
	{ "mmap", 2, ALL_ABIS, prot_names },
	{ "mmap2", 2, ALL_ABIS, prot_names },
	{ "mprotect", 2, ALL_ABIS, prot_names },
	{ "pkey_mprotect", 2, ALL_ABIS, prot_names },
	{ "unshare", 0, ALL_ABIS, clone_names },
	{ "setns", 1, ALL_ABIS, clone_names },
	{ "open", 1, GENERIC_ABIS, open_names },
	{ "openat", 2, GENERIC_ABIS, open_names },
	{ "open_by_handle_at", 2, GENERIC_ABIS, open_names },
	{ "socket", 0, ALL_ABIS, af_names },
	{ "socketpair", 0, ALL_ABIS, af_names },
	{ "prctl", 0, ALL_ABIS, pr_names },
	{ "futex", 1, ALL_ABIS, futex_names },
	{ "futex_time64", 1, ALL_ABIS, futex_names },
	{ "ioctl", 1, GENERIC_ABIS, ioctl_names },
};

/* Whether audit_arch uses the asm-generic fcntl and ioctl values. */
static bool generic_abi(uint32_t audit_arch)
{
	switch (audit_arch) {
	case 0xc000003eU:	/* AUDIT_ARCH_X86_64 (x32 too) */
	case 0x40000003U:	/* AUDIT_ARCH_I386 */
	case 0xc00000b7U:	/* AUDIT_ARCH_AARCH64 */
	case 0xc00000f3U:	/* AUDIT_ARCH_RISCV64 */
	case 0x400000f3U:	/* AUDIT_ARCH_RISCV32 */
	case 0xc0000102U:	/* AUDIT_ARCH_LOONGARCH64 */
	case 0x80000016U:	/* AUDIT_ARCH_S390X */
	case 0x00000016U:	/* AUDIT_ARCH_S390 */
		return true;
	default:
		return false;
	}
}

/* Whether audit_arch's clone takes its flags second (CONFIG_CLONE_BACKWARDS2: s390). */
static bool clone_backwards2(uint32_t audit_arch)
{
	return audit_arch == 0x80000016U || audit_arch == 0x00000016U;
}

const struct arg_name *sc_arg_names(uint32_t audit_arch, const char *syscall,
				    unsigned int field)
{
	if (!syscall)
		return NULL;
	if (!strcmp(syscall, "clone"))
		return field == (clone_backwards2(audit_arch) ? 1U : 0U) ? clone_names : NULL;
	for (size_t i = 0; i < ARRAY_SIZE(arg_uses); i++) {
		const struct arg_use *u = &arg_uses[i];

		if (u->field == field && !strcmp(u->syscall, syscall) &&
		    (u->abis == ALL_ABIS || generic_abi(audit_arch)))
			return u->names;
	}
	return NULL;
}

/* Append "|name" (or "name" first) to buf at *len. */
static void append_name(char *buf, size_t size, size_t *len, const char *name)
{
	int n = snprintf(buf + *len, *len < size ? size - *len : 0, "%s%s",
			 *len ? "|" : "", name);

	*len += (size_t)(n > 0 ? n : 0);
}

/*
 * value, the bits of mask it speaks of, by the names of t into buf: each
 * name whose bits mask covers and value matches, once; true when they
 * account for every bit value sets and buf held them.
 */
bool sc_arg_name_value(const struct arg_name *t, uint64_t mask, uint64_t value,
		       char *buf, size_t size)
{
	uint64_t covered = 0;
	size_t len = 0;

	if (!t || !size)
		return false;
	buf[0] = '\0';
	for (; t->name; t++) {
		if ((t->mask & mask) != t->mask || (covered & t->mask) ||
		    (value & t->mask) != t->value || (t->value == t->mask && !t->value))
			continue;
		append_name(buf, size, &len, t->name);
		covered |= t->mask;
	}
	return len && len < size && !(value & mask & ~covered);
}

/* The flags of t (names of one or more bits set), or'd. */
static uint64_t flag_bits(const struct arg_name *t)
{
	uint64_t flags = 0;

	for (; t->name; t++)
		if (t->value == t->mask && t->value)
			flags |= t->value;
	return flags;
}

/* mask as t's flags into buf, when they cover it whole. */
static bool name_flags(const struct arg_name *t, uint64_t mask, char *buf, size_t size)
{
	size_t len = 0;

	if (!mask || (mask & ~flag_bits(t)))
		return false;
	buf[0] = '\0';
	for (; t->name; t++)
		if (t->value == t->mask && t->value && (mask & t->value) == t->value)
			append_name(buf, size, &len, t->name);
	return len < size;
}

/*
 * A mask by its flags ("PROT_READ|PROT_EXEC"), or by those it leaves out
 * ("~(PROT_READ|PROT_WRITE)"): true when one of them names it whole.
 */
bool sc_arg_name_mask(const struct arg_name *t, uint64_t mask, char *buf, size_t size)
{
	char inner[ARG_NAME_MAX];

	if (!t || !size)
		return false;
	if (name_flags(t, mask, buf, size))
		return true;
	if (!name_flags(t, ~mask, inner, sizeof(inner)))
		return false;
	return (size_t)snprintf(buf, size, strchr(inner, '|') ? "~(%s)" : "~%s", inner) < size;
}
