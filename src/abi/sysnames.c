/* SPDX-License-Identifier: MIT */
/*
 * sysnames.c - syscall names and numbers of each ABI, and the release that
 * added each call, looked up in the kernel's syscall tables that
 * scripts/gen-syscalls generates into syscalls.c (libseccomp's own tables
 * are not used).
 */
#include <errno.h>
#include <string.h>

#include "abi.h"
#include "syscalls.h"

/* The call numbered nr (nr_base included) in abi's table, or NULL. */
const struct sc_syscall *sc_syscall_of(const struct seccache_arch *abi, uint32_t nr)
{
	const struct sc_syscall_table *t = abi ? sc_arch_def_of(abi)->calls : NULL;
	uint32_t idx = abi ? nr - abi->nr_base : 0;
	size_t lo = 0, hi = t ? t->n : 0;

	if (!t || nr < abi->nr_base || idx >= t->nr_count)
		return NULL;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (t->calls[mid].nr < idx)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < t->n && t->calls[lo].nr == idx ? &t->calls[lo] : NULL;
}

/* The names are the kernel's own (syscalls.c); nothing is kept between calls. */
int seccache_syscall_name(const struct seccache_arch *abi, uint32_t nr,
			  char *buf, size_t size, struct seccache_error *err)
{
	const struct sc_syscall *call = sc_syscall_of(abi, nr);
	size_t len;

	if (!call)
		return sc_fail(err, -ENOENT, -1, "no syscall %u in %s", nr,
			       abi ? abi->name : "(no ABI)");
	len = strlen(call->name);
	if (len >= size)
		return sc_fail(err, -ERANGE, -1, "syscall name longer than %zu bytes",
			       size);
	memcpy(buf, call->name, len + 1);
	return 0;
}

int seccache_syscall_number(const struct seccache_arch *abi, const char *name,
			    uint32_t *nr, struct seccache_error *err)
{
	const struct sc_syscall_table *t = abi ? sc_arch_def_of(abi)->calls : NULL;
	size_t lo = 0, hi = t && name ? t->n : 0;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = strcmp(t->calls[t->by_name[mid]].name, name);

		if (!c) {
			*nr = t->calls[t->by_name[mid]].nr + abi->nr_base;
			return 0;
		}
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return sc_fail(err, -ENOENT, -1, "no syscall %s in %s", name ? name : "(null)",
		       abi ? abi->name : "(no ABI)");
}

int seccache_syscall_since(const struct seccache_arch *abi, uint32_t nr,
			   uint32_t *version, struct seccache_error *err)
{
	const struct sc_syscall *call = sc_syscall_of(abi, nr);

	if (!call)
		return sc_fail(err, -ENOENT, -1, "no syscall %u in %s", nr,
			       abi ? abi->name : "(no ABI)");
	*version = call->since;
	return 0;
}

const char *seccache_syscall_tables_release(void)
{
	return sc_syscalls_linux;
}
