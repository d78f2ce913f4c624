/* SPDX-License-Identifier: MIT */
/*
 * pin.c - the rule of the proposed SECCOMP_PIN_ARCHITECTURE: which ABI the
 * pin sees a call make in a kernel (the native and x32 ABIs own only the
 * numbers of their tables in that release; another number of the native
 * arch is no ABI's, and no pin kills it), whether a pin rejects a call, and
 * the blocks of numbers over which that answer does not change.
 */
#include "abi.h"
#include "syscalls.h"

/* X32_NR_syscalls: the legacy x32 range ends at 547 (syscall_64.tbl). */
#define X32_NR_SYSCALLS SC_NR_COUNT_X32

/*
 * The numbers the pin counts as abi's, from abi->nr_base on: NR_syscalls of
 * kernel k (NULL: the newest release of the tables), X32_NR_syscalls for
 * x32 (do_syscall_64() and do_syscall_x32() test nothing else).
 */
static uint32_t pin_nr_count(const struct seccache_kernel *k,
			     const struct seccache_arch *abi)
{
	if (abi->native->x32 == abi)
		return X32_NR_SYSCALLS;
	return k ? sc_release_nr_count(k, abi) : abi->nr_count;
}

/*
 * seccomp_abi() of the series as fixed: with the native AUDIT_ARCH value a
 * call is x32 only if its number is one of x32's (nr - 0x40000000 below
 * X32_NR_syscalls), native only if it is one of the native table's (below
 * NR_syscalls); any other number of the native arch (-1, 1000,
 * 0x40000000 + 1000) is no ABI's, and the pin lets it through to the
 * filters, which see it as on a stock kernel. The compat arch (and MIPS's
 * n32) is its ABI whatever the number; other arches are unknown.
 */
const struct seccache_arch *sc_pin_abi(const struct seccache_arch *native,
				       const struct seccache_kernel *k,
				       uint32_t arch, uint32_t nr, bool *foreign)
{
	const struct seccache_arch *x32, *abi;

	native = native->native;
	x32 = native->x32;
	*foreign = false;
	if (arch == native->audit_arch) {
		if (x32 && nr - x32->nr_base < pin_nr_count(k, x32))
			return x32;
		if (nr - native->nr_base < pin_nr_count(k, native))
			return native;
		return NULL;
	}
	abi = seccache_arch_of(native, arch, nr);
	if (abi)
		return abi;	/* compat or n32, whatever the number */
	*foreign = true;
	return NULL;
}

/*
 * seccomp_abi_mismatch(): unknown arches never match, numbers of no ABI
 * always, and the calls every filter lets through in kernel k
 * (seccomp_uprobe_exception(): x86_64's uprobe trampolines make them in
 * i386 and x32 tasks too) pass the pin as well.
 */
bool sc_pin_rejects(const struct seccache_arch *native,
		    const struct seccache_kernel *k,
		    const struct seccache_arch *pin, uint32_t arch, uint32_t nr)
{
	const struct seccache_arch *abi;
	bool foreign;

	if (!pin)
		return false;
	abi = sc_pin_abi(native, k, arch, nr, &foreign);
	return foreign ||
	       (abi && abi != pin && !sc_passes_filters(k, native, arch, nr));
}

/* The last number from nr on before a boundary of [base, base + count). */
static uint32_t before_bound(uint32_t nr, uint32_t last, uint32_t base, uint32_t count)
{
	uint64_t end = (uint64_t)base + count;

	if (nr < base && base - 1 < last)
		return base - 1;
	if (nr < end && end - 1 < last)
		return (uint32_t)(end - 1);
	return last;
}

uint32_t sc_abi_block_last(const struct seccache_arch *native,
			   const struct seccache_kernel *k, uint32_t nr)
{
	const struct seccache_arch *x32 = native->native->x32;
	uint32_t last = x32 ? nr | (x32->nr_base - 1) : UINT32_MAX;

	native = native->native;
	last = before_bound(nr, last, native->nr_base, pin_nr_count(k, native));
	if (x32)
		last = before_bound(nr, last, x32->nr_base, pin_nr_count(k, x32));
	return last;
}
