#!/usr/bin/env python3
"""How far a recording fell behind real time: frames lost between the sink and the file.

  arrivals.py poll RECORDING LOG [--every S]   log "monotonic_s bytes" each time the file grows, until TERM
  arrivals.py lag LOG [--rate R] [--bytes-per-frame B]   print the frames the recording lost (a number)

The poller sits beside the recorder, not in its path: it stats the file the recorder writes (pw-record
writes each graph cycle's buffer as it takes it). Each point gives the line frames = rate × (t - t0), the
arrival line; a point read just after a write lies on it, later ones below by up to a cycle. The upper
envelope early in the recording (its first 5 s of data) against the upper envelope at its end (the last
5 s) says how many frames the recording lost meanwhile: 0 when every frame the sink played was kept; a
whole number of quanta when the recorder or the graph dropped cycles. Those frames are the rig's loss, not
the player's: every cue after them is heard that much early in the recording, none late.
"""

import argparse
import os
import signal
import sys
import time

WINDOW_S = 5.0


def poll(recording, log, every):
    running = [True]
    signal.signal(signal.SIGTERM, lambda *_: running.__setitem__(0, False))
    last = -1
    with open(log, "w", encoding="utf-8") as out:
        while running[0]:
            try:
                size = os.stat(recording).st_size
            except OSError:
                size = 0
            now = time.monotonic()
            if size != last:
                out.write(f"{now:.6f} {size}\n")
                out.flush()
                last = size
            time.sleep(every)
    return 0


def read_points(log):
    points = []
    with open(log, encoding="utf-8") as handle:
        for line in handle:
            parts = line.split()
            if len(parts) == 2:
                points.append((float(parts[0]), int(parts[1])))
    return points


def lag_frames(points, rate=48000, bytes_per_frame=2, window_s=WINDOW_S):
    """Frames the recording lost between its first and last `window_s` of data (None: too short to say)."""
    points = [(t, size // bytes_per_frame) for t, size in points if size > 0]
    if len(points) < 4 or points[-1][0] - points[0][0] < 3 * window_s:
        return None
    start, end = points[0][0], points[-1][0]
    # Frames ahead of the arrival line: largest just after a write. The first half second is left out
    # (a stream's first buffers may come in a burst).
    ahead = [(t, frames - rate * (t - start)) for t, frames in points]
    early = max(a for t, a in ahead if start + 0.5 <= t <= start + 0.5 + window_s)
    late = max(a for t, a in ahead if t >= end - window_s)
    return round(early - late)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    poller = commands.add_parser("poll")
    poller.add_argument("recording")
    poller.add_argument("log")
    poller.add_argument("--every", type=float, default=0.005)
    lag = commands.add_parser("lag")
    lag.add_argument("log")
    lag.add_argument("--rate", type=int, default=48000)
    lag.add_argument("--bytes-per-frame", type=int, default=2)
    args = parser.parse_args(argv)
    if args.command == "poll":
        return poll(args.recording, args.log, args.every)
    frames = lag_frames(read_points(args.log), args.rate, args.bytes_per_frame)
    print("-" if frames is None else frames)
    return 0


if __name__ == "__main__":
    sys.exit(main())
