/* SPDX-License-Identifier: MIT */
/*
 * version.c - the version of the library a program runs with, which may
 * differ from the SECCACHE_VERSION of the header it was built with.
 */
#include "abi.h"

const char *seccache_version(void)
{
	return SECCACHE_LIBRARY_VERSION;
}
