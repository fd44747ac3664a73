#!/usr/bin/env python3
"""Start-up time of a short command: the median wall time of many runs, next to /bin/true's.

  bench-startup.py RUNS COMMAND...

Prints "median_ms floor_ms": the command's median over RUNS runs (output to /dev/null) and the median of
`true` run the same way, the cost of starting any process on this machine (fork, exec, the dynamic
loader), so the difference is what the program itself spends before it is done. The two alternate run
by run, so a burst of load from other users falls on both. A monotonic clock with ns resolution; no
shell between the timer and the process. Exits 1 if the command fails.
"""

import statistics
import subprocess
import sys
import time


def timed_run(command):
    """Wall seconds from spawn to reap of one run, and its exit status."""
    start = time.perf_counter_ns()
    status = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False).returncode
    return (time.perf_counter_ns() - start) / 1e6, status


def main(argv):
    if len(argv) < 2 or not argv[0].isdigit() or int(argv[0]) < 1:
        print("usage: bench-startup.py RUNS COMMAND...", file=sys.stderr)
        return 2
    runs, command = int(argv[0]), argv[1:]
    program, floor = [], []
    for _ in range(runs):
        ms, status = timed_run(command)
        if status != 0:
            print(f"bench-startup.py: {' '.join(command)} exited with status {status}", file=sys.stderr)
            return 1
        program.append(ms)
        floor.append(timed_run(["true"])[0])
    print(f"{statistics.median(program):.2f} {statistics.median(floor):.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
