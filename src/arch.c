/* SPDX-License-Identifier: MIT */
/* arch.c - not written yet. */
#include "internal.h"
