; mips64el: n64 allowed, n32 trapped, o32 failed with EPERM
	ld [arch]
	jeq #0xc0000008, n64, next	; AUDIT_ARCH_MIPSEL64
next:
	jeq #0xe0000008, n32, next2	; AUDIT_ARCH_MIPSEL64N32
next2:
	jeq #0x40000008, o32, kill	; AUDIT_ARCH_MIPSEL
n64:
	ret ALLOW
n32:
	ret TRAP(0)
o32:
	ret ERRNO(1)
kill:
	ret KILL_PROCESS
