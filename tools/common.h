/* SPDX-License-Identifier: MIT */
/*
 * common.h - what the subcommands share, one header per job: messages
 * and exit codes, the shared options, reading files, loading a stack,
 * choosing what it runs as, printing its figures and diff's verdict, the
 * JSON documents' convention, and test vectors. The library does the work; these only adapt argv to it.
 */
#ifndef SECCACHE_TOOLS_COMMON_H
#define SECCACHE_TOOLS_COMMON_H

#include "diff_print.h"
#include "json_out.h"
#include "messages.h"
#include "options.h"
#include "source_file.h"
#include "stack_choice.h"
#include "stack_load.h"
#include "stack_print.h"
#include "vectors.h"

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

#endif
