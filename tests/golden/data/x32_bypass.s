; A denylist that checks the arch but not the x32 bit: execve and execveat
; are killed for x86_64's numbers only, and x32's execve (0x40000208) is
; allowed.
ld [4]
jeq #0xc000003e, x86, kill
x86:
ld [0]
jeq #59, deny
jeq #322, deny, allow
deny:
ret #0
allow:
ret #0x7fff0000
kill:
ret #0
