/* SPDX-License-Identifier: MIT */
/* cmd_bench.c - seccache bench; written with the bench issue. */
#include <stdio.h>
#include "cmds.h"

int cmd_bench(int argc, char **argv)
{
	(void)argc;
	fprintf(stderr, "%s: not implemented yet\n", argv[0]);
	return EXIT_USAGE;
}
