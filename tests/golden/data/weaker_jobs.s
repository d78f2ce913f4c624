; x86_64 denies open, fork and every way to mount (openat and clone stay
; allowed); ia32 allows everything: only the mount calls are a bypass.
	ld [arch]
	jeq #0xc000003e, x86, next	; AUDIT_ARCH_X86_64
next:
	jeq #0x40000003, allow, kill	; AUDIT_ARCH_I386
x86:
	ld [nr]
	jge #0x40000000, kill		; x32
	jeq #2, deny			; open
	jeq #57, deny			; fork
	jeq #165, deny			; mount
	jeq #428, deny			; open_tree
	jeq #430, deny, allow		; fsopen
deny:
	ret ERRNO(1)
allow:
	ret ALLOW
kill:
	ret KILL_PROCESS
