/* SPDX-License-Identifier: MIT */
/* analysis.c - not written yet. */
#include "internal.h"
