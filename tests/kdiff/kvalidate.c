/* SPDX-License-Identifier: MIT */
/*
 * kvalidate.c - validation by the running kernel.
 *
 * Validation asks seccomp() to attach each program to a child whose filter
 * stack is already full (MAX_INSNS_PER_PATH): the kernel checks a
 * program (seccomp_prepare_filter: -EINVAL) before it checks the stack's
 * length (seccomp_attach_filter: -ENOMEM), so a program is valid iff the
 * attach fails with ENOMEM, and nothing is ever attached.
 */
#include <errno.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stdbool.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "kchild.h"
#include "kharness.h"

static long attach(unsigned int flags, const struct sock_filter *insns, size_t len)
{
	struct sock_fprog prog = { (unsigned short)len, (struct sock_filter *)insns };

	return syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, flags, &prog);
}

enum validate_exit {
	VX_OK,
	VX_NNP,
	VX_PAD,			/* a padding filter was refused */
	VX_ORDER,		/* an invalid program was not refused first */
	VX_ATTACHED,		/* a program under test got attached */
};

static const char *const validate_reasons[] = {
	[VX_NNP] = "PR_SET_NO_NEW_PRIVS failed",
	[VX_PAD] = "a padding filter was refused",
	[VX_ORDER] = "an invalid program was not refused before the length check",
	[VX_ATTACHED] = "a program was attached: the stack was not full",
};

static bool attach_fails(const struct sock_filter *insns, size_t len, int err)
{
	return attach(0, insns, len) < 0 && errno == err;
}

/*
 * Fill the stack until not even a one-instruction filter fits. The limit of
 * seccomp_attach_filter() counts prog->len after bpf_migrate_filter(), the
 * converted eBPF length (a classic RET is 2, plus a 3-instruction prologue),
 * so rather than compute it, halve the padding length on each ENOMEM.
 */
static int fill_stack(void)
{
	static struct sock_filter allow[SECCACHE_MAXINSNS];
	static const struct sock_filter bad_load[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	size_t len = SECCACHE_MAXINSNS;

	for (size_t i = 0; i < SECCACHE_MAXINSNS; i++)
		allow[i] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW);
	while (len) {
		if (attach(0, allow, len) == 0)
			continue;
		if (errno != ENOMEM)
			return VX_PAD;
		len /= 2;
	}
	if (!attach_fails(bad_load, 2, EINVAL))
		return VX_ORDER;
	return VX_OK;
}

static int validate_child(const struct kh_prog *progs, size_t n, int *verdicts)
{
	int ret;

	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0))
		return VX_NNP;
	ret = fill_stack();
	if (ret)
		return ret;
	for (size_t i = 0; i < n; i++) {
		if (!attach(0, (const struct sock_filter *)progs[i].insns, progs[i].len))
			return VX_ATTACHED;
		verdicts[i] = errno == ENOMEM ? 0 : -errno;
	}
	return VX_OK;
}

int kh_validate(const struct kh_prog *progs, size_t n, int *verdicts,
		char *msg, size_t msg_size)
{
	size_t size = n * sizeof(*verdicts) + 1;
	int *shared = kh_map_shared(size);
	char how[64];
	int status;
	pid_t pid;

	if (!shared)
		return kh_fail(msg, msg_size, -errno, "mmap: %s", strerror(errno));
	for (size_t i = 0; i < n; i++)
		if (progs[i].len > UINT16_MAX) {
			munmap(shared, size);
			return kh_fail(msg, msg_size, -E2BIG, "program %zu: length %zu",
				    i, progs[i].len);
		}
	pid = fork();
	if (pid == 0)
		_exit(validate_child(progs, n, shared));
	status = pid < 0 ? -1 : kh_wait_child(pid);
	if (status == 0)
		memcpy(verdicts, shared, n * sizeof(*verdicts));
	munmap(shared, size);
	if (status == 0)
		return 0;
	if (pid < 0)
		return kh_fail(msg, msg_size, -errno, "fork: %s", strerror(errno));
	if (WIFEXITED(status) && WEXITSTATUS(status) < (int)(sizeof(validate_reasons) /
							     sizeof(validate_reasons[0])))
		return kh_fail(msg, msg_size, -EPROTO, "validation child: %s",
			    validate_reasons[WEXITSTATUS(status)]);
	kh_describe_status(how, sizeof(how), status);
	return kh_fail(msg, msg_size, -EPROTO, "validation child: %s", how);
}
