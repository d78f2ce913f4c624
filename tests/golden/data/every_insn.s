; Every instruction seccomp accepts, in a valid filter, for disasm --c-like:
; each kind of load, the ALU operations by K and by X, each jump by K and by
; X (true side only, false side only, both sides), both kinds of return.
	ld [arch]
	jeq #0xc000003e, x86_64, kill
x86_64:
	ld [nr]
	st M[0]
	jge #0x40000000, kill
	jgt #1000, kill
	jeq #59, kill, args
args:
	ld [args[0].lo]
	jset #0x1, kill
	ld [args[0].hi]
	jset #0xffff0000, kill, ip
ip:
	ld [instruction_pointer.lo]
	ldx len
	add x
	sub #64
	mul #3
	div #3
	and #0xff
	or #0x100
	xor #0xf
	lsh #2
	rsh #2
	neg
	tax
	ld #7
	add x
	sub x
	mul x
	div x
	and x
	or x
	xor x
	lsh x
	rsh x
	stx M[1]
	ldx M[1]
	txa
	ldx #16
	jeq x, kill
	jgt x, kill
	jge x, kill
	jset x, kill
	ld M[0]
	jeq #1, write, other
write:
	ld [args[1].lo]
	jge #100, allow, errno
other:
	ld len
	ja ret_a
ret_a:
	ret a
allow:
	ret ALLOW
errno:
	ret ERRNO(EPERM)
kill:
	ret KILL_PROCESS
