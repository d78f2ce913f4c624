; jeq whose true branch lands past the end
	ld [nr]
	.insn 0x15, 3, 0, 0
	ret ALLOW
