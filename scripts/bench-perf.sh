#!/usr/bin/env bash
# CPU of a live run against aplay with the kernel's counters (issue 14): `perf stat -e
# task-clock,cpu-migrations,context-switches` of `beeptest run PROFILE --headless` and of `aplay`
# playing beeptest's render of the same test, through the timing rig's private PulseAudio null sink
# (a recorder on its monitor) with the same 200 ms buffer and 50 ms periods; then the same run on
# `--silent`. perf's counters are per process tree, so aplay's and beeptest's threads all count.
#
# usage: scripts/bench-perf.sh BIN OUT_DIR PROFILE
# Prints one line a player: "NAME task_ms T migrations M switches S" (and keeps perf's output).
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
BIN=$(realpath "$1") OUT=$(realpath -m "$2") PROFILE=$(realpath "$3")
command -v perf >/dev/null || { echo "bench-perf: perf is missing (apt-get install linux-perf)" >&2; exit 2; }
mkdir -p "$OUT"

# shellcheck source=timing/rig.sh
source "$HERE/timing/rig.sh"
RIG_DIR=$(mktemp -d "${TMPDIR:-/tmp}/beeptest-perf.XXXXXX")
trap rig_cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

"$BIN" render "$PROFILE" -o "$RIG_DIR/render.wav" >/dev/null 2>&1 \
  || { echo "bench-perf: beeptest render failed" >&2; exit 2; }
rig_start_pulse
rig_start_recorder "$RIG_DIR/monitor.raw"
sleep 1

counters() {  # NAME COMMAND...: runs it under perf stat and prints the line
  local name=$1
  shift
  (cd "$RIG_DIR" && perf stat -x, -e task-clock,cpu-migrations,context-switches -o "$OUT/$name.perf" -- "$@" \
    >/dev/null 2>"$OUT/$name.err") || { echo "bench-perf: $name failed: $(tail -1 "$OUT/$name.err")" >&2; exit 2; }
  awk -F, -v name="$name" '$3 == "task-clock" { t = $1 } $3 == "cpu-migrations" { m = $1 }
    $3 == "context-switches" { s = $1 } END { printf "%s task_ms %.1f migrations %d switches %d\n", name, t, m, s }' \
    "$OUT/$name.perf"
}

counters aplay aplay -q -D pulse --buffer-time=200000 --period-time=50000 "$RIG_DIR/render.wav"
# The results logs go to the temporary folder; set here, not by an `env` that perf would count too.
export XDG_DATA_HOME=$RIG_DIR/data
counters beeptest "$BIN" run "$PROFILE" --headless --device pulse --events jsonl
counters beeptest-silent "$BIN" run "$PROFILE" --headless --silent --events jsonl
