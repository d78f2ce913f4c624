/* SPDX-License-Identifier: MIT */
/*
 * expect.c - what a call through the kernel must do: its outcome for the
 * stack's result, whether it may run (syscalls without side effects), the
 * instruction pointer it is made from, and random arguments for it.
 */
#include <errno.h>
#include <linux/audit.h>

#include "kguest.h"
#include "kstubs.h"

#define MAX_ERRNO	4095

/*
 * Syscalls without side effects, allowed to run: getpid and its kind, by
 * name in the ABI of the call; the 32-bit uid calls where an ABI also has
 * the 16-bit ones (i386, arm).
 */
bool kguest_harmless(uint32_t arch, uint32_t nr)
{
	static const char *const names[][2] = {
		{ "sched_yield" }, { "getpid" }, { "getppid" }, { "getpgrp" },
		{ "gettid" }, { "getuid32", "getuid" }, { "getgid32", "getgid" },
		{ "geteuid32", "geteuid" }, { "getegid32", "getegid" },
	};
	const struct seccache_arch *abi = seccache_arch_of(seccache_arch_host(), arch, nr);

	for (size_t i = 0; abi && i < sizeof(names) / sizeof(names[0]); i++) {
		uint32_t known;

		if (seccache_syscall_number(abi, names[i][0], &known, NULL) &&
		    (!names[i][1] || seccache_syscall_number(abi, names[i][1], &known, NULL)))
			continue;
		if (known == nr)
			return true;
	}
	return false;
}

/*
 * The instruction_pointer of a call of arch through kh_call(); 0 for the
 * compat ABI of an architecture other than x86_64, which cannot be called.
 */
uint64_t kguest_call_ip(uint32_t arch)
{
#ifdef __x86_64__
	if (arch == AUDIT_ARCH_I386)
		return (uint64_t)(uintptr_t)kh_stub32_ret;
#endif
	return arch == seccache_arch_host()->audit_arch ? (uint64_t)(uintptr_t)kh_native_ret : 0;
}

/* What a call must do when the stack returns raw (__seccomp_filter()). */
void kguest_expect(uint32_t raw, struct call *call)
{
	uint32_t eff = seccache_action_effective(raw);
	uint32_t data = eff & SECCACHE_RET_DATA;

	call->want = RETURNED;
	switch (eff & SECCACHE_RET_ACTION_FULL) {
	case SECCACHE_RET_KILL_PROCESS:
		call->want = PROCESS_KILLED;
		break;
	case SECCACHE_RET_KILL_THREAD:
		call->want = THREAD_KILLED;
		break;
	case SECCACHE_RET_TRAP:
		call->want = TRAPPED;
		call->want_value = data;
		break;
	case SECCACHE_RET_ERRNO:
		call->want_value = -(long)(data > MAX_ERRNO ? MAX_ERRNO : data);
		break;
	case SECCACHE_RET_TRACE:
	case SECCACHE_RET_USER_NOTIF:
		/* No tracer and no listener. */
		call->want_value = -ENOSYS;
		break;
	default:
		call->want_value = 1;	/* ran: not an error */
		break;
	}
}

bool kguest_outcome_ok(const struct call *call, enum kind kind, long value)
{
	if (kind != call->want)
		return false;
	if (kind == THREAD_KILLED || kind == PROCESS_KILLED)
		return true;
	if (kind == RETURNED && call->want_value == 1)
		return value >= 0;
	return value == call->want_value;
}

/* Random arguments for a call of arch (gen_data(): 32-bit ones for a 32-bit ABI). */
void kguest_random_call(struct gen_rng *rng, uint32_t arch, uint32_t nr,
			uint64_t ip, struct seccache_data *d)
{
	gen_data(rng, NULL, &arch, 1, d);
	d->nr = nr;
	d->instruction_pointer = ip;
}
