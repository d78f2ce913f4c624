; MIPS o32 numbers its calls from 4000: a number below that, which eval
; would read as 4000 more when named "mips N", comes from diff as
; "0x8 N" (AUDIT_ARCH_MIPS), which eval takes as it is.
	ld [nr]
	jge #4000, allow
	ret ERRNO(1)
allow:
	ret ALLOW
