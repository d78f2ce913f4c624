/* SPDX-License-Identifier: MIT */
/*
 * asmsyntax.h - the words of the assembly that both directions spell the
 * same: the names of seccomp_data's words and what a label may be called.
 * The disassembler writes them and the assembler reads them back.
 */
#ifndef SECCACHE_ASMSYNTAX_H
#define SECCACHE_ASMSYNTAX_H

#include <ctype.h>
#include <stdbool.h>
#include <stdint.h>

#include "abi/abi.h"

/*
 * The name of the 32-bit word of seccomp_data at offset off, or NULL: the
 * name of the field it is read as on this host ("args[0].lo"); a program
 * for a machine of the other byte order reads the other half.
 */
static inline const char *asm_field_name(uint32_t off)
{
	if (off % 4 || off >= SECCACHE_DATA_SIZE)
		return NULL;
	return seccache_read_name(sc_read_bit(off, SC_HOST_BIG_ENDIAN));
}

/* Whether s may name a label: a letter, _ or . first, then also digits. */
static inline bool asm_is_label_name(const char *s)
{
	if (!isalpha((unsigned char)*s) && *s != '_' && *s != '.')
		return false;
	for (s++; *s; s++)
		if (!isalnum((unsigned char)*s) && *s != '_' && *s != '.')
			return false;
	return true;
}

#endif
