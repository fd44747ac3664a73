#!/usr/bin/env bash
# What a PulseAudio null sink plays of the calls (issue 29): a private PulseAudio daemon with a
# 48 kHz mono null sink, parec recording its monitor, and `beeptest run msft-20m --device pulse`
# playing the countdown and the first two levels (--stop-at 2.1, some 100 s) with --voice LANG.
# The recording is cut from its first audible sample (the countdown's first beep, the render's
# first frame) and measured by scripts/loudness.py against the same stretch's cue times, beside
# the render of the same arguments.
#
# usage: scripts/null-sink-calls.sh [BIN] — BIN defaults to .build/debug/beeptest
# environment: LANG_CODE (default en), KEEP=1 keeps the temporary folder
# Every process it starts is stopped by its pid on exit; a private call cache is used.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/.." && pwd)
BIN=$(realpath "${1:-$ROOT/.build/debug/beeptest}")
LANG_CODE=${LANG_CODE:-en}
ARGS=(msft-20m --stop-at 2.1 --voice "$LANG_CODE")

fail() { echo "null-sink-calls: $*" >&2; exit 2; }
[ -x "$BIN" ] || fail "no binary at $BIN (run 'swift build' first)"
for tool in pulseaudio pactl parec espeak-ng; do command -v "$tool" >/dev/null || fail "$tool is not installed"; done
DIR=$(mktemp -d)
PIDS=()
cleanup() {
    local i
    for ((i = ${#PIDS[@]} - 1; i >= 0; i--)); do
        kill -TERM "${PIDS[i]}" 2>/dev/null || true
        wait "${PIDS[i]}" 2>/dev/null || true
    done
    [ "${KEEP:-0}" = 1 ] && echo "kept $DIR" || rm -rf "$DIR"
}
trap cleanup EXIT

mkdir -p "$DIR/pulse"
export PULSE_SERVER="unix:$DIR/pulse/native" PULSE_COOKIE="$DIR/pulse/cookie" XDG_CACHE_HOME="$DIR/cache"
HOME=$DIR/pulse XDG_RUNTIME_DIR=$DIR/pulse XDG_CONFIG_HOME=$DIR/pulse PULSE_RUNTIME_PATH=$DIR/pulse \
    PULSE_STATE_PATH=$DIR/pulse pulseaudio -n --daemonize=no --exit-idle-time=-1 --use-pid-file=no \
    --disable-shm=yes -L "module-native-protocol-unix socket=$DIR/pulse/native auth-anonymous=1" \
    -L "module-null-sink sink_name=calls rate=48000 channels=1" >"$DIR/daemon.log" 2>&1 &
PIDS+=($!)
tries=0
until pactl info >/dev/null 2>&1; do
    [ $((tries += 1)) -le 100 ] || fail "the private PulseAudio daemon did not start: $(tail -1 "$DIR/daemon.log")"
    sleep 0.1
done
# Unity gain and unmuted, so that the monitor is what was played, sample for sample.
pactl set-sink-volume calls 100% && pactl set-sink-mute calls 0

# The clips are made first (a render with the same cache), so the live run starts at once.
"$BIN" render "${ARGS[@]}" -o "$DIR/render.wav" >/dev/null
"$BIN" cues "${ARGS[@]}" --calls --format json >"$DIR/cues.json"
parec -d calls.monitor --raw --latency-msec=10 --format=s16le --rate=48000 --channels=1 >"$DIR/played.raw" &
PIDS+=($!)
sleep 0.5
"$BIN" run "${ARGS[@]}" --headless --device pulse </dev/null >/dev/null
sleep 0.5
kill -TERM "${PIDS[-1]}" && wait "${PIDS[-1]}" 2>/dev/null || true
unset 'PIDS[-1]'

# The recording from its first audible sample on, as a WAV file loudness.py reads.
python3 - "$DIR/played.raw" "$DIR/played.wav" <<'EOF'
import sys, wave
import numpy as np
samples = np.fromfile(sys.argv[1], dtype="<i2")
audible = np.nonzero(np.abs(samples.astype(np.int32)) >= 33)[0]
if len(audible) == 0:
    sys.exit("null-sink-calls: the null sink played nothing audible")
with wave.open(sys.argv[2], "wb") as out:
    out.setnchannels(1), out.setsampwidth(2), out.setframerate(48000)
    out.writeframes(samples[audible[0]:].tobytes())
EOF
echo "render:     $(python3 "$HERE/loudness.py" "$DIR/render.wav" "$DIR/cues.json" | tail -1)"
echo "null sink:  $(python3 "$HERE/loudness.py" "$DIR/played.wav" "$DIR/cues.json" | tail -1)"
