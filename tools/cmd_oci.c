/* SPDX-License-Identifier: MIT */
/*
 * cmd_oci.c - seccache oci: an OCI bundle's linux.seccomp compiled as crun
 * compiles it, optimized, proved equivalent, and written into config.json
 * as the run.oci.seccomp_bpf_data annotation crun loads instead; or, with
 * --check, an annotation already there proved equivalent to the profile.
 * The bundle's reading is oci.c's, the encoding base64.c's.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base64.h"
#include "cmds.h"
#include "diff_print.h"
#include "messages.h"
#include "oci.h"
#include "options.h"
#include "source_file.h"
#include "stack_load.h"
#include "stack_print.h"
#include "seccache.h"

static const char oci_usage[] =
	"Usage: seccache oci [OPTIONS] BUNDLE\n"
	"\n"
	"Compile the seccomp profile of an OCI bundle (BUNDLE/config.json, or\n"
	"the file itself), linux.seccomp, as crun compiles it; optimize it, prove\n"
	"the result equivalent, and write it into config.json as the annotation\n"
	"run.oci.seccomp_bpf_data (base64 of raw struct sock_filter records, this\n"
	"host's ABI and byte order), which crun loads in place of compiling the\n"
	"profile. linux.seccomp stays: crun still reads its flags and\n"
	"listenerPath, and other runtimes its rules. config.json is replaced\n"
	"whole (a new file renamed over it), its keys in their order.\n"
	"\n"
	"  -n, --dry-run        prove and report, write nothing\n"
	"  -c, --check          prove the bundle's annotation equivalent to its\n"
	"                       profile (exit 1 if it is not); write nothing\n"
	"  -p, --print          print run.oci.seccomp_bpf_data=BASE64 on standard\n"
	"                       output (for podman --annotation); the report goes\n"
	"                       to standard error\n"
	"  -o, --output FILE    also write the program as raw records to FILE\n"
	"                       (- is standard output; the report goes to stderr)\n"
	"      --runtime NAME[-VERSION]  the crun that reads the annotation: crun\n"
	"                       (the default, 1.8.1), podman or podman-crun, with\n"
	"                       crun's VERSION (crun-1.14); runc reads no annotation\n"
	HELP_QUIET
	"  -h, --help           show this help\n"
	"\n"
	"An annotation already there is replaced only when it is equivalent to\n"
	"the profile: else crun runs it, not the profile, and oci exits 1.\n"
	"Refused (exit 2): sections crun would refuse to compile, which the\n"
	"annotation would let run (errnoRet beside an action that takes none,\n"
	"more than six args in a rule, an unknown syscall name under\n"
	"run.oci.seccomp_fail_unknown_syscall).\n"
	"\n"
	"Exit status: 0 written, unchanged or (--check) equivalent; 1 not proved\n"
	"equivalent, nothing written; 2 usage or input error; 3 system error.\n";

struct oci_args {
	bool dry_run, check, print;
	const char *out;
};

static int oci_option(void *ctx, int c, char *arg)
{
	struct oci_args *o = ctx;

	switch (c) {
	case 'n':
		o->dry_run = true;
		break;
	case 'c':
		o->check = true;
		break;
	case 'p':
		o->print = true;
		break;
	case 'o':
		o->out = arg;
		break;
	}
	return EXIT_OK;
}

static const struct option oci_options[] = {
	{ "dry-run", no_argument, NULL, 'n' },
	{ "check", no_argument, NULL, 'c' },
	{ "print", no_argument, NULL, 'p' },
	CLI_OUTPUT, CLI_RUNTIME, CLI_HELP, { 0 }
};

static const struct cli oci_cli = { oci_usage, "ncpo:hq", oci_options };

/* One run: the bundle, the profile's stack, and where the report goes. */
struct oci_run {
	const struct oci_args *args;
	struct oci_bundle bundle;
	struct seccache_stack *profile;	/* linux.seccomp, compiled as crun does */
	const char *runtime;		/* --runtime, a crun; NULL: crun 1.8.1 */
	char crun[64];			/* "crun 1.8.1": whose filter profile is */
	FILE *info;
	bool unknown_name;		/* the compiler skipped a syscall name */
};

static void profile_warning(void *ctx, const char *msg)
{
	struct oci_run *r = ctx;

	/* profile.c's words for a name libseccomp does not know, which crun skips too. */
	r->unknown_name |= strstr(msg, "unknown syscall") != NULL;
	warnf("%s: linux.seccomp: %s", r->bundle.config, msg);
}

/* run.oci.seccomp_fail_unknown_syscall makes crun's compiler fail where ours warned. */
static int check_unknown_names(struct oci_run *r)
{
	const char *fail;
	int ret = oci_annotation(&r->bundle, OCI_FAIL_UNKNOWN_ANNOTATION, &fail);

	if (ret || !r->unknown_name || !fail || !strcmp(fail, "0"))
		return ret;
	errorf("%s: linux.seccomp names a syscall libseccomp does not know, and %s "
	       "makes crun refuse to start the container; the annotation would let it run",
	       r->bundle.config, OCI_FAIL_UNKNOWN_ANNOTATION);
	return EXIT_USAGE;
}

/* "x86_64, ia32, x32": the ABIs the filter holds, for the report. */
static void print_abis(FILE *out, const struct seccache_arch *const *abis, size_t n)
{
	for (size_t i = 0; i < n; i++)
		fprintf(out, "%s%s", i ? ", " : "", abis[i]->name);
}

/*
 * The crun --runtime names, into r->crun: only crun reads the annotation
 * (src/libcrun/seccomp.c), so runc's compilation has no place here.
 */
static int choose_crun(struct oci_run *r, const char *runtime)
{
	struct seccache_error err = { 0 };
	const char *compiler;

	r->runtime = runtime ? runtime : "crun";
	if (seccache_runtime_describe(r->runtime, r->crun, sizeof(r->crun), &err) < 0) {
		errorf("--runtime: %s", err.msg);
		return EXIT_USAGE;
	}
	/* "crun 1.8.1" or "podman's crun 1.8.1" (seccache_runtime_describe()). */
	compiler = strstr(r->crun, "'s ");
	if (strncmp(compiler ? compiler + 3 : r->crun, "crun ", 5)) {
		errorf("oci: --runtime %s: %s reads no %s annotation; only crun does "
		       "(crun, podman, podman-crun)", runtime, r->crun, OCI_BPF_ANNOTATION);
		return EXIT_USAGE;
	}
	return EXIT_OK;
}

/* linux.seccomp, compiled as crun compiles it (libseccomp's linear layout), into r->profile. */
static int compile_profile(struct oci_run *r)
{
	const struct seccache_arch *compiled[SECCACHE_MAX_PROFILE_ARCHES];
	size_t n_compiled = 0;
	SECCACHE_OPTS(seccache_profile_opts, opts,
		      .warn = profile_warning, .warn_ctx = r,
		      .compiled = compiled, .n_compiled = &n_compiled,
		      .runtime = r->runtime);
	struct seccache_error err = { 0 };
	struct seccache_filter *f = NULL;
	char *text, *name = NULL;
	uint32_t flags = 0;
	int ret = oci_profile(&r->bundle, &text);

	if (ret)
		return ret;
	/* Errors name the file and the section: "b/config.json: linux.seccomp: ...". */
	if (asprintf(&name, "%s: linux.seccomp", r->bundle.config) < 0)
		name = NULL;
	opts.name = name;
	ret = seccache_profile_compile(text, strlen(text), &opts, &f, &flags, &err);
	free(text);
	free(name);
	if (ret) {
		errorf("%s", err.msg);
		return exit_code_of(ret);
	}
	ret = check_unknown_names(r);
	if (!ret)
		ret = new_stack(&(struct arch_list){ 0 }, &r->profile);
	if (!ret && seccache_stack_push_flags(r->profile, f, flags, &err)) {
		print_error(r->bundle.config, &err);
		ret = EXIT_USAGE;
	}
	seccache_filter_free(f);
	if (!ret) {
		fprintf(r->info, "%s: linux.seccomp compiled as %s compiles it, for ",
			r->bundle.config, r->crun);
		print_abis(r->info, compiled, n_compiled);
		fputc('\n', r->info);
	}
	return ret;
}

/* The annotation's program as a one-filter stack, *out. */
static int decode_annotation(const struct oci_run *r, const char *value,
			     struct seccache_stack **out)
{
	struct seccache_error err = { 0 };
	struct seccache_filter *f = NULL;
	unsigned char *raw;
	size_t size, bad;
	int ret = base64_decode(value, &raw, &size, &bad);

	*out = NULL;
	if (ret == -ENOMEM) {
		errorf("oci: out of memory");
		return EXIT_SYSTEM;
	}
	if (ret) {
		errorf("%s: annotations.%s: not base64 at character %zu (crun reads "
		       "padded base64 of the standard alphabet, on one line)",
		       r->bundle.config, OCI_BPF_ANNOTATION, bad);
		return EXIT_USAGE;
	}
	ret = seccache_filter_from_bytes(raw, size, &f, &err);
	free(raw);
	if (!ret)
		ret = new_stack(&(struct arch_list){ 0 }, out);
	if (!ret)
		ret = seccache_stack_push(*out, f, &err);
	seccache_filter_free(f);
	if (ret < 0) {
		errorf("%s: annotations.%s: %s", r->bundle.config, OCI_BPF_ANNOTATION, err.msg);
		return exit_code_of(ret);
	}
	return ret;
}

/* Whether b returns what the profile returns: the verdict, on the report's stream. */
static int prove(const struct oci_run *r, const struct seccache_stack *b, const char *what)
{
	SECCACHE_OPTS(seccache_diff_opts, opts, .max_witnesses = 4);
	struct seccache_error err = { 0 };
	struct seccache_diff *d;
	int ret = seccache_diff(r->profile, b, &opts, &d, &err);

	if (ret) {
		print_error("oci", &err);
		return exit_code_of(ret);
	}
	if (seccache_diff_verdict(d) != SECCACHE_EQUIVALENT)
		fprintf(r->info, "# A: linux.seccomp, B: %s\n", what);
	ret = print_diff_verdict(r->info, &(struct diff_view){ .a = r->profile, .d = d,
							       .max = SIZE_MAX });
	seccache_diff_free(d);
	return ret;
}

/* --check: the annotation crun would load, against the profile. */
static int check(struct oci_run *r)
{
	struct seccache_stack *a = NULL;
	const char *value;
	int ret = oci_annotation(&r->bundle, OCI_BPF_ANNOTATION, &value);

	if (!ret && !value) {
		fprintf(r->info, "%s: no %s annotation: crun compiles linux.seccomp itself\n",
			r->bundle.config, OCI_BPF_ANNOTATION);
		return EXIT_OK;
	}
	if (!ret)
		ret = decode_annotation(r, value, &a);
	if (!ret) {
		print_stack_figures(r->info, "profile:", r->profile, r->crun);
		print_stack_figures(r->info, "annotation:", a, NULL);
		ret = prove(r, a, "the annotation");
	}
	if (ret == EXIT_NO)
		errorf("%s: the annotation is not proved equivalent to linux.seccomp: crun "
		       "runs the annotation", r->bundle.config);
	seccache_stack_free(a);
	return ret;
}

/* The optimized program, one filter proved equivalent, *out. */
static int optimize(const struct oci_run *r, struct seccache_stack **out)
{
	SECCACHE_OPTS(seccache_optimize_opts, opts, .note = print_note, .note_ctx = (void *)"oci");
	struct seccache_error err = { 0 };
	int ret = seccache_optimize(r->profile, &opts, out, NULL, &err);

	if (ret) {
		print_error("oci", &err);
		return exit_code_of(ret);
	}
	print_stack_figures(r->info, "input:", r->profile, r->crun);
	print_stack_figures(r->info, "output:", *out, NULL);
	if (seccache_stack_len(*out) != 1) {
		errorf("oci: the program needs %zu filters; the annotation holds one",
		       seccache_stack_len(*out));
		return EXIT_NO;
	}
	return prove(r, *out, "the optimized program");
}

/*
 * An annotation already there is what crun runs: it may be replaced only
 * by its equal, so that the container's filter stays what it was.
 */
static int replaceable(const struct oci_run *r, const char *old)
{
	struct seccache_stack *a = NULL;
	int ret = decode_annotation(r, old, &a);

	if (!ret) {
		fprintf(r->info, "%s: the annotation already there:\n", r->bundle.config);
		ret = prove(r, a, "the annotation already there");
	}
	if (ret == EXIT_NO)
		errorf("%s: its %s annotation is not proved equivalent to linux.seccomp, and "
		       "crun runs it, not the profile: nothing written (remove it to replace it)",
		       r->bundle.config, OCI_BPF_ANNOTATION);
	seccache_stack_free(a);
	return ret;
}

/* The annotation into config.json unless it is there already, and what changed. */
static int publish(struct oci_run *r, const char *value, const char *old, size_t len)
{
	bool same = old && !strcmp(old, value);
	int ret = EXIT_OK;

	if (!same && !r->args->dry_run) {
		ret = oci_set_annotation(&r->bundle, OCI_BPF_ANNOTATION, value);
		if (!ret)
			ret = oci_write(&r->bundle);
	}
	if (ret)
		return ret;
	if (same)
		fprintf(r->info, "%s: annotations.%s unchanged: it holds this program\n",
			r->bundle.config, OCI_BPF_ANNOTATION);
	else
		fprintf(r->info, "%s: %s annotations.%s: %zu instructions, %zu bytes, %zu "
			"characters of base64%s\n", r->bundle.config,
			r->args->dry_run ? "would write" : old ? "replaced" : "wrote",
			OCI_BPF_ANNOTATION, len, len * sizeof(struct seccache_insn),
			strlen(value), r->args->dry_run ? " (--dry-run: nothing written)" : "");
	fprintf(r->info, "%s: linux.seccomp kept: crun still reads its flags and "
		"listenerPath, other runtimes its rules\n", r->bundle.config);
	if (r->args->print)
		printf("%s=%s\n", OCI_BPF_ANNOTATION, value);
	return EXIT_OK;
}

/* Optimize, prove, encode, and write what changed. */
static int rewrite(struct oci_run *r)
{
	struct seccache_stack *opt = NULL;
	const struct seccache_filter *f;
	const char *old = NULL;
	char *value = NULL;
	size_t len = 0;
	int ret = optimize(r, &opt);

	if (!ret) {
		f = seccache_stack_filter(opt, 0);
		len = seccache_filter_len(f);
		/* Records in memory are this host's order: what crun hands seccomp(2). */
		value = base64_encode(seccache_filter_insns(f), len * sizeof(struct seccache_insn));
		if (!value) {
			errorf("oci: out of memory");
			ret = EXIT_SYSTEM;
		}
	}
	if (!ret)
		ret = oci_annotation(&r->bundle, OCI_BPF_ANNOTATION, &old);
	if (!ret && old && strcmp(old, value))
		ret = replaceable(r, old);
	if (!ret && r->args->out)
		ret = write_output(r->args->out, seccache_filter_insns(f),
				   len * sizeof(struct seccache_insn));
	if (!ret)
		ret = publish(r, value, old, len);
	free(value);
	seccache_stack_free(opt);
	return ret;
}

/* A stream to stderr that starts each line "seccache: ", as every message there does. */
static ssize_t prefix_lines(void *cookie, const char *buf, size_t size)
{
	bool *line_start = cookie;

	for (size_t i = 0; i < size; i++) {
		if (*line_start)
			fputs("seccache: ", stderr);
		fputc(buf[i], stderr);
		*line_start = buf[i] == '\n';
	}
	return (ssize_t)size;
}

/*
 * Where the report goes: stdout, or with stdout holding the annotation or
 * the program, stderr, line-buffered so that it keeps its order among the
 * errors. *line_start is the stream's state.
 */
static FILE *report_stream(const struct oci_args *o, bool *line_start)
{
	cookie_io_functions_t io = { .write = prefix_lines };
	FILE *f;

	if (!o->print && !(o->out && !strcmp(o->out, "-")))
		return stdout;
	*line_start = true;
	f = fopencookie(line_start, "w", io);
	if (!f)
		return stderr;
	setvbuf(f, NULL, _IOLBF, 0);
	return f;
}

int cmd_oci(int argc, char **argv)
{
	struct oci_args o = { 0 };
	struct oci_run r = { .args = &o };
	struct arch_list options = { 0 };	/* --runtime's alone */
	bool line_start;
	int ret = parse_options(argc, argv, &oci_cli, oci_option, &o, &options);

	if (ret != OPTIONS_PARSED)
		return ret;
	if (argc - optind != 1) {
		errorf(optind == argc ? "oci: no BUNDLE given" : "oci: one BUNDLE at a time");
		return usage_hint(argv[0]);
	}
	if (o.check && (o.print || o.out)) {
		errorf("oci: --check writes nothing: --print and --output go without it");
		return usage_hint(argv[0]);
	}
	if (o.print && o.out && !strcmp(o.out, "-")) {
		errorf("oci: --print and -o - both write to standard output");
		return usage_hint(argv[0]);
	}
	r.info = report_stream(&o, &line_start);
	ret = oci_load(argv[optind], &r.bundle);
	if (!ret && !r.bundle.seccomp) {
		errorf("%s: no linux.seccomp: nothing to compile", r.bundle.config);
		ret = EXIT_USAGE;
	}
	if (!ret)
		ret = choose_crun(&r, options.runtime);
	if (!ret)
		ret = compile_profile(&r);
	if (!ret)
		ret = o.check ? check(&r) : rewrite(&r);
	seccache_stack_free(r.profile);
	oci_free(&r.bundle);
	if (r.info != stdout && r.info != stderr)
		fclose(r.info);
	return ret;
}
