# The timing rig's plumbing, sourced by run.sh: a private PulseAudio daemon with a null sink, a recorder
# on its monitor, CPU load, and the clean-up that leaves nothing running. Every process is tracked and
# stopped by its pid.

RIG_PIDS=()

rig_track() { RIG_PIDS+=("$1"); }

# Drops a pid from the tracked list once the process has been reaped.
rig_forget() {
  local kept=() p
  for p in "${RIG_PIDS[@]}"; do [ "$p" = "$1" ] || kept+=("$p"); done
  RIG_PIDS=("${kept[@]}")
}

# Stops one tracked process: CONT first (a frozen process cannot act on TERM), TERM, and reap it.
rig_stop() {
  local pid=$1
  kill -CONT "$pid" 2>/dev/null || true
  kill -TERM "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  rig_forget "$pid"
}

# The EXIT trap: stop whatever is still running, newest first, then drop the temp folder.
rig_cleanup() {
  local i
  for ((i = ${#RIG_PIDS[@]} - 1; i >= 0; i--)); do rig_stop "${RIG_PIDS[i]}"; done
  if [ -n "${RIG_DIR:-}" ] && [ "${KEEP:-0}" != 1 ]; then rm -rf "$RIG_DIR"; fi
}

# Starts the private daemon (README.md here): its own runtime dir, a unix socket, a 48 kHz mono null sink.
# Clients find it through PULSE_SERVER; they load no config that could autospawn another daemon.
rig_start_pulse() {
  local dir=$RIG_DIR/pulse
  mkdir -p "$dir"
  export PULSE_SERVER="unix:$dir/native" PULSE_COOKIE="$dir/cookie"
  HOME=$dir XDG_RUNTIME_DIR=$dir XDG_CONFIG_HOME=$dir PULSE_RUNTIME_PATH=$dir PULSE_STATE_PATH=$dir \
    pulseaudio -n --daemonize=no --exit-idle-time=-1 --use-pid-file=no --disable-shm=yes \
      -L "module-native-protocol-unix socket=$dir/native auth-anonymous=1" \
      -L "module-null-sink sink_name=cue rate=48000 channels=1" >"$dir/daemon.log" 2>&1 &
  RIG_PULSE_PID=$!
  rig_track "$RIG_PULSE_PID"
  local tries=0
  until pactl info >/dev/null 2>&1; do
    if ! kill -0 "$RIG_PULSE_PID" 2>/dev/null || [ $((tries += 1)) -gt 100 ]; then
      echo "timing: the private PulseAudio daemon did not start; its log:" >&2
      sed 's/^/  /' "$dir/daemon.log" >&2
      return 1
    fi
    sleep 0.1
  done
  # Unity gain and unmuted, so that the monitor is a bit-exact copy of what was played.
  pactl set-sink-volume cue 100% && pactl set-sink-mute cue 0
}

# Records the sink's monitor into $1 (raw s16le mono 48 kHz) in the background; sets RIG_RECORDER_PID.
rig_start_recorder() {
  parec -d cue.monitor --raw --latency-msec=10 --format=s16le --rate=48000 --channels=1 >"$1" 2>"$1.log" &
  RIG_RECORDER_PID=$!
  rig_track "$RIG_RECORDER_PID"
}

# Prints the pid that rusage.py wrote to $1 once it is there (the player, not the wrapper $2).
rig_wait_for_pidfile() {
  local tries=0
  until [ -s "$1" ]; do
    if ! kill -0 "$2" 2>/dev/null || [ $((tries += 1)) -gt 100 ]; then return 1; fi
    sleep 0.05
  done
  cat "$1"
}

# Busy and total CPU ticks of the whole machine so far ("busy total"), from /proc/stat.
rig_cpu_ticks() { awk '/^cpu /{ total = 0; for (i = 2; i <= NF; i++) total += $i; print total - $5 - $6, total }' /proc/stat; }

# How busy the machine was, in percent of all CPUs, between two rig_cpu_ticks readings: a shared
# machine's other users load the "idle" conditions too, and the table should say so.
rig_busy_percent() {
  awk -v a="$1" -v b="$2" 'BEGIN { split(a, x, " "); split(b, y, " ");
    t = y[2] - x[2]; printf "%.0f\n", (t > 0 ? 100 * (y[1] - x[1]) / t : 0) }'
}

# Keeps $1 CPUs busy with shell loops; their pids go to RIG_LOAD_PIDS.
rig_start_load() {
  RIG_LOAD_PIDS=()
  local n
  for ((n = 0; n < $1; n++)); do
    sh -c 'while :; do :; done' &
    RIG_LOAD_PIDS+=("$!")
    rig_track "$!"
  done
}

rig_stop_load() {
  local pid
  for pid in "${RIG_LOAD_PIDS[@]}"; do rig_stop "$pid"; done
  RIG_LOAD_PIDS=()
}
