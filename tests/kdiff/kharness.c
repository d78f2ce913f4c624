/* SPDX-License-Identifier: MIT */
/*
 * kharness.c - the harness's common ground: case counts, the outcome a
 * prediction means, which calls this machine can make, whether filters can
 * be tested here at all, and the helpers of the children kvalidate.c
 * (validation) and krun.c (evaluation) fork.
 */
#include <errno.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include "kchild.h"
#include "kharness.h"
#include "kstubs.h"

#ifndef KH_CASES_OVERRIDE
#define KH_CASES_OVERRIDE 0
#endif

#define MAX_ERRNO 4095

/* ------------------------------------------------------------------ */
/* Small helpers                                                       */
/* ------------------------------------------------------------------ */

__attribute__((format(printf, 4, 5)))
int kh_fail(char *msg, size_t size, int code, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, size, fmt, ap);
	va_end(ap);
	return code;
}

void *kh_map_shared(size_t size)
{
	void *p = mmap(NULL, size, PROT_READ | PROT_WRITE,
		       MAP_SHARED | MAP_ANONYMOUS, -1, 0);

	return p == MAP_FAILED ? NULL : p;
}

void kh_describe_status(char *buf, size_t size, int status)
{
	if (WIFEXITED(status))
		snprintf(buf, size, "exit %d", WEXITSTATUS(status));
	else if (WIFSIGNALED(status))
		snprintf(buf, size, "signal %s", strsignal(WTERMSIG(status)));
	else
		snprintf(buf, size, "status %#x", (unsigned int)status);
}

int kh_wait_child(pid_t pid)
{
	int status;

	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR)
			return -1;
	return status;
}

size_t kh_cases(size_t base)
{
	const char *env = getenv("SECCACHE_KDIFF_SCALE");
	double scale = env && *env ? strtod(env, NULL) : 1.0;
	double n;

	if (KH_CASES_OVERRIDE > 0)
		base = KH_CASES_OVERRIDE;
	if (!(scale > 0))
		scale = 1.0;
	n = (double)base * scale;
	return n < 1 ? 1 : (size_t)n;
}

/* ------------------------------------------------------------------ */
/* Expectations                                                        */
/* ------------------------------------------------------------------ */

static const char *const kind_names[KH_KINDS] = {
	[KH_NOTIFIED] = "NOTIFIED",
	[KH_MISNOTIFIED] = "MISNOTIFIED",
	[KH_RETURNED] = "RETURNED",
	[KH_TRAPPED] = "TRAPPED",
	[KH_THREAD_KILLED] = "THREAD_KILLED",
	[KH_PROCESS_KILLED] = "PROCESS_KILLED",
};

const char *kh_kind_name(enum kh_kind kind)
{
	return (unsigned int)kind < KH_KINDS ? kind_names[kind] : "?";
}

int kh_outcome_format(struct kh_outcome o, char *buf, size_t size)
{
	if (o.kind == KH_NOTIFIED && o.value == KH_MARKER)
		return snprintf(buf, size, "NOTIFIED");
	return snprintf(buf, size, "%s(%lld)", kh_kind_name(o.kind),
			(long long)o.value);
}

struct kh_outcome kh_expect(uint32_t raw)
{
	uint32_t ret = seccache_action_effective(raw);
	uint32_t data = ret & SECCACHE_RET_DATA;

	/* seccomp_run_filters(): the catcher beats anything weaker, known or not. */
	if (seccache_action_beats(SECCACHE_RET_USER_NOTIF, raw))
		return (struct kh_outcome){ KH_NOTIFIED, KH_MARKER };
	switch (ret & SECCACHE_RET_ACTION_FULL) {
	case SECCACHE_RET_KILL_PROCESS:
		return (struct kh_outcome){ KH_PROCESS_KILLED, 0 };
	case SECCACHE_RET_KILL_THREAD:
		return (struct kh_outcome){ KH_THREAD_KILLED, 0 };
	case SECCACHE_RET_TRAP:
		return (struct kh_outcome){ KH_TRAPPED, data };
	case SECCACHE_RET_ERRNO:	/* __seccomp_filter() clamps to MAX_ERRNO */
		return (struct kh_outcome){ KH_RETURNED, -(int64_t)(data > MAX_ERRNO ? MAX_ERRNO : data) };
	default:	/* USER_NOTIF: it ties with the catcher and has no listener */
		return (struct kh_outcome){ KH_RETURNED, -ENOSYS };
	}
}

/* ------------------------------------------------------------------ */
/* Calls                                                               */
/* ------------------------------------------------------------------ */

bool kh_i386_available(void)
{
	static int available = -1;
	pid_t pid;
	int status;

	if (available >= 0)
		return available;
	/* Unfiltered, so i386 getpid (20) really runs: harmless. */
	pid = fork();
	if (pid == 0)
		_exit(kh_stub32(20, 0, 0, 0, 0, 0, 0) == getpid() ? 0 : 1);
	status = pid < 0 ? -1 : kh_wait_child(pid);
	available = status == 0;
	return available;
}

uint64_t kh_ip(uint32_t arch)
{
	return kh_stub_addr(arch == AUDIT_ARCH_I386 ? kh_stub32_ret : kh_native_ret);
}

bool kh_input_ok(const struct seccache_data *d)
{
	static struct seccache_kernel kernel;
	static bool have_kernel;
	const struct seccache_arch *host = seccache_arch_host();

	if (!have_kernel)
		have_kernel = !seccache_kernel_running(&kernel, NULL);
	if (d->instruction_pointer != kh_ip(d->arch))
		return false;
	if (d->arch == AUDIT_ARCH_I386) {
		for (size_t i = 0; i < 6; i++)
			if (d->args[i] > UINT32_MAX)
				return false;
		return kh_i386_available();
	}
	return d->arch == AUDIT_ARCH_X86_64 && have_kernel &&
	       !seccache_kernel_passthrough(&kernel,
					    seccache_arch_of(host, d->arch, d->nr),
					    d->nr);
}

bool kh_usable(void)
{
	static const struct seccache_insn allow = { BPF_RET | BPF_K, 0, 0,
						    SECCACHE_RET_ALLOW };
	struct kh_prog prog = { &allow, 1 };
	struct seccache_data d = { .nr = 39, .arch = AUDIT_ARCH_X86_64 };
	struct kh_outcome out;
	char msg[256];

	d.instruction_pointer = kh_ip(d.arch);
	if (kh_run(&prog, 1, &d, 1, &out, msg, sizeof(msg))) {
		printf("seccomp filters cannot be tested here (%s): skipped\n", msg);
		return false;
	}
	if (!kh_i386_available())
		printf("int $0x80 does not reach the i386 ABI: ia32 numbers skipped\n");
	return true;
}
