; x86_64's uname kills the process; every other x86_64 call is allowed.
	ld [arch]
	jeq #0xc000003e, native
	ret KILL_PROCESS
native:
	ld [nr]
	jeq #63, kill, allow
kill:	ret KILL_PROCESS
allow:	ret ALLOW
