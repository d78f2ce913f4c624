/* SPDX-License-Identifier: MIT */
/*
 * kchild.h - what kharness.c offers kvalidate.c and krun.c, the harness's
 * two kinds of child: messages, shared memory, waiting, and the stubs'
 * addresses.
 */
#ifndef SECCACHE_TEST_KCHILD_H
#define SECCACHE_TEST_KCHILD_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/* Format the reason into msg and return code, a negative errno. */
__attribute__((format(printf, 4, 5)))
int kh_fail(char *msg, size_t size, int code, const char *fmt, ...);

/* size bytes of memory the children share with the parent, or NULL. */
void *kh_map_shared(size_t size);

/* How a child ended ("exit 1", "signal Killed"), from its wait status. */
void kh_describe_status(char *buf, size_t size, int status);

/* The wait status of child pid, or -1. */
int kh_wait_child(pid_t pid);

/* The address of a stub's label (kstubs.h), as instruction_pointer shows it. */
static inline uint64_t kh_stub_addr(const char *label)
{
	return (uint64_t)(uintptr_t)label;
}

#endif
