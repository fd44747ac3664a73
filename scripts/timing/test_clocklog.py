"""Tests of clocklog.py on a clock log built here, where the stall's true length is known.

Run: python3 -m unittest discover -s scripts/timing   (make timing runs them first)
"""

import contextlib
import io
import json
import os
import tempfile
import unittest

import clocklog

RATE = 48000
PERIOD = 2400
STALL = 40000  # frames the device was silent in the freeze, as the rig would measure it


def frozen_log():
    """A device 200 ms deep on its line; the writer frozen for a second, so the device runs dry at
    102.15 s and starts again STALL frames later; PulseAudio's half second of delay 0 once the
    writer is back; then the device playing. The engine's skips: 39000 at once, 1000 later."""
    lines = ["# beeptest clock log"]
    written = 0
    for index in range(40):  # heard = written - 9600 on the line heard(t) = (t - 100) * RATE - 7200
        written += PERIOD
        lines.append(f"reading {100 + index * 0.05:.6f} {written} 9600")
    ran_dry = 100 + (written + 7200) / RATE
    restart = ran_dry + STALL / RATE
    stream, wall = written, 102.95
    for index in range(11):  # back from the freeze: nothing queued, by PulseAudio's account
        stream += PERIOD
        written += PERIOD
        lines.append(f"reading {wall:.6f} {stream} 0")
        if index == 0:
            lines.append(f"stall {wall:.6f} 39000")
            stream += 39000
        wall += 0.05
    for index in range(20):
        stream += PERIOD
        written += PERIOD
        heard = 96000 + round((wall - restart) * RATE)
        lines.append(f"reading {wall:.6f} {stream} {written - heard}")
        if index == 10:
            lines.append(f"offline {wall:.6f} 1000")
            stream += 1000
        wall += 0.05
    return "\n".join(lines) + "\n"


class ClockLogTest(unittest.TestCase):
    def run_main(self, text, result=None):
        with tempfile.TemporaryDirectory() as folder:
            log = os.path.join(folder, "clock.log")
            with open(log, "w", encoding="utf-8") as handle:
                handle.write(text)
            argv = [log]
            if result is not None:
                path = os.path.join(folder, "result.json")
                with open(path, "w", encoding="utf-8") as handle:
                    json.dump(result, handle)
                argv += ["--result", path]
            out, err = io.StringIO(), io.StringIO()
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                status = clocklog.main(argv)
            return status, out.getvalue(), err.getvalue()

    def test_the_readings_after_the_restart_show_the_stall_and_the_truth(self):
        status, out, _ = self.run_main(frozen_log(), {"shift": 0.0})
        self.assertEqual(status, 0)
        self.assertIn("gaps: stall +39000, offline +1000", out)
        self.assertIn("skips made +40000 frames", out)
        late = out.split("frames late by the readings: ")[1].split("\n")[0].split()
        # Only readings of a playing device: the delay-0 ones and the first after them are left out.
        self.assertEqual(len(late), 16)
        self.assertTrue(all(abs(int(x) - STALL) <= 1 for x in late), late)
        errors = out.split("readings minus truth: ")[1].split()
        self.assertTrue(all(abs(float(x)) <= 1 for x in errors), errors)

    def test_a_shift_heard_moves_the_truth(self):
        _, out, _ = self.run_main(frozen_log(), {"shift": -3.0})
        self.assertIn("heard +39997 frames late (skips +40000, shift -3)", out)

    def test_a_line_of_no_known_form_gives_one_line_and_status_2(self):
        status, _, err = self.run_main(frozen_log().replace("offline", "offside"))
        self.assertEqual(status, 2)
        self.assertRegex(err, r"^clocklog: line \d+: not a clock log line: 'offside ")


if __name__ == "__main__":
    unittest.main()
