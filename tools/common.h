/* SPDX-License-Identifier: MIT */
/*
 * common.h - what the subcommands share: error printing with the right exit
 * code, option helpers, turning SOURCE arguments into a stack, and parsing
 * test vectors. The library does the work; these only adapt argv to it.
 */
#ifndef SECCACHE_TOOLS_COMMON_H
#define SECCACHE_TOOLS_COMMON_H

#include <getopt.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>
#include "seccache.h"

#define MAX_ARCH_OPTS 8

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

/* Print "seccache: " and the message to stderr. */
void errorf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* "seccache: warning: ..." and "seccache: note: ...": nothing with -q. */
void warnf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void notef(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Print the reason err holds about what (a file or pid), prefixed by it. */
void print_error(const char *what, const struct seccache_error *err);

/* A seccache_optimize() note, on stderr: ctx is the subcommand's name. */
void print_note(void *ctx, const char *msg);

/* The exit code for a negative errno: input errors 2, the rest 3. */
int exit_code_of(int code);

/*
 * "WHAT    N filters, I instructions, longest path L": s's size and the
 * most instructions one call can run; with "seccache: " on stderr.
 */
void print_stack_figures(FILE *out, const char *what, const struct seccache_stack *s);

/* Print "try 'seccache CMD --help'" after a usage error; returns EXIT_USAGE. */
int usage_hint(const char *cmd);

/*
 * --color=always, or with --color=auto (the default) stdout a terminal,
 * NO_COLOR unset or empty and TERM set and not "dumb".
 */
bool use_colour(void);

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
	const char *caps[MAX_CAP_OPTS];	/* --cap, then --runtime's */
	size_t n_caps;
	const char *runtime;		/* --runtime docker|podman, or NULL */
	const struct seccache_kernel *kernel;	/* minKernel's; NULL: the running one */
	enum seccache_layout layout;	/* libseccomp's; 0: runc's choice */
};

/* A subcommand's command line, for parse_options(). */
struct cli {
	const char *help;		/* what --help prints */
	const char *shortopts;		/* getopt's, "a:h" among them where they apply */
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
/* All the options struct arch_list holds. */
#define CLI_SOURCE_OPTIONS CLI_ARCH, CLI_ENDIAN, CLI_CAP, CLI_RUNTIME

/* What --help says of -q and --color. */
#define HELP_QUIET \
	"  -q, --quiet          print no notes or warnings (errors still)\n"
#define HELP_COLOR \
	"      --color[=WHEN]   colour the output: auto (the default: on a terminal,\n" \
	"                       unless NO_COLOR is set or TERM is dumb), always, never\n"

/* What --help says of them. */
#define HELP_SOURCE_OPTIONS \
	"  -a, --arch ARCH      the process's ABI, and for profiles the ABIs to\n" \
	"                       compile them for (repeatable; the first is native)\n" \
	"      --endian ORDER   raw filters' byte order, little or big (default:\n" \
	"                       this host's, or the only one that validates)\n" \
	"      --cap CAP        profiles: the container holds CAP (repeatable;\n" \
	"                       ALL for every capability)\n" \
	"      --runtime NAME   profiles: the capabilities docker or podman grant\n" \
	"                       by default\n"


/* parse_options() read every option; the operands start at optind. */
#define OPTIONS_PARSED (-1)

/*
 * getopt_long over argv (argv[0] the subcommand) with cli's options. The
 * shared ones are handled here: -h/--help prints cli->help, -q/--quiet and
 * --color set what the printers here do, -a/--arch is
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

/*
 * The index of the first "--" in argv after argv[0], or argc: commands
 * that take two lists (diff A... -- B..., run SOURCE... -- CMD) parse
 * options only before it.
 */
int find_dashes(int argc, char **argv);

/* "CMD: no SOURCE given" and the hint; returns EXIT_USAGE. */
int no_source(const char *cmd);

/* path, or "standard input" for "-": what messages call a SOURCE. */
const char *source_name(const char *path);

/* Whole file, or standard input for "-", NUL-terminated; returns an exit code. */
int read_source(const char *path, char **data, size_t *size);

/* The same for text (assembly, vectors): a NUL byte is an input error. */
int read_text(const char *path, char **data, size_t *size);

/* size bytes of buf into path (- is standard output); returns an exit code. */
int write_output(const char *path, const void *buf, size_t size);

/* What a SOURCE file holds. */
enum source_kind {
	SOURCE_RAW,		/* struct sock_filter records */
	SOURCE_ASM,		/* an assembly listing: one filter or a stack */
	SOURCE_PROFILE,		/* an OCI / Docker profile */
};

/*
 * read_source(), and what the bytes hold, *kind: told by content (raw
 * records always hold a NUL byte; a profile opens with '{'), the name
 * (.s, .asm, .json) only where the content cannot tell.
 */
int read_typed_source(const char *path, char **data, size_t *size,
		      enum source_kind *kind);

/* Whether path is a file holding a profile (never standard input, read once). */
bool is_profile_source(const char *path);

/*
 * The filters of a SOURCE read_typed_source() read from path, onto s;
 * profiles compiled as list says. Returns an exit code after printing why.
 */
int push_source(struct seccache_stack *s, const char *path, const char *data,
		size_t size, enum source_kind kind, const struct arch_list *list);

/* A new empty stack for list's native ABI; returns an exit code. */
int new_stack(const struct arch_list *list, struct seccache_stack **out);

/* True for pid:PID and pid:PID/TID. */
bool is_pid_source(const char *source);

/* True for a directory: a stack as seccache dump, asm and optimize write one. */
bool is_dir_source(const char *source);

/* PID, pid:PID or pid:PID/TID (tid 0 if not given); returns an exit code. */
int parse_pid(const char *text, pid_t *pid, pid_t *tid);

/*
 * Load SOURCE arguments, oldest first, into a new stack. Profiles are
 * compiled for the archs in list (empty: the profile's own). Returns an
 * exit code after printing the reason.
 */
int load_stack(char *const *sources, int n, const struct arch_list *list,
	       struct seccache_stack **out);

/*
 * load_stack(), and if names is not NULL, *names: for each filter of the
 * stack, the SOURCE it came from (malloc'd array of pointers into sources,
 * for the caller to free()).
 */
int load_stack_named(char *const *sources, int n, const struct arch_list *list,
		     struct seccache_stack **out, const char ***names);

/*
 * With no --arch in list, a stack *a that gives every call of the host's
 * ABIs one constant value (a policy for another architecture only, which
 * kills the host's calls) is rebuilt for the first ABI it lets calls
 * through, and a note on stderr says so: "the filters give every x86_64
 * call KILL_PROCESS; DOING them for aarch64". b, if not NULL, is a second
 * stack compared with a (diff): both move, and only when b too refuses
 * every host call with the same value. cmd names the subcommand in
 * errors. Returns an exit code.
 */
int choose_arch(const char *cmd, const char *doing, struct seccache_stack **a,
		struct seccache_stack **b, const struct arch_list *list);

/* --kernel REL and --filters-only: the kernel rules a stack runs with. */
struct kernel_choice {
	struct seccache_kernel kernel;
	bool given;		/* --kernel: else the running kernel */
	bool filters_only;	/* --filters-only: no kernel rule before the filters */
};

/* --kernel's REL into k; prints why and returns EXIT_USAGE if it is not one. */
int parse_kernel_arg(const char *cmd, const char *text, struct kernel_choice *k);

/* Make s run with the kernel k chose. */
void apply_kernel_choice(struct seccache_stack *s, const struct kernel_choice *k);

/*
 * Parse one test vector from tokens: ARCH NR [A0 .. A5] [ip=ADDR], ip
 * the instruction_pointer of one without ip=. On error returns -EINVAL
 * with the reason in why.
 */
int parse_vector(char *const *tok, int n, uint64_t ip, struct seccache_data *d,
		 char *why, size_t why_size);

/* ARCH NR, six arguments and ip=: the most fields a vector has. */
#define VECTOR_MAX_FIELDS 9

/*
 * Each vector of the file path ("-": standard input), one a line, '#'
 * starting a comment, to fn(ctx, d) (ip for those without ip=), which
 * returns an exit code; stops at
 * the first that is not EXIT_OK. A bad line is an input error (printed
 * with its line number). Returns an exit code.
 */
int read_vectors(const char *path, uint64_t ip,
		 int (*fn)(void *ctx, const struct seccache_data *d), void *ctx);

/* A 64-bit number in C notation (negative values wrap); 0 or -EINVAL. */
int parse_u64(const char *text, uint64_t *out);

/* True if text names an architecture (a possible vector start). */
bool is_arch_name(const char *text);

#endif
