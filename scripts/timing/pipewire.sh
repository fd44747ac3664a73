#!/usr/bin/env bash
# A private PipeWire 0.3.65 (Debian 12) for the timing rig, without installing it: PipeWire's packages
# replace PulseAudio's, so they are downloaded (`apt-get download`) into a cache folder, unpacked there
# (`dpkg -x`) and run from it with a config of the rig's own (shared/reference/pipewire-rig.md): a
# `cue` null sink at 48 kHz, WirePlumber with no device monitors, a session bus of its own, and an ALSA
# config (ALSA_CONFIG_PATH) with the pipewire plugin as the default device and as `pw`.
#
# Sourced by run.sh (the functions below), or run:
#   scripts/timing/pipewire.sh setup DIR     unpack (downloading once) and write the config into DIR;
#                                            prints DIR/env, the environment as KEY=VALUE lines
#   scripts/timing/pipewire.sh shell DIR     setup, start the daemons and open a shell in that
#                                            environment (for trying things by hand); stops them after
#
# Environment: PW_CACHE (default .build/pipewire: debs/ and the unpacked root/, reused across runs),
# PW_QUANTUM (default 1024: the graph's quantum, forced; 0 leaves PipeWire's stock choice, where the
# clients' latencies pick it between 16 and 2048), PW_CHANNELS (the sink's: 1, the default, or 2).

PW_PACKAGES=(pipewire pipewire-bin libpipewire-0.3-0 libpipewire-0.3-modules libspa-0.2-modules pipewire-alsa
  libwireplumber-0.4-0 wireplumber)
PW_HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
PW_CACHE=${PW_CACHE:-$(cd "$PW_HERE/../.." && pwd)/.build/pipewire}
PW_QUANTUM=${PW_QUANTUM:-1024}
PW_CHANNELS=${PW_CHANNELS:-1}
PW_ARCH_DIR=$(dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null || echo "$(uname -m)-linux-gnu")

pw_log() { echo "pipewire: $*" >&2; }

# Downloads one package into the cache's debs/ (apt-get update first when apt has no lists yet).
pw_download() {
  local debs=$PW_CACHE/debs
  (cd "$debs" && apt-get download "$@" >"$PW_CACHE/download.log" 2>&1) && return 0
  pw_log "apt-get download $* failed; apt-get update, then again"
  apt-get update -qq >>"$PW_CACHE/download.log" 2>&1 || true
  (cd "$debs" && apt-get download "$@" >>"$PW_CACHE/download.log" 2>&1) && return 0
  pw_log "apt-get download $* failed; its log:"
  sed 's/^/  /' "$PW_CACHE/download.log" | tail -5 >&2
  return 1
}

# Is a package (any alternative of "a (>= 1) | b") installed on the machine or already in the cache?
pw_dependency_met() {
  local alternative name alternatives
  IFS='|' read -ra alternatives <<<"$1"
  for alternative in "${alternatives[@]}"; do
    name=$(echo "$alternative" | sed 's/(.*)//; s/:any//; s/[[:space:]]//g')
    [ -n "$name" ] || continue
    dpkg-query -W -f='${Status}' "$name" 2>/dev/null | grep -q "install ok installed" && return 0
    compgen -G "$PW_CACHE/debs/${name}_*.deb" >/dev/null && return 0
  done
  return 1
}

# The packages in the cache, and whatever they depend on that the machine lacks (a bare machine may have
# no libsndfile1 or liblua5.3-0), downloaded, then unpacked into root/. Done once: a stamp marks it.
pw_unpack() {
  local root=$PW_CACHE/root stamp=$PW_CACHE/root/.unpacked
  [ -f "$stamp" ] && return 0
  mkdir -p "$PW_CACHE/debs"
  command -v apt-get >/dev/null && command -v dpkg >/dev/null || { pw_log "needs apt-get and dpkg (Debian)"; return 1; }
  local missing=() package
  for package in "${PW_PACKAGES[@]}"; do
    compgen -G "$PW_CACHE/debs/${package}_*.deb" >/dev/null || missing+=("$package")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    pw_log "downloading ${missing[*]} into $PW_CACHE/debs (not installed: PipeWire's packages replace PulseAudio's)"
    pw_download "${missing[@]}" || return 1
  fi
  # Their dependencies the machine lacks, to a fixed point (at most 10 rounds).
  local round deb dependency first
  for ((round = 0; round < 10; round++)); do
    missing=()
    for deb in "$PW_CACHE"/debs/*.deb; do
      while IFS= read -r dependency; do
        [ -n "$dependency" ] || continue
        pw_dependency_met "$dependency" && continue
        first=$(echo "${dependency%%|*}" | sed 's/(.*)//; s/:any//; s/[[:space:]]//g')
        [[ " ${missing[*]} " == *" $first "* ]] || missing+=("$first")
      done < <(dpkg-deb -f "$deb" Depends Pre-Depends | sed 's/^[A-Za-z-]*: //' | tr ',' '\n')
    done
    [ ${#missing[@]} -eq 0 ] && break
    pw_log "downloading what they need and this machine lacks: ${missing[*]}"
    pw_download "${missing[@]}" || return 1
  done
  rm -rf "$root"
  mkdir -p "$root"
  for deb in "$PW_CACHE"/debs/*.deb; do dpkg -x "$deb" "$root" || return 1; done
  [ -x "$root/usr/bin/pipewire" ] && [ -x "$root/usr/bin/wireplumber" ] && [ -x "$root/usr/bin/pw-record" ] \
    || { pw_log "the unpacked packages have no pipewire, wireplumber or pw-record"; return 1; }
  touch "$stamp"
}

# Writes the private config into $1 and the environment into $1/env (KEY=VALUE lines) and exports it.
pw_setup() {
  local dir=$1
  pw_unpack || return 1
  local root=$PW_CACHE/root lib=$PW_CACHE/root/usr/lib/$PW_ARCH_DIR
  mkdir -p "$dir"/{conf,wp,alsa/conf.d,run,home,config,data,state}
  chmod 700 "$dir/run"

  # pipewire.conf: stock, without the x11-bell and portal modules, the null sink first in context.objects;
  # the quantum (PW_QUANTUM) as the default and, forced, as min and max too.
  cp "$root/usr/share/pipewire/client.conf" "$root/usr/share/pipewire/client-rt.conf" "$dir/conf/"
  local positions="[ MONO ]"
  [ "$PW_CHANNELS" = 2 ] && positions="[ FL FR ]"
  local properties=""
  if [ "$PW_QUANTUM" != 0 ]; then
    local max=$((PW_QUANTUM > 2048 ? PW_QUANTUM : 2048))
    properties="    default.clock.quantum = $PW_QUANTUM\n    default.clock.min-quantum = $PW_QUANTUM\n    default.clock.max-quantum = $max"
  fi
  python3 - "$root/usr/share/pipewire/pipewire.conf" "$dir/conf/pipewire.conf" "$positions" "$properties" <<'PY'
import re, sys
source, target, positions, properties = sys.argv[1:]
text = open(source).read()
def block_end(start):
    """The index just past the brace that closes the one at `start` (the stock file has no braces in
    its comments' way: they are counted as they come)."""
    depth, end = 0, start
    while True:
        depth += {"{": 1, "}": -1}.get(text[end], 0)
        end += 1
        if depth == 0:
            return end
for module in ("libpipewire-module-x11-bell", "libpipewire-module-portal"):
    start = text.index("{ name = " + module)
    text = text[:start] + text[block_end(start):]
sink = ("    { factory = adapter\n        args = {\n            factory.name = support.null-audio-sink\n"
        "            node.name = cue\n            node.description = \"beeptest timing rig\"\n"
        "            media.class = Audio/Sink\n            object.linger = true\n"
        "            audio.position = %s\n            audio.rate = 48000\n"
        "            monitor.channel-volumes = true\n        }\n    }\n" % positions)
text = re.sub(r"^context\.objects = \[\n", lambda m: m.group(0) + sink, text, count=1, flags=re.M)
if properties:
    # Last in context.properties (a later key wins over the stock min-quantum = 16), and without
    # vm.overrides, which would put min-quantum back to 1024 on a virtual machine.
    text = re.sub(r"\n\s*vm\.overrides = \{[^}]*\}", "", text, count=1)
    start = re.search(r"^context\.properties = \{", text, flags=re.M).end() - 1
    end = block_end(start)
    text = text[:end - 1] + properties.replace("\\n", "\n") + "\n" + text[end - 1:]
open(target, "w").write(text)
PY
  [ $? = 0 ] || return 1

  # WirePlumber: stock, without bluetooth and the alsa, v4l2 and libcamera monitors. Folders are full
  # copies: a folder holding only the changed file would replace the stock one.
  grep -v 'bluetooth\.lua' "$root/usr/share/wireplumber/wireplumber.conf" >"$dir/wp/wireplumber.conf"
  rm -rf "$dir/wp/main.lua.d" "$dir/wp/policy.lua.d"
  cp -r "$root/usr/share/wireplumber/main.lua.d" "$root/usr/share/wireplumber/policy.lua.d" "$dir/wp/"
  sed -i '/alsa_monitor\.enable\|v4l2_monitor\.enable\|libcamera_monitor\.enable/d' "$dir/wp/main.lua.d/90-enable-all.lua"

  # ALSA: the machine's alsa.conf loading the private conf.d alone, which looks like a PipeWire desktop's.
  sed -e '\|"/var/lib/alsa/conf.d"|d' -e '\|"/usr/etc/alsa/conf.d"|d' -e '\|"/etc/asound.conf|d' \
      -e '\|"~/.asoundrc"|d' -e "s|\"/etc/alsa/conf.d\"|\"$dir/alsa/conf.d\"|" \
      /usr/share/alsa/alsa.conf >"$dir/alsa/alsa.conf"
  local conf
  rm -f "$dir"/alsa/conf.d/*
  for conf in /etc/alsa/conf.d/*.conf; do
    [ -e "$conf" ] || continue
    case $(basename "$conf") in 99-pulse.conf | *pipewire*) ;; *) ln -s "$conf" "$dir/alsa/conf.d/" ;; esac
  done
  cp "$root/usr/share/alsa/alsa.conf.d/50-pipewire.conf" "$root/usr/share/alsa/alsa.conf.d/99-pipewire-default.conf" \
    "$dir/alsa/conf.d/"
  cat >"$dir/alsa/conf.d/40-pipewire-private.conf" <<EOF
# The unpacked plugin, which ALSA would otherwise look for in its own folder.
pcm_type.pipewire { lib "$lib/alsa-lib/libasound_module_pcm_pipewire.so" }
ctl_type.pipewire { lib "$lib/alsa-lib/libasound_module_ctl_pipewire.so" }
pcm.pw {
  type pipewire
  playback_node "-1"
  capture_node "-1"
  hint { show on description "PipeWire (the timing rig's)" }
}
EOF

  cat >"$dir/env" <<EOF
LD_LIBRARY_PATH=$lib:$lib/pipewire-0.3${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
SPA_PLUGIN_DIR=$lib/spa-0.2
PIPEWIRE_MODULE_DIR=$lib/pipewire-0.3
PIPEWIRE_CONFIG_DIR=$dir/conf
XDG_RUNTIME_DIR=$dir/run
PIPEWIRE_RUNTIME_DIR=$dir/run
HOME=$dir/home
XDG_CONFIG_HOME=$dir/config
XDG_DATA_HOME=$dir/data
XDG_STATE_HOME=$dir/state
WIREPLUMBER_MODULE_DIR=$lib/wireplumber-0.4
WIREPLUMBER_DATA_DIR=$root/usr/share/wireplumber
WIREPLUMBER_CONFIG_DIR=$dir/wp
ALSA_CONFIG_PATH=$dir/alsa/alsa.conf
DBUS_SESSION_BUS_ADDRESS=unix:path=$dir/run/bus
PATH=$root/usr/bin:$PATH
PW_QUANTUM=$PW_QUANTUM
PW_CHANNELS=$PW_CHANNELS
EOF
  PW_DIR=$dir
  # shellcheck disable=SC2046 # one word a line: the folders hold no spaces (mktemp's and .build's)
  PW_ENV=(env $(cat "$dir/env"))
}

# Runs a command in the private environment (without changing the caller's). A background process is
# started as "${PW_ENV[@]}" COMMAND & instead, so that $! is the process itself (env execs it), not a
# subshell whose TERM would leave it running.
pw_env() { "${PW_ENV[@]}" "$@"; }

# Waits until the sink exists and is linked to nothing but waits for a client: pw-cli answers and
# lists `cue` (WirePlumber up and the sink made), at most ~10 s.
pw_wait_ready() {
  local tries=0
  until pw_env pw-cli ls Node 2>/dev/null | grep -q 'node.name = "cue"' \
      && pw_env pw-cli ls Metadata 2>/dev/null | grep -q 'metadata.name = "default"'; do
    [ $((tries += 1)) -gt 100 ] && return 1
    sleep 0.1
  done
  # The sink's volume at unity (its default), unmuted: the monitor is then a copy of what was played.
  [ "$PW_QUANTUM" = 0 ] || pw_env pw-metadata -n settings 0 clock.force-quantum "$PW_QUANTUM" >/dev/null 2>&1
  return 0
}

# Starts dbus-daemon, pipewire and wireplumber (each tracked by rig_track when rig.sh is sourced);
# sets PW_DBUS_PID, PW_DAEMON_PID, PW_WP_PID.
pw_start() {
  local track=rig_track
  declare -F rig_track >/dev/null || track=:
  "${PW_ENV[@]}" dbus-daemon --session --nofork --nopidfile --address="unix:path=$PW_DIR/run/bus" \
    >"$PW_DIR/dbus.log" 2>&1 &
  PW_DBUS_PID=$!
  $track "$PW_DBUS_PID"
  local tries=0
  until [ -S "$PW_DIR/run/bus" ]; do
    if ! kill -0 "$PW_DBUS_PID" 2>/dev/null || [ $((tries += 1)) -gt 100 ]; then
      pw_log "dbus-daemon did not start; its log:"; sed 's/^/  /' "$PW_DIR/dbus.log" >&2; return 1
    fi
    sleep 0.05
  done
  pw_start_daemons
}

# pipewire, then wireplumber once its socket is there (also after a kill, for the same socket).
pw_start_daemons() {
  local track=rig_track
  declare -F rig_track >/dev/null || track=:
  rm -f "$PW_DIR/run/pipewire-0" "$PW_DIR/run/pipewire-0.lock"
  "${PW_ENV[@]}" pipewire >>"$PW_DIR/pipewire.log" 2>&1 &
  PW_DAEMON_PID=$!
  $track "$PW_DAEMON_PID"
  local tries=0
  until [ -S "$PW_DIR/run/pipewire-0" ]; do
    if ! kill -0 "$PW_DAEMON_PID" 2>/dev/null || [ $((tries += 1)) -gt 100 ]; then
      pw_log "pipewire did not start; its log:"; sed 's/^/  /' "$PW_DIR/pipewire.log" | tail -20 >&2; return 1
    fi
    sleep 0.05
  done
  "${PW_ENV[@]}" wireplumber >>"$PW_DIR/wireplumber.log" 2>&1 &
  PW_WP_PID=$!
  $track "$PW_WP_PID"
  if ! pw_wait_ready; then
    pw_log "the cue sink or WirePlumber's default metadata did not appear; logs:"
    tail -10 "$PW_DIR/pipewire.log" "$PW_DIR/wireplumber.log" | sed 's/^/  /' >&2
    return 1
  fi
}

# The recorder runs SCHED_FIFO where it may (root, or an rtprio limit), and writes into a 1 MiB pipe that
# arrivals.py empties into the file, stamping each read: on the loaded machine (2 CPUs, busy loops, other
# engineers' builds, a busy disk) pw-record alone, writing the file itself, lost whole cycles, up to ~2 s
# in 45 s with its main thread at normal priority (every later cue heard that many quanta early), and
# still a few quanta with it at SCHED_FIFO. parec has PulseAudio's deep queue and needs neither.
PW_RT=()
if command -v chrt >/dev/null && chrt -f 40 true 2>/dev/null; then PW_RT=(chrt -f 40); fi

# Records the sink's monitor (pw-record) into $1 as raw s16le 48 kHz mono, what the analyser reads (a stereo
# sink's left channel), and the reads' times into $1.arrivals (arrivals.py lag reads them). Sets
# PW_RECORDER_PID (tracked): arrivals.py, which stops pw-record on TERM.
pw_start_recorder() {
  local track=rig_track
  declare -F rig_track >/dev/null || track=:
  # With the quantum forced the recorder's latency is moot; with PipeWire's own choice (PW_QUANTUM=0) the
  # smallest latency asked picks the quantum, so the recorder asks for the most and leaves it to the player.
  local latency=10ms
  [ "$PW_QUANTUM" = 0 ] && latency=8192
  "${PW_RT[@]}" "${PW_ENV[@]}" python3 "$PW_HERE/arrivals.py" record "$1" "$1.arrivals" --channels "$PW_CHANNELS" \
    -- pw-record --target cue --rate 48000 --channels "$PW_CHANNELS" --format s16 --latency "$latency" - 2>"$1.log" &
  PW_RECORDER_PID=$!
  $track "$PW_RECORDER_PID"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -uo pipefail
  case ${1:-} in
    setup)
      [ -n "${2:-}" ] || { echo "usage: $0 setup DIR" >&2; exit 2; }
      mkdir -p "$2" && pw_setup "$(cd "$2" && pwd)" || exit 1
      echo "$PW_DIR/env" ;;
    shell)
      [ -n "${2:-}" ] || { echo "usage: $0 shell DIR" >&2; exit 2; }
      mkdir -p "$2" && pw_setup "$(cd "$2" && pwd)" || exit 1
      PW_PIDS=()
      rig_track() { PW_PIDS+=("$1"); }
      trap 'for p in "${PW_PIDS[@]}"; do kill "$p" 2>/dev/null; done' EXIT
      pw_start || exit 1
      echo "pipewire: running (pids ${PW_PIDS[*]}); the shell has its environment: aplay -D pw, pw-top, exit to stop" >&2
      pw_env bash -i ;;
    *) echo "usage: $0 setup|shell DIR" >&2; exit 2 ;;
  esac
fi
