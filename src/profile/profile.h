/* SPDX-License-Identifier: MIT */
/*
 * profile.h - what the profile compiler's modules share: the compiler's
 * state, the JSON reading of profilejson.c and the moby and runc rule
 * semantics of profilerules.c, for profile.c. Not installed.
 */
#ifndef SECCACHE_PROFILE_H
#define SECCACHE_PROFILE_H

#include <jansson.h>
#include <seccomp.h>

#include "abi/abi.h"
#include "runtime.h"

#define MAX_ENTRIES 65536
#define MAX_ERRNO_RET 0xffff

/* The actions libseccomp would probe the running kernel for (profile.c). */
#define N_PROBED 3

/* One compilation: the caller's options, where errors go, libseccomp's filter. */
struct profile_compiler {
	const struct seccache_profile_opts *opts;
	struct seccache_error *err;
	const char *what;	/* the file name, or "profile" */
	uint32_t native;	/* libseccomp token standing for the native arch */
	uint32_t default_action;
	uint32_t stand_ins[N_PROBED];	/* what libseccomp sees for probed_actions */
	scmp_filter_ctx ctx;
	size_t n_names;		/* names that passed includes/excludes, as runc counts */
	struct sc_runtime rt;	/* whose compilation this is */
	/* What its engine keeps of the profile (profile.c copies rt's). */
	bool min_kernel, rule_errno, default_errno, errno_names;
	struct sc_enosys_opts enosys;
	/* config.Architectures for runc's stub, with their largest numbers */
	struct sc_enosys_arch stub_arches[SC_MAX_ENOSYS_ARCHES];
	size_t n_stub_arches;
};

/* ------------------------------------------------------------------ */
/* Reading the profile's JSON (profilejson.c)                         */
/* ------------------------------------------------------------------ */

/* Every profile error is -EINVAL and names the file and the field. */
int sc_profile_error(struct profile_compiler *c, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* A warning through the caller's opts->warn, if any. */
void sc_profile_warn(struct profile_compiler *c, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* JSON null counts as absent, as in Go's encoding/json. */
json_t *sc_profile_field(json_t *obj, const char *key);

/* obj[key] into *out, NULL when absent; an error if it is not a string. */
int sc_profile_get_string(struct profile_compiler *c, json_t *obj, const char *key,
			  const char *where, const char **out);

/* obj[key] from 0 to max into *out, *present if there; 0 when absent. */
int sc_profile_get_uint(struct profile_compiler *c, json_t *obj, const char *key,
			const char *where, uint64_t max, bool *present, uint64_t *out);

/* An array field of at most max entries, or NULL when absent. */
int sc_profile_get_array(struct profile_compiler *c, json_t *obj, const char *key,
			 const char *where, size_t max, json_t **out);

/* The string arr[i] of the array field key into *out. */
int sc_profile_get_string_at(struct profile_compiler *c, json_t *arr, size_t i,
			     const char *where, const char *key, const char **out);

/* The profile's JSON, its integers past INT64_MAX quoted; NULL with jerr. */
json_t *sc_profile_load_json(const char *text, size_t len, json_error_t *jerr);

/* jansson's message with its line and column. */
int sc_profile_json_fail(struct seccache_error *err, const char *what,
			 const json_error_t *jerr);

/* ------------------------------------------------------------------ */
/* What moby and runc make of a profile's fields (profilerules.c)     */
/* ------------------------------------------------------------------ */

/* The action in obj[key] with obj[errno_key] as runc's getAction() reads it. */
int sc_profile_parse_action(struct profile_compiler *c, json_t *obj, const char *key,
			    const char *errno_key, const char *where, uint32_t *out);

/* "SCMP_ARCH_X86_64" to libseccomp's token (0 for an unknown one if !must_know). */
int sc_profile_parse_arch(struct profile_compiler *c, const char *name, const char *where,
			  bool must_know, uint32_t *token);

/* Absent "flags" means SPEC_ALLOW, runc's default where the kernel has it. */
int sc_profile_parse_flags(struct profile_compiler *c, json_t *root, uint32_t *out);

/* Whether an entry's "includes" (include) or "excludes" holds, into *hit. */
int sc_profile_test_condition(struct profile_compiler *c, json_t *entry, bool include,
			      const char *where, bool *hit);

/* One of an entry's "args" as libseccomp's comparison. */
int sc_profile_parse_arg(struct profile_compiler *c, json_t *arg, const char *where,
			 struct scmp_arg_cmp *cmp);

/* An entry's "name" or "names" (not both). */
int sc_profile_parse_names(struct profile_compiler *c, json_t *entry, const char *where,
			   json_t **names, const char **single);

#endif
