# SPDX-License-Identifier: MIT
# cases.sh - the golden cases, sourced by run.sh: check NAME STATUS ARGS...
# shellcheck shell=sh disable=SC2034 # sourced: run.sh's functions read name and NOWRAP

# The command itself
check version 0 --version
check help 0 help
check help_eval 0 help eval
check no_args 2
check unknown_subcommand 2 frobnicate
check list_commands 0 --list-commands
# The subcommands, from the command's own table (tools/seccache.c): a new
# one gets every per-subcommand case below, and fails until its expected
# files are written.
subcommands=$("$SECCACHE" --list-commands)
for sub in $subcommands; do
	check "${sub}_help" 0 "$sub" --help
	check "${sub}_bad_option" 2 "$sub" --no-such-option
done

# validate
check validate_ok 0 validate x86_basic.bpf
check validate_stack 0 validate x86_basic.bpf deny_open.bpf allow_all.bpf
check validate_invalid 2 validate invalid.bpf
check validate_empty 2 validate empty.bpf
check validate_odd_size 2 validate odd.bpf
check validate_missing 2 validate no-such-file.bpf
check validate_directory 2 validate .
check validate_no_source 2 validate
# --json: the stack's figures; an invalid filter is an input error, with
# nothing on standard output.
check validate_json 0 validate --json x86_basic.bpf deny_open.bpf
check validate_json_invalid 2 validate --json invalid.bpf
STDIN=$DATA/x86_basic.bpf check validate_stdin 0 validate -

# asm and disasm, and the round trip between them
check disasm_basic 0 disasm x86_basic.bpf
check disasm_stack 0 disasm x86_basic.bpf deny_open.bpf
# A listing of several filters is a stack, never one program (in which the
# second filter would be dead code): asm refuses a file for it and writes a
# directory, and every command reading it as a SOURCE reads the stack.
cp "$WORK/disasm_stack.raw.out" "$WORK/stack.s"
check asm_stack 2 asm "$WORK/stack.s" -o "$WORK/stack.bpf"
[ -e "$WORK/stack.bpf" ] && { name=asm_stack_file; fail "asm wrote one file for a stack"; }
mkdir "$WORK/stack"
check asm_stack_dir 0 asm "$WORK/stack.s" -o "$WORK/stack"
same "$DATA/x86_basic.bpf" "$WORK/stack/00.bpf"
same "$DATA/deny_open.bpf" "$WORK/stack/01.bpf"
# The directory, with its index, is a SOURCE read in the stack's order.
check eval_asm_dir 0 eval "$WORK/stack" --vectors vectors.txt
check disasm_asm_dir 0 disasm "$WORK/stack"
# Names as wide as the stack needs, so that a glob lists them in its
# order: 100.bpf would come before 11.bpf. Each filter fails every call
# with its own errno; the newest, 100, wins.
i=0
while [ $i -le 100 ]; do
	printf '; filter %d of 101\n\tret ERRNO(%d)\n' $i $i
	i=$((i + 1))
done >"$WORK/errnos.s"
mkdir "$WORK/errnos"
check asm_wide_names 0 asm "$WORK/errnos.s" -o "$WORK/errnos"
check order_wide_glob 0 eval "$WORK"/errnos/*.bpf x86_64 getpid
check order_wide_dir 0 eval "$WORK/errnos" x86_64 getpid
check eval_listing_stack 0 eval "$WORK/stack.s" --vectors vectors.txt
check report_listing_stack 0 report --kernel 6.18.0 --format ranges "$WORK/stack.s"
check diff_listing_stack 0 diff "$WORK/stack.s" -- x86_basic.bpf deny_open.bpf
check validate_listing_stack 0 validate "$WORK/stack.s"
check disasm_listing_stack 0 disasm "$WORK/stack.s"
check listing_out_of_order 2 eval listing_out_of_order.s x86_64 read
check listing_truncated 2 eval listing_truncated.s x86_64 read
check listing_code_before 2 eval listing_code_before.s x86_64 read
check disasm_real 0 disasm real/chromium-renderer.bpf
cp "$WORK/disasm_real.raw.out" "$WORK/real.s"
check asm_real 0 asm "$WORK/real.s" -o "$WORK/real.bpf"
same "$DATA/real/chromium-renderer.bpf" "$WORK/real.bpf"
# Names follow the arch each way has tested: a filter for two ABIs (as
# Android's are) names each section's calls from its own table.
check disasm_android_x86 0 disasm android_x86.s
check disasm_android_arm 0 disasm android_arm.s
# ARM's private calls past the table (cacheflush 0xf0002, set_tls 0xf0005):
# named by every command, and left to the filter by every kernel's cache.
check report_arm_private 0 report android_arm.s --kernel 7.3.4-seccache
check eval_arm_private 0 eval android_arm.s --vectors arm_private_vectors.txt
check disasm_x32 0 disasm x32_names.s
check disasm_mips 0 disasm mips_be.s
check disasm_s390x_args 0 disasm s390x_args.s
# ERRNO(EPERM): names that mean one number on every architecture, and back.
check disasm_errno_names 0 disasm errno_names.s
cp "$WORK/disasm_errno_names.raw.out" "$WORK/errno_names.s"
check asm_errno_names 0 asm errno_names.s -o "$WORK/errno_names.bpf"
check asm_errno_names_back 0 asm "$WORK/errno_names.s" -o "$WORK/errno_names_back.bpf"
same "$WORK/errno_names.bpf" "$WORK/errno_names_back.bpf"
# Above ERANGE the number is the ABI's: the comment names it where the
# way's ABI numbers errnos as asm-generic does (ENOSYS 38), not on MIPS.
check disasm_errno_names_mips 0 disasm --arch mips errno_names.s
check eval_explain_errno 0 eval --explain errno_names.s x86_64 write
check eval_explain_errno_mips 0 eval --explain errno_names.s 0x8 1
check disasm_hex 0 disasm --hex x86_basic.bpf
cp "$WORK/disasm_hex.raw.out" "$WORK/hex.s"
check asm_hex 0 asm "$WORK/hex.s" -o "$WORK/hex.bpf"
same "$DATA/x86_basic.bpf" "$WORK/hex.bpf"
# --c-like: statements for reading, as seccomp-tools prints them, with the
# names the comments give (each way's ABI's), over every instruction seccomp
# accepts, a filter for two ABIs, the fields of a big-endian one, a stack.
check disasm_c_every_insn 0 disasm --c-like every_insn.s
check disasm_c_android 0 disasm --c-like android_x86.s
check disasm_c_android_arm 0 disasm -c android_arm.s
check disasm_c_s390x_args 0 disasm -c s390x_args.s
check disasm_c_stack 0 disasm -c --hex x86_basic.bpf deny_open.bpf
check disasm_invalid 0 disasm invalid.bpf
check disasm_odd_size 2 disasm odd.bpf
check disasm_empty 2 disasm empty.bpf
cp "$WORK/disasm_basic.raw.out" "$WORK/basic.s"
check asm_basic 0 asm "$WORK/basic.s" -o "$WORK/basic.bpf"
same "$DATA/x86_basic.bpf" "$WORK/basic.bpf"
check asm_file 0 asm errno.s -o "$WORK/errno.bpf"
check eval_asm_output 0 eval "$WORK/errno.bpf" x86_64 getpid
check eval_asm_source 0 eval errno.s x86_64 getpid
check asm_syntax_error 2 asm bad_syntax.s -o "$WORK/bad.bpf"
# jt and jf reach 255 instructions: asm leads farther jumps through ja
# hops. The result is valid, keeps the policy (diff against it written
# short, eval) and its disassembly reads back to the same bytes.
check asm_long_jump 0 asm long_jump.s -o "$WORK/long_jump.bpf"
check validate_long_jump 0 validate "$WORK/long_jump.bpf"
check diff_long_jump 0 diff "$WORK/long_jump.bpf" -- long_jump_short.s
check diff_long_jump_listing 0 diff long_jump.s -- long_jump_short.s
check eval_long_jump 0 eval "$WORK/long_jump.bpf" --vectors long_jump_vectors.txt
STDOUT=$WORK/long_jump_back.s check disasm_long_jump 0 disasm "$WORK/long_jump.bpf"
check asm_long_jump_back 0 asm "$WORK/long_jump_back.s" -o "$WORK/long_jump_back.bpf"
same "$WORK/long_jump.bpf" "$WORK/long_jump_back.bpf"
# Without -o, asm writes standard output, but never binary to a terminal
# unless -o - asks for it.
STDOUT=$WORK/errno_stdout.bpf check asm_stdout 0 asm errno.s
same "$WORK/errno.bpf" "$WORK/errno_stdout.bpf"
STDOUT=$WORK/stack_stdout.bpf check asm_stack_stdout 2 asm "$WORK/stack.s"
if command -v script >/dev/null 2>&1; then
	count=$((count + 1))
	name=asm_terminal
	(cd "$DATA" && script -qec "'$SECCACHE' asm errno.s" /dev/null) \
		>"$WORK/asm_terminal.tty" 2>&1
	status=$?
	[ "$status" = 2 ] || fail "exit status $status, expected 2"
	grep -q "standard output is a terminal" "$WORK/asm_terminal.tty" ||
		fail "binary records written to a terminal"
fi
check asm_missing 2 asm no-such-file.s -o "$WORK/missing.bpf"

# eval
check eval_vectors 0 eval x86_basic.bpf --vectors vectors.txt
# -v is --verbose (run); eval's old -v FILE still reads vectors, with a note.
check eval_v_deprecated 0 eval x86_basic.bpf -v vectors.txt
check eval_stack 0 eval x86_basic.bpf deny_open.bpf --vectors vectors.txt
check eval_one 0 eval x86_basic.bpf x86_64 write 2
check eval_negative 0 eval x86_basic.bpf x86_64 read -- -1
check eval_audit_number 0 eval x86_basic.bpf 0x40000003 20
check eval_explain 0 eval --explain x86_basic.bpf deny_open.bpf x86_64 write 2
check eval_json 0 eval --json x86_basic.bpf x86_64 getpid
check eval_ip 0 eval --ip 0x7fff0000 x86_basic.bpf x86_64 getpid
# ip=ADDR ends a vector (as diff prints them) and wins over --ip.
check eval_ip_field 0 eval ip_check.s x86_64 read 0 ip=0x1000
check eval_ip_field_wins 0 eval --ip 0x1000 ip_check.s x86_64 read ip=0x2000
check eval_bad_ip_field 2 eval ip_check.s x86_64 read ip=0x1000x
STDIN=$DATA/vectors.txt check eval_stdin_vectors 0 eval x86_basic.bpf --vectors -
check eval_stdin_twice 2 eval - --vectors -
check eval_bad_vector 2 eval x86_basic.bpf --vectors bad_vectors.txt
check eval_bad_arch_vector 2 eval x86_basic.bpf --vectors bad_arch_vectors.txt
check eval_too_many_fields 2 eval x86_basic.bpf --vectors too_many.txt
check eval_unknown_arch 2 eval x86_basic.bpf mips99 1
check eval_bad_number 2 eval x86_basic.bpf x86_64 read 12abc
check eval_bad_ip 2 eval --ip zz x86_basic.bpf x86_64 read
check eval_no_vector 2 eval x86_basic.bpf
# Operands that make no vector: each says what is wrong (issue 18, item 13).
check eval_vector_unknown_arch 2 eval x86_basic.bpf sparc64 read
check eval_vector_no_nr 2 eval x86_basic.bpf x86_64
check eval_vector_seven_args 2 eval x86_basic.bpf x86_64 read 1 2 3 4 5 6 7
check eval_vector_and_file 2 eval x86_basic.bpf --vectors vectors.txt x86_64 read
check eval_vector_no_source 2 eval x86_64 read
check eval_vector_six_args 0 eval x86_basic.bpf x86_64 read 1 2 3 4 5 6
check eval_missing_vectors 2 eval x86_basic.bpf --vectors no-such-file.txt
check eval_empty 2 eval empty.bpf x86_64 read
check eval_invalid 2 eval invalid.bpf x86_64 read
# uretprobe and uprobe pass without the filters on 6.18 (a note says so),
# not on 6.12.13; --filters-only gives the filters' own result
check eval_passthrough 0 eval --kernel 6.18 profile.json x86_64 335
check eval_passthrough_explain 0 eval --explain --kernel 6.18 profile.json x86_64 336
check eval_passthrough_json 0 eval --json --kernel 6.18 profile.json x86_64 335
check eval_passthrough_old 0 eval --kernel 6.12.13 profile.json x86_64 335
check eval_passthrough_ia32 0 eval --kernel 6.18 profile.json ia32 335
check eval_filters_only 0 eval --filters-only --kernel 6.18 profile.json x86_64 335
check report_filters_only 0 report --kernel 6.18.0 --filters-only --format ranges profile.json

# report (for a fixed kernel, so that the outputs do not depend on the host's)
check report_text 0 report --kernel 6.18.0 x86_basic.bpf deny_open.bpf
# the demo profile: every finding, uretprobe/uprobe passing the filters included
check report_demo 0 report --kernel 6.18.0 ../../../examples/container.json
check report_old_kernel 0 report --kernel 5.10.0 x86_basic.bpf
# Every call depends on the instruction pointer: the lists of names wrap
# and stop after three lines with how many more.
check report_long_lists 0 report --kernel 6.18.0 ip_check.s
# an ABI whose calls pass where the native ones are denied: a bypass, said first
check report_weaker_abi 0 report --kernel 6.18.0 x32_bypass.s
# ia32 allows what x86_64 denies: open and fork, whose replacements
# x86_64 allows, are no bypass; mount, denied every way, is (issue 34).
check report_weaker_jobs 0 report --kernel 6.18.0 weaker_jobs.s
NOGOLDEN=1 check report_weaker_abi_json 0 report --kernel 6.18.0 --json x32_bypass.s
python3 -c '
import json, sys
for abi in json.load(open(sys.argv[1]))["arches"]:
    for call in abi["syscalls"]:
        if "weaker_than_native" in call:
            print(abi["arch"], call["nr"], call["name"], call["action"], call["weaker_than_native"])
' "$WORK/report_weaker_abi_json.out" >"$WORK/report_weaker_abi_calls"
golden report_weaker_abi_calls "$WORK/report_weaker_abi_calls"
check report_bad_kernel 2 report --kernel banana x86_basic.bpf
check report_ranges 0 report --kernel 6.18.0 --format ranges x86_basic.bpf
# The lines stop where the kernel's table does: 6.1's ends at 450.
check report_ranges_old 0 report --kernel 6.1 --format ranges x86_basic.bpf
check report_proc 0 report --kernel 6.18.0 --format proc x86_basic.bpf
# The seccache kernel series caches every constant result, x32 included.
check report_proc_series 0 report --kernel 7.3.4-seccache --format proc x86_basic.bpf deny_open.bpf
# Its text is titled by that cache, and its groups are what the cache answers.
check report_series 0 report --kernel 7.3.4-seccache x86_basic.bpf deny_open.bpf
check report_series_kernel 0 report --kernel 7.3.4-seccache --mode kernel x86_basic.bpf deny_open.bpf
# The whole document is 400 kB: keep its start, and check that it parses.
NOGOLDEN=1 check report_json 0 report --kernel 6.18.0 --json x86_basic.bpf
sed -n 1,60p "$WORK/report_json.out" >"$WORK/report_json_head"
golden report_json_head "$WORK/report_json_head"
if command -v python3 >/dev/null; then
	python3 -m json.tool "$WORK/report_json.out" >/dev/null ||
		{ name=report_json; fail "not valid JSON"; }
fi
check report_kernel 0 report --kernel 6.18.0 --mode kernel x86_basic.bpf
check report_pin 0 report --kernel 6.18.0 --pin x86_64 --format ranges x86_basic.bpf
check report_unknown_format 2 report --format xml x86_basic.bpf
check report_unknown_mode 2 report --mode fast x86_basic.bpf
check report_unknown_arch 2 report --arch mips99 x86_basic.bpf
check report_unknown_pin 2 report --pin mips99 x86_basic.bpf
check report_odd_size 2 report odd.bpf

# OCI profiles
check report_profile 0 report --kernel 6.18.0 --format ranges profile.json
check eval_profile 0 eval profile.json --vectors profile_vectors.txt
check profile_arch 0 eval --arch x86_64 profile.json x86_64 read
check profile_malformed 2 report malformed.json
check profile_unsupported 2 report unsupported.json
check profile_missing 2 report no-such-profile.json
# What a SOURCE holds is told by its content, never by its name alone: a
# profile without .json, a profile or a listing on standard input (issue
# 18, item 10).
cp "$DATA/profile.json" "$WORK/profile"
check profile_no_extension 0 eval "$WORK/profile" x86_64 read
STDIN=$DATA/profile.json check profile_stdin 0 eval - x86_64 read
STDIN=$DATA/malformed.json check profile_stdin_malformed 2 report -
STDIN=$DATA/errno.s check listing_stdin 0 eval - x86_64 getpid
STDIN=$DATA/profile.json check disasm_stdin_profile 0 disasm -

# Live processes
check dump_no_such_pid 2 dump 999999999
check dump_bad_pid 2 dump pid:abc
check eval_no_such_pid 2 eval pid:999999999 x86_64 read
sleep 60 &
CHILD=$!
check dump_no_filters 2 dump "$CHILD"
check eval_no_filters 2 eval "pid:$CHILD" x86_64 read
kill "$CHILD"
wait "$CHILD" 2>/dev/null

# start ARGS...: run install_filters ARGS as $CHILD and wait for its filters.
# start ARGS: install_filters ARGS in the background, $CHILD, once it says
# its filters are on. 60 s at most: on a loaded machine (make check from
# nothing, load 10 on 2 cores) 5 s were once not enough, and the cases ran
# against a process without filters yet.
start() {
	"$INSTALL" "$@" >"$WORK/ready" &
	CHILD=$!
	i=0
	while [ "$(cat "$WORK/ready")" != ready ] && [ $i -lt 1200 ]; do
		sleep 0.05
		i=$((i + 1))
	done
	[ "$(cat "$WORK/ready")" = ready ] || {
		name="install_filters $*"
		fail "not ready after 60 s"
	}
}

stop() {
	kill "$CHILD"
	wait "$CHILD" 2>/dev/null
	CHILD=
}

start -l "$DATA/x86_basic.bpf" "$DATA/deny_open.bpf"
check dump_summary 0 dump "$CHILD"
check dump_dir 0 dump "$CHILD" -o "$WORK/dump"
check dump_json 0 dump --json "$CHILD"
check dump_dir_json 0 dump --json "$CHILD" -o "$WORK/dump_json"
same "$DATA/deny_open.bpf" "$WORK/dump_json/01.bpf"
same "$DATA/x86_basic.bpf" "$WORK/dump/00.bpf"
same "$DATA/deny_open.bpf" "$WORK/dump/01.bpf"
golden dump_flags "$WORK/dump/flags.txt"
# Into a directory an older, longer stack left: its NN.bpf files past the
# new stack's go, with a note naming them, and nothing else (issue 34: a
# glob of the directory read a stack that no longer existed).
mkdir "$WORK/dump_over"
for f in 00 01 02 03 000; do cp "$DATA/allow_all.bpf" "$WORK/dump_over/$f.bpf"; done
echo kept >"$WORK/dump_over/notes.txt"
check dump_dir_over 0 dump "$CHILD" -o "$WORK/dump_over"
same "$DATA/deny_open.bpf" "$WORK/dump_over/01.bpf"
count=$((count + 1))
name=dump_dir_over_files
[ "$(cd "$WORK/dump_over" && echo *)" = "00.bpf 01.bpf flags.txt notes.txt" ] ||
	fail "left: $(cd "$WORK/dump_over" && echo *)"
check eval_pid 0 eval "pid:$CHILD" --vectors vectors.txt
check eval_pid_tid 0 eval "pid:$CHILD/$CHILD" x86_64 open
check report_pid 0 report --kernel 6.18.0 --format ranges "pid:$CHILD"
stop
# The dump's directory is a SOURCE: the same stack as the process's.
check dump_dir_source 0 eval "$WORK/dump" --vectors vectors.txt

# pid: keeps each filter's LOG flag, as dump's index does: the series'
# cache leaves the results of a LOG filter (open's ERRNO(13)) to the filters.
start -L "$DATA/x86_basic.bpf" "$DATA/deny_open.bpf"
STDOUT=$WORK/log_pid.proc check report_pid_log 0 report --kernel 7.3.4-seccache \
	--mode kernel --format proc "pid:$CHILD"
check dump_log 0 dump "$CHILD" -o "$WORK/log"
stop
STDOUT=$WORK/log_dir.proc check report_dir_log 0 report --kernel 7.3.4-seccache \
	--mode kernel --format proc "$WORK/log"
grep -E '^x86_64 (2|39) ' "$WORK/log_pid.proc" >"$WORK/log_pid.x86_64"
golden report_pid_log_x86_64 "$WORK/log_pid.x86_64"
grep -E '^x86_64 (2|39) ' "$WORK/log_dir.proc" >"$WORK/log_dir.x86_64"
golden report_dir_log_x86_64 "$WORK/log_dir.x86_64"

# Stack order (issue 18, item 9). PTRACE_SECCOMP_GET_FILTER's index 0 is
# the oldest filter (ptrace(2) says the newest; the kernel's
# get_nth_filter() counts from the oldest), and so is dump's 00.bpf. Both
# filters fail getpid, with EPERM and EACCES: the newer one's errno wins,
# so the order shows in the answer.
"$SECCACHE" asm "$DATA/getpid_eacces.s" -o "$WORK/eacces.bpf"
start "$DATA/x86_basic.bpf" "$WORK/eacces.bpf"
check order_pid 0 eval "pid:$CHILD" x86_64 getpid
check order_dump 0 dump "$CHILD" -o "$WORK/order"
stop
same "$DATA/x86_basic.bpf" "$WORK/order/00.bpf"
same "$WORK/eacces.bpf" "$WORK/order/01.bpf"
golden order_index "$WORK/order/flags.txt"
check order_dir 0 eval "$WORK/order" x86_64 getpid
check order_glob 0 eval "$WORK"/order/*.bpf x86_64 getpid
# Files of one stack directory out of its index's order: another stack.
check order_reversed 0 eval "$WORK/order/01.bpf" "$WORK/order/00.bpf" x86_64 getpid
check order_again 0 eval "$WORK/order" "$WORK/order/01.bpf" x86_64 getpid
# A dump written before the index had its comment reads the same.
mkdir "$WORK/old_dump"
cp "$WORK"/order/*.bpf "$WORK/old_dump"
printf '00.bpf none\n01.bpf none\n' >"$WORK/old_dump/flags.txt"
check order_old_dump 0 eval "$WORK/old_dump" x86_64 getpid
printf '00.bpf none\n01.bpf NOLOG\n' >"$WORK/old_dump/flags.txt"
check order_bad_index 2 eval "$WORK/old_dump" x86_64 getpid

start -t "$DATA/deny_open.bpf" "$DATA/x86_basic.bpf"
THREAD=$(for t in "/proc/$CHILD/task"/*; do [ "${t##*/}" = "$CHILD" ] || echo "${t##*/}"; done)
# pid:PID stands for every thread: with different filters it names each
# thread's and asks for one (issue 18, item 4); pid:PID/TID reads it.
check pid_threads_differ 2 eval "pid:$CHILD" x86_64 open
check pid_threads_differ_report 2 report "pid:$CHILD"
check pid_thread_chosen 0 eval "pid:$CHILD/$THREAD" x86_64 open
check pid_thread_main 0 eval "pid:$CHILD/$CHILD" x86_64 open
NOGOLDEN=1 check dump_threads 0 dump "$CHILD"
NOGOLDEN=1 check dump_threads_dir 0 dump "$CHILD" -o "$WORK/threads"
# The main thread has its own filter; the other inherited it and added one.
same "$DATA/x86_basic.bpf" "$WORK/threads/$CHILD/00.bpf"
[ -e "$WORK/threads/$CHILD/01.bpf" ] && { name=dump_threads_main; fail "main thread has 2 filters"; }
for dir in "$WORK"/threads/*; do
	[ "$dir" = "$WORK/threads/$CHILD" ] && continue
	same "$DATA/x86_basic.bpf" "$dir/00.bpf"
	same "$DATA/deny_open.bpf" "$dir/01.bpf"
done
[ "$(find "$WORK/threads" -mindepth 1 -maxdepth 1 | wc -l)" = 2 ] || { name=dump_threads_dirs; fail "expected 2 thread directories"; }
# Their dump is a directory per thread: one of them is a SOURCE, the whole
# is refused as pid:PID is, and files of two threads' are warned of.
check threads_dir_source 2 eval "$WORK/threads" x86_64 open
check thread_dir_source 0 eval "$WORK/threads/$THREAD" x86_64 open
check threads_files_mixed 0 eval "$WORK/threads/$CHILD/00.bpf" \
	"$WORK/threads/$THREAD/01.bpf" x86_64 open
stop
THREAD=

# optimize, diff, run: the demo profile rewritten, proved equivalent by diff,
# the result evaluated like the original, and installed to run a command.
check optimize_demo 0 optimize --kernel 6.18.0 ../../../examples/container.json -o "$WORK/opt.bpf"
check optimize_diff 0 diff ../../../examples/container.json -- "$WORK/opt.bpf"
check optimize_eval 0 eval "$WORK/opt.bpf" --vectors profile_vectors.txt
# A kernel with the seccache series caches every constant result (ptrace's
# LOG, ERRNO(1), KILL_PROCESS), not only ALLOW: the rewrite keeps each one,
# and its /proc/PID/seccomp_cache is the input's, line for line.
check optimize_series 0 optimize -q --kernel 7.3.4-seccache --runtime docker \
	../../../examples/container.json -o "$WORK/opt_series.bpf"
NOGOLDEN=1 check optimize_series_proc_in 0 report -q --mode kernel --format proc \
	--kernel 7.3.4-seccache --runtime docker ../../../examples/container.json
NOGOLDEN=1 check optimize_series_proc_out 0 report -q --mode kernel --format proc \
	--kernel 7.3.4-seccache "$WORK/opt_series.bpf"
same "$WORK/optimize_series_proc_in.raw.out" "$WORK/optimize_series_proc_out.raw.out"
check optimize_asm 0 optimize --kernel 6.18.0 -f asm x86_basic.bpf deny_open.bpf -o -
check optimize_c 0 optimize --kernel 6.18.0 -f c errno.s -o "$WORK/errno.c"
golden optimize_c_file "$WORK/errno.c"
check optimize_hot 0 optimize --kernel 6.18.0 --hot hot.txt -f asm ../../../examples/minimal.json -o -
check optimize_no_output 2 optimize x86_basic.bpf
check optimize_bad_format 2 optimize -f pdf x86_basic.bpf -o "$WORK/x.bpf"
check optimize_bad_budget 2 optimize --budget 0 x86_basic.bpf -o "$WORK/x.bpf"
check optimize_bad_hot 2 optimize --hot bad_vectors.txt x86_basic.bpf -o "$WORK/x.bpf"
check optimize_hot_foreign 2 optimize --hot hot_arm.txt x86_basic.bpf -o "$WORK/x.bpf"
# --json: the figures as one document; the program cannot share stdout.
check optimize_json 0 optimize --json --kernel 6.18.0 ../../../examples/container.json \
	-o "$WORK/opt_json.bpf"
same "$WORK/opt.bpf" "$WORK/opt_json.bpf"
check optimize_json_stdout 2 optimize --json --kernel 6.18.0 x86_basic.bpf -o -
check optimize_notify 0 optimize --kernel 6.18.0 x86_basic.bpf notify.s deny_open.bpf -o "$WORK"
check optimize_notify_file 2 optimize --kernel 6.18.0 x86_basic.bpf notify.s -o "$WORK/two.bpf"
# -o takes a directory whatever the result's length, which the user cannot
# know beforehand (issue 34): one filter is 00.bpf and its index, and
# OUT/ is made; asm likewise.
mkdir "$WORK/one_dir"
check optimize_dir_one 0 optimize --kernel 6.18.0 x86_basic.bpf deny_open.bpf -o "$WORK/one_dir"
check optimize_dir_one_source 0 eval "$WORK/one_dir" x86_64 open
check optimize_new_dir 0 optimize --kernel 6.18.0 x86_basic.bpf notify.s -o "$WORK/new_dir/"
check optimize_new_dir_source 0 eval "$WORK/new_dir" x86_64 open
check asm_new_dir 0 asm errno.s -o "$WORK/asm_one/"
same "$WORK/errno.bpf" "$WORK/asm_one/00.bpf"
# A filter attached with SECCOMP_FILTER_FLAG_LOG (its index says so) stays
# apart from its neighbour, and the output's index keeps the flag.
mkdir "$WORK/logged" "$WORK/logged_opt"
cp "$WORK/stack/00.bpf" "$WORK/stack/01.bpf" "$WORK/logged/"
sed 's/^01\.bpf none$/01.bpf LOG/' "$WORK/stack/flags.txt" >"$WORK/logged/flags.txt"
check optimize_log_flag 0 optimize --kernel 7.3.4-seccache "$WORK/logged" -o "$WORK/logged_opt"
golden optimize_log_flag_index "$WORK/logged_opt/flags.txt"
check diff_same 0 diff x86_basic.bpf -- x86_basic.bpf
check diff_stack 0 diff x86_basic.bpf deny_open.bpf -- x86_basic.bpf deny_open.bpf
check diff_different 1 diff x86_basic.bpf -- deny_open.bpf
# diff's output is eval --vectors input: eval gives each line's call, for
# stack A and for stack B, what the line's comment says they return.
diff_eval() {
	NOGOLDEN=1 STDIN=$WORK/$1.raw.out check "$1_eval_a" 0 eval "$2" --vectors -
	NOGOLDEN=1 STDIN=$WORK/$1.raw.out check "$1_eval_b" 0 eval "$3" --vectors -
	sed -n 's/.*# A \([^,]*\), B .*/\1/p' "$WORK/$1.raw.out" >"$WORK/$1.a"
	sed -n 's/.*# A [^,]*, B \([^;]*\);.*/\1/p' "$WORK/$1.raw.out" >"$WORK/$1.b"
	[ -s "$WORK/$1.a" ] || { name=$1_eval; fail "no differences to read back"; }
	same "$WORK/$1.a" "$WORK/$1_eval_a.raw.out"
	same "$WORK/$1.b" "$WORK/$1_eval_b.raw.out"
}
diff_eval diff_different x86_basic.bpf deny_open.bpf
# A filter that tests the instruction pointer: its lines carry ip=ADDR.
check diff_ip 1 diff ip_check.s -- allow_all.bpf
diff_eval diff_ip ip_check.s allow_all.bpf
# A number below its ABI's base (MIPS's 4000) is written so that eval
# reads that number back, not the base more.
check diff_below_base 1 diff --arch mips below_base.s -- allow_all.bpf
diff_eval diff_below_base below_base.s allow_all.bpf
# A mips64 kernel runs n64, o32 and n32 tasks, and a filter outlives
# execve(): n32's TRAP(0) is kept (it was KILL_PROCESS), and the three
# ABIs compared together find what n32 alone does (issue 34).
check optimize_mips_n32 0 optimize --arch mipsel64 mips_n32.s -o "$WORK/mips_n32.bpf"
check eval_mips_n32 0 eval --arch mipsel64 "$WORK/mips_n32.bpf" mipsel64n32 read
check diff_mips_abis 0 diff --arch mipsel64 --arch mipsel64n32 --arch mipsel mips_n32.s -- \
	"$WORK/mips_n32.bpf"
check diff_one 1 diff --max 1 x86_basic.bpf -- x86_basic.bpf deny_open.bpf
check diff_args 1 diff --max 16 ../../../examples/container.json -- ../../../examples/denylist.json
diff_eval diff_args ../../../examples/container.json ../../../examples/denylist.json
check diff_no_dashes 2 diff x86_basic.bpf deny_open.bpf
check diff_no_b 2 diff x86_basic.bpf --
check diff_no_a 2 diff -- x86_basic.bpf
check diff_bad_max 2 diff --max 17 x86_basic.bpf -- x86_basic.bpf
# One argument tested against 100 values (33 used to be "unknown"): proved
# equal to itself and to its rewrite; tor's filter is rewritten and proved;
# past what a path keeps (160 values), "unknown" says why in those terms.
check diff_chain100 0 diff chain100.s -- chain100.s
check optimize_chain100 0 optimize --kernel 6.18.0 chain100.s -o "$WORK/chain100.bpf"
check diff_chain100_optimized 0 diff chain100.s -- "$WORK/chain100.bpf"
# 40 doublings of one argument: its expression is a DAG of 2^40 paths,
# which the prover used to walk one by one (a hang); now once a node.
NOWRAP=1 check diff_doublings 1 diff doublings.s -- doublings_other.s
check optimize_tor 0 optimize --kernel 6.18.0 real/tor.bpf -o "$WORK/tor.bpf"
check diff_tor_optimized 0 diff real/tor.bpf -- "$WORK/tor.bpf"
# A browser's filter, one TRAP code per reason (more than the return-value
# domain holds), never notifies: its stack is merged into one filter
# (issue 34: it was kept apart "for its listener", and -o wanted a folder).
check optimize_browser 0 optimize --kernel 6.18.0 x86_basic.bpf real/chromium-renderer.bpf \
	-o "$WORK/browser.bpf"
check diff_browser_optimized 0 diff x86_basic.bpf real/chromium-renderer.bpf -- "$WORK/browser.bpf"
check diff_chain160 1 diff chain160.s -- chain160.s
# A stack equal to itself, and its rewrite proved and kept (both were
# "unknown", the input kept with a note): a value compared with itself
# jumps one way only, and an argument compared before a jeq fixed it and
# after is compared once (fixed_word.s says how).
check diff_fixed_word 0 diff fixed_word.s -- fixed_word.s
check optimize_fixed_word 0 optimize --kernel 6.18.0 -f asm fixed_word.s -o "$WORK/fixed_word.s"
golden optimize_fixed_word_file "$WORK/fixed_word.s"
check diff_fixed_word_optimized 0 diff fixed_word.s -- "$WORK/fixed_word.s"
# These install filters: never under valgrind, which has no seccomp(2).
NOWRAP=1
check run_true 0 run x86_basic.bpf -- true
# run attaches each filter with the flags the stack keeps: the LOG of the
# stack dumped above comes back in a dump of what run installed.
"$SECCACHE" run "$WORK/log" -- sh -c 'echo ready; exec sleep 10' >"$WORK/run_log.ready" &
RUNNER=$!
i=0
while [ "$(cat "$WORK/run_log.ready")" != ready ] && [ $i -lt 100 ]; do
	sleep 0.05
	i=$((i + 1))
done
NOGOLDEN=1 check run_log_dump 0 dump "$(pgrep -P "$RUNNER")" -o "$WORK/run_log"
kill "$(pgrep -P "$RUNNER")"
wait "$RUNNER" 2>/dev/null
same "$WORK/log/flags.txt" "$WORK/run_log/flags.txt"
check run_optimize 0 run --optimize -v ../../../examples/container.json -- sh -c 'echo under the filter'
check run_denied 0 run ../../../examples/container.json -- sh -c 'unshare -U true 2>/dev/null || echo unshare refused'
# run's status is env's: 127 not found, 126 found but not run (here the
# filters deny or kill execve), else COMMAND's; seccache, not the filtered
# COMMAND, says why.
check run_missing_command 127 run x86_basic.bpf -- no-such-command-here
check run_not_executable 126 run x86_basic.bpf -- ./vectors.txt
check run_execve_denied 126 run deny_execve.s -- true
check run_execve_killed 126 run kill_most.s -- true
check run_exit_status 7 run x86_basic.bpf -- sh -c 'exit 7'
# Killed by the filters: which call is not known, what is known is said, and
# seccache dies of the same signal (159 = 128 + SIGSYS).
check run_killed 159 run kill_uname.s -- uname
check run_killed_quiet 159 run -q kill_uname.s -- uname
# No listener or tracer: the calls fail with ENOSYS, and a note says why.
check run_no_listener 0 run no_listener.s -- true
# bench's measuring child makes no call but the timed one under the filters
# (no clock, write or exit_group), so a policy that kills or refuses almost
# everything is measured, not a "child killed by signal 31". Timings vary:
# the status only, with the quickest options.
NOGOLDEN=1 check bench_kill_most 0 bench --samples 2000 --repeat 1 kill_most.s
NOGOLDEN=1 check bench_minimal 0 bench --samples 2000 --repeat 1 ../../../examples/minimal.json
grep -q '^cached ALLOW  *getppid()' "$WORK/bench_kill_most.out" ||
	{ name=bench_kill_most_class; fail "no cached getppid measured"; }
# A constant ERRNO class with no harmless call in it (issue 34: "no
# harmless representative"): timed on its reboot, which the filter fails
# before it runs (the kernel asked first), beside an unassigned number
# timed without filters; the output says so.
NOGOLDEN=1 check bench_errno_unrun 0 bench --samples 2000 --repeat 1 errno_reboot.s
grep -q '^constant non-allow  *reboot(0, \.\.\.)  *ERRNO(1) ' "$WORK/bench_errno_unrun.out" ||
	{ name=bench_errno_unrun_class; fail "no constant ERRNO reboot measured"; }
grep -q 'its native time is that of syscall(32767), unassigned (ENOSYS)' \
	"$WORK/bench_errno_unrun.out" ||
	{ name=bench_errno_unrun_baseline; fail "the baseline is not said"; }
NOGOLDEN=1 check bench_compare_errno_unrun 0 bench --compare --samples 2000 --repeat 1 errno_reboot.s
grep -q '^constant non-allow  *reboot(0, \.\.\.)  *ERRNO(1) ' "$WORK/bench_compare_errno_unrun.out" ||
	{ name=bench_compare_errno_unrun_class; fail "no constant ERRNO reboot compared"; }
# --json's "cpu" is the one the text (on stderr) says it pinned to.
NOGOLDEN=1 check bench_json_cpu 0 bench --json --samples 2000 --repeat 1 kill_most.s
cpu=$(sed -n 's/^Pinned to CPU \([0-9]*\) .*/\1/p' "$WORK/bench_json_cpu.raw.err")
grep -q "\"cpu\": ${cpu:-none}," "$WORK/bench_json_cpu.raw.out" ||
	{ name=bench_json_cpu_agrees; fail "JSON cpu is not the pinned CPU ${cpu:-(none)}"; }
NOWRAP=0
check run_no_command 2 run x86_basic.bpf --
check run_foreign 2 run --arch aarch64 x86_basic.bpf -- true

# audit: what the filters let through that they mean to stop, for a fixed
# kernel; exit 1 when a finding at or above --severity (high) holds.
check audit_x32_bypass 1 audit --kernel 6.18.0 x32_bypass.s
check audit_no_arch 1 audit --kernel 6.18.0 deny_open.bpf
check audit_denylist_old 1 audit --kernel 4.4 ../../../examples/denylist.json
check audit_docker 0 audit --kernel 6.18.0 --runtime docker real/docker-default.json
check audit_docker_medium 1 audit -q --kernel 6.18.0 --runtime docker --severity medium \
	real/docker-default.json
check audit_systemd 0 audit -q --kernel 6.18.0 ../../../examples/systemd/10-syscall-filter.json \
	../../../examples/systemd/20-restrict-namespaces.json \
	../../../examples/systemd/30-memory-deny-write-execute.json \
	../../../examples/systemd/40-restrict-address-families.json
check audit_android_arm 1 audit --kernel 6.18.0 android_arm.s
for f in chromium-renderer firefox-content tor; do
	check "audit_real_$f" 0 audit --kernel 6.18.0 "real/$f.bpf"
done
check audit_severity_info 1 audit --kernel 6.18.0 --severity info real/tor.bpf
NOGOLDEN=1 check audit_json 1 audit --kernel 6.18.0 --json x32_bypass.s
python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); assert d["version"] == 1 and d["findings"]' \
	"$WORK/audit_json.raw.out" || { name=audit_json; fail "not valid JSON with a version"; }
check audit_bad_severity 2 audit --severity critical x86_basic.bpf
check audit_bad_kernel 2 audit --kernel banana x86_basic.bpf
check audit_no_source 2 audit
check audit_invalid 2 audit invalid.bpf
check audit_hostile_profile 2 audit hostile/arg_index7.json
check audit_hostile_asm 2 audit hostile/jeq_past_end.s

# Filters of real programs (data/real/README.md): analysed to the end,
# no budget hit; a tiny budget shows how a report says it stopped.
for f in chromium-renderer chromium-utility firefox-content firefox-socket tor; do
	check "real_$f" 0 report --kernel 6.18.0 "real/$f.bpf"
done
check real_budget 0 report --kernel 6.18.0 --budget 2 real/chromium-renderer.bpf
check real_bad_budget 2 report --budget 0 real/tor.bpf

# Architectures and byte orders: a policy for arm64 only is analysed for
# arm64; a filter written on a big-endian machine is read as one (and
# --endian says how); unknown arches list the known ones.
check report_foreign_arch 0 report --kernel 6.18.0 arm64_only.s
check report_foreign_arch_forced 0 report --kernel 6.18.0 --arch x86_64 --format ranges arm64_only.s
# optimize and diff switch to the filter's architecture as report does: an
# arm64 policy is not optimized into "kill everything", nor called the same
# as another arm64 policy because both kill every x86_64 call.
check optimize_foreign_arch 0 optimize --kernel 6.18.0 -f asm arm64_only.s -o -
check diff_foreign_arch 1 diff arm64_only.s -- arm64_allow_all.s
check diff_foreign_arch_same 0 diff arm64_only.s -- arm64_only.s
check diff_foreign_arch_forced 0 diff --arch x86_64 arm64_only.s -- arm64_allow_all.s
check eval_big_endian_file 0 eval real/tor-big-endian.bpf x86_64 read
check eval_endian_big 0 eval --endian big real/tor-big-endian.bpf x86_64 read
check eval_endian_wrong 2 eval --endian little real/tor-big-endian.bpf x86_64 read
check eval_endian_bad 2 eval --endian middle real/tor.bpf x86_64 read
check eval_mips_vectors 0 eval mips_be.s --vectors mips_vectors.txt
check report_mips 0 report --kernel 6.18.0 --arch mips64 --format json mips_be.s
check report_unknown_arch_list 2 report --arch vax x86_basic.bpf

# Profiles as runtimes apply them: capabilities (none, podman's, docker's
# and one more), archMap's sub-architectures with --arch, uint64 values
# past 2^63, minKernel against --kernel; what was assumed is said.
check profile_caps_none 0 eval caps_profile.json --vectors caps_vectors.txt
check profile_caps_podman 0 eval --runtime podman caps_profile.json --vectors caps_vectors.txt
check profile_caps_docker 0 eval --runtime docker --cap CAP_SYS_ADMIN caps_profile.json --vectors caps_vectors.txt
check profile_arch_subarches 0 eval --arch x86_64 caps_profile.json --vectors caps_vectors.txt
check profile_dropped_arches 0 eval --arch ia32 profile.json ia32 read
# A release before the cache says it has none; one past seccache's tables
# is read as the newest, with a warning (issue 34: both were silent).
check report_kernel_no_cache 0 report -m kernel --kernel 5.10 --format ranges x86_basic.bpf
check report_kernel_future 0 report -m kernel --kernel 99.1 --format ranges x86_basic.bpf
check optimize_kernel_future 0 optimize --kernel 99.1 x86_basic.bpf -o "$WORK/future.bpf"
# A compat ABI given first stands for its machine, and says so (issue 34:
# it was silent).
check arch_compat_machine 0 eval --arch arm x86_basic.bpf arm getpid
# A profile for a big-endian architecture on this little-endian host:
# libseccomp exports the program in s390x's byte order.
check profile_big_endian 0 report --kernel 7.3.4-seccache --arch s390x --format ranges profile.json
check profile_big_endian_eval 0 eval --arch ppc64 profile.json ppc64 read
# A capability is spelled as Docker, podman and libcap accept it; a typo
# is an input error, not a capability no rule tests (issue 18, item 11).
check profile_bad_cap 2 eval --cap CAP_SYS_ADMN caps_profile.json x86_64 read
check profile_cap_docker_spelling 0 eval --cap sys_chroot caps_profile.json x86_64 chroot
# Docker's --cap-add ALL: every capability, so both rules that test one apply.
check profile_cap_all 0 eval --cap all caps_profile.json --vectors caps_vectors.txt
check diff_cap_all 1 diff caps_profile.json -- --cap ALL caps_profile.json
# diff's B-OPTIONS after --: each side's capabilities.
check diff_cap_per_side 1 diff caps_profile.json -- --cap SYS_CHROOT caps_profile.json
check diff_cap_runtime_per_side 1 diff --runtime podman caps_profile.json -- --runtime docker caps_profile.json
check diff_cap_same 0 diff --cap MKNOD caps_profile.json -- --cap CAP_MKNOD caps_profile.json
check diff_b_option_arch 2 diff x86_basic.bpf -- --arch x86_64 x86_basic.bpf
check diff_b_option_max 2 diff x86_basic.bpf -- --max 2 x86_basic.bpf
check diff_b_no_source 2 diff x86_basic.bpf -- --cap SYS_CHROOT
# Every difference (issue 36, item 3): --all lists each witness and run,
# the summary by syscall is whole whatever --max, and witnesses follow the
# ABIs in report's order (x86_64, ia32, x32). What CAP_SYS_ADMIN changes in
# Docker's profile, call by call; --json, one document with "version".
check diff_all 1 diff --all x86_basic.bpf -- deny_open.bpf
diff_eval diff_all x86_basic.bpf deny_open.bpf
check diff_docker_sys_admin 1 diff -q --all --runtime docker real/docker-default.json -- \
	--runtime docker --cap SYS_ADMIN real/docker-default.json
check diff_json 1 diff --json caps_profile.json -- --cap ALL caps_profile.json
check diff_json_equivalent 0 diff --json x86_basic.bpf -- x86_basic.bpf
check diff_json_unknown 1 diff --json chain160.s -- chain160.s
NOGOLDEN=1 check diff_json_docker 1 diff -q --json --all --runtime docker \
	real/docker-default.json -- --runtime docker --cap SYS_ADMIN real/docker-default.json
python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
assert d["version"] == 1 and d["verdict"] == "different", d["verdict"]
assert len(d["witnesses"]) == d["differences"] > 16, d["differences"]
order = {"x86_64": 0, "ia32": 1, "x32": 2}
rows = [order[r["arch"]] for r in d["syscalls"]]
assert rows == sorted(rows), "syscalls out of ABI order"
names = {(r["arch"], r["name"]) for r in d["syscalls"]}
for abi in order:
	assert (abi, "mount") in names, abi
mount = [r for r in d["syscalls"] if r["name"] == "mount"][0]
assert mount["a"]["actions"] == ["ERRNO(1)"] and mount["b"]["actions"] == ["ALLOW"]
' "$WORK/diff_json_docker.out" 2>"$WORK/diff_json_docker.py" ||
	{ name=diff_json_docker; fail "$(cat "$WORK/diff_json_docker.py")"; }
check diff_all_and_max 2 diff --all --max 2 x86_basic.bpf -- deny_open.bpf
check diff_b_option_json 2 diff x86_basic.bpf -- --json x86_basic.bpf
check diff_b_option_all 2 diff x86_basic.bpf -- --all x86_basic.bpf
check profile_bad_runtime 2 eval --runtime lxc caps_profile.json x86_64 read

# Compiled as each runtime compiles it (issue 34): runc (Docker's,
# containerd's, podman-runc's) puts its ENOSYS stub first, so a call newer
# than the profile's newest name says ENOSYS, as in a live runc container;
# crun (podman's) gives the default action. The "as given" figures name
# the runtime whose filter they describe.
C=../../../examples/container.json
check runtime_eval_runc 0 eval --kernel 6.18.0 --runtime runc $C x86_64 statmount
check runtime_eval_crun 0 eval --kernel 6.18.0 --runtime crun $C x86_64 statmount
check runtime_eval_docker_ia32 0 eval --kernel 6.18.0 --runtime docker $C ia32 statmount
check runtime_eval_podman 0 eval --kernel 6.18.0 --runtime podman $C x86_64 statmount
check runtime_eval_podman_runc 0 eval --kernel 6.18.0 --runtime podman-runc $C x86_64 statmount
# x32's newest name is pwritev2, 547: statmount's 457 is below it.
check runtime_eval_x32_hole 0 eval --kernel 6.18.0 --runtime runc $C x32 statmount
check runtime_report_runc 0 report --kernel 6.18.0 --runtime runc profile.json
check runtime_report_crun 0 report --kernel 6.18.0 --runtime crun profile.json
check runtime_disasm_stub 0 disasm --runtime runc profile.json
check runtime_diff_runc_crun 1 diff --runtime runc profile.json -- --runtime crun profile.json
check runtime_optimize_runc 0 optimize --kernel 6.18.0 --runtime runc $C -o "$WORK/runc.bpf"
check runtime_optimize_crun 0 optimize --kernel 6.18.0 --runtime crun $C -o "$WORK/crun.bpf"
check runtime_optimize_runc_1_2 0 optimize --kernel 6.18.0 --runtime runc-1.2 $C -o "$WORK/runc12.bpf"
check runtime_bad_version 2 eval --runtime runc-1.0 profile.json x86_64 read
check runtime_bad_riscv 2 eval --runtime runc --arch riscv64 profile.json riscv64 read
check runtime_oci_runc 2 oci --dry-run --runtime docker oci/bundle
check runtime_oci_podman 0 oci --dry-run --runtime podman oci/bundle
# docker run --cap-drop: chroot is CAP_SYS_CHROOT's in Docker's default;
# dropping from ALL has no list to drop from; the engine's own version.
D=real/docker-default.json
check runtime_cap_drop 0 eval -q --kernel 6.18.0 --runtime docker --cap-drop SYS_CHROOT \
	$D x86_64 chroot
check runtime_cap_drop_all 2 eval -q --cap ALL --cap-drop SYS_CHROOT $D x86_64 chroot
check runtime_engine_version 0 eval --kernel 6.18.0 --runtime podman-runc-5.2 \
	$C x86_64 statmount
check runtime_bad_engine_version 2 eval --runtime docker-19.03 $C x86_64 read

# syscall: name to number and back, in any ABI; 1 for no such call, 2 for
# bad input.
check syscall_name 0 syscall --arch x86_64 execve
check syscall_number 0 syscall --arch x86_64 59
check syscall_hex 0 syscall --arch x86_64 0x3b
check syscall_x32 0 syscall --arch x32 execve
check syscall_mips 0 syscall --arch mips 4011
check syscall_ia32 0 syscall -a ia32 execve
check syscall_parisc 0 syscall --arch parisc64 execve
check syscall_arm_private 0 syscall --arch arm cacheflush
check syscall_arm_private_nr 0 syscall --arch arm 0xf0005
check syscall_json 0 syscall --json --arch x32 execve
check syscall_json_number 0 syscall -j --arch x86_64 59
check syscall_json_unknown 1 syscall --json --arch x86_64 no_such_call
check syscall_arm64_private 1 syscall --arch aarch64 cacheflush
check syscall_no_name 1 syscall --arch x86_64 no_such_call
check syscall_no_number 1 syscall --arch aarch64 4000
check syscall_bad_number 2 syscall 12abc
check syscall_too_big 2 syscall 0x100000000
check syscall_bad_arch 2 syscall --arch sparc64 read
check syscall_no_operand 2 syscall
check syscall_two_operands 2 syscall read write
# --list: every call of an ABI, NAME NR in number order (what completion
# offers): x32's with their bit, arm's private calls past the table.
check syscall_list_x32 0 syscall --list --arch x32
check syscall_list_arm 0 syscall -l --arch arm
check syscall_list_json 0 syscall --list --json --arch mipsel64n32
check syscall_list_operand 2 syscall --list --arch x86_64 read
name=syscall_list_order
count=$((count + 1))
sort -c -n -k 2 "$WORK/syscall_list_arm.out" || fail "syscall --list is not in number order"

# -q silences notes and warnings, never errors; --color chooses colour, and
# without it (auto) neither NO_COLOR nor TERM=dumb gets any.
check quiet_profile_note 0 eval -q profile.json x86_64 read
check quiet_warning 0 disasm --quiet invalid.bpf
check quiet_error 2 eval -q no-such-file.bpf x86_64 read
check quiet_dump_option 2 dump -q
check color_always 0 eval --color=always x86_basic.bpf x86_64 getpid
check color_never 0 report --color=never --kernel 6.18.0 x86_basic.bpf
check color_bare 0 eval --color x86_basic.bpf x86_64 getpid
check color_bad 2 eval --color=sometimes x86_basic.bpf x86_64 getpid
# disasm: returns by action, comments dim, in both texts.
check color_disasm 0 disasm --color=always x86_basic.bpf
check color_disasm_c 0 disasm --color=always --c-like android_x86.s
# auto: on a terminal (script(1) makes one) only, and never for TERM=dumb or
# with NO_COLOR set.
if command -v script >/dev/null 2>&1; then
	# on_tty ARGS: seccache ARGS (quoted for sh -c) on a terminal.
	on_tty() {
		script -qec "'$SECCACHE' $*" /dev/null
	}
	eval_tty="eval '$DATA/x86_basic.bpf' x86_64 getpid"
	disasm_tty="disasm --c-like '$DATA/x86_basic.bpf'"
	esc=$(printf '\033')
	count=$((count + 1))
	name=color_auto_terminal
	TERM=xterm on_tty "$eval_tty" | grep -q "$esc" || fail "no colour on a terminal"
	name=color_auto_dumb
	TERM=dumb on_tty "$eval_tty" | grep -q "$esc" && fail "colour for TERM=dumb"
	name=color_auto_no_color
	TERM=xterm NO_COLOR=1 on_tty "$eval_tty" | grep -q "$esc" && fail "colour with NO_COLOR"
	count=$((count + 1))
	name=color_auto_disasm_terminal
	TERM=xterm on_tty "$disasm_tty" | grep -q "$esc" || fail "no colour on a terminal"
	name=color_auto_disasm_dumb
	TERM=dumb on_tty "$disasm_tty" | grep -q "$esc" && fail "colour for TERM=dumb"
fi

# oci: a bundle's linux.seccomp, as crun reads it, into crun's annotation.
# A copy is rewritten; the file written is golden (keys in their order, the
# file's indentation), and a second run changes nothing.
cp -r "$DATA/oci/bundle" "$WORK/bundle"
check oci_dry_run 0 oci --dry-run oci/bundle
check oci_write 0 oci "$WORK/bundle"
golden oci_written "$WORK/bundle/config.json"
cp "$WORK/bundle/config.json" "$WORK/written.json"
check oci_unchanged 0 oci "$WORK/bundle"
same "$WORK/written.json" "$WORK/bundle/config.json"
check oci_check 0 oci --check "$WORK/bundle"
check oci_check_none 0 oci --check oci/bundle
check oci_print 0 oci -q -n --print oci/bundle
check oci_raw 0 oci -q -n -o "$WORK/oci.bpf" oci/bundle/config.json
check oci_raw_disasm 0 disasm "$WORK/oci.bpf"
# crun ignores moby's fields; flags and listenerPath stay crun's to read.
check oci_moby_fields 0 oci -n oci/moby.json
check oci_listener 0 oci -n oci/listener.json
# Values past INT64_MAX (AT_FDCWD as a uint64, an rlimit), which crun and
# report read, are compiled and written back as they were (issue 34: "too
# big integer").
cp "$DATA/oci/big_value.json" "$WORK/big_value.json"
check oci_big_value 0 oci "$WORK/big_value.json"
golden oci_big_value_written "$WORK/big_value.json"
# An annotation crun runs is replaced only by its equal.
cp "$DATA/oci/allow_all.json" "$WORK/allow_all.json"
check oci_check_different 1 oci --check oci/allow_all.json
check oci_replace_different 1 oci "$WORK/allow_all.json"
same "$DATA/oci/allow_all.json" "$WORK/allow_all.json"
# What crun refuses to compile, the annotation would let run: refused.
check oci_errno_kill 2 oci -n oci/errno_kill.json
check oci_default_errno_allow 2 oci -n oci/default_errno_allow.json
check oci_seven_args 2 oci -n oci/seven_args.json
check oci_fail_unknown 2 oci -n oci/fail_unknown.json
check oci_bad_annotation 2 oci --check oci/bad_annotation.json
check oci_no_seccomp 2 oci -n oci/no_seccomp.json
check oci_bad_json 2 oci -n oci/bad_json.json
check oci_missing 2 oci -n oci/no-such-bundle
check oci_no_bundle 2 oci
check oci_two_bundles 2 oci oci/bundle oci/bundle
check oci_check_print 2 oci --check --print oci/bundle

# Bash completion: every subcommand, ABI and option, values included, and
# pid: whole although bash splits words at ':'.
if command -v bash >/dev/null 2>&1; then
	# complete_with SECCACHE LINE: what completion offers, SECCACHE being
	# the command typed.
	complete_with() {
		(cd "$DATA" && bash "$SRC/completion.bash" \
			"$SRC/../../completion/seccache.bash" "$@")
	}
	complete_words() {
		complete_with "$SECCACHE" "$@"
	}
	for words in "" "sy" "help d" "report --arch " "eval --endian " "eval --cap CAP_SYS_A" "eval --cap A" \
		"report --runtime " "eval --color=" "report --" "eval --" "bench --" "audit --" "audit --severity " \
		"run --" "syscall --" "syscall --arch x32 exec" "syscall -a arm set_t" \
		"syscall --arch x86_64 read " "syscall --list --arch arm " \
		"eval x86_basic.bpf x86_64 execv" "optimize --" "diff --" "diff x86_basic.bpf -- --" \
		"asm --" "disasm --" "oci --" \
		"oci -n oci/bu" "oci -p oci/bu"; do
		printf '%s: %s\n' "$words" "$(complete_words "$words" | tr '\n' ' ')"
	done >"$WORK/completion.out"
	golden completion "$WORK/completion.out"
	count=$((count + 1))
	name=completion_pid
	complete_words 'report pid:1' | grep -qx 1 || fail "pid:1 does not complete"
	count=$((count + 1))
	name=completion_pid_thread
	complete_words 'eval pid:1/' | grep -qx 1/1 || fail "pid:1/ does not complete its threads"
	# eval SOURCE... ARCH SYSCALL: after a SOURCE the ABI is offered with
	# the files, and after the ABI that ABI's calls, no file (issue 34:
	# files only).
	count=$((count + 1))
	name=completion_eval_arch
	complete_words 'eval x86_basic.bpf x8' | grep -qx x86_64 || fail "eval's ABI does not complete"
	count=$((count + 1))
	name=completion_eval_call
	got=$(complete_words 'eval --arch x86_64 x86_basic.bpf x86_64 ' | tr '\n' ' ')
	case " $got " in
	*" x86_basic.bpf "*) fail "after eval's ABI, completion offers files" ;;
	*" execve "*) ;;
	*) fail "after eval's ABI, completion offers '$got', not its calls" ;;
	esac
	count=$((count + 1))
	name=completion_eval_args
	got=$(complete_words 'eval x86_basic.bpf x86_64 read ' | grep . | tr '\n' ' ')
	[ -z "$got" ] || fail "after eval's call, completion offers '$got'"
	# syscall [--arch ARCH] NAME: that ABI's names (issue 34: nothing).
	count=$((count + 1))
	name=completion_syscall_arch
	complete_words 'syscall --arch aarch64 ' | grep -qx io_uring_setup ||
		fail "syscall --arch aarch64 offers no calls"
	# A seccache that does not run offers no subcommands, and the rest still.
	count=$((count + 1))
	name=completion_no_command
	got=$(complete_with "$WORK/no-such-seccache" "" 2>&1 | tr '\n' ' ')
	[ "$got" = "--version --help --list-commands " ] ||
		fail "with no command, completion offers '$got'"
	got=$(complete_with "$WORK/no-such-seccache" "diff --b" 2>&1)
	[ "$got" = "--budget" ] || fail "with no command, diff --b completes to '$got'"
	# Every option --help gives, completion offers.
	for sub in $subcommands; do
		name=completion_options_$sub
		count=$((count + 1))
		offered=" $(complete_words "$sub --" | tr '\n' ' ')"
		for opt in $("$SECCACHE" "$sub" --help | grep -oE -- '^ +(-[a-zA-Z], )?--[a-z][a-z-]*' |
				grep -oE -- '--[a-z][a-z-]*' | sort -u); do
			case $offered in
			*" $opt "* | *" $opt= "*) ;;
			*) fail "$sub --help has $opt, completion does not" ;;
			esac
		done
	done
fi

# --help and the manual page name the same options, for every subcommand.
for sub in $subcommands; do
	name=help_matches_man_$sub
	count=$((count + 1))
	for opt in $("$SECCACHE" "$sub" --help | grep -oE -- '--[a-z][a-z-]*' | sort -u); do
		man=$(printf '%s' "$opt" | sed 's/-/\\\\-/g')
		grep -q -- "$man" "$SRC/../../docs/seccache.1" ||
			fail "$sub --help has $opt, docs/seccache.1 does not"
	done
done
# Every message of the command starts with "seccache:".
for f in "$EXPECTED"/*/*.err; do
	name=messages_$(basename "$f" .err)
	grep -v '^seccache: ' "$f" | grep -q . &&
		fail "a line of $(basename "$f") does not start with 'seccache:'"
done
