#!/usr/bin/env bash
# `make run`: a test in the terminal view. Where no audio device can be opened (beeptest exits
# 69 before the test starts), say so in one line and run the same test with --silent, so the
# README's first command works on a machine with no sound card. `beeptest run` itself never
# falls back silently.
#   usage: scripts/make-run.sh BINARY PROFILE [RUN OPTIONS...]
set -u
binary=$1
shift
errors=$(mktemp)
trap 'rm -f "$errors"' EXIT
"$binary" run "$@" 2>"$errors"
status=$?
# The messages that say no sound can be played, as the reader's language has them: the
# beginning of each (up to its first argument) from the catalogue beeptest itself reads, found
# as beeptest finds it (share/locale beside its bin/ folder), so that the fallback works in any
# language; in English where gettext(1) or the catalogue is missing.
catalogues=$(dirname "$(dirname "$(readlink -f "$binary")")")/share/locale
reason=
for message in \
  "cannot open audio device '%s': %s (try --device NAME, 'beeptest devices', or --silent)" \
  "the sound server (%s) cannot be reached for audio device '%s': %s (is it running? try --device NAME, 'beeptest devices', or --silent)"; do
  translated=$(TEXTDOMAINDIR=$catalogues gettext -d beeptest "$message" 2>/dev/null) || translated=$message
  # Up to the first argument, less the quotes and spaces before it ("Audiogerät „%s“" → "Audiogerät").
  start=$(printf '%s' "$translated" | sed -e 's/%s.*//' -e 's/[^[:alnum:])]*$//')
  [ -n "$start" ] || continue
  reason=$(grep -m 1 -F "beeptest: $start" "$errors" | sed -e 's/^beeptest: //' -e 's/ ([^(]*)$//')
  [ -n "$reason" ] && break
done
# Only a device that cannot be opened falls back; another 69 (no espeak-ng for --voice LANG) is said as it is.
if [ "$status" -eq 69 ] && [ -n "$reason" ]; then
  echo "make run: no audio device could be opened (${reason}); running with --silent instead"
  # --silent plays on no device: drop a --device given in the options.
  options=()
  while [ $# -gt 0 ]; do
    case $1 in
      --device) shift 2 || shift ;;
      --device=*) shift ;;
      *) options+=("$1"); shift ;;
    esac
  done
  "$binary" run "${options[@]}" --silent
  exit $?
fi
cat "$errors" >&2
exit "$status"
