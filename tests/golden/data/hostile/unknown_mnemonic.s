	ld [nr]
	frobnicate #1
	ret ALLOW
