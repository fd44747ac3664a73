#!/usr/bin/env python3
"""The timing rig's analyser: synthesises the test WAV, finds cue onsets in recordings, measures them.

  analyse.py synth    --cues CUES.json --out TEST.wav [--rate HZ] [--countdown S]
  analyse.py freeze   --cues CUES.json [--countdown S] [--freeze-s S] [--lead-in S]
  analyse.py measure  --cues CUES.json --recording REC --reference REF.wav --condition NAME --out R.json
                      [--detail R.tsv] [--render] [--freeze-t T] [--rate HZ] [--countdown S]
                      [--usage U.json] [--host-busy PCT] [--floor N] [--min-gap S] [--goal N]
                      [--shift-goal N]
  analyse.py table    R.json...

CUES.json is `beeptest cues PROFILE --format json`. REC is a raw s16le mono recording or a WAV. REF is the
stream that was played (frame 0 = start of the countdown): it calibrates each sound's silent lead-in.
--render measures REF itself against the cue list (absolute frames, no alignment). U.json is the
player's CPU time and peak memory from rusage.py, carried into the result for the table.
Exit status: 0 when the measure passes, 1 when it fails, 2 on bad input (one line on stderr).
"""

import argparse
import json
import math
import sys

import grid
import onsets
import pcm
import report
from arrivals import lag_frames, played_at, read_points
from measure import measure


def load_cues(path):
    try:
        with open(path, encoding="utf-8") as handle:
            cues = json.load(handle)
    except (OSError, json.JSONDecodeError) as error:
        raise ValueError(f"{path}: cannot read the cue list ({error})") from None
    if not isinstance(cues, list) or not cues:
        raise ValueError(f"{path}: expected a non-empty JSON array of cues")
    for index, cue in enumerate(cues):
        t = cue.get("t") if isinstance(cue, dict) else None
        if not isinstance(t, (int, float)) or isinstance(t, bool) or not math.isfinite(t):
            raise ValueError(f"{path}: [{index}].t: expected a finite number of seconds")
        if not isinstance(cue.get("kind"), str):
            raise ValueError(f"{path}: [{index}].kind: expected a string")
    if any(b["t"] < a["t"] for a, b in zip(cues, cues[1:])):
        raise ValueError(f"{path}: cues must be in time order")
    return cues


def countdown_of(args, cues):
    return args.countdown if args.countdown is not None else grid.stream_countdown(cues)


def command_synth(args):
    cues = load_cues(args.cues)
    countdown = countdown_of(args, cues)
    frames = [grid.cue_frame(cue["t"], countdown, args.rate) for cue in cues]
    pcm.write_wav(args.out, pcm.place(frames, pcm.beep(args.rate), tail_frames=args.rate // 2), args.rate)
    return 0


def command_freeze(args):
    cues = load_cues(args.cues)
    stop_after, split_t, note = grid.freeze_point(cues, countdown_of(args, cues), args.freeze_s, args.lead_in)
    if note:
        print(f"analyse.py: {note}", file=sys.stderr)
    print(f"{stop_after:.3f} {split_t:.3f}")
    return 0


def command_measure(args):
    cues = load_cues(args.cues)
    countdown = countdown_of(args, cues)
    reference, reference_rate = pcm.read_samples(args.reference, args.rate)
    if reference_rate != args.rate:
        raise ValueError(f"{args.reference}: {reference_rate} Hz, the rig records at {args.rate} Hz")
    frames = [grid.cue_frame(cue["t"], countdown, args.rate) for cue in cues]
    tol = grid.tolerance(frames, args.rate)
    found = onsets.find_onsets(reference, args.rate, args.floor, args.min_gap, whole_stream=True)
    leads, _ = grid.calibrate_leads(cues, frames, found.frames, tol)
    # A kind the reference never sounded gets no lead: it shows as "not heard" in the reference's row.
    expected = [f + leads.get(cue["kind"], 0) for cue, f in zip(cues, frames)]
    if not args.render:
        recording, _ = pcm.read_samples(args.recording, args.rate)
        found = onsets.find_onsets(recording, args.rate, args.floor, args.min_gap)
    result = measure(cues, expected, found.frames, args.rate, tol, args.goal, args.freeze_t, aligned=args.render,
                     shift_goal=args.shift_goal)
    result["condition"] = args.condition
    if args.server:
        result["server"] = args.server
    result["host_busy_pct"] = args.host_busy
    if args.usage:
        with open(args.usage, encoding="utf-8") as handle:
            result["usage"] = json.load(handle)
    result["leads"] = leads
    if args.arrivals:
        arrival_line(args, result, expected, found.frames)
    if found.cut_at_start:
        result["notes"].append("the recording began inside a sound; that sound is left out")
    if found.faint:
        result["notes"].append(f"{len(found.faint)} faint sound(s) under 10% of the loudest left out, "
                               f"first at frame {found.faint[0]}")
    with open(args.out, "w", encoding="utf-8") as handle:
        json.dump(result, handle, indent=1)
    if args.detail:
        with open(args.detail, "w", encoding="utf-8") as handle:
            handle.write("\n".join(report.detail_table(result, cues, expected)) + "\n")
    print("\n".join(report.detail_lines(args.condition, result, cues)))
    return 0 if result["verdict"] == "PASS" else 1


def heard_frames(errors, expected, heard):
    """The recording frame each cue was heard at (None: not heard): errors are relative to an offset that
    measure() aligned on, found as the one that puts every heard cue on a sound of the recording."""
    matched = [(i, e) for i, e in enumerate(errors) if e is not None]
    if not matched:
        return [None] * len(errors)
    sounds = set(heard)
    first, error = matched[0]
    for frame in heard:
        offset = frame - expected[first] - error
        if all(expected[i] + e + offset in sounds for i, e in matched):
            return [None if e is None else expected[i] + e + offset for i, e in enumerate(errors)]
    return [None] * len(errors)


def arrival_line(args, result, expected, heard):
    """Each cue's error by the arrival line (when its onset reached the recorder, arrivals.py), beside the
    error in the recording's own frames: a graph cycle the server skipped, or a chunk the recorder lost,
    moves the later cues in the recording but not on this line (shared/reference/pipewire-rig.md: judge
    such runs by it). The verdict stays the recording's."""
    points = read_points(args.arrivals)
    lag = lag_frames(points, args.rate)
    result["recording_lag_frames"] = lag
    if lag is not None and abs(lag) >= 1024:  # the estimate itself wanders by a few hundred frames
        result["notes"].append(f"the recording lost {lag} frames against real time (arrivals.py): "
                               "graph cycles skipped or chunks lost between the sink and the file")
    frames = heard_frames(result["errors"], expected, heard)
    known = [(i, f) for i, f in enumerate(frames) if f is not None]
    times = dict(zip([i for i, _ in known], played_at(points, [f for _, f in known], args.rate)))
    anchor = next((i for i, _ in known if i >= 1 and times.get(i) is not None), None)
    if anchor is None:
        return
    errors = [None if times.get(i) is None else
              round((times[i] - times[anchor]) * args.rate - (expected[i] - expected[anchor]))
              for i in range(len(expected))]
    result["arrival_errors"] = errors
    scored = [abs(e) for e in errors[1:] if e is not None]
    result["arrival_max_abs"] = max(scored) if scored else None
    result["notes"].append(f"by the arrival line: max |error| after the first {result['arrival_max_abs']} samples "
                           f"(cue by cue: {' '.join('x' if e is None else str(e) for e in errors)})")


def command_table(args):
    results = []
    for path in args.results:
        try:
            with open(path, encoding="utf-8") as handle:
                results.append(json.load(handle))
        except (OSError, json.JSONDecodeError) as error:
            raise ValueError(f"{path}: cannot read the result ({error})") from None
    try:
        lines = report.summary_table(results)
    except (KeyError, TypeError, AttributeError):
        raise ValueError("a result file is not the output of 'analyse.py measure'") from None
    print("\n".join(lines))
    return 0 if all(r["verdict"] == "PASS" for r in results) else 1


def parser():
    top = argparse.ArgumentParser(prog="analyse.py", description=__doc__.split("\n")[0])
    commands = top.add_subparsers(dest="command", required=True)
    synth = commands.add_parser("synth", help="write the test as a WAV of short 1 kHz beeps")
    freeze = commands.add_parser("freeze", help="when to freeze the player: seconds after start, test time")
    meter = commands.add_parser("measure", help="measure one recording against the cue list")
    table = commands.add_parser("table", help="print the side-by-side table of results")
    for sub in (synth, freeze, meter):
        sub.add_argument("--cues", required=True)
        sub.add_argument("--countdown", type=float, help="seconds before test zero at frame 0 "
                                                         "(default: the earliest cue's)")
    for sub in (synth, meter):
        sub.add_argument("--rate", type=int, default=48000)
    synth.add_argument("--out", required=True)
    freeze.add_argument("--freeze-s", type=float, default=1.0)
    freeze.add_argument("--lead-in", type=float, default=0.0,
                        help="seconds the player plays before the stream's frame 0 (default 0)")
    meter.add_argument("--recording")
    meter.add_argument("--reference", required=True)
    meter.add_argument("--render", action="store_true")
    meter.add_argument("--condition", required=True)
    meter.add_argument("--server", help="the sound server played through (the table's server column)")
    meter.add_argument("--out", required=True)
    meter.add_argument("--detail")
    meter.add_argument("--freeze-t", type=float)
    meter.add_argument("--usage", help="the player's rusage.py record")
    meter.add_argument("--arrivals", help="arrivals.py's log of the recording's reads: the result gets the "
                                          "frames the recording lost and each cue's error by the arrival line")
    meter.add_argument("--host-busy", type=float, help="how busy the machine was (%% of all CPUs)")
    meter.add_argument("--floor", type=int, default=0, help="largest |sample| that counts as silence")
    meter.add_argument("--min-gap", type=float, default=0.4, help="silence (s) that separates two sounds")
    meter.add_argument("--goal", type=int, default=1, help="largest |error| (samples) that passes")
    meter.add_argument("--shift-goal", type=int,
                       help="with --freeze-t: the largest |shift| across the freeze (samples) that passes, each "
                            "side held to --goal on its own grid (default: every cue held to --goal)")
    table.add_argument("results", nargs="+")
    return top


def main(argv):
    args = parser().parse_args(argv)
    if args.command == "measure" and not args.render and not args.recording:
        print("analyse.py: measure needs --recording (or --render to measure the reference)", file=sys.stderr)
        return 2
    handlers = {"synth": command_synth, "freeze": command_freeze, "measure": command_measure,
                "table": command_table}
    try:
        return handlers[args.command](args)
    except (ValueError, OSError) as error:
        print(f"analyse.py: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
