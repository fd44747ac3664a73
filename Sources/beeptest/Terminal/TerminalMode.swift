import Glibc

/// The terminal settings the live view changes (raw input, alternate screen, hidden cursor, no
/// line wrap) and puts back on every way out: a normal return, `exit`, a signal, a crash.
///
/// The saved settings live in plain globals so that a signal handler can restore them with
/// async-signal-safe calls only (`write`, `tcsetattr`).
enum TerminalMode {
    /// Alternate screen, cursor hidden, line wrap off (a long line must not scroll the frame).
    private static let enterFullScreen = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[H\u{1B}[2J"

    /// Takes stdin to raw mode (keys arrive one by one, unechoed; Ctrl-C arrives as byte 0x03) and,
    /// with `fullScreen`, stdout to the alternate screen. Returns whether keys can be read.
    @discardableResult
    static func enter(fullScreen: Bool) -> Bool {
        installRestoreOnExit()
        var raw = termios()
        var keysReadable = false
        if isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &savedInputMode) == 0 {
            raw = savedInputMode
            cfmakeraw(&raw)
            if tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 {
                inputModeChanged = 1
                keysReadable = true
            }
        }
        if fullScreen {
            screenChanged = 1
            Output.write(enterFullScreen, to: .standardOutput)
        }
        return keysReadable
    }

    /// Applies raw mode again after the process was stopped and continued (a shell resets the
    /// terminal while it holds it).
    static func reapply() {
        guard inputModeChanged != 0 else { return }
        var raw = savedInputMode
        cfmakeraw(&raw)
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        if screenChanged != 0 { Output.write(enterFullScreen, to: .standardOutput) }
    }

    /// True while the alternate screen is up: a crash handler may have put the normal screen
    /// back (while the crashing thread is being reported, this one still runs), and frames must
    /// then not be drawn over the shell's screen.
    static var isShowingView: Bool { screenChanged != 0 }

    /// Puts the terminal back as it was. Safe to call twice.
    static func leave() { restoreTerminal() }

    /// Restores the terminal at `exit` and on the fatal signals (Swift traps are SIGILL or
    /// SIGTRAP). A real fault then returns to the faulting instruction with the previous handler
    /// back in place (the Swift backtracer, or the default action), so it reports the crash where
    /// it happened; the same signal sent by another process ends the program as it would have.
    private static func installRestoreOnExit() {
        guard restoreOnExitInstalled == 0 else { return }
        restoreOnExitInstalled = 1
        atexit { restoreTerminal() }
        for signal in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP] {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = { signal, info, _ in
                restoreTerminal()
                let sentByProcess = (info?.pointee.si_code ?? 0) <= 0  // SI_USER, SI_TKILL, SI_QUEUE…
                if sentByProcess {
                    _ = Glibc.signal(signal, SIG_DFL)
                    _ = raise(signal)  // delivered when this handler returns
                } else {
                    _ = sigaction(signal, previousCrashActions + Int(signal), nil)
                }
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_SIGINFO
            _ = sigaction(signal, &action, previousCrashActions + Int(signal))
        }
    }
}

/// The terminal as it was before the view changed it (see `TerminalMode`).
nonisolated(unsafe) private var savedInputMode = termios()
/// 1 while stdin is in raw mode.
nonisolated(unsafe) private var inputModeChanged: Int32 = 0
/// 1 while the alternate screen is shown.
nonisolated(unsafe) private var screenChanged: Int32 = 0
nonisolated(unsafe) private var restoreOnExitInstalled: Int32 = 0
/// The handlers the crash restore replaced, by signal number (plain memory: a signal handler
/// reads it).
nonisolated(unsafe) private let previousCrashActions: UnsafeMutablePointer<sigaction> = {
    let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(NSIG))
    actions.initialize(repeating: sigaction(), count: Int(NSIG))
    return actions
}()
/// Leaves the alternate screen, shows the cursor, wraps lines, resets colours.
private let leaveFullScreen: StaticString = "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

/// Async-signal-safe: only `write` and `tcsetattr` on data prepared in advance.
private func restoreTerminal() {
    if screenChanged != 0 {
        screenChanged = 0
        _ = write(STDOUT_FILENO, leaveFullScreen.utf8Start, leaveFullScreen.utf8CodeUnitCount)
    }
    if inputModeChanged != 0 {
        inputModeChanged = 0
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &savedInputMode)
    }
}
