/* SPDX-License-Identifier: MIT */
/*
 * json_out.c - the command's JSON documents, one convention for every
 * subcommand that has --json: one object on standard output, indented,
 * its first member "version" (SECCACHE_JSON_VERSION, which the library's
 * report and audit documents carry too), actions by name.
 */
#include <stdio.h>

#include "cmds.h"
#include "json_out.h"
#include "messages.h"
#include "seccache.h"

json_t *json_doc_new(void)
{
	json_t *doc = json_object();

	if (doc && json_object_set_new(doc, "version", json_integer(SECCACHE_JSON_VERSION))) {
		json_decref(doc);
		return NULL;
	}
	return doc;
}

int json_doc_print(json_t *doc, const char *cmd)
{
	int ret = EXIT_OK;

	if (!doc) {
		errorf("%s: out of memory", cmd);
		return EXIT_SYSTEM;
	}
	if (json_dumpf(doc, stdout, JSON_INDENT(2)) || putchar('\n') == EOF ||
	    fflush(stdout)) {
		errorf("%s: cannot write the JSON to standard output", cmd);
		ret = EXIT_SYSTEM;
	}
	json_decref(doc);
	return ret;
}

json_t *json_action(uint32_t value)
{
	char name[32];

	seccache_action_format(value, name, sizeof(name));
	return json_string(name);
}

json_t *json_reads(uint32_t reads)
{
	json_t *arr = json_array();

	for (unsigned int bit = 0; arr && bit < 32; bit++)
		if (reads & (1U << bit))
			json_array_append_new(arr, json_string(seccache_read_name(1U << bit)));
	return arr;
}
