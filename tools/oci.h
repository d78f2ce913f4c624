/* SPDX-License-Identifier: MIT */
/*
 * oci.h - an OCI bundle's config.json as crun reads its seccomp parts
 * (crun 1.8.1: src/libcrun/seccomp.c, src/libcrun/container.c), and the
 * file written back whole, atomically, with its keys in their order.
 */
#ifndef SECCACHE_TOOLS_OCI_H
#define SECCACHE_TOOLS_OCI_H

#include <jansson.h>
#include <stdbool.h>

/* crun loads this annotation, base64 of raw records, instead of compiling linux.seccomp. */
#define OCI_BPF_ANNOTATION "run.oci.seccomp_bpf_data"
/* Set and not "0": crun fails on a syscall name libseccomp does not know. */
#define OCI_FAIL_UNKNOWN_ANNOTATION "run.oci.seccomp_fail_unknown_syscall"

struct oci_bundle {
	char *config;		/* BUNDLE/config.json */
	json_t *root;
	json_t *seccomp;	/* linux.seccomp (borrowed), or NULL */
	int indent;		/* the file's indentation; 0: one line */
	bool final_newline;	/* the file ends with one */
};

/* BUNDLE (a directory, or its config.json) into b; returns an exit code after printing why. */
int oci_load(const char *bundle, struct oci_bundle *b);

void oci_free(struct oci_bundle *b);

/*
 * The annotation key's value into *value (NULL: none); an annotation that
 * is not a string is an input error. Returns an exit code.
 */
int oci_annotation(const struct oci_bundle *b, const char *key, const char **value);

/*
 * linux.seccomp as a profile seccache_profile_compile() compiles the way
 * crun does, *text (malloc'd): only the fields crun reads, noting moby's
 * that it ignores (archMap, includes, excludes, name). Refuses, exit 2, a
 * section crun rejects at compile time only (errnoRet beside an action
 * that takes none, more than six args), which the annotation would let
 * through. Returns an exit code after printing why.
 */
int oci_profile(const struct oci_bundle *b, char **text);

/* Set annotation key to value in b's JSON. Returns an exit code. */
int oci_set_annotation(struct oci_bundle *b, const char *key, const char *value);

/*
 * b's JSON back into b->config: a new file beside it, with its mode,
 * renamed over it, so that a reader sees the old file or the new one
 * whole. Returns an exit code after printing why.
 */
int oci_write(const struct oci_bundle *b);

#endif
