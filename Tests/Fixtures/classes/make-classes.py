#!/usr/bin/env python3
"""Writes the class-of-30 logs the page tests print (run from this folder; the output is committed).

msft-20m, a class of 30 with long, hyphenated and accented names, two groups, sexes and ages:
completed.jsonl  everyone ran the whole test (completed);
bell.jsonl       the bell ended the lesson at 10:00 with everyone still running (stopped);
mixed.jsonl      some out on two misses, some withdrew, the rest stopped by the bell at 15:00;
pacer-mixed.jsonl  the same on the PACER, from a class list without ages or sexes (no zones, each says why).
"""
import csv, io, json, subprocess, sys

BINARY = sys.argv[1] if len(sys.argv) > 1 else "../../../.build/debug/beeptest"
FIRST = ["Zoë", "Jean-Baptiste", "María José", "Łucja", "Ørjan", "Émile", "Ana", "Bruno", "Chloé", "Dmitri"]
LAST = ["Müller-Lüdenscheidt", "Łukasiewicz-Ørsted", "García de la Fuente", "Nguyễn", "O'Connor",
        "Wolfeschlegelsteinhausen", "Pérez", "Schäfer", "Dubois-Lefèvre", "Kowalczyk"]


def athletes(roster=True):
    people = [{"name": f"{FIRST[i % 10]} {LAST[(i * 3 + i // 10) % 10]}", "bib": i + 1, "id": f"S{i + 1:02}",
               "sex": "F" if i % 2 == 0 else "M", "age": 12 + i % 3, "group": "7a" if i < 15 else "7b"}
              for i in range(30)]
    if not roster:
        for person in people:
            del person["sex"], person["age"]
    return people


def turns(profile="msft-20m"):
    cues = subprocess.run([BINARY, "cues", profile, "--format", "csv"], capture_output=True, text=True,
                          check=True).stdout
    rows = [r for r in csv.DictReader(io.StringIO(cues)) if r["kind"] not in ("countdown",)]
    # A turn ends the shuttle its previous cue began: (time, level, shuttle) of the missed line.
    return [(float(b["t"]), a["level"], int(a["shuttle"])) for a, b in zip(rows, rows[1:])]


def write(name, wall, date, events, end, completed, profile="msft-20m", roster=True):
    people = athletes(roster)
    lines = [{"event": "start", "format": 1, "profile": profile, "name": profile,
              "start_level": "1", "countdown_s": 5, "stop_rule": {"misses": 2, "consecutive": True},
              "athletes": people, "wall": wall, "date": date}]
    for event in sorted(events, key=lambda e: e["t"]):
        event["wall"] = wall + event["t"]
        lines.append(event)
    lines.append({"event": "finish", "completed": completed, "t": end, "wall": wall + end})
    with open(name, "w", encoding="utf-8") as out:
        out.write("\n".join(json.dumps(line, ensure_ascii=False) for line in lines) + "\n")


def mark(kind, index, turn, misses=None):
    t, level, shuttle = turn
    event = {"event": kind, "athlete": athletes()[index]["name"], "key": index + 1, "bib": index + 1,
             "level": level, "bout": 1, "shuttle": shuttle, "t": t + 0.3}
    if misses is not None:
        event["misses"] = misses
    return event


all_turns = turns()
end = all_turns[-1][0]
write("completed.jsonl", 1_764_583_200, "2025-12-01T10:00:00+0100", [], end, True)
write("bell.jsonl", 1_765_188_000, "2025-12-08T10:00:00+0100", [], 600.0, False)
events = []
for index in range(30):
    at = 20 + index * 3  # each athlete's first miss a few shuttles after the last's
    if index % 3 == 0:
        events += [mark("warning", index, all_turns[at], 1), mark("out", index, all_turns[at + 1], 2)]
    elif index % 3 == 1 and index < 20:
        events.append(mark("withdraw", index, all_turns[at]))
write("mixed.jsonl", 1_765_792_800, "2025-12-15T10:00:00+0100", events, 900.0, False)
pacer_turns = turns("pacer-20m")
events = []
for index in range(30):
    at = 20 + index * 3
    if index % 3 == 0:
        events += [mark("warning", index, pacer_turns[at], 1), mark("out", index, pacer_turns[at + 1], 2)]
    elif index % 3 == 1 and index < 20:
        events.append(mark("withdraw", index, pacer_turns[at]))
write("pacer-mixed.jsonl", 1_766_397_600, "2025-12-22T10:00:00+0100", events, 900.0, False, "pacer-20m", False)
