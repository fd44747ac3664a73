#!/usr/bin/env bash
# `make bench` (issue 6): the three measurements side by side, then one table with a verdict per goal.
#   (a) render of the whole PROFILE against dd and sox (scripts/bench-render.sh)    goal: within 3x of dd
#   (b) a headless live run of the first LIVE_LEVELS levels of PROFILE through the timing rig's private
#       PulseAudio and its private PipeWire (scripts/timing/run.sh, conditions aplay-idle and
#       beeptest-idle, SERVERS of the rig: both by default): CPU seconds from rusage and peak memory
#       (VmHWM), against aplay playing the render of the same test through the same device
#       LIVE_PAIRS times in turn, the pair with the median ratio judged
#                                                   goals: CPU within 1.1x of aplay, peak under 24 MiB
#   (c) start-up: median wall time of `beeptest list` over STARTUP_RUNS runs (scripts/bench-startup.py),
#       next to `true`'s                                                     reported, no goal
#   (d) event lateness (issue 14): how long after its `wall` each `--events jsonl` line reaches a reader,
#       on --silent and through the rig, and where the first cue's wall puts the start with the sink
#       idle (scripts/bench-events.sh)               goals: median and worst within 5 ms, first cue 3 ms
#   (e) perf stat counters of a live run and of aplay through the rig (task-clock, cpu-migrations,
#       context-switches; scripts/bench-perf.sh), when perf is installed                     reported
#   (f) spoken calls (issue 10): a render, the start-up with a cold and a warm call cache, and a live
#       run with voice against aplay (scripts/bench-voice.sh, its own table of goals)
#   (g) `history` over 1,000 generated logs of 30 athletes (scripts/bench-history.sh)  goal: under 1 s
#
# usage: scripts/bench.sh [BIN] — BIN defaults to .build/release/beeptest
# environment: PROFILE (default msft-20m: a built-in id or a JSON path), LIVE_LEVELS (default 1: msft-20m's
#              first level, 68 s with its countdown), LIVE_PAIRS (default 3), STARTUP_RUNS (default 50), RUNS (render rounds,
#              default 7), BENCH_RESULTS (default .build/bench)
# Exit status 0 when every goal passes, 1 when one fails, 2 when a measurement could not be made.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/.." && pwd)
BIN=${1:-$ROOT/.build/release/beeptest}
PROFILE=${PROFILE:-msft-20m}
LIVE_LEVELS=${LIVE_LEVELS:-1}
LIVE_PAIRS=${LIVE_PAIRS:-3}
STARTUP_RUNS=${STARTUP_RUNS:-50}
OUT=${BENCH_RESULTS:-$ROOT/.build/bench}
RENDER_GOAL=3 CPU_GOAL=1.1 PEAK_GOAL_MIB=24 EVENT_GOAL_MS=5 FIRST_GOAL_MS=3

# shellcheck source=timing/rig.sh
source "$HERE/timing/rig.sh"   # only for rig_cpu_ticks / rig_busy_percent: how loaded the machine was

fail() { echo "bench: $*" >&2; exit 2; }
[ -x "$BIN" ] || fail "no binary at $BIN (run 'make build' first)"
mkdir -p "$OUT"
ticks_before=$(rig_cpu_ticks)

echo "== (a) render of the whole $PROFILE against dd and sox"
render_status=0
PROFILE=$PROFILE "$HERE/bench-render.sh" "$BIN" | tee "$OUT/render.txt" || render_status=$?
render_x=$(awk '$1 == "beeptest" && NF == 4 { print $4 }' "$OUT/render.txt")
[ -n "$render_x" ] || fail "the render benchmark gave no figure (status $render_status)"

echo
echo "== (b) live run of $PROFILE's first $LIVE_LEVELS level(s), headless, through the timing rig"
# The same test for both players: the rig renders this profile for aplay and runs it live in beeptest.
if [ -f "$PROFILE" ]; then source_file=$PROFILE; else source_file=$ROOT/Profiles/$PROFILE.json; fi
[ -f "$source_file" ] || fail "no profile file for '$PROFILE' (a built-in id or a JSON path)"
live_profile=$OUT/live-profile.json
python3 - "$source_file" "$LIVE_LEVELS" "$live_profile" <<'PY'
import json, sys
source, levels, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
with open(source, encoding="utf-8") as handle:
    profile = json.load(handle)
profile["levels"] = profile["levels"][:levels]
profile["id"] = f"{profile['id']}-first-{levels}"
profile["name"] = f"{profile['name']}: first {levels} level(s), for make bench"
with open(out, "w", encoding="utf-8") as handle:
    json.dump(profile, handle, indent=1)
PY
# One 68 s run varies by some 10 % from the next, so the two players take turns, LIVE_PAIRS times,
# and the pair whose ratio is the median is judged (scripts/cpu-pairs.py); every ratio is printed.
live_status=0
rm -rf "$OUT/live"
for pair in $(seq "$LIVE_PAIRS"); do
  echo "-- pair $pair of $LIVE_PAIRS"
  PROFILE=$live_profile CONDITIONS="aplay-idle beeptest-idle" RESULTS=$OUT/live/$pair BEEPTEST=$BIN \
    "$HERE/timing/run.sh" || live_status=$?
done
usage() {  # condition field -> the figure from the first pair's result, empty when missing
  python3 -c 'import json, sys
try:
    print(json.load(open(sys.argv[1]))["usage"][sys.argv[2]])
except (OSError, KeyError, ValueError):
    pass' "$OUT/live/1/$1.json" "$2"
}
median_pair() {  # SUFFIX -> "APLAY_CPU BEEPTEST_CPU RATIOS PEAK_KIB" over the pairs, empty when one is missing
  local files=() pair
  for pair in $(seq "$LIVE_PAIRS"); do files+=("$OUT/live/$pair/aplay-idle$1.json" "$OUT/live/$pair/beeptest-idle$1.json"); done
  python3 "$HERE/cpu-pairs.py" "${files[@]}" 2>/dev/null || true
}
read -r aplay_cpu beeptest_cpu pa_ratios beeptest_peak < <(median_pair "") || true
aplay_peak=$(usage aplay-idle peak_rss_kib)
# Through PipeWire when the rig ran it (its results carry the server's suffix); empty otherwise.
read -r pw_aplay_cpu pw_beeptest_cpu pw_ratios pw_beeptest_peak < <(median_pair .pipewire) || true
[ -n "${aplay_cpu:-}" ] && [ -n "${beeptest_cpu:-}" ] && [ -n "${beeptest_peak:-}" ] \
  || fail "the live runs gave no CPU or memory figures (rig status $live_status)"
echo "live CPU, beeptest over aplay, pair by pair: PulseAudio ${pa_ratios}${pw_ratios:+; PipeWire $pw_ratios}"
# The live test's length, first countdown pip to the end cue.
live_seconds=$("$BIN" cues "$live_profile" --format csv 2>/dev/null \
  | awk -F, 'NR == 2 { first = $1 } NR > 1 { last = $1 } END { print last - first }')

echo
echo "== (c) start-up of 'beeptest list', median of $STARTUP_RUNS runs"
read -r startup_ms true_ms < <(python3 "$HERE/bench-startup.py" "$STARTUP_RUNS" "$BIN" list) \
  || fail "beeptest list failed"
echo "beeptest list: $startup_ms ms (true: $true_ms ms, the cost of starting any process here)"

echo
echo "== (d) event lateness: --events jsonl lines against their wall, on --silent and through the rig"
"$HERE/bench-events.sh" "$BIN" "$OUT/events" | tee "$OUT/events.txt" \
  || fail "the event lateness runs failed (see $OUT/events/*.err)"
figure() {  # run field -> the figure from bench-events' line
  awk -v run="$1" -v field="$2" '$1 == run { for (i = 2; i < NF; i++) if ($i == field) print $(i + 1) }' "$OUT/events.txt"
}
silent_median=$(figure silent median_ms) silent_worst=$(figure silent worst_ms)
rig_median=$(figure rig median_ms) rig_worst=$(figure rig worst_ms)
idle_first=$(figure rig-idle first_offset_ms)
[ -n "$silent_worst" ] && [ -n "$rig_worst" ] && [ -n "$idle_first" ] || fail "bench-events gave no figures"
events_profile=$OUT/events/events-bench.json   # the ~27 s profile bench-events.sh wrote

perf_line="perf is not installed"
if command -v perf >/dev/null && perf stat -e task-clock true >/dev/null 2>&1; then
  echo
  echo "== (e) perf stat: beeptest and aplay through the rig, and beeptest --silent ($events_profile)"
  "$HERE/bench-perf.sh" "$BIN" "$OUT/perf" "$events_profile" | tee "$OUT/perf.txt" || fail "bench-perf failed"
  perf_line=$(awk '{ printf "%s%s %s ms %s migr", (NR > 1 ? ", " : ""), $1, $3, $5 }' "$OUT/perf.txt")
fi

echo; echo "== (f) spoken calls: render, start-up, live CPU and memory with voice (scripts/bench-voice.sh)"
BENCH_RESULTS=$OUT "$HERE/bench-voice.sh" "$BIN" || echo "bench: a spoken-call goal failed (see $OUT/voice/summary.txt)"
echo; echo "== (g) history over a season's folder (scripts/bench-history.sh; goal: under 1 s)"; "$HERE/bench-history.sh" "$BIN" | tee "$OUT/history.txt" || echo "bench: history goal missed (see above)"

busy=$(rig_busy_percent "$ticks_before" "$(rig_cpu_ticks)")
echo
echo "perf stat of the ~27 s event test: $perf_line" | tee "$OUT/summary.txt"
echo "== goals ($(nproc) CPUs; the whole machine was $busy % busy during the bench, other users included;" \
  "the live run: $live_seconds s of test, the median of $LIVE_PAIRS pairs: PulseAudio $pa_ratios${pw_ratios:+, PipeWire $pw_ratios})"
awk -v rx="$render_x" -v rg="$RENDER_GOAL" -v bc="$beeptest_cpu" -v ac="$aplay_cpu" -v cg="$CPU_GOAL" \
    -v bp="$beeptest_peak" -v ap="$aplay_peak" -v pg="$PEAK_GOAL_MIB" \
    -v sm="$startup_ms" -v tm="$true_ms" -v live_ok="$live_status" -v eg="$EVENT_GOAL_MS" \
    -v sme="$silent_median" -v swo="$silent_worst" -v rme="$rig_median" -v rwo="$rig_worst" \
    -v fo="$idle_first" -v fg="$FIRST_GOAL_MS" -v pbc="${pw_beeptest_cpu:-}" -v pac="${pw_aplay_cpu:-}" \
    -v pbp="${pw_beeptest_peak:-}" 'BEGIN {
  verdict = "PASS"
  printf "%-34s %-30s %-12s %s\n", "goal", "measured", "limit", "verdict"
  ok = rx <= rg;           row("render time vs dd", sprintf("%.2fx dd", rx), "<= " rg "x", ok)
  ok = bc <= cg * ac;      row("live CPU vs aplay, PulseAudio", sprintf("%.3f s vs %.3f s (%.2fx)", bc, ac, bc / ac), "<= " cg "x", ok)
  if (pbc != "" && pac != "") {
    ok = pbc <= cg * pac;  row("live CPU vs aplay, PipeWire", sprintf("%.3f s vs %.3f s (%.2fx)", pbc, pac, pbc / pac), "<= " cg "x", ok)
  }
  ok = bp / 1024 < pg;     row("live peak memory (aplay: " sprintf("%.1f", ap / 1024) " MiB)", sprintf("%.1f MiB", bp / 1024), "< " pg " MiB", ok)
  if (pbp != "") { ok = pbp / 1024 < pg; row("live peak memory, PipeWire", sprintf("%.1f MiB", pbp / 1024), "< " pg " MiB", ok) }
  row("live cues on their frame (rig)", live_ok == 0 ? "every cue within 1 sample" : "see the rig table above", "<= 1 sample", live_ok == 0)
  ok = sme <= eg && swo <= eg
  row("event lines late, --silent", sprintf("median %.2f ms, worst %.2f ms", sme, swo), "<= " eg " ms", ok)
  ok = rme <= eg && rwo <= eg
  row("event lines late, through the rig", sprintf("median %.2f ms, worst %.2f ms", rme, rwo), "<= " eg " ms", ok)
  ok = fo <= fg && -fo <= fg
  row("first cue wall, sink idle at start", sprintf("%+.2f ms off the later cues", fo), "<= " fg " ms", ok)
  printf "%-34s %-30s %-12s %s\n", "start-up of beeptest list", sprintf("%.1f ms (true: %.1f ms)", sm, tm), "-", "reported"
  exit verdict == "PASS" ? 0 : 1
}
function row(goal, measured, limit, ok) {
  printf "%-34s %-30s %-12s %s\n", goal, measured, limit, ok ? "PASS" : "FAIL"
  if (!ok) verdict = "FAIL"
}' | tee -a "$OUT/summary.txt"
