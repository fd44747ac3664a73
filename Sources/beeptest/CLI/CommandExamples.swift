/// A few real command lines for each command, which `COMMAND --help`, `help COMMAND` and the man
/// page show after the options: a teacher starts from an example more readily than from a usage
/// line. They are command lines, the same in every language; the tests run each one's form.
enum CommandExamples {
    /// The overview's examples (`beeptest --help`): a test found, run with a class, its results.
    static let overview = [
        "beeptest list \"beep test\"", "beeptest run msft-20m --roster class.csv", "beeptest results 7b.jsonl",
        "beeptest help run",
    ]

    /// The examples of the command named `command`, or none.
    static func lines(for command: String) -> [String] { table[command] ?? [] }

    private static let table: [String: [String]] = [
        "list": ["beeptest list", "beeptest list yo-yo", "beeptest list \"course navette\" --format json"],
        "show": ["beeptest show msft-20m", "beeptest show \"beep test\" --format csv"],
        "cues": ["beeptest cues yoyo-ir1 --calls", "beeptest cues msft-20m --format csv --stop-at 5.4"],
        "validate": ["beeptest validate my-test.json", "beeptest validate ~/.config/beeptest/profiles/*.json"],
        "render": [
            "beeptest render msft-20m -o beep-test.wav",
            "beeptest render ift-30-15 -o ift.wav --voice fr --volume -6",
        ],
        "roster": ["beeptest roster klasse-7b.csv", "beeptest roster class.csv --date-order mdy --format json"],
        "run": [
            "beeptest run msft-20m",
            "beeptest run \"beep test\" --roster class.csv --results 7b.jsonl",
            "beeptest run yoyo-ir1 --start-level 14 --athletes \"Ann,Bob,Cem\"",
            "beeptest run pacer-20m --headless --events jsonl > cues.jsonl",
        ],
        "enter": [
            "beeptest enter msft-20m --roster class.csv --scores scores.txt",
            "beeptest enter pacer-20m --roster class.csv --date 2026-03-12 --results 7b.jsonl",
        ],
        "results": [
            "beeptest results 7b.jsonl",
            "beeptest results 7b.jsonl 7c.jsonl --format xlsx -o pacer.xlsx",
            "beeptest results police.jsonl --pass 5.4",
        ],
        "history": [
            "beeptest history", "beeptest history results/ --athlete zoe",
            "beeptest history --since 2026-09-01 --format csv -o season.csv",
        ],
        "report": [
            "beeptest report 7b.jsonl -o 7b.html",
            "beeptest report autumn.jsonl spring.jsonl -o 7b.html --school \"Gymnasium Nord\"",
            "beeptest report 7b.jsonl --per-athlete -o pupils.html",
        ],
        "sheet": ["beeptest sheet msft-20m --roster class.csv -o sheet.html"],
        "devices": ["beeptest devices"],
        "tap-test": ["beeptest tap-test", "beeptest tap-test --device plughw:1,0"],
        "voices": ["beeptest voices", "beeptest voices --format json"],
        "help": ["beeptest help run"],
    ]
}
