; filter 0 of 3 (a listing cut short: its last filter is missing)
	ret ALLOW

; filter 1 of 3
	ret ERRNO(1)
