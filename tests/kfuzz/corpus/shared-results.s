; Three identical filters: each one's results other than ALLOW are the
; older filter's, so seccomp_cache_prepare() shares the oldest one's array
; (cache.ret_shared), and freeing the stack must free it once.
	ld [nr]
	jeq #2, eperm, c1
c1:
	jeq #59, trap, c2
c2:
	jge #400, enosys, allow
eperm:
	ret ERRNO(1)
trap:
	ret TRAP(3)
enosys:
	ret ERRNO(38)
allow:
	ret ALLOW
---
	ld [nr]
	jeq #2, eperm, c1
c1:
	jeq #59, trap, c2
c2:
	jge #400, enosys, allow
eperm:
	ret ERRNO(1)
trap:
	ret TRAP(3)
enosys:
	ret ERRNO(38)
allow:
	ret ALLOW
---
	ld [nr]
	jeq #2, eperm, c1
c1:
	jeq #59, trap, c2
c2:
	jge #400, enosys, allow
eperm:
	ret ERRNO(1)
trap:
	ret TRAP(3)
enosys:
	ret ERRNO(38)
allow:
	ret ALLOW
