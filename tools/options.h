/* SPDX-License-Identifier: MIT */
/*
 * options.h - the command line every subcommand shares: its table of
 * options (struct cli), parse_options() with the options all of them take
 * (--help, -q, --color, and the SOURCE options struct arch_list holds),
 * and what --help says of them.
 */
#ifndef SECCACHE_TOOLS_OPTIONS_H
#define SECCACHE_TOOLS_OPTIONS_H

#include <getopt.h>
#include <stdio.h>
#include "seccache.h"

#define MAX_ARCH_OPTS 8

/* "x86_64, ia32, x32, aarch64, ...": every ABI's name, into out. */
void print_arch_names(FILE *out);

/* An architecture option value; prints the error and returns NULL if unknown. */
const struct seccache_arch *parse_arch_arg(const char *text);

#define MAX_CAP_OPTS 64

/*
 * How SOURCEs are read, from the options every loading subcommand shares:
 * --arch values, --endian, and for profiles --cap and --runtime.
 */
struct arch_list {
	const struct seccache_arch *arch[MAX_ARCH_OPTS];
	size_t n;
	/* How raw SOURCEs are read; HOST: this host's order, or the other if only it validates. */
	enum seccache_byte_order order;
	const char *caps[MAX_CAP_OPTS];	/* --cap, then --runtime's, less --cap-drop */
	size_t n_caps;
	const char *drops[MAX_CAP_OPTS];	/* --cap-drop, as Docker's and podman's */
	size_t n_drops;
	const char *runtime;		/* --runtime NAME[-VERSION]; NULL: runc 1.1.5 */
	const struct seccache_kernel *kernel;	/* minKernel's; NULL: the running one */
	enum seccache_layout layout;	/* libseccomp's; 0: the runtime's */
	size_t *n_profiles;		/* if not NULL, counts the profiles compiled */
};

/* A subcommand's command line, for parse_options(). */
struct cli {
	const char *help;		/* what --help prints */
	const char *shortopts;		/* getopt's, "a:h" among them where taken */
	const struct option *longopts;	/* CLI_ARCH, CLI_HELP among them; { 0 } ends */
};

/* The options every subcommand shares, for struct cli's longopts. */
#define CLI_ARCH { "arch", required_argument, NULL, 'a' }
/* -h/--help and -q/--quiet, which every subcommand takes ("hq" in shortopts). */
#define CLI_HELP { "help", no_argument, NULL, 'h' }, { "quiet", no_argument, NULL, 'q' }
/* --color[=WHEN], for the subcommands whose output has colour. */
#define CLI_COLOR { "color", optional_argument, NULL, 'K' }
#define CLI_OUTPUT { "output", required_argument, NULL, 'o' }
#define CLI_ENDIAN { "endian", required_argument, NULL, 'E' }
#define CLI_CAP { "cap", required_argument, NULL, 'C' }
#define CLI_RUNTIME { "runtime", required_argument, NULL, 'R' }
#define CLI_CAP_DROP { "cap-drop", required_argument, NULL, 'X' }
/* -j/--json: one JSON document instead of text (docs/seccache.1, JSON OUTPUT). */
#define CLI_JSON { "json", no_argument, NULL, 'j' }
/* All the options struct arch_list holds. */
#define CLI_SOURCE_OPTIONS CLI_ARCH, CLI_ENDIAN, CLI_CAP, CLI_CAP_DROP, CLI_RUNTIME

/* What --help says of -q, --json and --color. */
#define HELP_JSON \
	"  -j, --json           JSON (with a version field) instead of text\n"

#define HELP_QUIET \
	"  -q, --quiet          print no notes or warnings (errors still)\n"
#define HELP_COLOR \
	"      --color[=WHEN]   colour the output: auto (the default: on a terminal,\n" \
	"                       unless NO_COLOR is set or TERM is dumb), always, never\n"

/* What --help says of them. */
#define HELP_SOURCE_OPTIONS \
	"  -a, --arch ARCH      the process's ABI (its machine's: ia32 stands for\n" \
	"                       x86_64, with ia32 and x32), and for profiles the ABIs\n" \
	"                       to compile them for (repeatable; the first is native)\n" \
	"      --endian ORDER   raw filters' byte order, little or big (default:\n" \
	"                       this host's, or the only one that validates)\n" \
	"      --cap CAP        profiles: the container holds CAP (repeatable;\n" \
	"                       ALL for every capability)\n" \
	"      --cap-drop CAP   profiles: the container does not hold CAP, which\n" \
	"                       --runtime's defaults or --cap gave (repeatable)\n" \
	"      --runtime NAME[-VERSION]  profiles: compile them as this runtime\n" \
	"                       does, with the capabilities it grants by default:\n" \
	"                       runc (the default, 1.1.5), crun (1.8.1), docker and\n" \
	"                       containerd (runc), podman (crun), podman-runc,\n" \
	"                       podman-crun; VERSION is runc's or crun's (runc-1.2),\n" \
	"                       or from 2 on docker's or podman's (docker-20.10.24,\n" \
	"                       the default, podman-4.3.1): how they read the profile\n"

/* l's capabilities without cap (any spelling), and none added later. */
int arch_list_drop_cap(struct arch_list *l, const char *cap);

/* parse_options() read every option; the operands start at optind. */
#define OPTIONS_PARSED (-1)

/*
 * getopt_long over argv (argv[0] the subcommand) with cli's options. The
 * shared ones are handled here: -h/--help prints cli->help, -q/--quiet and
 * --color set what the printers of messages.c do, -a/--arch is
 * added to arches and --endian sets its order, an unknown option is a
 * usage error. own(ctx, c, optarg)
 * takes each option of the subcommand's own and returns EXIT_OK or an exit
 * code after printing why. Returns OPTIONS_PARSED, or the exit code to
 * stop with.
 */
int parse_options(int argc, char **argv, const struct cli *cli,
		  int (*own)(void *ctx, int c, char *arg), void *ctx,
		  struct arch_list *arches);

/* parse_options()'s own() where -o/--output is the only one: into *(char **)ctx. */
int output_option(void *ctx, int c, char *arg);

/* parse_options()'s own() where -j/--json is the only one: *(bool *)ctx = true. */
int json_option(void *ctx, int c, char *arg);

/*
 * The index of the first "--" in argv after argv[0], or argc: commands
 * that take two lists (diff A... -- B..., run SOURCE... -- CMD) parse
 * options only before it.
 */
int find_dashes(int argc, char **argv);

/* "CMD: no SOURCE given" and the hint; returns EXIT_USAGE. */
int no_source(const char *cmd);

#endif
