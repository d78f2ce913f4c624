; Errno returns written as numbers, raw values and names: disasm names
; those every architecture numbers alike (asm-generic/errno-base.h, 1 to
; 34) and keeps the others' numbers (ENOSYS is 38, 89 on MIPS, 251 on
; PA-RISC), naming them in the comment where the ABI is known.
	ld [nr]
	jeq #39, eperm
	jeq #2, eacces
	jeq #0, e2big
	jeq #1, enosys, allow
eperm:
	ret #0x50001
eacces:
	ret ERRNO(EACCES)
e2big:
	ret SCMP_ACT_ERRNO(e2big)
enosys:
	ret ERRNO(38)
allow:
	ret ALLOW
