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
#include <unistd.h>

#include "cmds.h"
#include "json_out.h"
#include "messages.h"
#include "options.h"
#include "source_file.h"
#include "stack_choice.h"
#include "stack_load.h"
#include "vectors.h"
#include "seccache.h"

static const char eval_usage[] =
	"Usage: seccache eval [OPTIONS] SOURCE... --vectors FILE\n"
	"       seccache eval [OPTIONS] SOURCE... ARCH NR [A0 .. A5] [ip=ADDR]\n"
	"\n"
	"Run the stack on syscalls and print one action per line\n"
	"(ALLOW, ERRNO(1), KILL_PROCESS, ...). A vector is ARCH NR [A0 .. A5]\n"
	"[ip=ADDR]: ARCH an architecture name or AUDIT_ARCH number, NR a number\n"
	"or a syscall name, the arguments 64-bit numbers in C notation, ADDR\n"
	"the call's instruction_pointer (default --ip's). In FILE, one vector\n"
	"a line; '#' starts a comment (diff's lines are vectors). Put -- before\n"
	"negative numbers on the command line. A vector on the command line\n"
	"and --vectors do not combine.\n"
	"\n"
	"      --vectors FILE   read vectors from FILE (- is standard input);\n"
	"                       -v FILE, deprecated, is the same\n"
	"  -e, --explain        print the path taken through each filter\n"
	"      --ip ADDR        instruction_pointer of vectors without ip= (0)\n"
	"  -k, --kernel REL     answer as kernel release REL (such as 6.12.14)\n"
	"                       would, instead of the running kernel: x86_64's\n"
	"                       uretprobe (6.12.14, 6.13.3, 6.14 on) and uprobe\n"
	"                       (6.18 on) pass without running any filter, which\n"
	"                       a note on standard error says\n"
	"      --filters-only   the filters' own result for those calls\n"
	"  -j, --json           JSON (with a version field): the results in an array\n"
	"      --format FMT     text or json\n"
	HELP_SOURCE_OPTIONS
	HELP_COLOR
	HELP_QUIET
	"  -h, --help           show this help\n";


struct eval_opts {
	const char *vectors;
	const char **sources;		/* each filter's SOURCE, for --explain */
	bool explain;
	struct seccache_analysis *analysis;	/* --explain: the stack's, for conditions */
	struct seccache_conditions *conds;
	bool json;
	bool colour;
	uint64_t ip;
	struct kernel_choice kernel;
	struct arch_list arches;
};

static void print_action(const struct eval_opts *o, uint32_t ret)
{
	char name[32];

	seccache_action_format(ret, name, sizeof(name));
	if (o->colour)
		printf("%s%s\033[0m\n", seccache_action_color(ret), name);
	else
		printf("%s\n", name);
}

/* Called by the interpreter before each instruction of the filter ctx. */
static void print_traced_insn(void *ctx, uint32_t pc, const struct seccache_insn *insn,
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

/*
 * What the filters alone return for d, where the stack's kernel lets it
 * through without them: the stack without its kernel, for a moment.
 */
static uint32_t filters_result(struct seccache_stack *s, const struct seccache_data *d)
{
	const struct seccache_kernel *k = seccache_stack_kernel(s);
	struct seccache_kernel saved = *k;
	uint32_t ret;

	seccache_stack_set_kernel(s, NULL, NULL);
	ret = seccache_stack_run(s, d, NULL);
	seccache_stack_set_kernel(s, &saved, NULL);
	return ret;
}

/* "x86_64 335 (uretprobe)": the call, as a note names it. */
static void call_name(const struct seccache_stack *s, const struct seccache_data *d,
		      char *buf, size_t size)
{
	const struct seccache_arch *abi = seccache_arch_of(seccache_stack_arch(s), d->arch, d->nr);
	char name[SECCACHE_SYSCALL_NAME_MAX];

	if (abi && !seccache_syscall_name(abi, d->nr, name, sizeof(name), NULL))
		snprintf(buf, size, "%s %u (%s)", abi->name, d->nr, name);
	else
		snprintf(buf, size, "%s %u", abi ? abi->name : "?", d->nr);
}

/* The kernel decided, not the filters: say so, and what the filters say. */
static void passthrough_note(const struct seccache_stack *s, const struct seccache_data *d,
			     uint32_t own)
{
	const struct seccache_kernel *k = seccache_stack_kernel(s);
	char call[96], action[32];

	call_name(s, d, call, sizeof(call));
	seccache_action_format(own, action, sizeof(action));
	notef("%s: Linux %s runs this call without running any filter; the filters "
	      "alone say %s (--filters-only)", call, k->release, action);
}

/* "ENOSYS, ": an errno result's name, as the call's ABI numbers it. */
static void print_errno_name(const struct seccache_data *d, uint32_t ret)
{
	const char *name = seccache_errno_name(seccache_arch_by_audit(d->arch),
					       ret & SECCACHE_RET_DATA);

	if ((ret & SECCACHE_RET_ACTION_FULL) == SECCACHE_RET_ERRNO && name)
		printf("%s, ", name);
}

/*
 * The condition the report gives for the result of d, where it depends
 * on the arguments: the report and eval must agree on every call, and an
 * error says so where they do not.
 */
static void explain_condition(const struct eval_opts *o, const struct seccache_data *d,
			      uint32_t ret)
{
	const struct seccache_cond_call *call = seccache_conditions_lookup(o->conds, d->arch,
									   d->nr);
	char name[32], *text;
	uint32_t holds = 0;
	size_t i;
	int len;

	if (!call)
		return;
	if (call->why || call->n_results < 2) {
		len = seccache_cond_format(call, SIZE_MAX, NULL, 0);
		i = SIZE_MAX;
	} else {
		for (i = 0; i < call->n_results && call->results[i].action != ret; i++)
			;
		len = i < call->n_results ? seccache_cond_format(call, i, NULL, 0) : -1;
	}
	text = len < 0 ? NULL : malloc((size_t)len + 1);
	if (text)
		seccache_cond_format(call, i, text, (size_t)len + 1);
	seccache_action_format(ret, name, sizeof(name));
	if (i == SIZE_MAX)
		printf("  conditions: %s\n", text ? text : "?");
	else
		printf("  condition: %s when %s\n", name, text ? text : "?");
	free(text);
	if (!call->why && (seccache_cond_match(call, d, &holds) != 1 || holds != ret))
		errorf("eval: the report's conditions for this call do not give %s: a bug", name);
}

static void explain(const struct seccache_stack *s, const struct eval_opts *o,
		    const struct seccache_data *d, size_t match, uint32_t result)
{
	size_t len = seccache_stack_len(s);
	char name[32];

	if (seccache_stack_passthrough(s, d)) {
		printf("  decided by: the kernel: Linux %s runs this call without running "
		       "any filter (seccomp_uprobe_exception)\n",
		       seccache_stack_kernel(s)->release);
		return;
	}

	/* The kernel runs the newest filter first. */
	for (size_t i = len; i-- > 0;) {
		const struct seccache_filter *f = seccache_stack_filter(s, i);
		uint32_t ret;

		printf("  filter %zu of %zu (%s)%s:\n", i, len, source_name(o->sources[i]),
		       i == len - 1 ? ", the newest, runs first" : "");
		ret = seccache_filter_run_trace(f, d, print_traced_insn, (void *)f);
		seccache_action_format(ret, name, sizeof(name));
		printf("    returns %s (", name);
		print_errno_name(d, ret);
		printf("0x%08x)\n", ret);
	}
	if (match == SIZE_MAX)
		printf("  decided by: %s\n", seccache_stack_pinned(s) ?
		       "the architecture pin, or no filter beat ALLOW" :
		       "no filter (none returned less than ALLOW)");
	else
		printf("  decided by: filter %zu (%s)\n", match, source_name(o->sources[match]));
	explain_condition(o, d, result);
}

/* One result as JSON; own is the filters' result where the kernel passed the call. */
static json_t *result_json(const struct seccache_stack *s, const struct seccache_data *d,
			   uint32_t ret, size_t match, bool passed, uint32_t own)
{
	const struct seccache_arch *abi = seccache_arch_of(seccache_stack_arch(s), d->arch, d->nr);
	char name[32];
	json_t *o;

	seccache_action_format(ret, name, sizeof(name));
	o = json_pack("{s:o, s:I, s:I, s:s, s:I, s:o, s:b}",
		      "arch", abi ? json_string(abi->name) : json_null(),
		      "audit_arch", (json_int_t)d->arch,
		      "nr", (json_int_t)d->nr,
		      "action", name,
		      "value", (json_int_t)ret,
		      "filter", match == SIZE_MAX ? json_null() :
				json_integer((json_int_t)match),
		      "passthrough", passed);
	if (o && passed) {
		seccache_action_format(own, name, sizeof(name));
		json_object_set_new(o, "kernel", json_string(seccache_stack_kernel(s)->release));
		json_object_set_new(o, "filters_action", json_string(name));
		json_object_set_new(o, "filters_value", json_integer(own));
	}
	return o;
}

static int eval_one(struct seccache_stack *s, const struct eval_opts *o,
		    struct seccache_data *d, json_t *results)
{
	size_t match = SIZE_MAX;
	uint32_t ret, own = 0;
	bool passed;

	ret = seccache_stack_run(s, d, &match);
	passed = seccache_stack_passthrough(s, d);
	if (passed)
		own = filters_result(s, d);
	if (results)
		return json_array_append_new(results, result_json(s, d, ret, match, passed, own)) ?
		       EXIT_SYSTEM : EXIT_OK;
	if (o->explain)
		explain(s, o, d, match, ret);
	if (passed && own != ret)
		passthrough_note(s, d, own);
	print_action(o, ret);
	return EXIT_OK;
}

struct eval_file_ctx {
	struct seccache_stack *s;
	const struct eval_opts *o;
	json_t *results;
};

static int eval_vector(void *ctx, const struct seccache_data *d)
{
	struct eval_file_ctx *c = ctx;
	struct seccache_data copy = *d;

	return eval_one(c->s, c->o, &copy, c->results);
}

static int eval_file(struct seccache_stack *s, const struct eval_opts *o,
		     json_t *results)
{
	struct eval_file_ctx c = { s, o, results };

	return read_vectors(o->vectors, o->ip, eval_vector, &c);
}

/* The vector starts at the first ARCH followed by 1 to 7 more fields. */
static int vector_start(int argc, char **argv, int first)
{
	for (int i = first + 1; i < argc; i++)
		if (argc - i >= 2 && argc - i <= VECTOR_MAX_FIELDS && is_arch_name(argv[i]))
			return i;
	return -1;
}

/* An operand that starts a vector: an ARCH, unless a SOURCE file has its name. */
static bool is_vector_arch(const char *arg)
{
	return is_arch_name(arg) && access(arg, F_OK) != 0;
}

/* The first operand from first on that no SOURCE can be, or -1. */
static int first_non_source(int argc, char **argv, int first)
{
	for (int i = first; i < argc; i++)
		if (source_of(argv[i]).form == SOURCE_FILE && access(argv[i], F_OK))
			return i;
	return -1;
}

/*
 * No vector ends the operands: say what is wrong with them, rather than
 * the usage line. Returns EXIT_USAGE.
 */
static int no_vector(int argc, char **argv, int first)
{
	int i = first;

	while (i < argc && !is_vector_arch(argv[i]))
		i++;
	if (i == first && i < argc)
		errorf("eval: no SOURCE before the vector '%s ...': expected SOURCE... "
		       "ARCH NR [A0 .. A5]", argv[i]);
	else if (i < argc && argc - i == 1)
		errorf("eval: the vector '%s' has no syscall: expected ARCH NR [A0 .. A5]",
		       argv[i]);
	else if (i < argc)
		errorf("eval: the vector '%s %s ...' has %d arguments: a syscall has at "
		       "most 6 (A0 .. A5)", argv[i], argv[i + 1], argc - i - 2);
	else if ((i = first_non_source(argc, argv, first + 1)) >= 0) {
		fprintf(stderr, "seccache: eval: '%s' is neither a SOURCE (no such file) nor "
			"an architecture (known: ", argv[i]);
		print_arch_names(stderr);
		fputs(")\n", stderr);
	} else
		errorf("eval: no vector after the SOURCEs: expected ARCH NR [A0 .. A5] "
		       "or --vectors FILE");
	return usage_hint(argv[0]);
}

/* --explain: the conditions the report gives, to print beside each path. */
static int explain_prepare(const struct seccache_stack *s, struct eval_opts *o)
{
	SECCACHE_OPTS(seccache_analyze_opts, opts,
		      .flags = o->kernel.filters_only ? SECCACHE_ANALYZE_FILTERS_ONLY : 0);
	struct seccache_error err = { 0 };

	if (seccache_analyze(s, &opts, &o->analysis, &err) ||
	    seccache_conditions_new(s, o->analysis, NULL, &o->conds, &err)) {
		print_error("eval", &err);
		return -1;
	}
	return 0;
}

/* {"version": 1, "results": [...]}: the one convention (json_out.c). */
static int print_json(json_t *results)
{
	json_t *doc = json_doc_new();

	if (doc && json_object_set(doc, "results", results)) {
		json_decref(doc);
		doc = NULL;
	}
	return json_doc_print(doc, "eval");
}

static int eval_operands(int argc, char **argv, int first, struct eval_opts *o)
{
	struct seccache_stack *stack;
	struct seccache_data d;
	json_t *results = NULL;
	char why[160];
	int end = argc, ret;

	if (first == argc)
		return no_source(argv[0]);
	end = vector_start(argc, argv, first);
	if (!o->vectors) {
		if (end < 0)
			return no_vector(argc, argv, first);
		if (parse_vector(argv + end, argc - end, o->ip, &d, why, sizeof(why))) {
			errorf("eval: %s", why);
			return EXIT_USAGE;
		}
	} else if (end >= 0 && is_vector_arch(argv[end])) {
		/* Else its fields would be read as SOURCE files that do not exist. */
		errorf("eval: both --vectors %s and the vector '%s %s ...': give one or "
		       "the other", o->vectors, argv[end], argv[end + 1]);
		return usage_hint(argv[0]);
	} else {
		end = argc;
	}
	for (int i = first; o->vectors && !strcmp(o->vectors, "-") && i < end; i++) {
		if (!strcmp(argv[i], "-")) {
			errorf("eval: standard input cannot hold both a filter and the vectors");
			return EXIT_USAGE;
		}
	}
	o->arches.kernel = o->kernel.given ? &o->kernel.kernel : NULL;
	ret = load_stack_named(argv + first, end - first, &o->arches, &stack, &o->sources);
	if (ret)
		return ret;
	set_stack_kernel(stack, &o->kernel);
	/* An analysis made before a later step failed is freed below too. */
	ret = EXIT_SYSTEM;
	if (o->explain && explain_prepare(stack, o))
		goto out;
	if (o->json && !(results = json_array()))
		goto out;
	ret = o->vectors ? eval_file(stack, o, results) : eval_one(stack, o, &d, results);
	if (!ret && results)
		ret = print_json(results);
out:
	json_decref(results);
	seccache_conditions_free(o->conds);
	seccache_analysis_free(o->analysis);
	seccache_stack_free(stack);
	free(o->sources);
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

enum { OPT_IP = 256, OPT_FORMAT, OPT_FILTERS_ONLY, OPT_VECTORS };

static int eval_option(void *ctx, int c, char *arg)
{
	struct eval_opts *o = ctx;

	switch (c) {
	case 'v':
		/* Elsewhere -v is --verbose (run): kept, as documented before. */
		notef("eval: -v is deprecated; write --vectors");
		/* fall through */
	case OPT_VECTORS:
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
	case 'k':
		return parse_kernel_arg("eval", arg, &o->kernel);
	case OPT_FILTERS_ONLY:
		o->kernel.filters_only = true;
		break;
	}
	return EXIT_OK;
}

static const struct option eval_options[] = {
	{ "vectors", required_argument, NULL, OPT_VECTORS },
	{ "explain", no_argument, NULL, 'e' },
	{ "ip", required_argument, NULL, OPT_IP },
	{ "json", no_argument, NULL, 'j' },
	{ "format", required_argument, NULL, OPT_FORMAT },
	{ "kernel", required_argument, NULL, 'k' },
	{ "filters-only", no_argument, NULL, OPT_FILTERS_ONLY },
	CLI_SOURCE_OPTIONS, CLI_COLOR, CLI_HELP, { 0 }
};

static const struct cli eval_cli = { eval_usage, "v:ejk:a:hq", eval_options };

int cmd_eval(int argc, char **argv)
{
	struct eval_opts o = { 0 };
	int ret = parse_options(argc, argv, &eval_cli, eval_option, &o, &o.arches);

	if (ret != OPTIONS_PARSED)
		return ret;
	o.colour = use_colour();
	if (o.json && o.explain) {
		errorf("eval: --explain prints text; it does not combine with --json");
		return EXIT_USAGE;
	}
	return eval_operands(argc, argv, optind, &o);
}
