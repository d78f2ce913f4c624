/* SPDX-License-Identifier: MIT */
/*
 * runtime.c - the container runtimes seccache reproduces: a name (runc,
 * crun, docker, containerd, podman, podman-runc, podman-crun) and an
 * optional version into the OCI runtime that compiles the profile, its
 * version and the capabilities its engine grants by default; and what
 * each runc version does differently, read from its source:
 *  - 1.1.3 (libcontainer/seccomp/patchbpf/enosys_linux.go@v1.1.3, as in
 *    1.1.5): the ENOSYS stub with s390's setup(2) and x32's mode checks;
 *  - 1.1.8 (enosys_linux.go@v1.1.8): riscv64 known to the stub;
 *  - 1.1.15 (enosys_linux.go@v1.1.15, "always include native
 *    architecture in stub"): the host arch in the stub, listed or not;
 *  - 1.2.0 (seccomp_linux.go@v1.2.0): libseccomp's binary tree above 32
 *    syscalls; enosys_linux.go@v1.2.0 returns ENOSYS in place of a long
 *    jump to the stub's return. 1.3.6 compiles as 1.2.0.
 * crun compiles every version from 1.8.1 to 1.29 the same way
 * (src/libcrun/seccomp.c: libseccomp's linear layout, no stub).
 *
 * The engines read the profile before the runtime compiles it, each its
 * own way (checked against the live containers by tests/oci/engines.sh):
 *  - Docker (moby profiles/seccomp/seccomp.go): 20.10.0 to 20.10.9 read no
 *    errnoRet (a rule's ERRNO is EPERM); 20.10.10 reads it
 *    (seccomp.go@v20.10.10); up to 20.10.24 no defaultErrnoRet, flags or
 *    listenerPath (the Seccomp struct@v20.10.24 has none: the default
 *    ERRNO is EPERM); 23.0 embeds specs.LinuxSeccomp (seccomp.go@v23.0.0)
 *    and keeps them. minKernel from 20.10.0 (seccomp_linux.go).
 *  - podman 4 and 5 (containers/common pkg/seccomp, v0.50.1 in podman
 *    4.3.1: types.go, seccomp_linux.go): no minKernel (Filter has only
 *    caps and arches: the rule applies whatever the kernel), and "errno"
 *    and "defaultErrno" by name (getErrno()), before errnoRet.
 * NAME-VERSION is the engine's version when VERSION is 2 or more (docker-
 * 20.10, podman-4.3), the runtime's otherwise (docker-1.1.5).
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "profile.h"

/* moby's oci.DefaultCapabilities() (daemon/oci_linux.go). */
static const char *const docker_caps[] = {
	"CAP_CHOWN", "CAP_DAC_OVERRIDE", "CAP_FSETID", "CAP_FOWNER", "CAP_MKNOD",
	"CAP_NET_RAW", "CAP_SETGID", "CAP_SETUID", "CAP_SETFCAP", "CAP_SETPCAP",
	"CAP_NET_BIND_SERVICE", "CAP_SYS_CHROOT", "CAP_KILL", "CAP_AUDIT_WRITE", NULL,
};

/* containerd's oci.defaultUnixCaps() (oci/spec.go, 1.6): moby's list. */
static const char *const containerd_caps[] = {
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

/* runc and crun alone grant what the bundle's config.json lists. */
static const char *const no_caps[] = { NULL };

#define DEFAULT_RUNC SC_RT_VERSION(1, 1, 5)	/* Debian 12's runc 1.1.5+ds1 */
#define DEFAULT_CRUN SC_RT_VERSION(1, 8, 1)	/* Debian 12's crun 1.8.1 */
#define DEFAULT_DOCKER SC_RT_VERSION(20, 10, 24)	/* Debian 12's docker.io */
#define DEFAULT_PODMAN SC_RT_VERSION(4, 3, 1)	/* Debian 12's podman */

static const struct runtime_entry {
	const char *name;
	enum sc_compiler compiler;
	const char *const *caps;
	bool engine;		/* starts runc or crun, whose version VERSION is */
	const char *family;	/* an engine with versions of its own */
} runtimes[] = {
	{ "runc", SC_COMPILER_RUNC, no_caps, false, NULL },
	{ "crun", SC_COMPILER_CRUN, no_caps, false, NULL },
	{ "docker", SC_COMPILER_RUNC, docker_caps, true, "docker" },
	{ "moby", SC_COMPILER_RUNC, docker_caps, true, "docker" },
	{ "containerd", SC_COMPILER_RUNC, containerd_caps, true, NULL },
	/*
	 * podman 4.3 (containers/common v0.50.1 pkg/config/config.go
	 * findRuntime()) takes crun before runc, and Debian 12's podman
	 * depends on "crun | runc".
	 */
	{ "podman", SC_COMPILER_CRUN, podman_caps, true, "podman" },
	{ "containers-common", SC_COMPILER_CRUN, podman_caps, true, "podman" },
	{ "podman-crun", SC_COMPILER_CRUN, podman_caps, true, "podman" },
	{ "podman-runc", SC_COMPILER_RUNC, podman_caps, true, "podman" },
};

/* Whether text is name, or name-VERSION with VERSION starting with a digit. */
static bool names(const char *text, const char *name)
{
	size_t len = strlen(name);

	return !strncmp(text, name, len) &&
	       (!text[len] || (text[len] == '-' && isdigit((unsigned char)text[len + 1])));
}

/* "1", "1.2" or "1.2.3" (each part below 256) into *version. */
static bool parse_version(const char *text, uint32_t *version)
{
	unsigned long part[3] = { 0 };
	size_t n = 0;

	for (const char *p = text; n < 3; n++) {
		char *end;

		if (!isdigit((unsigned char)*p))
			return false;
		part[n] = strtoul(p, &end, 10);
		if (part[n] > 255)
			return false;
		if (!*end) {
			*version = SC_RT_VERSION(part[0], part[1], part[2]);
			return true;
		}
		if (*end != '.')
			return false;
		p = end + 1;
	}
	return false;
}

/* The versions whose source seccache read; others may compile otherwise. */
static bool modelled(enum sc_compiler compiler, uint32_t v)
{
	if (compiler == SC_COMPILER_RUNC)
		return v >= SC_RT_VERSION(1, 1, 3) && v < SC_RT_VERSION(1, 4, 0);
	return v >= SC_RT_VERSION(1, 8, 0) && v < SC_RT_VERSION(2, 0, 0);
}

/* The engine versions whose source seccache read. */
static bool engine_modelled(const char *family, uint32_t v)
{
	if (!strcmp(family, "docker"))
		return v >= SC_RT_VERSION(20, 10, 0) && v < SC_RT_VERSION(29, 0, 0);
	return v >= SC_RT_VERSION(4, 0, 0) && v < SC_RT_VERSION(6, 0, 0);
}

/* What the engine makes of the profile's fields (the comment on top). */
static void engine_reading(struct sc_runtime *rt)
{
	bool docker = rt->family && !strcmp(rt->family, "docker");
	bool podman = rt->family && !strcmp(rt->family, "podman");
	uint32_t v = rt->engine_version;

	rt->min_kernel = !podman;
	rt->errno_names = podman;
	rt->rule_errno = !docker || v >= SC_RT_VERSION(20, 10, 10);
	rt->default_errno = !docker || v >= SC_RT_VERSION(23, 0, 0);
}

int sc_runtime_parse(const char *text, struct sc_runtime *rt, struct seccache_error *err)
{
	const struct runtime_entry *e = NULL;
	const char *version;

	if (!text)
		text = "runc";
	for (size_t i = 0; i < ARRAY_SIZE(runtimes); i++)
		if (names(text, runtimes[i].name) &&
		    (!e || strlen(runtimes[i].name) > strlen(e->name)))
			e = &runtimes[i];
	if (!e)
		return sc_fail(err, -EINVAL, -1,
			       "runtime '%.64s': not one seccache knows (runc, crun, docker, "
			       "containerd, podman, podman-runc, podman-crun)", text);
	*rt = (struct sc_runtime){
		.name = e->name,
		.compiler = e->compiler,
		.engine = e->engine,
		.caps = e->caps,
		.family = e->family,
		.version = e->compiler == SC_COMPILER_RUNC ? DEFAULT_RUNC : DEFAULT_CRUN,
	};
	if (e->family)
		rt->engine_version = strcmp(e->family, "docker") ? DEFAULT_PODMAN : DEFAULT_DOCKER;
	version = text[strlen(e->name)] ? text + strlen(e->name) + 1 : NULL;
	if (version && e->family && isdigit((unsigned char)*version) && atoi(version) >= 2) {
		if (!parse_version(version, &rt->engine_version))
			return sc_fail(err, -EINVAL, -1, "runtime '%.64s': '%s' is not a "
				       "version (20.10 or 20.10.24)", text, version);
		if (!engine_modelled(e->family, rt->engine_version))
			return sc_fail(err, -EINVAL, -1, "runtime '%.64s': seccache models %s",
				       text, strcmp(e->family, "docker") ? "podman 4 and 5" :
				       "docker 20.10 to 28");
		version = NULL;
	}
	engine_reading(rt);
	if (version && !parse_version(version, &rt->version))
		return sc_fail(err, -EINVAL, -1, "runtime '%.64s': '%s' is not a version "
			       "(1.2 or 1.1.5)", text, version);
	if (!modelled(rt->compiler, rt->version))
		return sc_fail(err, -EINVAL, -1, "runtime '%.64s': seccache models %s",
			       text, rt->compiler == SC_COMPILER_RUNC ?
			       "runc 1.1.3 to 1.3.x" : "crun 1.8 and later 1.x");
	return 0;
}

int sc_runtime_format(const struct sc_runtime *rt, char *buf, size_t size)
{
	const char *compiler = rt->compiler == SC_COMPILER_RUNC ? "runc" : "crun";
	unsigned int major = rt->version >> 16, minor = (rt->version >> 8) & 0xff,
		     patch = rt->version & 0xff;

	if (rt->family)
		return snprintf(buf, size, "%s %u.%u.%u's %s %u.%u.%u", rt->family,
				rt->engine_version >> 16, (rt->engine_version >> 8) & 0xff,
				rt->engine_version & 0xff, compiler, major, minor, patch);
	if (rt->engine)
		return snprintf(buf, size, "%s's %s %u.%u.%u", rt->name, compiler, major, minor,
				patch);
	return snprintf(buf, size, "%s %u.%u.%u", compiler, major, minor, patch);
}

bool sc_runtime_tree_above_32(const struct sc_runtime *rt)
{
	/* libcontainer/seccomp/seccomp_linux.go@v1.2.0: SetOptimize(2). */
	return rt->compiler == SC_COMPILER_RUNC && rt->version >= SC_RT_VERSION(1, 2, 0);
}

void sc_runtime_enosys(const struct sc_runtime *rt, struct sc_enosys_opts *o)
{
	bool runc = rt->compiler == SC_COMPILER_RUNC;

	*o = (struct sc_enosys_opts){
		.stub = runc,
		.riscv64 = runc && rt->version >= SC_RT_VERSION(1, 1, 8),
		.native = runc && rt->version >= SC_RT_VERSION(1, 1, 15),
		.ret_in_long_jumps = runc && rt->version >= SC_RT_VERSION(1, 2, 0),
	};
}

const char *const *seccache_runtime_caps(const char *runtime)
{
	struct sc_runtime rt;

	if (!runtime || sc_runtime_parse(runtime, &rt, NULL))
		return NULL;
	return rt.caps;
}

int seccache_runtime_describe(const char *runtime, char *buf, size_t size,
			      struct seccache_error *err)
{
	struct sc_runtime rt;
	int rc = sc_runtime_parse(runtime, &rt, err);

	return rc ? rc : sc_runtime_format(&rt, buf, size);
}
