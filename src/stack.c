/* SPDX-License-Identifier: MIT */
/* stack.c - not written yet. */
#include "internal.h"
