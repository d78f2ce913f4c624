; getppid goes to a user-space listener and getpgrp to a ptrace(2) tracer:
; run provides neither.
	ld [nr]
	jeq #110, notify
	jeq #111, trace, allow
notify:	ret USER_NOTIF
trace:	ret TRACE(1)
allow:	ret ALLOW
