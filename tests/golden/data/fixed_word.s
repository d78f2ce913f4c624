; A stack that test_optimize's seed 0x18ee3330d0679ae9 boils down to.
; Filter 0 compares args[5].hi with itself: it returns LOG, always.
; Filter 2, the newest, returns args[0] once a jeq fixed it to 16, from A
; loaded before the jeq; filter 1 returns nr, which the fold compares
; with it.
; filter 0 of 3
	ld [args[5].hi]
	tax
	ld [args[5].hi]
	jge x, L4, L5
L4:
	ret LOG
L5:
	ret TRACE(1)

; filter 1 of 3
	ld [nr]
	ret a

; filter 2 of 3
	ld [args[0].lo]
	jeq #16, L2, L3
L2:
	ret a
L3:
	ret ALLOW
