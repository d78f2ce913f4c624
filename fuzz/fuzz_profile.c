/* SPDX-License-Identifier: MIT */
/*
 * fuzz_profile.c - the OCI profile compiler on arbitrary text: it must
 * never crash or leak, must explain every refusal, and what it compiles
 * must be a filter the kernel would accept (seccache_filter_new checks).
 */
#include <stdio.h>
#include <stdlib.h>

#include "seccache.h"

static void quiet(void *ctx, const char *msg)
{
	(void)ctx;
	(void)msg;
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	const struct seccache_arch *arches[] = { seccache_arch_lookup("x86_64") };
	SECCACHE_OPTS(seccache_profile_opts, opts, .arches = arches, .n_arches = 1, .warn = quiet);
	struct seccache_error err = { 0 };
	struct seccache_filter *f = NULL;
	uint32_t flags;
	int ret;

	ret = seccache_profile_compile((const char *)data, size, &opts, &f, &flags, &err);
	if (ret && !err.msg[0]) {
		fprintf(stderr, "refused (%d) without a reason\n", ret);
		abort();
	}
	if (!ret && seccache_validate(seccache_filter_insns(f), seccache_filter_len(f), NULL))
		abort();
	seccache_filter_free(f);
	return 0;
}
