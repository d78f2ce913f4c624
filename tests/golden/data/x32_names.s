; x32's calls come under x86_64's AUDIT_ARCH value with the number bit
; 0x40000000: their names come from x32's table (520 is x32's execve).
	ld [arch]
	jeq #0xc000003e, x86_64, kill
x86_64:
	ld [nr]
	jge #0x40000000, x32
	jeq #59, deny, allow
x32:
	jeq #0x40000208, deny, allow
deny:
	ret ERRNO(1)
allow:
	ret ALLOW
kill:
	ret KILL_PROCESS
