#!/usr/bin/env bash
# The real-time timing rig (README.md here): plays the test through ALSA device `pulse` into a private PulseAudio
# null sink, and through ALSA device `pw` into a private PipeWire's (pipewire.sh: its packages unpacked, not
# installed), records the sink's monitor, and measures every cue's onset against the cue list, under
# several conditions side by side. Needs pulseaudio, pulseaudio-utils, libasound2-plugins, alsa-utils,
# python3, and for PipeWire apt-get (the packages are downloaded once into .build/pipewire) and
# dbus-daemon. No sound card needed.
#
#   scripts/timing/run.sh            (or `make timing`, which builds the release binary first)
#
# Environment:
#   PROFILE      a built-in id or a JSON path (default: a ~40 s custom profile whose shuttle times are not
#                whole numbers of frames, written into the temp folder)
#   CONDITIONS   which to run, in order (default: aplay-idle aplay-busy beeptest-idle beeptest-busy
#                beeptest-frozen; add aplay-frozen to see what a player without recovery does)
#   SERVERS      the sound servers, each through all conditions (default: pulse pipewire)
#   PW_QUANTUM   PipeWire's quantum, forced (default 1024; 0: PipeWire's own choice), e.g. 4096 or 8192
#   BEEPTEST     the binary (default .build/release/beeptest)
#   RESULTS      where results are kept (default .build/timing)
#   LOAD         busy loops for the *-busy conditions (default: the number of CPUs)
#   FREEZE_S     how long *-frozen conditions stop the player with SIGSTOP (default 1.0)
#   KEEP=1       keep the temp folder (recordings, logs, the daemons' logs)
#   CLOCK_LOG=1  beeptest conditions write their audio clock's readings to RESULTS/CONDITION.clock.log
#                (RESULTS/CONDITION.SERVER.clock.log through PipeWire)
#                (BEEPTEST_CLOCK_LOG); a frozen condition's is summed up by clocklog.py
# Results: RESULTS/CONDITION.json and .tsv through PulseAudio, RESULTS/CONDITION.SERVER.json and .tsv through
# PipeWire (SERVER: pipewire, or pipewire-qN with another PW_QUANTUM); one table with a server column.
# Exit status 0 when every condition run passes (every cue after the first within 1 sample; through PulseAudio,
# a frozen condition's cues within 1 sample on each side of the freeze and the shift across it within 12).
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
BEEPTEST=${BEEPTEST:-$ROOT/.build/release/beeptest}
RESULTS=${RESULTS:-$ROOT/.build/timing}
CONDITIONS=${CONDITIONS:-aplay-idle aplay-busy beeptest-idle beeptest-busy beeptest-frozen}
SERVERS=${SERVERS:-pulse pipewire}
LOAD=${LOAD:-$(nproc)}
FREEZE_S=${FREEZE_S:-1.0}
BEEPTEST_LEAD_IN_S=0.2   # the silence beeptest plays into a sound server before the test
# A frozen player's later cues move by what it measured the gap short or long. Through PulseAudio that
# measure is the `pulse` device's delay, an interpolated estimate whose line scatters by rms 3 frames from
# run to run (README.md here, "A frozen player"): there the shift across the freeze is held to 12 samples
# (0.25 ms, four times that) and each side of it to the goal of 1 on its own grid. PipeWire's delay is
# counted, not estimated: there every cue is held to 1.
PULSE_SHIFT_GOAL=12
PREROLL_S=2.5   # an idle null sink runs ahead: start recording well before playing (README.md here)
TAIL_S=0.5
ANALYSE=(python3 "$HERE/analyse.py")

# shellcheck source=rig.sh
source "$HERE/rig.sh"
# shellcheck source=pipewire.sh
source "$HERE/pipewire.sh"

fail() { echo "timing: $*" >&2; exit 2; }

for server in $SERVERS; do
  case $server in
    pulse)
      for tool in pulseaudio pactl parec; do
        command -v "$tool" >/dev/null || fail "$tool is missing (apt-get install pulseaudio pulseaudio-utils)"
      done
      aplay -L 2>/dev/null | grep -qx pulse || fail "ALSA has no 'pulse' device: apt-get install libasound2-plugins" ;;
    pipewire)
      for tool in dbus-daemon apt-get dpkg; do
        command -v "$tool" >/dev/null || fail "$tool is missing (apt-get install dbus-daemon; PipeWire itself is unpacked privately)"
      done ;;
    *) fail "unknown server '$server' (SERVERS: pulse pipewire)" ;;
  esac
done
for tool in aplay python3; do
  command -v "$tool" >/dev/null || fail "$tool is missing (apt-get install alsa-utils python3)"
done
[ -x "$BEEPTEST" ] || fail "$BEEPTEST not found: build it first (make timing does)"

RIG_DIR=$(mktemp -d "${TMPDIR:-/tmp}/beeptest-timing.XXXXXX")
trap rig_cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
mkdir -p "$RESULTS"
rm -f "$RESULTS"/*.json "$RESULTS"/*.tsv "$RESULTS"/*.clock.log

# A profile whose shuttle times are not whole numbers of frames (else rounding errors never show), with
# one long rest near the middle where the *-frozen conditions stop the player without losing a cue.
if [ -z "${PROFILE:-}" ]; then
  PROFILE=$RIG_DIR/timing-rig.json
  cat >"$PROFILE" <<'JSON'
{
  "format": 1,
  "id": "timing-rig",
  "name": "Timing rig: shuttle times that are not whole numbers of frames",
  "distance_m": 20,
  "countdown_s": 3,
  "levels": [
    {"label": "1", "shuttle_s": 1.23456789, "shuttles": 14, "rest_s": 3.3456789},
    {"label": "2", "shuttle_s": 1.1111111, "shuttles": 15}
  ]
}
JSON
fi
CUES=$RIG_DIR/cues.json
"$BEEPTEST" cues "$PROFILE" --format json >"$CUES"

# The stream aplay plays and every recording is measured against: what beeptest renders when it can
# (then aplay and beeptest play the same samples), else the rig's own beeps at the same frames.
SYNTH=$RIG_DIR/synth.wav
"${ANALYSE[@]}" synth --cues "$CUES" --out "$SYNTH"
RENDER=$RIG_DIR/render.wav
# The rig finds the cues' onsets: spoken calls would be onsets too, so it plays the beeps alone
# (scripts/bench-voice.sh measures a run with calls).
VOICE_OFF=()
"$BEEPTEST" render --help 2>/dev/null | grep -q -- '--voice ' && VOICE_OFF=(--voice off)
if "$BEEPTEST" render "$PROFILE" -o "$RENDER" "${VOICE_OFF[@]}" >"$RIG_DIR/render.log" 2>&1; then
  HAVE_RENDER=1 PLAYED=$RENDER
else
  HAVE_RENDER=0 PLAYED=$SYNTH
  grep -q "unknown command" "$RIG_DIR/render.log" \
    || echo "timing: beeptest render failed, playing the rig's own beeps instead: $(head -1 "$RIG_DIR/render.log")" >&2
fi
# `run` exists once the audio engine has landed; until then its conditions are skipped.
case $("$BEEPTEST" run 2>&1) in
  *"unknown command"*) HAVE_RUN=0 ;;
  *) HAVE_RUN=1 ;;
esac

RESULT_FILES=()
STATUS=0
# What the conditions play through, set per server below: the ALSA device, the environment the players
# run in (PipeWire's: its libraries, ALSA config and runtime folder), the results' file suffix.
SERVER=pulse DEVICE=pulse PLAYER_ENV=() SUFFIX=""

# The recorder of the current server's sink monitor, into $1 (raw s16le 48 kHz mono); sets RIG_RECORDER_PID.
start_recorder() {
  if [ "$SERVER" = pulse ]; then
    rig_start_recorder "$1"
  else
    pw_start_recorder "$1"
    RIG_RECORDER_PID=$PW_RECORDER_PID
  fi
}

# Records one condition: $1 name, $2 player (aplay|beeptest), $3 load (idle|busy), $4 freeze (0|1).
run_condition() {
  local name=$1 player=$2 load=$3 freeze=$4
  local out=$name$SUFFIX  # the results' and the temp files' name: CONDITION, or CONDITION.SERVER
  local recording=$RIG_DIR/$out.raw
  local command
  if [ "$player" = aplay ]; then
    # As our engine: 200 ms buffer, 50 ms periods.
    command=("${PLAYER_ENV[@]}" aplay -q -D "$DEVICE" --buffer-time=200000 --period-time=50000 "$PLAYED")
  else
    if [ "$HAVE_RUN" != 1 ]; then echo "$name: skipped, this beeptest has no 'run' command yet"; return; fi
    # Its results log goes to the rig's folder through the wrapper's environment (below), not through an
    # `env` of its own: that exec would count in beeptest's CPU time and not in aplay's.
    command=("${PLAYER_ENV[@]}" "$BEEPTEST" run "$PROFILE" --headless --device "$DEVICE" "${VOICE_OFF[@]}")
    [ "${CLOCK_LOG:-0}" = 1 ] && command=(env BEEPTEST_CLOCK_LOG="$RESULTS/$out.clock.log" "${command[@]}")
  fi
  local stop_after="" split_t=""
  if [ "$freeze" = 1 ]; then
    # Timed from the launch: beeptest's stream starts with a buffer of silence, aplay's with the test
    # (scripts/timing/README.md, "A frozen player").
    local lead_in=0
    [ "$player" = beeptest ] && lead_in=$BEEPTEST_LEAD_IN_S
    read -r stop_after split_t < <("${ANALYSE[@]}" freeze --cues "$CUES" --freeze-s "$FREEZE_S" --lead-in "$lead_in")
  fi

  local ticks_before ticks_after
  ticks_before=$(rig_cpu_ticks)
  [ "$load" = busy ] && rig_start_load "$LOAD"
  start_recorder "$recording"
  sleep "$PREROLL_S"
  XDG_DATA_HOME="$RIG_DIR/data" python3 "$HERE/rusage.py" "$RIG_DIR/$out.usage.json" "$RIG_DIR/$out.pid" -- \
    "${command[@]}" >"$RIG_DIR/$out.out" 2>"$RIG_DIR/$out.err" &
  local wrapper_pid=$! player_pid
  rig_track "$wrapper_pid"
  player_pid=$(rig_wait_for_pidfile "$RIG_DIR/$out.pid" "$wrapper_pid") || true
  # Tracked too: a clean-up must wake the player (CONT) if it stops the rig during a freeze.
  [ -n "$player_pid" ] && rig_track "$player_pid"
  if [ "$freeze" = 1 ] && [ -n "$player_pid" ]; then
    sleep "$stop_after"
    kill -STOP "$player_pid" 2>/dev/null || true
    sleep "$FREEZE_S"
    kill -CONT "$player_pid" 2>/dev/null || true
  fi
  local player_status=0
  wait "$wrapper_pid" || player_status=$?
  rig_forget "$wrapper_pid"
  [ -n "$player_pid" ] && rig_forget "$player_pid"
  sleep "$TAIL_S"
  rig_stop "$RIG_RECORDER_PID"
  [ "$load" = busy ] && rig_stop_load
  ticks_after=$(rig_cpu_ticks)

  if [ "$player_status" != 0 ]; then
    echo "$name: the player exited with status $player_status; its stderr:"
    sed 's/^/  /' "$RIG_DIR/$out.err" | tail -5
  fi
  local measure=("${ANALYSE[@]}" measure --cues "$CUES" --recording "$recording" --reference "$PLAYED"
                 --condition "$name" --out "$RESULTS/$out.json" --detail "$RESULTS/$out.tsv"
                 --host-busy "$(rig_busy_percent "$ticks_before" "$ticks_after")")
  [ "$SERVERS" = pulse ] || measure+=(--server "$SERVER")
  [ -s "$recording.arrivals" ] && measure+=(--arrivals "$recording.arrivals")
  [ -n "$split_t" ] && measure+=(--freeze-t "$split_t")
  [ -n "$split_t" ] && [ "$SERVER" = pulse ] && measure+=(--shift-goal "$PULSE_SHIFT_GOAL")
  [ -s "$RIG_DIR/$out.usage.json" ] && measure+=(--usage "$RIG_DIR/$out.usage.json")
  "${measure[@]}" || STATUS=1
  if [ "$freeze" = 1 ] && [ -s "$RESULTS/$out.clock.log" ]; then
    python3 "$HERE/clocklog.py" "$RESULTS/$out.clock.log" --result "$RESULTS/$out.json" | sed 's/^/  clock: /'
  fi
  [ "$player_status" = 0 ] || STATUS=1
  RESULT_FILES+=("$RESULTS/$out.json")
}

if [ "$HAVE_RENDER" = 1 ]; then
  "${ANALYSE[@]}" measure --cues "$CUES" --reference "$RENDER" --render --condition beeptest-render \
    --out "$RESULTS/beeptest-render.json" --detail "$RESULTS/beeptest-render.tsv" || STATUS=1
  RESULT_FILES+=("$RESULTS/beeptest-render.json")
fi
for condition in $CONDITIONS; do
  case $condition in
    aplay-idle | aplay-busy | aplay-frozen | beeptest-idle | beeptest-busy | beeptest-frozen) ;;
    *) fail "unknown condition '$condition'" ;;
  esac
done
for SERVER in $SERVERS; do
  if [ "$SERVER" = pulse ]; then
    DEVICE=pulse PLAYER_ENV=() SUFFIX=""
    echo "timing rig: $(nproc) CPUs, $(pulseaudio --version), profile $PROFILE ($(grep -c '"t"' "$CUES") cues)"
    rig_start_pulse
  else
    # PipeWire's own results keep its quantum in their name when it is not the default.
    [ "$PW_QUANTUM" = 1024 ] && SERVER=pipewire || SERVER=pipewire-q$PW_QUANTUM
    [ "$PW_QUANTUM" = 0 ] && SERVER=pipewire-stock
    pw_setup "$RIG_DIR/pipewire" || fail "could not set up the private PipeWire"
    DEVICE=pw SUFFIX=.$SERVER
    PLAYER_ENV=("${PW_ENV[@]}")
    echo "timing rig: $(nproc) CPUs, PipeWire $(pw_env pipewire --version | sed -n 's/^Linked with libpipewire //p')" \
      "(quantum ${PW_QUANTUM/#0/stock}, ALSA device $DEVICE), profile $PROFILE ($(grep -c '"t"' "$CUES") cues)"
    pw_start || fail "could not start the private PipeWire (logs in $RIG_DIR/pipewire)"
  fi
  for condition in $CONDITIONS; do
    case $condition in
      aplay-idle)      run_condition "$condition" aplay idle 0 ;;
      aplay-busy)      run_condition "$condition" aplay busy 0 ;;
      aplay-frozen)    run_condition "$condition" aplay idle 1 ;;
      beeptest-idle)   run_condition "$condition" beeptest idle 0 ;;
      beeptest-busy)   run_condition "$condition" beeptest busy 0 ;;
      beeptest-frozen) run_condition "$condition" beeptest idle 1 ;;
    esac
  done
  # This server's daemons stopped before the next one's start: newest first, as at exit.
  if [ "$SERVER" = pulse ]; then
    rig_stop "$RIG_PULSE_PID"
    unset PULSE_SERVER PULSE_COOKIE
  else
    rig_stop "$PW_WP_PID"; rig_stop "$PW_DAEMON_PID"; rig_stop "$PW_DBUS_PID"
  fi
done

echo
if [ ${#RESULT_FILES[@]} -gt 0 ]; then
  "${ANALYSE[@]}" table "${RESULT_FILES[@]}" | tee "$RESULTS/summary.txt" || true
fi
echo "per-cue errors: $RESULTS/*.tsv"
[ "${KEEP:-0}" = 1 ] && echo "recordings and logs kept in $RIG_DIR"
exit "$STATUS"
