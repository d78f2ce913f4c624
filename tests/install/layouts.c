// SPDX-License-Identifier: MIT
/*
 * layouts.c - callers built against other layouts of the options structs
 * than the installed header's, run against the installed library.
 *
 * The structs below are frozen copies of seccache_profile_opts and
 * seccache_analyze_opts as release 0.1 publishes them: when a later release
 * adds a member, this file keeps the old layout and becomes the old caller
 * that must still work (its sz is smaller than the library's struct). A
 * newer caller is the installed struct with bytes after it: zero, they are
 * accepted; set, the call is refused with -EINVAL and a message, since they
 * would be a member this library does not know.
 *
 * Usage: layouts PROFILE.json  (prints one line; exit 0 when all agree)
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <seccache.h>

/* Release 0.1's layouts: never edit these, add a struct for a new release. */
struct v01_profile_opts {
	size_t sz;
	const struct seccache_arch *const *arches;
	size_t n_arches;
	const char *const *caps;
	size_t n_caps;
	const struct seccache_kernel *kernel;
	seccache_warn_fn warn;
	void *warn_ctx;
	const struct seccache_arch **compiled;
	size_t *n_compiled;
	enum seccache_layout layout;
	const char *name;
};

struct v01_analyze_opts {
	size_t sz;
	enum seccache_mode mode;
	const struct seccache_kernel *kernel;
	const struct seccache_arch *pin;
	unsigned int budget;
	unsigned int flags;
};

/* A caller one release ahead: the installed struct and a member after it. */
struct newer_analyze_opts {
	struct seccache_analyze_opts base;
	unsigned long long later;
};

static const struct seccache_arch *arches[1];

/* The container profile as a stack for the host, through the 0.1 layout. */
static int load_v01(const char *path, struct seccache_stack **out)
{
	struct v01_profile_opts o;
	struct seccache_filter *f = NULL;
	int ret;

	memset(&o, 0, sizeof(o));
	o.sz = sizeof(o);
	o.arches = arches;
	o.n_arches = 1;
	ret = seccache_profile_load(path, (const struct seccache_profile_opts *)&o,
				    &f, NULL, NULL);
	if (!ret)
		ret = seccache_stack_new(arches[0]->native, out, NULL);
	if (!ret) {
		ret = seccache_stack_push(*out, f, NULL);
		ret = ret ? ret : seccache_stack_prepare(*out, NULL);
		if (ret)
			seccache_stack_free(*out);
	}
	seccache_filter_free(f);
	return ret;
}

/* The precise analysis's lines, as seccache_report_ranges() writes them. */
static int ranges_text(const struct seccache_stack *s,
		       const struct seccache_analyze_opts *opts, char *buf, size_t size,
		       struct seccache_error *err)
{
	struct seccache_analysis *a;
	FILE *out = fmemopen(buf, size, "w");
	int ret;

	if (!out)
		return -errno;
	ret = seccache_analyze(s, opts, &a, err);
	if (!ret) {
		ret = seccache_report_ranges(a, out, err);
		seccache_analysis_free(a);
	}
	fclose(out);
	return ret;
}

static char ref[1 << 20], got[1 << 20];

int main(int argc, char **argv)
{
	struct v01_analyze_opts v01 = { .sz = sizeof(v01), .mode = SECCACHE_MODE_PRECISE };
	struct newer_analyze_opts newer;
	struct seccache_error err = { 0 };
	struct seccache_stack *s;
	int ret, failures = 0;

	arches[0] = seccache_arch_host();
	if (argc != 2 || load_v01(argv[1], &s)) {
		fprintf(stderr, "usage: layouts PROFILE.json (a profile for this host)\n");
		return 2;
	}
	SECCACHE_OPTS(seccache_analyze_opts, cur, .mode = SECCACHE_MODE_PRECISE);
	if (ranges_text(s, &cur, ref, sizeof(ref), &err))
		return fprintf(stderr, "layouts: %s\n", err.msg), 1;

	if (ranges_text(s, (const struct seccache_analyze_opts *)&v01, got, sizeof(got), &err) ||
	    strcmp(ref, got))
		failures++, fprintf(stderr, "FAIL: the 0.1 layout answers otherwise\n");

	memset(&newer, 0, sizeof(newer));
	newer.base.sz = sizeof(newer);
	if (ranges_text(s, &newer.base, got, sizeof(got), &err) || strcmp(ref, got))
		failures++, fprintf(stderr, "FAIL: zero bytes past the struct are refused\n");

	newer.later = 1;
	ret = ranges_text(s, &newer.base, got, sizeof(got), &err);
	if (ret != -EINVAL || !strstr(err.msg, "newer member"))
		failures++, fprintf(stderr, "FAIL: a member this library lacks: %d %s\n",
				    ret, err.msg);

	seccache_stack_free(s);
	if (!failures)
		printf("layouts: the 0.1 layout, a newer caller's zero tail and its set member (-EINVAL) ok\n");
	return failures ? 1 : 0;
}
