/* SPDX-License-Identifier: MIT */
/*
 * profile.c - OCI / Docker seccomp profiles (JSON) compiled into one filter
 * with libseccomp, the way moby turns a profile into an OCI config and runc
 * turns that into rules:
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
 * runc's patchbpf ENOSYS stub is not prepended: the filter is what
 * libseccomp exports. Attributes that do not change the program (NNP,
 * TSYNC) are not set; "flags" are only recorded, and listenerPath only
 * matters to a live runtime, so it is ignored with a warning.
 */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <jansson.h>
#include <seccomp.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "internal.h"

/* Larger than any real profile (moby's default is about 20 KiB). */
#define MAX_PROFILE_SIZE (16U << 20)
#define MAX_ENTRIES 65536
#define MAX_ARGS 64
#define MAX_NAME_LEN 128
#define MAX_ERRNO_RET 0xffff
/* runc asks for the binary tree above this many syscall names. */
#define RUNC_OPTIMIZE_ABOVE 32

#define FLAG_TSYNC (1U << 0)
#define FLAG_LOG (1U << 1)
#define FLAG_SPEC_ALLOW (1U << 2)
#define FLAG_WAIT_KILLABLE_RECV (1U << 5)

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

#define N_PROBED (sizeof(probed_actions) / sizeof(probed_actions[0]))

struct compiler {
	const struct seccache_profile_opts *opts;
	struct seccache_error *err;
	const char *what;	/* the file name, or "profile" */
	uint32_t native;	/* libseccomp token standing for the native arch */
	uint32_t default_action;
	uint32_t stand_ins[N_PROBED];	/* what libseccomp sees for probed_actions */
	scmp_filter_ctx ctx;
	size_t n_names;		/* names that passed includes/excludes, as runc counts */
};

static int bad(struct compiler *c, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* Every profile error is -EINVAL and names the file and the field. */
static int bad(struct compiler *c, const char *fmt, ...)
{
	char reason[200];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(reason, sizeof(reason), fmt, ap);
	va_end(ap);
	return sc_fail(c->err, -EINVAL, -1, "%s: %s", c->what, reason);
}

static void warn(struct compiler *c, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void warn(struct compiler *c, const char *fmt, ...)
{
	char msg[256];
	va_list ap;

	if (!c->opts->warn)
		return;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	c->opts->warn(c->opts->warn_ctx, msg);
}

/* JSON null counts as absent, as in Go's encoding/json. */
static json_t *field(json_t *obj, const char *key)
{
	json_t *v = json_object_get(obj, key);

	return json_is_null(v) ? NULL : v;
}

static int get_string(struct compiler *c, json_t *obj, const char *key,
		      const char *where, const char **out)
{
	json_t *v = field(obj, key);

	*out = NULL;
	if (!v)
		return 0;
	if (!json_is_string(v))
		return bad(c, "%s%s: must be a string", where, key);
	*out = json_string_value(v);
	return 0;
}

/*
 * jansson keeps integers in a long long: integers past INT64_MAX, which
 * Go reads into a profile's uint64 values, reach it as strings with this
 * prefix (quote_big_integers()).
 */
#define BIG_INT_PREFIX "\001u64:"

static int get_uint(struct compiler *c, json_t *obj, const char *key,
		    const char *where, uint64_t max, bool *present, uint64_t *out)
{
	json_t *v = field(obj, key);
	const char *big = json_is_string(v) ? json_string_value(v) : NULL;

	*present = v != NULL;
	*out = 0;
	if (!v)
		return 0;
	if (big && !strncmp(big, BIG_INT_PREFIX, strlen(BIG_INT_PREFIX))) {
		*out = strtoull(big + strlen(BIG_INT_PREFIX), NULL, 10);
		if (*out <= max)
			return 0;
		return bad(c, "%s%s: must be an integer from 0 to %llu", where,
			   key, (unsigned long long)max);
	}
	if (!json_is_integer(v) || json_integer_value(v) < 0 ||
	    (uint64_t)json_integer_value(v) > max)
		return bad(c, "%s%s: must be an integer from 0 to %llu", where,
			   key, (unsigned long long)max);
	*out = (uint64_t)json_integer_value(v);
	return 0;
}

/* An array field, or NULL when absent; *n is its size. */
static int get_array(struct compiler *c, json_t *obj, const char *key,
		     const char *where, size_t max, json_t **out)
{
	json_t *v = field(obj, key);

	*out = v;
	if (!v)
		return 0;
	if (!json_is_array(v))
		return bad(c, "%s%s: must be an array", where, key);
	if (json_array_size(v) > max)
		return bad(c, "%s%s: %zu entries, more than %zu", where, key,
			   json_array_size(v), max);
	return 0;
}

static int get_string_at(struct compiler *c, json_t *arr, size_t i,
			 const char *where, const char *key, const char **out)
{
	json_t *v = json_array_get(arr, i);

	*out = NULL;
	if (!json_is_string(v))
		return bad(c, "%s%s[%zu]: must be a string", where, key, i);
	*out = json_string_value(v);
	return 0;
}

/*
 * The entry called name in a table of n entries of size bytes that each
 * start with their name; NULL if there is none.
 */
static const void *lookup(const void *table, size_t n, size_t size,
			  const char *name)
{
	for (const char *entry = table; n--; entry += size)
		if (!strcmp(*(const char *const *)entry, name))
			return entry;
	return NULL;
}

#define LOOKUP(table, name) lookup(table, ARRAY_SIZE(table), sizeof((table)[0]), name)

static const struct action_entry {
	const char *name;
	uint32_t action;
	bool takes_errno;	/* errnoRet is the action's data */
} actions[] = {
	{ "SCMP_ACT_KILL", SCMP_ACT_KILL_THREAD, false },
	{ "SCMP_ACT_KILL_THREAD", SCMP_ACT_KILL_THREAD, false },
	{ "SCMP_ACT_KILL_PROCESS", SCMP_ACT_KILL_PROCESS, false },
	{ "SCMP_ACT_TRAP", SCMP_ACT_TRAP, false },
	{ "SCMP_ACT_ERRNO", SCMP_ACT_ERRNO(0), true },
	{ "SCMP_ACT_TRACE", SCMP_ACT_TRACE(0), true },
	{ "SCMP_ACT_ALLOW", SCMP_ACT_ALLOW, false },
	{ "SCMP_ACT_LOG", SCMP_ACT_LOG, false },
	{ "SCMP_ACT_NOTIFY", SCMP_ACT_NOTIFY, false },
};

/* The action in obj[key] with obj[errno_key] as runc's getAction() reads it. */
static int parse_action(struct compiler *c, json_t *obj, const char *key,
			const char *errno_key, const char *where, uint32_t *out)
{
	const struct action_entry *a;
	const char *name;
	uint64_t ret;
	bool has_ret;
	int rc;

	rc = get_string(c, obj, key, where, &name);
	if (!rc)
		rc = get_uint(c, obj, errno_key, where, MAX_ERRNO_RET, &has_ret, &ret);
	if (rc)
		return rc;
	if (!name)
		return bad(c, "%s%s: missing", where, key);
	a = LOOKUP(actions, name);
	if (!a)
		return bad(c, "%s%s: unknown action \"%s\"", where, key, name);
	*out = a->action;
	if (a->takes_errno)
		*out |= has_ret ? (uint32_t)ret : EPERM;
	else if (has_ret)
		warn(c, "%s%s ignored: %s takes no errno", where, errno_key, name);
	return 0;
}

/*
 * "SCMP_ARCH_X86_64" to libseccomp's token. A name libseccomp does not know
 * is an error where it must be added, else token 0: moby only converts the
 * archMap entry of the native arch, so the others may name newer arches.
 */
static int parse_arch(struct compiler *c, const char *name, const char *where,
		      bool must_know, uint32_t *token)
{
	static const char prefix[] = "SCMP_ARCH_";
	char lower[32];
	size_t i, n;

	*token = 0;
	if (strncmp(name, prefix, sizeof(prefix) - 1))
		return bad(c, "%s: unknown architecture \"%.64s\" (expected SCMP_ARCH_*)",
			   where, name);
	name += sizeof(prefix) - 1;
	n = strlen(name);
	if (n < sizeof(lower)) {
		for (i = 0; i <= n; i++)
			lower[i] = (char)tolower((unsigned char)name[i]);
		*token = seccomp_arch_resolve_name(lower);
	}
	if (!*token && must_know)
		return bad(c, "%s: unknown architecture \"SCMP_ARCH_%.64s\"", where, name);
	if (!*token)
		warn(c, "%s: libseccomp does not know SCMP_ARCH_%.64s", where, name);
	return 0;
}

static int add_arch(struct compiler *c, uint32_t token)
{
	int rc = seccomp_arch_add(c->ctx, token);

	if (rc && rc != -EEXIST)
		return sc_fail(c->err, rc, -1,
			       "%s: libseccomp cannot add arch 0x%08x: %s",
			       c->what, token, strerror(-rc));
	return 0;
}

/* Parse and validate "architectures" and "archMap"; add them unless overridden. */
static int setup_profile_arches(struct compiler *c, json_t *root)
{
	json_t *list, *map;
	char where[48], item[96];
	bool picked = false;
	size_t i, j;
	int rc;

	rc = get_array(c, root, "architectures", "", 64, &list);
	if (!rc)
		rc = get_array(c, root, "archMap", "", 64, &map);
	if (rc)
		return rc;
	if (json_array_size(list) && json_array_size(map))
		return bad(c, "both \"architectures\" and \"archMap\": use one of them");
	for (i = 0; i < json_array_size(list); i++) {
		const char *name;
		uint32_t token;

		snprintf(where, sizeof(where), "architectures[%zu]", i);
		rc = get_string_at(c, list, i, "", "architectures", &name);
		if (!rc)
			rc = parse_arch(c, name, where, true, &token);
		if (!rc && !c->opts->n_arches)
			rc = add_arch(c, token);
		if (rc)
			return rc;
		if (c->opts->n_arches && seccomp_arch_exist(c->ctx, token))
			warn(c, "%s: %s not compiled: the architectures given replace the "
			     "profile's", where, name);
	}
	for (i = 0; i < json_array_size(map); i++) {
		json_t *entry = json_array_get(map, i), *subs;
		const char *name;
		uint32_t token, sub;
		bool selected;

		snprintf(where, sizeof(where), "archMap[%zu].", i);
		if (!json_is_object(entry))
			return bad(c, "archMap[%zu]: must be an object", i);
		rc = get_string(c, entry, "architecture", where, &name);
		if (!rc && !name)
			rc = bad(c, "%sarchitecture: missing", where);
		snprintf(item, sizeof(item), "%sarchitecture", where);
		if (!rc)
			rc = parse_arch(c, name, item, false, &token);
		if (!rc)
			rc = get_array(c, entry, "subArchitectures", where, 16, &subs);
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
			rc = get_string_at(c, subs, j, where, "subArchitectures", &name);
			snprintf(item, sizeof(item), "%ssubArchitectures[%zu]", where, j);
			if (!rc)
				rc = parse_arch(c, name, item, selected, &sub);
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
static int setup_override_arches(struct compiler *c)
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

static const struct flag_entry {
	const char *name;
	uint32_t bit;
} flags[] = {
	{ "SECCOMP_FILTER_FLAG_TSYNC", FLAG_TSYNC },
	{ "SECCOMP_FILTER_FLAG_LOG", FLAG_LOG },
	{ "SECCOMP_FILTER_FLAG_SPEC_ALLOW", FLAG_SPEC_ALLOW },
	{ "SECCOMP_FILTER_FLAG_WAIT_KILLABLE_RECV", FLAG_WAIT_KILLABLE_RECV },
};

/* Absent "flags" means SPEC_ALLOW, runc's default where the kernel has it. */
static int parse_flags(struct compiler *c, json_t *root, uint32_t *out)
{
	json_t *list = field(root, "flags");
	size_t i;
	int rc;

	*out = list ? 0 : FLAG_SPEC_ALLOW;
	rc = get_array(c, root, "flags", "", 16, &list);
	for (i = 0; !rc && i < json_array_size(list); i++) {
		const struct flag_entry *flag;
		const char *name;

		rc = get_string_at(c, list, i, "", "flags", &name);
		if (rc)
			return rc;
		flag = LOOKUP(flags, name);
		if (!flag)
			return bad(c, "flags[%zu]: unknown flag \"%.64s\"", i, name);
		*out |= flag->bit;
	}
	return rc;
}

/* Go's GOARCH names, which moby's includes/excludes use, to libseccomp's. */
static uint32_t go_arch_token(const char *name)
{
	static const char *const go_names[][2] = {
		{ "amd64", "x86_64" }, { "386", "x86" }, { "arm64", "aarch64" },
		{ "mipsle", "mipsel" }, { "mips64le", "mipsel64" },
		{ "mips64p32", "mips64n32" }, { "mips64p32le", "mipsel64n32" },
	};
	const char *const *go = LOOKUP(go_names, name);

	return seccomp_arch_resolve_name(go ? go[1] : name);
}

static int kernel_at_least(struct compiler *c, const char *version,
			   const char *where, bool *yes)
{
	struct seccache_kernel want, running;
	const struct seccache_kernel *k = c->opts->kernel;

	if (seccache_kernel_parse(version, &want, NULL))
		return bad(c, "%sminKernel: \"%.64s\" is not a kernel version", where,
			   version);
	if (!k) {
		if (seccache_kernel_running(&running, NULL))
			return bad(c, "%sminKernel: cannot read the running kernel", where);
		k = &running;
	}
	*yes = SECCACHE_KERNEL_VERSION(k->major, k->minor, k->patch) >=
	       SECCACHE_KERNEL_VERSION(want.major, want.minor, want.patch);
	return 0;
}

/* moby's oci.DefaultCapabilities() (daemon/oci_linux.go). */
static const char *const docker_caps[] = {
	"CAP_CHOWN", "CAP_DAC_OVERRIDE", "CAP_FSETID", "CAP_FOWNER", "CAP_MKNOD",
	"CAP_NET_RAW", "CAP_SETGID", "CAP_SETUID", "CAP_SETFCAP", "CAP_SETPCAP",
	"CAP_NET_BIND_SERVICE", "CAP_SYS_CHROOT", "CAP_KILL", "CAP_AUDIT_WRITE", NULL,
};

/* containers-common's containers.conf default_capabilities (podman 4 and 5). */
static const char *const podman_caps[] = {
	"CAP_CHOWN", "CAP_DAC_OVERRIDE", "CAP_FOWNER", "CAP_FSETID", "CAP_KILL",
	"CAP_NET_BIND_SERVICE", "CAP_SETFCAP", "CAP_SETGID", "CAP_SETPCAP",
	"CAP_SETUID", "CAP_SYS_CHROOT", NULL,
};

const char *const *seccache_runtime_caps(const char *runtime)
{
	if (!runtime)
		return NULL;
	if (!strcmp(runtime, "docker") || !strcmp(runtime, "moby"))
		return docker_caps;
	if (!strcmp(runtime, "podman") || !strcmp(runtime, "containers-common"))
		return podman_caps;
	return NULL;
}

/*
 * Every capability by number, as include/uapi/linux/capability.h names
 * them (CAP_CHOWN is 0, CAP_LAST_CAP is CAP_CHECKPOINT_RESTORE).
 */
static const char *const capabilities[] = {
	"CAP_CHOWN", "CAP_DAC_OVERRIDE", "CAP_DAC_READ_SEARCH", "CAP_FOWNER",
	"CAP_FSETID", "CAP_KILL", "CAP_SETGID", "CAP_SETUID", "CAP_SETPCAP",
	"CAP_LINUX_IMMUTABLE", "CAP_NET_BIND_SERVICE", "CAP_NET_BROADCAST",
	"CAP_NET_ADMIN", "CAP_NET_RAW", "CAP_IPC_LOCK", "CAP_IPC_OWNER",
	"CAP_SYS_MODULE", "CAP_SYS_RAWIO", "CAP_SYS_CHROOT", "CAP_SYS_PTRACE",
	"CAP_SYS_PACCT", "CAP_SYS_ADMIN", "CAP_SYS_BOOT", "CAP_SYS_NICE",
	"CAP_SYS_RESOURCE", "CAP_SYS_TIME", "CAP_SYS_TTY_CONFIG", "CAP_MKNOD",
	"CAP_LEASE", "CAP_AUDIT_WRITE", "CAP_AUDIT_CONTROL", "CAP_SETFCAP",
	"CAP_MAC_OVERRIDE", "CAP_MAC_ADMIN", "CAP_SYSLOG", "CAP_WAKE_ALARM",
	"CAP_BLOCK_SUSPEND", "CAP_AUDIT_READ", "CAP_PERFMON", "CAP_BPF",
	"CAP_CHECKPOINT_RESTORE",
};

/* moby's NormalizeLegacyCapabilities(), podman's and libcap's cap_from_name(). */
const char *seccache_capability_name(const char *text)
{
	const char *bare = text && !strncasecmp(text, "CAP_", 4) ? text + 4 : text;

	for (size_t i = 0; bare && i < sizeof(capabilities) / sizeof(*capabilities); i++)
		if (!strcasecmp(capabilities[i] + 4, bare))
			return capabilities[i];
	return NULL;
}

/*
 * The container's caps are compared by name, however the caller spelled
 * them; "ALL" is every one, as Docker's --cap-add ALL grants them.
 */
static bool has_cap(struct compiler *c, const char *cap)
{
	size_t i;

	for (i = 0; i < c->opts->n_caps; i++) {
		const char *name = seccache_capability_name(c->opts->caps[i]);

		if (!strcasecmp(c->opts->caps[i], "ALL") ||
		    !strcmp(name ? name : c->opts->caps[i], cap))
			return true;
	}
	return false;
}

/*
 * One "includes" or "excludes" object: *hit is true when it names the
 * native arch / a granted cap / a kernel at most the running one. For
 * includes every listed thing must hold, for excludes any one does.
 */
static int test_condition(struct compiler *c, json_t *entry, bool include,
			  const char *where, bool *hit)
{
	const char *key = include ? "includes" : "excludes";
	json_t *cond = field(entry, key), *arches, *caps;
	const char *min_kernel, *name;
	char path[96];
	bool found;
	size_t i;
	int rc;

	*hit = include;
	if (!cond)
		return 0;
	snprintf(path, sizeof(path), "%s%s.", where, key);
	if (!json_is_object(cond))
		return bad(c, "%s%s: must be an object", where, key);
	rc = get_array(c, cond, "arches", path, 64, &arches);
	if (!rc)
		rc = get_array(c, cond, "caps", path, 64, &caps);
	if (!rc)
		rc = get_string(c, cond, "minKernel", path, &min_kernel);
	if (rc)
		return rc;
	found = false;
	for (i = 0; i < json_array_size(arches); i++) {
		if ((rc = get_string_at(c, arches, i, path, "arches", &name)))
			return rc;
		found |= go_arch_token(name) == c->native;
	}
	if (json_array_size(arches) && found != include)
		return (*hit = !include), 0;
	for (i = 0; i < json_array_size(caps); i++) {
		if ((rc = get_string_at(c, caps, i, path, "caps", &name)))
			return rc;
		if (has_cap(c, name) != include)
			return (*hit = !include), 0;
	}
	if (min_kernel) {
		rc = kernel_at_least(c, min_kernel, path, &found);
		if (rc)
			return rc;
		if (found != include)
			return (*hit = !include), 0;
	}
	return 0;
}

static const struct operator_entry {
	const char *name;
	enum scmp_compare op;
} operators[] = {
	{ "SCMP_CMP_NE", SCMP_CMP_NE },
	{ "SCMP_CMP_LT", SCMP_CMP_LT },
	{ "SCMP_CMP_LE", SCMP_CMP_LE },
	{ "SCMP_CMP_EQ", SCMP_CMP_EQ },
	{ "SCMP_CMP_GE", SCMP_CMP_GE },
	{ "SCMP_CMP_GT", SCMP_CMP_GT },
	{ "SCMP_CMP_MASKED_EQ", SCMP_CMP_MASKED_EQ },
};

/* For MASKED_EQ, value is the mask and valueTwo the expected bits. */
static int parse_arg(struct compiler *c, json_t *arg, const char *where,
		     struct scmp_arg_cmp *cmp)
{
	const struct operator_entry *oper;
	uint64_t index, value, value_two;
	bool present;
	const char *op;
	char path[104];
	int rc;

	if (!json_is_object(arg))
		return bad(c, "%s: must be an object", where);
	snprintf(path, sizeof(path), "%s.", where);
	rc = get_uint(c, arg, "index", path, 5, &present, &index);
	if (!rc && !present)
		rc = bad(c, "%sindex: missing", path);
	if (!rc)
		rc = get_uint(c, arg, "value", path, UINT64_MAX, &present, &value);
	if (!rc)
		rc = get_uint(c, arg, "valueTwo", path, UINT64_MAX, &present, &value_two);
	if (!rc)
		rc = get_string(c, arg, "op", path, &op);
	if (!rc && !op)
		rc = bad(c, "%sop: missing", path);
	if (rc)
		return rc;
	oper = LOOKUP(operators, op);
	if (!oper)
		return bad(c, "%sop: unknown operator \"%.64s\"", path, op);
	cmp->arg = (unsigned int)index;
	cmp->op = oper->op;
	cmp->datum_a = value;
	cmp->datum_b = value_two;
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
	json_t *list = field(root, "syscalls");
	size_t i;

	if (data == EPERM || is_data(field(root, "defaultErrnoRet"), data))
		return true;
	for (i = 0; json_is_array(list) && i < json_array_size(list); i++)
		if (is_data(field(json_array_get(list, i), "errnoRet"), data))
			return true;
	return false;
}

/* Stand-ins from the top of TRACE's data down, where no real TRACE is. */
static void choose_stand_ins(struct compiler *c, json_t *root)
{
	uint32_t data = MAX_ERRNO_RET;

	for (size_t i = 0; i < N_PROBED; i++, data--) {
		while (trace_data_used(root, data))
			data--;
		c->stand_ins[i] = SCMP_ACT_TRACE(data);
	}
}

/* The action libseccomp is given for act. */
static uint32_t scmp_action(const struct compiler *c, uint32_t act)
{
	for (size_t i = 0; i < N_PROBED; i++)
		if (probed_actions[i] == act)
			return c->stand_ins[i];
	return act;
}

/* runc's matchCall(): one rule, or one per condition if an index repeats. */
static int add_rules(struct compiler *c, const char *name, uint32_t action,
		     const struct scmp_arg_cmp *cmps, unsigned int n_cmps,
		     const char *where)
{
	unsigned int seen = 0, i;
	bool repeats = false;
	int nr, rc = 0;

	nr = seccomp_syscall_resolve_name(name);
	if (nr == __NR_SCMP_ERROR) {
		warn(c, "%s: unknown syscall \"%s\" skipped", where, name);
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

static int parse_names(struct compiler *c, json_t *entry, const char *where,
		       json_t **names, const char **single)
{
	int rc;

	rc = get_string(c, entry, "name", where, single);
	if (!rc)
		rc = get_array(c, entry, "names", where, MAX_ENTRIES, names);
	if (rc)
		return rc;
	if (*single && json_array_size(*names))
		return bad(c, "%s: both \"name\" and \"names\": use one of them", where);
	return 0;
}

static int compile_entry(struct compiler *c, json_t *entry, size_t index)
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
		return bad(c, "%s: must be an object", where);
	rc = parse_names(c, entry, path, &names, &single);
	if (!rc)
		rc = parse_action(c, entry, "action", "errnoRet", path, &action);
	if (!rc)
		rc = get_array(c, entry, "args", path, MAX_ARGS, &args);
	for (i = 0; !rc && i < json_array_size(args); i++) {
		char arg_where[96];

		snprintf(arg_where, sizeof(arg_where), "%sargs[%zu]", path, i);
		rc = parse_arg(c, json_array_get(args, i), arg_where, &cmps[i]);
	}
	if (!rc)
		rc = test_condition(c, entry, true, path, &included);
	if (!rc)
		rc = test_condition(c, entry, false, path, &excluded);
	if (rc || !included || excluded)
		return rc;
	n = single ? 1 : json_array_size(names);
	for (i = 0; i < n; i++) {
		const char *name = single;

		if (!single && (rc = get_string_at(c, names, i, path, "names", &name)))
			return rc;
		if (!*name)
			return bad(c, "%snames[%zu]: empty syscall name", path, i);
		if (strlen(name) > MAX_NAME_LEN)
			return bad(c, "%snames[%zu]: name longer than %d characters",
				   path, i, MAX_NAME_LEN);
		c->n_names++;
		if (action == c->default_action)
			continue;
		rc = add_rules(c, name, action, cmps,
			       (unsigned int)json_array_size(args), where);
		if (rc)
			return rc;
	}
	return 0;
}

static int compile_syscalls(struct compiler *c, json_t *root)
{
	json_t *list;
	size_t i;
	int rc;

	rc = get_array(c, root, "syscalls", "", MAX_ENTRIES, &list);
	for (i = 0; !rc && i < json_array_size(list); i++)
		rc = compile_entry(c, json_array_get(list, i), i);
	return rc;
}

static int compile_root(struct compiler *c, json_t *root, uint32_t *flags_out)
{
	const char *listener;
	uint32_t flags;
	int rc;

	if (!json_is_object(root))
		return bad(c, "the profile must be a JSON object");
	rc = parse_action(c, root, "defaultAction", "defaultErrnoRet", "",
			  &c->default_action);
	if (!rc && c->default_action == SCMP_ACT_NOTIFY)
		rc = bad(c, "defaultAction: SCMP_ACT_NOTIFY cannot be the default action");
	if (!rc)
		rc = parse_flags(c, root, &flags);
	if (!rc)
		rc = get_string(c, root, "listenerPath", "", &listener);
	if (rc)
		return rc;
	if (listener)
		warn(c, "listenerPath \"%s\" ignored: seccache only reads the filter",
		     listener);
	choose_stand_ins(c, root);
	c->ctx = seccomp_init(scmp_action(c, c->default_action));
	if (!c->ctx)
		return bad(c, "defaultAction: libseccomp refuses it");
	c->native = seccomp_arch_native();
	rc = c->opts->n_arches ? setup_override_arches(c) : 0;
	if (!rc)
		rc = setup_profile_arches(c, root);
	if (!rc)
		rc = compile_syscalls(c, root);
	/* As runc does, unless the caller chose libseccomp's layout. */
	if (!rc && (c->opts->layout == SECCACHE_LAYOUT_TREE ||
		    (c->opts->layout == SECCACHE_LAYOUT_RUNC &&
		     c->n_names > RUNC_OPTIMIZE_ABOVE)))
		rc = seccomp_attr_set(c->ctx, SCMP_FLTATR_CTL_OPTIMIZE, 2);
	if (!rc && flags_out)
		*flags_out = flags;
	return rc;
}

/* Tell the caller which of the ABIs seccache knows the filter has. */
static void list_compiled(struct compiler *c)
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

/* The exported program f with each stand-in's return swapped back, *out. */
static int put_back_actions(const struct compiler *c, const struct seccache_filter *f,
			    struct seccache_filter **out)
{
	size_t len = seccache_filter_len(f);
	struct seccache_insn *insns = malloc(len * sizeof(*insns));
	int rc;

	if (!insns)
		return sc_fail(c->err, -ENOMEM, -1, "out of memory");
	memcpy(insns, seccache_filter_insns(f), len * sizeof(*insns));
	for (size_t pc = 0; pc < len; pc++)
		for (size_t i = 0; i < N_PROBED; i++)
			if (insns[pc].code == (BPF_RET | BPF_K) &&
			    insns[pc].k == c->stand_ins[i])
				insns[pc].k = probed_actions[i];
	rc = seccache_filter_new(insns, len, out, c->err);
	free(insns);
	return rc;
}

static int compile(json_t *root, const char *what,
		   const struct seccache_profile_opts *opts,
		   struct seccache_filter **out, uint32_t *flags,
		   struct seccache_error *err)
{
	struct compiler c = {
		.opts = opts,
		.err = err,
		.what = what,
	};
	struct seccache_filter *exported = NULL;
	int rc;

	rc = compile_root(&c, root, flags);
	if (!rc)
		list_compiled(&c);
	if (!rc)
		rc = seccache_filter_from_scmp(c.ctx, &exported, err);
	if (!rc)
		rc = put_back_actions(&c, exported, out);
	seccache_filter_free(exported);
	if (c.ctx)
		seccomp_release(c.ctx);
	return rc;
}

/*
 * Whether the digits text[i..j) are a whole integer literal from INT64_MAX
 * + 1 to UINT64_MAX: no sign, fraction or exponent around them.
 */
static bool is_big_uint(const char *text, size_t i, size_t j, size_t len)
{
	size_t n = j - i;

	if ((i && strchr("-+.eE", text[i - 1])) || (j < len && strchr(".eE", text[j])))
		return false;
	if (n == 19)
		return memcmp(text + i, "9223372036854775807", 19) > 0;
	return n == 20 && memcmp(text + i, "18446744073709551615", 20) <= 0;
}

/*
 * text with every integer literal past INT64_MAX (at most UINT64_MAX)
 * turned into a string BIG_INT_PREFIX "digits", for get_uint(): jansson
 * cannot hold them. Strings are copied as they are; lines and columns stay
 * where they were but for the quotes added. NULL if memory runs out.
 */
static char *quote_big_integers(const char *text, size_t len, size_t *out_len)
{
	/* A literal of 19 digits or more grows by 12 characters at most. */
	char *out = malloc(2 * len + 16), *o = out;
	size_t i = 0;

	if (!out)
		return NULL;
	while (i < len) {
		size_t j = i;

		if (text[i] == '"') {		/* a string, escapes and all */
			*o++ = text[i++];
			while (i < len && text[i] != '"') {
				if (text[i] == '\\' && i + 1 < len)
					*o++ = text[i++];
				*o++ = text[i++];
			}
			if (i < len)
				*o++ = text[i++];
			continue;
		}
		while (j < len && isdigit((unsigned char)text[j]))
			j++;
		if (j > i && is_big_uint(text, i, j, len)) {
			o += sprintf(o, "\"\\u0001u64:");
			memcpy(o, text + i, j - i);
			o += j - i;
			*o++ = '"';
			i = j;
			continue;
		}
		if (j > i) {
			memcpy(o, text + i, j - i);
			o += j - i;
			i = j;
			continue;
		}
		*o++ = text[i++];
	}
	*o = '\0';
	*out_len = (size_t)(o - out);
	return out;
}

/* The profile's JSON, its integers past INT64_MAX quoted; NULL with jerr. */
static json_t *load_json(const char *text, size_t len, json_error_t *jerr)
{
	size_t quoted_len;
	char *quoted = quote_big_integers(text, len, &quoted_len);
	json_t *root;

	if (!quoted) {
		memset(jerr, 0, sizeof(*jerr));
		snprintf(jerr->text, sizeof(jerr->text), "out of memory");
		return NULL;
	}
	root = json_loadb(quoted, quoted_len, 0, jerr);
	free(quoted);
	return root;
}

/* jansson's message with its line and column. */
static int json_fail(struct seccache_error *err, const char *what,
		     const json_error_t *jerr)
{
	return sc_fail_line(err, -EINVAL, jerr->line, "%s:%d:%d: not valid JSON: %s",
			    what, jerr->line, jerr->column, jerr->text);
}

/* The caller's options, checked, into *o: its own or all zero (SC_OPTS_COPY()). */
static int profile_opts(struct seccache_profile_opts *o,
			const struct seccache_profile_opts *opts, struct seccache_error *err)
{
	return SC_OPTS_COPY(seccache_profile_opts, name, name, o, opts, err);
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
	root = load_json(text, len, &jerr);
	if (!root)
		return json_fail(err, what, &jerr);
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
	root = load_json(text, len, &jerr);
	free(text);
	if (!root)
		return json_fail(err, what, &jerr);
	rc = compile(root, what, &o, out, flags, err);
	json_decref(root);
	return rc;
}
