; An Android-style filter, as bionic's genseccomp.py and seccomp_policy.cpp
; make them: one program for the primary ABI (x86_64) and the secondary one
; (i386), both arch checks first, then each ABI's allowlist as a jge search
; over its numbers. 155 is pivot_root on x86_64 (denied) and sched_getparam
; on i386; pivot_root is 217 on i386. The tail is reached from both ABIs.
	ld [arch]
	jeq #0xc000003e, x86_64
	jeq #0x40000003, i386, kill
x86_64:
	ld [nr]
	jge #0x40000000, kill
	jge #156, x86_64_high
	jge #155, tail, allow
x86_64_high:
	jge #335, tail, allow
i386:
	ld [nr]
	jge #218, i386_high
	jge #217, tail, allow
i386_high:
	jge #385, tail, allow
tail:
	jeq #20, eperm, trap
eperm:
	ret ERRNO(1)
allow:
	ret ALLOW
trap:
	ret TRAP
kill:
	ret KILL_PROCESS
