import CGettext
import Glibc
import Synchronization

/// Text for people in the reader's language, through glibc's gettext: catalogues written as `.po`
/// files in `po/`, compiled by `msgfmt` into `share/locale/LANG/LC_MESSAGES/beeptest.mo` beside the
/// program's `bin/` folder, chosen from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG` as every
/// Debian program chooses. A language without a catalogue, a message missing from one, or a locale
/// that is not installed reads in English (the messages as the sources write them).
///
/// Only text for people goes through here; what machines read (JSON, CSV, event lines, the
/// results log) never does. The locale is taken for messages and characters only: numbers keep
/// the C locale's point everywhere (JSON, CSV, the spreadsheets' XML written by libxlsxwriter's
/// printf), and a decimal for people takes the locale's separator from `decimal(_:decimals:)`.
public enum Translation {
    /// The catalogues' name: `beeptest.mo`.
    public static let domain = "beeptest"

    /// Reads the reader's language from the environment and finds the catalogues: once, at start,
    /// before any text is made. Until then (and in tests, which never call it) every message reads
    /// as the sources write it.
    public static func start() {
        setlocale(LC_CTYPE, "")
        setlocale(LC_MESSAGES, "")
        if let folder = catalogueFolder() { bindtextdomain(domain, folder) }
        // Swift's strings are UTF-8, whatever the terminal's character set.
        bind_textdomain_codeset(domain, "UTF-8")
        textdomain(domain)
    }

    /// Where the catalogues are: `share/locale` beside the program's `bin/` folder, the one rule for
    /// an installed program (`/usr/bin` → `/usr/share/locale`, `/usr/local/bin` →
    /// `/usr/local/share/locale`) and a build (`.build/<triple>/debug` → `.build/<triple>/share/locale`,
    /// which `make build` and the tests fill from `po/`).
    public static func catalogueFolder() -> String? {
        guard let executable = FileIO.executablePath() else { return nil }
        return catalogueFolder(forExecutable: executable)
    }

    /// The catalogue folder for a program at `executable` (a real path).
    public static func catalogueFolder(forExecutable executable: String) -> String {
        FileIO.parent(of: FileIO.parent(of: executable)) + "/share/locale"
    }

    /// The code of the language the messages read in ("fr"), from the catalogue in use (its header's
    /// `Language:`); "en" where no catalogue was found.
    public static var languageCode: String {
        let header = String(cString: gettext(""))
        for line in header.split(separator: "\n") where line.hasPrefix("Language:") {
            let code = line.dropFirst("Language:".count).trimmingSpaces
            let base = code.prefix { $0 != "_" && $0 != "@" && $0 != "." }
            if !base.isEmpty { return String(base) }
        }
        return "en"
    }

    /// `value` with `decimals` digits after the locale's decimal separator ("47,3" in French and
    /// German, "47.3" in English), for people to read; machine formats use `formatted(decimals:)`.
    public static func decimal(_ value: Double, decimals: Int) -> String {
        let text = value.formatted(decimals: decimals)
        let separator = decimalSeparator
        return separator == "." ? text : text.replacing(".", with: separator)
    }

    /// `decimal(_:decimals:)` with trailing zeros removed ("8", "8,5").
    public static func decimal(_ value: Double, trimmedTo decimals: Int) -> String {
        let text = value.trimmed(decimals: decimals)
        let separator = decimalSeparator
        return separator == "." ? text : text.replacing(".", with: separator)
    }

    /// The decimal separator of the environment's numeric locale, read once without making that
    /// locale the program's (which would change how printf writes numbers for machines).
    public static let decimalSeparator: String = {
        guard let numeric = newlocale(LC_NUMERIC_MASK, "", nil) else { return "." }
        defer { freelocale(numeric) }
        guard let radix = nl_langinfo_l(nl_item(RADIXCHAR), numeric) else { return "." }
        let text = String(cString: radix)
        return text.isEmpty ? "." : text
    }()

    /// `template` with its printf-style placeholders filled: `%s` (or `%d`) takes the next of
    /// `arguments`, `%2$s` the second, `%%` is a percent sign. A translation may reorder the
    /// arguments with the numbered form; `msgfmt -c` checks that it keeps them all.
    public static func format(_ template: String, _ arguments: [String]) -> String {
        var result = ""
        var next = 0
        var characters = template[...]
        while let percent = characters.firstIndex(of: "%") {
            result += characters[..<percent]
            var rest = characters[characters.index(after: percent)...]
            if rest.first == "%" {
                result += "%"
                characters = rest.dropFirst()
                continue
            }
            var index: Int?
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, rest.dropFirst(digits.count).first == "$", let number = Int(digits) {
                index = number - 1
                rest = rest.dropFirst(digits.count + 1)
            }
            guard let kind = rest.first, kind == "s" || kind == "d" else {
                result += "%"
                characters = characters[characters.index(after: percent)...]
                continue
            }
            let position = index ?? next
            if index == nil { next += 1 }
            result += arguments.indices.contains(position) ? arguments[position] : ""
            characters = rest.dropFirst()
        }
        return result + characters
    }

    /// A text kept in English where machines read it (a row's notes in JSON and CSV) as people read
    /// it: the catalogue's translation when the text is a message written with `trStored`, else the
    /// text as it is (a note with a name or a number in it, a log's own words). An argument that is
    /// itself such a message (a typed score's refusal inside "pass score '9.9': ...") is shown in
    /// the reader's language too; any other (a name, a score) as it is.
    public static func shown(_ stored: String) -> String {
        guard !stored.isEmpty else { return stored }
        if let (message, arguments) = storedWithArguments.withLock({ $0[stored] }) {
            // A message without arguments (a reference group's "male soccer") may have a "%".
            guard !arguments.isEmpty else { return text(message) }
            let shownArguments = arguments.map { argument in
                storedWithArguments.withLock { $0[argument] } == nil ? argument : shown(argument)
            }
            return format(text(message), shownArguments)
        }
        return stored.withCString { String(cString: gettext($0)) }
    }

    /// The message and arguments of each note this process made with `trStored(_:_:)`, by its
    /// English rendering: notes are made again from a row's data each time a log is read, so
    /// `shown` finds the message a note came from without reading its English words.
    private static let storedWithArguments = Mutex<[String: (StaticString, [String])]>([:])

    /// `message` in English, remembered so that `shown` translates it also where it is an argument
    /// of another stored message.
    static func stored(_ message: StaticString) -> String {
        let english = message.description
        storedWithArguments.withLock { if $0[english] == nil { $0[english] = (message, []) } }
        return english
    }

    /// `message` filled with `arguments` in English, remembered so that `shown` can translate it.
    static func stored(_ message: StaticString, _ arguments: [String]) -> String {
        let english = format(message.description, arguments)
        storedWithArguments.withLock { $0[english] = (message, arguments) }
        return english
    }

    /// The translation of `message`: a catalogue's, else `message` itself.
    static func text(_ message: StaticString) -> String {
        guard message.hasPointerRepresentation else { return message.description }
        let id = UnsafeRawPointer(message.utf8Start).assumingMemoryBound(to: CChar.self)
        return String(cString: gettext(id))
    }

    /// The translation of `singular` or `plural` for `count`, by the language's plural rule.
    static func text(_ singular: StaticString, _ plural: StaticString, count: Int) -> String {
        guard singular.hasPointerRepresentation, plural.hasPointerRepresentation else {
            return count == 1 ? singular.description : plural.description
        }
        let one = UnsafeRawPointer(singular.utf8Start).assumingMemoryBound(to: CChar.self)
        let many = UnsafeRawPointer(plural.utf8Start).assumingMemoryBound(to: CChar.self)
        return String(cString: ngettext(one, many, UInt(max(0, count))))
    }
}

/// A message for people in the reader's language (`Translation`). Only a literal may be a message:
/// the catalogue test finds every message by this call in the sources.
public func tr(_ message: StaticString) -> String { Translation.text(message) }

/// A message kept in English, as machines read it (a note in a row's JSON), and put in the
/// catalogues, so that `Translation.shown` gives it to people in their language.
public func trStored(_ message: StaticString) -> String { Translation.stored(message) }

/// A stored message with printf-style placeholders (a note with a number in it): English, filled
/// with `arguments`, where machines read it; in the reader's language through `Translation.shown`.
public func trStored(_ message: StaticString, _ arguments: any CustomStringConvertible...) -> String {
    Translation.stored(message, arguments.map(\.description))
}

/// A message with printf-style placeholders (`%s`, `%2$s`), filled with `arguments` (as Swift writes
/// them: a number's digits) after translation: `tr("%s: no such file", path)`.
public func tr(_ message: StaticString, _ arguments: any CustomStringConvertible...) -> String {
    Translation.format(Translation.text(message), arguments.map(\.description))
}

/// A message that depends on a count, by the language's plural rule (ngettext): `%d` in it is the
/// count, then `arguments` in order: `trPlural("%d athlete", "%d athletes", count: 3)`.
public func trPlural(
    _ singular: StaticString, _ plural: StaticString, count: Int, _ arguments: any CustomStringConvertible...
) -> String {
    Translation.format(Translation.text(singular, plural, count: count), [String(count)] + arguments.map(\.description))
}
