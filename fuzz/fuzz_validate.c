/* SPDX-License-Identifier: MIT */
/*
 * fuzz_validate.c - the loader and validator against the running kernel.
 *
 * The oracle is the kernel itself, asked without installing anything: at
 * start-up this process fills its seccomp path budget exactly (filters
 * whose eBPF lengths plus 4 each sum to MAX_INSNS_PER_PATH = 32768). From then
 * on seccomp(SECCOMP_SET_MODE_FILTER) fails with EINVAL in
 * seccomp_prepare_filter() for a program the kernel refuses, and with
 * ENOMEM in seccomp_attach_filter() for one it accepts. Where seccomp is
 * unavailable, the target still checks that loading never crashes.
 */
#include <errno.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "seccache.h"

static int kernel_oracle;
static unsigned long agreed_accept, agreed_refuse;

static void print_counts(void)
{
	if (kernel_oracle)
		fprintf(stderr, "fuzz_validate: kernel agreed on %lu accepted and %lu refused programs\n",
			agreed_accept, agreed_refuse);
}

static long install(const struct seccache_insn *insns, size_t len)
{
	struct sock_fprog prog = {
		.len = (unsigned short)len,
		.filter = (struct sock_filter *)insns,
	};

	return syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &prog);
}

/*
 * Fill the path budget with ALLOW programs. The kernel counts eBPF
 * instructions: n RET K translate to 3 + 2n, so 3 * (8195 + 4) + (8167 + 4)
 * is exactly 32768.
 */
static int fill_path_budget(void)
{
	static struct seccache_insn pad[SECCACHE_MAXINSNS];

	for (size_t i = 0; i < SECCACHE_MAXINSNS; i++)
		pad[i] = (struct seccache_insn){ 0x06, 0, 0, SECCACHE_RET_ALLOW };
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0))
		return -1;
	for (int i = 0; i < 3; i++)
		if (install(pad, SECCACHE_MAXINSNS))
			return -1;
	return install(pad, 4082) ? -1 : 0;
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	kernel_oracle = !fill_path_budget();
	atexit(print_counts);
	if (!kernel_oracle)
		fprintf(stderr, "fuzz_validate: no seccomp here; checking crashes only\n");
	return 0;
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct seccache_filter *f = NULL;
	struct seccache_error err = { 0 };
	size_t len = size / sizeof(struct seccache_insn);
	struct seccache_insn *insns;
	int ours;
	long theirs;

	ours = seccache_filter_from_bytes(data, size, &f, &err);
	seccache_filter_free(f);
	if (!kernel_oracle || size % sizeof(struct seccache_insn) || len > 0xffff)
		return 0;
	/* The kernel reads only len instructions; len 0 is refused by both. */
	insns = malloc(len ? size : 8);
	if (!insns)
		return 0;
	memcpy(insns, data, size);
	theirs = install(insns, len);
	free(insns);
	if (theirs == 0 || (errno != EINVAL && errno != ENOMEM)) {
		fprintf(stderr, "kernel answered %ld errno %d\n", theirs, errno);
		abort();
	}
	if ((ours == 0) != (errno == ENOMEM)) {
		fprintf(stderr, "seccache %s (%s), kernel %s\n",
			ours ? "refuses" : "accepts", ours ? err.msg : "",
			errno == ENOMEM ? "accepts" : "refuses");
		abort();
	}
	if (ours == 0)
		agreed_accept++;
	else
		agreed_refuse++;
	return 0;
}
