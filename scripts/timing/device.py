#!/usr/bin/env python3
"""Speakers that lie about their delay, and the resume's count-in, through a private PulseAudio null sink.

Scenarios (each plays through ALSA device `pulse` into the rig's own daemon and records its monitor with
parec, reading the recording as it comes so that each recorded frame has the CLOCK_MONOTONIC time it was
played: the earliest arrival of any chunk, less the frames before it, fixes the line):

  latency  two headless runs of a short profile, one with --latency 250: each cue's event time (`wall`)
           against the time its onset was played. Without it they agree (the device's delay is right);
           with it every event is 250 ms later.
  countin  a headless run paused (SIGUSR1) and resumed (SIGUSR2): the count-in's three pips in the
           recording a second apart to the frame, the test going on a second after the last, from the
           frame where it paused (the next cue after the resume exactly as far from the resume as it
           was from the pause), the pause and resume events at the same test time.
  taptest  `beeptest tap-test --device pulse` in tmux: this script finds each click as it is recorded and
           presses space (tmux control mode) --tap-ms after it; the printed offset must be within 10 ms.

    python3 scripts/timing/device.py --beeptest .build/debug/beeptest [--scenario NAME ...] [--json F]

Prints the figures; exit status 0 when every check passes.
"""

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from onsets import find_onsets  # noqa: E402
from soundloss import Checks, EventReader, Rig, cue_events  # noqa: E402

RATE = 48000
LATENCY_MS = 250
PROFILE = {
    "format": 1,
    "id": "device-rig",
    "name": "Device rig: shuttle times that are not whole numbers of frames",
    "distance_m": 20,
    "countdown_s": 2,
    "levels": [{"label": "1", "shuttle_s": 1.23456789, "shuttles": 8}],
}


class LiveRecording:
    """parec's output read as it arrives: the samples, and the monotonic time of each frame."""

    def __init__(self, rig, on_chunk=None):
        self.samples = bytearray()
        self.offset = float("inf")  # monotonic time of frame 0: min over chunks of arrival - frames / rate
        self.on_chunk = on_chunk
        self.process = rig.spawn(
            ["parec", "-d", "cue.monitor", "--raw", "--latency-msec=10", "--format=s16le", "--rate=48000",
             "--channels=1"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self):
        fd = self.process.stdout.fileno()
        while True:
            chunk = os.read(fd, 1920)
            now = time.monotonic()
            if not chunk:
                return
            start = len(self.samples) // 2
            self.samples += chunk
            frames = len(self.samples) // 2
            self.offset = min(self.offset, now - frames / RATE)
            if self.on_chunk:
                self.on_chunk(self, start, frames)

    def sample(self, index):
        return int.from_bytes(self.samples[2 * index:2 * index + 2], "little", signed=True)

    def stop(self):
        # SIGKILL: a parent that blocks SIGTERM (a test runner's signal watcher) passes the mask on.
        self.process.kill()
        self.process.wait()
        self.thread.join(5)

    def onsets(self):
        count = len(self.samples) // 2
        values = [self.sample(i) for i in range(count)]
        return find_onsets(values, RATE).frames

    def time_of(self, frame):
        return self.offset + frame / RATE


def write_profile(folder):
    path = os.path.join(folder, "profile.json")
    with open(path, "w") as file:
        json.dump(PROFILE, file)
    return path


def headless_run(rig, beeptest, profile, extra):
    return rig.spawn([beeptest, "run", profile, "--device", "pulse", "--voice", "off", "--headless", "--events",
                      "jsonl"] + extra, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def run_latency(beeptest, folder, figures, tolerance_ms):
    checks = Checks("latency")
    profile = write_profile(folder)
    medians = {}
    for latency in (0, LATENCY_MS):
        rig = Rig(os.path.join(folder, "latency-%d" % latency))
        try:
            rig.start_daemon()
            recording = LiveRecording(rig)
            time.sleep(2.5)  # an idle null sink runs ahead (README.md here)
            player = headless_run(rig, beeptest, profile, ["--latency", str(latency)] if latency else [])
            events = EventReader(player.stdout)
            status = player.wait(timeout=60)
            events.thread.join(5)
            time.sleep(0.5)
            recording.stop()
            checks.expect(status == 0, "the run with --latency %d ended with %r" % (latency, status))
            cues = cue_events(events.lines)
            onsets = recording.onsets()
            # The first cue of a stream may move while the sound server starts: the later ones.
            pairs = list(zip(cues, onsets))[1:]
            checks.expect(len(onsets) == len(cues), "%d onsets recorded for %d cue lines" % (len(onsets), len(cues)))
            errors = sorted((cue["wall"] - recording.time_of(onset)) * 1000 for cue, onset in pairs)
            median = errors[len(errors) // 2] if errors else float("nan")
            medians[latency] = median
            figures["latency_%d_event_minus_played_ms" % latency] = [round(e, 2) for e in errors]
            print("  --latency %d: event time - played time, median %.2f ms (%d cues, %.2f to %.2f)"
                  % (latency, median, len(errors), errors[0], errors[-1]))
        finally:
            rig.stop_all()
    moved = medians[LATENCY_MS] - medians[0]
    figures["latency_moved_ms"] = round(moved, 2)
    print("  --latency %d moves the events by %.2f ms" % (LATENCY_MS, moved))
    checks.expect(abs(moved - LATENCY_MS) <= tolerance_ms, "moved by %.2f ms, not %d" % (moved, LATENCY_MS))
    return checks.failures


def run_countin(beeptest, folder, figures, tolerance_ms):
    checks = Checks("countin")
    profile = write_profile(folder)
    rig = Rig(os.path.join(folder, "countin"))
    try:
        rig.start_daemon()
        recording = LiveRecording(rig)
        time.sleep(2.5)
        player = headless_run(rig, beeptest, profile, [])
        events = EventReader(player.stdout)
        events.wait_for(lambda e: e.get("kind") == "start", 20)
        time.sleep(3.0)  # 3 s into the test: mid-shuttle
        player.send_signal(signal.SIGUSR1)
        time.sleep(1.6)
        player.send_signal(signal.SIGUSR2)
        status = player.wait(timeout=60)
        events.thread.join(5)
        time.sleep(0.5)
        recording.stop()
        checks.expect(status == 0, "the run ended with %r" % status)
        pause = next((e for e in events.lines if e.get("kind") == "pause"), None)
        resume = next((e for e in events.lines if e.get("kind") == "resume"), None)
        if not checks.expect(pause and resume, "no pause or resume line: %r" % events.lines):
            return checks.failures
        checks.expect(pause["t"] == resume["t"], "paused at %r, resumed at %r" % (pause["t"], resume["t"]))
        onsets = recording.onsets()
        played = [recording.time_of(f) for f in onsets]
        # The pips: the sounds heard after the pause and before the resume's time.
        pips = [f for f, t in zip(onsets, played) if pause["wall"] < t < resume["wall"] - 0.5]
        after = [f for f, t in zip(onsets, played) if t >= resume["wall"] - 0.5]
        figures["countin_pip_frames"] = pips
        spacing = [b - a for a, b in zip(pips, pips[1:])]
        print("  pips at recorded frames %s (spacing %s)" % (pips, spacing))
        checks.expect(len(pips) == 3, "%d pips, not 3" % len(pips))
        checks.expect(all(s == RATE for s in spacing), "pips %s frames apart, not %d" % (spacing, RATE))
        next_cue = next((e for e in cue_events(events.lines) if e["t"] > resume["t"]), None)
        if pips and after and next_cue:
            # The test goes on a second after the last pip, where it paused: the next cue is as far
            # from that frame as it was from the paused position.
            expected = pips[0] + 3 * RATE + round((next_cue["t"] - resume["t"]) * RATE)
            figures["countin_next_cue_error_frames"] = after[0] - expected
            print("  next cue after the resume at frame %d, %d frames from its place"
                  % (after[0], after[0] - expected))
            checks.expect(abs(after[0] - expected) <= 1, "next cue %d frames off" % (after[0] - expected))
            resume_played = recording.time_of(pips[0] + 3 * RATE)
            figures["countin_resume_event_error_ms"] = round((resume["wall"] - resume_played) * 1000, 2)
            checks.expect(abs(resume["wall"] - resume_played) * 1000 <= tolerance_ms,
                          "resume line %.2f ms from where the test went on" % ((resume["wall"] - resume_played) * 1000))
    finally:
        rig.stop_all()
    return checks.failures


class Tapper:
    """Presses space in a tmux pane `tap_s` after each click it records (a tmux control-mode client)."""

    def __init__(self, session, tap_s):
        self.tap_s = tap_s
        self.control = subprocess.Popen(["tmux", "-C", "attach", "-t", session], stdin=subprocess.PIPE,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.session = session
        self.quiet_since = 0
        self.in_sound = False
        self.clicks = []
        self.presses = []

    def on_chunk(self, recording, start, end):
        values = memoryview(bytes(recording.samples[2 * start:2 * end])).cast("h")
        for index in range(start, end):
            loud = abs(values[index - start]) > 2000
            if loud and not self.in_sound and index - self.quiet_since > RATE // 4:
                click = recording.offset + index / RATE
                self.clicks.append(click)
                threading.Timer(max(0, click + self.tap_s - time.monotonic()), self.press).start()
            if loud:
                self.in_sound = True
                self.quiet_since = index
            elif index - self.quiet_since > RATE // 20:
                self.in_sound = False

    def press(self):
        self.presses.append(time.monotonic())
        self.control.stdin.write(("send-keys -t %s Space\n" % self.session).encode())
        self.control.stdin.flush()

    def close(self):
        self.control.stdin.close()
        self.control.wait(5)


def run_taptest(beeptest, folder, figures, tolerance_ms, tap_ms):
    checks = Checks("taptest")
    rig = Rig(os.path.join(folder, "taptest"))
    session = "taptest%d" % os.getpid()
    output = os.path.join(folder, "taptest.out")
    tapper = None
    try:
        rig.start_daemon()
        tapper = None
        subprocess.run(["tmux", "new-session", "-d", "-s", session, "-x", "100", "-y", "10",
                        "env PULSE_SERVER=%s %s tap-test --device pulse > %s 2>&1; echo $? >> %s; sleep 30"
                        % (rig.env["PULSE_SERVER"], beeptest, output, output)], check=True)
        tapper = Tapper(session, tap_ms / 1000)
        recording = LiveRecording(rig, on_chunk=tapper.on_chunk)
        deadline = time.monotonic() + 40
        text = ""
        while time.monotonic() < deadline:
            text = open(output).read() if os.path.exists(output) else ""
            if text.rstrip().splitlines() and text.rstrip().splitlines()[-1].strip().isdigit():
                break
            time.sleep(0.2)
        recording.stop()
        lines = [line.split("\r")[-1].replace("\x1b[K", "").strip() for line in text.splitlines()]
        lines = [line for line in lines if line]
        print("  tap-test printed: %r" % lines[-2:])
        figures["taptest_clicks_recorded"] = len(tapper.clicks)
        print("  clicks apart (s): %s" % [round(b - a, 4) for a, b in zip(tapper.clicks, tapper.clicks[1:])])
        print("  presses after clicks (ms): %s" % [round((p - c) * 1000, 1) for c, p in zip(tapper.clicks, tapper.presses)])
        checks.expect(len(tapper.clicks) == 16, "%d clicks recorded, not 16" % len(tapper.clicks))
        checks.expect(lines and lines[-1] == "0", "tap-test exited %r" % (lines[-1] if lines else None))
        result = next((line for line in lines if line.startswith("offset ")), None)
        if checks.expect(result is not None, "no offset printed"):
            offset = int(result.split()[1])
            figures["taptest_offset_ms"] = offset
            figures["taptest_tapped_ms"] = tap_ms
            print("  taps %d ms after each recorded click: tap-test says %d ms" % (tap_ms, offset))
            checks.expect(abs(offset - tap_ms) <= tolerance_ms, "offset %d ms, not %d within %g" % (offset, tap_ms,
                                                                                                   tolerance_ms))
    finally:
        if tapper:
            tapper.close()
        subprocess.run(["tmux", "kill-session", "-t", session], capture_output=True)
        rig.stop_all()
    return checks.failures


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--beeptest", required=True)
    parser.add_argument("--scenario", action="append", choices=["latency", "countin", "taptest"])
    parser.add_argument("--json")
    parser.add_argument("--tolerance-ms", type=float, default=10.0)
    parser.add_argument("--tap-ms", type=int, default=120)
    args = parser.parse_args(argv)
    beeptest = os.path.abspath(args.beeptest)
    figures, failures = {}, []
    with tempfile.TemporaryDirectory(prefix="device-rig.") as folder:
        for scenario in args.scenario or ["latency", "countin", "taptest"]:
            print(scenario)
            if scenario == "latency":
                failures += run_latency(beeptest, folder, figures, args.tolerance_ms)
            elif scenario == "countin":
                failures += run_countin(beeptest, folder, figures, args.tolerance_ms)
            else:
                failures += run_taptest(beeptest, folder, figures, args.tolerance_ms, args.tap_ms)
    if args.json:
        with open(args.json, "w") as file:
            json.dump({"figures": figures, "failures": failures}, file, indent=1)
    print("PASS" if not failures else "FAIL: %d" % len(failures))
    return 0 if not failures else 1


if __name__ == "__main__":
    sys.exit(main())
