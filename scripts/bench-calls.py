#!/usr/bin/env python3
"""How well a speech recogniser hears the calls of a render, against espeak-ng's own clips (issue 29).

usage: scripts/bench-calls.py RENDER.wav CUES.json LANG [--json]

Every call of CUES.json (`beeptest cues PROFILE --calls --format json`, the same options as the
render) is cut from RENDER.wav at its time for its `duration_s`; the same phrase is spoken by
`espeak-ng -v LANG` into a WAV of its own, as the engine made it before any levelling, and scored
twice: cut to its audible part as the engine cuts a spoken phrase (`cut`: from its first to its
last sample at -54 dBFS once brought to a peak of -1 dBFS, `SpokenCall.init`; the quiet before
and after it then the same as the levelled call's), and whole (`whole`: with the 0.3 s pause
espeak-ng ends every WAV with, which in noise gives the recogniser quiet the other two do not
have). The levelling is judged against `cut`, which differs from the levelled call by the
levelling alone. Each clip is taken to 16 kHz, given quiet before and after it (below) and white
noise (`to16k`: clean, a floor at -80 dBFS; noisy, `SNR` dB under the clip's loudness, so every
clip meets the same noise), brought to the same loudness (-20 LUFS: the score compares the clips'
shapes, not their levels), and decoded by PocketSphinx with its own en-us model and a grammar of
the phrases a test can say (`decoder`), and a call is heard when its hypothesis is the phrase's
words (numbers as words).

One decoding is not a score: PocketSphinx reads 10 ms frames, and the same clip 2 ms later in its
quiet, or under another draw of the same noise, is heard or not by chance (espeak-ng's own "five"
is heard at some offsets and not others), and in noise it closes a word only after some half a
second of quiet. Every clip is so decoded `DECODINGS` times: its quiet before it longer by 2 ms
each time over five phases, its noise drawn anew, and 0.3 s or 0.6 s of quiet after it; a call's
score is how many of those decodings heard it, and the three clips meet the same offsets, quiet
and noise.

Only English can be scored: PocketSphinx (PyPI `pocketsphinx`) ships an en-us model, and no
recogniser model for the other call languages can be had offline from the Debian or PyPI
packages this project may install. LANG other than en exits 2 saying so.

Prints one line per call and the counts for the level calls, the countdown's numbers and the rest.
"""

import json
import subprocess
import sys
import tempfile
import wave
from pathlib import Path

import numpy as np
from scipy.signal import resample_poly

sys.path.insert(0, str(Path(__file__).resolve().parent))
from loudness import integrated_lufs, read_wav  # noqa: E402

ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = {2: "twenty", 3: "thirty"}
# The noisy condition: white noise this many dB under each clip's own loudness.
SNR = 5
# The loudness every clip is brought to before it is decoded.
HEARD_LUFS = -20
# How each clip is decoded: at five phases of the recogniser's 10 ms frame (2 ms more quiet before
# it and a new draw of noise each time), each with 0.3 s and 0.6 s of quiet after it.
PHASES = 5
TAILS = (0.3, 0.6)
DECODINGS = PHASES * len(TAILS)


def words(text):
    """The words a phrase is heard as: "Level 14" -> ["level", "fourteen"]."""
    out = []
    for word in text.lower().split():
        if word.isdigit():
            number = int(word)
            if number < 20:
                out.append(ONES[number])
            else:
                out.append(TENS.get(number // 10, str(number)))
                if number % 10:
                    out.append(ONES[number % 10])
        else:
            out.append(word)
    return out


def to16k(samples, rate, snr=None, phase=0, tail=0.3):
    """`samples` (full scale 1) at `rate` as 16 kHz 16-bit PCM bytes, with 0.3 s of quiet before
    (and `phase` × 2 ms more) and `tail` seconds after, and white noise throughout, drawn with seed 29 + `phase`:
    at -80 dBFS (`snr` None), only so that no stretch is digital silence, which PocketSphinx's
    features cannot take (it then hears nothing in half the clips); or `snr` dB under the clip's
    own loudness, a hall's noise."""
    from math import gcd

    divisor = gcd(rate, 16000)
    resampled = resample_poly(samples, 16000 // divisor, rate // divisor)
    # Every clip is heard at the same loudness, so that the score compares shapes, not levels
    # (PocketSphinx starts each utterance from a cepstral mean made for one level of speech).
    loudness = integrated_lufs(samples, rate)
    if loudness is not None:
        resampled = resampled * 10 ** ((HEARD_LUFS - loudness) / 20)
    signal = np.concatenate([np.zeros(32 * phase + 4800), resampled, np.zeros(int(16000 * tail))])
    level = 1e-4 if snr is None else 10 ** ((HEARD_LUFS - snr) / 20)
    noise = np.random.default_rng(29 + phase).normal(0, level, len(signal))
    pcm = np.clip((signal + noise) * 32768, -32768, 32767).astype("<i2")
    return pcm.tobytes()


def decoder(folder):
    """PocketSphinx's en-us model with a grammar of every call a test can say and more: "level"
    and a number, a number alone, "test complete" (numbers one to thirty, so a level call can be
    taken for a countdown number or another level). Its general language model hears espeak-ng's
    own clips as other words almost every time, which would measure nothing."""
    from pocketsphinx import Decoder

    numbers = ONES[1:] + [f"twenty {one}" for one in ONES[1:10]] + ["twenty", "thirty"]
    grammar = Path(folder) / "calls.gram"
    grammar.write_text(
        "#JSGF V1.0;\ngrammar calls;\n"
        f"public <call> = level <number> | <number> | test complete;\n<number> = {' | '.join(numbers)};\n",
        encoding="utf-8",
    )
    return Decoder(samprate=16000, jsgf=str(grammar), loglevel="FATAL")


def hear(grammar_folder, pcm):
    """The words PocketSphinx hears in `pcm`, by a decoder of its own: a decoder carries its
    cepstral mean from one utterance to the next, which would make a clip's score hang on the
    clips decoded before it."""
    engine = decoder(grammar_folder)
    engine.start_utt()
    engine.process_raw(pcm, full_utt=True)
    engine.end_utt()
    hypothesis = engine.hyp()
    return hypothesis.hypstr.lower().split() if hypothesis else []


def heard(expected, hypothesis):
    return hypothesis == expected


def score(folder, samples, rate, snr, expected):
    """How many of the `DECODINGS` of `samples` heard `expected`, and what the first heard."""
    hypotheses = [hear(folder, to16k(samples, rate, snr, phase, tail)) for tail in TAILS for phase in range(PHASES)]
    return sum(heard(expected, hypothesis) for hypothesis in hypotheses), hypotheses[0]


def espeak_clip(text, language, folder):
    path = Path(folder) / "raw.wav"
    subprocess.run(["espeak-ng", "-v", language, "-w", str(path), "--", text], check=True)
    return read_wav(str(path))


def audible(samples):
    """`samples` from their first to their last sample at -54 dBFS once brought to a peak of
    -1 dBFS, as the engine cuts a spoken phrase before it levels it (`SpokenCall.init`)."""
    peak = np.max(np.abs(samples)) if len(samples) else 0
    loud = np.nonzero(np.abs(samples) >= 2 * 33 / 32768 * peak / 0.89125094)[0]
    return samples[loud[0] : loud[-1] + 1] if len(loud) else samples


def kind(text):
    if text.isdigit():
        return "countdown"
    return "level" if len(text.split()) == 2 and text.split()[1].isdigit() else "other"


def main(argv):
    args = [arg for arg in argv[1:] if not arg.startswith("--")]
    if len(args) != 3:
        sys.exit(__doc__.split("\n\n")[1])
    render, cues_path, language = args
    if language != "en":
        print(f"bench-calls: no offline recogniser model for '{language}' (PocketSphinx ships en-us only)", file=sys.stderr)
        sys.exit(2)
    samples, rate = read_wav(render)
    with open(cues_path, encoding="utf-8") as file:
        cues = json.load(file)
    offset = -min(cue["t"] for cue in cues)
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        for cue in cues:
            if cue["kind"] != "call":
                continue
            start = int(round((offset + cue["t"]) * rate))
            levelled = samples[start : start + int(round(cue["duration_s"] * rate))]
            whole, raw_rate = espeak_clip(cue["text"], language, folder)
            cut = audible(np.asarray(whole))
            expected = words(cue["text"])
            for snr in (None, SNR):
                row = {"text": cue["text"], "kind": kind(cue["text"]), "noise": "clean" if snr is None else f"{snr} dB SNR"}
                for name, clip, clip_rate in (("levelled", levelled, rate), ("cut", cut, raw_rate), ("whole", whole, raw_rate)):
                    row[name], first = score(folder, clip, clip_rate, snr, expected)
                    row[f"{name}_heard"] = " ".join(first)
                rows.append(row)
    totals = {}
    for row in rows:
        total = totals.setdefault(f"{row['kind']}, {row['noise']}", {"calls": 0, "levelled": 0, "cut": 0, "whole": 0})
        total["calls"] += DECODINGS
        for name in ("levelled", "cut", "whole"):
            total[name] += row[name]
    if "--json" in argv:
        print(json.dumps({"language": language, "calls": rows, "totals": totals}))
        return
    for row in rows:
        print(f"{row['text']:<16} {row['noise']:<9} levelled {row['levelled']}/{DECODINGS} ({row['levelled_heard']!r:24}) "
              f"espeak-ng's cut {row['cut']}/{DECODINGS} ({row['cut_heard']!r:24}) whole {row['whole']}/{DECODINGS}")
    for name, total in totals.items():
        print(f"{language} {name}: levelled {total['levelled']}/{total['calls']}, espeak-ng's own cut to its audible part"
              f" {total['cut']}/{total['calls']} (whole WAV {total['whole']}) decodings ({DECODINGS} of each call)")


if __name__ == "__main__":
    main(sys.argv)
