/* SPDX-License-Identifier: MIT */
/* array_size.h - the number of elements of an array the compiler sees whole. */
#ifndef SECCACHE_TOOLS_ARRAY_SIZE_H
#define SECCACHE_TOOLS_ARRAY_SIZE_H

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

#endif
