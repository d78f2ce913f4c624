; The bulk pass must not step past RET A of the syscall number: x86_64's
; getppid (110) gets KILL_THREAD with data 110 here, never ALLOW.
	ld [nr]
	jeq #110, reta, allow
reta:
	ret a
allow:
	ret ALLOW
