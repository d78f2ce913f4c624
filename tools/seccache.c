/* SPDX-License-Identifier: MIT */
/* seccache.c - the command; subcommands come with the CLI issue. */
#include <stdio.h>
#include "seccache.h"

int main(void)
{
	printf("seccache %s\n", SECCACHE_VERSION);
	return 0;
}
