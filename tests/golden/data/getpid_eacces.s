; getpid fails with EACCES on x86_64; everything else is allowed. Stacked
; with x86_basic.bpf, which fails getpid with EPERM, the newer filter's
; errno wins: the order of the two shows in the answer.
	ld [arch]
	jeq #0xc000003e, native
	ret KILL_PROCESS
native:
	ld [nr]
	jeq #39, deny, allow
deny:
	ret ERRNO(13)
allow:
	ret ALLOW
