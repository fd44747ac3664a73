#!/usr/bin/env python3
"""The median of several aplay/beeptest pairs of live runs, by the ratio of their CPU seconds.

  cpu-pairs.py APLAY_1.json BEEPTEST_1.json [APLAY_2.json BEEPTEST_2.json ...]

Each file is a rusage.py result ({"cpu_s", "peak_rss_kib", ...}) or a timing rig result holding one
under "usage". One 68 s run through a sound server varies by some 10 % from the next (the machine, the
server's own thread), so make bench plays the two players in turn, pair after pair, and judges the
pair whose ratio is the median. Prints one line:
"APLAY_CPU BEEPTEST_CPU RATIOS PEAK_KIB": the median pair's CPU seconds, every pair's ratio (comma
separated, in the order played) and beeptest's highest peak memory over all its runs. Exits with 2,
printing nothing, when a file is missing or holds no figure.
"""

import json
import sys


def figures(path):
    with open(path, encoding="utf-8") as handle:
        usage = json.load(handle)
    usage = usage.get("usage", usage)
    return float(usage["cpu_s"]), int(usage["peak_rss_kib"])


def main(paths):
    if not paths or len(paths) % 2:
        print("usage: cpu-pairs.py APLAY.json BEEPTEST.json [APLAY.json BEEPTEST.json ...]", file=sys.stderr)
        return 2
    try:
        pairs = [(figures(paths[i]), figures(paths[i + 1])) for i in range(0, len(paths), 2)]
    except (OSError, KeyError, ValueError) as error:
        print(f"cpu-pairs.py: {error}", file=sys.stderr)
        return 2
    ratios = [beeptest[0] / aplay[0] for aplay, beeptest in pairs]
    # The median pair itself (the lower middle one of an even count), so that its two figures are real runs.
    middle = sorted(range(len(pairs)), key=lambda index: ratios[index])[(len(pairs) - 1) // 2]
    (aplay_cpu, _), (beeptest_cpu, _) = pairs[middle]
    peak = max(beeptest[1] for _, beeptest in pairs)
    print(f"{aplay_cpu:.6f} {beeptest_cpu:.6f} {','.join(f'{r:.2f}' for r in ratios)} {peak}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
