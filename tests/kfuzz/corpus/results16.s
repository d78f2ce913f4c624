; Twenty distinct results for the numbers 300 down to 281, found by the
; bulk pass in the other order: every one is cached.
	ld [nr]
	jeq #300, r0, c0
c0:
	jeq #299, r1, c1
c1:
	jeq #298, r2, c2
c2:
	jeq #297, r3, c3
c3:
	jeq #296, r4, c4
c4:
	jeq #295, r5, c5
c5:
	jeq #294, r6, c6
c6:
	jeq #293, r7, c7
c7:
	jeq #292, r8, c8
c8:
	jeq #291, r9, c9
c9:
	jeq #290, r10, c10
c10:
	jeq #289, r11, c11
c11:
	jeq #288, r12, c12
c12:
	jeq #287, r13, c13
c13:
	jeq #286, r14, c14
c14:
	jeq #285, r15, c15
c15:
	jeq #284, r16, c16
c16:
	jeq #283, r17, c17
c17:
	jeq #282, r18, c18
c18:
	jeq #281, r19, c19
c19:
	ret ALLOW
r0:
	ret ERRNO(1)
r1:
	ret ERRNO(2)
r2:
	ret ERRNO(3)
r3:
	ret ERRNO(4)
r4:
	ret ERRNO(5)
r5:
	ret ERRNO(6)
r6:
	ret ERRNO(7)
r7:
	ret ERRNO(8)
r8:
	ret ERRNO(9)
r9:
	ret ERRNO(10)
r10:
	ret ERRNO(11)
r11:
	ret ERRNO(12)
r12:
	ret ERRNO(13)
r13:
	ret ERRNO(14)
r14:
	ret ERRNO(15)
r15:
	ret ERRNO(16)
r16:
	ret ERRNO(17)
r17:
	ret ERRNO(18)
r18:
	ret ERRNO(19)
r19:
	ret ERRNO(20)
