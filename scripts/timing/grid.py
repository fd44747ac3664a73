"""Where each cue should sound, and how far from there it was heard.

Expected positions come from the cue list (`beeptest cues PROFILE --format json`): cue time t starts at
frame round((countdown + t) × rate) of the stream (README: Cues). A recording's frame 0 is not the stream's,
and the first cue of a stream can move a few hundred frames while the sound server starts up, so live
recordings are aligned on the SECOND cue: error(i) = (heard(i) − heard(1)) − (expected(i) − expected(1)).
"""

import bisect
import math
from collections import Counter


def cue_frame(t, countdown, rate):
    """The frame at which a cue at test time t starts: round half away from zero, as Swift's rounded()."""
    return math.floor((countdown + t) * rate + 0.5)


def stream_countdown(cues):
    """The countdown the cue list was made with: the earliest cue's distance before test zero."""
    return max(0.0, -min(cue["t"] for cue in cues))


def tolerance(frames, rate):
    """How far a heard onset may be from its expected place and still count as that cue's."""
    spacing = min((b - a for a, b in zip(frames, frames[1:])), default=rate)
    return max(1, min(round(0.05 * rate), spacing // 3))


def match(expected, heard, offset, tol):
    """For each expected frame (moved by offset), the index of the nearest unused heard onset within tol."""
    used = set()
    pairs = []
    for frame in expected:
        target = frame + offset
        at = bisect.bisect_left(heard, target - tol)
        best = None
        while at < len(heard) and heard[at] <= target + tol:
            if at not in used and (best is None or abs(heard[at] - target) < abs(heard[best] - target)):
                best = at
            at += 1
        if best is not None:
            used.add(best)
        pairs.append(best)
    return pairs


def calibrate_leads(cues, frames, reference_onsets, tol):
    """Each cue kind's silent lead-in: frames from the cue's start to its sound's first audible sample.

    Read from the reference stream (the WAV that was played, or `beeptest render`), where frame 0 is the
    stream's first frame. Returns (lead per kind, per-cue lead or None where the reference has no sound).
    """
    pairs = match(frames, reference_onsets, 0, tol)
    per_cue = [None if p is None else reference_onsets[p] - f for p, f in zip(pairs, frames)]
    by_kind = {}
    for cue, lead in zip(cues, per_cue):
        if lead is not None:
            by_kind.setdefault(cue["kind"], Counter())[lead] += 1
    leads = {kind: counts.most_common(1)[0][0] for kind, counts in by_kind.items()}
    return leads, per_cue


# Costs of the alignment below, in units of one skipped item. A lasting shift (a player that lost its
# place after a freeze) costs SHIFT once; a single cue far from its place costs SHIFT twice (away and
# back), more than calling it not heard plus an extra sound, which is what it is reported as.
SKIP = 1.0
SHIFT = 1.5


def align(expected, heard, tol, max_skip=8):
    """Pairs each expected cue with a heard onset, in order: a list holding, for each cue, the index of its
    onset or None when it was not heard.

    Order-preserving and tolerant of shifts: consecutive pairs whose offsets (heard − expected) differ by
    d cost d/tol when d ≤ tol, else SHIFT; every cue or onset left unpaired costs SKIP. The cheapest
    pairing wins, so a periodic grid cannot be lined up one or two cues off, and a later shift shows as
    errors on the cues after it instead of a run of cues "not heard". At most max_skip cues or onsets in
    a row go unpaired.
    """
    m, n = len(expected), len(heard)
    if not m or not n:
        return [None] * m
    band = max_skip + abs(m - n)
    step = max_skip + 1
    cost, back = {}, {}
    for i in range(m):
        for j in range(max(0, i - band), min(n, i + band + 1)):
            best, via = (i + j) * SKIP, None
            offset = heard[j] - expected[i]
            for pi in range(max(0, i - step), i):
                for pj in range(max(0, j - step), j):
                    previous = cost.get((pi, pj))
                    if previous is None:
                        continue
                    drift = abs(offset - (heard[pj] - expected[pi]))
                    total = (previous + (drift / tol if drift <= tol else SHIFT)
                             + (i - pi - 1 + j - pj - 1) * SKIP)
                    if total < best:
                        best, via = total, (pi, pj)
            cost[(i, j)], back[(i, j)] = best, via
    unpaired = m * SKIP + n * SKIP
    end, end_cost = None, unpaired
    for (i, j), value in cost.items():
        total = value + (m - 1 - i + n - 1 - j) * SKIP
        if total < end_cost:
            end, end_cost = (i, j), total
    pairs = [None] * m
    while end is not None:
        pairs[end[0]] = end[1]
        end = back[end]
    return pairs


def freeze_point(cues, countdown, freeze_s, lead_in_s=0.0, sound_s=0.6, slack_s=0.5):
    """When to freeze the player so that no cue falls in the frozen stretch: inside the quiet gap
    (a rest) nearest the middle of the run that is long enough, just after the cue before it has
    sounded. `lead_in_s` is how long the player plays before its stream's frame 0 (beeptest's
    silence into a sound server), so that every player is stopped at the same frame of the test.
    Returns (seconds after the player starts, test time inside the frozen stretch, note).
    """
    times = [cue["t"] for cue in cues]
    needed = sound_s + freeze_s + slack_s
    gaps = [(b - a, a) for a, b in zip(times, times[1:])]
    if not gaps:
        raise ValueError("a freeze needs at least two cues")
    middle = (times[0] + times[-1]) / 2
    roomy = [(abs(start + length / 2 - middle), start) for length, start in gaps if length >= needed]
    note = ""
    if roomy:
        start = min(roomy)[1]
    else:
        length, start = max(gaps)
        note = (f"no gap between cues is {needed:.1f} s long (longest {length:.2f} s): "
                f"a cue may fall in the frozen stretch and be lost")
    stop_t = start + sound_s
    return lead_in_s + countdown + stop_t, stop_t + freeze_s / 2, note
