; past the end of struct seccomp_data
	ld [64]
	ret ALLOW
