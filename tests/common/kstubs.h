/* SPDX-License-Identifier: MIT */
/*
 * kstubs.h - syscalls from known addresses, for the tests that make real
 * calls on x86_64 (tests/kdiff on the host, tests/guest in QEMU):
 * long f(nr, a0, ..., a5) in the SysV ABI. kh_stub64 uses `syscall` (x86_64
 * and x32 numbers), kh_stub32 `int $0x80` (i386); each NAME_ret label is the
 * instruction_pointer the kernel reports for the call. kh_stub_install and
 * kh_stub_done are kh_stub64 at other addresses, for filters that tell
 * calls apart by address.
 */
#ifndef SECCACHE_KSTUBS_H
#define SECCACHE_KSTUBS_H

#define STUB_DECL(name)							\
	__attribute__((visibility("hidden")))				\
	long name(long nr, long a0, long a1, long a2, long a3, long a4, long a5); \
	__attribute__((visibility("hidden"))) extern const char name##_ret[]

STUB_DECL(kh_stub64);
STUB_DECL(kh_stub32);
STUB_DECL(kh_stub_install);
STUB_DECL(kh_stub_done);

struct seccache_data;

/*
 * The call d describes, through kh_stub32 for AUDIT_ARCH_I386 (its result
 * sign-extended from 32 bits) and kh_stub64 otherwise; d->nr carries
 * x32's number bit. Returns what the kernel returned.
 */
__attribute__((visibility("hidden"))) long kh_call(const struct seccache_data *d);

#endif
