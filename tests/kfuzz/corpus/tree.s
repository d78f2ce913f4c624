; A binary search over the number, as libseccomp's optimized layout has it,
; with scratch memory holding the number and X holding a constant.
	ld [nr]
	st M[3]
	ldx #200
	jge #256, hi, lo
hi:
	jge #384, hhi, hlo
hhi:
	jset #1, allow, deny
hlo:
	jgt x, allow, deny
lo:
	jge #128, lhi, llo
lhi:
	ld M[3]
	jeq #129, deny, allow
llo:
	jge #64, allow, errnr
errnr:
	or #0x50000
	ret a
deny:
	ret ERRNO(13)
allow:
	ret ALLOW
