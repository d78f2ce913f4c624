/* SPDX-License-Identifier: MIT */
/*
 * cmd_diff.c - seccache diff: are two stacks equivalent? seccache_diff()
 * decides; this prints the verdict and the witnesses as eval vectors.
 */
#include <stdio.h>
#include <string.h>

#include "cmds.h"
#include "diff_print.h"
#include "messages.h"
#include "options.h"
#include "stack_choice.h"
#include "stack_load.h"
#include "vectors.h"
#include "seccache.h"

static const char diff_usage[] =
	"Usage: seccache diff [OPTIONS] A... -- [B-OPTIONS] B...\n"
	"\n"
	"Decide whether stack A (one or more SOURCEs, oldest first) and stack B\n"
	"return the same value for every call of their process: every arch,\n"
	"syscall number, argument and instruction pointer. Prints \"equivalent\"\n"
	"and exits 0, or \"# different\" and the first differences, one a line\n"
	"as eval --vectors reads them (ARCH NR A0 .. A5 [ip=ADDR]), and exits 1;\n"
	"after each line's '#', both results, the run of numbers the line stands\n"
	"for (with its syscalls by ABI), and whether any arguments or only these\n"
	"get them. Then, after '#' too, every difference by ABI and syscall (or\n"
	"run of numbers of none), grouped by what A and B answer there: the\n"
	"constant result, or the results and the fields they depend on.\n"
	"Exits 1 too with \"unknown\" and the reason when a range of numbers needs\n"
	"more paths than the budget, or a path compares one argument with more\n"
	"values than it keeps (128 for each 32-bit half).\n"
	"\n"
	"Options before -- apply to both stacks. After --, B-OPTIONS (--cap, --cap-drop,\n"
	"--runtime, --endian) say how B's SOURCEs are read instead: B's --cap\n"
	"and --runtime replace the capabilities given before --, so\n"
	"'diff --runtime docker P.json -- --runtime docker --cap SYS_ADMIN P.json'\n"
	"asks what CAP_SYS_ADMIN changes.\n"
	"\n"
	"  -n, --max N          list up to N differences (1 to 16; default 4), and\n"
	"                       say how many more there are\n"
	"      --all            list every difference, each a run of numbers\n"
	HELP_JSON
	"      --budget N       paths explored per range of numbers (65536)\n"
	HELP_SOURCE_OPTIONS
	HELP_QUIET
	"  -h, --help           show this help\n";

struct diff_args {
	struct seccache_diff_opts opts;
	struct arch_list arches;
	bool json, all, max_given;
};

static int diff_option(void *ctx, int c, char *arg)
{
	struct diff_args *o = ctx;
	uint64_t v;

	if (c == 'A' || c == 'j') {
		*(c == 'A' ? &o->all : &o->json) = true;
		return EXIT_OK;
	}
	if (arg[0] == '-' || parse_u64(arg, &v) || !v ||
	    v > (c == 'n' ? SECCACHE_MAX_WITNESSES : 1U << 24)) {
		errorf("diff: bad %s '%s'", c == 'n' ? "count" : "budget", arg);
		return EXIT_USAGE;
	}
	if (c == 'n')
		o->opts.max_witnesses = (unsigned int)v, o->max_given = true;
	else
		o->opts.budget = (unsigned int)v;
	return EXIT_OK;
}

static const struct option diff_options[] = {
	{ "max", required_argument, NULL, 'n' },
	{ "budget", required_argument, NULL, 'b' },
	{ "all", no_argument, NULL, 'A' },
	CLI_JSON, CLI_SOURCE_OPTIONS, CLI_HELP, { 0 }
};

static const struct cli diff_cli = { diff_usage, "n:a:hqj", diff_options };

/* The long name of one of diff's own options, for messages. */
static const char *own_option_name(int c)
{
	for (const struct option *o = diff_options; o->name; o++)
		if (o->val == c)
			return o->name;
	return "?";
}

/* After --: an option of the comparison, or --arch, is both stacks'. */
static int not_b_option(void *ctx, int c, char *arg)
{
	(void)ctx;
	(void)arg;
	errorf("diff: option '--%s' after -- : only --cap, --cap-drop, --runtime and --endian "
	       "(how B's SOURCEs are read) may follow --; give the others before it",
	       own_option_name(c));
	return EXIT_USAGE;
}

/*
 * B's list: that of the options before -- (shared), but for the B-OPTIONS
 * after it. argv[dashes] becomes the subcommand's name for getopt, which
 * needs one at index 0. Returns OPTIONS_PARSED or an exit code.
 */
static int parse_b_options(int argc, char **argv, int dashes,
			   const struct arch_list *shared, struct arch_list *b)
{
	struct arch_list own = { 0 };
	int ret;

	argv[dashes] = argv[0];
	optind = 0;	/* glibc: a new scan of a new argv */
	ret = parse_options(argc - dashes, argv + dashes, &diff_cli, not_b_option, NULL,
			    &own);
	optind += dashes;
	if (ret != OPTIONS_PARSED)
		return ret;
	if (own.n) {
		/* seccache_diff() compares the calls of one process. */
		errorf("diff: --arch after -- : both stacks are one process's ABI; "
		       "give --arch before --");
		return EXIT_USAGE;
	}
	*b = *shared;
	if (own.n_caps || own.runtime) {
		memcpy(b->caps, own.caps, own.n_caps * sizeof(*own.caps));
		b->n_caps = own.n_caps;
		b->runtime = own.runtime;
	}
	for (size_t i = 0; i < own.n_drops; i++)
		if ((ret = arch_list_drop_cap(b, own.drops[i])))
			return ret;
	if (own.order != SECCACHE_ORDER_HOST)
		b->order = own.order;
	return OPTIONS_PARSED;
}

/*
 * The verdict as o asks. Every difference was found (SECCACHE_DIFF_ALL),
 * so that the text can say how many it leaves out and the summary by
 * syscall is the whole answer.
 */
static int print_diff(const struct diff_args *o, const struct seccache_stack *a,
		      const struct seccache_stack *b, const struct seccache_diff *d)
{
	struct diff_summary s = { 0 };
	struct diff_view v = { .a = a, .d = d, .s = &s,
			       .max = o->all ? SIZE_MAX : o->opts.max_witnesses };
	int ret = diff_order_witnesses(a, d, &s);

	if (!ret && seccache_diff_verdict(d) == SECCACHE_DIFFERENT)
		ret = diff_summary_make(a, b, d, &s);
	if (!ret)
		ret = o->json ? print_diff_json(&v) : print_diff_verdict(stdout, &v);
	diff_summary_free(&s);
	return ret;
}

int cmd_diff(int argc, char **argv)
{
	struct diff_args o = { .opts = { .sz = sizeof(o.opts), .max_witnesses = 4,
					 .flags = SECCACHE_DIFF_ALL } };
	int dashes = find_dashes(argc, argv), ret, a_first;
	struct seccache_stack *a = NULL, *b = NULL;
	struct seccache_error err = { 0 };
	struct arch_list b_list;
	struct seccache_diff *d;

	ret = parse_options(dashes, argv, &diff_cli, diff_option, &o, &o.arches);
	if (ret != OPTIONS_PARSED)
		return ret;
	if (o.all && o.max_given) {
		errorf("diff: --all lists every difference; --max N lists the first N: "
		       "give one or the other");
		return EXIT_USAGE;
	}
	a_first = optind;
	if (a_first == dashes || dashes >= argc - 1) {
		errorf("diff: expected A... -- B...");
		return usage_hint(argv[0]);
	}
	ret = parse_b_options(argc, argv, dashes, &o.arches, &b_list);
	if (ret != OPTIONS_PARSED)
		return ret;
	if (optind == argc) {
		errorf("diff: expected A... -- B...: no SOURCE after --");
		return usage_hint(argv[0]);
	}
	ret = load_stack(argv + a_first, dashes - a_first, &o.arches, &a);
	if (!ret)
		ret = load_stack(argv + optind, argc - optind, &b_list, &b);
	if (!ret)
		ret = choose_arch("diff", "comparing", &a, &b, &o.arches);
	if (!ret) {
		ret = seccache_diff(a, b, &o.opts, &d, &err);
		if (ret) {
			print_error("diff", &err);
			ret = exit_code_of(ret);
		} else {
			ret = print_diff(&o, a, b, d);
			seccache_diff_free(d);
		}
	}
	seccache_stack_free(a);
	seccache_stack_free(b);
	return ret;
}
