import Glibc

extension LoggedTest {
    /// What reading one log gave: the test and its line problems, or why it could not be read.
    public typealias Reading = Result<(test: LoggedTest, problems: [ResultsFile.Problem]), BeepTestError>

    /// Reads and scores every log of `files`, in their order, on one thread per core (a season's
    /// folder is a thousand logs to parse and replay, and each is independent of the others).
    /// `profile` finds a profile by id; each thread keeps its own answers.
    public static func readAll(_ files: [String], profile: @escaping @Sendable (String) -> Profile?) -> [Reading] {
        let slots = Slots(count: files.count)
        let threadCount = max(1, min(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 8, files.count / 16))
        let work: @Sendable (Int) -> Void = { first in
            var profiles: [String: Profile?] = [:]
            func cached(_ id: String) -> Profile? {
                if let known = profiles[id] { return known }
                let found = profile(id)
                profiles[id] = found
                return found
            }
            for index in stride(from: first, to: files.count, by: threadCount) {
                do throws(BeepTestError) {
                    slots.set(index, .success(try read(file: files[index], profile: cached)))
                } catch {
                    slots.set(index, .failure(error))
                }
            }
        }
        var threads: [pthread_t] = []
        for first in 1..<threadCount {
            guard let thread = try? PosixThread.spawn({ work(first) }) else { break }
            threads.append(thread)
        }
        work(0)
        for thread in threads { pthread_join(thread, nil) }
        // A thread that could not start left its logs unread: read them here.
        for index in files.indices where slots.value(index) == nil {
            do throws(BeepTestError) {
                slots.set(index, .success(try read(file: files[index], profile: profile)))
            } catch {
                slots.set(index, .failure(error))
            }
        }
        return files.indices.compactMap { slots.value($0) }
    }
}

/// One result slot per log, each written by exactly one thread before `pthread_join`, which
/// orders those writes before the reads that follow.
private final class Slots: @unchecked Sendable {
    private let values: UnsafeMutableBufferPointer<LoggedTest.Reading?>

    init(count: Int) {
        values = .allocate(capacity: count)
        values.initialize(repeating: nil)
    }

    deinit {
        values.deinitialize()
        values.deallocate()
    }

    func set(_ index: Int, _ value: LoggedTest.Reading) { values[index] = value }

    func value(_ index: Int) -> LoggedTest.Reading? { values[index] }
}
