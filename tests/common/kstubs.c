/* SPDX-License-Identifier: MIT */
/*
 * kstubs.c - the call stubs of kstubs.h. The i386 stub loads ebx, ecx, edx,
 * esi, edi, ebp (so it saves the callee-saved rbx and rbp); a5 arrives on
 * the stack.
 */
#include <linux/audit.h>
#include <stdint.h>

#include <seccache.h>

#include "kstubs.h"

#define STUB64(name)							\
	".globl " #name "\n.hidden " #name "\n"				\
	".type " #name ", @function\n"					\
	#name ":\n"							\
	"	movq %rdi, %rax\n"					\
	"	movq %rsi, %rdi\n"					\
	"	movq %rdx, %rsi\n"					\
	"	movq %rcx, %rdx\n"					\
	"	movq %r8, %r10\n"					\
	"	movq %r9, %r8\n"					\
	"	movq 8(%rsp), %r9\n"					\
	"	syscall\n"						\
	".globl " #name "_ret\n.hidden " #name "_ret\n"		\
	#name "_ret:\n"							\
	"	ret\n"							\
	".size " #name ", . - " #name "\n"

__asm__(".text\n"
	STUB64(kh_stub64)
	STUB64(kh_stub_install)
	STUB64(kh_stub_done)
	".globl kh_stub32\n.hidden kh_stub32\n"
	".type kh_stub32, @function\n"
	"kh_stub32:\n"
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
	".globl kh_stub32_ret\n.hidden kh_stub32_ret\n"
	"kh_stub32_ret:\n"
	"	popq %rbp\n"
	"	popq %rbx\n"
	"	ret\n"
	".size kh_stub32, . - kh_stub32\n");

long kh_call(const struct seccache_data *d)
{
	const uint64_t *a = d->args;

	if (d->arch == AUDIT_ARCH_I386)
		return (int32_t)kh_stub32(d->nr, (long)a[0], (long)a[1], (long)a[2],
					  (long)a[3], (long)a[4], (long)a[5]);
	return kh_stub64(d->nr, (long)a[0], (long)a[1], (long)a[2], (long)a[3],
			 (long)a[4], (long)a[5]);
}
