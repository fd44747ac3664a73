/// A pass score with where it comes from: reaching it passes (standards.md 2).
///
/// The UK police standards were set on the 15 m MSFT (`police-15m`) and are known there by key or
/// post; any other test takes a score in its own notation ("9.4", PACER laps "40", Yo-Yo "16.2",
/// VIFT "18.0"), typed as people write it (`5:4` and `5/4` are `5.4`: `TypedScore`).
public struct PassStandard: Sendable, Equatable {
    /// The score in the test's notation ("5.4").
    public var score: String
    /// What the standard is ("College of Policing fitness standard").
    public var name: String
    /// When it was set and by whom, when known ("2014 guidance").
    public var date: String?
    /// The short key `--pass` accepts ("firearms"), for known standards.
    public var key: String?

    /// Creates a standard.
    public init(score: String, name: String, date: String? = nil, key: String? = nil) {
        self.score = score
        self.name = name
        self.date = date
        self.key = key
    }

    /// The standard as the results store it: "5.4, College of Policing fitness standard (2014
    /// guidance)"; `Translation.shown` gives it in the reader's language.
    public var text: String {
        date.map { trStored("%s, %s (%s)", score, name, $0) } ?? trStored("%s, %s", score, name)
    }

    /// The profile the police standards belong to.
    public static let policeProfileID = "police-15m"

    /// standards.md 2: the College of Policing's standard, the 2024 change some forces made, and
    /// the specialist posts of the Chief Constables' Council (18 January 2012; PSNI FOI F-2020-01980).
    /// The College's list is said to run "up to 10:5" (protocols.md 6), but no source read names
    /// a post above Authorised Firearms Officer 7:6 or its level: none is added until one does.
    public static let police: [PassStandard] = {
        let council = "Chief Constables' Council, 18 January 2012"
        let posts: [(String, String, String)] = [
            ("5.4", "Marine Police Unit", "marine"), ("5.4", "CBRN", "cbrn"),
            ("5.4", "Method of Entry", "method-of-entry"), ("5.7", "Dog Handler", "dog-handler"),
            ("5.7", "Mounted Branch", "mounted"), ("5.8", "Police Cyclist", "cyclist"),
            ("6.3", "Police Support Unit", "psu"), ("6.4", "Air Support", "air-support"),
            ("6.8", "Police Divers", "divers"), ("7.2", "Marine Police (Tactical Skills)", "marine-tactical"),
            ("7.6", "Authorised Firearms Officer", "firearms"),
        ]
        return [
            PassStandard(
                score: "5.4", name: "College of Policing fitness standard", date: "2014 guidance", key: "college-2014"),
            PassStandard(
                score: "3.7", name: "standard set by several forces after national guidance",
                date: "from 1 April 2024 (Kent Police JRFT SOP)", key: "forces-2024"),
        ] + posts.map { PassStandard(score: $0.0, name: $0.1 + " (specialist post)", date: council, key: $0.2) }
    }()

    /// The standard `text` names for `profile`: a known police standard by key or post name, or
    /// by score (the first listed at that score), on `police-15m`; otherwise the score itself.
    /// The score must be one the test can give.
    public static func resolve(_ text: String, profile: Profile) -> Result<PassStandard, StandardUnavailable> {
        let known = profile.id == policeProfileID ? police : []
        let lowered = text.lowercased()
        if let named = known.first(where: {
            $0.key == lowered || $0.name.lowercased() == lowered
                || $0.name.lowercased().hasPrefix(lowered + " (")
        }) {
            return .success(named)
        }
        if police.contains(where: { $0.key == lowered }) {
            return .failure(
                StandardUnavailable(trStored("'%s' is a standard of %s, not of %s", text, policeProfileID, profile.id)))
        }
        // `5:4` and `5/4` are `5.4`: the standard is known by the score as the results write it.
        switch TypedScore.parse(text, profile: profile) {
        case .success(let typed):
            return .success(
                known.first { $0.score == typed.text }
                    ?? PassStandard(score: typed.text, name: trStored("pass score given for %s", profile.id)))
        case .failure(let why): return .failure(StandardUnavailable(trStored("pass score '%s': %s", text, why)))
        }
    }

    /// The shuttles on `profile`'s standard table that the score stands for (an athlete with at
    /// least as many passes), or why the score is not one of the test's.
    public func threshold(in profile: Profile) -> Result<Double, StandardUnavailable> {
        TypedScore.parse(score, profile: profile).map(\.totalShuttles).mapError {
            StandardUnavailable(trStored("pass score '%s': %s", score, $0))
        }
    }
}

extension Profile {
    /// The profile's own pass standard (its `pass` key), named when it is a known one.
    public var defaultPass: PassStandard? { pass.flatMap { try? PassStandard.resolve($0, profile: self).get() } }
}
