/* SPDX-License-Identifier: MIT */
/*
 * profile.c - OCI / Docker seccomp profiles (JSON) compiled into one filter
 * with libseccomp, the way moby turns a profile into an OCI config and runc
 * turns that into rules (profilejson.c reads the JSON, profilerules.c says
 * what moby and runc make of each field):
 *  - archMap picks the entry of the native arch (moby); the native arch is
 *    always in the filter because seccomp_init() puts it there (runc);
 *  - includes/excludes test the native arch, the capabilities the caller
 *    grants (none by default: an unprivileged container) and the kernel
 *    (the running one by default) (moby);
 *  - a rule whose action equals the default action is skipped, an unknown
 *    syscall name is skipped with a warning, args that repeat an index are
 *    added as one rule per condition, and more than 32 names turn on
 *    libseccomp's binary tree (runc);
 *  - ERRNO and TRACE without errnoRet mean EPERM (runc).
 * Which runtime compiles it (runtime.c) decides the rest: runc puts its
 * ENOSYS stub (enosys.c) before what libseccomp exports, and runc 1.2+
 * asks for the binary tree; crun exports libseccomp's linear program.
 * Attributes that do not change the program (NNP, TSYNC) are not set;
 * "flags" are only recorded, and listenerPath only matters to a live
 * runtime, so it is ignored with a warning.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "profile.h"

/* Larger than any real profile (moby's default is about 20 KiB). */
#define MAX_PROFILE_SIZE (16U << 20)
#define MAX_ARGS 64
#define MAX_NAME_LEN 128
/* runc 1.2+ asks for the binary tree above this many syscall names. */
#define RUNC_OPTIMIZE_ABOVE 32
/* The stub's room: runc's is a few instructions an arch. */
#define MAX_STUB_LEN 512

/*
 * libseccomp refuses these actions where the running kernel lacks them (it
 * probes with SECCOMP_GET_ACTION_AVAIL, which fails under valgrind or an
 * outer filter); the program must not depend on that, and seccache loads
 * no filter. So libseccomp sees stand-ins, TRACE values the profile never
 * uses, which the exported program's returns swap back: libseccomp only
 * ever compares actions for equality, so the program is the one it
 * generates for the real actions. No libseccomp setting changes.
 */
static const uint32_t probed_actions[] = {
	SCMP_ACT_KILL_PROCESS, SCMP_ACT_LOG, SCMP_ACT_NOTIFY,
};

_Static_assert(ARRAY_SIZE(probed_actions) == N_PROBED, "N_PROBED counts probed_actions");

/* One of runc's config.Architectures, for its stub, once. */
static void add_stub_arch(struct profile_compiler *c, uint32_t token)
{
	for (size_t i = 0; i < c->n_stub_arches; i++)
		if (c->stub_arches[i].token == token)
			return;
	if (c->n_stub_arches < SC_MAX_ENOSYS_ARCHES)
		c->stub_arches[c->n_stub_arches++] = (struct sc_enosys_arch){ .token = token };
}

static int add_arch(struct profile_compiler *c, uint32_t token)
{
	int rc = seccomp_arch_add(c->ctx, token);

	if (rc && rc != -EEXIST)
		return sc_fail(c->err, rc, -1,
			       "%s: libseccomp cannot add arch 0x%08x: %s",
			       c->what, token, strerror(-rc));
	add_stub_arch(c, token);
	return 0;
}

/*
 * findLastSyscalls() (enosys_linux.go@v1.1.5): every name runc is given
 * counts, those it skips as the default action too, by
 * GetSyscallFromNameByArch() on each arch; unknown ones and libseccomp's
 * negative pseudo-numbers never exceed the largest.
 */
static void note_stub_name(struct profile_compiler *c, const char *name)
{
	for (size_t i = 0; i < c->n_stub_arches; i++) {
		struct sc_enosys_arch *a = &c->stub_arches[i];
		int nr = seccomp_syscall_resolve_name_arch(a->token, name);

		if (nr != __NR_SCMP_ERROR && nr > a->largest)
			a->largest = nr;
	}
}

/* Parse and validate "architectures" and "archMap"; add them unless overridden. */
static int setup_profile_arches(struct profile_compiler *c, json_t *root)
{
	json_t *list, *map;
	char where[48], item[96];
	bool picked = false;
	size_t i, j;
	int rc;

	rc = sc_profile_get_array(c, root, "architectures", "", 64, &list);
	if (!rc)
		rc = sc_profile_get_array(c, root, "archMap", "", 64, &map);
	if (rc)
		return rc;
	if (json_array_size(list) && json_array_size(map))
		return sc_profile_error(c, "both \"architectures\" and \"archMap\": "
					"use one of them");
	for (i = 0; i < json_array_size(list); i++) {
		const char *name;
		uint32_t token;

		snprintf(where, sizeof(where), "architectures[%zu]", i);
		rc = sc_profile_get_string_at(c, list, i, "", "architectures", &name);
		if (!rc)
			rc = sc_profile_parse_arch(c, name, where, true, &token);
		if (!rc && !c->opts->n_arches)
			rc = add_arch(c, token);
		if (rc)
			return rc;
		if (c->opts->n_arches && seccomp_arch_exist(c->ctx, token))
			sc_profile_warn(c, "%s: %s not compiled: the architectures given "
					"replace the profile's", where, name);
	}
	for (i = 0; i < json_array_size(map); i++) {
		json_t *entry = json_array_get(map, i), *subs;
		const char *name;
		uint32_t token, sub;
		bool selected;

		snprintf(where, sizeof(where), "archMap[%zu].", i);
		if (!json_is_object(entry))
			return sc_profile_error(c, "archMap[%zu]: must be an object", i);
		rc = sc_profile_get_string(c, entry, "architecture", where, &name);
		if (!rc && !name)
			rc = sc_profile_error(c, "%sarchitecture: missing", where);
		snprintf(item, sizeof(item), "%sarchitecture", where);
		if (!rc)
			rc = sc_profile_parse_arch(c, name, item, false, &token);
		if (!rc)
			rc = sc_profile_get_array(c, entry, "subArchitectures", where, 16, &subs);
		if (rc)
			return rc;
		/*
		 * moby takes the first entry of the native arch: with --arch,
		 * arches[0]'s, whose sub-architectures join those given.
		 */
		selected = token && token == c->native && !picked;
		if (selected)
			rc = add_arch(c, token);
		for (j = 0; !rc && j < json_array_size(subs); j++) {
			rc = sc_profile_get_string_at(c, subs, j, where, "subArchitectures",
						      &name);
			snprintf(item, sizeof(item), "%ssubArchitectures[%zu]", where, j);
			if (!rc)
				rc = sc_profile_parse_arch(c, name, item, selected, &sub);
			if (!rc && selected)
				rc = add_arch(c, sub);
		}
		if (rc)
			return rc;
		picked |= selected;
	}
	return 0;
}

/* The caller's list replaces the profile's; it may leave the host arch out. */
static int setup_override_arches(struct profile_compiler *c)
{
	bool keeps_host = false;
	size_t i;
	int rc;

	for (i = 0; i < c->opts->n_arches; i++)
		keeps_host |= c->opts->arches[i] &&
			      seccomp_arch_resolve_name(c->opts->arches[i]->scmp_name) ==
			      seccomp_arch_native();
	/*
	 * The host arch goes first: libseccomp keeps one byte order per
	 * filter (-EDOM for s390x beside x86_64), and forgets it when the
	 * filter has no arch left.
	 */
	rc = keeps_host ? 0 : seccomp_arch_remove(c->ctx, SCMP_ARCH_NATIVE);
	if (rc)
		return sc_fail(c->err, rc, -1,
			       "libseccomp cannot drop the host arch: %s",
			       strerror(-rc));
	for (i = 0; i < c->opts->n_arches; i++) {
		const struct seccache_arch *a = c->opts->arches[i];
		uint32_t token = a ? seccomp_arch_resolve_name(a->scmp_name) : 0;

		if (!token)
			return sc_fail(c->err, -EINVAL, -1,
				       "architecture %s: libseccomp does not know it",
				       a ? a->name : "(null)");
		if (i == 0)
			c->native = token;
		rc = add_arch(c, token);
		if (rc)
			return rc;
	}
	return 0;
}

/* Whether json value v is the integer data. */
static bool is_data(json_t *v, uint32_t data)
{
	return json_is_integer(v) && json_integer_value(v) == (json_int_t)data;
}

/*
 * Whether a TRACE of the profile could return data: it names data as
 * defaultErrnoRet or errnoRet, or data is EPERM, TRACE's default.
 */
static bool trace_data_used(json_t *root, uint32_t data)
{
	json_t *list = sc_profile_field(root, "syscalls");
	size_t i;

	if (data == EPERM || is_data(sc_profile_field(root, "defaultErrnoRet"), data))
		return true;
	for (i = 0; json_is_array(list) && i < json_array_size(list); i++)
		if (is_data(sc_profile_field(json_array_get(list, i), "errnoRet"), data))
			return true;
	return false;
}

/* Stand-ins from the top of TRACE's data down, where no real TRACE is. */
static void choose_stand_ins(struct profile_compiler *c, json_t *root)
{
	uint32_t data = MAX_ERRNO_RET;

	for (size_t i = 0; i < N_PROBED; i++, data--) {
		while (trace_data_used(root, data))
			data--;
		c->stand_ins[i] = SCMP_ACT_TRACE(data);
	}
}

/* The action libseccomp is given for act. */
static uint32_t scmp_action(const struct profile_compiler *c, uint32_t act)
{
	for (size_t i = 0; i < N_PROBED; i++)
		if (probed_actions[i] == act)
			return c->stand_ins[i];
	return act;
}

/* runc's matchCall(): one rule, or one per condition if an index repeats. */
static int add_rules(struct profile_compiler *c, const char *name, uint32_t action,
		     const struct scmp_arg_cmp *cmps, unsigned int n_cmps,
		     const char *where)
{
	unsigned int seen = 0, i;
	bool repeats = false;
	int nr, rc = 0;

	nr = seccomp_syscall_resolve_name(name);
	if (nr == __NR_SCMP_ERROR) {
		sc_profile_warn(c, "%s: unknown syscall \"%s\" skipped", where, name);
		return 0;
	}
	for (i = 0; i < n_cmps; i++) {
		repeats |= (seen >> cmps[i].arg) & 1;
		seen |= 1U << cmps[i].arg;
	}
	if (!repeats)
		rc = seccomp_rule_add_array(c->ctx, scmp_action(c, action), nr, n_cmps, cmps);
	for (i = 0; repeats && !rc && i < n_cmps; i++)
		rc = seccomp_rule_add_array(c->ctx, scmp_action(c, action), nr, 1,
					    &cmps[i]);
	if (rc)
		return sc_fail(c->err, -EINVAL, -1,
			       "%s: %s: libseccomp rejected the rule for %s: %s",
			       c->what, where, name, strerror(-rc));
	return 0;
}

static int compile_entry(struct profile_compiler *c, json_t *entry, size_t index)
{
	struct scmp_arg_cmp cmps[MAX_ARGS];
	char where[48], path[64];
	json_t *names, *args;
	const char *single;
	bool included, excluded;
	uint32_t action;
	size_t i, n;
	int rc;

	snprintf(where, sizeof(where), "syscalls[%zu]", index);
	snprintf(path, sizeof(path), "%s.", where);
	if (!json_is_object(entry))
		return sc_profile_error(c, "%s: must be an object", where);
	rc = sc_profile_parse_names(c, entry, path, &names, &single);
	if (!rc)
		rc = sc_profile_parse_action(c, entry, "action", "errnoRet", path, &action);
	if (!rc)
		rc = sc_profile_get_array(c, entry, "args", path, MAX_ARGS, &args);
	for (i = 0; !rc && i < json_array_size(args); i++) {
		char arg_where[96];

		snprintf(arg_where, sizeof(arg_where), "%sargs[%zu]", path, i);
		rc = sc_profile_parse_arg(c, json_array_get(args, i), arg_where, &cmps[i]);
	}
	if (!rc)
		rc = sc_profile_test_condition(c, entry, true, path, &included);
	if (!rc)
		rc = sc_profile_test_condition(c, entry, false, path, &excluded);
	if (rc || !included || excluded)
		return rc;
	n = single ? 1 : json_array_size(names);
	for (i = 0; i < n; i++) {
		const char *name = single;

		if (!single && (rc = sc_profile_get_string_at(c, names, i, path, "names", &name)))
			return rc;
		if (!*name)
			return sc_profile_error(c, "%snames[%zu]: empty syscall name", path, i);
		if (strlen(name) > MAX_NAME_LEN)
			return sc_profile_error(c, "%snames[%zu]: name longer than %d characters",
						path, i, MAX_NAME_LEN);
		c->n_names++;
		note_stub_name(c, name);
		if (action == c->default_action)
			continue;
		rc = add_rules(c, name, action, cmps,
			       (unsigned int)json_array_size(args), where);
		if (rc)
			return rc;
	}
	return 0;
}

static int compile_syscalls(struct profile_compiler *c, json_t *root)
{
	json_t *list;
	size_t i;
	int rc;

	rc = sc_profile_get_array(c, root, "syscalls", "", MAX_ENTRIES, &list);
	for (i = 0; !rc && i < json_array_size(list); i++)
		rc = compile_entry(c, json_array_get(list, i), i);
	return rc;
}

static int compile_root(struct profile_compiler *c, json_t *root, uint32_t *flags_out)
{
	const char *listener;
	uint32_t flags;
	int rc;

	if (!json_is_object(root))
		return sc_profile_error(c, "the profile must be a JSON object");
	rc = sc_profile_parse_action(c, root, "defaultAction", "defaultErrnoRet", "",
				     &c->default_action);
	if (!rc && c->default_action == SCMP_ACT_NOTIFY)
		rc = sc_profile_error(c, "defaultAction: SCMP_ACT_NOTIFY cannot be the "
				      "default action");
	if (!rc)
		rc = sc_profile_parse_flags(c, root, &flags);
	if (!rc)
		rc = sc_profile_get_string(c, root, "listenerPath", "", &listener);
	if (rc)
		return rc;
	if (listener)
		sc_profile_warn(c, "listenerPath \"%s\" ignored: seccache only reads the filter",
				listener);
	choose_stand_ins(c, root);
	c->ctx = seccomp_init(scmp_action(c, c->default_action));
	if (!c->ctx)
		return sc_profile_error(c, "defaultAction: libseccomp refuses it");
	c->native = seccomp_arch_native();
	rc = c->opts->n_arches ? setup_override_arches(c) : 0;
	if (!rc)
		rc = setup_profile_arches(c, root);
	/* enosys_linux.go@v1.1.15: "always include the native architecture". */
	if (!rc && c->enosys.native)
		add_stub_arch(c, c->native);
	if (!rc)
		rc = compile_syscalls(c, root);
	/* As the runtime does, unless the caller chose libseccomp's layout. */
	if (!rc && (c->opts->layout == SECCACHE_LAYOUT_TREE ||
		    (c->opts->layout == SECCACHE_LAYOUT_RUNTIME &&
		     sc_runtime_tree_above_32(&c->rt) && c->n_names > RUNC_OPTIMIZE_ABOVE)))
		rc = seccomp_attr_set(c->ctx, SCMP_FLTATR_CTL_OPTIMIZE, 2);
	if (!rc && flags_out)
		*flags_out = flags;
	return rc;
}

/* Tell the caller which of the ABIs seccache knows the filter has. */
static void list_compiled(struct profile_compiler *c)
{
	const struct seccache_arch *const *natives = seccache_arch_all();
	size_t n = 0;

	if (!c->opts->compiled || !c->opts->n_compiled)
		return;
	for (size_t i = 0; natives[i]; i++) {
		const struct seccache_arch *abis[SECCACHE_MAX_ABIS];
		size_t m = seccache_arch_abis(natives[i], abis);

		for (size_t j = 0; j < m && n < SECCACHE_MAX_PROFILE_ARCHES; j++) {
			uint32_t token = seccomp_arch_resolve_name(abis[j]->scmp_name);
			bool listed = false;

			for (size_t k = 0; k < n; k++)
				listed |= c->opts->compiled[k] == abis[j];
			if (token && !listed && !seccomp_arch_exist(c->ctx, token))
				c->opts->compiled[n++] = abis[j];
		}
	}
	*c->opts->n_compiled = n;
}

/*
 * generatePatch() (enosys_linux.go@v1.1.5): runc's stub, unless the
 * default action lets calls through (ALLOW, LOG, TRACE). Its other test,
 * DefaultErrnoRet == retErrnoEnosys, compares an errno with a whole
 * action and never holds: defaultErrnoRet 38 keeps the stub.
 */
static int runc_stub(struct profile_compiler *c, struct seccache_insn *stub, size_t *len)
{
	uint32_t def = c->default_action;

	*len = 0;
	if (!c->enosys.stub || def == SCMP_ACT_ALLOW || def == SCMP_ACT_LOG ||
	    (def & 0xffff0000U) == SCMP_ACT_TRACE(0))
		return 0;
	return sc_enosys_stub(c->stub_arches, c->n_stub_arches, &c->enosys, stub,
			      MAX_STUB_LEN, len, c->err);
}

/*
 * The program the runtime loads, *out: the runtime's stub, then the
 * exported program f with each stand-in's return swapped back.
 */
static int runtime_program(struct profile_compiler *c, const struct seccache_filter *f,
			   struct seccache_filter **out)
{
	size_t len = seccache_filter_len(f), pre;
	struct seccache_insn *insns = malloc((MAX_STUB_LEN + len) * sizeof(*insns));
	struct seccache_insn *body;
	int rc;

	if (!insns)
		return sc_fail(c->err, -ENOMEM, -1, "out of memory");
	rc = runc_stub(c, insns, &pre);
	body = insns + pre;
	memcpy(body, seccache_filter_insns(f), len * sizeof(*insns));
	for (size_t pc = 0; pc < len; pc++)
		for (size_t i = 0; i < N_PROBED; i++)
			if (body[pc].code == (BPF_RET | BPF_K) && body[pc].k == c->stand_ins[i])
				body[pc].k = probed_actions[i];
	if (!rc)
		rc = seccache_filter_new(insns, pre + len, out, c->err);
	free(insns);
	return rc;
}

static int compile(json_t *root, const char *what,
		   const struct seccache_profile_opts *opts,
		   struct seccache_filter **out, uint32_t *flags,
		   struct seccache_error *err)
{
	struct profile_compiler c = {
		.opts = opts,
		.err = err,
		.what = what,
	};
	struct seccache_filter *exported = NULL;
	int rc;

	rc = sc_runtime_parse(opts->runtime, &c.rt, err);
	sc_runtime_enosys(&c.rt, &c.enosys);
	c.min_kernel = c.rt.min_kernel;
	c.rule_errno = c.rt.rule_errno;
	c.default_errno = c.rt.default_errno;
	c.errno_names = c.rt.errno_names;
	if (!rc)
		rc = compile_root(&c, root, flags);
	if (!rc)
		list_compiled(&c);
	if (!rc)
		rc = seccache_filter_from_scmp(c.ctx, &exported, err);
	if (!rc)
		rc = runtime_program(&c, exported, out);
	seccache_filter_free(exported);
	if (c.ctx)
		seccomp_release(c.ctx);
	return rc;
}

/* The caller's options, checked, into *o: its own or all zero (SC_OPTS_COPY()). */
static int profile_opts(struct seccache_profile_opts *o,
			const struct seccache_profile_opts *opts, struct seccache_error *err)
{
	return SC_OPTS_COPY(seccache_profile_opts, name, runtime, o, opts, err);
}

int seccache_profile_compile(const char *text, size_t len,
			     const struct seccache_profile_opts *opts,
			     struct seccache_filter **out, uint32_t *flags,
			     struct seccache_error *err)
{
	struct seccache_profile_opts o;
	const char *what;
	json_error_t jerr;
	json_t *root;
	int rc;

	*out = NULL;
	if (profile_opts(&o, opts, err))
		return -EINVAL;
	what = o.name ? o.name : "profile";
	if (len > MAX_PROFILE_SIZE)
		return sc_fail(err, -EINVAL, -1,
			       "profile: %zu bytes, more than %u", len,
			       MAX_PROFILE_SIZE);
	root = sc_profile_load_json(text, len, &jerr);
	if (!root)
		return sc_profile_json_fail(err, what, &jerr);
	rc = compile(root, what, &o, out, flags, err);
	json_decref(root);
	return rc;
}

int seccache_profile_load(const char *path,
			  const struct seccache_profile_opts *opts,
			  struct seccache_filter **out, uint32_t *flags,
			  struct seccache_error *err)
{
	struct seccache_profile_opts o;
	json_error_t jerr;
	const char *what;
	size_t len = 0;
	char *text = NULL;
	json_t *root;
	int rc;

	*out = NULL;
	if (profile_opts(&o, opts, err))
		return -EINVAL;
	what = o.name ? o.name : path;
	rc = seccache_read_file(path, MAX_PROFILE_SIZE, &text, &len, err);
	if (rc == -EFBIG)
		return sc_fail(err, -EINVAL, -1, "%s: larger than %u bytes",
			       what, MAX_PROFILE_SIZE);
	if (rc)
		return rc;
	root = sc_profile_load_json(text, len, &jerr);
	free(text);
	if (!root)
		return sc_profile_json_fail(err, what, &jerr);
	rc = compile(root, what, &o, out, flags, err);
	json_decref(root);
	return rc;
}
