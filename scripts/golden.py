#!/usr/bin/env python3
"""Every output the program writes from results logs and profiles, in every language, to a folder:
two such folders (one binary before a change, one after) compared file by file prove the change
left every output byte-identical.

    scripts/golden.py write --beeptest BIN --out DIR [--logs DIR]
    scripts/golden.py compare DIR_BEFORE DIR_AFTER

The logs read are the fixtures (Tests/Fixtures), logs `enter` writes here for every built-in
profile, and, with --logs, a folder of logs the test suite wrote (BEEPTEST_KEEP_LOGS=DIR on a
`swift test` run copies each log a test wrote there; see TemporaryFolder.remove). Each command's
standard output, standard error and exit status are kept; a file it writes is kept beside them
(an .xlsx as its sheets' XML, without docProps, whose creation time changes from run to run).
Time-dependent input is pinned: `enter --date`, and HOME, XDG folders and TZ are private and fixed.
"""
import argparse
import filecmp
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LANGUAGES = [("en", "en_GB.UTF-8"), ("fr", "fr_FR.UTF-8"), ("de", "de_DE.UTF-8"), ("es", "es_ES.UTF-8"),
             ("nl", "nl_NL.UTF-8"), ("it", "it_IT.UTF-8"), ("pt", "pt_PT.UTF-8")]
PROFILES = ["msft-20m", "msft-20m-8.5", "leger-1988", "pacer-20m", "pacer-15m", "yoyo-ir1", "yoyo-ir2",
            "yoyo-endurance-1", "ift-30-15", "police-15m"]
# Scores each profile's run can give, for `enter` (bib score lines; bib 4 withdrew, bib 6 absent).
SCORES = {
    "msft-20m": ["1 9.4", "2 5.1", "3 12.7", "4 w 3.2", "5 1.1"],
    "msft-20m-8.5": ["1 9.4", "2 5.1", "3 12.7", "4 w 3.2", "5 1.1"],
    "leger-1988": ["1 6", "2 9", "3 3", "4 w 4", "5 12"],
    "pacer-20m": ["1 48", "2 12", "3 77", "4 w 20", "5 3"],
    "pacer-15m": ["1 60", "2 14", "3 90", "4 w 25", "5 5"],
    "yoyo-ir1": ["1 16.2", "2 14.1", "3 19.3", "4 w 15.1", "5 17.4"],
    "yoyo-ir2": ["1 18.2", "2 15.1", "3 21.5", "4 w 17.2", "5 20.8"],
    "yoyo-endurance-1": ["1 8.2", "2 5.1", "3 11.3", "4 w 6.1", "5 9.4"],
    "ift-30-15": ["1 18.5", "2 15", "3 21", "4 w 16.5", "5 19.5"],
    "police-15m": ["1 5.4", "2 7.2", "3 9.10", "4 w 4.5", "5 6.8"],
}
ROSTER = ("bib,first name,last name,sex,birth date,group\n"
          "1,Zoë,Müller,F,2012-03-04,7a\n2,Jean-Baptiste,Nguyễn,M,2011-11-30,7a\n"
          "3,María José,Pérez,F,2010-01-15,7b\n4,Łucja,Kowalczyk,F,2012-07-01,7b\n"
          "5,Ørjan,García,M,2009-05-20,7a\n6,Ana,Absent,F,2012-02-02,7a\n")


def environment(home, locale):
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": home, "XDG_DATA_HOME": home + "/data",
           "XDG_CONFIG_HOME": home + "/config", "XDG_CACHE_HOME": home + "/cache", "TZ": "Europe/Madrid",
           "LANG": locale, "NO_COLOR": "1", "COLUMNS": "100",
           "BEEPTEST_PROFILES": os.path.join(ROOT, "Profiles")}
    locales = os.path.join(ROOT, ".build/test-locales")
    if os.path.isdir(os.path.join(locales, locale)):
        env["LOCPATH"] = locales
    return env


class Writer:
    def __init__(self, binary, out, home):
        self.binary, self.out, self.home = binary, out, home

    def run(self, name, arguments, locale, written=None, stdin=None):
        """Runs the binary; keeps NAME.out (stdout, stderr, status) and the file it wrote."""
        if written and os.path.exists(written):
            os.unlink(written)
        done = subprocess.run([self.binary] + arguments, input=stdin, capture_output=True, timeout=120,
                              env=environment(self.home, locale), cwd=self.home)
        path = os.path.join(self.out, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        text = self.anonymised(done.stdout) + b"\n--- stderr\n" + self.anonymised(done.stderr)
        with open(path + ".out", "wb") as handle:
            handle.write(text + b"\n--- status %d\n" % done.returncode)
        if written and os.path.exists(written):
            if written.endswith(".xlsx"):
                with zipfile.ZipFile(written) as book:
                    for member in sorted(book.namelist()):
                        if member.startswith("docProps/"):
                            continue
                        with open(path + "." + member.replace("/", "_"), "wb") as handle:
                            handle.write(self.anonymised(book.read(member)))
            else:
                with open(written, "rb") as handle, open(path + "." + os.path.basename(written), "wb") as kept:
                    kept.write(self.anonymised(handle.read()))

    def anonymised(self, data):
        """The private folders' paths and the time a page was made, which differ from run to run,
        as fixed words."""
        today = time.strftime("%Y-%m-%d", time.localtime()).encode()
        data = re.sub(re.escape(today) + rb" \d\d:\d\d", b"$NOW", data)
        return data.replace(self.home.encode(), b"$HOME")


def entered_logs(writer, folder):
    """A log `enter` writes for each built-in profile (in English: the log is the same in any)."""
    logs = []
    roster = os.path.join(writer.home, "roster.csv")
    with open(roster, "w") as handle:
        handle.write(ROSTER)
    for profile in PROFILES:
        log = os.path.join(folder, "entered-%s.jsonl" % profile)
        if os.path.exists(log):
            os.unlink(log)
        scores = ("\n".join(SCORES[profile]) + "\n").encode()
        writer.run("enter/" + profile, ["enter", profile, "--roster", roster, "--date", "2026-03-12",
                                        "--results", log], "en_GB.UTF-8", stdin=scores)
        if os.path.exists(log):
            logs.append(log)
    return logs


def write(binary, out, suite_logs):
    binary = os.path.abspath(binary)
    catalogues = os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(binary))), "share/locale")
    subprocess.run(["bash", os.path.join(ROOT, "scripts/po/compile.sh"), catalogues], check=True)
    if os.path.exists(out):
        shutil.rmtree(out)
    os.makedirs(out)
    with tempfile.TemporaryDirectory(prefix="beeptest-golden-") as home:
        writer = Writer(binary, out, home)
        folder = os.path.join(home, "logs")
        os.makedirs(folder)
        logs = entered_logs(writer, folder)
        for directory in [os.path.join(ROOT, "Tests/Fixtures/results"), os.path.join(ROOT, "Tests/Fixtures/classes")] + \
                ([suite_logs] if suite_logs else []):
            for name in sorted(os.listdir(directory)):
                if name.endswith(".jsonl"):
                    # By content: the suite writes many logs of one name, and a name may repeat.
                    with open(os.path.join(directory, name), "rb") as handle:
                        data = handle.read()
                    digest = hashlib.sha1(data).hexdigest()[:12]
                    copy = os.path.join(folder, "%s-%s" % (digest, name))
                    with open(copy, "wb") as handle:
                        handle.write(data)
                    logs.append(copy)
        logs = sorted(set(logs))
        for code, locale in LANGUAGES:
            for log in logs:
                name = "%s/%s" % (code, os.path.basename(log))
                for form in ["table", "csv", "json", "fitnessgram"]:
                    writer.run(name + "/results-" + form, ["results", log, "--format", form], locale)
                writer.run(name + "/results-pass", ["results", log, "--pass", "9.4"], locale)
                writer.run(name + "/results-xlsx", ["results", log, "--format", "xlsx", "-o", home + "/r.xlsx"],
                           locale, written=home + "/r.xlsx")
                writer.run(name + "/report", ["report", log, "-o", home + "/r.html", "--title", "7a"], locale,
                           written=home + "/r.html")
                writer.run(name + "/report-athletes", ["report", log, "-o", home + "/a.html", "--per-athlete"],
                           locale, written=home + "/a.html")
            for form in ["table", "csv", "json"]:
                writer.run("%s/history-%s" % (code, form), ["history", folder, "--format", form], locale)
            writer.run(code + "/history-xlsx", ["history", folder, "--format", "xlsx", "-o", home + "/h.xlsx"],
                       locale, written=home + "/h.xlsx")
            writer.run(code + "/list", ["list"], locale)
            for profile in PROFILES:
                writer.run("%s/profile/%s-show" % (code, profile), ["show", profile], locale)
                writer.run("%s/profile/%s-cues" % (code, profile), ["cues", profile], locale)
                writer.run("%s/profile/%s-sheet" % (code, profile), ["sheet", profile, "-o", home + "/s.html"],
                           locale, written=home + "/s.html")
            writer.run(code + "/roster", ["roster", os.path.join(home, "roster.csv")], locale)
    count = sum(len(files) for _, _, files in os.walk(out))
    print("golden: %d files from %d logs in %d languages in %s" % (count, len(logs), len(LANGUAGES), out))


def compare(before, after):
    differing = []
    for base, _, files in os.walk(before):
        for name in files:
            path = os.path.join(base, name)
            other = os.path.join(after, os.path.relpath(path, before))
            if not os.path.exists(other) or not filecmp.cmp(path, other, shallow=False):
                differing.append(os.path.relpath(path, before))
    for base, _, files in os.walk(after):
        for name in files:
            relative = os.path.relpath(os.path.join(base, name), after)
            if not os.path.exists(os.path.join(before, relative)):
                differing.append(relative)
    total = sum(len(files) for _, _, files in os.walk(before))
    for path in sorted(set(differing))[:40]:
        print("differs: " + path)
    print("golden: %d of %d files differ" % (len(set(differing)), total))
    return 1 if differing else 0


def main():
    os.environ["TZ"] = "Europe/Madrid"
    time.tzset()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    writing = commands.add_parser("write")
    writing.add_argument("--beeptest", required=True)
    writing.add_argument("--out", required=True)
    writing.add_argument("--logs")
    comparing = commands.add_parser("compare")
    comparing.add_argument("before")
    comparing.add_argument("after")
    arguments = parser.parse_args()
    if arguments.command == "write":
        write(arguments.beeptest, arguments.out, arguments.logs)
        return 0
    return compare(arguments.before, arguments.after)


if __name__ == "__main__":
    sys.exit(main())
