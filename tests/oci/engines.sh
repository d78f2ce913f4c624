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
# Usage: engines.sh SECCACHE [SUMMARY]
# SUMMARY, if given, receives {"passed": N, "failed": N, "skipped": N}.
# Needs root, busybox and a static C library; each engine missing or unable
# to run here says SKIP with the reason. Storage, state and the daemon live
# in a temporary directory, in a mount namespace of their own; nothing is
# left behind.
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

[ "$(id -u)" = 0 ] || skip "not root (the engines need it)"
[ -x /bin/busybox ] || skip "no /bin/busybox (apt-get install busybox-static)"
[ "$(uname -m)" = x86_64 ] || skip "the calls and the profiles' resolution are x86_64's"
command -v unshare >/dev/null || skip "no unshare (util-linux)"

# Mounts (podman's shm, the engines' storage) die with a private mount
# namespace.
if [ -z "${SECCACHE_ENGINES_NS:-}" ]; then
	SECCACHE_ENGINES_NS=1 exec unshare -m --propagation private "$0" "$@"
fi

WORK=$(mktemp -d)
IMAGE=localhost/seccache-busybox:test
PODMAN=""
DOCKERD_PID=""
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
	if [ -n "$PODMAN" ]; then
		podman_ rm -a -f -t 0 >/dev/null 2>&1
		podman_ rmi -a -f >/dev/null 2>&1
	fi
	if [ -n "$DOCKERD_PID" ]; then
		# shellcheck disable=SC2046 # container ids, words
		docker_ rm -f $(docker_ ps -aq 2>/dev/null) >/dev/null 2>&1
		kill "$DOCKERD_PID" 2>/dev/null
		for _ in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
			kill -0 "$DOCKERD_PID" 2>/dev/null || break
			sleep 0.5
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

# part_skip WHAT REASON: one engine or runtime cannot run here.
part_skip() {
	echo "SKIP $1: $2"
	skipped=$((skipped + 1))
}

# The image's root: busybox and calls.
mkdir -p "$WORK/rootfs/bin" "$WORK/profiles" "$WORK/podman/tmp"
cp /bin/busybox "$WORK/rootfs/bin/busybox"
ln -s busybox "$WORK/rootfs/bin/sh"
ln -s busybox "$WORK/rootfs/bin/sleep"
${CC:-cc} -static -O1 -o "$WORK/rootfs/calls" "$SRC/calls.c" 2>"$WORK/cc.err" ||
	skip "cc -static failed (no static C library?): $(head -n 3 "$WORK/cc.err")"
tar -C "$WORK/rootfs" -cf "$WORK/rootfs.tar" .
IA32=
"$WORK/rootfs/calls" nr i20 >/dev/null 2>&1 && IA32=yes
[ -n "$IA32" ] || echo "     (no int 0x80 on this kernel: no ia32 calls)"

# The profiles. rules: Docker's default for x86_64 alone, AT_FDCWD as a
# uint64 (narrow), syslog's errno under a minKernel (99.0) no kernel has
# (podman 4.3 reads no minKernel), acct's errno by name (podman reads
# "errno", Docker 20.10 does not), defaultErrnoRet 38 (Docker 20.10
# drops it).
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
if ! narrow "$DOCKER_DEFAULT" "$WORK/narrow.json" || ! python3 -c '
import json, sys
with open(sys.argv[1]) as f:
    p = json.load(f)
p["defaultErrnoRet"] = 38
p["syscalls"].append({"names": ["syslog"], "action": "SCMP_ACT_ERRNO", "errnoRet": 5,
                      "includes": {"minKernel": "99.0"}})
p["syscalls"].append({"names": ["acct"], "action": "SCMP_ACT_ERRNO", "errno": "EXDEV"})
with open(sys.argv[2], "w") as f:
    json.dump(p, f, indent=1)
' "$WORK/narrow.json" "$P/rules.json"; then
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

# one ENGINE RUNTIME ID EXEC PROFILE...: the verdicts of one container:
# ENGINE's ID, EXEC (words) runs in it; seccache reads it as RUNTIME.
one() {
	engine=$1 runtime=$2 id=$3 exec_cmd=$4 profile=$5 pid=$6 oci=$7
	name=$engine/$profile
	tag=$(echo "$name" | tr / -)
	extra=
	[ "$profile" = caps ] && extra=$CAPS_SECCACHE
	mkdir -p "$WORK/$tag.dump"
	if ! "$SECCACHE" dump -q "pid:$pid" -o "$WORK/$tag.dump" >"$WORK/$tag.dump.out" 2>&1; then
		fail "$name: seccache dump of pid $pid: $(cat "$WORK/$tag.dump.out")"
		return
	fi
	# Filters from outside (an outer sandbox's) come first; the runtime's is the newest.
	newest=$(tail -n 1 "$WORK/$tag.dump/flags.txt" | cut -d ' ' -f 1)
	python3 -c '
import json, sys
with open(sys.argv[1]) as f:
    json.dump(json.load(f)["linux"]["seccomp"], open(sys.argv[2], "w"))
' "$oci" "$WORK/$tag.oci.json" || { fail "$name: the engine's config.json ($oci)"; return; }
	# shellcheck disable=SC2086 # EXTRA: options, words
	compare "$tag" "$runtime" "$WORK/$tag.dump/$newest" "$WORK/$tag.oci.json" \
		--runtime "$runtime" $extra "$P/$profile.json"
	specs=$CALLS
	case $profile in
	denylist) specs="169 167 39" ;;
	rules) specs="$NEW 268:0xffffffffffffff9c 268:5 103:10 163:0" ;;
	caps) specs="$CALLS 161:0 165:0:0:0 272:0" ;;
	esac
	# shellcheck disable=SC2086 # lists of words
	calls "$tag" "$exec_cmd $id" "--runtime $runtime $extra $P/$profile.json" $specs
}

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
	for profile in $PROFILES; do
		caps=
		[ "$profile" = caps ] && caps=$CAPS_ENGINE
		# RLIMIT_NOFILE and NPROC: podman raises them to the maximum,
		# which needs CAP_SYS_RESOURCE; seccomp does not depend on them.
		# shellcheck disable=SC2086 # options, words
		if ! id=$(podman_ run -d --network none --runtime "$rt" $opts $caps \
			--ulimit nofile=1024:1024 --ulimit nproc=1024:1024 \
			--security-opt "seccomp=$P/$profile.json" "$IMAGE" /bin/sleep 600 2>"$WORK/run.err"); then
			fail "podman/$rt/$profile: podman run: $(tail -n 3 "$WORK/run.err")"
			continue
		fi
		pid=$(podman_ inspect -f '{{.State.Pid}}' "$id")
		oci=$(podman_ inspect -f '{{.OCIConfigPath}}' "$id")
		one "podman-$rt" "podman-$rt-$PODMAN" "$id" "podman_ exec" "$profile" "$pid" "$oci"
		podman_ rm -f -t 0 "$id" >/dev/null 2>&1
	done
	[ -n "$unmount" ] && umount /sys/fs/cgroup
}

if ! command -v podman >/dev/null; then
	part_skip podman "no podman (apt-get install podman)"
else
	PODMAN=$(podman --version | sed -n 's/^podman version \([0-9.]*\).*/\1/p')
	echo "podman: $(podman --version); runc $(runc --version 2>/dev/null | sed -n 's/^runc version //p'); $(crun --version 2>/dev/null | head -n 1)"
	if podman_ import "$WORK/rootfs.tar" "$IMAGE" >"$WORK/import.out" 2>&1; then
		podman_runtime runc
		podman_runtime crun
	else
		fail "podman import: $(tail -n 3 "$WORK/import.out")"
	fi
	echo "podman: $(awk "BEGIN { printf \"%.1f\", $(date +%s.%N) - $start }") s"
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
	for _ in $(seq 60); do
		docker_ version >/dev/null 2>&1 && break
		kill -0 "$DOCKERD_PID" 2>/dev/null || break
		sleep 0.5
	done
	if ! docker_ version >/dev/null 2>&1; then
		part_skip docker "dockerd did not start: $(grep -i 'level=\(error\|fatal\)' "$D/dockerd.log" | tail -n 2 | sed 's/.*msg=//')"
		return
	fi
	DOCKER=$(docker_ version -f '{{.Server.Version}}' | sed 's/[^0-9.].*//')
	echo "docker: $(docker_ version -f 'Docker {{.Server.Version}}, containerd {{range .Server.Components}}{{if eq .Name "containerd"}}{{.Version}}{{end}}{{end}}, runc {{range .Server.Components}}{{if eq .Name "runc"}}{{.Version}}{{end}}{{end}}')"
	if ! docker_ import "$WORK/rootfs.tar" "$IMAGE" >"$WORK/dimport.out" 2>&1; then
		fail "docker import: $(tail -n 3 "$WORK/dimport.out")"
		return
	fi
	for profile in $PROFILES; do
		caps=
		[ "$profile" = caps ] && caps=$CAPS_ENGINE
		# shellcheck disable=SC2086 # options, words
		if ! id=$(docker_ run -d --network none $caps --security-opt "seccomp=$P/$profile.json" \
			"$IMAGE" /bin/sleep 600 2>"$WORK/run.err"); then
			fail "docker/$profile: docker run: $(tail -n 3 "$WORK/run.err")"
			continue
		fi
		pid=$(docker_ inspect -f '{{.State.Pid}}' "$id")
		oci=$(find "$D/exec/containerd" -path "*$id*" -name config.json | head -n 1)
		one docker "docker-$DOCKER" "$id" "docker_ exec" "$profile" "$pid" "$oci"
		docker_ rm -f "$id" >/dev/null 2>&1
	done
}

if [ ! -x /usr/sbin/dockerd ] || [ ! -x /usr/bin/docker ]; then
	part_skip docker "no /usr/sbin/dockerd or /usr/bin/docker (apt-get install docker.io)"
else
	docker_run
fi

echo "engines: $(awk "BEGIN { printf \"%.1f\", $(date +%s.%N) - $start }") s"
summary "$skipped"
[ "$failed" = 0 ]
