/* SPDX-License-Identifier: MIT */
/* asm.c - not written yet. */
#include "internal.h"
