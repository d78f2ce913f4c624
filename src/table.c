/* SPDX-License-Identifier: MIT */
/* table.c - not written yet. */
#include "internal.h"
