# SPDX-License-Identifier: MIT
# shellcheck shell=sh disable=SC2034 # sourced: run.sh's fail reads name
# hostile.sh - hostile input, sourced by run.sh after cases.sh: every case
# must end with its documented exit status (2 for bad input, 3 for a
# system error) and a message naming the problem, never a crash or a hang
# (check kills a run after $TIMEOUT seconds). Small inputs are in
# data/hostile/; big ones are made in $WORK/hostile at test time.
H=$WORK/hostile
mkdir -p "$H"

# Files: too big, endless, not a multiple of 8, empty, not a file
head -c 100000000 /dev/zero >"$H/100M.bpf"
check hostile_100M 2 validate "$H/100M.bpf"
rm -f "$H/100M.bpf"
check hostile_dev_zero 2 validate /dev/zero
check hostile_dev_zero_report 2 report /dev/zero
check hostile_dev_zero_asm 2 asm /dev/zero -o "$H/zero.bpf"
check hostile_dev_zero_vectors 2 eval x86_basic.bpf --vectors /dev/zero
# 4096 instructions are the kernel's limit (BPF_MAXINSNS); 4097 are refused.
for n in 4096 4097; do
	i=0
	while [ $i -lt "$n" ]; do
		echo '	ret ALLOW'
		i=$((i + 1))
	done >"$H/$n.s"
done
check hostile_4096_insns 0 validate "$H/4096.s"
check hostile_4097_insns 2 validate "$H/4097.s"
check hostile_4097_asm 0 asm "$H/4097.s" -o "$H/4097.bpf"
[ "$(wc -c <"$H/4097.bpf")" = 32776 ] || { name=hostile_4097_size; fail "not 32776 bytes"; }
check hostile_4097_raw 2 validate "$H/4097.bpf"
check hostile_4097_report 2 report "$H/4097.bpf"
check hostile_4097_eval 2 eval "$H/4097.bpf" x86_64 read
head -c 12 "$DATA/x86_basic.bpf" >"$H/12bytes.bpf"
check hostile_not_multiple_of_8 2 validate "$H/12bytes.bpf"
check hostile_not_multiple_of_8_disasm 2 disasm "$H/12bytes.bpf"
check hostile_empty_eval 2 eval empty.bpf x86_64 read
check hostile_empty_report 2 report empty.bpf
check hostile_directory_report 2 report hostile
check hostile_directory_asm 2 asm hostile -o "$H/dir.bpf"
mkdir -p "$H/dir.json"
check hostile_directory_json 2 report "$H/dir.json"
check hostile_directory_vectors 2 eval x86_basic.bpf --vectors hostile
# As root every file is readable: a path through a missing directory instead.
check hostile_missing_dir 2 validate no-such-dir/filter.bpf
check hostile_stdin_empty 2 validate -
check hostile_stdin_empty_asm 2 asm - -o "$H/stdin.bpf"
check hostile_stdin_empty_report 2 report -
STDIN=$DATA/hostile/nul.txt check hostile_stdin_nul_vectors 2 eval x86_basic.bpf --vectors -
# A FIFO is read to its end like a file.
if mkfifo "$H/fifo" 2>/dev/null; then
	cat "$DATA/x86_basic.bpf" >"$H/fifo" &
	check hostile_fifo 0 validate "$H/fifo"
	wait
fi

# Programs the kernel would refuse: validate, report and eval all refuse
# them with the instruction and the rule, as raw records and as assembly.
for prog in ja_past_end ja_wrap jeq_past_end no_ret bad_opcode unaligned \
	out_of_range mod scratch_uninit scratch_range; do
	check "hostile_${prog}_validate" 2 validate "hostile/$prog.s"
	check "hostile_${prog}_asm" 0 asm "hostile/$prog.s" -o "$H/$prog.bpf"
	check "hostile_${prog}_report" 2 report "$H/$prog.bpf"
	check "hostile_${prog}_eval" 2 eval "$H/$prog.bpf" x86_64 read
done

# Assembly that does not assemble
check hostile_unknown_mnemonic 2 asm hostile/unknown_mnemonic.s -o "$H/bad.bpf"
check hostile_undefined_label 2 validate hostile/undefined_label.s
check hostile_nul_asm 2 asm hostile/nul.s -o "$H/bad.bpf"
check hostile_nul_source 2 validate hostile/nul.s
head -c 65536 "$SECCACHE" >"$H/garbage.s"
check hostile_garbage_asm 2 asm "$H/garbage.s" -o "$H/bad.bpf"
# Without NUL bytes it is still no assembly (the message quotes the binary).
tr -d '\000' <"$H/garbage.s" >"$H/garbage_text.s"
NOGOLDEN=1 check hostile_garbage_text_asm 2 asm "$H/garbage_text.s" -o "$H/bad.bpf"
# 10,000 lines: too long as code, fine as comments around one instruction.
i=0
while [ $i -lt 10000 ]; do
	echo '	ld [nr]	; 10,000 lines'
	i=$((i + 1))
done >"$H/10000.s"
check hostile_10000_lines 2 validate "$H/10000.s"
sed 's/^.*;/;/' "$H/10000.s" >"$H/10000_comments.s"
echo '	ret ALLOW' >>"$H/10000_comments.s"
check hostile_10000_comments 0 validate "$H/10000_comments.s"
# A line of 1 MiB: as a comment it is fine, as an operand a clear error.
head -c 1048576 /dev/zero | tr '\0' 9 >"$H/1M"
{ printf '\tret ALLOW ; '; cat "$H/1M"; echo; } >"$H/long_comment.s"
check hostile_1M_comment 0 validate "$H/long_comment.s"
{ printf '\tld #'; cat "$H/1M"; printf '\n\tret a\n'; } >"$H/long_operand.s"
check hostile_1M_operand 2 validate "$H/long_operand.s"

# JSON profiles
head -c 100000 /dev/zero | tr '\0' '[' >"$H/nested.json"
check hostile_nested_json 2 report "$H/nested.json"
check hostile_truncated_json 2 report hostile/truncated.json
cp "$H/garbage.s" "$H/garbage.json"
check hostile_garbage_json 2 report "$H/garbage.json"
for profile in top_array empty_object syscalls_object syscalls_string \
	rule_number names_string name_number action_unknown action_number \
	default_number errno_huge args_object arg_number arg_index7 \
	arg_index_negative arg_index_string arg_value_float arg_op_unknown \
	arg_op_missing includes_arch_number arches_unknown arches_string; do
	check "hostile_profile_$profile" 2 report "hostile/$profile.json"
done
# Unknown syscall names are skipped with a warning, as runc does.
check hostile_profile_unknown_names 0 eval hostile/unknown_names.json x86_64 read
# 5,000 rules naming 20,000 syscalls compile and analyse in a few seconds.
names="read write open close stat fstat lstat poll lseek mmap mprotect munmap
brk rt_sigaction rt_sigprocmask ioctl pread64 pwrite64 readv writev access
pipe select sched_yield mremap msync mincore madvise dup dup2 pause nanosleep
getitimer alarm setitimer getpid sendfile socket connect accept"
echo "$names" | awk '{ for (i = 1; i <= NF; i++) name[n++] = $i }
END {
	print "{\"defaultAction\": \"SCMP_ACT_ERRNO\", \"syscalls\": ["
	for (r = 0; r < 5000; r++) {
		printf "%s{\"names\": [", r ? "," : ""
		for (j = 0; j < 4; j++)
			printf "%s\"%s\"", j ? ", " : "", name[k++ % n]
		print "], \"action\": \"SCMP_ACT_ALLOW\"}"
	}
	print "]}"
}' RS= >"$H/big.json"
check hostile_profile_20000_names 0 report --kernel 6.18.0 --format ranges "$H/big.json"

# Vectors for eval
check hostile_vector_bad_arch 2 eval x86_basic.bpf --vectors hostile/bad_arch.txt
check hostile_vector_bad_nr 2 eval x86_basic.bpf --vectors hostile/bad_nr.txt
check hostile_vector_nr_overflow 2 eval x86_basic.bpf --vectors hostile/nr_overflow.txt
check hostile_vector_too_many_args 2 eval x86_basic.bpf --vectors hostile/too_many_args.txt
check hostile_vector_arg_overflow 2 eval x86_basic.bpf --vectors hostile/arg_overflow.txt
check hostile_vector_arg_underflow 2 eval x86_basic.bpf --vectors hostile/arg_underflow.txt
check hostile_vector_comments 0 eval x86_basic.bpf --vectors hostile/comments.txt
check hostile_vector_nul 2 eval x86_basic.bpf --vectors hostile/nul.txt
check hostile_vector_garbage 2 eval x86_basic.bpf --vectors "$H/garbage.s"
{ printf 'x86_64 read 0 # '; cat "$H/1M"; echo; } >"$H/long_comment.txt"
check hostile_vector_1M_comment 0 eval x86_basic.bpf --vectors "$H/long_comment.txt"
{ printf 'x86_64 read '; cat "$H/1M"; echo; } >"$H/long_arg.txt"
check hostile_vector_1M_arg 2 eval x86_basic.bpf --vectors "$H/long_arg.txt"
check hostile_arg_overflow 2 eval x86_basic.bpf x86_64 read 18446744073709551616
check hostile_too_many_args 2 eval x86_basic.bpf x86_64 read 1 2 3 4 5 6 7

# Processes: ids that are not processes, threads of another process, a
# process that is gone, this shell (no filters), unwritable output.
check hostile_pid_zero 2 dump pid:0
check hostile_pid_negative 2 dump pid:-1
check hostile_pid_name 2 dump pid:abc
check hostile_pid_nothing 2 dump pid:
check hostile_pid_no_tid 2 dump pid:1/
check hostile_pid_tid_zero 2 dump pid:1/0
check hostile_pid_plus 2 dump pid:+1
check hostile_pid_space 2 dump "pid: 1"
check hostile_pid_hex 2 dump pid:0x10
check hostile_pid_overflow 2 dump pid:4294967297
check hostile_pid_source_negative 2 eval pid:-1 x86_64 read
check hostile_dump_no_such_pid 2 dump pid:99999999
check hostile_eval_no_such_pid 2 eval pid:99999999 x86_64 read
check hostile_dump_thread_not_in_process 2 dump pid:1/99999
check hostile_eval_thread_not_in_process 2 eval pid:1/99999 x86_64 read
CHILD=$$
check hostile_dump_shell 2 dump "pid:$$"
check hostile_report_shell 2 report "pid:$$"
CHILD=

# start waits for "ready": not the one the last process wrote.
: >"$WORK/ready"
start "$DATA/x86_basic.bpf"
# pid:1/CHILD: CHILD is not a thread of init, whatever its filters.
check hostile_dump_other_process_thread 2 dump "pid:1/$CHILD"
check hostile_eval_other_process_thread 2 eval "pid:1/$CHILD" x86_64 read
check hostile_dump_missing_dir 3 dump "$CHILD" -o "$H/no-such-dir/dump"
: >"$H/file"
check hostile_dump_under_file 3 dump "$CHILD" -o "$H/file/dump"
check hostile_dump_onto_file 3 dump "$CHILD" -o "$H/file"
check hostile_dump_full 3 dump "$CHILD" -o /dev/full
mkdir -p "$H/full"
ln -s /dev/full "$H/full/00.bpf"
check hostile_dump_full_file 3 dump "$CHILD" -o "$H/full"
# A stopped process is read and stays stopped.
kill -STOP "$CHILD"
check hostile_dump_stopped 0 dump "$CHILD"
grep -q '^State:.*stopped' "/proc/$CHILD/status" ||
	{ name=hostile_dump_stopped_state; fail "no longer stopped"; }
kill -CONT "$CHILD"
stop

# A process that has exited and is not reaped yet: a zombie with filters,
# the child of a sleep that never waits.
: >"$WORK/ready"
# shellcheck disable=SC2016 # $1.. and $! are the inner shell's
sh -c '"$1" "$2" >"$3" & echo $! >"$4"; exec sleep 30' sh \
	"$INSTALL" "$DATA/x86_basic.bpf" "$WORK/ready" "$H/zombie" &
parent=$!
i=0
while { [ ! -s "$H/zombie" ] || [ "$(cat "$WORK/ready" 2>/dev/null)" != ready ]; } &&
	[ $i -lt 100 ]; do
	sleep 0.05
	i=$((i + 1))
done
CHILD=$(cat "$H/zombie")
kill "$CHILD"
i=0
while ! grep -qs '^State:.*zombie' "/proc/$CHILD/status" && [ $i -lt 100 ]; do
	sleep 0.05
	i=$((i + 1))
done
check hostile_dump_zombie 2 dump "$CHILD"
check hostile_eval_zombie 2 eval "pid:$CHILD" x86_64 read
kill "$parent"
wait "$parent" 2>/dev/null
CHILD=

# A process killed while it is being read: gone before, during or after.
for i in 1 2 3 4 5; do
	: >"$WORK/ready"
	start "$DATA/x86_basic.bpf"
	kill -9 "$CHILD" &
	NOGOLDEN=1 check hostile_dump_race 0\|2 dump "$CHILD"
	grep -qv -e 'no process' -e 'exited' "$WORK/hostile_dump_race.err" &&
		fail "unexpected message: $(cat "$WORK/hostile_dump_race.err")"
	wait "$CHILD" 2>/dev/null
	CHILD=
done

# Standard output that cannot be written is a failed write too.
STDOUT=/dev/full check hostile_stdout_full_disasm 3 disasm x86_basic.bpf
STDOUT=/dev/full check hostile_stdout_full_eval 3 eval x86_basic.bpf x86_64 read
STDOUT=/dev/full check hostile_stdout_full_validate 3 validate x86_basic.bpf
STDOUT=/dev/full check hostile_stdout_full_report 3 report --kernel 6.18.0 x86_basic.bpf
STDOUT=/dev/full check hostile_stdout_full_json 3 report --kernel 6.18.0 --json x86_basic.bpf
STDOUT=/dev/full check hostile_stdout_full_asm 3 asm errno.s -o -

# optimize and diff on hostile input: the loaders refuse it first; a stack
# whose paths explode ends within its budget, with a note or "unknown".
check hostile_optimize_dev_zero 2 optimize /dev/zero -o "$H/zero.bpf"
check hostile_optimize_invalid 2 optimize hostile/ja_past_end.s -o "$H/x.bpf"
check hostile_diff_dev_zero 2 diff /dev/zero -- x86_basic.bpf
check hostile_diff_garbage 2 diff x86_basic.bpf -- hostile/truncated.json
# OUT/ names a directory to make: a file already there is no directory.
: >"$H/file_not_dir"
check hostile_optimize_onto_dir 3 optimize x86_basic.bpf -o "$H/file_not_dir/"
check hostile_optimize_missing_dir 3 optimize x86_basic.bpf -o "$H/no/such/dir.bpf"
# 12 independent argument tests, each way setting X: 4096 paths, past a
# budget of 100.
i=0
{
	while [ $i -lt 12 ]; do
		echo "	ld [args[$((i % 6))].lo]"
		echo "	jset #$((1 << i)), t$i, f$i"
		echo "t$i:	ldx #1"
		echo "	ja j$i"
		echo "f$i:	ldx #0"
		echo "j$i:"
		i=$((i + 1))
	done
	echo '	ld [args[0].hi]'
	echo '	jeq #1, ok, bad'
	echo 'ok:	ret ALLOW'
	echo 'bad:	ret ERRNO(1)'
} >"$H/paths.s"
check hostile_diff_budget 1 diff --budget 100 "$H/paths.s" -- "$H/paths.s"
check hostile_optimize_budget 0 optimize --kernel 6.18.0 --budget 100 "$H/paths.s" -o "$H/paths.bpf"
