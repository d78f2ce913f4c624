/* SPDX-License-Identifier: MIT */
/*
 * cmd_disasm.c - seccache disasm and seccache asm: between raw struct
 * sock_filter records and the text assembly (and, one way, C-like text for
 * reading). Both accept programs the kernel would reject (with a warning)
 * so that broken filters can be read and made.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmds.h"
#include "messages.h"
#include "options.h"
#include "source_file.h"
#include "stack_dir.h"
#include "stack_load.h"
#include "seccache.h"

static const char disasm_usage[] =
	"Usage: seccache disasm [--arch ARCH]... [--hex] [--c-like] SOURCE...\n"
	"\n"
	"Print the filters of SOURCE as assembly that 'seccache asm' reads\n"
	"back. A raw file the kernel would reject is still printed, with a\n"
	"warning on standard error. Comments name the syscalls a filter\n"
	"compares nr with, from the ABI whose arch it tested on the way.\n"
	"\n"
	"  -x, --hex            start each comment (with -c, each line) with the\n"
	"                       instruction's code, jt, jf and k in hex\n"
	"  -c, --c-like         print C-like statements instead, as seccomp-tools\n"
	"                       does ('0003: if (A == read) goto 0010'), for\n"
	"                       reading only: 'seccache asm' does not read them\n"
	HELP_SOURCE_OPTIONS
	HELP_COLOR
	HELP_QUIET
	"  -h, --help           show this help\n";

static const char asm_usage[] =
	"Usage: seccache asm FILE [-o OUT]\n"
	"\n"
	"Assemble FILE (- is standard input) into raw struct sock_filter\n"
	"records in OUT (- is standard output, the default unless it is a\n"
	"terminal). A program the kernel would reject is still written, with\n"
	"a warning on standard error. A jt or jf label farther than 255\n"
	"instructions is reached through a 'ja' put right after the jump.\n"
	"A listing of several filters (as 'seccache disasm A B' prints a stack,\n"
	"each starting with a '; filter I of N' line) needs a directory OUT.\n"
	"A directory OUT (one that exists, or OUT/) receives OUT/00.bpf (the\n"
	"oldest), OUT/01.bpf, ... and OUT/flags.txt, which lists them in order,\n"
	"for a listing of any number of filters: OUT is then a SOURCE.\n"
	"\n"
	"  -o, --output OUT  where to write the records (default: standard output)\n"
	"  -q, --quiet       print no notes or warnings (errors still)\n"
	"  -h, --help        show this help\n";

/* What disasm's options ask for. */
struct disasm_args {
	struct arch_list arches;
	bool hex;
	bool c_like;
	bool colour;
};

/*
 * The program as text, commented as seccomp-tools users expect; prefix, if
 * not NULL, keeps its labels apart from other programs' in one text.
 */
static int print_disasm(const struct seccache_insn *insns, size_t len, const char *prefix,
			const struct disasm_args *d)
{
	SECCACHE_OPTS(seccache_disasm_opts, opts,
		      .label_prefix = prefix, .comments = true, .hex = d->hex,
		      .c_like = d->c_like, .color = d->colour,
		      .abi = d->arches.n ? d->arches.arch[0] : NULL);
	struct seccache_error err = { 0 };
	char *text;

	if (seccache_disasm_opts(insns, len, &opts, &text, &err) < 0) {
		errorf("disasm: %s", err.msg);
		return EXIT_SYSTEM;
	}
	fputs(text, stdout);
	free(text);
	return EXIT_OK;
}

static void warn_invalid(const char *path, const struct seccache_insn *insns,
			 size_t len)
{
	struct seccache_error err = { 0 };

	if (seccache_validate(insns, len, &err) < 0)
		warnf("%s: the kernel would reject this filter: %s", path, err.msg);
}

static void swap_records(struct seccache_insn *insns, size_t len)
{
	for (size_t i = 0; i < len; i++) {
		insns[i].code = __builtin_bswap16(insns[i].code);
		insns[i].k = __builtin_bswap32(insns[i].k);
	}
}

/*
 * Records of the byte order asked for or, when none was, of this host's
 * unless only the other one makes a valid program (said in a note).
 */
static void fix_order(const char *path, struct seccache_insn *insns, size_t len,
		      enum seccache_byte_order order)
{
	bool host_big = __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__;

	if (order != SECCACHE_ORDER_HOST) {
		if ((order == SECCACHE_ORDER_BIG) != host_big)
			swap_records(insns, len);
		return;
	}
	if (!seccache_validate(insns, len, NULL))
		return;
	swap_records(insns, len);
	if (!seccache_validate(insns, len, NULL)) {
		notef("%s: read as %s-endian records, the only order in which it is a "
		      "valid filter (--endian to choose)", path, host_big ? "little" : "big");
		return;
	}
	swap_records(insns, len);
}

/* Raw records need no validation to be read, so invalid ones print too. */
static int disasm_raw(const char *path, const char *data, size_t size,
		      const struct disasm_args *d)
{
	struct seccache_insn *insns;
	size_t len;
	int ret;

	if (size == 0 || size % sizeof(*insns)) {
		errorf("%s: %s", source_name(path),
		       size ? "size is not a multiple of 8 (struct sock_filter)" :
			      "empty file");
		return EXIT_USAGE;
	}
	len = size / sizeof(*insns);
	insns = malloc(size);
	if (!insns) {
		errorf("disasm: out of memory");
		return EXIT_SYSTEM;
	}
	memcpy(insns, data, size);
	fix_order(source_name(path), insns, len, d->arches.order);
	warn_invalid(source_name(path), insns, len);
	ret = print_disasm(insns, len, NULL, d);
	free(insns);
	return ret;
}

/* The stack's filters; names[i] (NULL: source for all) is filter i's SOURCE. */
static int print_stack(const struct seccache_stack *stack, const char **names,
		       const char *source, const struct disasm_args *d)
{
	size_t len = seccache_stack_len(stack);
	int ret = EXIT_OK;

	for (size_t i = 0; i < len && !ret; i++) {
		const struct seccache_filter *f = seccache_stack_filter(stack, i);
		char prefix[32];

		/* Labels of their own: 'seccache asm' reads the whole text back. */
		snprintf(prefix, sizeof(prefix), "f%zu_", i);
		if (len > 1)
			printf("%s%s filter %zu of %zu (%s; 0 is the oldest)\n",
			       i ? "\n" : "", d->c_like ? "//" : ";", i, len,
			       source_name(names ? names[i] : source));
		ret = print_disasm(seccache_filter_insns(f), seccache_filter_len(f),
				   len > 1 ? prefix : NULL, d);
	}
	return ret;
}

static int disasm_stack(char *const *sources, int n, const struct disasm_args *d)
{
	const char **names = NULL;
	struct seccache_stack *stack;
	int ret;

	ret = load_stack_named(sources, n, &d->arches, &stack, &names);
	if (ret)
		return ret;
	ret = print_stack(stack, names, NULL, d);
	seccache_stack_free(stack);
	free(names);
	return ret;
}

/* One file, read once (it may be standard input): raw records print as they are. */
static int disasm_one(const char *path, const struct disasm_args *d)
{
	struct seccache_stack *stack = NULL;
	struct source src;
	int ret;

	ret = source_open(path, &src);
	if (ret)
		goto out;
	if (src.kind == SOURCE_RAW)
		ret = disasm_raw(path, src.data, src.size, d);
	else if (!(ret = new_stack(&d->arches, &stack)) &&
		 !(ret = push_source(stack, &src, &d->arches)))
		ret = print_stack(stack, NULL, path, d);
	seccache_stack_free(stack);
out:
	source_close(&src);
	return ret;
}

static int disasm_option(void *ctx, int c, char *arg)
{
	struct disasm_args *d = ctx;

	(void)arg;
	if (c == 'c')
		d->c_like = true;
	else
		d->hex = true;		/* -x */
	return EXIT_OK;
}

static const struct option disasm_options[] = {
	{ "hex", no_argument, NULL, 'x' }, { "c-like", no_argument, NULL, 'c' },
	CLI_SOURCE_OPTIONS, CLI_COLOR, CLI_HELP, { 0 }
};

static const struct cli disasm_cli = { disasm_usage, "xca:hq", disasm_options };

int cmd_disasm(int argc, char **argv)
{
	struct disasm_args d = { 0 };
	int ret = parse_options(argc, argv, &disasm_cli, disasm_option, &d, &d.arches);

	if (ret != OPTIONS_PARSED)
		return ret;
	d.colour = use_colour();
	if (optind == argc)
		return no_source(argv[0]);
	if (argc - optind == 1) {
		enum source_form form = source_of(argv[optind]).form;

		if (form == SOURCE_FILE || form == SOURCE_STDIN)
			return disasm_one(argv[optind], &d);
	}
	return disasm_stack(argv + optind, argc - optind, &d);
}

/* Filter i of the listing text into out_path. */
static int assemble_one(const char *path, const char *text, size_t i, size_t n,
			const char *out_path)
{
	struct seccache_error err = { 0 };
	struct seccache_insn *insns = NULL;
	size_t len = 0;
	char what[4096];
	int ret;

	ret = seccache_asm_nth(text, i, &insns, &len, &err);
	if (ret < 0) {
		print_error(source_name(path), &err);
		return exit_code_of(ret);
	}
	if (n > 1)
		snprintf(what, sizeof(what), "%s: filter %zu of %zu", source_name(path), i, n);
	else
		snprintf(what, sizeof(what), "%s", source_name(path));
	warn_invalid(what, insns, len);
	ret = write_output(out_path, insns, len * sizeof(*insns));
	free(insns);
	return ret;
}

/*
 * A listing of several filters (disasm A B) is a stack: one file would run
 * the first filter only, so it takes a directory, as optimize's output does.
 */
static int assemble_file(const char *path, const char *out_path)
{
	struct seccache_error err = { 0 };
	size_t size, n = 0;
	char *text, name[PATH_MAX], file[32];
	bool dir;
	int ret;

	ret = read_text(path, &text, &size);
	if (ret)
		return ret;
	ret = seccache_asm_count(text, &n, &err);
	if (ret < 0) {
		free(text);
		print_error(source_name(path), &err);
		return exit_code_of(ret);
	}
	ret = output_stack_dir(out_path, &dir);
	if (ret) {
		free(text);
		return ret;
	}
	if (n > 1 && !dir) {
		/* seccache_asm() refuses it, naming the line the second filter starts. */
		struct seccache_insn *insns = NULL;
		size_t len;

		if (!seccache_asm(text, &insns, &len, &err))
			free(insns);
		free(text);
		print_error(source_name(path), &err);
		errorf("asm: -o needs a directory for %zu filters, which receives 00.bpf "
		       "(the oldest), 01.bpf, ...; or give the listing itself as a SOURCE",
		       n);
		return EXIT_USAGE;
	}
	for (size_t i = 0; i < n && !ret; i++) {
		if (dir) {
			stack_file_name(file, sizeof(file), i, n);
			snprintf(name, sizeof(name), "%s/%s", out_path, file);
		}
		ret = assemble_one(path, text, i, n, dir ? name : out_path);
	}
	free(text);
	/* The index makes the directory a SOURCE, read in stack order. */
	if (!ret && dir)
		ret = write_stack_index(out_path, n, NULL);
	return ret;
}

static const struct option asm_options[] = { CLI_OUTPUT, CLI_HELP, { 0 } };

static const struct cli asm_cli = { asm_usage, "o:hq", asm_options };

int cmd_asm(int argc, char **argv)
{
	char *out_path = NULL;
	int ret = parse_options(argc, argv, &asm_cli, output_option, &out_path, NULL);

	if (ret != OPTIONS_PARSED)
		return ret;
	if (argc - optind != 1) {
		errorf("asm: expected one FILE");
		return usage_hint(argv[0]);
	}
	/* Binary records on a terminal garble it: only an explicit -o - writes there. */
	if (!out_path && isatty(STDOUT_FILENO)) {
		errorf("asm: standard output is a terminal: give -o OUT "
		       "(-o - writes the records there anyway)");
		return EXIT_USAGE;
	}
	return assemble_file(argv[optind], out_path ? out_path : "-");
}
