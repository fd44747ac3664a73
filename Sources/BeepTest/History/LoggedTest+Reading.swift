extension LoggedTest {
    /// What reading one log gave: the test and its line problems, or why it could not be read.
    public typealias Reading = Result<(test: LoggedTest, problems: [ResultsFile.Problem]), BeepTestError>

    /// Reads and scores every log of `files`, in their order, on one thread per core (a season's
    /// folder is a thousand logs to parse and replay, each independent of the others).
    /// `profile` finds a log's profile from its start line, from any of the threads.
    public static func readAll(_ files: [String], profile: @escaping @Sendable (ResultsFile.Start) -> Profile?)
        -> [Reading]
    {
        let turnMaps = TurnMapCache()
        return ThreadPool.map(files) { file in
            do throws(BeepTestError) {
                return .success(try read(file: file, profile: profile, turnMaps: turnMaps))
            } catch {
                return .failure(error)
            }
        }
    }
}
