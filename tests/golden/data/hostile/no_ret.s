; falls off the end
	ld [nr]
