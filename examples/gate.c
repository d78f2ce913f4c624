/* SPDX-License-Identifier: MIT */
/*
 * gate.c - a user-space syscall gate built on libseccache: what a
 * user-space kernel, an emulator or a sandbox does with a container's
 * seccomp profile when no kernel runs the filter for it. It compiles the
 * profile once, prepares the O(1) tables, and answers each call it is
 * given with seccache_check(), exactly as the kernel's filters would.
 *
 * Build against an installed libseccache:
 *     cc gate.c $(pkg-config --cflags --libs seccache) -o gate
 * Run:
 *     echo 'socket 40' | ./gate profile.json [ABI]
 * Each line of standard input is a call, NAME [A0 .. A5] ('#' starts a
 * comment); each line of output is the call, the action and where the
 * answer came from: the tables, or the filters for calls whose answer
 * depends on their arguments.
 */
#define _POSIX_C_SOURCE 200809L	/* strtok_r */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <seccache.h>

/* The profile's filter, compiled for abi, as the one filter of a stack. */
static int load(const char *path, const struct seccache_arch *abi,
		struct seccache_stack **out, struct seccache_error *err)
{
	const struct seccache_arch *arches[] = { abi };
	SECCACHE_OPTS(seccache_profile_opts, opts, .arches = arches, .n_arches = 1);
	struct seccache_filter *f = NULL;
	int ret;

	ret = seccache_profile_load(path, &opts, &f, NULL, err);
	if (!ret)
		ret = seccache_stack_new(abi->native, out, err);
	if (!ret) {
		ret = seccache_stack_push(*out, f, err);
		if (!ret)
			ret = seccache_stack_prepare(*out, err);
		if (ret)
			seccache_stack_free(*out);
	}
	seccache_filter_free(f);
	return ret;
}

/*
 * "NAME [A0 .. A5]" into d for abi: 0, 1 for a line without a call (blank
 * or a # comment), or -1 if NAME is no syscall of abi.
 */
static int parse_call(char *line, const struct seccache_arch *abi,
		      struct seccache_data *d, const char **name)
{
	char *save = NULL, *tok = strtok_r(line, " \t\n", &save);

	memset(d, 0, sizeof(*d));
	if (!tok || *tok == '#')
		return 1;
	*name = tok;
	if (seccache_syscall_number(abi, tok, &d->nr, NULL))
		return -1;
	d->arch = abi->audit_arch;
	for (int i = 0; i < SECCACHE_NR_ARGS && (tok = strtok_r(NULL, " \t\n", &save)); i++)
		d->args[i] = strtoull(tok, NULL, 0);
	return 0;
}

int main(int argc, char **argv)
{
	const struct seccache_arch *abi = argc > 2 ? seccache_arch_lookup(argv[2]) :
						     seccache_arch_host();
	struct seccache_error err = { 0 };
	struct seccache_stack *stack;
	char line[512];

	if (argc < 2 || argc > 3 || !abi) {
		fprintf(stderr, "usage: gate PROFILE.json [ABI] < calls\n");
		return 2;
	}
	if (load(argv[1], abi, &stack, &err)) {
		fprintf(stderr, "gate: %s\n", err.msg);
		return 1;
	}
	while (fgets(line, sizeof(line), stdin)) {
		struct seccache_data d;
		const char *name = NULL;
		char action[32];
		uint32_t ret;
		int cached, parsed = parse_call(line, abi, &d, &name);

		if (parsed < 0)
			printf("%s unknown\n", name);
		if (parsed)
			continue;
		cached = seccache_check(stack, &d, &ret);
		seccache_action_format(ret, action, sizeof(action));
		printf("%s %s (%s)\n", name, action, cached ? "tables" : "filters");
	}
	seccache_stack_free(stack);
	return 0;
}
