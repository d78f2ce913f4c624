; A shift by X of 32 or more computes X & 31 on x86 and 0 on powerpc and
; s390: no result that depends on it may be cached. Second filter: the
; shifted number returned as ERRNO data.
	ld [nr]
	ldx #33
	lsh x
	jeq #0, allow, deny
allow:
	ret ALLOW
deny:
	ret ERRNO(1)
---
	ld [nr]
	ldx #40
	rsh x
	or #0x50000
	ret a
