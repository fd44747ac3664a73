import BeepTest
import Glibc

/// Every exit status the program returns, named once: 0, the error codes of `BeepTestError.Kind`
/// (sysexits.h), and a terminating signal as a shell reports it (128 + the signal). No command
/// writes a number of its own; help's list of exit codes is made from these.
enum ExitStatus {
    /// Everything went as asked.
    static let success: Int32 = 0
    /// Bad command-line usage (64).
    static let usage = BeepTestError.Kind.usage.exitCode
    /// An invalid profile, roster or results file (65).
    static let invalidData = BeepTestError.Kind.invalidData.exitCode
    /// A file that does not exist or cannot be opened (66).
    static let notFound = BeepTestError.Kind.notFound.exitCode
    /// No audio device or speech engine (69).
    static let unavailable = BeepTestError.Kind.unavailable.exitCode
    /// Reading or writing failed (74).
    static let io = BeepTestError.Kind.io.exitCode
    /// Ctrl-C in the live view, as a shell reports SIGINT (130).
    static let interrupted = signal(SIGINT)

    /// The status for ending on `signal`, as a shell reports it: 128 + the signal's number.
    static func signal(_ signal: Int32) -> Int32 { 128 + signal }

    /// The list help ends with: "0 ok, 64 usage, …, 130/143 interrupted".
    static var summary: String {
        tr(
            "%s ok, %s usage, %s invalid data, %s file not found, %s no audio device\nor speech engine, %s I/O error, %s/%s interrupted.",
            String(success), String(usage), String(invalidData), String(notFound), String(unavailable), String(io),
            String(signal(SIGINT)), String(signal(SIGTERM)))
    }
}
