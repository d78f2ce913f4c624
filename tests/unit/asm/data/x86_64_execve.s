	ld [arch]
	jeq #0xc000003e, L2, L6
L2:
	ld [nr]
	jge #0x40000000, L6
	jeq #59, L7
	ret ALLOW
L6:
	ret KILL_PROCESS
L7:
	ret ERRNO(EPERM)
