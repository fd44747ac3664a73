"""Tests of the PipeWire rig's helpers: the recording's loss against real time (arrivals.py), the cues
of soundloss.py's recording judged on the arrival line, and the summary table's server column."""

import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import report  # noqa: E402
from arrivals import lag_frames, played_at  # noqa: E402
from soundloss import recorded_grid  # noqa: E402

RATE = 48000


def polled(seconds, quantum=1024, lost_at=None, lost_cycles=0, every=0.005):
    """A poller's points over a recorder that writes one quantum a cycle, dropping `lost_cycles` cycles
    at `lost_at` seconds."""
    points, written, cycle = [], 0, quantum / RATE
    next_write, t = cycle, 0.0
    dropped = 0
    while t < seconds:
        while next_write <= t:
            if lost_at is not None and next_write >= lost_at and dropped < lost_cycles:
                dropped += 1
            else:
                written += quantum
            next_write += cycle
        points.append((100.0 + t, written * 2))
        t += every
    return points


class LagTests(unittest.TestCase):
    def test_a_whole_recording_lost_nothing(self):
        self.assertLessEqual(abs(lag_frames(polled(30))), 240)

    def test_dropped_cycles_are_counted(self):
        lag = lag_frames(polled(30, lost_at=12.0, lost_cycles=3))
        self.assertLessEqual(abs(lag - 3 * 1024), 240)

    def test_a_large_quantum(self):
        lag = lag_frames(polled(40, quantum=8192, lost_at=20.0, lost_cycles=1))
        self.assertLessEqual(abs(lag - 8192), 240)

    def test_the_arrival_line_ignores_a_lost_chunk(self):
        # Frames after the lost cycles are where real time puts them, not where the file's count does.
        points = polled(30, lost_at=12.0, lost_cycles=3)
        frame_at_20s = 20 * RATE - 3 * 1024  # 20 s of real time, 3 cycles short in the file
        (t,) = played_at(points, [frame_at_20s])
        self.assertAlmostEqual(t - 100.0, 20.0, delta=0.005)

    def test_too_short_to_say(self):
        self.assertIsNone(lag_frames(polled(5)))


class RecordedGridTests(unittest.TestCase):
    """soundloss.py's recording after the sound comes back: cues every 1.25 s from 1 s, and a cycle the
    graph skipped at 12 s (the file a quantum short from then on, real time not)."""

    def grid(self, with_arrivals):
        heard_t = [1.0 + 1.25 * i for i in range(15)]
        skipped = 1024
        frames = [round(t * RATE) - (skipped if t > 12.0 else 0) for t in heard_t]
        walls = [100.0 + t for t in heard_t]
        with tempfile.TemporaryDirectory() as folder:
            recording = os.path.join(folder, "lost.raw")
            if with_arrivals:
                with open(recording + ".arrivals", "w") as log:
                    for t, size in polled(20, lost_at=12.0, lost_cycles=1):
                        log.write("%.6f %d\n" % (t, size))
            return recorded_grid(recording, frames, heard_t, walls)

    def test_a_skipped_cycle_is_judged_on_the_arrival_line(self):
        grid, spread, figures = self.grid(with_arrivals=True)
        self.assertLessEqual(max(abs(g) for g in grid), 24)  # the poller's 5 ms steps, half a millisecond here
        self.assertLess(spread, 0.002)
        self.assertEqual(figures["recorded_on"], "the arrival line")
        self.assertEqual(figures["file_grid_errors_frames"][-1], -1024)
        self.assertLessEqual(abs(figures["file_lost_frames"] - 1024), 24)

    def test_an_arrival_log_cut_short_is_said(self):
        heard_t = [1.0, 2.25, 30.0]  # the last one after the log's 20 s
        frames = [round(t * RATE) for t in heard_t]
        with tempfile.TemporaryDirectory() as folder:
            recording = os.path.join(folder, "lost.raw")
            with open(recording + ".arrivals", "w") as log:
                for t, size in polled(20):
                    log.write("%.6f %d\n" % (t, size))
            _, _, figures = recorded_grid(recording, frames, heard_t, [100.0 + t for t in heard_t])
        self.assertEqual(figures["recorded_on"], "the file (its arrival log ends before the last sound)")

    def test_without_an_arrival_log_the_file_is_the_grid(self):
        grid, spread, figures = self.grid(with_arrivals=False)
        self.assertEqual(grid[-1], -1024)
        self.assertAlmostEqual(spread, 1024 / RATE, places=6)
        self.assertEqual(figures["recorded_on"], "the file")
        self.assertNotIn("file_lost_frames", figures)


def result(condition, **extra):
    return dict({"condition": condition, "cues": 3, "heard": 3, "first_error": 0, "max_abs": 0, "mean_abs": 0.0,
                 "shift": None, "verdict": "PASS"}, **extra)


class TableTests(unittest.TestCase):
    def test_no_server_column_without_servers(self):
        lines = report.summary_table([result("aplay-idle")])
        self.assertTrue(lines[0].startswith("condition   cues"))
        self.assertNotIn("server", lines[0])

    def test_a_server_column_when_results_name_one(self):
        lines = report.summary_table([result("beeptest-render"), result("aplay-idle", server="pulse"),
                                      result("aplay-idle", server="pipewire")])
        self.assertIn("server", lines[0].split())
        self.assertEqual(lines[2].split()[1], "-")
        self.assertEqual(lines[3].split()[1], "pulse")
        self.assertEqual(lines[4].split()[1], "pipewire")
        self.assertNotIn("arrival", lines[0])

    def test_an_arrival_column_once_a_result_has_one(self):
        lines = report.summary_table([result("aplay-idle", server="pulse"),
                                      result("aplay-idle", server="pipewire", arrival_max_abs=2)])
        self.assertIn("arrival", lines[0].split())
        self.assertEqual(lines[2].split()[-2:], ["-", "PASS"])
        self.assertEqual(lines[3].split()[-2:], ["2", "PASS"])


if __name__ == "__main__":
    unittest.main()
