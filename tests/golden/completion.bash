# shellcheck shell=bash
# SPDX-License-Identifier: MIT
# completion.bash - what completion/seccache.bash offers, for the golden
# cases: the replies, one a line, that bash gets after "seccache LINE" is
# typed (a LINE ending in a space completes a new word).
# Usage: bash completion.bash COMPLETION_FILE SECCACHE LINE
# SECCACHE is the command completed: the built one, which completion asks
# for its subcommands.
# shellcheck source=../../completion/seccache.bash
. "$1" || exit 1
line="seccache $3"
# Split as bash does with its default COMP_WORDBREAKS: ':' and '=' are words.
read -r -a COMP_WORDS <<<"$(printf '%s' "$line" | sed -e 's/\([:=]\)/ \1 /g')"
[[ $line == *" " ]] && COMP_WORDS+=("")
COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
COMP_LINE=$line
COMP_POINT=${#line}
COMP_WORDBREAKS=$' \t\n"\'><=;|&(:'
compopt() { :; }
# As bash calls it: the command as typed, the word and the one before it.
_seccache "$2" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
printf '%s\n' "${COMPREPLY[@]}"
