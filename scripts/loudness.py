#!/usr/bin/env python3
"""Loudness of the calls against the beeps in a render, by ITU-R BS.1770-4 (issue 29).

usage: scripts/loudness.py RENDER.wav CUES.json [--countdown SECONDS] [--own-length] [--json]

RENDER.wav is `beeptest render PROFILE -o RENDER.wav ...` (16-bit PCM, any rate, mono or the
channels averaged); CUES.json is `beeptest cues PROFILE --calls --format json` with the same
options. The render starts at the countdown's first cue, so a cue at t lies at (countdown + t) s;
the countdown defaults to the first cue's -t.

Every call is cut at its time for its `duration_s`, and every turn beep ("shuttle") for its 150 ms;
each is measured alone:
- integrated loudness (LUFS): K-weighting (the pre-filter's high shelf and the RLB high-pass,
  made for the file's rate from their analog prototypes as BS.1770-4's 48 kHz coefficients are),
  400 ms blocks with 75 % overlap, the absolute gate at -70 LUFS and the relative one 10 LU under
  the loudness of the blocks that pass it. A sound shorter than one block (a beep, a countdown
  number) is measured in one 400 ms block with the silence after it, as a meter on the stream
  sees it, and as beeptest levels its calls (`Loudness.streamLoudness`). With --own-length, such a
  sound is measured as one block of its own length instead (mean square over the whole sound, the
  same gates), as beeptest's `LoudnessMeter` alone does: a 150 ms beep then reads 4.26 LU louder.
- crest factor: peak over RMS of the voiced 10 ms windows (at or above -40 dBFS), in dB;
- the share of samples within 2 dB of the sound's own peak.

Prints one line per call and a summary; --json prints the figures as one JSON object.
"""

import json
import math
import sys
import wave

import numpy as np

BLOCK_S = 0.4
STEP_S = 0.1
ABSOLUTE_GATE = -70.0
RELATIVE_GATE = -10.0
BEEP_S = 0.150


def biquad(b, a, x):
    """x through one biquad section (a[0] == 1), direct form I, in float64."""
    try:
        from scipy.signal import lfilter  # optional: faster when present

        return lfilter(b, a, x)
    except ImportError:
        pass
    y = np.zeros_like(x)
    x1 = x2 = y1 = y2 = 0.0
    b0, b1, b2 = b
    _, a1, a2 = a
    for index, value in enumerate(x.tolist()):
        out = b0 * value + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, value, y1, out
        y[index] = out
    return y


def k_weighting(rate):
    """The two biquads of BS.1770-4's K-weighting at `rate`: (b, a) of the shelf, then of the high-pass."""
    # The high shelf: +4 dB above about 1.7 kHz (the head's effect).
    gain_db, q, fc = 3.999843853973347, 0.7071752369554196, 1681.974450955533
    k = math.tan(math.pi * fc / rate)
    vh = 10 ** (gain_db / 20)
    vb = vh**0.4996667741545416
    a0 = 1 + k / q + k * k
    shelf_b = [(vh + vb * k / q + k * k) / a0, 2 * (k * k - vh) / a0, (vh - vb * k / q + k * k) / a0]
    shelf_a = [1.0, 2 * (k * k - 1) / a0, (1 - k / q + k * k) / a0]
    # The RLB high-pass at about 38 Hz.
    q, fc = 0.5003270373238773, 38.13547087602444
    k = math.tan(math.pi * fc / rate)
    a0 = 1 + k / q + k * k
    high_b = [1.0, -2.0, 1.0]
    high_a = [1.0, 2 * (k * k - 1) / a0, (1 - k / q + k * k) / a0]
    return (shelf_b, shelf_a), (high_b, high_a)


def integrated_lufs(samples, rate, pad=False):
    """BS.1770-4 integrated loudness of mono `samples` (full scale 1) at `rate`; None when all is gated.
    With `pad`, a sound shorter than a block is measured in one block with silence after it, as a
    meter on the stream would see it alone, rather than as one block of its own length."""
    x = np.asarray(samples, dtype=np.float64)
    block = int(round(BLOCK_S * rate))
    if pad and 0 < len(x) < block:
        x = np.concatenate([x, np.zeros(block - len(x))])
    for b, a in k_weighting(rate):
        x = biquad(b, a, x)
    squares = x * x
    step = int(round(STEP_S * rate))
    if len(squares) == 0:
        return None
    if len(squares) < block:
        powers = np.array([squares.mean()])
    else:
        cumulative = np.concatenate(([0.0], np.cumsum(squares)))
        starts = np.arange(0, len(squares) - block + 1, step)
        powers = (cumulative[starts + block] - cumulative[starts]) / block
    powers = powers[powers > 0]
    loud = -0.691 + 10 * np.log10(powers) if len(powers) else np.array([])
    kept = powers[loud >= ABSOLUTE_GATE]
    if len(kept) == 0:
        return None
    relative = -0.691 + 10 * math.log10(kept.mean()) + RELATIVE_GATE
    kept = kept[-0.691 + 10 * np.log10(kept) >= relative]
    return -0.691 + 10 * math.log10(kept.mean())


def crest(samples, rate):
    """(crest factor in dB over the voiced 10 ms windows, share of samples within 2 dB of the peak)."""
    x = np.asarray(samples, dtype=np.float64)
    peak = np.abs(x).max() if len(x) else 0.0
    if peak == 0:
        return None, 0.0
    window = max(1, int(round(0.010 * rate)))
    voiced = [x[i : i + window] for i in range(0, len(x), window)]
    voiced = [w for w in voiced if np.sqrt(np.mean(w * w)) >= 0.01]
    if not voiced:
        return None, 0.0
    rms = math.sqrt(np.mean(np.concatenate(voiced) ** 2))
    near = float(np.mean(np.abs(x) >= peak * 10 ** (-2 / 20)))
    return 20 * math.log10(peak / rms), near


def read_wav(path):
    with wave.open(path, "rb") as file:
        if file.getsampwidth() != 2:
            sys.exit(f"loudness: {path}: 16-bit PCM only")
        rate, channels = file.getframerate(), file.getnchannels()
        data = np.frombuffer(file.readframes(file.getnframes()), dtype="<i2").astype(np.float64) / 32768
    return data.reshape(-1, channels).mean(axis=1), rate


def measure(render, cues, countdown=None, pad=False):
    """The figures of every call and turn beep of `render` (path) placed by `cues` (parsed JSON)."""
    samples, rate = read_wav(render)
    offset = countdown if countdown is not None else -min(cue["t"] for cue in cues)

    def cut(t, seconds):
        start = int(round((offset + t) * rate))
        return samples[start : start + int(round(seconds * rate))]

    calls = []
    for cue in cues:
        if cue["kind"] == "call":
            sound = cut(cue["t"], cue["duration_s"])
            crest_db, near = crest(sound, rate)
            calls.append(
                {"t": cue["t"], "text": cue["text"], "lufs": integrated_lufs(sound, rate, pad), "crest_db": crest_db,
                 "near_peak": near, "peak_dbfs": 20 * math.log10(max(1e-9, float(np.abs(sound).max())))}
            )
    beeps = [integrated_lufs(cut(cue["t"], BEEP_S), rate, pad) for cue in cues if cue["kind"] == "shuttle"]
    beeps = [value for value in beeps if value is not None]
    return {"rate": rate, "calls": calls, "turn_beep_lufs": {"min": min(beeps), "max": max(beeps), "count": len(beeps)}}


def summary(figures):
    calls = [call for call in figures["calls"] if call["lufs"] is not None]
    lufs = [call["lufs"] for call in calls]
    beep = figures["turn_beep_lufs"]
    crests = [call["crest_db"] for call in calls if call["crest_db"] is not None]
    return {
        "calls_lufs_min": min(lufs), "calls_lufs_max": max(lufs), "calls_lufs_mean": sum(lufs) / len(lufs),
        "turn_beep_lufs": beep["max"], "calls_under_beep_lu_min": beep["max"] - max(lufs),
        "calls_under_beep_lu_max": beep["max"] - min(lufs), "crest_db_mean": sum(crests) / len(crests),
        "near_peak_mean": sum(call["near_peak"] for call in calls) / len(calls),
        "peak_dbfs_max": max(call["peak_dbfs"] for call in calls),
    }


def main(argv):
    args = [arg for arg in argv[1:] if not arg.startswith("--")]
    countdown = None
    if "--countdown" in argv:
        countdown = float(argv[argv.index("--countdown") + 1])
        args.remove(argv[argv.index("--countdown") + 1])
    if len(args) != 2:
        sys.exit(__doc__.split("\n\n")[1])
    with open(args[1], encoding="utf-8") as file:
        cues = json.load(file)
    figures = measure(args[0], cues, countdown, "--own-length" not in argv)
    figures["summary"] = summary(figures)
    if "--json" in argv:
        print(json.dumps(figures))
        return
    for call in figures["calls"]:
        lufs = "   -   " if call["lufs"] is None else f"{call['lufs']:6.2f}"
        print(
            f"{call['t']:8.2f} s  {call['text']:<16} {lufs} LUFS  crest {call['crest_db'] or 0:5.2f} dB  "
            f"{100 * call['near_peak']:5.1f} % within 2 dB of peak  peak {call['peak_dbfs']:6.2f} dBFS"
        )
    s = figures["summary"]
    beep = figures["turn_beep_lufs"]
    print(
        f"turn beeps: {beep['min']:.2f} to {beep['max']:.2f} LUFS ({beep['count']}); calls: {s['calls_lufs_min']:.2f} "
        f"to {s['calls_lufs_max']:.2f} LUFS (mean {s['calls_lufs_mean']:.2f}), {s['calls_under_beep_lu_min']:.2f} to "
        f"{s['calls_under_beep_lu_max']:.2f} LU under the beeps; crest {s['crest_db_mean']:.2f} dB, "
        f"{100 * s['near_peak_mean']:.1f} % of samples within 2 dB of peak, highest peak {s['peak_dbfs_max']:.2f} dBFS"
    )


if __name__ == "__main__":
    main(sys.argv)
