; an Android-style policy for arm64 (and its arm compat): every other
; architecture is killed, as seccomp_policy_get() filters begin.
	ld [arch]
	jeq #0xc00000b7, arm64, other
other:
	jeq #0x40000028, arm32, kill
arm64:
	ld [nr]
	jeq #221, deny, allow		; execve
arm32:
	ld [nr]
	jeq #11, deny, allow		; execve
deny:
	ret ERRNO(1)
allow:
	ret ALLOW
kill:
	ret KILL_PROCESS
