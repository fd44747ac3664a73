"""Human-readable lines for one condition's result, and the side-by-side table of all conditions."""


def _number(value, decimals=0):
    if value is None:
        return "-"
    return f"{value:.{decimals}f}" if decimals else f"{value:g}"


def detail_lines(name, result, cues):
    """One summary line for a condition, its per-cue errors, and one line per problem found."""
    errors = " ".join("x" if e is None else str(e) for e in result["errors"])
    lines = [f"{name}: {result['heard']}/{result['cues']} cues heard, max |error| after the first "
             f"{_number(result['max_abs'])} samples, first cue {_number(result['first_error'])}"
             + (f", shift after the freeze {_number(result['shift'], 1)}" if result["shift"] is not None else "")
             + (f" (goal ≤{result['shift_goal']}, each side within {_number(result['max_abs_on_own_side'])} of its "
                "own grid)" if "shift_goal" in result else "")
             + f": {result['verdict']}",
             f"  errors in samples, cue by cue (x: not heard): {errors}"]
    lines += [f"  not heard: {what}" for what in result["missing"]]
    lines += [f"  extra: {what}" for what in result["extra"]]
    lines += [f"  note: {note}" for note in result["notes"]]
    return lines


def detail_table(result, cues, expected):
    """Tab-separated per-cue rows: index, kind, level, shuttle, t, expected frame, error in samples."""
    rows = ["cue\tkind\tlevel\tshuttle\tt\texpected_frame\terror_samples"]
    for index, (cue, frame, error) in enumerate(zip(cues, expected, result["errors"])):
        rows.append(f"{index + 1}\t{cue['kind']}\t{cue.get('level', '')}\t{cue.get('shuttle', '')}\t{cue['t']!r}\t{frame}\t"
                    + ("not heard" if error is None else str(error)))
    return rows


def _verdict(result):
    """The verdict, with the shift's own goal where the cues after a freeze are held to one."""
    return result["verdict"] + (f" (shift ≤{result['shift_goal']})" if "shift_goal" in result else "")


def summary_table(results):
    """The compact table: condition, cues, heard, the first cue's error, max and mean |error| after the
    first, the shift across a freeze, the player's CPU seconds and peak memory, how busy the whole
    machine was meanwhile, and the verdict (with its shift goal, where the freeze has one)."""
    header = ("condition", "cues", "heard", "first", "max|err|", "mean|err|", "shift", "cpu s", "peak MiB",
              "host %", "goal ≤1")
    # A server column once any result names its sound server (run.sh's SERVERS); "-" for a render.
    servers = any("server" in r for r in results)
    if servers:
        header = header[:1] + ("server",) + header[1:]
    # And, once any result was put on the arrival line (PipeWire: analyse.py --arrivals), its max |error|.
    arrival = any("arrival_max_abs" in r for r in results)
    if arrival:
        header = header[:-1] + ("arrival",) + header[-1:]
    rows = [header]
    for r in results:
        usage = r.get("usage") or {}
        peak = usage.get("peak_rss_kib")
        server = (r.get("server", "-"),) if servers else ()
        rows.append((r["condition"],) + server + (
                     str(r["cues"]), str(r["heard"]), _number(r["first_error"]),
                     _number(r["max_abs"]), _number(r["mean_abs"], 2), _number(r["shift"], 1),
                     _number(usage.get("cpu_s"), 3), _number(peak / 1024 if peak else None, 1),
                     _number(r.get("host_busy_pct"))) + ((_number(r.get("arrival_max_abs")),) if arrival else ())
                    + (_verdict(r),))
    widths = [max(len(row[c]) for row in rows) for c in range(len(header))]
    left = 2 if servers else 1  # the names, left-aligned; the figures right-aligned
    text = ["  ".join(cell.ljust(w) if c < left else cell.rjust(w) for c, (cell, w) in enumerate(zip(row, widths)))
            for row in rows]
    return text[:1] + ["-" * len(text[0])] + text[1:]
