/* SPDX-License-Identifier: MIT */
/*
 * ebpf.h - what the modules of src/ebpf/ share: a stack compiled as eBPF
 * seccomp filters (ebpf.c), which ebpfload.c loads. Not installed.
 */
#ifndef SECCACHE_EBPF_H
#define SECCACHE_EBPF_H

#include <linux/bpf.h>

#include "abi/abi.h"

/* The keys of one hash set a program looks A up in. */
struct ebpf_set {
	uint32_t *keys;
	size_t n;
};

/*
 * One eBPF filter: its program, whose ld_imm64 of a map (BPF_PSEUDO_MAP_FD)
 * carries the index of one of its sets; its syscall table; the flags to
 * attach it with.
 */
struct ebpf_filter {
	struct bpf_insn *insns;
	size_t n_insns;
	struct seccache_ebpf_entry *table;
	size_t n_table;
	struct ebpf_set *sets;
	size_t n_sets;
	uint32_t flags;
};

struct seccache_ebpf {
	struct ebpf_filter *filters;	/* oldest first */
	size_t n;
};

#endif
