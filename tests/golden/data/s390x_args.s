; An s390x filter (big-endian): seccomp_data's u64s have their high half
; first, so args[0]'s low half is the word at offset 20, the one a
; little-endian host calls args[0].hi. write is 4 on s390x.
	ld [arch]
	jeq #0x80000016, s390x, kill
s390x:
	ld [nr]
	jeq #4, write, allow
write:
	ld [20]
	jeq #2, deny, allow
deny:
	ret ERRNO(EPERM)
allow:
	ret ALLOW
kill:
	ret KILL_PROCESS
