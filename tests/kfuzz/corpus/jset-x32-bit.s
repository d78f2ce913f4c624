; Chromium's test of x32's bit, a JSET on the number: every x32 number has
; the bit and no native or ia32 number does, so the bulk pass goes on
; without splitting; a JSET of 0, or of a bit no number has (0x800), neither.
	ld [nr]
	jset #0x40000000, x32, native
native:
	jset #0, kill, high
high:
	jset #0x800, kill, allow
x32:
	ret #0x00050026
kill:
	ret #0x80000000
allow:
	ret #0x7fff0000
