; Range checks that most numbers take, one inside the other: the sets the
; bulk pass keeps waiting run out (SECCOMP_BULK_SETS) before the numbers do.
	ld [nr]
	jge #8, r1, e0
r1:
	jge #16, r2, e1
r2:
	jge #24, r3, e2
r3:
	jge #32, r4, e3
r4:
	jge #40, r5, e4
r5:
	jge #48, r6, e5
r6:
	jge #56, r7, e6
r7:
	jge #64, allow, e7
allow:
	ret #0x7fff0000
e0:
	ret #0x50000
e1:
	ret #0x50001
e2:
	ret #0x50002
e3:
	ret #0x50003
e4:
	ret #0x50004
e5:
	ret #0x50005
e6:
	ret #0x50006
e7:
	ret #0x50007
