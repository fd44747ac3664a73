"""16-bit mono PCM in and out: WAV files, raw s16le recordings, and the rig's own beeps.

Standard library only (the rig must run on a bare Debian with python3).
"""

import array
import math
import sys
import wave


def read_samples(path, rate=48000):
    """Returns (samples, rate): a WAV's 16-bit mono frames, or a raw s16le mono recording at `rate`."""
    with open(path, "rb") as handle:
        head = handle.read(4)
    if head == b"RIFF":
        return _read_wav(path)
    samples = array.array("h")
    with open(path, "rb") as handle:
        data = handle.read()
    # A recorder stopped by a signal can leave half a frame at the end.
    samples.frombytes(data[: len(data) - len(data) % 2])
    if sys.byteorder != "little":
        samples.byteswap()
    return samples, rate


def _read_wav(path):
    try:
        with wave.open(path, "rb") as reader:
            if reader.getsampwidth() != 2 or reader.getnchannels() != 1:
                raise ValueError(f"{path}: expected 16-bit mono PCM, found "
                                 f"{8 * reader.getsampwidth()}-bit, {reader.getnchannels()} channels")
            samples = array.array("h")
            samples.frombytes(reader.readframes(reader.getnframes()))
            rate = reader.getframerate()
    except (wave.Error, EOFError) as error:
        raise ValueError(f"{path}: not a PCM WAV file ({error})") from None
    if sys.byteorder != "little":
        samples.byteswap()
    return samples, rate


def write_wav(path, samples, rate):
    """Writes 16-bit mono PCM (format tag 1), the plain header every player accepts."""
    data = array.array("h", samples)
    if sys.byteorder != "little":
        data.byteswap()
    with wave.open(path, "wb") as writer:
        writer.setnchannels(1)
        writer.setsampwidth(2)
        writer.setframerate(rate)
        writer.writeframes(data.tobytes())


def beep(rate, frequency=1000.0, seconds=0.1, ramp_seconds=0.005, amplitude=0.5):
    """One short sine beep, starting at phase 0, with raised-cosine attack and release (no clicks)."""
    length = round(seconds * rate)
    ramp = max(1, round(ramp_seconds * rate))
    tone = array.array("h", bytes(2 * length))
    for i in range(length):
        edge = min(i, length - 1 - i)
        envelope = 0.5 - 0.5 * math.cos(math.pi * edge / ramp) if edge < ramp else 1.0
        tone[i] = round(32767 * amplitude * envelope * math.sin(2 * math.pi * frequency * i / rate))
    return tone


def place(frames, sound, tail_frames):
    """A silent stream with `sound` copied in at each start frame, `tail_frames` of silence after the last."""
    length = (max(frames) + len(sound) + tail_frames) if frames else tail_frames
    stream = array.array("h", bytes(2 * length))
    for start in frames:
        stream[start:start + len(sound)] = sound
    return stream
