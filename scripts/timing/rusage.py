#!/usr/bin/env python3
"""Runs a player and records its CPU time (from the kernel's rusage) and peak memory (VmHWM).

  rusage.py OUT.json PIDFILE -- COMMAND...

Writes the player's pid to PIDFILE as soon as it runs (the rig freezes the player, not this wrapper),
and, when it ends, {"user_s", "sys_s", "cpu_s", "peak_rss_kib", "status"} to OUT.json. rusage is the
kernel's own account (microseconds), finer than `time`'s 10 ms steps. Peak memory is read from
/proc/PID/status (VmHWM, the high-water mark of the player's own address space) every 20 ms while it
runs: rusage's ru_maxrss would include this Python wrapper's memory, which Linux carries over exec.
Exits with the player's status (128 + signal when a signal ended it); SIGTERM and SIGINT are passed on.
"""

import json
import os
import signal
import subprocess
import sys
import time


def high_water_kib(pid):
    """The process's peak resident memory so far, 0 once it has gone."""
    try:
        with open(f"/proc/{pid}/status", encoding="utf-8") as handle:
            for line in handle:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def main(argv):
    if len(argv) < 4 or argv[2] != "--":
        print("usage: rusage.py OUT.json PIDFILE -- COMMAND...", file=sys.stderr)
        return 2
    out, pidfile, command = argv[0], argv[1], argv[3:]
    try:
        player = subprocess.Popen(command)
    except OSError as error:
        print(f"rusage.py: {command[0]}: {error.strerror}", file=sys.stderr)
        return 127
    for name in (signal.SIGTERM, signal.SIGINT):
        signal.signal(name, lambda number, _frame: player.send_signal(number))
    with open(pidfile + ".part", "w", encoding="utf-8") as handle:
        handle.write(f"{player.pid}\n")
    os.replace(pidfile + ".part", pidfile)
    peak_kib = 0
    while True:
        peak_kib = max(peak_kib, high_water_kib(player.pid))
        pid, status, usage = os.wait4(player.pid, os.WNOHANG)
        if pid:
            break
        time.sleep(0.02)
    code = os.waitstatus_to_exitcode(status)
    code = 128 - code if code < 0 else code
    with open(out, "w", encoding="utf-8") as handle:
        json.dump({"user_s": usage.ru_utime, "sys_s": usage.ru_stime, "cpu_s": usage.ru_utime + usage.ru_stime,
                   "peak_rss_kib": peak_kib, "status": code}, handle)
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
