#!/bin/sh
# Render speed (issue 3): `beeptest render` of a whole profile against `dd` writing the same
# number of bytes and `sox` synthesising a tone of the same length. The three run in turn,
# alternating which goes first, each writing a new file (removed once timed); the figures are
# the medians of RUNS rounds. Goal: within 3x of dd.
#
# usage: scripts/bench-render.sh [BIN] — BIN defaults to .build/release/beeptest
# environment: RUNS (default 7), PROFILE (default msft-20m), RATE (default 48000),
#              BENCH_DIR (where the files are written; default a new folder in $TMPDIR or /tmp)
set -eu
BIN=${1:-.build/release/beeptest}
RUNS=${RUNS:-7}
PROFILE=${PROFILE:-msft-20m}
RATE=${RATE:-48000}
[ -x "$BIN" ] || { echo "bench: no binary at $BIN (run 'make build' first)" >&2; exit 66; }
command -v sox >/dev/null || { echo "bench: sox is not installed (apt-get install sox)" >&2; exit 69; }
DIR=$(mktemp -d "${BENCH_DIR:-${TMPDIR:-/tmp}}/beeptest-bench.XXXXXX")
trap 'rm -rf "$DIR"' EXIT INT TERM

# The size and length of the render, so that dd and sox do the same amount of work.
"$BIN" render "$PROFILE" --rate "$RATE" -o "$DIR/probe.wav" >/dev/null
BYTES=$(stat -c %s "$DIR/probe.wav")
rm -f "$DIR/probe.wav"
FRAMES=$(( (BYTES - 44) / 2 ))
LENGTH=$(awk -v f="$FRAMES" -v r="$RATE" 'BEGIN { printf "%.6f", f / r }')

now() { date +%s%N; }

run_one() {  # tool round -> prints "tool microseconds"
    out="$DIR/$1-$2"
    start=$(now)
    case $1 in
        beeptest) "$BIN" render "$PROFILE" --rate "$RATE" -o "$out.wav" >/dev/null ;;
        dd) dd if=/dev/zero of="$out.raw" bs=1M count="$BYTES" iflag=count_bytes status=none ;;
        sox) sox -V1 -n -r "$RATE" -b 16 -c 1 "$out.wav" synth "$LENGTH" sine 880 gain -2 ;;
    esac
    end=$(now)
    rm -f "$out.wav" "$out.raw"
    echo "$1 $(( (end - start) / 1000 ))"
}

round=1
while [ "$round" -le "$RUNS" ]; do
    case $(( round % 3 )) in
        1) order="beeptest dd sox" ;;
        2) order="dd sox beeptest" ;;
        0) order="sox beeptest dd" ;;
    esac
    for tool in $order; do run_one "$tool" "$round" >> "$DIR/times"; done
    round=$(( round + 1 ))
done

median() { grep "^$1 " "$DIR/times" | cut -d' ' -f2 | sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print int((v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }
BEEPTEST=$(median beeptest)
DD=$(median dd)
SOX=$(median sox)
echo "render of $PROFILE at $RATE Hz: $BYTES bytes ($LENGTH s of audio), medians of $RUNS rounds, files in $(dirname "$DIR")"
awk -v b="$BEEPTEST" -v d="$DD" -v s="$SOX" -v bytes="$BYTES" 'BEGIN {
    printf "%-10s %10s %10s %9s\n", "tool", "median ms", "MB/s", "x dd"
    printf "%-10s %10.1f %10.0f %9.2f\n", "beeptest", b / 1000, bytes / b, b / d
    printf "%-10s %10.1f %10.0f %9.2f\n", "dd", d / 1000, bytes / d, 1
    printf "%-10s %10.1f %10.0f %9.2f\n", "sox", s / 1000, bytes / s, s / d
    if (b > 3 * d) { print "beeptest is more than 3x slower than dd"; exit 1 }
}'
