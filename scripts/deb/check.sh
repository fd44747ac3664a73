#!/usr/bin/env bash
# `make deb-check` (issue 14): the package built by `make deb`, checked for real on this machine:
# lintian (no error), `apt-get install ./beeptest_*.deb`, the installed program run from another
# folder (its profiles found under /usr/share/beeptest, a live run on the silent sink, the man
# page), then `dpkg -r beeptest` and a check that every file it installed is gone.
# Not part of `make test` (it installs a package and takes a minute); needs root or sudo.
#
#   scripts/deb/check.sh DEB
set -euo pipefail

deb=$(realpath "$1")
SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
fail() { echo "deb-check: $*" >&2; exit 1; }
[ -f "$deb" ] || fail "no package at $1 (make deb)"
if dpkg-query -W -f='${Status}' beeptest 2>/dev/null | grep -q "ok installed"; then
  fail "a beeptest package is installed already: 'dpkg -r beeptest' first (this check removes it at the end)"
fi

echo "== lintian $(basename "$deb")"
lintian_out=$(lintian --info "$deb" 2>&1) || true
echo "${lintian_out:-  (nothing to report)}"
if grep -q '^E:' <<<"$lintian_out"; then fail "lintian reports errors"; fi

echo "== apt-get install $(basename "$deb")"
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$deb" >/dev/null
files=$(mktemp)
elsewhere=$(mktemp -d)
trap 'rm -rf "$files" "$elsewhere"' EXIT
dpkg -L beeptest >"$files"
echo "installed $(wc -l <"$files") paths; Depends: $(dpkg-query -W -f='${Depends}' beeptest)"
dpkg-query -W -f='${Depends}' beeptest | grep -q libxlsxwriter || fail "Depends does not name libxlsxwriter"
for doc in /usr/share/doc/beeptest/README.md.gz /usr/share/beeptest/examples/sound-pack/shuttle.wav; do
  [ -f "$doc" ] || fail "the package left out $doc"
done

echo "== the installed program, from $elsewhere"
cd "$elsewhere"
[ "$(command -v beeptest)" = /usr/bin/beeptest ] || fail "beeptest is not /usr/bin/beeptest on PATH"
env -u BEEPTEST_PROFILES beeptest --version
# The catalogues in /usr/share/locale: LANGUAGE picks German over C.UTF-8, as glibc reads it.
said=$(env -u LC_ALL -u LC_MESSAGES LANG=C.UTF-8 LANGUAGE=de beeptest nosuchcommand 2>&1 || true)
case $said in *"unbekannter Befehl"*) echo "catalogues: $said" ;; *) fail "installed catalogues not read: $said" ;; esac
count=$(env -u BEEPTEST_PROFILES beeptest list --format json | grep -c '"source":"built-in"') || true
[ "$count" -ge 10 ] || fail "beeptest list found $count built-in profiles, not the installed ones"
echo "beeptest list: $count built-in profiles"
# A live run for 3 s on the silent sink, stopped as Ctrl-C would (exit 130 = stopped by SIGINT).
status=0
env -u BEEPTEST_PROFILES XDG_DATA_HOME="$elsewhere/data" timeout --preserve-status -s INT 3 \
  beeptest run msft-20m --headless --silent --countdown 0 --events text >run.out 2>run.err || status=$?
[ "$status" = 130 ] || fail "beeptest run exited $status: $(tail -2 run.err)"
grep -q 'start' run.out || fail "beeptest run printed no start event"
echo "beeptest run msft-20m --silent: $(head -1 run.out | tr -s ' ')…, stopped as asked (exit 130)"
if command -v man >/dev/null; then
  MANWIDTH=80 man beeptest 2>/dev/null | grep -q 'shuttle-run' || fail "man beeptest does not render"
  echo "man beeptest: renders"
fi
cd - >/dev/null

echo "== dpkg -r beeptest"
$SUDO dpkg -r beeptest >/dev/null
left=0
while IFS= read -r path; do
  # Shared folders (/usr, /usr/share/man/man1, ...) stay; everything the package alone owned goes.
  if [ -e "$path" ] && ! [ -d "$path" ]; then echo "left behind: $path"; left=1; fi
done <"$files"
[ ! -e /usr/share/beeptest ] || { echo "left behind: /usr/share/beeptest"; left=1; }
[ ! -e /usr/share/doc/beeptest ] || { echo "left behind: /usr/share/doc/beeptest"; left=1; }
[ "$left" = 0 ] || fail "dpkg -r left files behind"
echo "deb-check: ok ($(grep -c . "$files") paths installed, all removed; lintian: no error)"
