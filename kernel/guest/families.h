/* SPDX-License-Identifier: MIT */
/*
 * families.h - the filters that cost the seccache series' cache most to
 * attach, and the stock kernel's worst, for kbench (attached in the guest)
 * and tests/kfuzz/attach.c (the cache code in user space). Each is a
 * prefix on the syscall number, jumps that go on either way to the last
 * instruction, and RET ALLOW there; each is timed BPF_MAXINSNS long, and
 * FAMILY_X32_INSNS long, the longest whose x32 syscalls the series caches.
 */
#ifndef SECCACHE_FAMILIES_H
#define SECCACHE_FAMILIES_H

#include <stddef.h>
#include <linux/filter.h>
#include <linux/seccomp.h>

#define FAMILY_NR	548		/* x86_64's longest table, x32's */
#define FAMILY_X32_BIT	0x40000000u
/* SECCOMP_CACHE_X32_INSNS of x86_64 7.3: 946 * BPF_MAXINSNS / 1494 */
#define FAMILY_X32_INSNS	2593

struct family {
	const char *id;		/* kbench's BENCH attach_ID_ns */
	const char *what;
	unsigned int prefix;	/* see family_build() */
	unsigned short op;	/* the jumps to the end */
	unsigned int k;
};

enum { FAMILY_NONE, FAMILY_ALONE, FAMILY_PAIRS, FAMILY_AND };

static const struct family families[] = {
	{ "jeq_never", "the stock kernel's worst: JEQ never taken",
	  FAMILY_NONE, BPF_JEQ, 0xffffffff },
	{ "alone_jge", "each number alone, then JGE 0", FAMILY_ALONE, BPF_JGE, 0 },
	{ "alone_jset", "each number alone, then JSET ~0",
	  FAMILY_ALONE, BPF_JSET, 0xffffffff },
	{ "pairs_jge", "numbers in pairs, then JGE 0", FAMILY_PAIRS, BPF_JGE, 0 },
	{ "jset_bit0", "JSET of bit 0 (each number alone)", FAMILY_NONE, BPF_JSET, 1 },
	{ "and_jeq", "the number ANDed, then JEQ never taken",
	  FAMILY_AND, BPF_JEQ, 0xffffffff },
};

static void family_jump(struct sock_filter *insns, unsigned int *at,
			unsigned short op, unsigned int k)
{
	insns[(*at)++] = (struct sock_filter)BPF_JUMP(BPF_JMP | op | BPF_K, k, 0, 0);
}

/*
 * Family f into insns, len instructions: ld [nr], then FAMILY_ALONE a JEQ
 * of each native and x32 number (the bulk pass splits each off alone),
 * FAMILY_PAIRS a JGE of every other number downwards, FAMILY_AND an AND of
 * the number.
 */
static void family_build(const struct family *f, struct sock_filter *insns,
			 unsigned int len)
{
	unsigned int at = 0, nr;

	insns[at++] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS,
						    offsetof(struct seccomp_data, nr));
	for (nr = 0; f->prefix == FAMILY_ALONE && nr < 2 * FAMILY_NR; nr++)
		family_jump(insns, &at, BPF_JEQ,
			    nr < FAMILY_NR ? nr : FAMILY_X32_BIT | (nr - FAMILY_NR));
	for (nr = FAMILY_NR; f->prefix == FAMILY_PAIRS && nr >= 2; nr -= 2)
		family_jump(insns, &at, BPF_JGE, nr);
	if (f->prefix == FAMILY_AND)
		insns[at++] = (struct sock_filter)BPF_STMT(BPF_ALU | BPF_AND | BPF_K, ~0u);
	while (at < len - 1)
		family_jump(insns, &at, f->op, f->k);
	insns[at] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW);
}

#endif
