/* SPDX-License-Identifier: MIT */
/*
 * ebpfload.c - seccache_ebpf_load(), _attach() and _install(): a compiled
 * eBPF filter (ebpf.c) into the kernel with libbpf. Its table and sets
 * become hash maps read-only to programs and frozen before the program is
 * attached, as SECCOMP_FILTER_FLAG_BPF requires: nothing can change them
 * afterwards. Without libbpf at build time every call is -EOPNOTSUPP.
 */
#include <errno.h>
#include <linux/bpf.h>
#include <linux/seccomp.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "ebpf.h"

/* The series' constants (kernel/ebpf/), newer than the system's headers. */
#define PROG_TYPE_SECCOMP	33	/* BPF_PROG_TYPE_SECCOMP */
#define FILTER_FLAG_BPF		(1U << 6)	/* SECCOMP_FILTER_FLAG_BPF */

struct seccomp_bpf_args {
	uint32_t prog_fd;
	uint32_t table_fd;
};

#ifdef SECCACHE_HAVE_LIBBPF
#include <bpf/bpf.h>

/* A hash map of n keys of key_size bytes and 32-bit values, read-only to programs. */
static int new_map(uint32_t key_size, size_t n)
{
	LIBBPF_OPTS(bpf_map_create_opts, o, .map_flags = BPF_F_RDONLY_PROG);
	int fd = bpf_map_create(BPF_MAP_TYPE_HASH, "seccache", key_size, sizeof(uint32_t),
				n ? (uint32_t)n : 1, &o);

	return fd < 0 ? -errno : fd;
}

static int fail_map(int fd, struct seccache_error *err)
{
	int ret = -errno;

	close(fd);
	return sc_fail(err, ret, -1, "a map for an eBPF filter: %s", strerror(-ret));
}

static int table_map(const struct ebpf_filter *f, struct seccache_error *err)
{
	int fd = new_map(2 * sizeof(uint32_t), f->n_table);

	if (fd < 0)
		return sc_fail(err, fd, -1, "a map for an eBPF filter: %s", strerror(-fd));
	for (size_t i = 0; i < f->n_table; i++) {
		uint32_t key[2] = { f->table[i].nr, f->table[i].arch };

		if (bpf_map_update_elem(fd, key, &f->table[i].ret, BPF_ANY))
			return fail_map(fd, err);
	}
	return bpf_map_freeze(fd) ? fail_map(fd, err) : fd;
}

static int set_map(const struct ebpf_set *set, struct seccache_error *err)
{
	const uint32_t one = 1;
	int fd = new_map(sizeof(uint32_t), set->n);

	if (fd < 0)
		return sc_fail(err, fd, -1, "a map for an eBPF filter: %s", strerror(-fd));
	for (size_t i = 0; i < set->n; i++)
		if (bpf_map_update_elem(fd, &set->keys[i], &one, BPF_ANY))
			return fail_map(fd, err);
	return bpf_map_freeze(fd) ? fail_map(fd, err) : fd;
}

/* Whether this kernel has the program type at all: a program that allows. */
static bool kernel_has_type(void)
{
	const struct bpf_insn allow[] = {
		{ .code = BPF_ALU | BPF_MOV | BPF_K, .imm = (int32_t)SECCOMP_RET_ALLOW },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	int fd = bpf_prog_load(PROG_TYPE_SECCOMP, NULL, "GPL", allow, 2, NULL);

	if (fd >= 0)
		close(fd);
	return fd >= 0 || errno != EINVAL;
}

/* The verifier's last line, where it says why it refused: into log itself. */
static const char *last_line(char *log)
{
	size_t n = strlen(log);

	while (n && log[n - 1] == '\n')
		log[--n] = '\0';
	while (n && log[n - 1] != '\n')
		n--;
	return log + n;
}

static int load_failed(int e, char *log, struct seccache_error *err)
{
	const char *why = last_line(log);

	if (e == EINVAL && !kernel_has_type())
		return sc_fail(err, -EOPNOTSUPP, -1, "this kernel has no eBPF seccomp filters "
			       "(the seccache eBPF series, kernel/ebpf/)");
	if (e == EPERM)
		return sc_fail(err, -EPERM, -1, "loading an eBPF filter needs CAP_BPF");
	return sc_fail(err, -e, -1, "the kernel refused the eBPF program: %s%s%.200s",
		       strerror(e), *why ? ": " : "", why);
}

/* The program, its sets' ld_imm64 pointing at their maps. */
static int load_prog(const struct ebpf_filter *f, const int *set_fds,
		     struct seccache_error *err)
{
	struct bpf_insn *insns = malloc(f->n_insns * sizeof(*insns));
	/* Room for the verifier's whole log: a short one ends in ENOSPC. */
	static const size_t log_size = 1 << 20;
	char *log = calloc(1, log_size);
	int fd;

	if (!insns || !log) {
		free(insns);
		free(log);
		return sc_fail(err, -ENOMEM, -1, "out of memory");
	}
	memcpy(insns, f->insns, f->n_insns * sizeof(*insns));
	for (size_t i = 0; i < f->n_insns; i++)
		if (insns[i].code == (BPF_LD | BPF_DW | BPF_IMM) &&
		    insns[i].src_reg == BPF_PSEUDO_MAP_FD)
			insns[i].imm = set_fds[insns[i].imm];
	{
		LIBBPF_OPTS(bpf_prog_load_opts, o, .log_buf = log, .log_size = log_size,
			    .log_level = 0);
		fd = bpf_prog_load(PROG_TYPE_SECCOMP, "seccache", "GPL", insns,
				   f->n_insns, &o);
	}
	if (fd < 0)
		fd = load_failed(errno, log, err);
	free(insns);
	free(log);
	return fd;
}

int seccache_ebpf_load(const struct seccache_ebpf *e, size_t i, int *prog_fd,
		       int *table_fd, struct seccache_error *err)
{
	const struct ebpf_filter *f;
	int *set_fds, ret = 0, table = -1;
	size_t n = 0;

	if (i >= e->n)
		return sc_fail(err, -EINVAL, -1, "no filter %zu", i);
	f = &e->filters[i];
	set_fds = calloc(f->n_sets + 1, sizeof(*set_fds));
	if (!set_fds)
		ret = sc_fail(err, -ENOMEM, -1, "out of memory");
	for (; !ret && n < f->n_sets; n++) {
		set_fds[n] = set_map(&f->sets[n], err);
		if (set_fds[n] < 0)
			ret = set_fds[n];
	}
	if (!ret)
		ret = table = table_map(f, err);
	if (ret >= 0)
		ret = *prog_fd = load_prog(f, set_fds, err);
	/* The program holds its sets; the caller holds the table. */
	for (size_t j = 0; j < n; j++)
		if (set_fds[j] >= 0)
			close(set_fds[j]);
	free(set_fds);
	if (ret < 0) {
		if (table >= 0)
			close(table);
		return ret;
	}
	*table_fd = table;
	return 0;
}

#else
int seccache_ebpf_load(const struct seccache_ebpf *e, size_t i, int *prog_fd,
		       int *table_fd, struct seccache_error *err)
{
	(void)e, (void)i, (void)prog_fd, (void)table_fd;
	return sc_fail(err, -EOPNOTSUPP, -1, "libseccache was built without libbpf");
}
#endif /* SECCACHE_HAVE_LIBBPF */

int seccache_ebpf_attach(int prog_fd, int table_fd, uint32_t flags,
			 struct seccache_error *err)
{
	struct seccomp_bpf_args args = { .prog_fd = (uint32_t)prog_fd,
					 .table_fd = (uint32_t)table_fd };

	long ret = syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, flags | FILTER_FLAG_BPF, &args);

	if (ret < 0)
		return sc_fail(err, -errno, -1, "attaching an eBPF filter: %s%s", strerror(errno),
			       errno == EACCES ? " (needs no_new_privs or CAP_SYS_ADMIN)" :
			       errno == EPERM ? " (a map that can still change)" :
			       errno == EINVAL ? " (a program, map or flag the kernel refuses, or "
						 "a kernel without the seccache eBPF series)" : "");
	return (int)ret;
}

/*
 * Every filter is loaded before the first is attached: a failed load must
 * not leave part of the stack attached, and the filters attached first may
 * deny bpf().
 */
int seccache_ebpf_install(const struct seccache_ebpf *e, struct seccache_error *err)
{
	int *fds = calloc(2 * e->n + 1, sizeof(*fds));
	size_t n = 0;
	int ret = fds ? 0 : sc_fail(err, -ENOMEM, -1, "out of memory");

	for (; !ret && n < e->n; n++)
		ret = seccache_ebpf_load(e, n, &fds[2 * n], &fds[2 * n + 1], err);
	if (ret)
		n--;	/* the failed one opened nothing */
	for (size_t i = 0; !ret && i < e->n; i++)
		ret = seccache_ebpf_attach(fds[2 * i], fds[2 * i + 1], e->filters[i].flags, err);
	for (size_t i = 0; i < 2 * n; i++)
		close(fds[i]);
	free(fds);
	return ret < 0 ? ret : 0;
}
