#!/bin/sh
# SPDX-License-Identifier: MIT
#
# engines.sh - seccache's compilation for the container engines against
# the real ones: podman with runc and with crun, and Docker (a dockerd
# this script starts and stops), each running a busybox image imported
# from a root file system (no registry) under --security-opt
# seccomp=PROFILE: Docker's default profile, podman's own
# (/usr/share/containers/seccomp.json), examples/container.json and
# examples/denylist.json, Docker's default for x86_64 alone with argument
# rules (uint64 values past INT64_MAX, an errno by name, a minKernel no
# kernel has, defaultErrnoRet 38), and Docker's default with capabilities
# added and dropped. Each container's filter, read with seccache dump,
# must be seccache's compilation for that engine (seccache --runtime
# ENGINE-VERSION, with --cap and --cap-drop as given to the engine) byte
# for byte, or after runc's stub (whose arches Go's map order shuffles)
# byte for byte and proved equivalent by seccache diff (tests/oci/live.sh);
# and calls made in the container must get the errno seccache eval says.
#
# Each container runs calls.c's "hold" as its command: it makes the
# calls, writes their answers in its root and waits, so that its filter
# is dumped from the process that made them, with no exec. One image per
# engine, one container per engine and profile, one inspect and one rm for
# all of an engine's containers, one dockerd.
#
# Usage: engines.sh SECCACHE [SUMMARY]
# SUMMARY, if given, receives {"passed": N, "failed": N, "skipped": N}.
# Needs root, busybox and a static C library; each engine missing or unable
# to run here says SKIP with the reason. Storage, state and the daemon live
# in a temporary directory, in a mount namespace of their own; nothing is
# left behind. The root file system is report.sh's rootfs (with
# SECCACHE_OCI_ROOT, run.sh's and runc.sh's).
set -u

SRC=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$SRC/../.." && pwd)
SECCACHE=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
SUMMARY=${2:-}
NAME=engines
# shellcheck source=report.sh
. "$SRC/report.sh"
# shellcheck source=live.sh
. "$SRC/live.sh"
start=$(date +%s.%N)
skipped=0

need engines python3 unshare

# Mounts (podman's shm, the engines' storage) die with a private mount
# namespace.
if [ -z "${SECCACHE_ENGINES_NS:-}" ]; then
	SECCACHE_ENGINES_NS=1 exec unshare -m --propagation private "$0" "$@"
fi

WORK=$(mktemp -d)
IMAGE=localhost/seccache-busybox:test
PODMAN=""
DOCKERD_PID=""
# Containers that may still run: removed at the end if the test did not.
PODMAN_LEFT=""
DOCKER_LEFT=""
# What the engines create outside their roots, removed if they were not there.
CREATED=""
for path in /etc/docker /run/docker /var/lib/containers /etc/cni/net.d/cni.lock; do
	[ -e "$path" ] || CREATED="$CREATED $path"
done

podman_() {
	podman --root "$WORK/podman/root" --runroot "$WORK/podman/run" \
		--tmpdir "$WORK/podman/tmp" --storage-driver vfs --events-backend none \
		--cgroup-manager cgroupfs "$@"
}
docker_() {
	/usr/bin/docker -H "unix://$WORK/docker/docker.sock" "$@"
}

cleanup() {
	[ -n "$PODMAN_LEFT" ] && podman_ rm -a -f -t 0 >/dev/null 2>&1
	if [ -n "$DOCKERD_PID" ]; then
		# shellcheck disable=SC2046 # container ids, words
		[ -n "$DOCKER_LEFT" ] && docker_ rm -f $(docker_ ps -aq 2>/dev/null) >/dev/null 2>&1
		kill "$DOCKERD_PID" 2>/dev/null
		for _ in $(seq 100); do
			kill -0 "$DOCKERD_PID" 2>/dev/null || break
			sleep 0.1
		done
	fi
	# What is still mounted under WORK, deepest first.
	awk -v w="$WORK" '$2 ~ "^" w { print $2 }' /proc/self/mounts | sort -r |
		while read -r m; do umount -l "$m"; done
	rm -rf "$WORK"
	for path in $CREATED; do
		rm -rf "$path"
	done
}
trap cleanup EXIT
# dash runs no EXIT trap for a script a signal kills: clean up, then exit
# as killed (128 + the signal), so that a timeout leaves no dockerd, no
# /etc/docker and no containers behind.
trap 'cleanup; trap - EXIT; exit 130' INT
trap 'cleanup; trap - EXIT; exit 143' TERM

# part_skip WHAT REASON: one engine or runtime cannot run here.
part_skip() {
	echo "SKIP $1: $2"
	skipped=$((skipped + 1))
}

# step WHAT: WHAT took the time since the last step; laps WHO: WHO's
# steps in a line, and the time since the start.
step() {
	now=$(date +%s.%N)
	STEPS="$STEPS, $1 $(awk "BEGIN { printf \"%.1f\", $now - $LAST }") s"
	LAST=$now
}
laps() {
	echo "     ($1: ${STEPS#, }; $(awk "BEGIN { printf \"%.1f\", $LAST - $start }") s since the start)"
	STEPS=
}
LAST=$start
STEPS=

# The image's root: busybox and calls, report.sh's.
mkdir -p "$WORK/profiles" "$WORK/podman/tmp"
rootfs
IA32=
"$ROOTFS/calls" nr i20 >/dev/null 2>&1 && IA32=yes
[ -n "$IA32" ] || echo "     (no int 0x80 on this kernel: no ia32 calls)"

# The profiles: Docker's default, podman's, two examples, rules (live.sh's
# narrow: x86_64 alone, a uint64 argument, and what the engines read
# differently) and caps (Docker's default, capabilities added and dropped).
P=$WORK/profiles
DOCKER_DEFAULT=$ROOT/tests/golden/data/real/docker-default.json
cp "$DOCKER_DEFAULT" "$P/docker-default.json"
cp "$ROOT/examples/container.json" "$P/container.json"
cp "$ROOT/examples/denylist.json" "$P/denylist.json"
cp "$DOCKER_DEFAULT" "$P/caps.json"
PROFILES="docker-default container denylist rules caps"
if [ -f /usr/share/containers/seccomp.json ]; then
	cp /usr/share/containers/seccomp.json "$P/podman-default.json"
	PROFILES="$PROFILES podman-default"
fi
if ! narrow "$DOCKER_DEFAULT" "$WORK/narrow.json" "$P/rules.json"; then
	fail "the rules profile"
	summary 0
	exit 1
fi

# Capabilities added and dropped (caps.json): for the engine, for seccache.
CAPS_ENGINE="--cap-add SYS_ADMIN --cap-add SYS_PTRACE --cap-drop SYS_CHROOT"
CAPS_SECCACHE="--cap SYS_ADMIN --cap SYS_PTRACE --cap-drop SYS_CHROOT"

# Calls: newer than any name (ENOSYS from runc's stub), reboot, getpid,
# ia32's and x32's (as runc.sh); rules: the uint64 rule, syslog, acct;
# caps: chroot (dropped), mount and unshare (SYS_ADMIN, harmless here).
# rules is x86_64's alone: its ia32 and x32 calls are killed.
NEW="457 458 462 1000 169 39"
CALLS="$NEW 0x400001c9 0x40000224"
[ -n "$IA32" ] && CALLS="$CALLS i457 i88 i20"

# specs PROFILE: the calls made under PROFILE.
specs() {
	case $1 in
	denylist) echo "169 167 39" ;;
	rules) echo "$NEW 268:0xffffffffffffff9c 268:5 103:10 163:0" ;;
	caps) echo "$CALLS 161:0 165:0:0:0 272:0" ;;
	*) echo "$CALLS" ;;
	esac
}

# collect ENGINE RUNTIME LIST: for each container of LIST, lines
# "PROFILE PID CONFIG" (CONFIG: the config.json ENGINE wrote for it),
# while it holds: its calls' answers, its filter (seccache dump) and
# CONFIG, in WORK/ENGINE-PROFILE.*; judge reads them as RUNTIME.
collect() {
	while read -r profile pid config <&3; do
		tag=$1-$profile
		for _ in $(seq 100); do
			grep -qx end "/proc/$pid/root/calls.out" 2>/dev/null && break
			sleep 0.1
		done
		if ! grep -v -x end "/proc/$pid/root/calls.out" >"$WORK/$tag.calls" 2>"$WORK/$tag.err"; then
			fail "$tag: no answers from the calls in pid $pid: $(cat "$WORK/$tag.err")"
			continue
		fi
		mkdir -p "$WORK/$tag.dump"
		if ! "$SECCACHE" dump -q "pid:$pid" -o "$WORK/$tag.dump" >"$WORK/$tag.err" 2>&1; then
			fail "$tag: seccache dump of pid $pid: $(cat "$WORK/$tag.err")"
			continue
		fi
		if ! cp "$config" "$WORK/$tag.config.json" 2>"$WORK/$tag.err"; then
			fail "$tag: the engine's config.json: $(cat "$WORK/$tag.err")"
			continue
		fi
		echo "$tag $2 $profile" >>"$WORK/judge"
	done 3<"$3"
}

# judge: every container collect kept, the engines' and runtimes' in
# turn: its filter against seccache's compilation as its RUNTIME, its
# calls against seccache eval.
judge() {
	[ -f "$WORK/judge" ] || return
	# The profile as the runtime got it, config.json's linux.seccomp: one
	# python for all.
	# shellcheck disable=SC2046 # the tags, words
	if ! python3 -c '
import json, sys
for tag in sys.argv[2:]:
    with open(sys.argv[1] + "/" + tag + ".config.json") as f:
        seccomp = json.load(f)["linux"]["seccomp"]
    with open(sys.argv[1] + "/" + tag + ".oci.json", "w") as f:
        json.dump(seccomp, f)
' "$WORK" $(cut -d ' ' -f 1 "$WORK/judge"); then
		fail "the engines' config.json: no linux.seccomp"
		return
	fi
	while read -r tag runtime profile <&3; do
		extra=
		[ "$profile" = caps ] && extra=$CAPS_SECCACHE
		# Filters from outside (an outer sandbox's) come first; the runtime's is the newest.
		newest=$(tail -n 1 "$WORK/$tag.dump/flags.txt" | cut -d ' ' -f 1)
		# shellcheck disable=SC2086 # EXTRA: options, words
		compare "$tag" "$runtime" "$WORK/$tag.dump/$newest" "$WORK/$tag.oci.json" \
			--runtime "$runtime" $extra "$P/$profile.json"
		# shellcheck disable=SC2046 # the specs, words
		answers "$tag" "--runtime $runtime $extra $P/$profile.json" $(specs "$profile")
	done 3<"$WORK/judge"
}

step "root and profiles"
laps setup

# podman RUNTIME: every profile in a podman container run by RUNTIME.
podman_runtime() {
	rt=$1
	command -v "$rt" >/dev/null || { part_skip "podman/$rt" "no $rt"; return; }
	opts=
	unmount=
	if [ "$rt" = crun ]; then
		# crun 1.8 refuses a hybrid cgroup tree whose v2 side has
		# controllers; its containers join no cgroup.
		opts="--cgroups disabled"
		if [ "$(stat -fc %T /sys/fs/cgroup)" != cgroup2fs ] &&
			[ -n "$(cat /sys/fs/cgroup/unified/cgroup.controllers 2>/dev/null)" ]; then
			mount -t cgroup2 none /sys/fs/cgroup && unmount=yes
		fi
	fi
	: >"$WORK/podman-$rt.profiles"
	ids=
	PODMAN_LEFT=yes
	for profile in $PROFILES; do
		caps=
		[ "$profile" = caps ] && caps=$CAPS_ENGINE
		# RLIMIT_NOFILE and NPROC: podman raises them to the maximum,
		# which needs CAP_SYS_RESOURCE; seccomp does not depend on them.
		# shellcheck disable=SC2046,SC2086 # options and specs, words
		if ! id=$(podman_ run -d --network none --log-driver none --runtime "$rt" $opts $caps \
			--ulimit nofile=1024:1024 --ulimit nproc=1024:1024 \
			--security-opt "seccomp=$P/$profile.json" "$IMAGE" \
			/calls hold /calls.out $(specs "$profile") 2>"$WORK/run.err"); then
			# The first container: podman cannot run RUNTIME here.
			if [ -z "$ids" ]; then
				part_skip "podman/$rt" "podman run failed: $(tail -n 3 "$WORK/run.err")"
				break
			fi
			fail "podman-$rt-$profile: podman run: $(tail -n 3 "$WORK/run.err")"
			continue
		fi
		ids="$ids $id"
		echo "$profile" >>"$WORK/podman-$rt.profiles"
	done
	step "$(echo "$ids" | wc -w) runs"
	# shellcheck disable=SC2086 # container ids, words
	if [ -z "$ids" ]; then
		:
	elif podman_ inspect -f '{{.State.Pid}} {{.OCIConfigPath}}' $ids \
		>"$WORK/podman-$rt.inspect" 2>"$WORK/inspect.err"; then
		paste -d ' ' "$WORK/podman-$rt.profiles" "$WORK/podman-$rt.inspect" \
			>"$WORK/podman-$rt.list"
		step inspect
		collect "podman-$rt" "podman-$rt-$PODMAN" "$WORK/podman-$rt.list"
		step "dumps"
	else
		fail "podman-$rt: podman inspect: $(tail -n 3 "$WORK/inspect.err")"
	fi
	# shellcheck disable=SC2086 # container ids, words
	[ -n "$ids" ] && podman_ rm -f -t 0 $ids >/dev/null 2>&1 && PODMAN_LEFT= && step rm
	[ -n "$unmount" ] && umount /sys/fs/cgroup
	laps "podman/$rt"
}

if ! command -v podman >/dev/null; then
	part_skip podman "no podman (apt-get install podman)"
else
	PODMAN=$(podman --version | sed -n 's/^podman version \([0-9.]*\).*/\1/p')
	echo "podman: $(podman --version); runc $(runc --version 2>/dev/null | sed -n 's/^runc version //p'); $(crun --version 2>/dev/null | head -n 1)"
	if podman_ import "$ROOTFS.tar" "$IMAGE" >"$WORK/import.out" 2>&1; then
		step import
		laps podman
		podman_runtime runc
		podman_runtime crun
	else
		part_skip podman "podman import failed: $(tail -n 3 "$WORK/import.out")"
	fi
fi

# Docker: a dockerd of its own (no iptables, no bridge, vfs storage, its
# own roots, socket and cgroup parent), stopped at the end.
docker_run() {
	D=$WORK/docker
	mkdir -p "$D"
	echo '{}' >"$D/daemon.json"
	/usr/sbin/dockerd --config-file "$D/daemon.json" --iptables=false --ip6tables=false \
		--bridge=none --storage-driver=vfs --userland-proxy=false \
		--data-root "$D/data" --exec-root "$D/exec" --pidfile "$D/dockerd.pid" \
		--cgroup-parent seccache-engines -H "unix://$D/docker.sock" >"$D/dockerd.log" 2>&1 &
	DOCKERD_PID=$!
	# The socket is there before the API answers; docker waits for it.
	for _ in $(seq 300); do
		[ -S "$D/docker.sock" ] && break
		kill -0 "$DOCKERD_PID" 2>/dev/null || break
		sleep 0.1
	done
	if ! docker_ version -f '{{.Server.Version}} {{range .Server.Components}}{{.Name}} {{.Version}} {{end}}' \
		>"$WORK/docker.version" 2>&1; then
		part_skip docker "dockerd did not start: $(grep -i 'level=\(error\|fatal\)' "$D/dockerd.log" | tail -n 2 | sed 's/.*msg=//')"
		return
	fi
	DOCKER=$(sed 's/[^0-9.].*//' "$WORK/docker.version")
	echo "docker: $(cat "$WORK/docker.version")"
	step "dockerd start"
	if ! docker_ import "$ROOTFS.tar" "$IMAGE" >"$WORK/dimport.out" 2>&1; then
		part_skip docker "docker import failed: $(tail -n 3 "$WORK/dimport.out")"
		return
	fi
	step import
	: >"$WORK/docker.ids"
	ids=
	DOCKER_LEFT=yes
	for profile in $PROFILES; do
		caps=
		[ "$profile" = caps ] && caps=$CAPS_ENGINE
		# shellcheck disable=SC2046,SC2086 # options and specs, words
		if ! id=$(docker_ run -d --network none --log-driver none $caps \
			--security-opt "seccomp=$P/$profile.json" "$IMAGE" \
			/calls hold /calls.out $(specs "$profile") 2>"$WORK/run.err"); then
			if [ -z "$ids" ]; then
				part_skip docker "docker run failed: $(tail -n 3 "$WORK/run.err")"
				break
			fi
			fail "docker-$profile: docker run: $(tail -n 3 "$WORK/run.err")"
			continue
		fi
		ids="$ids $id"
		echo "$profile $id" >>"$WORK/docker.ids"
	done
	[ -n "$ids" ] || return
	step "$(echo "$ids" | wc -w) runs"
	# shellcheck disable=SC2086 # container ids, words
	if ! docker_ inspect -f '{{.State.Pid}}' $ids >"$WORK/docker.pids" 2>"$WORK/inspect.err"; then
		fail "docker inspect: $(tail -n 3 "$WORK/inspect.err")"
		return
	fi
	# containerd's bundles, under the exec root: DIR/ID/config.json.
	find "$D/exec" -name config.json >"$WORK/docker.configs"
	paste -d ' ' "$WORK/docker.ids" "$WORK/docker.pids" >"$WORK/docker.pairs"
	while read -r profile id pid; do
		echo "$profile $pid $(grep -F "/$id/" "$WORK/docker.configs" | head -n 1)"
	done <"$WORK/docker.pairs" >"$WORK/docker.list"
	step inspect
	collect docker "docker-$DOCKER" "$WORK/docker.list"
	step dumps
	# shellcheck disable=SC2086 # container ids, words
	docker_ rm -f $ids >/dev/null 2>&1 && DOCKER_LEFT= && step rm
	laps docker
}

if [ ! -x /usr/sbin/dockerd ] || [ ! -x /usr/bin/docker ]; then
	part_skip docker "no /usr/sbin/dockerd or /usr/bin/docker (apt-get install docker.io)"
else
	docker_run
fi

judge
step "verdicts"
laps "seccache"
echo "engines: $(awk "BEGIN { printf \"%.1f\", $(date +%s.%N) - $start }") s"
summary "$skipped"
[ "$failed" = 0 ]
