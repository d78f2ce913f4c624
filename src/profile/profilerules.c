/* SPDX-License-Identifier: MIT */
/*
 * profilerules.c - what moby and runc make of a profile's fields: actions
 * and errnoRet as runc's getAction() reads them, SCMP_ARCH_* names, flags,
 * the includes/excludes that test the native arch, the capabilities the
 * caller grants and the kernel, syscall
 * names and argument comparisons, each into libseccomp's terms.
 */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "profile.h"

#define FLAG_TSYNC (1U << 0)
#define FLAG_LOG (1U << 1)
#define FLAG_SPEC_ALLOW (1U << 2)
#define FLAG_WAIT_KILLABLE_RECV (1U << 5)

/*
 * The entry called name in a table of n entries of size bytes that each
 * start with their name; NULL if there is none.
 */
static const void *find_named(const void *table, size_t n, size_t size,
			      const char *name)
{
	for (const char *entry = table; n--; entry += size)
		if (!strcmp(*(const char *const *)entry, name))
			return entry;
	return NULL;
}

#define FIND_NAMED(table, name) find_named(table, ARRAY_SIZE(table), sizeof((table)[0]), name)

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

/* Aliases Go's errno tables (containers/common errno_list.go) know. */
static const char *const errno_aliases[][2] = {
	{ "EWOULDBLOCK", "EAGAIN" }, { "EDEADLOCK", "EDEADLK" }, { "ENOTSUP", "EOPNOTSUPP" },
};

/*
 * podman's getErrno() (containers/common v0.50.1 seccomp_linux.go): a
 * decimal number, or an errno's name as the native arch numbers it.
 */
static int errno_by_name(struct profile_compiler *c, const char *text, const char *where,
			 const char *key, uint64_t *ret)
{
	const char *const *alias = FIND_NAMED(errno_aliases, text);
	char *end;

	if (isdigit((unsigned char)*text)) {
		*ret = strtoull(text, &end, 10);
		if (!*end && *ret <= MAX_ERRNO_RET)
			return 0;
	}
	if (alias)
		text = alias[1];
	for (int e = 1; e < 4096; e++) {
		const char *name = strerrorname_np(e);

		if (name && !strcmp(name, text))
			return (*ret = (uint64_t)e), 0;
	}
	return sc_profile_error(c, "%s%s: unknown errno \"%.64s\"", where, key, text);
}

/*
 * The action in obj[key] with obj[errno_key] as runc's getAction() reads
 * it, after the engine: Docker 20.10 drops defaultErrnoRet (and before
 * 20.10.10 errnoRet); podman reads "errno" or "defaultErrno" by name first.
 */
int sc_profile_parse_action(struct profile_compiler *c, json_t *obj, const char *key,
			    const char *errno_key, const char *where, uint32_t *out)
{
	bool is_default = !strcmp(key, "defaultAction");
	const char *name_key = is_default ? "defaultErrno" : "errno";
	const struct action_entry *a;
	const char *name, *errno_name = NULL;
	uint64_t ret = 0;
	bool has_ret = false;
	int rc;

	rc = sc_profile_get_string(c, obj, key, where, &name);
	if (!rc && (is_default ? c->default_errno : c->rule_errno))
		rc = sc_profile_get_uint(c, obj, errno_key, where, MAX_ERRNO_RET, &has_ret, &ret);
	if (!rc && c->errno_names)
		rc = sc_profile_get_string(c, obj, name_key, where, &errno_name);
	if (!rc && errno_name && *errno_name) {
		rc = errno_by_name(c, errno_name, where, name_key, &ret);
		has_ret = true;
		errno_key = name_key;
	}
	if (rc)
		return rc;
	if (!name)
		return sc_profile_error(c, "%s%s: missing", where, key);
	a = FIND_NAMED(actions, name);
	if (!a)
		return sc_profile_error(c, "%s%s: unknown action \"%s\"", where, key, name);
	*out = a->action;
	if (a->takes_errno)
		*out |= has_ret ? (uint32_t)ret : EPERM;
	else if (has_ret)
		sc_profile_warn(c, "%s%s ignored: %s takes no errno", where, errno_key, name);
	return 0;
}

/*
 * "SCMP_ARCH_X86_64" to libseccomp's token. A name libseccomp does not know
 * is an error where it must be added, else token 0: moby only converts the
 * archMap entry of the native arch, so the others may name newer arches.
 */
int sc_profile_parse_arch(struct profile_compiler *c, const char *name, const char *where,
			  bool must_know, uint32_t *token)
{
	static const char prefix[] = "SCMP_ARCH_";
	char scmp_name[32];
	size_t i, n;

	*token = 0;
	if (strncmp(name, prefix, sizeof(prefix) - 1))
		return sc_profile_error(c, "%s: unknown architecture \"%.64s\" "
					"(expected SCMP_ARCH_*)",
					where, name);
	name += sizeof(prefix) - 1;
	n = strlen(name);
	if (n < sizeof(scmp_name)) {
		for (i = 0; i <= n; i++)
			scmp_name[i] = (char)tolower((unsigned char)name[i]);
		*token = seccomp_arch_resolve_name(scmp_name);
	}
	if (!*token && must_know)
		return sc_profile_error(c, "%s: unknown architecture \"SCMP_ARCH_%.64s\"",
					where, name);
	if (!*token)
		sc_profile_warn(c, "%s: libseccomp does not know SCMP_ARCH_%.64s", where, name);
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
int sc_profile_parse_flags(struct profile_compiler *c, json_t *root, uint32_t *out)
{
	json_t *list = sc_profile_field(root, "flags");
	size_t i;
	int rc;

	*out = list ? 0 : FLAG_SPEC_ALLOW;
	rc = sc_profile_get_array(c, root, "flags", "", 16, &list);
	for (i = 0; !rc && i < json_array_size(list); i++) {
		const struct flag_entry *flag;
		const char *name;

		rc = sc_profile_get_string_at(c, list, i, "", "flags", &name);
		if (rc)
			return rc;
		flag = FIND_NAMED(flags, name);
		if (!flag)
			return sc_profile_error(c, "flags[%zu]: unknown flag \"%.64s\"", i, name);
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
	const char *const *go_name = FIND_NAMED(go_names, name);

	return seccomp_arch_resolve_name(go_name ? go_name[1] : name);
}

static int kernel_at_least(struct profile_compiler *c, const char *version,
			   const char *where, bool *yes)
{
	struct seccache_kernel want, running;
	const struct seccache_kernel *k = c->opts->kernel;

	if (seccache_kernel_parse(version, &want, NULL))
		return sc_profile_error(c, "%sminKernel: \"%.64s\" is not a kernel version", where,
					version);
	if (!k) {
		if (seccache_kernel_running(&running, NULL))
			return sc_profile_error(c, "%sminKernel: cannot read the running kernel",
						where);
		k = &running;
	}
	*yes = SECCACHE_KERNEL_VERSION(k->major, k->minor, k->patch) >=
	       SECCACHE_KERNEL_VERSION(want.major, want.minor, want.patch);
	return 0;
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
static bool has_cap(struct profile_compiler *c, const char *cap)
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
int sc_profile_test_condition(struct profile_compiler *c, json_t *entry, bool include,
			      const char *where, bool *hit)
{
	const char *key = include ? "includes" : "excludes";
	json_t *cond = sc_profile_field(entry, key), *arches, *caps;
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
		return sc_profile_error(c, "%s%s: must be an object", where, key);
	rc = sc_profile_get_array(c, cond, "arches", path, 64, &arches);
	if (!rc)
		rc = sc_profile_get_array(c, cond, "caps", path, 64, &caps);
	if (!rc)
		rc = sc_profile_get_string(c, cond, "minKernel", path, &min_kernel);
	if (rc)
		return rc;
	found = false;
	for (i = 0; i < json_array_size(arches); i++) {
		if ((rc = sc_profile_get_string_at(c, arches, i, path, "arches", &name)))
			return rc;
		found |= go_arch_token(name) == c->native;
	}
	if (json_array_size(arches) && found != include)
		return (*hit = !include), 0;
	for (i = 0; i < json_array_size(caps); i++) {
		if ((rc = sc_profile_get_string_at(c, caps, i, path, "caps", &name)))
			return rc;
		if (has_cap(c, name) != include)
			return (*hit = !include), 0;
	}
	/* podman reads no minKernel (containers/common v0.50.1 types.go). */
	if (min_kernel && c->min_kernel) {
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
int sc_profile_parse_arg(struct profile_compiler *c, json_t *arg, const char *where,
			 struct scmp_arg_cmp *cmp)
{
	const struct operator_entry *oper;
	uint64_t index, value, value_two;
	bool present;
	const char *op;
	char path[104];
	int rc;

	if (!json_is_object(arg))
		return sc_profile_error(c, "%s: must be an object", where);
	snprintf(path, sizeof(path), "%s.", where);
	rc = sc_profile_get_uint(c, arg, "index", path, 5, &present, &index);
	if (!rc && !present)
		rc = sc_profile_error(c, "%sindex: missing", path);
	if (!rc)
		rc = sc_profile_get_uint(c, arg, "value", path, UINT64_MAX, &present, &value);
	if (!rc)
		rc = sc_profile_get_uint(c, arg, "valueTwo", path, UINT64_MAX, &present,
					 &value_two);
	if (!rc)
		rc = sc_profile_get_string(c, arg, "op", path, &op);
	if (!rc && !op)
		rc = sc_profile_error(c, "%sop: missing", path);
	if (rc)
		return rc;
	oper = FIND_NAMED(operators, op);
	if (!oper)
		return sc_profile_error(c, "%sop: unknown operator \"%.64s\"", path, op);
	cmp->arg = (unsigned int)index;
	cmp->op = oper->op;
	cmp->datum_a = value;
	cmp->datum_b = value_two;
	return 0;
}

int sc_profile_parse_names(struct profile_compiler *c, json_t *entry, const char *where,
			   json_t **names, const char **single)
{
	int rc;

	rc = sc_profile_get_string(c, entry, "name", where, single);
	if (!rc)
		rc = sc_profile_get_array(c, entry, "names", where, MAX_ENTRIES, names);
	if (rc)
		return rc;
	if (*single && json_array_size(*names))
		return sc_profile_error(c, "%s: both \"name\" and \"names\": use one of them",
					where);
	return 0;
}

