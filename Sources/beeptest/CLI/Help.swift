import BeepTest

/// Usage lines and help texts: one place, so `--help`, `help COMMAND` and usage errors agree.
enum Help {
    static let version = "0.1.0"

    static let commands: [(name: String, usage: String, summary: String)] = [
        ("list", "beeptest list [--format table|json]", "list the built-in and user profiles"),
        ("show", "beeptest show PROFILE [--format table|json|csv]", "print a profile's level table"),
        (
            "cues", "beeptest cues PROFILE [--format json|csv] [--countdown S] [--start-level L]",
            "print every cue with its exact time"
        ),
        ("validate", "beeptest validate FILE...", "check profile files; exit 0 when all are valid"),
        (
            "render", "beeptest render PROFILE -o OUT.wav [--rate HZ] [--countdown S] [--start-level L]",
            "write the whole test as a WAV file"
        ),
        (
            "run",
            "beeptest run PROFILE [--device PCM] [--silent] [--headless] [--events text|jsonl] [--countdown S] [--start-level L] [--athletes \"Ann,Bob\"] [--roster FILE] [--results FILE]",
            "run a test live"
        ),
        ("results", "beeptest results FILE [--format table|csv|json]", "print the results recorded in a file"),
        ("devices", "beeptest devices", "list ALSA playback devices"),
        ("help", "beeptest help COMMAND", "show a command's help"),
    ]

    static func usageLine(_ command: String) -> String {
        let line = commands.first { $0.name == command }?.usage ?? "beeptest COMMAND [OPTIONS]"
        return "usage: " + line
    }

    static var overview: String {
        var text = """
            beeptest \(version) — shuttle-run fitness tests (beep test, PACER, Yo-Yo, 30-15 IFT) with
            sample-exact beeps.

            usage: beeptest COMMAND [OPTIONS]

            commands:

            """
        for command in commands { text += "  " + command.name.padding(9) + command.summary + "\n" }
        text += """

            PROFILE is a built-in id (see 'beeptest list') or a path to a profile JSON file.
            'beeptest help COMMAND' or 'beeptest COMMAND --help' tells more.
            Exit codes: 0 ok, 64 usage, 65 invalid data, 66 file not found, 69 no audio device,
            74 I/O error, 130/143 interrupted.
            """
        return text
    }

    static let details: [String: String] = [
        "list": """
        Lists the built-in profiles and those in $XDG_CONFIG_HOME/beeptest/profiles
        (default ~/.config/beeptest/profiles). A user profile that does not validate is
        reported on stderr and skipped.
          --format table|json   output format (default table)
        """,
        "show": """
        Prints a profile's level table: speed, shuttle time, shuttles, bouts, rest, level time,
        and cumulative time, shuttles and distance at each level's end, like the published tables.
          --format table|json|csv   output format (default table)
        """,
        "cues": """
        Prints every cue with its exact time in seconds from the start cue (countdown pips are
        negative). Kinds: countdown, start, shuttle, level, rest, go, end.
          --format json|csv    output format (default json)
          --countdown S        seconds of countdown pips before the start (default: the profile's)
          --start-level L      start at the level labelled L (the clock starts at zero there)
        """,
        "validate": """
        Checks each profile file and prints one line per file. Errors name the file and the
        field: 'FILE: levels[3].speed_kmh: must be > 0'. Exit 0 when every file is valid.
        """,
        "render": """
        Writes the whole test, countdown included, as a 16-bit mono PCM WAV file.
          -o, --output FILE    the WAV file to write (required)
          --rate HZ            sample rate, 8000 to 192000 (default 48000)
          --countdown S        seconds of countdown pips (default: the profile's)
          --start-level L      start at the level labelled L
        """,
        "run": """
        Runs a test live: the beeps through ALSA and, on a terminal, a full-screen view.
          --device PCM         ALSA device (default 'default'); see 'beeptest devices'
          --silent             no audio (rehearsal); the clock still runs in real time
          --headless           no screen: the cues only (also when stdout is not a terminal)
          --events text|jsonl  print each cue as it is heard (stdout carries nothing else)
          --countdown S        seconds of countdown pips (default: the profile's)
          --start-level L      start at the level labelled L
          --athletes "A,B"     the athletes, on keys 1-9
          --roster FILE        athletes from a file: one name a line, or CSV name,sex,age,mass_kg
          --results FILE       where results are saved (default under $XDG_DATA_HOME/beeptest/results)
        Keys: space pause/resume, q quit (asks), Ctrl-C quit at once, 1-9 athlete missed the
        line, u undo the last mark.
        """,
        "results": """
        Reads a results file (JSON Lines, complete or cut short) and prints each athlete's
        result: status (out, completed, stopped, in progress), the score in the test's
        notation (9.4, Yo-Yo 16.2, PACER laps, 30-15 IFT speed), total shuttles and metres
        on the standard table, and the VO2max estimate. A corrupt line is reported as
        FILE:LINE and skipped; the rest is still printed and the exit status is 65.
          --format table|csv|json   output format (default table)
        """,
        "devices": """
        Lists the playback devices ALSA knows, with their descriptions.
        """,
        "help": """
        Shows the help of a command.
        """,
    ]

    static func text(for command: String) -> String {
        usageLine(command) + "\n\n" + (details[command] ?? "")
    }
}

extension String {
    /// The string padded with spaces to at least `width` characters.
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
