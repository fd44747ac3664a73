#!/usr/bin/env bash
# Compiles the catalogues (po/LANG.po, the languages po/LINGUAS names) with msgfmt into
# OUT/LANG/LC_MESSAGES/beeptest.mo, checking their format strings (msgfmt -c) on the way.
#
#   scripts/po/compile.sh OUT     (OUT: a share/locale folder: the build's, or a package's tree)
#
# Each catalogue is written to a temporary file and renamed over the last one, so a program
# running meanwhile (the tests start the binary side by side) reads a whole catalogue or the old.
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
PO=$(cd "$HERE/../../po" && pwd)
OUT=$1
command -v msgfmt >/dev/null || { echo "po: msgfmt is missing (apt-get install gettext)" >&2; exit 1; }
for lang in $(grep -v '^#' "$PO/LINGUAS"); do
  folder=$OUT/$lang/LC_MESSAGES
  mkdir -p "$folder"
  temporary=$(mktemp "$folder/.beeptest.mo.XXXXXX")
  msgfmt -c -o "$temporary" "$PO/$lang.po" || { rm -f "$temporary"; exit 1; }
  chmod 644 "$temporary"
  mv -f "$temporary" "$folder/beeptest.mo"
done
