; ioctl's request tested against 100 values, one jeq each, as allowlists of
; real programs do: diff proves it equivalent to itself and to its rewrite.
	ld [arch]
	jeq #0xc000003e, ok, kill
ok:
	ld [nr]
	jeq #16, ioctl, allow		; ioctl
ioctl:
	ld [args[1].lo]
	jeq #21505, allow
	jeq #21506, allow
	jeq #21507, allow
	jeq #21508, allow
	jeq #21509, allow
	jeq #21510, allow
	jeq #21511, allow
	jeq #21512, allow
	jeq #21513, allow
	jeq #21514, allow
	jeq #21515, allow
	jeq #21516, allow
	jeq #21517, allow
	jeq #21518, allow
	jeq #21519, allow
	jeq #21520, allow
	jeq #21521, allow
	jeq #21522, allow
	jeq #21523, allow
	jeq #21524, allow
	jeq #21525, allow
	jeq #21526, allow
	jeq #21527, allow
	jeq #21528, allow
	jeq #21529, allow
	jeq #21530, allow
	jeq #21531, allow
	jeq #21532, allow
	jeq #21533, allow
	jeq #21534, allow
	jeq #21535, allow
	jeq #21536, allow
	jeq #21537, allow
	jeq #21538, allow
	jeq #21539, allow
	jeq #21540, allow
	jeq #21541, allow
	jeq #21542, allow
	jeq #21543, allow
	jeq #21544, allow
	jeq #21545, allow
	jeq #21546, allow
	jeq #21547, allow
	jeq #21548, allow
	jeq #21549, allow
	jeq #21550, allow
	jeq #21551, allow
	jeq #21552, allow
	jeq #21553, allow
	jeq #21554, allow
	jeq #21555, allow
	jeq #21556, allow
	jeq #21557, allow
	jeq #21558, allow
	jeq #21559, allow
	jeq #21560, allow
	jeq #21561, allow
	jeq #21562, allow
	jeq #21563, allow
	jeq #21564, allow
	jeq #21565, allow
	jeq #21566, allow
	jeq #21567, allow
	jeq #21568, allow
	jeq #21569, allow
	jeq #21570, allow
	jeq #21571, allow
	jeq #21572, allow
	jeq #21573, allow
	jeq #21574, allow
	jeq #21575, allow
	jeq #21576, allow
	jeq #21577, allow
	jeq #21578, allow
	jeq #21579, allow
	jeq #21580, allow
	jeq #21581, allow
	jeq #21582, allow
	jeq #21583, allow
	jeq #21584, allow
	jeq #21585, allow
	jeq #21586, allow
	jeq #21587, allow
	jeq #21588, allow
	jeq #21589, allow
	jeq #21590, allow
	jeq #21591, allow
	jeq #21592, allow
	jeq #21593, allow
	jeq #21594, allow
	jeq #21595, allow
	jeq #21596, allow
	jeq #21597, allow
	jeq #21598, allow
	jeq #21599, allow
	jeq #21600, allow
	jeq #21601, allow
	jeq #21602, allow
	jeq #21603, allow
	jeq #21604, allow
	ret ERRNO(1)
allow:
	ret ALLOW
kill:
	ret KILL_PROCESS
