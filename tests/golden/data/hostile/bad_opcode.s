; no such opcode
	.insn 0xffff, 0, 0, 0
	ret ALLOW
