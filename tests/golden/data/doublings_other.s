; 40 doublings of args[0]: a DAG of 2^40 paths through its expression, walked
; once per node (src/explore.c used to walk every path: a hang).
	ld [args[0].lo]
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	tax
	add x
	jeq #12346, L1, L2
L1:
	ret ERRNO(1)
L2:
	ret ALLOW
