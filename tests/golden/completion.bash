# SPDX-License-Identifier: MIT
# completion.bash - what completion/seccache.bash offers, for the golden
# cases: the replies, one a line, that bash gets after "seccache LINE" is
# typed (a LINE ending in a space completes a new word).
# Usage: bash completion.bash COMPLETION_FILE LINE
. "$1" || exit 1
line="seccache $2"
# Split as bash does with its default COMP_WORDBREAKS: ':' and '=' are words.
read -r -a COMP_WORDS <<<"$(printf '%s' "$line" | sed -e 's/\([:=]\)/ \1 /g')"
[[ $line == *" " ]] && COMP_WORDS+=("")
COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
COMP_LINE=$line
COMP_POINT=${#line}
COMP_WORDBREAKS=$' \t\n"\'><=;|&(:'
compopt() { :; }
_seccache
printf '%s\n' "${COMPREPLY[@]}"
