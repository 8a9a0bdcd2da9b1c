# What zsh's completion system offers for a command line: `zsh -f zsh-complete.zsh SCRIPT 'vigil checks '`
# prints one candidate a line. A pseudo-terminal (zpty) runs an interactive zsh with compinit and
# SCRIPT loaded; compadd is wrapped to print what it is given, then the line is typed and completed.
zmodload zsh/zpty || exit 3
script=$1 line=$2
zpty vz zsh -f -i
zpty -w vz 'stty -echo'
zpty -w vz "PS1='' PROMPT='' RPROMPT=''; unsetopt zle_bracketed_paste 2>/dev/null; autoload -U compinit && compinit -u -D"
zpty -w vz "source ${(q)script}"
zpty -w vz 'compadd() { local -a __got; builtin compadd -O __got "$@"; local __m; for __m in "${__got[@]}"; do print -r -- "<""<$__m>"">"; done; builtin compadd "$@"; }'
zpty -w vz 'zstyle ":completion:*" list-prompt ""; zstyle ":completion:*" menu no; LISTMAX=100000'
# Tab and the end marker in one widget, so the marker comes once the completion has run and no key
# waits in zle's input meanwhile. Typed after the Tab instead (^U, then a print of the marker), it
# was pending while the completion ran, and in one of three runs beside ../shared/tools/cpu-load
# (2026-11-28) zsh offered nothing for `api --input bo`.
zpty -w vz 'vz-complete() { zle expand-or-complete; BUFFER=""; print -r -- "<""<done>"">"; }; zle -N vz-complete; bindkey "^X^T" vz-complete'
# The markers are typed split ("<""<ready>"">") so that an echo of the typed line never matches.
zpty -w vz 'print "<""<ready>"">"'
zpty -r vz out '*<<ready>>*' || exit 4
zpty -n -w vz "$line"$'\C-x\C-t'
collected=''
while zpty -r vz chunk; do
  collected+=$chunk
  [[ $collected == *'<<done>>'* ]] && break
done
zpty -d vz
for l in ${(f)collected}; do
  [[ $l =~ '<<(.*)>>' ]] && [[ $match[1] != done && $match[1] != ready ]] && print -r -- $match[1]
done
exit 0
