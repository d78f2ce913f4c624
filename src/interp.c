/* SPDX-License-Identifier: MIT */
/* interp.c - not written yet. */
#include "internal.h"
