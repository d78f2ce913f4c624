/* SPDX-License-Identifier: MIT */
/*
 * kstubs.c - the call stubs of kstubs.h. Each NAME_ret label is the
 * address right after the syscall instruction, which is what the kernel
 * puts in seccomp_data.instruction_pointer: KSTK_EIP() of the task, read
 * at syscall entry in Linux 7.3 as
 *
 *   x86_64   regs->ip, rcx after `syscall` and the trap's return address
 *            after `int $0x80`: the next instruction;
 *   aarch64  regs->pc, ELR_EL1 saved by kernel_entry (entry.S): `svc` is a
 *            synchronous exception whose return address is the next one;
 *   s390x    regs->psw.addr, the SVC old PSW (__do_syscall() in
 *            kernel/syscall.c): the instruction after the 2-byte `svc`;
 *   ppc64le  regs->nip, SRR0 stored by system_call_common
 *            (interrupt_64.S): the instruction after `sc`;
 *   riscv64  regs->epc, which do_trap_ecall_u() (kernel/traps.c) moves
 *            past the 4-byte `ecall` before syscall_enter_from_user_mode:
 *            the next instruction.
 *
 * The stubs move the C ABI's arguments (nr, a0, ..., a5) to the syscall
 * registers. The i386 stub loads ebx, ecx, edx, esi, edi, ebp (so it saves
 * the callee-saved rbx and rbp); a5 arrives on the stack.
 */
#include <linux/audit.h>
#include <stdint.h>

#include <seccache.h>

#include "kstubs.h"

#define STUB_START(name)						\
	".globl " #name "\n.hidden " #name "\n"				\
	".type " #name ", @function\n"					\
	#name ":\n"

#define STUB_RET(name)							\
	".globl " #name "_ret\n.hidden " #name "_ret\n"		\
	#name "_ret:\n"

#define STUB_END(name) ".size " #name ", . - " #name "\n"

#if defined(__x86_64__)
#define NATIVE_STUB(name)						\
	STUB_START(name)						\
	"	movq %rdi, %rax\n"					\
	"	movq %rsi, %rdi\n"					\
	"	movq %rdx, %rsi\n"					\
	"	movq %rcx, %rdx\n"					\
	"	movq %r8, %r10\n"					\
	"	movq %r9, %r8\n"					\
	"	movq 8(%rsp), %r9\n"					\
	"	syscall\n"						\
	STUB_RET(name)							\
	"	ret\n"							\
	STUB_END(name)

__asm__(".text\n"
	NATIVE_STUB(kh_native)
	NATIVE_STUB(kh_stub_install)
	NATIVE_STUB(kh_stub_done)
	STUB_START(kh_stub32)
	"	pushq %rbx\n"
	"	pushq %rbp\n"
	"	movq %rdi, %rax\n"
	"	movq %rsi, %rbx\n"
	"	movq %rcx, %r10\n"
	"	movq %rdx, %rcx\n"
	"	movq %r10, %rdx\n"
	"	movq %r8, %rsi\n"
	"	movq %r9, %rdi\n"
	"	movq 24(%rsp), %rbp\n"
	"	int $0x80\n"
	STUB_RET(kh_stub32)
	"	popq %rbp\n"
	"	popq %rbx\n"
	"	ret\n"
	STUB_END(kh_stub32));

#elif defined(__aarch64__)
/* x8 = nr, x0..x5 = arguments; the result comes back in x0. */
__asm__(".text\n"
	STUB_START(kh_native)
	"	mov x8, x0\n"
	"	mov x0, x1\n"
	"	mov x1, x2\n"
	"	mov x2, x3\n"
	"	mov x3, x4\n"
	"	mov x4, x5\n"
	"	mov x5, x6\n"
	"	svc #0\n"
	STUB_RET(kh_native)
	"	ret\n"
	STUB_END(kh_native));

#elif defined(__s390x__)
/*
 * `svc 0` takes nr from r1, the arguments from r2..r7, the result in r2.
 * nr is in r2, a0..a3 in r3..r6, a4 and a5 on the stack above the
 * caller's 160-byte register save area; r6 and r7 are callee-saved, kept
 * in their slots of that area.
 */
__asm__(".text\n"
	STUB_START(kh_native)
	"	stmg %r6, %r7, 48(%r15)\n"
	"	lgr %r1, %r2\n"
	"	lgr %r2, %r3\n"
	"	lgr %r3, %r4\n"
	"	lgr %r4, %r5\n"
	"	lgr %r5, %r6\n"
	"	lg %r6, 160(%r15)\n"
	"	lg %r7, 168(%r15)\n"
	"	svc 0\n"
	STUB_RET(kh_native)
	"	lmg %r6, %r7, 48(%r15)\n"
	"	br %r14\n"
	STUB_END(kh_native));

#elif defined(__powerpc64__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
/*
 * `sc` takes nr from r0, the arguments from r3..r8, the result in r3; on
 * error the kernel sets CR0.SO and returns a positive errno, negated here
 * into the -errno the other stubs return. No TOC: one entry point.
 */
__asm__(".text\n"
	STUB_START(kh_native)
	"	mr 0, 3\n"
	"	mr 3, 4\n"
	"	mr 4, 5\n"
	"	mr 5, 6\n"
	"	mr 6, 7\n"
	"	mr 7, 8\n"
	"	mr 8, 9\n"
	"	sc\n"
	STUB_RET(kh_native)
	"	bnslr+\n"
	"	neg 3, 3\n"
	"	blr\n"
	STUB_END(kh_native));

#elif defined(__riscv) && __riscv_xlen == 64
/* `ecall` takes nr from a7, the arguments from a0..a5, the result in a0. */
__asm__(".text\n"
	STUB_START(kh_native)
	"	mv a7, a0\n"
	"	mv a0, a1\n"
	"	mv a1, a2\n"
	"	mv a2, a3\n"
	"	mv a3, a4\n"
	"	mv a4, a5\n"
	"	mv a5, a6\n"
	"	ecall\n"
	STUB_RET(kh_native)
	"	ret\n"
	STUB_END(kh_native));

#else
#error "kstubs: no syscall stub for this architecture"
#endif

long kh_call(const struct seccache_data *d)
{
	const uint64_t *a = d->args;

#ifdef __x86_64__
	if (d->arch == AUDIT_ARCH_I386)
		return (int32_t)kh_stub32(d->nr, (long)a[0], (long)a[1], (long)a[2],
					  (long)a[3], (long)a[4], (long)a[5]);
#endif
	return kh_native(d->nr, (long)a[0], (long)a[1], (long)a[2], (long)a[3],
			 (long)a[4], (long)a[5]);
}
