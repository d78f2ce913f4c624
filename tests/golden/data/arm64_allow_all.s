; every arm64 call allowed, every other architecture's killed: the same as
; arm64_only.s on x86_64 (both kill every call), not on arm64
	ld [arch]
	jeq #0xc00000b7, allow, kill
allow:
	ret ALLOW
kill:
	ret KILL_PROCESS
