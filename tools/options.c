/* SPDX-License-Identifier: MIT */
/*
 * options.c - parse_options(): getopt_long over a subcommand's table,
 * with the options every subcommand shares handled here (--help, -q,
 * --color, --arch, --endian, --cap, --runtime) and each of its own passed
 * to it; and the architecture names --arch takes.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "cmds.h"
#include "messages.h"
#include "options.h"

/* Append --arch text; returns 0 or EXIT_USAGE after printing why. */
static int arch_list_add(struct arch_list *l, const char *text)
{
	const struct seccache_arch *arch = parse_arch_arg(text);

	if (!arch)
		return EXIT_USAGE;
	if (l->n == MAX_ARCH_OPTS) {
		errorf("too many --arch options (at most %d)", MAX_ARCH_OPTS);
		return EXIT_USAGE;
	}
	l->arch[l->n++] = arch;
	return EXIT_OK;
}

/*
 * --cap CAP (any spelling the runtimes accept, ALL for every one as
 * Docker's --cap-add ALL), or --runtime NAME[-VERSION]: the runtime that
 * compiles profiles, and its engine's default capabilities.
 */
static int add_caps(struct arch_list *l, int c, const char *text)
{
	const char *name = strcasecmp(text, "ALL") ? seccache_capability_name(text) : "ALL";
	const char *const *caps = &name;
	size_t n = 1;

	if (c == 'R') {
		struct seccache_error err = { 0 };
		char name[64];

		if (seccache_runtime_describe(text, name, sizeof(name), &err) < 0) {
			errorf("--runtime: %s", err.msg);
			return EXIT_USAGE;
		}
		caps = seccache_runtime_caps(text);
		l->runtime = text;
		for (n = 0; caps[n]; n++)
			;
	} else if (!name) {
		/* A typo would drop the rules that test the capability, silently. */
		errorf("--cap: '%s' is not a Linux capability: CAP_SYS_ADMIN or "
		       "SYS_ADMIN, in any case, as capabilities(7) lists them, or ALL", text);
		return EXIT_USAGE;
	}
	if (l->n_drops && !strcmp(caps[0] ? caps[0] : "", "ALL")) {
		errorf("--cap ALL with --cap-drop %s: give the capabilities kept", l->drops[0]);
		return EXIT_USAGE;
	}
	for (size_t i = 0; i < n; i++) {
		bool dropped = false;

		for (size_t j = 0; j < l->n_drops; j++)
			dropped |= !strcmp(l->drops[j], caps[i]);
		if (dropped)
			continue;
		if (l->n_caps == MAX_CAP_OPTS) {
			errorf("too many capabilities (at most %d)", MAX_CAP_OPTS);
			return EXIT_USAGE;
		}
		l->caps[l->n_caps++] = caps[i];
	}
	return EXIT_OK;
}

int arch_list_drop_cap(struct arch_list *l, const char *cap)
{
	const char *name = seccache_capability_name(cap);
	size_t n = 0;

	if (!name) {
		errorf("--cap-drop: '%s' is not a Linux capability: CAP_SYS_ADMIN or "
		       "SYS_ADMIN, in any case, as capabilities(7) lists them", cap);
		return EXIT_USAGE;
	}
	for (size_t i = 0; i < l->n_caps; i++) {
		if (!strcmp(l->caps[i], "ALL")) {
			errorf("--cap-drop %s with --cap ALL: give the capabilities kept", cap);
			return EXIT_USAGE;
		}
		if (strcmp(l->caps[i], name))
			l->caps[n++] = l->caps[i];
	}
	l->n_caps = n;
	if (l->n_drops == MAX_CAP_OPTS) {
		errorf("too many --cap-drop (at most %d)", MAX_CAP_OPTS);
		return EXIT_USAGE;
	}
	l->drops[l->n_drops++] = name;
	return EXIT_OK;
}

/* --endian little|big. */
static int parse_endian(const char *text, enum seccache_byte_order *order)
{
	if (!strcmp(text, "little"))
		*order = SECCACHE_ORDER_LITTLE;
	else if (!strcmp(text, "big"))
		*order = SECCACHE_ORDER_BIG;
	else {
		errorf("--endian: '%s' is not a byte order (little or big)", text);
		return EXIT_USAGE;
	}
	return EXIT_OK;
}

/* Whether arg ("--kernel", "-k") names one of cli's options that takes a value. */
static bool needs_value(const struct cli *cli, const char *arg)
{
	const char *p;

	if (arg[0] != '-')
		return false;
	if (arg[1] != '-')
		return (p = strchr(cli->shortopts, arg[1])) && arg[1] != ':' && p[1] == ':';
	for (const struct option *o = cli->longopts; o->name; o++)
		if (!strcmp(o->name, arg + 2))
			return o->has_arg == required_argument;
	return false;
}

/* What getopt_long() refused: an unknown option, or one without its value. */
static int bad_option(const char *cmd, const struct cli *cli, const char *arg)
{
	if (arg && needs_value(cli, arg))
		errorf("%s: option '%s' needs a value", cmd, arg);
	else
		errorf("%s: unknown option '%s'", cmd, arg ? arg : "?");
	return usage_hint(cmd);
}

int parse_options(int argc, char **argv, const struct cli *cli,
		  int (*own)(void *ctx, int c, char *arg), void *ctx,
		  struct arch_list *arches)
{
	int c, ret;

	opterr = 0;	/* our own message, which starts with "seccache:" */
	while ((c = getopt_long(argc, argv, cli->shortopts, cli->longopts, NULL)) != -1) {
		if (c == 'h') {
			fputs(cli->help, stdout);
			if (arches) {
				fputs("\nARCH: ", stdout);
				print_arch_names(stdout);
				fputs(",\nlibseccomp's names for them, or an AUDIT_ARCH number.\n",
				      stdout);
			}
			return EXIT_OK;
		}
		if (c == 'q')
			ret = (set_quiet(), EXIT_OK);
		else if (c == 'K')
			ret = parse_colour(argv[0], optarg);
		else if (c == 'a' && arches)
			ret = arch_list_add(arches, optarg);
		else if (c == 'E' && arches)
			ret = parse_endian(optarg, &arches->order);
		else if ((c == 'C' || c == 'R') && arches)
			ret = add_caps(arches, c, optarg);
		else if (c == 'X' && arches)
			ret = arch_list_drop_cap(arches, optarg);
		else if (c == '?' || c == ':' || !own)
			return bad_option(argv[0], cli, argv[optind - 1]);
		else
			ret = own(ctx, c, optarg);
		if (ret)
			return ret;
	}
	return OPTIONS_PARSED;
}

int output_option(void *ctx, int c, char *arg)
{
	(void)c;
	*(char **)ctx = arg;
	return EXIT_OK;
}

int json_option(void *ctx, int c, char *arg)
{
	(void)c;
	(void)arg;
	*(bool *)ctx = true;
	return EXIT_OK;
}

int find_dashes(int argc, char **argv)
{
	for (int i = 1; i < argc; i++)
		if (!strcmp(argv[i], "--"))
			return i;
	return argc;
}

int no_source(const char *cmd)
{
	errorf("%s: no SOURCE given", cmd);
	return usage_hint(cmd);
}

void print_arch_names(FILE *out)
{
	const struct seccache_arch *const *natives = seccache_arch_all();
	const char *sep = "";

	for (size_t i = 0; natives[i]; i++) {
		const struct seccache_arch *abis[SECCACHE_MAX_ABIS];
		size_t n = seccache_arch_abis(natives[i], abis);

		for (size_t j = 0; j < n; j++) {
			/* A compat ABI two natives share is named once. */
			if (abis[j]->native != natives[i])
				continue;
			fprintf(out, "%s%s", sep, abis[j]->name);
			sep = ", ";
		}
	}
}

const struct seccache_arch *parse_arch_arg(const char *text)
{
	const struct seccache_arch *arch = seccache_arch_lookup(text);

	if (!arch) {
		fprintf(stderr, "seccache: unknown architecture '%s' (known: ", text);
		print_arch_names(stderr);
		fputs(")\n", stderr);
	}
	return arch;
}
