/* SPDX-License-Identifier: MIT */
/*
 * resolve.c - what libseccomp's scmp_sys_resolver -t does, a line at a
 * time: read "ARCH NAME" lines and print the number libseccomp gives NAME
 * in ARCH (seccomp_syscall_resolve_name_rewrite(), its pseudo numbers
 * included), or "error".
 */
#include <seccomp.h>
#include <stdio.h>

int main(void)
{
	char arch[64], name[128];

	while (scanf("%63s %127s", arch, name) == 2) {
		uint32_t token = seccomp_arch_resolve_name(arch);
		int nr = token ? seccomp_syscall_resolve_name_rewrite(token, name) :
				 __NR_SCMP_ERROR;

		if (nr == __NR_SCMP_ERROR)
			printf("error\n");
		else
			printf("%d\n", nr);
	}
	return 0;
}
