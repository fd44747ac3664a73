"""Compares the onsets heard against the cue grid and gives a verdict for one condition."""

from grid import align, match


def _describe(cue, index):
    return f"cue {index + 1} ({cue['kind']}, t={cue['t']:.6f} s)"


def measure(cues, expected, heard, rate, tol, goal=1, freeze_t=None, aligned=True, shift_goal=None):
    """The result of one condition, as a JSON-ready dict.

    cues: the cue list; expected: each cue's expected onset frame (cue frame + its sound's lead-in);
    heard: onset frames found in the recording. aligned=False measures a live recording (its offset is
    unknown: align on the second cue); aligned=True measures a reference stream whose frame 0 is the
    stream's (a render), where errors are absolute. freeze_t: the test time at which the player was
    frozen, to report how far the cues after it moved relative to those before. shift_goal: with
    freeze_t, the largest |shift| that passes, each side of the freeze held to `goal` on its own
    grid (a server whose delay is an estimate places a gap no closer than the estimate: run.sh);
    None holds every cue to `goal`.
    """
    result = {"cues": len(cues), "heard": 0, "errors": [None] * len(cues), "missing": [], "extra": [],
              "first_error": None, "max_abs": None, "mean_abs": None, "shift": None, "notes": []}
    if not heard:
        result["notes"].append("no sound found in the recording: nothing was played, or the sink is muted")
        return _verdict(result, goal)
    pairs = match(expected, heard, 0, tol) if aligned else align(expected, heard, tol)
    offset = 0
    if not aligned:
        anchor = next((i for i, p in enumerate(pairs) if p is not None and i >= 1), None)
        if anchor is None:
            anchor = 0 if pairs[0] is not None else None
        if anchor is None:
            result["notes"].append(f"none of the {len(heard)} sounds heard lines up with the cue list")
            result["extra"] = [_extra(frame, rate) for frame in heard]
            return _verdict(result, goal)
        if anchor != 1:
            result["notes"].append(f"aligned on {_describe(cues[anchor], anchor)}: cue 2 was not heard")
        offset = heard[pairs[anchor]] - expected[anchor]
    errors = [None if p is None else heard[p] - (e + offset) for p, e in zip(pairs, expected)]
    result["errors"] = errors
    result["heard"] = sum(e is not None for e in errors)
    result["first_error"] = errors[0]
    result["missing"] = [_describe(cues[i], i) for i, e in enumerate(errors) if e is None]
    used = {p for p in pairs if p is not None}
    result["extra"] = [_extra(frame, rate) for i, frame in enumerate(heard) if i not in used]
    # A render has no start-up slack: there, the first cue counts too.
    scored = [e for e in (errors if aligned else errors[1:]) if e is not None]
    if scored:
        result["max_abs"] = max(abs(e) for e in scored)
        result["mean_abs"] = sum(abs(e) for e in scored) / len(scored)
    if freeze_t is not None:
        result["shift"] = _shift(cues, errors, freeze_t)
        if shift_goal is not None and result["shift"] is not None:
            result["shift_goal"] = shift_goal
            result["max_abs_on_own_side"] = _off_own_side(cues, errors, freeze_t)
    return _verdict(result, goal)


def _extra(frame, rate):
    return f"a sound at {frame / rate:.4f} s of the recording (frame {frame}) matches no cue"


def _shift(cues, errors, freeze_t):
    """Mean error of the cues after the freeze minus that of the cues before it (first cue left out)."""
    timed = [(cue["t"], e) for cue, e in zip(cues[1:], errors[1:]) if e is not None]
    before = [e for t, e in timed if t < freeze_t]
    after = [e for t, e in timed if t > freeze_t]
    if not before or not after:
        return None
    return sum(after) / len(after) - sum(before) / len(before)


def _off_own_side(cues, errors, freeze_t):
    """The largest |error| of a cue (first cue left out) from its own side's grid: before the freeze
    the grid the second cue sets, after it that grid moved by the median error of the cues after."""
    timed = [(cue["t"], e) for cue, e in zip(cues[1:], errors[1:]) if e is not None]
    after = sorted(e for t, e in timed if t > freeze_t)
    moved = after[len(after) // 2]
    return max(abs(e - moved) if t > freeze_t else abs(e) for t, e in timed)


def _verdict(result, goal):
    """PASS: every cue heard, nothing else heard, and every cue after the first within `goal` samples;
    with a shift goal, every cue within `goal` of its own side's grid and the shift within its goal."""
    if "shift_goal" in result:
        on_grid = result["max_abs_on_own_side"] <= goal and abs(result["shift"]) <= result["shift_goal"]
    else:
        on_grid = result["max_abs"] is not None and result["max_abs"] <= goal
    ok = result["heard"] == result["cues"] and not result["extra"] and on_grid
    result["verdict"] = "PASS" if ok else "FAIL"
    return result
