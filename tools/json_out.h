/* SPDX-License-Identifier: MIT */
/*
 * json_out.h - the one convention of the command's JSON documents
 * (json_out.c; docs/seccache.1, JSON OUTPUT).
 */
#ifndef SECCACHE_TOOLS_JSON_OUT_H
#define SECCACHE_TOOLS_JSON_OUT_H

#include <stdint.h>

#include <jansson.h>

/* A new document: an object whose first member is "version"; NULL if out of memory. */
json_t *json_doc_new(void);

/*
 * doc on standard output, indented, with a newline; consumes doc.
 * EXIT_OK, or EXIT_SYSTEM with a message (doc NULL: out of memory, or the
 * write failed).
 */
int json_doc_print(json_t *doc, const char *cmd);

/* An action's name, as every report writes it ("ERRNO(1)", "ALLOW"). */
json_t *json_action(uint32_t value);

/* The names of the fields a result reads ("args[0].lo"), as report's "reads". */
json_t *json_reads(uint32_t reads);

#endif
