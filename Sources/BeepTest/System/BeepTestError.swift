/// An error the program reports in one line and turns into a sysexits-style exit code.
public struct BeepTestError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, which decides the exit code.
    public enum Kind: Sendable, Equatable {
        /// Bad command-line usage (64).
        case usage
        /// An invalid profile, roster or results file (65).
        case invalidData
        /// A file that does not exist or cannot be opened (66).
        case notFound
        /// No audio device could be opened (69).
        case unavailable
        /// Reading or writing failed (74).
        case io

        /// The process exit code for an error of this kind (sysexits.h numbering): the one
        /// table of error codes, which help's list of exit codes is made from too.
        public var exitCode: Int32 {
            switch self {
            case .usage: 64
            case .invalidData: 65
            case .notFound: 66
            case .unavailable: 69
            case .io: 74
            }
        }
    }

    /// The kind, for the exit code.
    public var kind: Kind
    /// The one-line message, without the program name.
    public var message: String

    /// Creates an error of `kind` with a one-line `message`.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The process exit code for this error (its kind's, sysexits.h numbering).
    public var exitCode: Int32 { kind.exitCode }

    public var description: String { message }
}
