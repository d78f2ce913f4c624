/* SPDX-License-Identifier: MIT */
/*
 * base64.h - RFC 4648 base64, standard alphabet, padded, one line: how
 * crun's base64_decode() (src/libcrun/utils.c) reads the
 * run.oci.seccomp_bpf_data annotation.
 */
#ifndef SECCACHE_TOOLS_BASE64_H
#define SECCACHE_TOOLS_BASE64_H

#include <stddef.h>

/* size bytes of buf as base64, NUL-terminated (malloc'd); NULL if memory runs out. */
char *base64_encode(const void *buf, size_t size);

/*
 * text in that form only (no line breaks, spaces or missing padding) into
 * *out (malloc'd), *size bytes. Returns 0, -EINVAL at the first character
 * that breaks it (*bad its offset), or -ENOMEM.
 */
int base64_decode(const char *text, unsigned char **out, size_t *size, size_t *bad);

#endif
