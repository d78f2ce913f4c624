/* SPDX-License-Identifier: MIT */
/*
 * test_report.c - the writers on analyses built by hand, so that their
 * output depends on nothing but report.c, the arch table and libseccomp's
 * names: golden files for the ranges, proc and text formats, JSON read
 * back with jansson. SECCACHE_REGOLD=1 rewrites the golden files.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include <jansson.h>
#include <linux/audit.h>

#include "analysis/analysis.h"

#define NR_ARCH (SECCACHE_READ_NR | SECCACHE_READ_ARCH)
#define ALL_READS (NR_ARCH | SECCACHE_READ_OTHER)
#define ERRNO(e) (SECCACHE_RET_ERRNO | (e))
#define UNKNOWN_ACTION 0x00420000U

#define CONST(f, l, act, rd) { .first = (f), .last = (l), .constant = true, \
			       .action = (act), .reads = (rd) }
#define DEPENDS(f, l, rd, n, ...) { .first = (f), .last = (l), .reads = (rd), \
				    .n_actions = (n), .actions = { __VA_ARGS__ } }
#define FILTER(f, l) { .first = (f), .last = (l), .reads = ALL_READS, .any_action = true }

static struct seccache_range precise_native[] = {
	CONST(0, 2, SECCACHE_RET_ALLOW, NR_ARCH),
	CONST(3, 3, ERRNO(1), NR_ARCH),
	CONST(4, 7, SECCACHE_RET_ALLOW, NR_ARCH),
	CONST(8, 9, UNKNOWN_ACTION, NR_ARCH),
	DEPENDS(10, 10, NR_ARCH | SECCACHE_READ_ARG_LO(2), 2, ERRNO(1), SECCACHE_RET_ALLOW),
	CONST(11, 59, SECCACHE_RET_ALLOW, NR_ARCH),
	CONST(60, 61, SECCACHE_RET_KILL_THREAD, NR_ARCH),
	CONST(62, 99, SECCACHE_RET_KILL_PROCESS, NR_ARCH),
	CONST(100, 470, SECCACHE_RET_ALLOW, NR_ARCH),
	CONST(471, 0x3fffffff, ERRNO(38), NR_ARCH),
	CONST(0x40000000, UINT32_MAX, SECCACHE_RET_KILL_PROCESS, NR_ARCH),
};

/* No arch check: i386 numbers meet the x86_64 rules; a deny list's tail. */
static struct seccache_range precise_compat[] = {
	CONST(0, 5, SECCACHE_RET_ALLOW, SECCACHE_READ_NR),
	DEPENDS(6, 6, SECCACHE_READ_NR | SECCACHE_READ_ARG_LO(1) | SECCACHE_READ_ARG_HI(1), 0),
	CONST(7, 470, ERRNO(1), SECCACHE_READ_NR),
	CONST(471, UINT32_MAX, SECCACHE_RET_ALLOW, SECCACHE_READ_NR),
};

static struct seccache_range kernel_native[] = {
	CONST(0, 2, SECCACHE_RET_ALLOW, NR_ARCH),
	FILTER(3, 3),
	CONST(4, 7, SECCACHE_RET_ALLOW, NR_ARCH),
	FILTER(8, UINT32_MAX),
};

static struct seccache_range kernel_compat[] = {
	CONST(0, 5, SECCACHE_RET_ALLOW, NR_ARCH),
	FILTER(6, UINT32_MAX),
};

static struct seccache_analysis precise, kernel;

static void build(struct seccache_analysis *a, enum seccache_mode mode,
		  struct seccache_range *native, size_t n_native,
		  struct seccache_range *compat, size_t n_compat)
{
	const struct seccache_arch *x86_64 = seccache_arch_lookup("x86_64");

	memset(a, 0, sizeof(*a));
	a->mode = mode;
	a->n_abis = seccache_arch_abis(x86_64, a->abis);
	a->arches[0] = (struct sc_arch_ranges){
		.audit_arch = AUDIT_ARCH_X86_64, .ranges = native, .n = n_native, .cap = n_native };
	a->arches[1] = (struct sc_arch_ranges){
		.audit_arch = AUDIT_ARCH_I386, .ranges = compat, .n = n_compat, .cap = n_compat };
	a->n_arches = 2;
	if (mode == SECCACHE_MODE_KERNEL)
		assert_int_equal(seccache_kernel_parse("6.18.0", &a->kernel, NULL), 0);
}

static int setup(void **state)
{
	(void)state;
	build(&precise, SECCACHE_MODE_PRECISE, precise_native, ARRAY_SIZE(precise_native),
	      precise_compat, ARRAY_SIZE(precise_compat));
	build(&kernel, SECCACHE_MODE_KERNEL, kernel_native, ARRAY_SIZE(kernel_native),
	      kernel_compat, ARRAY_SIZE(kernel_compat));
	return 0;
}

/* Run a writer into memory; returns its malloc'd output. */
#define CAPTURE(ret, call) ({						\
	char *buf_ = NULL;						\
	size_t len_ = 0;						\
	FILE *out = open_memstream(&buf_, &len_);			\
	assert_non_null(out);						\
	ret = (call);							\
	assert_int_equal(fclose(out), 0);				\
	buf_;								\
})

static char *read_file(const char *path)
{
	FILE *f = fopen(path, "r");
	char *buf;
	long len;

	if (!f)
		fail_msg("cannot open %s", path);
	assert_int_equal(fseek(f, 0, SEEK_END), 0);
	len = ftell(f);
	rewind(f);
	buf = calloc(1, (size_t)len + 1);
	assert_int_equal(fread(buf, 1, (size_t)len, f), (size_t)len);
	fclose(f);
	return buf;
}

static void check_golden(const char *name, const char *got)
{
	char path[512];
	char *want;

	snprintf(path, sizeof(path), "%s/%s", DATA_DIR, name);
	if (getenv("SECCACHE_REGOLD")) {
		FILE *f = fopen(path, "w");

		assert_non_null(f);
		fputs(got, f);
		fclose(f);
	}
	want = read_file(path);
	if (strcmp(want, got)) {
		print_error("%s differs; got:\n%s\n", name, got);
		fail();
	}
	free(want);
}

static void test_ranges(void **state)
{
	char *got;
	int ret;

	(void)state;
	got = CAPTURE(ret, seccache_report_ranges(&precise, out, NULL));
	assert_int_equal(ret, 0);
	check_golden("ranges-precise.txt", got);
	free(got);
	got = CAPTURE(ret, seccache_report_ranges(&kernel, out, NULL));
	assert_int_equal(ret, 0);
	check_golden("ranges-kernel.txt", got);
	free(got);
}

/*
 * Every writer says -EIO when its stream is full, which a buffered FILE
 * tells only at its flush (issue 34: ranges returned 0 on /dev/full).
 */
static void test_full_stream(void **state)
{
	struct seccache_error err = { 0 };
	FILE *full = fopen("/dev/full", "w");

	(void)state;
	if (!full)
		skip();
	assert_int_equal(seccache_report_ranges(&precise, full, &err), -EIO);
	assert_string_equal(err.msg, "write failed: No space left on device");
	clearerr(full);
	assert_int_equal(seccache_report_proc(&kernel, full, NULL), -EIO);
	clearerr(full);
	assert_int_equal(seccache_report_text(&precise, &kernel, full, 0, NULL), -EIO);
	clearerr(full);
	assert_int_equal(seccache_report_json(&precise, &kernel, full, NULL), -EIO);
	fclose(full);
}

static void test_proc(void **state)
{
	char *got;
	int ret;

	(void)state;
	got = CAPTURE(ret, seccache_report_proc(&kernel, out, NULL));
	assert_int_equal(ret, 0);
	check_golden("proc.txt", got);
	free(got);
	got = CAPTURE(ret, seccache_report_proc(&precise, out, NULL));
	assert_int_equal(ret, -EINVAL);
	assert_string_equal(got, "");
	free(got);
}

/* Drop "\033[...m" sequences. */
static void strip_ansi(char *s)
{
	char *w = s;

	while (*s) {
		if (*s == '\033') {
			while (*s && *s != 'm')
				s++;
			if (*s)
				s++;
			continue;
		}
		*w++ = *s++;
	}
	*w = '\0';
}

static void test_text(void **state)
{
	char *got, *color;
	int ret;

	(void)state;
	got = CAPTURE(ret, seccache_report_text(&precise, &kernel, out, 0, NULL));
	assert_int_equal(ret, 0);
	check_golden("text.txt", got);
	assert_null(strchr(got, '\033'));
	color = CAPTURE(ret, seccache_report_text(&precise, &kernel, out,
						  SECCACHE_REPORT_COLOR, NULL));
	assert_int_equal(ret, 0);
	assert_non_null(strstr(color, "\033[31m"));
	strip_ansi(color);
	assert_string_equal(color, got);
	free(color);
	free(got);
	got = CAPTURE(ret, seccache_report_text(&precise, NULL, out, 0, NULL));
	assert_int_equal(ret, 0);
	check_golden("text-nokernel.txt", got);
	free(got);
	got = CAPTURE(ret, seccache_report_text(&kernel, NULL, out, 0, NULL));
	assert_int_equal(ret, 0);
	check_golden("text-kernel.txt", got);
	free(got);
}

static json_t *parse_json(const struct seccache_analysis *a,
			  const struct seccache_analysis *k)
{
	json_error_t error;
	json_t *root;
	char *got;
	int ret;

	got = CAPTURE(ret, seccache_report_json(a, k, out, NULL));
	assert_int_equal(ret, 0);
	root = json_loads(got, 0, &error);
	if (!root)
		fail_msg("invalid JSON at line %d: %s", error.line, error.text);
	free(got);
	return root;
}

static json_t *arch_entry(json_t *root, const char *name)
{
	json_t *arches = json_object_get(root, "arches"), *arch;
	size_t i;

	json_array_foreach(arches, i, arch)
		if (!strcmp(json_string_value(json_object_get(arch, "arch")), name))
			return arch;
	fail_msg("no arch %s", name);
	return NULL;
}

static json_t *syscall_entry(json_t *arch, uint32_t index)
{
	json_t *sc = json_array_get(json_object_get(arch, "syscalls"), index);

	assert_non_null(sc);
	return sc;
}

static void assert_str(json_t *o, const char *key, const char *want)
{
	json_t *v = json_object_get(o, key);

	assert_true(json_is_string(v));
	assert_string_equal(json_string_value(v), want);
}

static void assert_num(json_t *o, const char *key, json_int_t want)
{
	json_t *v = json_object_get(o, key);

	assert_true(json_is_integer(v));
	assert_int_equal(json_integer_value(v), want);
}

static void assert_bool(json_t *o, const char *key, bool want)
{
	json_t *v = json_object_get(o, key);

	assert_true(json_is_boolean(v));
	assert_int_equal(json_is_true(v), want);
}

/* Every syscall entry has exactly the schema's keys for its kind. */
static void check_syscalls(json_t *arch, uint32_t nr_base)
{
	json_t *syscalls = json_object_get(arch, "syscalls"), *sc;
	size_t i;

	assert_int_equal(json_array_size(syscalls),
			 json_integer_value(json_object_get(arch, "nr_count")));
	json_array_foreach(syscalls, i, sc) {
		bool constant = json_is_true(json_object_get(sc, "constant"));

		assert_num(sc, "nr", nr_base + i);
		assert_true(json_is_string(json_object_get(sc, "name")) ||
			    json_is_null(json_object_get(sc, "name")));
		assert_true(json_is_array(json_object_get(sc, "reads")));
		assert_true(json_is_boolean(json_object_get(sc, "kernel_cached")));
		assert_true(json_is_boolean(json_object_get(sc, "passthrough")));
		assert_int_equal(!!json_object_get(sc, "filters"),
				 json_is_true(json_object_get(sc, "passthrough")));
		assert_true(json_is_boolean(json_object_get(sc, "budget")));
		assert_true(json_is_boolean(json_object_get(sc, "pinned")));
		/* "weaker_than_native": a call of another ABI that a finding names. */
		assert_int_equal(json_object_size(sc), (constant ? 10 : 9) +
				 !!json_object_get(sc, "filters") +
				 !!json_object_get(sc, "weaker_than_native"));
		assert_int_equal(!!json_object_get(sc, "value"), constant);
		assert_int_equal(!!json_object_get(sc, "actions"), !constant);
	}
}

/* Sorted and gapless over [lo, hi]; x32 passes its two quarters in turn. */
static size_t check_ranges(json_t *ranges, size_t from, uint32_t lo, uint32_t hi)
{
	uint64_t next = lo;
	size_t i = from;

	for (; next <= hi; i++) {
		json_t *r = json_array_get(ranges, i);

		assert_non_null(r);
		assert_int_equal(json_integer_value(json_object_get(r, "first")), next);
		next = (uint64_t)json_integer_value(json_object_get(r, "last")) + 1;
		assert_true(json_is_string(json_object_get(r, "action")));
	}
	assert_int_equal(next, (uint64_t)hi + 1);
	return i;
}

static void test_json(void **state)
{
	json_t *root = parse_json(&precise, &kernel);
	json_t *x86_64, *ia32, *x32, *sc, *ranges;
	size_t next;

	(void)state;
	assert_str(root, "mode", "precise");
	assert_int_equal(json_array_size(json_object_get(root, "arches")), 3);
	x86_64 = arch_entry(root, "x86_64");
	ia32 = arch_entry(root, "ia32");
	x32 = arch_entry(root, "x32");
	assert_num(x86_64, "audit_arch", AUDIT_ARCH_X86_64);
	assert_num(ia32, "audit_arch", AUDIT_ARCH_I386);
	assert_num(x32, "audit_arch", AUDIT_ARCH_X86_64);
	check_syscalls(x86_64, 0);
	check_syscalls(ia32, 0);
	check_syscalls(x32, 0x40000000);

	sc = syscall_entry(x86_64, 0);
	assert_str(sc, "name", "read");
	assert_str(sc, "action", "ALLOW");
	assert_num(sc, "value", SECCACHE_RET_ALLOW);
	assert_bool(sc, "kernel_cached", true);
	assert_int_equal(json_array_size(json_object_get(sc, "reads")), 2);
	assert_string_equal(json_string_value(json_array_get(json_object_get(sc, "reads"), 1)),
			    "arch");
	sc = syscall_entry(x86_64, 3);
	assert_str(sc, "action", "ERRNO(1)");
	assert_num(sc, "value", ERRNO(1));
	assert_bool(sc, "kernel_cached", false);
	sc = syscall_entry(x86_64, 8);		/* unknown: named as its effect */
	assert_str(sc, "action", "KILL_PROCESS");
	assert_num(sc, "value", UNKNOWN_ACTION);
	sc = syscall_entry(x86_64, 10);
	assert_bool(sc, "constant", false);
	assert_int_equal(json_array_size(json_object_get(sc, "actions")), 2);
	assert_string_equal(json_string_value(json_array_get(json_object_get(sc, "actions"), 0)),
			    "ERRNO(1)");
	assert_string_equal(json_string_value(json_array_get(json_object_get(sc, "reads"), 2)),
			    "args[2].lo");
	sc = syscall_entry(ia32, 6);		/* any value: no actions listed */
	assert_int_equal(json_array_size(json_object_get(sc, "actions")), 0);
	sc = syscall_entry(x32, 0);
	assert_str(sc, "action", "KILL_PROCESS");
	assert_bool(sc, "kernel_cached", false);

	ranges = json_object_get(x86_64, "ranges");
	assert_int_equal(json_array_size(ranges), ARRAY_SIZE(precise_native));
	check_ranges(ranges, 0, 0, UINT32_MAX);
	check_ranges(json_object_get(ia32, "ranges"), 0, 0, UINT32_MAX);
	ranges = json_object_get(x32, "ranges");
	next = check_ranges(ranges, 0, 0x40000000, 0x7fffffff);
	assert_int_equal(check_ranges(ranges, next, 0xc0000000, UINT32_MAX),
			 json_array_size(ranges));
	json_decref(root);
}

/* A kernel-mode analysis alone: its own cache, FILTER where it runs. */
static void test_json_kernel(void **state)
{
	json_t *root = parse_json(&kernel, NULL);
	json_t *x86_64 = arch_entry(root, "x86_64");
	json_t *r;

	(void)state;
	assert_str(root, "mode", "kernel");
	assert_bool(syscall_entry(x86_64, 0), "kernel_cached", true);
	assert_bool(syscall_entry(x86_64, 3), "kernel_cached", false);
	r = json_array_get(json_object_get(x86_64, "ranges"), 1);
	assert_bool(r, "constant", false);
	assert_str(r, "action", "FILTER");
	json_decref(root);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_ranges),
		cmocka_unit_test(test_full_stream),
		cmocka_unit_test(test_proc),
		cmocka_unit_test(test_text),
		cmocka_unit_test(test_json),
		cmocka_unit_test(test_json_kernel),
	};

	return cmocka_run_group_tests(tests, setup, NULL);
}
