; scratch memory has 16 slots
	ld M[16]
	ret a
