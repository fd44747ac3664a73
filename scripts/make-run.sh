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
reason=$(grep -m 1 '^beeptest: cannot open audio device' "$errors" | sed -e 's/^beeptest: //' -e 's/ (try .*//')
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
