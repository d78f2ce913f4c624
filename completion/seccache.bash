# shellcheck shell=bash
# SPDX-License-Identifier: MIT
# seccache.bash - bash completion for seccache(1): subcommands, options,
# option values and filter files. Needs nothing but bash.

# The word being completed, whole: bash splits "pid:12" at the ':' of
# COMP_WORDBREAKS, so COMP_WORDS holds "pid" ":" "12".
_seccache_current_word()
{
	local line=${COMP_LINE:0:COMP_POINT}

	printf '%s' "${line##*[[:space:]]}"
}

# Offer words for the whole word cur, as bash will put them after its last
# word break ("pid:12" replaces "12" only).
_seccache_reply()
{
	local cur=$1 breaks=${COMP_WORDBREAKS//[^:=]/} prefix
	shift
	mapfile -t COMPREPLY < <(compgen -W "$*" -- "$cur")
	# shellcheck disable=SC2295 # [$breaks] is meant as a pattern: any word break
	prefix=${cur%"${cur##*[$breaks]}"}
	[[ -n $breaks && -n $prefix ]] && COMPREPLY=("${COMPREPLY[@]#"$prefix"}")
}

# The subcommands, and help: the command's own table, asked of the command
# being completed ($1, as typed), so that the list is written once and a
# build tree's seccache offers its own. Without it (not found, failed),
# none: the options and files still complete.
_seccache_subcommands()
{
	"${1:-seccache}" --list-commands </dev/null 2>/dev/null && echo help
}

# The names of ABI $2's syscalls (this host's if $2 is empty), from
# "syscall --list" of the command being completed ($1, as typed); none if
# it fails.
_seccache_syscalls()
{
	"${1:-seccache}" syscall --list ${2:+--arch "$2"} </dev/null 2>/dev/null |
		while read -r name _; do printf '%s\n' "$name"; done
}

# eval SOURCE... ARCH SYSCALL [ARGS]: after a SOURCE the next word may be
# the ABI (offered with the files), and after the ABI comes the call (the
# ABI's names, no file). Returns 1 where only SOURCEs can come (files,
# pid:). The words given are the command ($1), the current one ($2) and
# those before it.
_seccache_arches="x86_64 ia32 x32 aarch64 arm riscv64 s390x s390 ppc64le ppcle ppc64 ppc
	loongarch64 mips64 mips mipsel64 mipsel mips64n32 mipsel64n32 parisc64 parisc"

_seccache_eval_call()
{
	local cmd=$1 cur=$2 word abi prev='' positional=0 left=$(($# - 2))
	shift 2
	for word in "$@"; do
		left=$((left - 1))
		case $prev in
		--arch|-a|--endian|--cap|--cap-drop|--runtime|--vectors|-v|--ip|--kernel|-k|--format|-f)
			prev=$word
			continue ;;
		esac
		prev=$word
		[[ $word == -* ]] && continue
		for abi in $_seccache_arches; do
			[[ $word == "$abi" && $positional -gt 0 ]] || continue
			# The call right after the ABI; its arguments, nothing.
			[[ $left -eq 0 ]] &&
				mapfile -t COMPREPLY < <(compgen -W "$(_seccache_syscalls "$cmd" "$abi")" -- "$cur")
			return 0
		done
		positional=$((positional + 1))
	done
	[[ $positional -eq 0 ]] && return 1
	mapfile -t COMPREPLY < <(compgen -W "$_seccache_arches" -- "$cur"; compgen -f -- "$cur")
}

_seccache()
{
	local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
	local words=("${COMP_WORDS[@]}") cword=$COMP_CWORD whole

	local arches=$_seccache_arches
	local caps="ALL CAP_AUDIT_CONTROL CAP_AUDIT_READ CAP_AUDIT_WRITE CAP_BLOCK_SUSPEND CAP_BPF
		CAP_CHECKPOINT_RESTORE CAP_CHOWN CAP_DAC_OVERRIDE CAP_DAC_READ_SEARCH CAP_FOWNER
		CAP_FSETID CAP_IPC_LOCK CAP_IPC_OWNER CAP_KILL CAP_LEASE CAP_LINUX_IMMUTABLE
		CAP_MAC_ADMIN CAP_MAC_OVERRIDE CAP_MKNOD CAP_NET_ADMIN CAP_NET_BIND_SERVICE
		CAP_NET_BROADCAST CAP_NET_RAW CAP_PERFMON CAP_SETFCAP CAP_SETGID CAP_SETPCAP
		CAP_SETUID CAP_SYSLOG CAP_SYS_ADMIN CAP_SYS_BOOT CAP_SYS_CHROOT CAP_SYS_MODULE
		CAP_SYS_NICE CAP_SYS_PACCT CAP_SYS_PTRACE CAP_SYS_RAWIO CAP_SYS_RESOURCE
		CAP_SYS_TIME CAP_SYS_TTY_CONFIG CAP_WAKE_ALARM"
	local source_opts="--arch --endian --cap --cap-drop --runtime --quiet --help"

	if [[ $cword -eq 1 ]]; then
		mapfile -t COMPREPLY < <(compgen -W "$(_seccache_subcommands "$1") --version --help \
			--list-commands" -- "$cur")
		return
	fi

	# --color=WHEN: "=" is a word of its own.
	if [[ $prev == = && ${words[cword-2]} == --color ]]; then
		mapfile -t COMPREPLY < <(compgen -W "auto always never" -- "$cur")
		return
	elif [[ $cur == = && $prev == --color ]]; then
		COMPREPLY=(auto always never)
		return
	fi

	# oci's -n and -p take no value (diff's -n and report's -p do).
	[[ ${words[1]} == oci && $prev == -[np] ]] && prev=

	case $prev in
	--mode|-m)
		mapfile -t COMPREPLY < <(compgen -W "precise kernel" -- "$cur")
		return ;;
	--format|-f)
		if [[ ${words[1]} == eval ]]; then
			mapfile -t COMPREPLY < <(compgen -W "text json" -- "$cur")
		elif [[ ${words[1]} == optimize ]]; then
			mapfile -t COMPREPLY < <(compgen -W "raw c asm" -- "$cur")
		else
			mapfile -t COMPREPLY < <(compgen -W "text ranges proc json" -- "$cur")
		fi
		return ;;
	--arch|-a|--pin|-p)
		mapfile -t COMPREPLY < <(compgen -W "$arches" -- "$cur")
		return ;;
	--endian)
		mapfile -t COMPREPLY < <(compgen -W "little big" -- "$cur")
		return ;;
	--severity)
		mapfile -t COMPREPLY < <(compgen -W "info low medium high" -- "$cur")
		return ;;
	--cap|--cap-drop)
		mapfile -t COMPREPLY < <(compgen -W "$caps" -- "$cur")
		return ;;
	--runtime)
		mapfile -t COMPREPLY < <(compgen -W "runc crun docker containerd podman podman-runc podman-crun" -- "$cur")
		return ;;
	--output|-o|--plot)
		mapfile -t COMPREPLY < <(compgen -f -- "$cur")
		return ;;
	--vectors|--hot)
		mapfile -t COMPREPLY < <(compgen -f -- "$cur")
		return ;;
	-v)
		# eval's -v FILE, deprecated for --vectors; run's -v takes none.
		mapfile -t COMPREPLY < <(compgen -f -- "$cur")
		return ;;
	--kernel|-k|--ip|--budget|--max|-n|--seconds|--samples|--repeat)
		return ;;
	esac

	local opts
	case ${words[1]} in
	report) opts="--mode --pin --budget --kernel --filters-only --format --json --color=
		$source_opts" ;;
	audit) opts="--kernel --severity --budget --json --color= $source_opts" ;;
	eval) opts="--vectors --explain --ip --kernel --filters-only --json --format --color=
		$source_opts" ;;
	validate) opts="--json $source_opts" ;;
	disasm) opts="--hex --c-like --color= $source_opts" ;;
	asm) opts="--output --quiet --help" ;;
	dump) opts="--output --json --quiet --help" ;;
	optimize) opts="--output --format --hot --kernel --budget --json $source_opts" ;;
	diff)
		# After --, only how B's SOURCEs are read (cmd_diff.c's B-OPTIONS).
		opts="--max --all --json --budget $source_opts"
		local i
		for ((i = 2; i < cword; i++)); do
			[[ ${words[i]} == -- ]] && opts="--cap --cap-drop --runtime --endian"
		done ;;
	oci) opts="--dry-run --check --print --output --runtime --quiet --help" ;;
	bench) opts="--seconds --samples --repeat --spec-allow --json --plot --engine --compare
		$source_opts" ;;
	syscall)
		# NAME|NR: the names of the ABI --arch gives, or of this host's;
		# nothing after one, or with --list.
		opts="--arch --list --json --quiet --help"
		if [[ $cur != -* ]]; then
			local i abi=
			for ((i = 2; i < cword; i++)); do
				case ${words[i]} in
				--arch|-a) abi=${words[i+1]}; i=$((i + 1)) ;;
				--list|-l) return ;;
				-*) ;;
				*) return ;;
				esac
			done
			mapfile -t COMPREPLY < <(compgen -W "$(_seccache_syscalls "$1" "$abi")" -- "$cur")
			return
		fi ;;
	run)
		# After --, a command and its arguments.
		local i
		for ((i = 2; i < cword; i++)); do
			if [[ ${words[i]} == -- ]]; then
				if [[ $((cword - i)) -eq 1 ]]; then
					mapfile -t COMPREPLY < <(compgen -c -- "$cur")
				else
					mapfile -t COMPREPLY < <(compgen -f -- "$cur")
				fi
				return
			fi
		done
		opts="--optimize --ebpf --verbose $source_opts" ;;
	help) mapfile -t COMPREPLY < <(compgen -W "$(_seccache_subcommands "$1")" -- "$cur"); return ;;
	*) opts="--help" ;;
	esac

	whole=$(_seccache_current_word)
	if [[ $cur == -* ]]; then
		mapfile -t COMPREPLY < <(compgen -W "$opts" -- "$cur")
		[[ ${COMPREPLY[*]} == *= ]] && compopt -o nospace 2>/dev/null
	elif [[ $whole == pid:[0-9]*/* ]]; then
		# pid:PID/TID: PID's threads, whose filters may differ.
		local pid=${whole#pid:}
		pid=${pid%%/*}
		_seccache_reply "$whole" "$(cd "/proc/$pid/task" 2>/dev/null &&
			printf "pid:$pid/%s " [0-9]*)"
	elif [[ ${words[1]} == eval ]] && _seccache_eval_call "$1" "$cur" "${words[@]:2:cword-2}"; then
		:
	elif [[ ${words[1]} == dump ]]; then
		_seccache_reply "$whole" "$(cd /proc && printf 'pid:%s ' [0-9]*) $(cd /proc && echo [0-9]*)"
	elif [[ $whole == pid:* ]]; then
		_seccache_reply "$whole" "$(cd /proc && printf 'pid:%s ' [0-9]*)"
	else
		mapfile -t COMPREPLY < <(compgen -f -- "$cur")
	fi
}
complete -F _seccache seccache
