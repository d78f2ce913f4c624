; ja whose offset wraps around 32 bits
	.insn 0x05, 0, 0, 0xffffffff
	ret ALLOW
