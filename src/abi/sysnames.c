/* SPDX-License-Identifier: MIT */
/*
 * sysnames.c - syscall names and numbers of each ABI, and the release that
 * added each call, looked up in the kernel's syscall tables that
 * scripts/gen-syscalls generates into syscalls.c (libseccomp's own tables
 * are not used), and in the private calls arch.c adds past them (ARM's).
 */
#include <errno.h>
#include <string.h>

#include "abi.h"
#include "syscalls.h"

/* The call numbered idx in t (numbers relative to t's start), or NULL. */
static const struct sc_syscall *table_call(const struct sc_syscall_table *t, uint32_t idx)
{
	size_t lo = 0, hi = t ? t->n : 0;

	if (!t || idx >= t->nr_count)
		return NULL;
	/* Not sc_lower_bound(): the calls' numbers are 16-bit. */
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (t->calls[mid].nr < idx)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < t->n && t->calls[lo].nr == idx ? &t->calls[lo] : NULL;
}

/* The call named name in t, or NULL. */
static const struct sc_syscall *table_named(const struct sc_syscall_table *t,
					    const char *name)
{
	size_t lo = 0, hi = t && name ? t->n : 0;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = strcmp(t->calls[t->by_name[mid]].name, name);

		if (!c)
			return &t->calls[t->by_name[mid]];
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

/* The table's calls first, then the private ones past it (ARM's 0xf0001...). */
const struct sc_syscall *sc_syscall_of(const struct seccache_arch *abi, uint32_t nr)
{
	const struct sc_arch_def *def = abi ? sc_arch_def_of(abi) : NULL;

	if (!def || nr < abi->nr_base)
		return NULL;
	nr -= abi->nr_base;
	if (nr < def->calls->nr_count)
		return table_call(def->calls, nr);
	if (def->priv_calls && nr >= def->priv_base)
		return table_call(def->priv_calls, nr - def->priv_base);
	return NULL;
}

bool sc_syscall_private_span(const struct seccache_arch *abi, uint32_t *first,
			     uint32_t *end)
{
	const struct sc_arch_def *def = abi ? sc_arch_def_of(abi) : NULL;

	if (!def || !def->priv_calls)
		return false;
	*first = abi->nr_base + def->priv_base;
	*end = *first + def->priv_calls->nr_count;
	return true;
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
	const struct sc_arch_def *def = abi ? sc_arch_def_of(abi) : NULL;
	const struct sc_syscall *call = def ? table_named(def->calls, name) : NULL;

	if (call) {
		*nr = call->nr + abi->nr_base;
		return 0;
	}
	call = def ? table_named(def->priv_calls, name) : NULL;
	if (call) {
		*nr = call->nr + def->priv_base + abi->nr_base;
		return 0;
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
