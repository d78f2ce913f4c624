/* SPDX-License-Identifier: MIT */
/* ptrace.c - not written yet. */
#include "internal.h"
