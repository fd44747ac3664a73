#!/usr/bin/env bash
# The calls of a whole test against the beeps and against espeak-ng's own clips (issue 29): for each
# language, renders msft-20m with its voice (a private call cache, so the clips are made anew), lists
# the calls' times, then prints
#   - scripts/loudness.py: every call's and turn beep's BS.1770 loudness (LUFS), crest factor, peak,
#     read in the stream's 400 ms blocks (how the calls are levelled) and by each sound's own length;
#   - scripts/bench-calls.py: how many level calls and countdown numbers PocketSphinx hears, in the
#     levelled render and in espeak-ng's own clip of the same phrase, cut to its audible part as the
#     engine cuts it and whole (English only: no recogniser model for the other call languages can
#     be had offline).
#
# usage: scripts/bench-calls.sh [BIN] — BIN defaults to .build/debug/beeptest
# environment: LANGS (default "en fr"), BENCH_RESULTS (default .build/bench)
# needs: espeak-ng, python3 with numpy and scipy, PyPI pocketsphinx (pip install pocketsphinx)
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/.." && pwd)
BIN=$(realpath "${1:-$ROOT/.build/debug/beeptest}")
OUT=${BENCH_RESULTS:-$ROOT/.build/bench}/calls
LANGS=${LANGS:-en fr}

fail() { echo "bench-calls: $*" >&2; exit 2; }
[ -x "$BIN" ] || fail "no binary at $BIN (run 'swift build' first)"
command -v espeak-ng >/dev/null || fail "espeak-ng is not installed (apt-get install espeak-ng)"
python3 -c 'import numpy, scipy' 2>/dev/null || fail "python3 needs numpy and scipy"
mkdir -p "$OUT"
CACHE=$(mktemp -d)
trap 'rm -rf "$CACHE"' EXIT

for lang in $LANGS; do
    echo "== $lang"
    XDG_CACHE_HOME=$CACHE "$BIN" render msft-20m -o "$OUT/msft-$lang.wav" --voice "$lang" >/dev/null
    XDG_CACHE_HOME=$CACHE "$BIN" cues msft-20m --calls --format json --voice "$lang" >"$OUT/cues-$lang.json"
    # The goal (1-3 LU under the beeps) is read as the stream is heard: a short sound in a whole
    # 400 ms block, as beeptest levels the calls; each sound by its own length beside it.
    echo "in the stream:    $(python3 "$HERE/loudness.py" "$OUT/msft-$lang.wav" "$OUT/cues-$lang.json" | tail -1)"
    echo "by its own length: $(python3 "$HERE/loudness.py" "$OUT/msft-$lang.wav" "$OUT/cues-$lang.json" --own-length | tail -1)"
    if python3 -c 'import pocketsphinx' 2>/dev/null; then
        python3 "$HERE/bench-calls.py" "$OUT/msft-$lang.wav" "$OUT/cues-$lang.json" "$lang" | grep -E "^$lang " || true
    else
        echo "bench-calls: pocketsphinx is not installed (pip install pocketsphinx): no recognition scores" >&2
    fi
done
