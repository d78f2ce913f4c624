/* SPDX-License-Identifier: MIT */
/*
 * load.c - filters from raw bytes: memory, files, standard input, and what
 * libseccomp exports. Raw means an array of struct sock_filter, 8 bytes per
 * instruction, native endian, as seccomp_export_bpf() and
 * PTRACE_SECCOMP_GET_FILTER produce. Also the one bounded file reader the
 * library's loaders share (seccache_read_file()).
 */
#include <errno.h>
#include <fcntl.h>
#include <seccomp.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "filter.h"

/* Larger than any valid program: 4096 instructions of 8 bytes. */
#define MAX_RAW_SIZE (SECCACHE_MAXINSNS * sizeof(struct seccache_insn))

int seccache_filter_from_bytes(const void *buf, size_t size,
			       struct seccache_filter **out,
			       struct seccache_error *err)
{
	return seccache_filter_from_bytes_order(buf, size, SECCACHE_ORDER_HOST, out, err);
}

/* Whether records in order need their fields swapped on this host. */
static bool swapped(enum seccache_byte_order order)
{
	if (order == SECCACHE_ORDER_HOST)
		return false;
	return (order == SECCACHE_ORDER_BIG) != SC_HOST_BIG_ENDIAN;
}

/* A program of records written by a machine of the other byte order. */
static void swap_records(struct seccache_insn *insns, size_t len)
{
	for (size_t i = 0; i < len; i++) {
		insns[i].code = __builtin_bswap16(insns[i].code);
		insns[i].k = __builtin_bswap32(insns[i].k);
	}
}

int seccache_filter_from_bytes_order(const void *buf, size_t size,
				     enum seccache_byte_order order,
				     struct seccache_filter **out,
				     struct seccache_error *err)
{
	size_t len = size / sizeof(struct seccache_insn);
	struct seccache_insn *insns;
	int ret;

	if (size == 0)
		return sc_fail(err, -EINVAL, -1, "empty program");
	if (size % sizeof(struct seccache_insn))
		return sc_fail(err, -EINVAL, -1,
			       "size %zu is not a multiple of 8 (struct sock_filter)",
			       size);
	if (size > MAX_RAW_SIZE)
		return sc_fail(err, -EINVAL, -1,
			       "%zu instructions: more than BPF_MAXINSNS (%d)",
			       len, SECCACHE_MAXINSNS);
	/* Copy to an aligned buffer: buf may be any byte address. */
	insns = malloc(size);
	if (!insns)
		return sc_fail(err, -ENOMEM, -1, "out of memory");
	memcpy(insns, buf, size);
	if (swapped(order))
		swap_records(insns, len);
	ret = seccache_filter_new(insns, len, out, err);
	free(insns);
	return ret;
}

/* Read at most limit bytes of fd; *size is set, -EFBIG past the limit. */
static int read_all(int fd, size_t limit, char **data, size_t *size)
{
	size_t cap = 4096, len = 0;
	char *buf = malloc(cap + 1);

	if (!buf)
		return -ENOMEM;
	for (;;) {
		ssize_t n;

		if (len == cap) {
			char *bigger;

			if (cap > limit) {
				free(buf);
				return -EFBIG;
			}
			bigger = realloc(buf, cap * 2 + 1);
			if (!bigger) {
				free(buf);
				return -ENOMEM;
			}
			buf = bigger;
			cap *= 2;
		}
		n = read(fd, buf + len, cap - len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			int e = -errno;

			free(buf);
			return e;
		}
		if (n == 0)
			break;
		len += (size_t)n;
	}
	if (len > limit) {
		free(buf);
		return -EFBIG;
	}
	buf[len] = '\0';
	*data = buf;
	*size = len;
	return 0;
}

static int fail_read(struct seccache_error *err, int code, const char *what,
		     size_t limit)
{
	if (code == -EFBIG)
		return sc_fail(err, code, -1, "%s: larger than %zu bytes",
			       what, limit);
	return sc_fail(err, code, -1, "%s: %s", what, strerror(-code));
}

int seccache_read_file(const char *path, size_t limit, char **data, size_t *size,
		       struct seccache_error *err)
{
	const char *what = strcmp(path, "-") ? path : "standard input";
	int fd = STDIN_FILENO, ret;

	if (strcmp(path, "-")) {
		fd = open(path, O_RDONLY | O_CLOEXEC);
		if (fd < 0)
			return fail_read(err, -errno, what, limit);
	}
	ret = read_all(fd, limit, data, size);
	if (fd != STDIN_FILENO)
		close(fd);
	return ret ? fail_read(err, ret, what, limit) : 0;
}

/* The raw records a read left in data (ret: how the read went). */
static int filter_from_read(char *data, size_t size, int ret,
			    enum seccache_byte_order order, const char *what,
			    struct seccache_filter **out, struct seccache_error *err)
{
	if (ret == -EFBIG)
		return sc_fail(err, -EINVAL, -1,
			       "%s: larger than BPF_MAXINSNS (%d) instructions",
			       what, SECCACHE_MAXINSNS);
	if (ret)
		return ret;
	ret = seccache_filter_from_bytes_order(data, size, order, out, err);
	free(data);
	return ret;
}

int seccache_filter_from_file(const char *path, struct seccache_filter **out,
			      struct seccache_error *err)
{
	size_t size = 0;
	char *data = NULL;
	int ret = seccache_read_file(path, MAX_RAW_SIZE, &data, &size, err);

	return filter_from_read(data, size, ret, SECCACHE_ORDER_HOST,
				strcmp(path, "-") ? path : "standard input", out, err);
}

/*
 * libseccomp writes a program in its arches' byte order (one per filter:
 * s390x's is big-endian on any host), so the export is read in it.
 */
static enum seccache_byte_order scmp_order(void *scmp_ctx)
{
	for (const struct seccache_arch *const *a = seccache_arch_all(); *a; a++) {
		uint32_t token = (*a)->scmp_name ?
				 seccomp_arch_resolve_name((*a)->scmp_name) : 0;

		if (token && seccomp_arch_exist((scmp_filter_ctx)scmp_ctx, token) == 0)
			return (*a)->big_endian ? SECCACHE_ORDER_BIG : SECCACHE_ORDER_LITTLE;
	}
	return SECCACHE_ORDER_HOST;
}

int seccache_filter_from_scmp(void *scmp_ctx, struct seccache_filter **out,
			      struct seccache_error *err)
{
	size_t size = 0;
	char *data = NULL;
	int fd, ret;

	fd = memfd_create("seccache-export", MFD_CLOEXEC);
	if (fd < 0)
		return sc_fail(err, -errno, -1, "memfd_create: %s",
			       strerror(errno));
	ret = seccomp_export_bpf((scmp_filter_ctx)scmp_ctx, fd);
	if (ret < 0) {
		close(fd);
		return sc_fail(err, ret, -1, "libseccomp could not export the filter: %s",
			       strerror(-ret));
	}
	if (lseek(fd, 0, SEEK_SET) < 0) {
		ret = -errno;
		close(fd);
		return sc_fail(err, ret, -1, "lseek: %s", strerror(-ret));
	}
	ret = read_all(fd, MAX_RAW_SIZE, &data, &size);
	close(fd);
	if (ret && ret != -EFBIG)
		ret = fail_read(err, ret, "libseccomp export", MAX_RAW_SIZE);
	return filter_from_read(data, size, ret, scmp_order(scmp_ctx),
				"libseccomp export", out, err);
}
