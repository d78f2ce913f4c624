/* SPDX-License-Identifier: MIT */
/*
 * kstubs.h - syscalls from known addresses, for the tests that make real
 * calls (tests/kdiff on an x86_64 host, tests/guest in the QEMU guests of
 * x86_64, aarch64, s390x and ppc64le): long f(nr, a0, ..., a5) in the C
 * ABI, returning what the kernel returned, -errno on failure. kh_native
 * makes the call with the machine's native instruction (x86_64 and x32
 * numbers on x86_64); each NAME_ret label is the instruction_pointer the
 * kernel reports for the call. On x86_64 only: kh_stub32 (`int $0x80`,
 * i386), and kh_stub_install and kh_stub_done, kh_native at other
 * addresses for filters that tell calls apart by address (tests/kdiff).
 */
#ifndef SECCACHE_KSTUBS_H
#define SECCACHE_KSTUBS_H

#define STUB_DECL(name)							\
	__attribute__((visibility("hidden")))				\
	long name(long nr, long a0, long a1, long a2, long a3, long a4, long a5); \
	__attribute__((visibility("hidden"))) extern const char name##_ret[]

STUB_DECL(kh_native);
#ifdef __x86_64__
STUB_DECL(kh_stub32);
STUB_DECL(kh_stub_install);
STUB_DECL(kh_stub_done);
#endif

struct seccache_data;

/*
 * The call d describes, through kh_stub32 for AUDIT_ARCH_I386 on x86_64
 * (its result sign-extended from 32 bits) and kh_native otherwise; d->nr
 * carries x32's number bit. Returns what the kernel returned.
 */
__attribute__((visibility("hidden"))) long kh_call(const struct seccache_data *d);

#endif
