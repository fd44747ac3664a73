#!/usr/bin/env bash
# Installs into a temporary prefix and checks what a user of the installed program relies on:
# the binary runs from another folder, finds its profiles and its catalogues of messages, the man page
# renders, and the completions sit where Debian's bash and zsh look (site-functions under /usr/local,
# vendor-completions under /usr).
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
# The catalogues beside bin/: LANGUAGE picks French over C.UTF-8 (always there), as glibc reads it.
said=$(env -u LC_ALL -u LC_MESSAGES LANG=C.UTF-8 LANGUAGE=fr "$prefix/bin/beeptest" nosuchcommand 2>&1 || true)
case $said in *"commande inconnue"*) ;; *) echo "installed catalogues not found: $said"; exit 1 ;; esac
for file in share/locale/fr/LC_MESSAGES/beeptest.mo share/locale/pt/LC_MESSAGES/beeptest.mo \
  share/bash-completion/completions/beeptest share/zsh/site-functions/_beeptest \
  share/doc/beeptest/README.md share/beeptest/examples/sound-pack/shuttle.wav; do
  [ -f "$prefix/$file" ] || { echo "install left out $file"; exit 1; }
done
make -s -C "$OLDPWD" uninstall PREFIX="$prefix" >/dev/null
[ -z "$(find "$prefix" -type f)" ] || { echo "uninstall left files:"; find "$prefix" -type f; exit 1; }
# As a package lays it out: PREFIX=/usr under a staging DESTDIR.
make -s -C "$OLDPWD" install PREFIX=/usr DESTDIR="$prefix/stage" >/dev/null
[ -f "$prefix/stage/usr/share/zsh/vendor-completions/_beeptest" ] || { echo "PREFIX=/usr: zsh completion not in vendor-completions"; exit 1; }
make -s -C "$OLDPWD" uninstall PREFIX=/usr DESTDIR="$prefix/stage" >/dev/null
[ -z "$(find "$prefix/stage" -type f)" ] || { echo "PREFIX=/usr: uninstall left files"; exit 1; }
echo "install check: ok (static binary ran from $elsewhere, profiles and catalogues found, man page renders, completions in place, uninstall clean)"
