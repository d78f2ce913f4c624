; long_jump.s's policy without its long jumps: 0 to 299 allowed.
	ld [arch]
	jeq #0xc000003e, native, kill
native:
	ld [nr]
	jge #300, deny, allow
deny:
	ret ERRNO(EPERM)
allow:
	ret ALLOW
kill:
	ret KILL_PROCESS
