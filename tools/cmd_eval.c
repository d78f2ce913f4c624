/* SPDX-License-Identifier: MIT */
/*
 * cmd_eval.c - seccache eval: what the stack returns for given syscalls,
 * with the kernel's semantics (seccache_stack_run), optionally with the path
 * each filter took.
 */
#include <errno.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmds.h"
#include "common.h"

static const char eval_usage[] =
	"Usage: seccache eval [OPTIONS] SOURCE... --vectors FILE\n"
	"       seccache eval [OPTIONS] SOURCE... ARCH NR [A0 .. A5]\n"
	"\n"
	"Run the stack on syscalls and print one action per line\n"
	"(ALLOW, ERRNO(1), KILL_PROCESS, ...). A vector is ARCH NR [A0 .. A5]:\n"
	"ARCH an architecture name or AUDIT_ARCH number, NR a number or a\n"
	"syscall name, the arguments 64-bit numbers in C notation. In FILE,\n"
	"one vector a line; '#' starts a comment. Put -- before negative\n"
	"numbers on the command line.\n"
	"\n"
	"  -v, --vectors FILE   read vectors from FILE (- is standard input)\n"
	"  -e, --explain        print the path taken through each filter\n"
	"      --ip ADDR        set instruction_pointer (default 0)\n"
	"  -j, --json           print a JSON array instead\n"
	"      --format FMT     text or json\n"
	"  -a, --arch ARCH      compile profiles for ARCH (repeatable)\n"
	"  -h, --help           show this help\n";


struct eval_opts {
	const char *vectors;
	bool explain;
	bool json;
	bool colour;
	uint64_t ip;
	struct arch_list arches;
};

static const char *action_colour(uint32_t ret)
{
	switch (seccache_action_effective(ret) & SECCACHE_RET_ACTION_FULL) {
	case SECCACHE_RET_ALLOW:
		return "\033[32m";
	case SECCACHE_RET_KILL_PROCESS:
	case SECCACHE_RET_KILL_THREAD:
		return "\033[31m";
	default:
		return "\033[33m";
	}
}

static void print_action(const struct eval_opts *o, uint32_t ret)
{
	char name[32];

	seccache_action_format(ret, name, sizeof(name));
	if (o->colour)
		printf("%s%s\033[0m\n", action_colour(ret), name);
	else
		printf("%s\n", name);
}

/* Called by the interpreter before each instruction of the filter ctx. */
static void trace_step(void *ctx, uint32_t pc, const struct seccache_insn *insn,
		       uint32_t a, uint32_t x)
{
	const struct seccache_filter *f = ctx;
	char text[128];

	(void)insn;
	if (seccache_disasm_insn(seccache_filter_insns(f), seccache_filter_len(f), pc,
				 text, sizeof(text), NULL) < 0)
		snprintf(text, sizeof(text), "?");
	printf("    L%-4u %-32s A=0x%08x X=0x%08x\n", pc, text, a, x);
}

static void explain(const struct seccache_stack *s, const struct seccache_data *d,
		    size_t match)
{
	size_t len = seccache_stack_len(s);
	char name[32];

	/* The kernel runs the newest filter first. */
	for (size_t i = len; i-- > 0;) {
		const struct seccache_filter *f = seccache_stack_filter(s, i);
		uint32_t ret;

		printf("  filter %zu of %zu%s:\n", i, len,
		       i == len - 1 ? " (newest, runs first)" : "");
		ret = seccache_filter_run_trace(f, d, trace_step, (void *)f);
		seccache_action_format(ret, name, sizeof(name));
		printf("    returns %s (0x%08x)\n", name, ret);
	}
	if (match == SIZE_MAX)
		printf("  decided by: %s\n", seccache_stack_pinned(s) ?
		       "the architecture pin, or no filter beat ALLOW" :
		       "no filter (none returned less than ALLOW)");
	else
		printf("  decided by: filter %zu\n", match);
}

static int eval_one(const struct seccache_stack *s, const struct eval_opts *o,
		    struct seccache_data *d, json_t *results)
{
	size_t match = SIZE_MAX;
	uint32_t ret;
	char name[32];

	d->instruction_pointer = o->ip;
	ret = seccache_stack_run(s, d, &match);
	if (results) {
		const struct seccache_arch *abi =
			seccache_arch_of(seccache_stack_arch(s), d->arch, d->nr);

		seccache_action_format(ret, name, sizeof(name));
		if (json_array_append_new(results,
			json_pack("{s:o, s:I, s:I, s:s, s:I, s:o}",
				  "abi", abi ? json_string(abi->name) : json_null(),
				  "audit_arch", (json_int_t)d->arch,
				  "nr", (json_int_t)d->nr,
				  "action", name,
				  "value", (json_int_t)ret,
				  "filter", match == SIZE_MAX ? json_null() :
					    json_integer((json_int_t)match))))
			return EXIT_SYSTEM;
		return EXIT_OK;
	}
	if (o->explain)
		explain(s, d, match);
	print_action(o, ret);
	return EXIT_OK;
}

struct eval_file_ctx {
	const struct seccache_stack *s;
	const struct eval_opts *o;
	json_t *results;
};

static int eval_vector(void *ctx, const struct seccache_data *d)
{
	struct eval_file_ctx *c = ctx;
	struct seccache_data copy = *d;

	return eval_one(c->s, c->o, &copy, c->results);
}

static int eval_file(const struct seccache_stack *s, const struct eval_opts *o,
		     json_t *results)
{
	struct eval_file_ctx c = { s, o, results };

	return read_vectors(o->vectors, eval_vector, &c);
}

/* The vector starts at the first ARCH followed by 1 to 7 more fields. */
static int vector_start(int argc, char **argv, int first)
{
	for (int i = first + 1; i < argc; i++)
		if (argc - i >= 2 && argc - i <= VECTOR_MAX_FIELDS && is_arch_name(argv[i]))
			return i;
	return -1;
}

static int print_json(json_t *results)
{
	if (json_dumpf(results, stdout, JSON_INDENT(2)) || putchar('\n') == EOF)
		return EXIT_SYSTEM;
	return EXIT_OK;
}

static int run(int argc, char **argv, int first, struct eval_opts *o)
{
	struct seccache_stack *stack;
	struct seccache_data d;
	json_t *results = NULL;
	char why[160];
	int end = argc, ret;

	if (!o->vectors) {
		end = vector_start(argc, argv, first);
		if (end < 0) {
			errorf("eval: expected SOURCE... ARCH NR [A0 .. A5] or --vectors FILE"
			       " (ARCH a known architecture: x86_64, ia32, aarch64, ...)");
			return usage_hint(argv[0]);
		}
		if (parse_vector(argv + end, argc - end, &d, why, sizeof(why))) {
			errorf("eval: %s", why);
			return EXIT_USAGE;
		}
	} else if (first == argc) {
		return no_source(argv[0]);
	}
	for (int i = first; o->vectors && !strcmp(o->vectors, "-") && i < end; i++) {
		if (!strcmp(argv[i], "-")) {
			errorf("eval: standard input cannot hold both a filter and the vectors");
			return EXIT_USAGE;
		}
	}
	ret = load_stack(argv + first, end - first, &o->arches, &stack);
	if (ret)
		return ret;
	if (o->json && !(results = json_array())) {
		seccache_stack_free(stack);
		return EXIT_SYSTEM;
	}
	ret = o->vectors ? eval_file(stack, o, results) : eval_one(stack, o, &d, results);
	if (!ret && results)
		ret = print_json(results);
	json_decref(results);
	seccache_stack_free(stack);
	return ret;
}

static int parse_format(const char *text, struct eval_opts *o)
{
	if (!strcmp(text, "json"))
		o->json = true;
	else if (strcmp(text, "text")) {
		errorf("eval: unknown format '%s' (text or json)", text);
		return EXIT_USAGE;
	}
	return EXIT_OK;
}

enum { OPT_IP = 256, OPT_FORMAT };

static int eval_option(void *ctx, int c, char *arg)
{
	struct eval_opts *o = ctx;

	switch (c) {
	case 'v':
		o->vectors = arg;
		break;
	case 'e':
		o->explain = true;
		break;
	case OPT_IP:
		if (parse_u64(arg, &o->ip)) {
			errorf("eval: --ip: '%s' is not a 64-bit number", arg);
			return EXIT_USAGE;
		}
		break;
	case 'j':
		o->json = true;
		break;
	case OPT_FORMAT:
		return parse_format(arg, o);
	}
	return EXIT_OK;
}

static const struct option eval_options[] = {
	{ "vectors", required_argument, NULL, 'v' },
	{ "explain", no_argument, NULL, 'e' },
	{ "ip", required_argument, NULL, OPT_IP },
	{ "json", no_argument, NULL, 'j' },
	{ "format", required_argument, NULL, OPT_FORMAT },
	CLI_ARCH, CLI_HELP, { 0 }
};

static const struct cli eval_cli = { eval_usage, "v:eja:h", eval_options };

int cmd_eval(int argc, char **argv)
{
	struct eval_opts o = { .colour = use_colour() };
	int ret = parse_options(argc, argv, &eval_cli, eval_option, &o, &o.arches);

	if (ret != OPTIONS_PARSED)
		return ret;
	if (o.json && o.explain) {
		errorf("eval: --explain prints text; it does not combine with --json");
		return EXIT_USAGE;
	}
	return run(argc, argv, optind, &o);
}
