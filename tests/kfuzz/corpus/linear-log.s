; A libseccomp-like list, then a second filter with SECCOMP_FILTER_FLAG_LOG
; that argues over some of the same calls.
	ld [arch]
	jeq #0xc000003e, native, kill
native:
	ld [nr]
	jge #0x40000000, x32, n64
x32:
	jeq #0x40000001, allow, enosys
n64:
	jeq #0, allow, c1
c1:
	jeq #1, allow, c2
c2:
	jeq #59, trace, c3
c3:
	jeq #16, ioctl, c4
c4:
	jgt #400, enosys, allow
ioctl:
	ld [args[1].lo]
	jeq #0x5401, allow, eperm
trace:
	ret TRACE(7)
eperm:
	ret ERRNO(1)
enosys:
	ret ERRNO(38)
allow:
	ret ALLOW
kill:
	ret KILL_PROCESS
--- log
	ld [nr]
	jeq #1, log, c1
c1:
	jset #0x100, trap, allow
log:
	ret LOG
trap:
	ret TRAP(3)
allow:
	ret ALLOW
