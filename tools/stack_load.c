/* SPDX-License-Identifier: MIT */
/*
 * stack_load.c - SOURCE arguments, oldest first, into a stack: raw
 * records (in either byte order), assembly listings of one filter or
 * several, profiles compiled as the options say, stack directories in
 * their index's order with their flags, and a live thread's filters.
 */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmds.h"
#include "messages.h"
#include "stack_dir.h"
#include "stack_load.h"

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

/*
 * What a profile was compiled for: the runtime whose filter it is, its
 * ABIs, the capabilities, the kernel.
 */
static void profile_note(const char *path, const struct arch_list *list,
			 const struct seccache_arch *const *compiled, size_t n)
{
	struct seccache_kernel running;
	const struct seccache_kernel *k = list->kernel;
	char runtime[64];

	if (is_quiet())
		return;
	if (!k && !seccache_kernel_running(&running, NULL))
		k = &running;
	runtime_name(list, runtime, sizeof(runtime));
	fprintf(stderr, "seccache: note: %s: compiled as %s does%s, for ", path, runtime,
		list->runtime ? "" : " (the default; --runtime)");
	for (size_t i = 0; i < n; i++)
		fprintf(stderr, "%s%s", i ? ", " : "", compiled[i]->name);
	if (!list->n_caps)
		fputs("; no capabilities (--cap, --runtime docker|podman)", stderr);
	for (size_t i = 0; i < list->n_caps; i++)
		fprintf(stderr, "%s%s", i ? ", " : "; capabilities ", list->caps[i]);
	/* runc and crun alone grant none of their own. */
	if (list->runtime && seccache_runtime_caps(list->runtime)[0])
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
		      .name = source_name(path),
		      .runtime = list->runtime);
	struct seccache_error err = { 0 };
	int ret = seccache_profile_compile(data, size, &opts, out, NULL, &err);

	/* The profile loader's reasons start with the path and line. */
	if (ret < 0) {
		errorf("%s", err.msg);
		return exit_code_of(ret);
	}
	profile_note(source_name(path), list, compiled, n_compiled);
	if (list->n_profiles)
		++*list->n_profiles;
	return EXIT_OK;
}

void runtime_name(const struct arch_list *list, char *buf, size_t size)
{
	/* --runtime was checked when it was read. */
	if (seccache_runtime_describe(list->runtime, buf, size, NULL) < 0)
		snprintf(buf, size, "%s", list->runtime);
}

int parse_pid(const char *text, pid_t *pid, pid_t *tid)
{
	const char *p = strncmp(text, "pid:", 4) ? text : text + 4;
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
 * A live thread's filters, with their flags, are pushed onto what the stack
 * has. pid:PID stands for every thread, so threads that differ need one
 * chosen: say how.
 */
static int push_thread(struct seccache_stack *s, const struct source *src)
{
	const char *source = src->arg;
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

/* A file read once, then by content: standard input cannot be read twice. */
static int load_one(struct seccache_stack *s, const struct source *src,
		    const struct arch_list *list)
{
	enum source_kind kind;
	size_t size;
	char *data;
	int ret;

	if (src->form == SOURCE_THREAD)
		return push_thread(s, src);
	if (src->form == SOURCE_DIR)
		return push_dir(s, src->arg, list);
	ret = read_typed_source(src->arg, &data, &size, &kind);
	if (ret)
		return ret;
	ret = push_source(s, src->arg, data, size, kind, list);
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

/*
 * --arch names a process's ABI, but a filter sees every ABI its machine's
 * kernel reports (it outlives an execve() of a program of another one):
 * a compat ABI stands for its machine, which is said, never silent.
 */
static void note_machine(const struct seccache_arch *abi)
{
	const struct seccache_arch *abis[SECCACHE_MAX_ABIS];
	size_t n = seccache_arch_abis(abi->native, abis);
	char names[64] = "";

	if (abi == abi->native)
		return;
	for (size_t i = 0; i < n; i++)
		snprintf(names + strlen(names), sizeof(names) - strlen(names), "%s%s",
			 i ? (i + 1 == n ? " and " : ", ") : "", abis[i]->name);
	notef("--arch %s stands for its machine, %s: a filter sees every ABI its kernel "
	      "reports (%s), and all are analysed", abi->name, abi->native->name, names);
}

int new_stack(const struct arch_list *list, struct seccache_stack **out)
{
	struct seccache_error err = { 0 };

	/* Filters from files carry no ABI: --arch names the process's. */
	if (list->n)
		note_machine(list->arch[0]);
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
		struct source src = source_of(sources[i]);
		size_t before = seccache_stack_len(s);

		ret = load_one(s, &src, list);
		if (!ret)
			check_order(&order, &src);
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
