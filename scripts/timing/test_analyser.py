"""Tests of the timing rig's analyser on streams built here, where every true onset is known.

Run: python3 -m unittest discover -s scripts/timing   (make timing runs them first)
"""

import array
import json
import os
import subprocess
import sys
import tempfile
import unittest
import wave

import grid
import onsets
import pcm
from measure import measure

RATE = 48000
SHUTTLE = 1.23456789  # not a whole number of frames


def cue_list():
    """Three countdown pips, then 12 shuttles, a 3.3 s rest and 10 faster shuttles."""
    cues = [{"t": float(t), "kind": "countdown", "level": "1", "bout": 0, "shuttle": 0} for t in (-3, -2, -1)]
    cues += [{"t": k * SHUTTLE, "kind": "start" if k == 0 else "shuttle", "level": "1", "bout": 1,
              "shuttle": k + 1} for k in range(12)]
    rest_start = 12 * SHUTTLE
    cues.append({"t": rest_start, "kind": "rest", "level": "1", "bout": 1, "shuttle": 12})
    go = rest_start + 3.3
    cues += [{"t": go + k * 1.1111111, "kind": "level" if k == 0 else "shuttle", "level": "2", "bout": 1,
              "shuttle": k + 1} for k in range(10)]
    return cues


class Stream:
    """The reference stream of `cue_list()` and the frames at which its sounds start."""

    def __init__(self):
        self.cues = cue_list()
        self.countdown = grid.stream_countdown(self.cues)
        self.frames = [grid.cue_frame(c["t"], self.countdown, RATE) for c in self.cues]
        self.beep = pcm.beep(RATE)
        self.lead = next(i for i, v in enumerate(self.beep) if v != 0)
        self.samples = pcm.place(self.frames, self.beep, RATE // 2)
        self.tol = grid.tolerance(self.frames, RATE)

    def expected(self):
        found = onsets.find_onsets(self.samples, RATE, whole_stream=True)
        leads, _ = grid.calibrate_leads(self.cues, self.frames, found.frames, self.tol)
        return [f + leads[c["kind"]] for c, f in zip(self.cues, self.frames)]

    def recording(self, samples=None, lost_at_start=217, preroll=RATE):
        """As the rig records: silence first, then the stream less its first frames (server start-up)."""
        body = self.samples if samples is None else samples
        return array.array("h", bytes(2 * preroll)) + body[lost_at_start:]

    def measure(self, recording, freeze_t=None, shift_goal=None):
        heard = onsets.find_onsets(recording, RATE).frames
        return measure(self.cues, self.expected(), heard, RATE, self.tol, freeze_t=freeze_t, aligned=False,
                       shift_goal=shift_goal)

    def moved(self, index, by):
        """The stream with the sound of cue `index` moved by `by` frames."""
        samples = array.array("h", self.samples)
        start = self.frames[index]
        samples[start:start + len(self.beep)] = array.array("h", bytes(2 * len(self.beep)))
        samples[start + by:start + by + len(self.beep)] = self.beep
        return samples


class OnsetTests(unittest.TestCase):
    def test_onsets_are_the_first_sample_of_each_sound(self):
        stream = Stream()
        found = onsets.find_onsets(stream.samples, RATE)
        self.assertEqual(found.frames, [f + stream.lead for f in stream.frames])
        self.assertGreater(stream.lead, 0, "a raised-cosine attack starts below one LSB")

    def test_a_triple_beep_with_short_gaps_is_one_sound(self):
        beep = pcm.beep(RATE, seconds=0.08)
        gap = array.array("h", bytes(2 * round(0.1 * RATE)))
        triple = beep + gap + beep + gap + beep
        samples = pcm.place([RATE, 3 * RATE], triple, RATE)
        self.assertEqual(len(onsets.find_onsets(samples, RATE).frames), 2)

    def test_faint_sounds_and_a_sound_cut_by_the_recording_start_are_set_aside(self):
        beep = pcm.beep(RATE)
        lead = next(i for i, v in enumerate(beep) if v != 0)
        samples = pcm.place([RATE, 3 * RATE], beep, RATE)
        samples[2 * RATE] = 3
        found = onsets.find_onsets(samples[RATE + 100:], RATE)
        self.assertTrue(found.cut_at_start)
        self.assertEqual(found.faint, [RATE - 100])
        self.assertEqual(found.frames, [2 * RATE - 100 + lead])

    def test_a_sound_at_frame_0_of_a_render_is_a_cue(self):
        samples = pcm.place([0, RATE], array.array("h", [1000] * 100), RATE)
        self.assertEqual(onsets.find_onsets(samples, RATE, whole_stream=True).frames, [0, RATE])
        self.assertEqual(onsets.find_onsets(samples, RATE).frames, [RATE])

    def test_a_floor_ignores_low_noise(self):
        samples = pcm.place([RATE], pcm.beep(RATE), RATE)
        for i in range(0, len(samples), 7):
            samples[i] += 2 if samples[i] >= 0 else -2
        with_floor = onsets.find_onsets(samples, RATE, floor=2)
        self.assertEqual(len(with_floor.frames), 1)
        self.assertLess(abs(with_floor.frames[0] - RATE), 40)
        without = onsets.find_onsets(samples, RATE, floor=0)
        self.assertEqual((without.frames, without.cut_at_start), ([], True), "the noise joins it all in one sound")


class GridTests(unittest.TestCase):
    def test_cue_frames_round_half_away_from_zero(self):
        self.assertEqual(grid.cue_frame(0.5 / RATE, 0, RATE), 1)
        self.assertEqual(grid.cue_frame(1.5 / RATE, 0, RATE), 2)
        self.assertEqual(grid.cue_frame(SHUTTLE, 3, RATE), 203259)

    def test_freeze_falls_in_the_rest_with_room_for_a_second_of_silence(self):
        stream = Stream()
        stop_after, split_t, note = grid.freeze_point(stream.cues, stream.countdown, 1.0)
        rest = 12 * SHUTTLE
        self.assertEqual(note, "")
        self.assertAlmostEqual(stop_after, stream.countdown + rest + 0.6)
        self.assertTrue(rest < split_t < rest + 3.3)

    def test_a_lead_in_moves_the_freeze_by_its_length_and_not_the_test_time(self):
        stream = Stream()
        plain = grid.freeze_point(stream.cues, stream.countdown, 1.0)
        led = grid.freeze_point(stream.cues, stream.countdown, 1.0, lead_in_s=0.2)
        self.assertAlmostEqual(led[0], plain[0] + 0.2)
        self.assertEqual(led[1:], plain[1:])

    def test_without_a_long_gap_the_freeze_says_a_cue_may_be_lost(self):
        cues = [{"t": k * SHUTTLE, "kind": "shuttle"} for k in range(10)]
        self.assertIn("may fall in the frozen stretch", grid.freeze_point(cues, 0, 1.0)[2])


class MeasureTests(unittest.TestCase):
    def test_an_exact_stream_passes_with_the_first_cue_moved_by_start_up(self):
        stream = Stream()
        result = stream.measure(stream.recording())
        self.assertEqual(result["verdict"], "PASS")
        self.assertEqual(result["errors"][1:], [0] * (len(stream.cues) - 1))
        self.assertEqual(result["heard"], len(stream.cues))
        self.assertNotEqual(result["first_error"], 0)

    def test_a_cue_one_sample_late_passes_and_two_samples_fail(self):
        stream = Stream()
        one = stream.measure(stream.recording(stream.moved(9, 1)))
        two = stream.measure(stream.recording(stream.moved(9, -2)))
        self.assertEqual((one["errors"][9], one["max_abs"], one["verdict"]), (1, 1, "PASS"))
        self.assertEqual((two["errors"][9], two["max_abs"], two["verdict"]), (-2, 2, "FAIL"))
        self.assertEqual(two["errors"][:9] + two["errors"][10:], [two["first_error"]] + [0] * 8 + [0] * 16)

    def test_a_player_that_loses_its_place_in_a_freeze_shows_the_shift(self):
        stream = Stream()
        rest_frame = stream.frames[15]
        gap = array.array("h", bytes(2 * 39770))
        frozen = stream.samples[:rest_frame + RATE] + gap + stream.samples[rest_frame + RATE:]
        result = stream.measure(stream.recording(frozen), freeze_t=12 * SHUTTLE + 1.5)
        self.assertEqual(result["heard"], len(stream.cues))
        self.assertEqual(result["errors"][1:16], [0] * 15)
        self.assertEqual(result["errors"][16:], [39770] * 10)
        self.assertEqual(result["shift"], 39770)
        self.assertEqual(result["verdict"], "FAIL")

    def test_a_shift_goal_holds_each_side_of_a_freeze_to_its_own_grid(self):
        stream = Stream()
        rest_frame = stream.frames[15]

        def frozen(gap, moved_cue=None):
            """The stream with `gap` frames of silence in the rest (negative: frames of it cut), and
            cue `moved_cue` after it 2 frames late besides."""
            samples = array.array("h", stream.samples)
            if moved_cue is not None:
                start = stream.frames[moved_cue]
                sound = samples[start:start + len(stream.beep)]
                samples[start:start + len(stream.beep)] = array.array("h", bytes(2 * len(stream.beep)))
                samples[start + 2:start + 2 + len(sound)] = sound
            cut = rest_frame + RATE
            if gap >= 0:
                return samples[:cut] + array.array("h", bytes(2 * gap)) + samples[cut:]
            return samples[:cut] + samples[cut - gap:]

        freeze_t = 12 * SHUTTLE + 1.5
        short = stream.measure(stream.recording(frozen(-4)), freeze_t=freeze_t, shift_goal=12)
        self.assertEqual(short["errors"][16:], [-4] * 10)
        self.assertEqual((short["shift"], short["max_abs_on_own_side"], short["verdict"]), (-4, 0, "PASS"))
        # Without a shift goal every cue is held to 1 sample, as ever.
        self.assertEqual(stream.measure(stream.recording(frozen(-4)), freeze_t=freeze_t)["verdict"], "FAIL")
        far = stream.measure(stream.recording(frozen(13)), freeze_t=freeze_t, shift_goal=12)
        self.assertEqual((far["shift"], far["verdict"]), (13, "FAIL"))
        # A cue off the moved grid fails whatever the shift.
        uneven = stream.measure(stream.recording(frozen(-4, moved_cue=20)), freeze_t=freeze_t, shift_goal=12)
        self.assertEqual((uneven["errors"][20], uneven["max_abs_on_own_side"], uneven["verdict"]), (-2, 2, "FAIL"))

    def test_a_lost_cue_is_named_and_the_others_still_align(self):
        stream = Stream()
        samples = array.array("h", stream.samples)
        start = stream.frames[1]
        samples[start:start + len(stream.beep)] = array.array("h", bytes(2 * len(stream.beep)))
        result = stream.measure(stream.recording(samples))
        self.assertEqual(result["missing"], ["cue 2 (countdown, t=-2.000000 s)"])
        self.assertIn("aligned on cue 3", result["notes"][0])
        self.assertEqual([e for e in result["errors"][2:]], [0] * (len(stream.cues) - 2))
        self.assertEqual(result["verdict"], "FAIL")

    def test_a_lost_early_shuttle_does_not_slide_the_periodic_grid(self):
        stream = Stream()
        samples = array.array("h", stream.samples)
        for index in (4, 5):
            start = stream.frames[index]
            samples[start:start + len(stream.beep)] = array.array("h", bytes(2 * len(stream.beep)))
        result = stream.measure(stream.recording(samples))
        self.assertEqual(len(result["missing"]), 2)
        self.assertEqual(result["extra"], [])
        self.assertEqual(result["max_abs"], 0)

    def test_an_extra_sound_is_reported_where_it_is(self):
        stream = Stream()
        samples = array.array("h", stream.samples)
        at = stream.frames[15] + 2 * RATE
        samples[at:at + len(stream.beep)] = stream.beep
        result = stream.measure(stream.recording(samples, preroll=0, lost_at_start=0))
        self.assertEqual(len(result["extra"]), 1)
        self.assertIn(f"frame {at + stream.lead}", result["extra"][0])
        self.assertEqual(result["heard"], len(stream.cues))
        self.assertEqual(result["verdict"], "FAIL")

    def test_silence_says_nothing_was_heard(self):
        stream = Stream()
        result = stream.measure(array.array("h", bytes(2 * RATE)))
        self.assertEqual((result["heard"], result["verdict"]), (0, "FAIL"))
        self.assertIn("no sound found", result["notes"][0])

    def test_a_render_is_measured_in_absolute_frames(self):
        stream = Stream()
        heard = onsets.find_onsets(stream.moved(0, 3), RATE).frames
        result = measure(stream.cues, stream.expected(), heard, RATE, stream.tol, aligned=True)
        self.assertEqual((result["first_error"], result["max_abs"], result["verdict"]), (3, 3, "FAIL"))


class CommandLineTests(unittest.TestCase):
    SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "analyse.py")

    def run_analyser(self, *words):
        return subprocess.run([sys.executable, self.SCRIPT, *words], capture_output=True, text=True, check=False)

    def test_bad_cue_lists_give_one_line_and_status_2(self):
        with tempfile.TemporaryDirectory() as folder:
            for name, text in (("broken.json", "[{"), ("empty.json", "[]"), ("object.json", "{\"t\": 1}"),
                               ("text-t.json", "[{\"t\": \"1\", \"kind\": \"start\"}]"),
                               ("no-kind.json", "[{\"t\": 1}]"), ("numbers.json", "[1, 2]"),
                               ("unordered.json", "[{\"t\": 2, \"kind\": \"a\"}, {\"t\": 1, \"kind\": \"a\"}]")):
                path = os.path.join(folder, name)
                with open(path, "w", encoding="utf-8") as handle:
                    handle.write(text)
                done = self.run_analyser("synth", "--cues", path, "--out", os.path.join(folder, "x.wav"))
                self.assertEqual(done.returncode, 2, name)
                self.assertEqual(len(done.stderr.strip().splitlines()), 1, done.stderr)
                self.assertTrue(done.stderr.startswith("analyse.py: "), done.stderr)

    def test_synth_then_measure_its_own_stream_passes(self):
        with tempfile.TemporaryDirectory() as folder:
            cues, wav, out = (os.path.join(folder, n) for n in ("cues.json", "test.wav", "r.json"))
            with open(cues, "w", encoding="utf-8") as handle:
                json.dump(cue_list(), handle)
            self.assertEqual(self.run_analyser("synth", "--cues", cues, "--out", wav).returncode, 0)
            done = self.run_analyser("measure", "--cues", cues, "--reference", wav, "--render",
                                     "--condition", "render", "--out", out)
            self.assertEqual(done.returncode, 0, done.stdout + done.stderr)
            samples, rate = pcm.read_samples(wav)
            self.assertEqual(rate, RATE)
            self.assertEqual(onsets.find_onsets(samples, rate).frames, Stream().expected())

    def test_a_wav_that_is_not_16_bit_mono_is_refused(self):
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "stereo.wav")
            with wave.open(path, "wb") as writer:
                writer.setnchannels(2)
                writer.setsampwidth(2)
                writer.setframerate(RATE)
                writer.writeframes(bytes(400))
            with self.assertRaisesRegex(ValueError, "expected 16-bit mono"):
                pcm.read_samples(path)


if __name__ == "__main__":
    unittest.main()
