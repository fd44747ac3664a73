#!/usr/bin/env bash
# `make deb` (issue 14): a Debian binary package of beeptest, built with dpkg-deb from the
# static-runtime release build (the Swift runtime linked in, so it needs no toolchain).
#
#   scripts/deb/build.sh BIN OUT_DIR      (BIN: `swift build -c release --static-swift-stdlib`'s binary)
#
# Lays out the package tree in OUT_DIR/root and writes OUT_DIR/beeptest_VERSION_ARCH.deb:
#   /usr/bin/beeptest (stripped), /usr/share/beeptest/{profiles,examples} (ProfileCatalog finds
#   <bin>/../share/beeptest/profiles; examples/sound-pack is the pack the man page names), the man
#   page gzipped -9n, the bash and zsh completions, the catalogues of messages compiled from po/ by
#   msgfmt (/usr/share/locale/LANG/LC_MESSAGES/beeptest.mo: the program looks beside its bin/), and
#   /usr/share/doc/beeptest/{copyright,changelog.Debian.gz,README.md.gz}. Whatever share/man/beeptest.1 and
#   share/completions/* hold now goes in (they may be regenerated). Depends comes from what the
#   binary links (dpkg-shlibdeps, so a new library is picked up by itself: libasound2, libsamplerate0,
#   libxlsxwriter4 for the spreadsheets, ...); Recommends espeak-ng
#   (spoken calls). The version is the program's own (`beeptest --version`), Debian revision
#   DEB_REVISION (default 1). Dates come from the last commit, so a rebuild gives the same files.
# Prints the .deb's path on the last line.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
BIN=$(realpath "$1")
OUT=$(realpath -m "$2")
REVISION=${DEB_REVISION:-1}
MAINTAINER=${DEB_MAINTAINER:-beeptest developers <beeptest@users.noreply.github.com>}

fail() { echo "deb: $*" >&2; exit 1; }
for tool in dpkg-deb dpkg-shlibdeps strip gzip md5sum msgfmt; do
  command -v "$tool" >/dev/null || fail "$tool is missing (apt-get install dpkg-dev binutils)"
done
[ -x "$BIN" ] || fail "no binary at $BIN (make deb builds it)"
upstream=$("$BIN" --version | awk '{ print $2 }')
[ -n "$upstream" ] || fail "'$BIN --version' printed no version"
version=$upstream-$REVISION
arch=$(dpkg --print-architecture)
# The last commit's time for every date in the package (changelog, mtimes): reproducible builds.
epoch=${SOURCE_DATE_EPOCH:-$(git -C "$ROOT" log -1 --format=%ct 2>/dev/null || date +%s)}

tree=$OUT/root
rm -rf "$tree"
umask 022
install -d "$tree/DEBIAN" "$tree/usr/bin" "$tree/usr/share/beeptest/profiles" \
  "$tree/usr/share/beeptest/examples/sound-pack" \
  "$tree/usr/share/man/man1" "$tree/usr/share/bash-completion/completions" "$tree/usr/share/zsh/vendor-completions" \
  "$tree/usr/share/doc/beeptest"

# The binary, stripped as dh_strip does (symbols, .comment, .note); the Swift metadata sections stay.
install -m 755 "$BIN" "$tree/usr/bin/beeptest"
strip --remove-section=.comment --remove-section=.note "$tree/usr/bin/beeptest"
install -m 644 "$ROOT"/Profiles/*.json "$tree/usr/share/beeptest/profiles/"
install -m 644 "$ROOT"/Profiles/examples/*.json "$tree/usr/share/beeptest/examples/"
install -m 644 "$ROOT"/examples/sound-pack/* "$tree/usr/share/beeptest/examples/sound-pack/"
gzip -9n -c "$ROOT/README.md" >"$tree/usr/share/doc/beeptest/README.md.gz"
gzip -9n -c "$ROOT/share/man/beeptest.1" >"$tree/usr/share/man/man1/beeptest.1.gz"
install -m 644 "$ROOT/share/completions/beeptest.bash" "$tree/usr/share/bash-completion/completions/beeptest"
install -m 644 "$ROOT/share/completions/_beeptest" "$tree/usr/share/zsh/vendor-completions/_beeptest"
install -m 644 "$HERE/copyright" "$tree/usr/share/doc/beeptest/copyright"
"$ROOT/scripts/po/compile.sh" "$tree/usr/share/locale"
{
  echo "beeptest ($version) unstable; urgency=medium"
  echo
  echo "  * Built from the beeptest source tree with 'make deb' (upstream $upstream)."
  echo
  echo " -- $MAINTAINER  $(LC_ALL=C date -u -R -d "@$epoch")"
} | gzip -9n >"$tree/usr/share/doc/beeptest/changelog.Debian.gz"
chmod 644 "$tree/usr/share/man/man1/beeptest.1.gz" "$tree/usr/share/doc/beeptest/changelog.Debian.gz" \
  "$tree/usr/share/doc/beeptest/README.md.gz"

# Depends from the libraries the binary links: dpkg-shlibdeps reads its NEEDED entries and maps
# each to its package and minimum version (it wants a debian/control to stand in).
work=$OUT/shlibdeps
rm -rf "$work"
mkdir -p "$work/debian"
printf 'Source: beeptest\n\nPackage: beeptest\nArchitecture: any\n' >"$work/debian/control"
depends=$(cd "$work" && dpkg-shlibdeps -O -e"$tree/usr/bin/beeptest" 2>"$OUT/shlibdeps.log" \
  | sed -n 's/^shlibs:Depends=//p') || true
[ -n "$depends" ] || fail "dpkg-shlibdeps found no dependencies: $(cat "$OUT/shlibdeps.log")"
rm -rf "$work"

installed_kib=$(du -sk --exclude=DEBIAN "$tree" | awk '{ print $1 }')
cat >"$tree/DEBIAN/control" <<CONTROL
Package: beeptest
Version: $version
Architecture: $arch
Maintainer: $MAINTAINER
Installed-Size: $installed_kib
Depends: $depends
Recommends: espeak-ng
Section: misc
Priority: optional
Description: shuttle-run fitness tests with sample-exact beeps
 beeptest runs shuttle-run fitness tests from the command line: the 20 m
 multistage fitness test (beep test), the FitnessGram PACER, the Yo-Yo
 endurance and intermittent recovery tests and the 30-15 intermittent
 fitness test, with their published levels and speeds. The beeps play
 through ALSA with every cue on its sample; a full-screen terminal view
 shows the level and shuttle, marks athletes out and saves their results.
 .
 Results go to spreadsheets (.xlsx), printable class reports, a page per
 athlete and blank score sheets. It also renders a test to a WAV file,
 prints its cue list, and emits one event line per cue as it is heard,
 for scripts and light rigs.
CONTROL
(cd "$tree" && find usr -type f | LC_ALL=C sort | xargs md5sum) >"$tree/DEBIAN/md5sums"
chmod 644 "$tree/DEBIAN/control" "$tree/DEBIAN/md5sums"
find "$tree" -exec touch -h -d "@$epoch" {} +

deb=$OUT/beeptest_${version}_$arch.deb
rm -f "$deb"
SOURCE_DATE_EPOCH=$epoch dpkg-deb --root-owner-group -Zxz --build "$tree" "$deb" >/dev/null
echo "$deb"
