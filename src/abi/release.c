/* SPDX-License-Identifier: MIT */
/*
 * release.c - what seccache knows of kernel releases: reading one, whether
 * the allow cache exists for an architecture, the size of its bitmaps
 * (NR_syscalls by version, from the tables' releases), which calls a
 * release has, and the calls that pass without any filter
 * (seccomp_uprobe_exception()).
 *
 * Kernel facts are keyed by mainline version only; distribution kernels
 * that backport features are approximated by the version they report.
 */
#include <ctype.h>
#include <errno.h>
#include <linux/audit.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>

#include "abi.h"
#include "syscalls.h"

#define KV(a, b, c) SECCACHE_KERNEL_VERSION(a, b, c)

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
	k->series = strstr(release, "seccache") != NULL;
	return 0;
}

void seccache_kernel_newest(struct seccache_kernel *k)
{
	seccache_kernel_parse(sc_syscalls_linux, k, NULL);
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
	const struct sc_arch_def *def;

	if (!k || !native)
		return false;
	def = sc_arch_def_of(native->native);
	return def->cache_since && kernel_version(k) >= def->cache_since;
}

/*
 * NR_syscalls of a release: the highest number of the ABI's table that the
 * release has, plus one (the tables say which release added each call).
 */
/* X32_NR_syscalls: the legacy x32 range ends at 547 (syscall_64.tbl). */
#define X32_NR_SYSCALLS SC_NR_COUNT_X32

/* NR_syscalls of abi (not x32) in kernel k, with or without a cache. */
uint32_t sc_release_nr_count(const struct seccache_kernel *k,
			     const struct seccache_arch *abi)
{
	const struct sc_syscall_table *t = sc_arch_def_of(abi)->calls;
	uint32_t v = kernel_version(k);

	for (size_t i = t->n; i-- > 0;)
		if (t->calls[i].since <= v)
			return t->calls[i].nr + 1U;
	return 0;
}

/*
 * Kernels are assumed built as their architecture's default configuration
 * has them: without a compat ABI that CONFIG_COMPAT=n drops, the cache and
 * /proc/PID/seccomp_cache have no slots for it (no SECCOMP_ARCH_COMPAT).
 */
static bool compat_configured(const struct seccache_kernel *k,
			      const struct seccache_arch *abi)
{
	uint32_t off = sc_arch_def_of(abi)->compat_off_since;

	return !off || kernel_version(k) < off;
}

uint32_t seccache_kernel_nr_count(const struct seccache_kernel *k,
				  const struct seccache_arch *abi)
{
	if (!k || !abi || !seccache_kernel_has_cache(k, abi->native) ||
	    !compat_configured(k, abi))
		return 0;
	/* Mainline never caches x32; the series does, over its legacy range. */
	if (abi->native->x32 == abi)
		return k->series ? X32_NR_SYSCALLS : 0;
	return sc_release_nr_count(k, abi);
}
bool seccache_kernel_has_syscall(const struct seccache_kernel *k,
				 const struct seccache_arch *abi, uint32_t nr)
{
	const struct sc_syscall *call = sc_syscall_of(abi, nr);

	return call && (!k || call->since <= kernel_version(k));
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

/* Whether abi is x86_64's native ABI: x32 shares its AUDIT_ARCH value. */
static bool is_x86_64(const struct seccache_arch *abi)
{
	return abi && abi->native == abi && abi->audit_arch == AUDIT_ARCH_X86_64;
}

static const struct passthrough *passthrough_of(const struct seccache_arch *abi,
						uint32_t nr)
{
	for (size_t i = 0; is_x86_64(abi) && i < ARRAY_SIZE(x86_64_passthroughs); i++)
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
	if (!k || !is_x86_64(native) || arch != native->audit_arch)
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
