/* SPDX-License-Identifier: MIT */
/*
 * dangerous.c - the calls an audit calls dangerous when a filter lets
 * them run: why, how much it matters, and since when Linux has each (the
 * syscall tables say so from 5.1 on; the releases before are written
 * here, from each call's history). Kept to calls a sandbox seldom needs:
 * those every program makes (mmap, mprotect) would need their arguments.
 */
#include <string.h>

#include "report.h"

#define KV(a, b, c) SECCACHE_KERNEL_VERSION(a, b, c)

static const char KERNEL_CODE[] =
	"runs code of the caller's choosing in the kernel (CAP_SYS_MODULE or CAP_SYS_BOOT "
	"needed, and nothing else stands in the way)";
static const char HANDLES[] =
	"opens any file of a mounted file system by its handle, past the container's root "
	"(CAP_DAC_READ_SEARCH: the \"shocker\" escape)";
static const char IO_PORTS[] =
	"reaches the machine's I/O ports (CAP_SYS_RAWIO)";
static const char IO_URING[] =
	"its operations (IORING_OP_OPENAT, _CONNECT, _SENDMSG, ...) run without any "
	"system call, so the filters never see them: every rule on the calls it does is moot";
static const char PTRACE[] =
	"reads and changes the memory and registers of the caller's other processes";
static const char OTHER_MEMORY[] =
	"reads or writes the memory of another process of the same user";
static const char BPF_PERF[] =
	"a large kernel attack surface (eBPF programs, perf events), often open to "
	"unprivileged users";
static const char USERFAULTFD[] =
	"pauses the kernel at a page fault of the caller's choosing: the race window of many "
	"kernel exploits (unless vm.unprivileged_userfaultfd=0)";
static const char MOUNT[] =
	"mounts file systems: open to any user inside a user namespace, and their code is "
	"kernel attack surface";
static const char NAMESPACES[] =
	"enters or makes namespaces: a new user namespace gives CAP_SYS_ADMIN over its own "
	"mounts, network and more, the first step of many kernel exploits";
static const char KEYRINGS[] =
	"the kernel keyrings, which are not namespaced: keys are shared with the host";
static const char PERSONALITY[] =
	"READ_IMPLIES_EXEC and ADDR_NO_RANDOMIZE turn off W^X and ASLR for the programs it "
	"runs next";
static const char LDT[] =
	"x86 descriptor tables and vm86 mode: rarely used code with a history of kernel bugs";
static const char STEAL_FD[] =
	"takes a descriptor from another process that ptrace could attach to";
static const char SYSTEM[] =
	"changes the whole machine (clock, host name, swap, reboot, accounting, kernel log), "
	"if a capability lets it";

static const struct sc_danger dangers[] = {
	{ "init_module", SECCACHE_SEVERITY_HIGH, KV(1, 0, 0), KERNEL_CODE },
	{ "finit_module", SECCACHE_SEVERITY_HIGH, KV(3, 8, 0), KERNEL_CODE },
	{ "kexec_load", SECCACHE_SEVERITY_HIGH, KV(2, 6, 13), KERNEL_CODE },
	{ "kexec_file_load", SECCACHE_SEVERITY_HIGH, KV(3, 17, 0), KERNEL_CODE },
	{ "open_by_handle_at", SECCACHE_SEVERITY_HIGH, KV(2, 6, 39), HANDLES },
	{ "iopl", SECCACHE_SEVERITY_HIGH, KV(1, 0, 0), IO_PORTS },
	{ "ioperm", SECCACHE_SEVERITY_HIGH, KV(1, 0, 0), IO_PORTS },
	{ "io_uring_setup", SECCACHE_SEVERITY_HIGH, 0, IO_URING },
	{ "ptrace", SECCACHE_SEVERITY_MEDIUM, KV(1, 0, 0), PTRACE },
	{ "process_vm_readv", SECCACHE_SEVERITY_MEDIUM, KV(3, 2, 0), OTHER_MEMORY },
	{ "process_vm_writev", SECCACHE_SEVERITY_MEDIUM, KV(3, 2, 0), OTHER_MEMORY },
	{ "bpf", SECCACHE_SEVERITY_MEDIUM, KV(3, 18, 0), BPF_PERF },
	{ "perf_event_open", SECCACHE_SEVERITY_MEDIUM, KV(2, 6, 31), BPF_PERF },
	{ "userfaultfd", SECCACHE_SEVERITY_MEDIUM, KV(4, 3, 0), USERFAULTFD },
	{ "mount", SECCACHE_SEVERITY_MEDIUM, KV(1, 0, 0), MOUNT },
	{ "fsopen", SECCACHE_SEVERITY_MEDIUM, 0, MOUNT },
	{ "fsmount", SECCACHE_SEVERITY_MEDIUM, 0, MOUNT },
	{ "move_mount", SECCACHE_SEVERITY_MEDIUM, 0, MOUNT },
	{ "open_tree", SECCACHE_SEVERITY_MEDIUM, 0, MOUNT },
	{ "mount_setattr", SECCACHE_SEVERITY_MEDIUM, 0, MOUNT },
	{ "pivot_root", SECCACHE_SEVERITY_MEDIUM, KV(2, 4, 0), MOUNT },
	{ "unshare", SECCACHE_SEVERITY_MEDIUM, KV(2, 6, 16), NAMESPACES },
	{ "setns", SECCACHE_SEVERITY_MEDIUM, KV(3, 0, 0), NAMESPACES },
	{ "keyctl", SECCACHE_SEVERITY_LOW, KV(2, 6, 10), KEYRINGS },
	{ "add_key", SECCACHE_SEVERITY_LOW, KV(2, 6, 10), KEYRINGS },
	{ "request_key", SECCACHE_SEVERITY_LOW, KV(2, 6, 10), KEYRINGS },
	{ "personality", SECCACHE_SEVERITY_LOW, KV(1, 2, 0), PERSONALITY },
	{ "modify_ldt", SECCACHE_SEVERITY_LOW, KV(1, 0, 0), LDT },
	{ "vm86", SECCACHE_SEVERITY_LOW, KV(2, 0, 0), LDT },
	{ "vm86old", SECCACHE_SEVERITY_LOW, KV(1, 0, 0), LDT },
	{ "pidfd_getfd", SECCACHE_SEVERITY_LOW, 0, STEAL_FD },
	{ "settimeofday", SECCACHE_SEVERITY_LOW, KV(1, 0, 0), SYSTEM },
	{ "clock_settime", SECCACHE_SEVERITY_LOW, KV(2, 6, 0), SYSTEM },
	{ "clock_adjtime", SECCACHE_SEVERITY_LOW, KV(2, 6, 39), SYSTEM },
	{ "adjtimex", SECCACHE_SEVERITY_LOW, KV(1, 0, 0), SYSTEM },
	{ "sethostname", SECCACHE_SEVERITY_LOW, KV(1, 0, 0), SYSTEM },
	{ "setdomainname", SECCACHE_SEVERITY_LOW, KV(1, 0, 0), SYSTEM },
	{ "swapon", SECCACHE_SEVERITY_LOW, KV(1, 0, 0), SYSTEM },
	{ "swapoff", SECCACHE_SEVERITY_LOW, KV(1, 0, 0), SYSTEM },
	{ "reboot", SECCACHE_SEVERITY_LOW, KV(1, 0, 0), SYSTEM },
	{ "acct", SECCACHE_SEVERITY_LOW, KV(1, 0, 0), SYSTEM },
	{ "syslog", SECCACHE_SEVERITY_LOW, KV(1, 0, 0), SYSTEM },
};

const struct sc_danger *sc_danger_at(size_t i)
{
	return i < ARRAY_SIZE(dangers) ? &dangers[i] : NULL;
}

/*
 * The release that added d's call to abi: the tables' (5.1 and later),
 * else the table's above; 0 where neither knows.
 */
uint32_t sc_danger_since(const struct sc_danger *d, const struct seccache_arch *abi)
{
	uint32_t nr, since = 0;

	if (!seccache_syscall_number(abi, d->name, &nr, NULL))
		seccache_syscall_since(abi, nr, &since, NULL);
	return since ? since : d->before;
}

/*
 * Linux 4.8 ("seccomp: run seccomp after ptrace") moved the filters after
 * the tracer's stop: before it, a tracer could change a call the filters
 * had already allowed, so a filtered process that may ptrace another of
 * the same filters escapes them.
 */
bool sc_ptrace_escapes(const struct seccache_kernel *k)
{
	return k && SECCACHE_KERNEL_VERSION(k->major, k->minor, 0) < KV(4, 8, 0);
}
