#!/usr/bin/env python3
"""What the audio clock said around a gap: reads a clock log (BEEPTEST_CLOCK_LOG=FILE beeptest run ...,
or CLOCK_LOG=1 make timing) and prints, for the first gap, the line the readings gave before it and
after the restart, and what the skips made of it.

    python3 scripts/timing/clocklog.py .build/timing/beeptest-frozen.clock.log \
        [--result .build/timing/beeptest-frozen.json]

A reading's offset is `heard - wall * rate`, heard = frames written - delay, counted in the frames
the device was given (the engine's skips taken out again). On its line the offset stays put, so a
gap of L frames moves it down by L. The reference is the median of the 16 readings before the gap;
after it, only readings of a playing device count (the frame heard advancing, something queued
now and before). With the rig's result, the truth is known: the stream was heard
(skips made + shift heard) frames late, and each reading after the restart is shown against it.
Exit status 2 on a log it cannot read.
"""

import argparse
import json
import statistics
import sys

RATE = 48000
SPAN = 16


def parse(lines):
    """Readings (wall, heard in device frames, delay) and gaps (kind, wall, frames), in order."""
    readings, gaps, moved = [], [], 0
    for number, line in enumerate(lines, 1):
        fields = line.split()
        if not fields or fields[0].startswith("#"):
            continue
        try:
            if fields[0] == "reading" and len(fields) == 4:
                wall, stream, delay = float(fields[1]), int(fields[2]), int(fields[3])
                readings.append((wall, stream - moved - delay, delay, len(gaps)))
                continue
            if fields[0] in ("skip", "stall", "offline") and len(fields) == 3:
                gaps.append((fields[0], float(fields[1]), int(fields[2]), len(readings)))
                moved += int(fields[2])
                continue
        except ValueError:
            pass
        raise ValueError(f"line {number}: not a clock log line: {line.strip()!r}")
    return readings, gaps


def offset(reading):
    return reading[1] - reading[0] * RATE


def playing_after(readings, start):
    """Readings from `start` on taken while the device played what was written."""
    chosen = []
    for previous, reading in zip(readings[start - 1:], readings[start:]):
        if reading[1] > previous[1] and reading[2] > 0 and previous[2] > 0:
            chosen.append(reading)
    return chosen


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("log")
    parser.add_argument("--result", help="the rig's CONDITION.json of the same run (its measured shift)")
    args = parser.parse_args(argv)
    try:
        with open(args.log, encoding="utf-8") as handle:
            readings, gaps = parse(handle)
        shift = None
        if args.result:
            with open(args.result, encoding="utf-8") as handle:
                shift = json.load(handle).get("shift")
    except (OSError, ValueError) as error:
        print(f"clocklog: {error}", file=sys.stderr)
        return 2
    print(f"{len(readings)} readings, gaps: " + (", ".join(f"{k} {f:+d}" for k, _, f, _ in gaps) or "none"))
    if not gaps or gaps[0][3] <= SPAN:
        return 0
    # The reading just before the first gap line may be the one that showed the stall.
    first = gaps[0][3]
    before = [offset(r) for r in readings[first - 1 - SPAN:first - 1]]
    reference = statistics.median(before)
    after = playing_after(readings, first)
    made = sum(frames for _, _, frames, _ in gaps)
    print(f"skips made {made:+d} frames; the {SPAN} readings before the gap lie within "
          f"{max(before) - min(before):.1f} frames of each other")
    if not after:
        print("no reading of a playing device after the gap")
        return 0
    late = [reference - offset(r) for r in after]
    print("after the restart, frames late by the readings: " + " ".join(f"{x:.0f}" for x in late[:SPAN]))
    if shift is not None:
        truth = made + shift
        errors = [x - truth for x in late]
        print(f"heard {truth:+.0f} frames late (skips {made:+d}, shift {shift:+.0f}); readings minus truth: "
              + " ".join(f"{x:+.1f}" for x in errors[:SPAN]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
