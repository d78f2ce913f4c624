; hands openat to a user-space listener: it stays a filter of its own
	ld [nr]
	jeq #257, notify, allow
notify:	ret USER_NOTIF
allow:	ret ALLOW
