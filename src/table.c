/* SPDX-License-Identifier: MIT */
/* table.c - not written yet. */
#include "internal.h"

void seccache_table_free(struct seccache_table *t)
{
	(void)t;
}
