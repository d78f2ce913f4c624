; One syscall of each class for `seccache bench SOURCE`: getpid is cached
; ALLOW, gettid constantly ERRNO(1), personality depends on its argument;
; every other x86_64 call is allowed, so the child can still report.
	ld [arch]
	jeq #0xc000003e, native
	ret KILL_PROCESS
native:
	ld [nr]
	jeq #186, deny
	jeq #135, persona, allow
persona:
	ld [args[0].lo]
	jeq #0xffffffff, allow, deny
deny:
	ret ERRNO(1)
allow:
	ret ALLOW
