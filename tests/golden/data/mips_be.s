; A big-endian MIPS n64 filter that compares args[0] as libseccomp does
; on a big-endian machine: the high half is the word at offset 16, the
; low half at 20. write(fd) is allowed for fd 1 only; o32 calls are killed.
	ld [arch]
	jeq #0x80000008, n64, kill	; AUDIT_ARCH_MIPS64
n64:
	ld [nr]
	jeq #5001, write, allow		; write
write:
	.insn 0x20, 0, 0, 16		; ld [16]: args[0] high half on big-endian
	jeq #0, low, deny
low:
	.insn 0x20, 0, 0, 20		; ld [20]: args[0] low half
	jeq #1, allow, deny
deny:
	ret ERRNO(9)
allow:
	ret ALLOW
kill:
	ret KILL_PROCESS
