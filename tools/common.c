/* SPDX-License-Identifier: MIT */
/*
 * common.c - argument and SOURCE handling shared by the subcommands. Every
 * error is printed here once, with what it is about, so that a subcommand
 * only passes the exit code on.
 */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cmds.h"
#include "common.h"
#include "stack_dir.h"

/* Larger than any source seccache accepts: a big profile or listing. */
#define MAX_SOURCE_SIZE (16U << 20)

/*
 * What the command line chose for the whole run (-q, --color): the
 * command's own output settings, read by every printer below, set once by
 * parse_options() before any output.
 */
static struct {
	bool quiet;			/* no notes or warnings */
	enum { COLOUR_AUTO, COLOUR_ALWAYS, COLOUR_NEVER } colour;
} out_settings;

static void vprint(const char *kind, const char *fmt, va_list ap)
{
	fprintf(stderr, "seccache: %s", kind);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
}

void errorf(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vprint("", fmt, ap);
	va_end(ap);
}

void warnf(const char *fmt, ...)
{
	va_list ap;

	if (out_settings.quiet)
		return;
	va_start(ap, fmt);
	vprint("warning: ", fmt, ap);
	va_end(ap);
}

void print_error(const char *what, const struct seccache_error *err)
{
	/* The library's reasons already name the instruction ("insn 3: ..."). */
	if (err->line > 0)
		errorf("%s:%d: %s", what, err->line, err->msg);
	else
		errorf("%s: %s", what, err->msg);
}

void notef(const char *fmt, ...)
{
	va_list ap;

	if (out_settings.quiet)
		return;
	va_start(ap, fmt);
	vprint("note: ", fmt, ap);
	va_end(ap);
}

void print_note(void *ctx, const char *msg)
{
	if (!out_settings.quiet)
		fprintf(stderr, "seccache: %s: note: %s\n", (const char *)ctx, msg);
}

int exit_code_of(int code)
{
	switch (-code) {
	case EINVAL:
	case ENOENT:
	case ENOTDIR:
	case EISDIR:
	case ESRCH:
	case EFBIG:
	case E2BIG:
	case ENOEXEC:
	case EOPNOTSUPP:
	case ERANGE:
	case ENOTUNIQ:
		return EXIT_USAGE;
	default:
		return EXIT_SYSTEM;
	}
}

void print_stack_figures(FILE *out, const char *what, const struct seccache_stack *s)
{
	size_t n = seccache_stack_len(s), insns = 0, path = 0;

	for (size_t i = 0; i < n; i++) {
		insns += seccache_filter_len(seccache_stack_filter(s, i));
		path += seccache_filter_longest_path(seccache_stack_filter(s, i));
	}
	/* On standard error, beside the program on standard output, a message. */
	fprintf(out, "%s%-7s %zu filter%s, %zu instructions, longest path %zu\n",
		out == stderr ? "seccache: " : "", what, n, n == 1 ? "" : "s", insns, path);
}

int usage_hint(const char *cmd)
{
	fprintf(stderr, "seccache: try 'seccache %s --help'\n", cmd);
	return EXIT_USAGE;
}

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
 * Docker's --cap-add ALL), or --runtime's capabilities.
 */
static int add_caps(struct arch_list *l, int c, const char *text)
{
	const char *name = strcasecmp(text, "ALL") ? seccache_capability_name(text) : "ALL";
	const char *const *caps = &name;
	size_t n = 1;

	if (c == 'R') {
		caps = seccache_runtime_caps(text);
		if (!caps) {
			errorf("--runtime: unknown runtime '%s' (docker or podman)", text);
			return EXIT_USAGE;
		}
		l->runtime = text;
		for (n = 0; caps[n]; n++)
			;
	} else if (!name) {
		/* A typo would drop the rules that test the capability, silently. */
		errorf("--cap: '%s' is not a Linux capability: CAP_SYS_ADMIN or "
		       "SYS_ADMIN, in any case, as capabilities(7) lists them, or ALL", text);
		return EXIT_USAGE;
	}
	for (size_t i = 0; i < n; i++) {
		if (l->n_caps == MAX_CAP_OPTS) {
			errorf("too many capabilities (at most %d)", MAX_CAP_OPTS);
			return EXIT_USAGE;
		}
		l->caps[l->n_caps++] = caps[i];
	}
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

/* --color[=WHEN]: always when WHEN is not given, as ls(1) reads it. */
static int parse_colour(const char *cmd, const char *text)
{
	if (!text || !strcmp(text, "always"))
		out_settings.colour = COLOUR_ALWAYS;
	else if (!strcmp(text, "never"))
		out_settings.colour = COLOUR_NEVER;
	else if (!strcmp(text, "auto"))
		out_settings.colour = COLOUR_AUTO;
	else {
		errorf("%s: --color: '%s' is not auto, always or never", cmd, text);
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
			ret = (out_settings.quiet = true, EXIT_OK);
		else if (c == 'K')
			ret = parse_colour(argv[0], optarg);
		else if (c == 'a' && arches)
			ret = arch_list_add(arches, optarg);
		else if (c == 'E' && arches)
			ret = parse_endian(optarg, &arches->order);
		else if ((c == 'C' || c == 'R') && arches)
			ret = add_caps(arches, c, optarg);
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

bool use_colour(void)
{
	const char *no_colour = getenv("NO_COLOR"), *term = getenv("TERM");

	if (out_settings.colour != COLOUR_AUTO)
		return out_settings.colour == COLOUR_ALWAYS;
	/* no-color.org; and a dumb terminal prints escapes as text. */
	if ((no_colour && *no_colour) || !term || !strcmp(term, "dumb"))
		return false;
	return isatty(STDOUT_FILENO);
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

const char *source_name(const char *path)
{
	return strcmp(path, "-") ? path : "standard input";
}

int read_source(const char *path, char **data, size_t *size)
{
	struct seccache_error err;
	int ret = seccache_read_file(path, MAX_SOURCE_SIZE, data, size, &err);

	if (ret) {
		errorf("%s", err.msg);
		return exit_code_of(ret);
	}
	return EXIT_OK;
}

/* A text with a NUL would be cut short there: an input error naming its line. */
static int check_text(const char *path, const char *data, size_t size)
{
	const char *nul = memchr(data, '\0', size);
	int line = 1;

	if (!nul)
		return EXIT_OK;
	for (const char *p = data; p < nul; p++)
		line += *p == '\n';
	errorf("%s:%d: NUL byte: not a text file", source_name(path), line);
	return EXIT_USAGE;
}

int read_text(const char *path, char **data, size_t *size)
{
	int ret = read_source(path, data, size);

	if (!ret && (ret = check_text(path, *data, *size))) {
		free(*data);
		*data = NULL;
	}
	return ret;
}

int write_output(const char *path, const void *buf, size_t size)
{
	FILE *out = strcmp(path, "-") ? fopen(path, "wb") : stdout;
	bool ok;

	if (!out) {
		errorf("%s: %m", path);
		return EXIT_SYSTEM;
	}
	ok = fwrite(buf, 1, size, out) == size;
	ok = (out == stdout ? fflush(out) : fclose(out)) == 0 && ok;
	if (!ok) {
		errorf("%s: write failed: %m", out == stdout ? "standard output" : path);
		return EXIT_SYSTEM;
	}
	return EXIT_OK;
}

static bool has_suffix(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);

	return n > m && !strcmp(s + n - m, suffix);
}

/*
 * What a SOURCE holds, from its bytes: the name is only a hint where they
 * cannot tell. Every opcode the kernel accepts is below 0x100, so each raw
 * record's 16-bit code has a zero byte in either order: raw records always
 * hold a NUL, which no text does, and a text named .s, .asm or .json with
 * one is a broken text (read_text() names its line), not records. A text
 * is a profile when it opens like JSON (an assembly line starts with a
 * mnemonic, a label or ';'), or is named .json, so that a broken profile
 * gets JSON's message; any other text is a listing.
 */
static enum source_kind kind_of(const char *path, const char *data, size_t size)
{
	bool text_name = has_suffix(path, ".s") || has_suffix(path, ".asm");
	bool json_name = has_suffix(path, ".json");
	size_t i = 0;

	if (!size || memchr(data, '\0', size))
		return json_name ? SOURCE_PROFILE : text_name ? SOURCE_ASM : SOURCE_RAW;
	while (i < size && isspace((unsigned char)data[i]))
		i++;
	if (json_name || (i < size && (data[i] == '{' || data[i] == '[')))
		return SOURCE_PROFILE;
	return SOURCE_ASM;
}

int read_typed_source(const char *path, char **data, size_t *size,
		      enum source_kind *kind)
{
	int ret = read_source(path, data, size);

	if (!ret)
		*kind = kind_of(path, *data, *size);
	return ret;
}

bool is_profile_source(const char *path)
{
	size_t size;
	char *data;
	bool yes;

	/* Standard input can be read once only: it is the loader's. */
	if (is_pid_source(path) || !strcmp(path, "-") ||
	    seccache_read_file(path, MAX_SOURCE_SIZE, &data, &size, NULL))
		return false;
	yes = kind_of(path, data, size) == SOURCE_PROFILE;
	free(data);
	return yes;
}

bool is_pid_source(const char *source)
{
	return !strncmp(source, "pid:", 4);
}

bool is_dir_source(const char *source)
{
	struct stat st;

	return strcmp(source, "-") && !stat(source, &st) && S_ISDIR(st.st_mode);
}

/*
 * Raw records in this host's order or, when only the other order makes a
 * program the kernel accepts, in that one, with a note: a filter dumped on
 * a machine of the other byte order.
 */
static int raw_filter(const char *path, const char *data, size_t size,
		      enum seccache_byte_order order, struct seccache_filter **out,
		      struct seccache_error *err)
{
	enum seccache_byte_order other = SECCACHE_ORDER_HOST;
	int ret = seccache_filter_from_bytes_order(data, size, order, out, err);

	if (ret != -EINVAL || order != SECCACHE_ORDER_HOST)
		return ret;
	other = __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__ ? SECCACHE_ORDER_LITTLE :
							SECCACHE_ORDER_BIG;
	if (seccache_filter_from_bytes_order(data, size, other, out, NULL))
		return ret;
	notef("%s: read as %s-endian records, the only order in which it is a valid "
	      "filter (--endian to choose)", source_name(path),
	      other == SECCACHE_ORDER_BIG ? "big" : "little");
	return 0;
}

/* Raw records read from path as one filter. */
static int load_raw(const char *path, const char *data, size_t size,
		    enum seccache_byte_order order, struct seccache_filter **out)
{
	struct seccache_error err = { 0 };
	int ret = raw_filter(path, data, size, order, out, &err);

	if (ret < 0) {
		print_error(source_name(path), &err);
		return exit_code_of(ret);
	}
	return EXIT_OK;
}

static int push_filter(struct seccache_stack *s, const char *source,
		       const struct seccache_filter *f, uint32_t flags);

/*
 * An assembly file: its filters, oldest first, onto s. A listing of several
 * ('seccache disasm A B', '; filter I of N' lines) is a stack, not one
 * program in which the second filter would be dead code.
 */
static int push_asm(struct seccache_stack *s, const char *path, const char *data,
		    size_t size)
{
	struct seccache_error err = { 0 };
	struct seccache_insn *insns;
	size_t n = 0, len;
	int ret;

	ret = check_text(path, data, size);
	if (ret)
		return ret;
	ret = seccache_asm_count(data, &n, &err);
	for (size_t i = 0; i < n && !ret; i++) {
		struct seccache_filter *f = NULL;

		ret = seccache_asm_nth(data, i, &insns, &len, &err);
		if (ret)
			break;
		ret = seccache_filter_new(insns, len, &f, &err);
		free(insns);
		if (ret && n > 1) {
			/* "insn 3" of which filter: say it. */
			errorf("%s: filter %zu of %zu: %s", source_name(path), i, n, err.msg);
			return exit_code_of(ret);
		}
		if (ret)
			break;
		ret = push_filter(s, source_name(path), f, 0);
		seccache_filter_free(f);
		if (ret)
			return ret;
	}
	if (ret < 0) {
		print_error(source_name(path), &err);
		return exit_code_of(ret);
	}
	return EXIT_OK;
}

/* f, attached with flags (SECCOMP_FILTER_FLAG_*), on top of s. */
static int push_filter(struct seccache_stack *s, const char *source,
		       const struct seccache_filter *f, uint32_t flags)
{
	struct seccache_error err = { 0 };
	int ret = seccache_stack_push_flags(s, f, flags, &err);

	if (ret < 0) {
		print_error(source, &err);
		/* The kernel's -ENOMEM here is a limit of the input. */
		return ret == -ENOMEM ? EXIT_USAGE : exit_code_of(ret);
	}
	return EXIT_OK;
}

static void profile_warning(void *ctx, const char *msg)
{
	warnf("%s: %s", (const char *)ctx, msg);
}

/* What a profile was compiled for: its ABIs, the capabilities, the kernel. */
static void profile_note(const char *path, const struct arch_list *list,
			 const struct seccache_arch *const *compiled, size_t n)
{
	struct seccache_kernel running;
	const struct seccache_kernel *k = list->kernel;

	if (out_settings.quiet)
		return;
	if (!k && !seccache_kernel_running(&running, NULL))
		k = &running;
	fprintf(stderr, "seccache: note: %s: compiled for ", path);
	for (size_t i = 0; i < n; i++)
		fprintf(stderr, "%s%s", i ? ", " : "", compiled[i]->name);
	if (!list->n_caps)
		fputs("; no capabilities (--cap, --runtime docker|podman)", stderr);
	for (size_t i = 0; i < list->n_caps; i++)
		fprintf(stderr, "%s%s", i ? ", " : "; capabilities ", list->caps[i]);
	if (list->runtime)
		fprintf(stderr, " (with %s's defaults)", list->runtime);
	fprintf(stderr, "; minKernel against Linux %s\n", k ? k->release : "(unknown)");
}

static int load_profile(const char *path, const char *data, size_t size,
			const struct arch_list *list, struct seccache_filter **out)
{
	const struct seccache_arch *compiled[SECCACHE_MAX_PROFILE_ARCHES];
	size_t n_compiled = 0;
	SECCACHE_OPTS(seccache_profile_opts, opts,
		      .arches = list->arch,
		      .n_arches = list->n,
		      .caps = list->caps,
		      .n_caps = list->n_caps,
		      .kernel = list->kernel,
		      .warn = profile_warning,
		      .warn_ctx = (void *)source_name(path),
		      .compiled = compiled,
		      .n_compiled = &n_compiled,
		      .layout = list->layout,
		      .name = source_name(path));
	struct seccache_error err = { 0 };
	int ret = seccache_profile_compile(data, size, &opts, out, NULL, &err);

	/* The profile loader's reasons start with the path and line. */
	if (ret < 0) {
		errorf("%s", err.msg);
		return exit_code_of(ret);
	}
	profile_note(source_name(path), list, compiled, n_compiled);
	return EXIT_OK;
}

int parse_pid(const char *text, pid_t *pid, pid_t *tid)
{
	const char *p = is_pid_source(text) ? text + 4 : text;
	unsigned long long v;
	char *end;

	*tid = 0;
	errno = 0;
	/* Digits only: strtoull would take "+1", " 1" and "-1" as well. */
	if (!isdigit((unsigned char)*p))
		goto bad;
	v = strtoull(p, &end, 10);
	if (errno || end == p || !v || v > INT32_MAX || (*end && *end != '/'))
		goto bad;
	*pid = (pid_t)v;
	if (!*end)
		return EXIT_OK;
	p = end + 1;
	if (!isdigit((unsigned char)*p))
		goto bad;
	v = strtoull(p, &end, 10);
	if (errno || end == p || *end || !v || v > INT32_MAX)
		goto bad;
	*tid = (pid_t)v;
	return EXIT_OK;
bad:
	errorf("'%s' is not a process: expected PID, pid:PID or pid:PID/TID", text);
	return EXIT_USAGE;
}

/*
 * A live thread's filters, with their flags, go on top of what the stack
 * has. pid:PID stands for every thread, so threads that differ need one
 * chosen: say how.
 */
static int push_thread(struct seccache_stack *s, const char *source)
{
	struct seccache_error err = { 0 };
	struct seccache_stack *live;
	pid_t pid, tid;
	int ret;

	ret = parse_pid(source, &pid, &tid);
	if (ret)
		return ret;
	ret = seccache_stack_from_pid(pid, tid, seccache_stack_arch(s), &live, &err);
	if (ret < 0) {
		print_error(source, &err);
		if (ret == -ENOTUNIQ)
			errorf("%s: give one thread as pid:%d/TID ('seccache dump %d' "
			       "shows each thread's filters)", source, (int)pid, (int)pid);
		return exit_code_of(ret);
	}
	for (size_t i = 0; i < seccache_stack_len(live) && !ret; i++)
		ret = push_filter(s, source, seccache_stack_filter(live, i),
				  seccache_stack_filter_flags(live, i));
	seccache_stack_free(live);
	return ret;
}

int push_source(struct seccache_stack *s, const char *path, const char *data,
		size_t size, enum source_kind kind, const struct arch_list *list)
{
	struct seccache_filter *f = NULL;
	int ret;

	if (kind == SOURCE_ASM)
		return push_asm(s, path, data, size);
	if (kind == SOURCE_PROFILE)
		ret = load_profile(path, data, size, list, &f);
	else
		ret = load_raw(path, data, size, list->order, &f);
	if (!ret)
		ret = push_filter(s, path, f, 0);
	seccache_filter_free(f);
	return ret;
}

/* A stack directory (dump -o DIR): its files in its index's order, with their flags. */
static int push_dir(struct seccache_stack *s, const char *dir, const struct arch_list *list)
{
	struct stack_index idx;
	char why[PATH_MAX + 80], path[PATH_MAX];
	int ret = read_stack_index(dir, &idx, why, sizeof(why));

	if (ret == -ENOENT)
		return refuse_dir(dir);
	if (ret) {
		errorf("%s", why);
		return exit_code_of(ret);
	}
	for (size_t i = 0; i < idx.n && !ret; i++) {
		struct seccache_filter *f = NULL;
		size_t size;
		char *data;

		snprintf(path, sizeof(path), "%s/%s", dir, idx.names[i]);
		ret = read_source(path, &data, &size);
		if (ret)
			break;
		ret = load_raw(path, data, size, list->order, &f);
		if (!ret)
			ret = push_filter(s, path, f, idx.flags[i]);
		seccache_filter_free(f);
		free(data);
	}
	stack_index_free(&idx);
	return ret;
}

/* Read once, then by content: standard input cannot be read twice. */
static int load_one(struct seccache_stack *s, const char *source,
		    const struct arch_list *list)
{
	enum source_kind kind;
	size_t size;
	char *data;
	int ret;

	if (is_pid_source(source))
		return push_thread(s, source);
	if (is_dir_source(source))
		return push_dir(s, source, list);
	ret = read_typed_source(source, &data, &size, &kind);
	if (ret)
		return ret;
	ret = push_source(s, source, data, size, kind, list);
	free(data);
	return ret;
}

/* names, grown to hold len entries, those from from on set to source. */
static const char **grow_names(const char **names, size_t from, size_t len,
			       const char *source)
{
	const char **v = realloc(names, (len ? len : 1) * sizeof(*v));

	if (!v) {
		free(names);
		return NULL;
	}
	for (size_t i = from; i < len; i++)
		v[i] = source;
	return v;
}

int new_stack(const struct arch_list *list, struct seccache_stack **out)
{
	struct seccache_error err = { 0 };

	/* Filters from files carry no ABI: --arch names the process's. */
	if (seccache_stack_new(list->n ? list->arch[0]->native : NULL, out, &err) < 0) {
		errorf("cannot create a stack: %s", err.msg);
		return EXIT_SYSTEM;
	}
	return EXIT_OK;
}

int load_stack(char *const *sources, int n, const struct arch_list *list,
	       struct seccache_stack **out)
{
	return load_stack_named(sources, n, list, out, NULL);
}

int load_stack_named(char *const *sources, int n, const struct arch_list *list,
		     struct seccache_stack **out, const char ***names)
{
	struct source_order order = { 0 };
	struct seccache_stack *s;
	int ret;

	ret = new_stack(list, &s);
	if (ret)
		return ret;
	for (int i = 0; i < n && !ret; i++) {
		size_t before = seccache_stack_len(s);

		ret = load_one(s, sources[i], list);
		if (!ret)
			check_order(&order, sources[i]);
		if (!ret && names && !(*names = grow_names(*names, before,
							 seccache_stack_len(s), sources[i])))
			ret = EXIT_SYSTEM;
	}
	source_order_free(&order);
	if (ret) {
		seccache_stack_free(s);
		if (names) {
			free(*names);
			*names = NULL;
		}
		return ret;
	}
	*out = s;
	return EXIT_OK;
}

/*
 * Whether s gives one constant value to every call of its ABIs (*value): a
 * filter that only lets other architectures through. -1 if the analysis
 * failed.
 */
static int refuses_all(const struct seccache_stack *s, uint32_t *value)
{
	const struct seccache_arch *abis[SECCACHE_MAX_ABIS];
	SECCACHE_OPTS(seccache_analyze_opts, opts, .flags = SECCACHE_ANALYZE_FILTERS_ONLY);
	struct seccache_analysis *a;
	size_t n;
	int all = 1;

	if (seccache_analyze(s, &opts, &a, NULL))
		return -1;
	n = seccache_analysis_abis(a, abis);
	for (size_t i = 0; i < n && all; i++) {
		const struct seccache_range *r;
		size_t m = seccache_analysis_ranges(a, abis[i]->audit_arch, &r);

		for (size_t j = 0; j < m && all; j++) {
			if (!r[j].constant || (i + j && r[j].action != *value))
				all = 0;
			*value = r[j].action;
		}
	}
	seccache_analysis_free(a);
	return all;
}

/* The filters of s in a new stack for native (NULL if out of memory). */
static struct seccache_stack *stack_for(const struct seccache_stack *s,
					const struct seccache_arch *native)
{
	struct seccache_stack *t;

	if (seccache_stack_new(native, &t, NULL))
		return NULL;
	for (size_t f = 0; f < seccache_stack_len(s); f++) {
		if (seccache_stack_push(t, seccache_stack_filter(s, f), NULL)) {
			seccache_stack_free(t);
			return NULL;
		}
	}
	return t;
}

/*
 * A filter that refuses every call of the host's ABIs (an arm64 policy read
 * on x86_64): the first native ABI it lets calls through for, or NULL.
 */
static const struct seccache_arch *accepted_arch(const struct seccache_stack *s)
{
	const struct seccache_arch *const *natives = seccache_arch_all();

	for (size_t i = 0; natives[i]; i++) {
		struct seccache_stack *t;
		uint32_t value;
		int refused;

		if (natives[i] == seccache_stack_arch(s) || !(t = stack_for(s, natives[i])))
			continue;
		refused = refuses_all(t, &value);
		seccache_stack_free(t);
		if (refused == 0)
			return natives[i];
	}
	return NULL;
}

/* *stack's filters, for native instead; returns an exit code. */
static int switch_arch(const char *cmd, struct seccache_stack **stack,
		       const struct seccache_arch *native)
{
	struct seccache_stack *t = stack_for(*stack, native);

	if (!t) {
		errorf("%s: out of memory", cmd);
		return EXIT_SYSTEM;
	}
	seccache_stack_free(*stack);
	*stack = t;
	return EXIT_OK;
}

int choose_arch(const char *cmd, const char *doing, struct seccache_stack **a,
		struct seccache_stack **b, const struct arch_list *list)
{
	const struct seccache_arch *other;
	char action[32];
	uint32_t value = 0, value_b = 0;
	int ret;

	if (list->n || refuses_all(*a, &value) != 1)
		return EXIT_OK;
	/* Stacks that differ on the host's own calls are compared there. */
	if (b && (refuses_all(*b, &value_b) != 1 || value_b != value))
		return EXIT_OK;
	seccache_action_format(value, action, sizeof(action));
	other = accepted_arch(*a);
	if (!other && b)
		other = accepted_arch(*b);
	if (!other) {
		notef("every call of every ABI seccache knows gets %s from these filters",
		      action);
		return EXIT_OK;
	}
	notef("the filters give every %s call %s; %s them for %s, which they let "
	      "through (--arch to choose)", seccache_stack_arch(*a)->name, action, doing,
	      other->name);
	ret = switch_arch(cmd, a, other);
	if (!ret && b)
		ret = switch_arch(cmd, b, other);
	return ret;
}

int parse_kernel_arg(const char *cmd, const char *text, struct kernel_choice *k)
{
	if (seccache_kernel_parse(text, &k->kernel, NULL)) {
		errorf("%s: '%s' is not a kernel release (such as 6.1 or 6.12.14)", cmd, text);
		return EXIT_USAGE;
	}
	k->given = true;
	return EXIT_OK;
}

void apply_kernel_choice(struct seccache_stack *s, const struct kernel_choice *k)
{
	if (k->filters_only)
		seccache_stack_set_kernel(s, NULL, NULL);
	else if (k->given)
		seccache_stack_set_kernel(s, &k->kernel, NULL);
}

/* Split line into at most VECTOR_MAX_FIELDS + 1 fields, stopping at '#'. */
static int split_fields(char *line, char **fields)
{
	char *save = NULL, *tok;
	int n = 0;

	line[strcspn(line, "#\n")] = '\0';
	for (tok = strtok_r(line, " \t\r", &save); tok && n <= VECTOR_MAX_FIELDS;
	     tok = strtok_r(NULL, " \t\r", &save))
		fields[n++] = tok;
	return n;
}

/*
 * The whole file first: read_text() bounds its size (a vector file of
 * /dev/zero must not grow a line forever) and refuses NUL bytes, which
 * would silently cut a line short.
 */
int read_vectors(const char *path, uint64_t ip,
		 int (*fn)(void *ctx, const struct seccache_data *d), void *ctx)
{
	char *text = NULL, *line, *next, *fields[VECTOR_MAX_FIELDS + 1], why[160];
	size_t size;
	int ret, lineno = 0;

	ret = read_text(path, &text, &size);
	for (line = text; !ret && line && *line; line = next) {
		struct seccache_data d;
		int n;

		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		n = split_fields(line, fields);
		lineno++;
		if (n == 0)
			continue;
		if (parse_vector(fields, n, ip, &d, why, sizeof(why))) {
			errorf("%s:%d: %s", source_name(path), lineno, why);
			ret = EXIT_USAGE;
		} else {
			ret = fn(ctx, &d);
		}
	}
	free(text);
	return ret;
}

/* A number in C notation that fits in max; negative values wrap as in C. */
static int parse_number(const char *text, uint64_t max, uint64_t *out)
{
	bool negative = text[0] == '-';
	unsigned long long v;
	char *end;

	errno = 0;
	v = strtoull(text + negative, &end, 0);
	if (errno || end == text + negative || *end || text[negative] == '-' ||
	    text[negative] == '+')
		return -EINVAL;
	if (negative) {
		/* -1 is all ones in the field's width. */
		if (v > max / 2 + 1)
			return -EINVAL;
		v = (max - v + 1) & max;
	} else if (v > max) {
		return -EINVAL;
	}
	*out = v;
	return 0;
}

int parse_u64(const char *text, uint64_t *out)
{
	return parse_number(text, UINT64_MAX, out);
}

bool is_arch_name(const char *text)
{
	return seccache_arch_lookup(text) != NULL;
}

/*
 * A syscall number or name of abi. "x32 1" means x32's write and "mips 1"
 * o32's exit: a number below the ABI's base gets it added, unless the
 * vector named its arch by AUDIT_ARCH value (raw), when nr is taken as is.
 */
static int parse_nr(const struct seccache_arch *abi, const char *text, bool raw,
		    uint32_t *nr)
{
	uint64_t v;

	if (!parse_number(text, UINT32_MAX, &v)) {
		*nr = !raw && (uint32_t)v < abi->nr_base ? (uint32_t)v + abi->nr_base :
							   (uint32_t)v;
		return 0;
	}
	return seccache_syscall_number(abi, text, nr, NULL) ? -EINVAL : 0;
}

/* Whether text is a number in C notation (not a name). */
static bool is_number(const char *text)
{
	uint64_t v;

	return !parse_number(text, UINT64_MAX, &v);
}

/* Whether tok is "ip=ADDR", the field that may end a vector. */
static bool ip_field(const char *tok)
{
	return !strncmp(tok, "ip=", 3);
}

int parse_vector(char *const *tok, int n, uint64_t ip, struct seccache_data *d,
		 char *why, size_t why_size)
{
	const struct seccache_arch *abi;
	uint64_t v;

	memset(d, 0, sizeof(*d));
	d->instruction_pointer = ip;
	if (n > 2 && ip_field(tok[n - 1])) {
		if (parse_u64(tok[n - 1] + 3, &d->instruction_pointer)) {
			snprintf(why, why_size, "'%s': ip= takes a 64-bit number", tok[n - 1]);
			return -EINVAL;
		}
		n--;
	}
	if (n > 8) {
		/* A line's fields are counted only so far (split_fields()). */
		snprintf(why, why_size, "the vector '%s %s ...' has more than 6 arguments: "
			 "a syscall has A0 .. A5", tok[0], tok[1]);
		return -EINVAL;
	}
	if (n < 2) {
		snprintf(why, why_size, "expected ARCH NR [A0 .. A5] [ip=ADDR], got %d field%s",
			 n, n == 1 ? "" : "s");
		return -EINVAL;
	}
	abi = seccache_arch_lookup(tok[0]);
	if (!abi) {
		snprintf(why, why_size, "unknown architecture '%s'", tok[0]);
		return -EINVAL;
	}
	d->arch = abi->audit_arch;
	if (parse_nr(abi, tok[1], is_number(tok[0]), &d->nr)) {
		if (!parse_u64(tok[1], &v))
			snprintf(why, why_size, "syscall number '%s' does not fit in 32 bits",
				 tok[1]);
		else
			snprintf(why, why_size, "'%s' is neither a number nor a %s syscall",
				 tok[1], abi->name);
		return -EINVAL;
	}
	for (int i = 2; i < n; i++) {
		if (parse_u64(tok[i], &v)) {
			snprintf(why, why_size, "argument %d: '%s' is not a 64-bit number",
				 i - 2, tok[i]);
			return -EINVAL;
		}
		d->args[i - 2] = v;
	}
	return 0;
}
