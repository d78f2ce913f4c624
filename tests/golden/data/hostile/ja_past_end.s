; ja +5 in a 2-instruction program
	.insn 0x05, 0, 0, 5
	ret ALLOW
