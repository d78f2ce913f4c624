	ld [nr]
	jeq #39, nowhere
	ret ALLOW
