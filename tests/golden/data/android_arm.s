; An Android-style filter for the primary ABI aarch64 and the secondary arm
; (bionic's genseccomp.py): both arch checks first, then each ABI's
; allowlist as a jge search. pivot_root is 41 on aarch64 (dup on arm) and
; 218 on arm; arm's private calls (cacheflush, set_tls) lie past 0xf0000.
	ld [arch]
	jeq #0xc00000b7, aarch64
	jeq #0x40000028, arm, kill
aarch64:
	ld [nr]
	jge #42, aarch64_high
	jge #41, trap, allow
aarch64_high:
	jge #294, trap, allow
arm:
	ld [nr]
	jge #0xf0000, arm_private
	jge #219, arm_high
	jge #218, trap, allow
arm_high:
	jge #463, trap, allow
arm_private:
	jeq #0xf0002, allow
	jeq #0xf0005, allow, trap
allow:
	ret ALLOW
trap:
	ret TRAP
kill:
	ret KILL_PROCESS
