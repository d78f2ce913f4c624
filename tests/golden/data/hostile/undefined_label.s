	ld [nr]
	jeq #1, nowhere, allow
allow:
	ret ALLOW
