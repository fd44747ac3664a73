#!/usr/bin/env bash
# Event lateness (issue 14): how long after its `wall` (the moment the cue is heard) each
# `--events jsonl` line reaches a reader, measured by scripts/bench-events.py, in three runs:
#   silent    `run --silent`: the silent sink's clock
#   rig       through the timing rig's private PulseAudio null sink, a recorder on its monitor
#             (the sink running, as a desktop's plays)
#   rig-idle  the same sink idle at the start (nobody recording): the first cue's `wall` must
#             still agree with the later ones (`first_offset_ms`)
# One line per run: "NAME lines N median_ms M worst_ms W first_offset_ms F spacing_ms S".
#
# usage: scripts/bench-events.sh BIN OUT_DIR [PROFILE]   (PROFILE: default a ~27 s one written here)
# environment: EVENT_RUNS (default "silent rig rig-idle")
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
BIN=$(realpath "$1") OUT=$(realpath -m "$2") PROFILE=${3:-}
EVENT_RUNS=${EVENT_RUNS:-silent rig rig-idle}
mkdir -p "$OUT"

# shellcheck source=timing/rig.sh
source "$HERE/timing/rig.sh"
RIG_DIR=$(mktemp -d "${TMPDIR:-/tmp}/beeptest-events.XXXXXX")
trap rig_cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if [ -z "$PROFILE" ]; then
  # Shuttle times that are not whole numbers of frames, and a rest: 25 cues in 27 s.
  PROFILE=$OUT/events-bench.json   # kept: make bench runs perf stat on the same test
  cat >"$PROFILE" <<'JSON'
{
  "format": 1,
  "id": "events-bench",
  "name": "Event lateness: shuttle times that are not whole numbers of frames",
  "distance_m": 20,
  "countdown_s": 3,
  "levels": [
    {"label": "1", "shuttle_s": 1.23456789, "shuttles": 12, "rest_s": 2.5},
    {"label": "2", "shuttle_s": 1.1111111, "shuttles": 8}
  ]
}
JSON
fi

measure() {  # NAME, then the run's options
  local name=$1
  shift
  (cd "$RIG_DIR" && env XDG_DATA_HOME="$RIG_DIR/data" python3 "$HERE/bench-events.py" --label "$name" \
    --out "$OUT/$name.tsv" -- "$BIN" run "$PROFILE" --headless --events jsonl "$@" 2>"$OUT/$name.err")
}

for run in $EVENT_RUNS; do
  case $run in
    silent) measure silent --silent ;;
    rig | rig-idle)
      [ -n "${RIG_PULSE_PID:-}" ] || rig_start_pulse
      if [ "$run" = rig ]; then
        rig_start_recorder "$RIG_DIR/monitor.raw"
        sleep 1
        measure rig --device pulse
        rig_stop "$RIG_RECORDER_PID"
        rm -f "$RIG_DIR/monitor.raw"
      else
        # Nobody records the monitor: the null sink plays to nothing (the rig loads no suspend module).
        sleep 1
        measure rig-idle --device pulse
      fi
      ;;
    *) echo "bench-events: unknown run '$run'" >&2; exit 2 ;;
  esac
done
