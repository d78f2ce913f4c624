; half-way into nr
	ld [2]
	ret ALLOW
