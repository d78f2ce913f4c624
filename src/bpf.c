/* SPDX-License-Identifier: MIT */
/* bpf.c - not written yet. */
#include "internal.h"
