# SPDX-License-Identifier: MIT
# seccache.bash - bash completion for seccache(1): subcommands, options,
# option values and filter files. Needs nothing but bash.

_seccache()
{
	local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
	local words=("${COMP_WORDS[@]}") cword=$COMP_CWORD

	local subcommands="report eval validate disasm asm dump optimize diff run bench help"
	local arches="x86_64 ia32 x32 aarch64 arm riscv64 s390x s390 ppc64le ppcle loongarch64"

	if [[ $cword -eq 1 ]]; then
		COMPREPLY=($(compgen -W "$subcommands --version --help" -- "$cur"))
		return
	fi

	case $prev in
	--mode|-m)
		COMPREPLY=($(compgen -W "precise kernel" -- "$cur"))
		return ;;
	--format|-f)
		if [[ ${words[1]} == eval ]]; then
			COMPREPLY=($(compgen -W "text json" -- "$cur"))
		elif [[ ${words[1]} == optimize ]]; then
			COMPREPLY=($(compgen -W "raw c asm" -- "$cur"))
		else
			COMPREPLY=($(compgen -W "text ranges proc json" -- "$cur"))
		fi
		return ;;
	--arch|-a|--pin|-p)
		COMPREPLY=($(compgen -W "$arches" -- "$cur"))
		return ;;
	--output|-o)
		COMPREPLY=($(compgen -f -- "$cur"))
		return ;;
	--vectors|--hot)
		COMPREPLY=($(compgen -f -- "$cur"))
		return ;;
	-v)
		[[ ${words[1]} == eval ]] && COMPREPLY=($(compgen -f -- "$cur"))
		[[ ${words[1]} == run ]] && COMPREPLY=($(compgen -f -- "$cur"))
		return ;;
	--kernel|-k|--ip|--budget|--max|-n)
		return ;;
	esac

	local opts
	case ${words[1]} in
	report) opts="--mode --arch --pin --budget --kernel --filters-only --format --json --help" ;;
	eval) opts="--vectors --explain --ip --kernel --filters-only --json --format --arch --help" ;;
	validate) opts="--arch --help" ;;
	disasm) opts="--hex --arch --help" ;;
	asm) opts="--output --help" ;;
	dump) opts="--output --help" ;;
	optimize) opts="--output --format --hot --kernel --budget --arch --help" ;;
	diff) opts="--max --budget --arch --help" ;;
	run)
		# After --, a command and its arguments.
		local i
		for ((i = 2; i < cword; i++)); do
			if [[ ${words[i]} == -- ]]; then
				if [[ $((cword - i)) -eq 1 ]]; then
					COMPREPLY=($(compgen -c -- "$cur"))
				else
					COMPREPLY=($(compgen -f -- "$cur"))
				fi
				return
			fi
		done
		opts="--optimize --verbose --arch --help" ;;
	help) COMPREPLY=($(compgen -W "$subcommands" -- "$cur")); return ;;
	*) opts="--help" ;;
	esac

	if [[ $cur == -* ]]; then
		COMPREPLY=($(compgen -W "$opts" -- "$cur"))
	elif [[ ${words[1]} == dump ]]; then
		COMPREPLY=($(compgen -W "$(cd /proc && echo [0-9]*)" -- "$cur"))
	elif [[ $cur == pid:* ]]; then
		COMPREPLY=($(compgen -W "$(cd /proc && printf 'pid:%s ' [0-9]*)" -- "$cur"))
	else
		COMPREPLY=($(compgen -f -- "$cur"))
	fi
}
complete -F _seccache seccache
