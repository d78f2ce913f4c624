/* SPDX-License-Identifier: MIT */
/* report.c - not written yet. */
#include "internal.h"
