	ld #7
	ld [args[0].hi]
	ldh [2]
	ldb [3]
	ld [x + 4]
	ldh [x + 0]
	ldb [x + 0x10000]
	ld M[3]
	ld len
	ldx #0
	ldx M[15]
	ldx len
	ldxb 4*([14]&0xf)
	st M[0]
	stx M[1]
	add #1
	sub x
	mul #3
	div #0
	mod x
	and #0xffff0000
	or x
	xor #255
	lsh #2
	rsh x
	neg
	tax
	txa
	ja L33
	jeq x, L30
L30:
	jgt #5, L31, L32
L31:
	jge x, L32
L32:
	jset #0x80000000, L33, L34
L33:
	ret a
L34:
	ret x
	ret #0x7fff0001
	ret TRAP(5)
	ret TRACE(65535)
	ret LOG
	ret USER_NOTIF
	ret KILL_THREAD
	ret #0x12340000
	.insn 0x15, 0, 200, 0x0
	.insn 0x06, 1, 0, 0x7fff0000
	.insn 0xffff, 255, 255, 0xffffffff
