/* SPDX-License-Identifier: MIT */
/*
 * cmd_optimize.c - seccache optimize: the stack rewritten as one filter
 * (or as few as exactness allows) by seccache_optimize(), written as raw
 * records, C or assembly, with what it changed.
 */
#include <errno.h>
#include <linux/filter.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cmds.h"
#include "common.h"

static const char optimize_usage[] =
	"Usage: seccache optimize [OPTIONS] SOURCE... -o OUT\n"
	"\n"
	"Rewrite the stack as one filter that returns the same value for every\n"
	"call (arch, nr, arguments, instruction pointer): a balanced search over\n"
	"the ranges of syscall numbers, the argument rules kept exactly, proved\n"
	"equivalent with seccache diff; every call the kernel's allow cache\n"
	"proves for the input stays cached. Filters that cannot be merged\n"
	"exactly stay filters of their own, and a note says why.\n"
	"\n"
	"  -o, --output OUT     write the result to OUT (- is standard output);\n"
	"                       raw output of several filters needs a directory,\n"
	"                       which receives 00.bpf (the oldest), 01.bpf, ...\n"
	"  -f, --format FMT     raw (struct sock_filter records, default), c or asm\n"
	"      --hot FILE       calls to test first, hottest first: lines of\n"
	"                       ARCH SYSCALL, as eval --vectors reads them\n"
	"  -k, --kernel REL     keep the cache of kernel release REL (default:\n"
	"                       the running kernel's)\n"
	"      --budget N       paths explored per range of numbers (4096)\n"
	"  -a, --arch ARCH      the ABI to compile profiles for (repeatable)\n"
	"  -h, --help           show this help\n"
	"\n"
	"Prints, for the input and the output, the filters, instructions and\n"
	"the longest path an uncached call can run.\n";

enum out_format { OUT_RAW, OUT_C, OUT_ASM };

struct optimize_args {
	const char *out, *hot;
	enum out_format format;
	struct seccache_kernel kernel;
	bool kernel_given;
	unsigned int budget;
	struct arch_list arches;
	struct seccache_call *calls;
	size_t n_calls, cap_calls;
};

static int optimize_option(void *ctx, int c, char *arg)
{
	struct optimize_args *o = ctx;
	uint64_t v;

	switch (c) {
	case 'o':
		o->out = arg;
		break;
	case 'f':
		if (!strcmp(arg, "raw"))
			o->format = OUT_RAW;
		else if (!strcmp(arg, "c"))
			o->format = OUT_C;
		else if (!strcmp(arg, "asm"))
			o->format = OUT_ASM;
		else {
			errorf("optimize: unknown format '%s' (raw, c or asm)", arg);
			return EXIT_USAGE;
		}
		break;
	case 'H':
		o->hot = arg;
		break;
	case 'k':
		if (seccache_kernel_parse(arg, &o->kernel, NULL)) {
			errorf("optimize: '%s' is not a kernel release", arg);
			return EXIT_USAGE;
		}
		o->kernel_given = true;
		break;
	case 'b':
		if (arg[0] == '-' || parse_u64(arg, &v) || !v || v > 1U << 24) {
			errorf("optimize: bad budget '%s' (1 to %u paths)", arg, 1U << 24);
			return EXIT_USAGE;
		}
		o->budget = (unsigned int)v;
		break;
	}
	return EXIT_OK;
}

static const struct option optimize_options[] = {
	CLI_OUTPUT,
	{ "format", required_argument, NULL, 'f' },
	{ "hot", required_argument, NULL, 'H' },
	{ "kernel", required_argument, NULL, 'k' },
	{ "budget", required_argument, NULL, 'b' },
	CLI_ARCH, CLI_HELP, { 0 }
};

static const struct cli optimize_cli = { optimize_usage, "o:f:k:a:h", optimize_options };

static int add_hot(void *ctx, const struct seccache_data *d)
{
	struct optimize_args *o = ctx;

	if (o->n_calls == 1U << 20) {
		errorf("optimize: %s: more than %u calls", o->hot, 1U << 20);
		return EXIT_USAGE;
	}
	if (o->n_calls == o->cap_calls) {
		size_t cap = o->cap_calls ? 2 * o->cap_calls : 64;
		struct seccache_call *v = realloc(o->calls, cap * sizeof(*v));

		if (!v) {
			errorf("optimize: out of memory");
			return EXIT_SYSTEM;
		}
		o->calls = v;
		o->cap_calls = cap;
	}
	o->calls[o->n_calls++] = (struct seccache_call){ d->arch, d->nr };
	return EXIT_OK;
}

static void print_note(void *ctx, const char *msg)
{
	(void)ctx;
	fprintf(stderr, "seccache: optimize: note: %s\n", msg);
}

/* The most instructions one run of f can execute: its jumps go forward. */
static size_t longest_path(const struct seccache_filter *f)
{
	const struct seccache_insn *in = seccache_filter_insns(f);
	size_t len = seccache_filter_len(f), best = 0;
	size_t *to_end = calloc(len + 1, sizeof(*to_end));

	if (!to_end)
		return len;
	for (size_t pc = len; pc-- > 0;) {
		uint16_t cls = BPF_CLASS(in[pc].code);
		size_t a = 0, b = 0;

		if (cls == BPF_RET) {
			to_end[pc] = 1;
			continue;
		}
		if (cls == BPF_JMP && BPF_OP(in[pc].code) == BPF_JA) {
			a = pc + 1 + in[pc].k;
		} else if (cls == BPF_JMP) {
			a = pc + 1 + in[pc].jt;
			b = pc + 1 + in[pc].jf;
		} else {
			a = pc + 1;
		}
		to_end[pc] = 1 + (a < len ? to_end[a] : 0);
		if (b && b < len && to_end[b] + 1 > to_end[pc])
			to_end[pc] = 1 + to_end[b];
	}
	best = len ? to_end[0] : 0;
	free(to_end);
	return best;
}

static void print_figures(FILE *out, const char *what, const struct seccache_stack *s)
{
	size_t n = seccache_stack_len(s), insns = 0, path = 0;

	for (size_t i = 0; i < n; i++) {
		insns += seccache_filter_len(seccache_stack_filter(s, i));
		path += longest_path(seccache_stack_filter(s, i));
	}
	fprintf(out, "%-7s %zu filter%s, %zu instructions, longest path %zu\n", what, n,
		n == 1 ? "" : "s", insns, path);
}

static bool write_c(FILE *out, const struct seccache_stack *s)
{
	fprintf(out, "/* Generated by seccache optimize: install oldest first. */\n"
		"#include <linux/filter.h>\n");
	for (size_t i = 0; i < seccache_stack_len(s); i++) {
		const struct seccache_filter *f = seccache_stack_filter(s, i);
		const struct seccache_insn *in = seccache_filter_insns(f);
		size_t len = seccache_filter_len(f);

		fprintf(out, "\nstatic struct sock_filter seccache_filter_%zu[%zu] = {\n", i, len);
		for (size_t pc = 0; pc < len; pc++)
			fprintf(out, "\t{ 0x%02x, %u, %u, 0x%08x },\n", in[pc].code, in[pc].jt,
				in[pc].jf, in[pc].k);
		fprintf(out, "};\n\nstatic const struct sock_fprog seccache_prog_%zu = {\n"
			"\t.len = %zu,\n\t.filter = seccache_filter_%zu,\n};\n", i, len, i);
	}
	return !ferror(out);
}

static bool write_asm(FILE *out, const struct seccache_stack *s)
{
	for (size_t i = 0; i < seccache_stack_len(s); i++) {
		const struct seccache_filter *f = seccache_stack_filter(s, i);
		char *text;

		if (seccache_disasm(seccache_filter_insns(f), seccache_filter_len(f), &text, NULL))
			return false;
		if (seccache_stack_len(s) > 1)
			fprintf(out, "%s; filter %zu of %zu (oldest first)\n", i ? "\n" : "", i,
				seccache_stack_len(s));
		fputs(text, out);
		free(text);
	}
	return !ferror(out);
}

static int write_one_raw(const char *path, const struct seccache_filter *f)
{
	FILE *out = strcmp(path, "-") ? fopen(path, "wb") : stdout;
	size_t size = seccache_filter_len(f) * sizeof(struct seccache_insn);
	bool ok;

	if (!out) {
		errorf("%s: %m", path);
		return EXIT_SYSTEM;
	}
	ok = fwrite(seccache_filter_insns(f), 1, size, out) == size;
	ok = (out == stdout ? fflush(out) : fclose(out)) == 0 && ok;
	if (!ok) {
		errorf("%s: write failed: %m", out == stdout ? "standard output" : path);
		return EXIT_SYSTEM;
	}
	return EXIT_OK;
}

/* Several raw filters: DIR/00.bpf, DIR/01.bpf, ... as seccache dump writes them. */
static int write_raw(const char *path, const struct seccache_stack *s)
{
	struct stat st;
	char name[4096];
	int ret = EXIT_OK;

	if (seccache_stack_len(s) == 1)
		return write_one_raw(path, seccache_stack_filter(s, 0));
	if (stat(path, &st) || !S_ISDIR(st.st_mode)) {
		errorf("optimize: the result has %zu filters: -o needs a directory",
		       seccache_stack_len(s));
		return EXIT_USAGE;
	}
	for (size_t i = 0; i < seccache_stack_len(s) && !ret; i++) {
		snprintf(name, sizeof(name), "%s/%02zu.bpf", path, i);
		ret = write_one_raw(name, seccache_stack_filter(s, i));
	}
	return ret;
}

static int write_text(const char *path, const struct seccache_stack *s, enum out_format fmt)
{
	FILE *out = strcmp(path, "-") ? fopen(path, "w") : stdout;
	bool ok;

	if (!out) {
		errorf("%s: %m", path);
		return EXIT_SYSTEM;
	}
	ok = fmt == OUT_C ? write_c(out, s) : write_asm(out, s);
	ok = (out == stdout ? fflush(out) : fclose(out)) == 0 && ok;
	if (!ok) {
		errorf("%s: write failed", out == stdout ? "standard output" : path);
		return EXIT_SYSTEM;
	}
	return EXIT_OK;
}

static int run(char *const *sources, int n, struct optimize_args *o)
{
	struct seccache_optimize_opts opts = {
		.hot = o->calls, .n_hot = o->n_calls, .budget = o->budget,
		.kernel = o->kernel_given ? &o->kernel : NULL, .note = print_note,
	};
	struct seccache_error err = { 0 };
	struct seccache_stack *s, *out;
	/* With the result on standard output, the figures go to stderr. */
	FILE *info = strcmp(o->out, "-") ? stdout : stderr;
	int ret = load_stack(sources, n, &o->arches, &s);

	if (ret)
		return ret;
	ret = seccache_optimize(s, &opts, &out, NULL, &err);
	if (ret) {
		print_error("optimize", &err);
		seccache_stack_free(s);
		return exit_code_of(ret);
	}
	ret = o->format == OUT_RAW ? write_raw(o->out, out) : write_text(o->out, out, o->format);
	if (!ret) {
		print_figures(info, "input:", s);
		print_figures(info, "output:", out);
	}
	seccache_stack_free(out);
	seccache_stack_free(s);
	return ret;
}

int cmd_optimize(int argc, char **argv)
{
	struct optimize_args o = { .format = OUT_RAW };
	int ret = parse_options(argc, argv, &optimize_cli, optimize_option, &o, &o.arches);

	if (ret != OPTIONS_PARSED)
		return ret;
	if (optind == argc)
		return no_source(argv[0]);
	if (!o.out) {
		errorf("optimize: no -o OUT given");
		return usage_hint(argv[0]);
	}
	ret = o.hot ? read_vectors(o.hot, add_hot, &o) : EXIT_OK;
	if (!ret)
		ret = run(argv + optind, argc - optind, &o);
	free(o.calls);
	return ret;
}
