/* SPDX-License-Identifier: MIT */
/*
 * runtime.h - the runtimes whose compilation seccache reproduces, for the
 * profile compiler: runtime.c reads a runtime's name and version and says
 * what it does, enosys.c builds runc's ENOSYS stub. Not installed.
 */
#ifndef SECCACHE_PROFILE_RUNTIME_H
#define SECCACHE_PROFILE_RUNTIME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "seccache.h"

/* The OCI runtimes whose compilation seccache reproduces. */
enum sc_compiler { SC_COMPILER_RUNC, SC_COMPILER_CRUN };

#define SC_RT_VERSION(major, minor, patch) \
	((uint32_t)(major) << 16 | (uint32_t)(minor) << 8 | (uint32_t)(patch))

/* A runtime as seccache_runtime_describe() reads it. */
struct sc_runtime {
	const char *name;		/* "docker": the name given, without VERSION */
	enum sc_compiler compiler;	/* the OCI runtime that compiles */
	uint32_t version;		/* the compiler's, SC_RT_VERSION() */
	bool engine;			/* name starts the compiler (docker, podman) */
	const char *const *caps;	/* name's default capabilities */
	/* What the engine (docker, podman) hands the compiler of the profile. */
	const char *family;		/* "docker", "podman"; NULL: no engine version */
	uint32_t engine_version;	/* the engine's, SC_RT_VERSION(); 0 if none */
	bool min_kernel;		/* includes/excludes.minKernel read */
	bool rule_errno;		/* a rule's errnoRet kept */
	bool default_errno;		/* defaultErrnoRet kept */
	bool errno_names;		/* "errno" and "defaultErrno" by name read */
};

/* What a runtime version's ENOSYS stub has (sc_runtime_enosys()). */
struct sc_enosys_opts {
	bool stub;			/* runc: a stub before libseccomp's program */
	bool riscv64;			/* riscv64 mapped (runc 1.1.8) */
	bool native;			/* the native arch always in (runc 1.1.15) */
	bool ret_in_long_jumps;		/* ret ENOSYS, not ja to it (runc 1.2.0) */
};

#define SC_MAX_ENOSYS_ARCHES 32

/* One of config.Architectures: its libseccomp token, the largest number named. */
struct sc_enosys_arch {
	uint32_t token;
	int32_t largest;		/* 0: none named (runc then drops the arch) */
};

/* text (NULL: "runc") into *rt; -EINVAL with the reason for a name or version not modelled. */
int sc_runtime_parse(const char *text, struct sc_runtime *rt, struct seccache_error *err);

/* "runc 1.1.5" or "docker's runc 1.1.5" into buf, as snprintf(). */
int sc_runtime_format(const struct sc_runtime *rt, char *buf, size_t size);

/* Whether rt asks libseccomp for its binary tree above 32 syscall names. */
bool sc_runtime_tree_above_32(const struct sc_runtime *rt);

/* What rt's stub has, into *o (o->stub false: no stub). */
void sc_runtime_enosys(const struct sc_runtime *rt, struct sc_enosys_opts *o);

/*
 * runc's ENOSYS stub for arches, in config.Architectures' order, into out
 * (room for cap), *len instructions. -EINVAL with the reason if runc
 * refuses an arch or the stub does not fit.
 */
int sc_enosys_stub(const struct sc_enosys_arch *arches, size_t n,
		   const struct sc_enosys_opts *o, struct seccache_insn *out,
		   size_t cap, size_t *len, struct seccache_error *err);

#endif
