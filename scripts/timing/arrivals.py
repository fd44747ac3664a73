#!/usr/bin/env python3
"""A recorder's output kept whole, and how far the recording fell behind real time.

  arrivals.py record OUT LOG [--channels N] -- COMMAND...   run the recorder (its stdout: raw s16le), write
                                                          OUT (the left channel when N is 2) and log
                                                          "monotonic_s bytes" as each read comes, until TERM
  arrivals.py lag LOG [--rate R] [--bytes-per-frame B]      print the frames the recording lost (a number)

`record` reads the recorder through a pipe widened to 1 MiB (10 s of mono), so that neither a write to
a busy disk nor a late reader stalls the recorder: pw-record writes each graph cycle's buffer in its data
path, and a write that blocks there loses the next cycles (on the loaded machine, recordings a few quanta
short). TERM stops the recorder, then this, after the last bytes.

Each read gives a point of the arrival line frames = rate × (t - t0); a point read just after a write lies
on it, later ones below by up to a cycle. The upper envelope early in the recording (its first 5 s of data
after half a second) against the upper envelope at its end (the last 5 s) says how many frames the
recording lost meanwhile: 0 when every frame the sink played was kept; a whole number of quanta when the
recorder or the graph dropped cycles. Those frames are the rig's loss, not the player's: every cue after
them is heard that much early in the recording, none late.
"""

import argparse
import fcntl
import os
import signal
import subprocess
import sys
import time

WINDOW_S = 5.0


def record(out_path, log_path, channels, command):
    recorder = subprocess.Popen(command, stdout=subprocess.PIPE)
    stopping = []

    def stop(*_):
        if not stopping:
            stopping.append(True)
            recorder.terminate()  # its stdout ends; the loop below drains the pipe and returns

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    pipe = recorder.stdout.fileno()
    try:
        fcntl.fcntl(pipe, getattr(fcntl, "F_SETPIPE_SZ", 1031), 1 << 20)
    except OSError:
        pass  # the default 64 KiB (0.7 s of mono)
    frame = 2 * channels
    rest = b""
    written = 0
    with open(out_path, "wb", buffering=0) as out, open(log_path, "w", encoding="utf-8") as log:
        while True:
            try:
                chunk = os.read(pipe, 1 << 16)
            except InterruptedError:
                continue
            if not chunk:
                break
            now = time.monotonic()
            if channels > 1:
                chunk = rest + chunk
                whole = len(chunk) // frame * frame
                rest = chunk[whole:]
                chunk = b"".join(chunk[k:k + 2] for k in range(0, whole, frame))
            out.write(chunk)
            written += len(chunk)
            log.write(f"{now:.6f} {written}\n")
    try:
        recorder.wait(timeout=5)
    except subprocess.TimeoutExpired:
        recorder.kill()
        recorder.wait()
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


def played_at(points, frames, rate=48000, bytes_per_frame=2, window_s=0.5):
    """When each of `frames` (recording frame indices, ascending) reached the recorder, on the arrival line:
    the earliest time any read within `window_s` after its own puts it at (a read's time less the frames
    after it); None for a frame never read. A cycle the graph skipped, or a chunk lost, moves the frames
    after it against the recording's own count but not here."""
    points = [(t, size // bytes_per_frame) for t, size in points]
    times, j = [], 0
    for frame in frames:
        while j < len(points) and points[j][1] <= frame:
            j += 1
        if j == len(points):
            times.append(None)
            continue
        first = points[j][0]
        best, k = None, j
        while k < len(points) and points[k][0] <= first + window_s:
            t, count = points[k]
            estimate = t - (count - frame) / rate
            best = estimate if best is None else min(best, estimate)
            k += 1
        times.append(best)
    return times


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    recorder = commands.add_parser("record")
    recorder.add_argument("out")
    recorder.add_argument("log")
    recorder.add_argument("--channels", type=int, default=1)
    lag = commands.add_parser("lag")
    lag.add_argument("log")
    lag.add_argument("--rate", type=int, default=48000)
    lag.add_argument("--bytes-per-frame", type=int, default=2)
    argv = sys.argv[1:] if argv is None else argv
    command = argv[argv.index("--") + 1:] if "--" in argv else []
    args = parser.parse_args(argv[:argv.index("--")] if "--" in argv else argv)
    if args.command == "record":
        if not command:
            parser.error("record needs -- COMMAND")
        return record(args.out, args.log, args.channels, command)
    frames = lag_frames(read_points(args.log), args.rate, args.bytes_per_frame)
    print("-" if frames is None else frames)
    return 0


if __name__ == "__main__":
    sys.exit(main())
