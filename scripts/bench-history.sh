#!/usr/bin/env bash
# `beeptest history` over a season's folder (issue 12): LOGS results logs of ATHLETES athletes each
# (PACER 20 m and 15 m and the 20 m MSFT, a warning and an out for every athlete, a finish line),
# written in the real log format into a temporary folder, then `history FOLDER` (the table) and
# `history FOLDER --format json` timed with hyperfine (a loop of `date` stamps when hyperfine is
# missing).                                                          goal: each median under 1 s
#
# usage: scripts/bench-history.sh [BIN] — BIN defaults to .build/release/beeptest
# environment: LOGS (default 1000), ATHLETES (default 30), RUNS (default 10), KEEP (a folder to write
# the logs into and keep, to compare outputs before and after a change; default a temporary one)
# Prints "history LOGS logs ATHLETES athletes format F median_s S goal_s 1 PASS|FAIL" for each format;
# exit 0 when both pass, 1 when one fails.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
BIN=${1:-$HERE/../.build/release/beeptest}
LOGS=${LOGS:-1000} ATHLETES=${ATHLETES:-30} RUNS=${RUNS:-10} GOAL_S=1
[ -x "$BIN" ] || { echo "bench-history: no binary at $BIN (run 'make build' first)" >&2; exit 2; }

if [ -n "${KEEP:-}" ]; then
  FOLDER=$KEEP
  mkdir -p "$FOLDER"
  rm -f "$FOLDER"/*.jsonl "$FOLDER"/times-*.json
else
  FOLDER=$(mktemp -d)
  trap 'rm -rf "$FOLDER"' EXIT
fi
python3 - "$FOLDER" "$LOGS" "$ATHLETES" "$HERE/../Profiles" <<'PY'
import json, os, random, sys, time
folder, logs, athletes = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
random.seed(12)
# Laps (shuttles) per level of each profile, as Profiles/*.json lists them.
def levels(profile_id):
    with open(os.path.join(sys.argv[4], profile_id + ".json")) as handle:
        return [level["shuttles"] for level in json.load(handle)["levels"]]
profiles = {pid: levels(pid) for pid in ("pacer-20m", "pacer-15m", "msft-20m")}
roster = [{"name": f"Pupil {n:02d}", "bib": n, "id": f"S{n:04d}", "sex": "MF"[n % 2], "age": 11 + n % 7}
          for n in range(1, athletes + 1)]
start_wall = 1756684800  # 2025-09-01
for index in range(logs):
    pid = ("pacer-20m", "pacer-15m", "msft-20m")[index % 3]
    table = profiles[pid]
    wall = start_wall + index * 30000
    date = time.strftime("%Y-%m-%dT%H:%M:%S+0000", time.gmtime(wall))
    lines = [{"event": "start", "format": 1, "profile": pid, "start_level": "1", "countdown_s": 5,
              "stop_rule": {"misses": 2, "consecutive": pid == "msft-20m"}, "athletes": roster,
              "wall": wall, "date": date}]
    t = 0.0
    for athlete in roster:
        # A miss at a random line past level 2, then the next line missed too: out.
        turn = random.randrange(sum(table[:2]), sum(table) - 2)
        marks = []
        for miss in (turn, turn + 1):
            level, shuttle = 0, miss
            while shuttle >= table[level]:
                shuttle -= table[level]
                level += 1
            marks.append((str(level + 1), shuttle + 1))
        for number, (level, shuttle) in enumerate(marks, start=1):
            t += 1
            lines.append({"event": "warning" if number == 1 else "out", "athlete": athlete["name"],
                          "key": athlete["bib"], "level": level, "shuttle": shuttle, "misses": number,
                          "t": t, "wall": wall + t})
    lines.append({"event": "finish", "completed": False, "t": t + 1, "wall": wall + t + 1})
    with open(os.path.join(folder, f"{date[:10]}-{index:04d}-{pid}.jsonl"), "w") as handle:
        handle.write("".join(json.dumps(line, separators=(",", ":")) + "\n" for line in lines))
PY
[ "$(find "$FOLDER" -name '*.jsonl' | wc -l)" -eq "$LOGS" ] || { echo "bench-history: logs not written" >&2; exit 2; }
"$BIN" history "$FOLDER" --format json > "$FOLDER.out" || { echo "bench-history: history failed" >&2; exit 2; }
rm -f "$FOLDER.out"

# The command as a teacher types it (the table) and the JSON a script reads, each against the goal.
measure() {  # measure FORMAT: prints the median seconds of `history FOLDER --format FORMAT`
  if command -v hyperfine >/dev/null; then
    hyperfine --warmup 1 --runs "$RUNS" --export-json "$FOLDER/times-$1.json" \
      "'$BIN' history '$FOLDER' --format $1" --output=null >&2
    python3 -c 'import json, sys; print("%.3f" % json.load(open(sys.argv[1]))["results"][0]["median"])' \
      "$FOLDER/times-$1.json"
  else
    for _ in $(seq "$RUNS"); do
      start=$(date +%s.%N); "$BIN" history "$FOLDER" --format "$1" > /dev/null; end=$(date +%s.%N)
      echo "$end - $start" | bc
    done | sort -n | awk '{ a[NR] = $1 } END { printf "%.3f", a[int((NR + 1) / 2)] }'
  fi
}
status=0
for format in table json; do
  median=$(measure "$format")
  verdict=$(awk -v m="$median" -v g="$GOAL_S" 'BEGIN { print (m < g) ? "PASS" : "FAIL" }')
  echo "history $LOGS logs $ATHLETES athletes format $format median_s $median goal_s $GOAL_S $verdict"
  [ "$verdict" = PASS ] || status=1
done
exit "$status"
