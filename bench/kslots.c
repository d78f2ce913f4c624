/* SPDX-License-Identifier: MIT */
/*
 * kslots - how many (arch, nr) slots a kernel caches for real filters, and
 * how many libseccache's precise analysis proves constant: the measure
 * behind each mechanism of the kernel series (kernel/patches).
 *
 * Usage: kslots RELEASE FILE...
 *
 * A .json profile is compiled for x86_64, ia32 and x32 in libseccomp's
 * linear and binary-tree layouts; any other file is a raw x86_64 filter.
 * Prints a line per stack: cached by RELEASE's cache (kernel mode), then
 * constant in precise mode (USER_NOTIF aside), over the ABI slots.
 */
#include <stdio.h>
#include <string.h>

#include <seccache.h>

static unsigned long count(const struct seccache_analysis *a, bool kernel,
			   const struct seccache_arch *abi, uint32_t first,
			   uint32_t n)
{
	unsigned long cached = 0;

	for (uint32_t nr = first; nr < first + n; nr++) {
		const struct seccache_range *r =
			seccache_analysis_lookup(a, abi->audit_arch, nr);

		if (!r || !r->constant)
			continue;
		if (!kernel && (r->action & 0xffff0000u) == 0x7fc00000u)
			continue;	/* USER_NOTIF is never cached */
		cached++;
	}
	return cached;
}

static int report(const char *name, struct seccache_stack *s,
		  const struct seccache_kernel *k)
{
	static const char *const abis[] = { "x86_64", "ia32", "x32" };
	unsigned long sum[2] = { 0, 0 };

	for (int mode = 0; mode < 2; mode++) {
		SECCACHE_OPTS(seccache_analyze_opts, opts,
			      .mode = mode ? SECCACHE_MODE_PRECISE : SECCACHE_MODE_KERNEL,
			      .kernel = k);
		struct seccache_analysis *a;
		struct seccache_error err = { 0 };

		if (seccache_analyze(s, &opts, &a, &err) < 0) {
			fprintf(stderr, "%s: %s\n", name, err.msg);
			return 1;
		}
		for (size_t i = 0; i < 3; i++) {
			const struct seccache_arch *abi = seccache_arch_lookup(abis[i]);

			sum[mode] += count(a, !mode, abi, abi->nr_base,
					   seccache_kernel_nr_count(k, abi));
		}
		seccache_analysis_free(a);
	}
	printf("%-40s cached %5lu  constant %5lu\n", name, sum[0], sum[1]);
	return 0;
}

int main(int argc, char **argv)
{
	const struct seccache_arch *arches[] = {
		seccache_arch_lookup("x86_64"), seccache_arch_lookup("ia32"),
		seccache_arch_lookup("x32"),
	};
	struct seccache_kernel k;
	struct seccache_error err = { 0 };
	int ret = 0;

	if (argc < 3 || seccache_kernel_parse(argv[1], &k, &err) < 0) {
		fprintf(stderr, "usage: kslots RELEASE FILE...\n");
		return 2;
	}
	for (int i = 2; i < argc; i++) {
		bool profile = strstr(argv[i], ".json") != NULL;

		for (int layout = 1; layout <= (profile ? 2 : 1); layout++) {
			SECCACHE_OPTS(seccache_profile_opts, popts,
				      .arches = arches, .n_arches = 3, .kernel = &k,
				      .layout = layout);
			struct seccache_filter *f;
			struct seccache_stack *s;
			char name[256];
			int r = profile ?
				seccache_profile_load(argv[i], &popts, &f, NULL, &err) :
				seccache_filter_from_file(argv[i], &f, &err);

			if (r < 0 || seccache_stack_new(arches[0], &s, &err) < 0 ||
			    seccache_stack_push(s, f, &err) < 0) {
				fprintf(stderr, "%s: %s\n", argv[i], err.msg);
				return 1;
			}
			snprintf(name, sizeof(name), "%s%s", argv[i],
				 !profile ? "" : layout == 1 ? " (linear)" : " (tree)");
			ret |= report(name, s, &k);
			seccache_stack_free(s);
			seccache_filter_free(f);
		}
	}
	return ret;
}
