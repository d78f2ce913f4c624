# shellcheck shell=sh
# SPDX-License-Identifier: MIT
#
# live.sh - what tests/oci/runc.sh (runc run directly) and
# tests/oci/engines.sh (podman and Docker) share: a live container's
# filter against seccache's compilation, and calls made in the container
# against seccache eval. Sourced after report.sh, with SECCACHE and WORK
# set; calls.c's calls.

# compile OUT ARG...: seccache disasm ARG... (--runtime, --cap, the
# profile) as raw records in OUT.
compile() {
	out=$1
	shift
	"$SECCACHE" disasm -q "$@" >"$out.s" && "$SECCACHE" asm "$out.s" >"$out"
}

# compare NAME WHO LIVE OCI ARG...: LIVE, the container's filter, against
# seccache's compilation (seccache disasm ARG...), WHO's. OCI is the
# profile as the runtime got it (config.json's linux.seccomp): its crun
# compilation is libseccomp's program alone, what follows runc's stub.
# Where the stub lays out its arches in another order (Go's map order,
# random on every run), the program after it must be byte for byte
# libseccomp's, and the whole proved equivalent by seccache diff.
compare() {
	name=$1
	who=$2
	live=$3
	oci=$4
	shift 4
	want=$WORK/$name.want.bpf
	body=$WORK/$name.body.bpf
	if ! compile "$want" "$@" || ! compile "$body" --runtime crun "$oci"; then
		fail "$name: seccache compiles the profile"
		return
	fi
	insns=$(($(stat -c %s "$want") / 8))
	stub=$((insns - $(stat -c %s "$body") / 8))
	if cmp -s "$live" "$want"; then
		ok "$name: the live filter is seccache's $who compilation, byte for byte" \
			"($insns instructions, $stub of stub)"
		return
	fi
	check "$name: live filter $(($(stat -c %s "$live") / 8)) instructions, seccache's $insns" \
		test "$(stat -c %s "$live")" = "$(stat -c %s "$want")"
	if [ "$stub" = 0 ]; then
		fail "$name: the live filter is not seccache's $who compilation (no stub to reorder)"
		"$SECCACHE" diff --arch x86_64 "$live" -- "$want" | sed 's/^/     | /'
		return
	fi
	check "$name: after runc's $stub-instruction stub, libseccomp's program byte for byte" \
		cmp -i "0:$((stub * 8))" "$body" "$live"
	check "$name: the stub's arches in another order (Go's map order): proved equivalent" \
		"$SECCACHE" diff -q --arch x86_64 "$live" -- "$want"
}

# calls NAME EXEC ARGS SPEC...: calls.c's "nr SPEC..." run by EXEC (a
# command, words) in the container; each errno against what seccache eval
# ARGS (words: --runtime, --cap, the profile) says, one eval --vectors.
calls() {
	name=$1
	exec_cmd=$2
	args=$3
	shift 3
	# shellcheck disable=SC2086 # EXEC is a command of several words
	$exec_cmd /calls nr "$@" >"$WORK/$name.calls" 2>&1
	sed 's/^/     | /' "$WORK/$name.calls"
	: >"$WORK/$name.vectors"
	for spec in "$@"; do
		abi=x86_64
		[ "${spec#i}" != "$spec" ] && abi=ia32
		echo "$abi ${spec#i}" | tr ':' ' ' >>"$WORK/$name.vectors"
	done
	# shellcheck disable=SC2086 # ARGS are options and a file, words
	"$SECCACHE" eval -q $args --vectors "$WORK/$name.vectors" >"$WORK/$name.eval" 2>&1 ||
		{ fail "$name: seccache eval: $(cat "$WORK/$name.eval")"; return; }
	same=0
	compared=0
	i=0
	for spec in "$@"; do
		i=$((i + 1))
		want=$(sed -n "${i}p" "$WORK/$name.eval")
		got=$(grep "^$spec " "$WORK/$name.calls" | sed -n 's/.*= -1 errno \([0-9]*\).*/\1/p')
		case $want in
		ERRNO\(*\))
			compared=$((compared + 1))
			if [ "$got" = "$(echo "$want" | tr -dc 0-9)" ]; then
				same=$((same + 1))
			else
				echo "     $name: $spec: seccache eval says $want, the container errno ${got:-none}"
			fi ;;
		esac
	done
	if [ "$compared" -gt 0 ] && [ "$same" = "$compared" ]; then
		ok "$name: $compared calls get the errno seccache eval $(echo "$args" | sed 's|  *| |g; s| [^ ]*$||') predicts"
	else
		fail "$name: $same of $compared calls get the errno seccache predicts"
	fi
}

# narrow SRC OUT: the Docker profile SRC for x86_64 alone, with AT_FDCWD
# written as a uint64 (18446744073709551516) in a rule of its own.
narrow() {
	python3 -c '
import json, sys
src, out = sys.argv[1:3]
with open(src) as f:
    p = json.load(f)
p.pop("archMap", None)
p["architectures"] = ["SCMP_ARCH_X86_64"]
for rule in p["syscalls"]:
    rule["names"] = [n for n in rule["names"] if n != "fchmodat"]
p["syscalls"] = [r for r in p["syscalls"] if r["names"]]
p["syscalls"].append({"names": ["fchmodat"], "action": "SCMP_ACT_ERRNO", "errnoRet": 13,
                      "args": [{"index": 0, "value": 18446744073709551516, "op": "SCMP_CMP_EQ"}]})
p["syscalls"].append({"names": ["fchmodat"], "action": "SCMP_ACT_ALLOW",
                      "args": [{"index": 0, "value": 18446744073709551516, "op": "SCMP_CMP_NE"}]})
with open(out, "w") as f:
    json.dump(p, f, indent=1)
' "$1" "$2"
}
