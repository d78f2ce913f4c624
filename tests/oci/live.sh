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
# command, words) in the container, then answers.
calls() {
	name=$1
	exec_cmd=$2
	shift 2
	# shellcheck disable=SC2086 # EXEC is a command of several words
	$exec_cmd /calls nr "$@" >"$WORK/$name.calls" 2>&1
	answers "$name" "$@"
}

# answers NAME ARGS SPEC...: WORK/NAME.calls, calls.c's lines for the
# calls SPEC..., shown, and each errno against what seccache eval ARGS
# (words: --runtime, --cap, the profile) says, one eval --vectors; the
# verdict lists the calls compared, SPEC=ERRNO.
answers() {
	name=$1
	args=$2
	shift 2
	printf '%s\n' "$@" | awk '{
		abi = sub(/^i/, "") ? "ia32" : "x86_64"
		gsub(/:/, " ")
		print abi, $0
	}' >"$WORK/$name.vectors"
	# shellcheck disable=SC2086 # ARGS are options and a file, words
	"$SECCACHE" eval -q $args --vectors "$WORK/$name.vectors" >"$WORK/$name.eval" 2>&1 ||
		{ fail "$name: seccache eval: $(cat "$WORK/$name.eval")"; return; }
	# The specs, eval's answers in their order, the container's lines.
	printf '%s\n' "$@" | awk -v name="$name" -v evals="$WORK/$name.eval" \
		-v made="$WORK/$name.calls" -v verdict="$WORK/$name.verdict" '
	{ spec[NR] = $1 }
	END {
		while ((getline line < made) > 0) {
			print "     | " line
			split(line, w, " ")
			got[w[1]] = line ~ /= -1 errno / ? line : ""
			sub(/.*= -1 errno /, "", got[w[1]])
			sub(/ .*/, "", got[w[1]])
		}
		for (i = 1; i <= NR && (getline want < evals) > 0; i++) {
			if (want !~ /^ERRNO\(/)
				continue
			gsub(/[^0-9]/, "", want)
			compared++
			if (got[spec[i]] == want) {
				same++
				list = list " " spec[i] "=" want
			} else {
				printf "     %s: %s: seccache eval says ERRNO(%s), the container errno %s\n",
					name, spec[i], want, got[spec[i]] == "" ? "none" : got[spec[i]]
			}
		}
		printf "%d %d%s\n", same, compared, list > verdict
	}'
	read -r same compared list <"$WORK/$name.verdict"
	if [ "$compared" -gt 0 ] && [ "$same" = "$compared" ]; then
		ok "$name: $compared calls get the errno seccache eval" \
			"$(echo "$args" | sed 's|  *| |g; s| [^ ]*$||') predicts: $list"
	else
		fail "$name: $same of $compared calls get the errno seccache predicts"
	fi
}

# narrow SRC OUT [RULES]: the Docker profile SRC for x86_64 alone, with
# AT_FDCWD written as a uint64 (18446744073709551516) in a rule of its
# own. RULES, if given, receives the same with what engines.sh asks of
# the engines' reading: defaultErrnoRet 38 (Docker 20.10 drops it),
# syslog's errno under a minKernel (99.0) no kernel has (podman 4.3
# reads no minKernel), acct's errno by name (podman reads "errno",
# Docker 20.10 does not). One python for both.
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
if len(sys.argv) > 3:
    p["defaultErrnoRet"] = 38
    p["syscalls"].append({"names": ["syslog"], "action": "SCMP_ACT_ERRNO", "errnoRet": 5,
                          "includes": {"minKernel": "99.0"}})
    p["syscalls"].append({"names": ["acct"], "action": "SCMP_ACT_ERRNO", "errno": "EXDEV"})
    with open(sys.argv[3], "w") as f:
        json.dump(p, f, indent=1)
' "$@"
}
