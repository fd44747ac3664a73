#!/usr/bin/env python3
"""How late `beeptest run --events` lines reach their reader, against the `wall` they carry.

  bench-events.py [--out FILE.tsv] [--label NAME] -- COMMAND...

Runs COMMAND (a `beeptest run ... --events jsonl`), reads its stdout line by line through a pipe and
stamps each line with CLOCK_MONOTONIC the moment it arrives; `wall` (the moment the cue is heard, on
the same clock) comes from the line itself. Text lines carry no wall; they are written by the same
code at the same moment (HeadlessRun), so the jsonl figure stands for both.

Prints one line "LABEL lines N median_ms M worst_ms W first_offset_ms F spacing_ms S":
  late        arrival − wall of each line (ms): the reader's lateness, the figure with a 5 ms goal;
  first_offset  (wall − t) of the first cue minus the median (wall − t) of the later ones: where
              the first line puts the start against where the later lines put it (0 when right);
  spacing     the worst |(wall_i − wall_1) − (t_i − t_1)| over the cues after the first (ms): how
              closely the walls follow the cue times (pauses and underruns excepted).
Exit status 1 when COMMAND fails or printed no line.
"""

import json
import statistics
import subprocess
import sys
import time


def parse(argv):
    out, label = None, "events"
    while argv and argv[0] != "--":
        flag = argv.pop(0)
        if flag == "--out":
            out = argv.pop(0)
        elif flag == "--label":
            label = argv.pop(0)
        else:
            raise SystemExit(f"bench-events: unknown option {flag}")
    if not argv or len(argv) < 2:
        raise SystemExit("usage: bench-events.py [--out FILE] [--label NAME] -- COMMAND...")
    return out, label, argv[1:]


def main(argv):
    out, label, command = parse(list(argv))
    process = subprocess.Popen(command, stdout=subprocess.PIPE, bufsize=0)
    rows = []  # (arrival, wall or None, t, kind)
    pending = b""
    while True:
        chunk = process.stdout.read(4096)
        arrival = time.clock_gettime(time.CLOCK_MONOTONIC)
        if not chunk:
            break
        pending += chunk
        while b"\n" in pending:
            line, pending = pending.split(b"\n", 1)
            if not line.strip():
                continue
            event = json.loads(line.decode("utf-8", "replace"))
            rows.append((arrival, event["wall"], event["t"], event.get("kind")))
    status = process.wait()
    if status != 0 or not rows:
        print(f"bench-events: {label}: the command exited with status {status} after {len(rows)} lines", file=sys.stderr)
        return 1
    cues = [row for row in rows if row[3] not in ("pause", "resume", "underrun")]
    late = [(arrival - wall) * 1000 for arrival, wall, _, _ in rows]
    starts = [wall - t for _, wall, t, _ in cues]
    first_offset = (starts[0] - statistics.median(starts[1:])) * 1000 if len(starts) > 1 else 0.0
    spacing = max((abs((w - cues[1][1]) - (t - cues[1][2])) * 1000 for _, w, t, _ in cues[1:]), default=0.0)
    if out:
        with open(out, "w", encoding="utf-8") as handle:
            handle.write("t\tkind\twall\tarrival\tlate_ms\n")
            for (arrival, wall, t, kind), lateness in zip(rows, late):
                handle.write(f"{t}\t{kind}\t{wall:.6f}\t{arrival:.6f}\t{lateness:.3f}\n")
    print(
        f"{label} lines {len(rows)} median_ms {statistics.median(late):.2f} worst_ms {max(late):.2f}"
        f" first_offset_ms {first_offset:.2f} spacing_ms {spacing:.2f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
