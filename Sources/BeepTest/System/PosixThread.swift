import Glibc

/// A plain pthread running one closure: for work that must never share a thread with anything
/// else (the audio loop, a `sigwait` loop), which the async pool cannot promise.
public enum PosixThread {
    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    /// Starts a thread running `body` and returns it (join it with `pthread_join`, or let it
    /// run until the process ends).
    public static func spawn(_ body: sending @escaping () -> Void) throws(BeepTestError) -> pthread_t {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        var thread = pthread_t()
        let created = pthread_create(
            &thread, nil,
            { context in
                guard let context else { return nil }
                Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
                return nil
            }, context)
        guard created == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            throw BeepTestError(.io, tr("cannot start a thread: %s", Posix.errorText(created)))
        }
        return thread
    }
}
