/* SPDX-License-Identifier: MIT */
/* kcache.c - not written yet. */
#include "internal.h"
