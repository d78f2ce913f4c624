/* SPDX-License-Identifier: MIT */
/* load.c - not written yet. */
#include "internal.h"
