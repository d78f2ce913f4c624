/* SPDX-License-Identifier: MIT */
/*
 * fields.c - the fields of struct seccomp_data as filters read them: each
 * 32-bit word's SECCACHE_READ_* bit (sc_read_bit() in abi.h) and its
 * name, which the analysis reports and the assembler writes.
 */
#include "abi.h"

const char *seccache_read_name(uint32_t bit)
{
	static const char *const names[] = {
		"nr", "arch", "instruction_pointer.lo", "instruction_pointer.hi",
		"args[0].lo", "args[0].hi", "args[1].lo", "args[1].hi",
		"args[2].lo", "args[2].hi", "args[3].lo", "args[3].hi",
		"args[4].lo", "args[4].hi", "args[5].lo", "args[5].hi",
	};

	if (!bit || (bit & (bit - 1)) || bit >= 1U << ARRAY_SIZE(names))
		return NULL;
	return names[__builtin_ctz(bit)];
}
