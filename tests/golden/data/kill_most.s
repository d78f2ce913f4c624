; x86_64's getppid is allowed and every other call kills the process: bench's
; measuring child must not make any call but the one it times (no clock, no
; write, no exit_group) once the filter is installed.
	ld [arch]
	jeq #0xc000003e, native, kill
native:
	ld [nr]
	jeq #110, allow, kill		; getppid
allow:
	ret ALLOW
kill:
	ret KILL_PROCESS
