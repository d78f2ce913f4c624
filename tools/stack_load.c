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
#include "seccache.h"

/*
 * Raw records in this host's order or, when only the other order makes a
 * program the kernel accepts, in that one, with a note: a filter dumped on
 * a machine of the other byte order.
 */
static int raw_filter(const char *name, const char *data, size_t size,
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
	      "filter (--endian to choose)", name,
	      other == SECCACHE_ORDER_BIG ? "big" : "little");
	return 0;
}

/* Raw records read from the file messages call name, as one filter. */
static int load_raw(const char *name, const char *data, size_t size,
		    enum seccache_byte_order order, struct seccache_filter **out)
{
	struct seccache_error err = { 0 };
	int ret = raw_filter(name, data, size, order, out, &err);

	if (ret < 0) {
		print_error(name, &err);
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
static int push_asm(struct seccache_stack *s, const struct source *src)
{
	struct seccache_error err = { 0 };
	struct seccache_insn *insns;
	size_t n = 0, len;
	int ret;

	/* source_open() refused a listing with a NUL byte. */
	ret = seccache_asm_count(src->data, &n, &err);
	for (size_t i = 0; i < n && !ret; i++) {
		struct seccache_filter *f = NULL;

		ret = seccache_asm_nth(src->data, i, &insns, &len, &err);
		if (ret)
			break;
		ret = seccache_filter_new(insns, len, &f, &err);
		free(insns);
		if (ret && n > 1) {
			/* "insn 3" of which filter: say it. */
			errorf("%s: filter %zu of %zu: %s", src->name, i, n, err.msg);
			return exit_code_of(ret);
		}
		if (ret)
			break;
		ret = push_filter(s, src->name, f, 0);
		seccache_filter_free(f);
		if (ret)
			return ret;
	}
	if (ret < 0) {
		print_error(src->name, &err);
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

static int load_profile(const struct source *src, const struct arch_list *list,
			struct seccache_filter **out)
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
		      .warn_ctx = (void *)src->name,
		      .compiled = compiled,
		      .n_compiled = &n_compiled,
		      .layout = list->layout,
		      .name = src->name,
		      .runtime = list->runtime);
	struct seccache_error err = { 0 };
	int ret = seccache_profile_compile(src->data, src->size, &opts, out, NULL, &err);

	/* The profile loader's reasons start with the path and line. */
	if (ret < 0) {
		errorf("%s", err.msg);
		return exit_code_of(ret);
	}
	profile_note(src->name, list, compiled, n_compiled);
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
	int ret;

	ret = seccache_stack_from_pid(src->pid, src->tid, seccache_stack_arch(s), &live, &err);
	if (ret < 0) {
		print_error(source, &err);
		if (ret == -ENOTUNIQ)
			errorf("%s: give one thread as pid:%d/TID ('seccache dump %d' "
			       "shows each thread's filters)", source, (int)src->pid,
			       (int)src->pid);
		return exit_code_of(ret);
	}
	for (size_t i = 0; i < seccache_stack_len(live) && !ret; i++)
		ret = push_filter(s, source, seccache_stack_filter(live, i),
				  seccache_stack_filter_flags(live, i));
	seccache_stack_free(live);
	return ret;
}

int push_source(struct seccache_stack *s, const struct source *src,
		const struct arch_list *list)
{
	struct seccache_filter *f = NULL;
	int ret;

	if (src->kind == SOURCE_ASM)
		return push_asm(s, src);
	if (src->kind == SOURCE_PROFILE)
		ret = load_profile(src, list, &f);
	else
		ret = load_raw(src->name, src->data, src->size, list->order, &f);
	if (!ret)
		ret = push_filter(s, src->arg, f, 0);
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

/* src's filters onto s: a thread's, a stack directory's or a file's. */
static int load_one(struct seccache_stack *s, const struct source *src,
		    const struct arch_list *list)
{
	if (src->form == SOURCE_THREAD)
		return push_thread(s, src);
	if (src->form == SOURCE_DIR)
		return push_dir(s, src->arg, list);
	return push_source(s, src, list);
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
		size_t before = seccache_stack_len(s);
		struct source src;

		ret = source_open(sources[i], &src);
		if (!ret)
			ret = load_one(s, &src, list);
		source_close(&src);
		if (!ret && names && !(*names = grow_names(*names, before,
							 seccache_stack_len(s), sources[i])))
			ret = EXIT_SYSTEM;
		if (!ret)
			check_order(&order, &src);
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
