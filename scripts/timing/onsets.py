"""Finds where each sound starts in a recording, to the sample.

A sound is a run of samples louder than `floor` with no silence of `min_gap_s` or more inside it (a cue's
sound, a triple beep too, has no inner silence of 0.4 s). Its onset is its first sample above the
floor. The null sink's monitor is a bit-exact copy of what was played, so silence is digital zero and the
default floor 0 puts the onset on the very sample where the sound begins; each sound's silent lead-in (a
raised-cosine attack starts below one LSB) is calibrated from the reference stream, not guessed here.
"""

from dataclasses import dataclass


@dataclass
class Sound:
    """One sound in a recording: first and last frame above the floor, and its peak |sample|."""
    start: int
    end: int
    peak: int


@dataclass
class Onsets:
    """The onsets found, and what the detector set aside (and why), for clear messages."""
    frames: list
    faint: list        # sounds quieter than min_peak_fraction of the loudest: clicks, not cues
    cut_at_start: bool  # the recording began inside a sound, whose real onset is unknown


def find_sounds(samples, rate, floor=0, min_gap_s=0.4):
    """Every sound in `samples`, in order."""
    gap = max(1, round(min_gap_s * rate))
    sounds = []
    start = last = -1
    peak = 0
    for index, value in enumerate(samples):
        magnitude = -value if value < 0 else value
        if magnitude <= floor:
            continue
        if last < 0 or index - last - 1 >= gap:
            if last >= 0:
                sounds.append(Sound(start, last, peak))
            start, peak = index, 0
        if magnitude > peak:
            peak = magnitude
        last = index
    if last >= 0:
        sounds.append(Sound(start, last, peak))
    return sounds


def find_onsets(samples, rate, floor=0, min_gap_s=0.4, min_peak_fraction=0.1, whole_stream=False):
    """Onset frames of the cue sounds in `samples` (see the module's doc for the rule).

    whole_stream: `samples` begin with the stream's frame 0 (a render), so a sound at frame 0 is a cue
    (`--countdown 0` puts the start cue there); in a recording it is a sound whose start was missed.
    """
    sounds = find_sounds(samples, rate, floor, min_gap_s)
    cut = not whole_stream and bool(sounds) and sounds[0].start == 0
    if cut:
        sounds = sounds[1:]
    loudest = max((sound.peak for sound in sounds), default=0)
    threshold = min_peak_fraction * loudest
    return Onsets(frames=[s.start for s in sounds if s.peak >= threshold],
                  faint=[s.start for s in sounds if s.peak < threshold],
                  cut_at_start=cut)
