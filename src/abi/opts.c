/* SPDX-License-Identifier: MIT */
/*
 * opts.c - options structs that can grow, as libbpf's do (OPTS_VALID()):
 * the caller's struct, of the size its sz says, is checked and copied into
 * the library's own, so that a module reads every member it knows, zero
 * where an older caller's struct ends before it.
 */
#include <errno.h>

#include "abi.h"

int sc_opts_copy(void *lib, size_t lib_size, const void *user, size_t first,
		 size_t known, const char *type, struct seccache_error *err)
{
	const unsigned char *u = user;
	size_t sz;

	memset(lib, 0, lib_size);
	memcpy(lib, &lib_size, sizeof(lib_size));
	if (!user)
		return 0;
	memcpy(&sz, user, sizeof(sz));
	if (sz < first)
		return sc_fail(err, -EINVAL, -1, "struct %s: sz %zu is less than %zu, "
			       "its size in the first release (SECCACHE_OPTS() sets it)",
			       type, sz, first);
	for (size_t i = known; i < sz; i++)
		if (u[i])
			return sc_fail(err, -EINVAL, -1, "struct %s: byte %zu is set, past "
				       "the %zu this library knows (a newer member)",
				       type, i, known);
	memcpy((unsigned char *)lib + sizeof(sz), u + sizeof(sz),
	       (sz < known ? sz : known) - sizeof(sz));
	return 0;
}
