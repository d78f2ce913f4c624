	ld [nr]
; filter 0 of 2
	ret ALLOW
; filter 1 of 2
	ret KILL_PROCESS
