#!/usr/bin/env bash
# Installs into a temporary prefix and checks what a user of the installed program relies on:
# the binary runs from another folder, finds its profiles, and the man page renders.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=$(mktemp -d)
elsewhere=$(mktemp -d)
trap 'rm -rf "$prefix" "$elsewhere"' EXIT
make -s install PREFIX="$prefix" >/dev/null
cd "$elsewhere"
env -u BEEPTEST_PROFILES "$prefix/bin/beeptest" show msft-20m | grep -q '22:01.15' || { echo "installed show msft-20m failed"; exit 1; }
[ "$(env -u BEEPTEST_PROFILES "$prefix/bin/beeptest" list --format json | grep -c '"source":"built-in"')" -ge 10 ] || { echo "installed list is short"; exit 1; }
if command -v man >/dev/null; then
  MANWIDTH=80 man -l "$prefix/share/man/man1/beeptest.1" 2>/dev/null | grep -q 'beeptest' || { echo "man page does not render"; exit 1; }
fi
make -s -C "$OLDPWD" uninstall PREFIX="$prefix" >/dev/null
[ ! -e "$prefix/bin/beeptest" ] || { echo "uninstall left the binary"; exit 1; }
echo "install check: ok (static binary ran from $elsewhere, profiles found, man page renders, uninstall clean)"
