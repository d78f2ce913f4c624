; An eBPF-style filter (kernel/ebpf/): its table answers x86_64 open (2),
; execve (59), ia32 open (5), x32 read, an unknown arch and x86_64's uprobe
; (which no filter sees: ALLOW whatever the table says); its program the
; rest, here ERRNO(1) for every call, which the kernel never caches. Then a
; classic filter above it.
--- bpf
	table 2 0xc000003e 0x00050002
	table 59 0xc000003e 0x00030003
	table 5 0x40000003 0x7fff0000
	table 0x40000000 0xc000003e 0x00050004
	table 1 0xc00000b7 0x00000000
	table 336 0xc000003e 0x80000000
	ret ERRNO(1)
---
	ld [nr]
	jeq #59, kill, allow
kill:
	ret KILL_THREAD
allow:
	ret ALLOW
