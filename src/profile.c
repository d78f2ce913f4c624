/* SPDX-License-Identifier: MIT */
/* profile.c - not written yet. */
#include "internal.h"
