# shellcheck shell=bash
# shellcheck disable=SC2154 # top, cache, out and the other globals are scripts/kernel's
# shellcheck disable=SC2153 # SUITE, VERSION: kernel/source.conf, which scripts/kernel sources
# SPDX-License-Identifier: MIT
# scripts/kernel.d/source.sh - the pristine source: Debian's linux-source
# package, fetched through a private apt state and unpacked into the cache.
# Sourced by scripts/kernel, with the rest of its jobs.

# The machine's own Debian mirror and keyring: the first deb822 stanza (or
# sources.list line) serving Debian's main archive, not its security one.
debian_mirror() {
	local f
	for f in /etc/apt/sources.list.d/*.sources; do
		[ -r "$f" ] || continue
		awk 'BEGIN { RS = ""; FS = "\n" }
		     /Types:[^\n]*deb/ && /Components:[^\n]*main/ {
			uri = ""; key = ""
			for (i = 1; i <= NF; i++) {
				if ($i ~ /^URIs:/) { uri = $i; sub(/^URIs:[ \t]*/, "", uri); sub(/[ \t].*/, "", uri) }
				if ($i ~ /^Signed-By:/) { key = $i; sub(/^Signed-By:[ \t]*/, "", key) }
			}
			if (uri != "" && uri !~ /security/) { print uri " " key; exit }
		     }' "$f"
	done | head -n 1
	[ -r /etc/apt/sources.list ] &&
		awk '$1 == "deb" && $0 ~ / main/ && $0 !~ /security/ {
			for (i = 2; i <= NF; i++) if ($i ~ /^[a-z]+:\/\//) { print $i; exit }
		     }' /etc/apt/sources.list
	return 0
}

# A private apt state in STATE whose one source is SUITE of the machine's
# own Debian mirror (same keyring): prints the mirror.
private_apt_state() {
	local state=$1 suite=$2 mirror key
	read -r mirror key < <(debian_mirror) || true
	[ -n "${mirror:-}" ] || die "no Debian mirror in /etc/apt/sources.list{,.d}: cannot add $suite"
	mkdir -p "$state/lists/partial" "$state/cache/archives/partial" "$state/sources.list.d"
	{
		echo "Types: deb"
		echo "URIs: $mirror"
		echo "Suites: $suite"
		echo "Components: main"
		[ -z "${key:-}" ] || echo "Signed-By: $key"
	} >"$state/sources.list.d/seccache.sources"
	echo "$mirror"
}

# TOOL (apt-get or apt-cache) on the private state STATE: its sources,
# lists and downloads, the system's dpkg status.
apt_private() {
	local state=$1 tool=$2
	shift 2
	"$tool" -q -o Dir::Etc::sourcelist=/dev/null \
		-o Dir::Etc::sourceparts="$state/sources.list.d" \
		-o Dir::State::Lists="$state/lists" \
		-o Dir::Cache="$state/cache" \
		-o Dir::State::status=/var/lib/dpkg/status \
		-o APT::Sandbox::User=root "$@"
}

fetch_source() {
	local state=$cache/apt mirror version deb want have
	need apt-get apt-cache dpkg-deb xz tar
	mirror=$(private_apt_state "$state" "$SUITE")
	mkdir -p "$cache/dl"
	say "apt-get update for $SUITE (private state in $state)"
	apt_private "$state" apt-get update >"$state/update.log" 2>&1 ||
		{ cat "$state/update.log" >&2; die "apt-get update of $SUITE failed"; }
	version=$(apt_private "$state" apt-cache show --no-all-versions "$PACKAGE" 2>/dev/null |
		sed -n 's/^Version: //p' | head -n 1)
	[ -n "$version" ] || die "$PACKAGE is not in $SUITE at $mirror"
	[ "$version" = "$VERSION" ] ||
		say "warning: $SUITE has $PACKAGE $version, kernel/source.conf says $VERSION"
	say "downloading $PACKAGE $version"
	(cd "$cache/dl" && apt_private "$state" apt-get download "$PACKAGE=$version" \
		>"$cache/dl/download.log" 2>&1) ||
		{ cat "$cache/dl/download.log" >&2; die "apt-get download $PACKAGE failed"; }
	deb=$(find "$cache/dl" -maxdepth 1 -name "${PACKAGE}_*.deb" | sort | head -n 1)
	# apt checked the signed index; check the file once more against it.
	want=$(apt_private "$state" apt-cache show "$PACKAGE=$version" |
		sed -n 's/^SHA256: //p' | head -n 1)
	have=$(sha256sum "$deb" | cut -d' ' -f1)
	[ "$want" = "$have" ] || die "$deb: SHA256 $have, the index says $want"
	unpack_source "$deb" "$version" "$have"
}

unpack_source() {
	local deb=$1 version=$2 sum=$3 dir=$cache/src/$2 tarball
	say "unpacking $PACKAGE $version"
	rm -rf "$dir" "$dir.tmp"
	mkdir -p "$dir.tmp"
	dpkg-deb -x "$deb" "$dir.tmp/deb"
	tarball=$(ls "$dir.tmp/deb/usr/src/$PACKAGE".tar.*)
	tar -C "$dir.tmp" -xf "$tarball"
	rm -rf "$dir.tmp/deb"
	echo "$sum" >"$dir.tmp/.deb-sha256"
	mv "$dir.tmp" "$dir"
}

# Every unpacked source tree in the cache, one a line, by version.
downloaded_trees() {
	find "$cache/src" -mindepth 2 -maxdepth 2 -name "$PACKAGE" 2>/dev/null | sort
}

# The pristine tree: the cached one for VERSION, else the newest download.
source_tree() {
	local dir=$cache/src/$VERSION/$PACKAGE
	if [ ! -d "$dir" ]; then
		[ -n "$(downloaded_trees)" ] || fetch_source >&2
		[ -d "$dir" ] || dir=$(downloaded_trees | head -n 1)
	fi
	[ -d "$dir" ] || die "no source tree in $cache/src"
	echo "$dir"
}
