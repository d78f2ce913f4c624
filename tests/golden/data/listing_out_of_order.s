; filter 0 of 2
	ret ALLOW
; filter 2 of 2
	ret KILL_PROCESS
