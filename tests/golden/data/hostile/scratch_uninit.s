; M[3] is never written
	ld [nr]
	jeq #0, read
	st M[3]
read:
	ld M[3]
	ret a
