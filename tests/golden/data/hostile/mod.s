; seccomp refuses MOD
	ld [nr]
	mod #3
	ret a
