import BeepTest

/// Cue instants derived independently of `Timeline`, for checking that its times carry no
/// accumulated error: Float80 running sums for levels of shuttles and bouts, exact rationals for
/// continuous stages.
enum ReferenceTimes {
    /// Every cue instant after the countdown of a profile without continuous stages, walking the
    /// test in Float80 one shuttle at a time (11 more bits than Double, so the sum's own error
    /// stays far below what is being measured).
    static func steppedInstants(_ profile: Profile) -> [Float80] {
        var instants: [Float80] = []
        var clock: Float80 = 0
        let distance = Float80(profile.distanceM ?? 0)
        for (index, level) in profile.levels.enumerated() {
            let shuttle: Float80?
            switch level.pace {
            case .speedKmh(let speed): shuttle = distance * 36 / (10 * Float80(speed))
            case .shuttleSeconds(let seconds): shuttle = Float80(seconds)
            case nil: shuttle = nil
            }
            let work: Float80
            switch level.work {
            case .shuttles(let count): work = Float80(count) * (shuttle ?? 0)
            case .timed(let seconds), .stage(let seconds): work = Float80(seconds)
            }
            for bout in 1...level.bouts {
                instants.append(clock)
                let workEnd = clock + work
                if let shuttle {
                    var turn = clock + shuttle
                    while turn < workEnd - 1e-9 {
                        instants.append(turn)
                        turn += shuttle
                    }
                }
                clock = workEnd
                let isTestEnd = index == profile.levels.count - 1 && bout == level.bouts
                if isTestEnd || level.restS > 0 { instants.append(clock) }
                clock += Float80(level.restS)
            }
        }
        return instants
    }

    /// A cue of a continuous-stage test, exactly: its time and the stage it announces (a level
    /// cue) or nil (a plain turn, the start or the end).
    struct StageCue {
        var time: Rational
        var announcedStage: Int?
    }

    /// The cues of a continuous-stage profile whose speeds are whole multiples of 0.5 km/h and
    /// whose course and stage lengths are whole numbers, in exact arithmetic: a turn at every
    /// `distance_m` of running, the speed changing on the clock, a level cue at the first turn at
    /// or after each stage boundary.
    static func continuousStages(_ profile: Profile) -> [StageCue] {
        let distance = Rational(Int(profile.distanceM ?? 0))
        // v km/h = v/3.6 m/s = (2v) · 5/36 m/s.
        let speeds = profile.levels.map { Rational(Int(2 * ($0.speedKmh(distanceM: profile.distanceM) ?? 0)) * 5, 36) }
        let durations = profile.levels.map { Rational(Int($0.workSeconds(distanceM: profile.distanceM))) }
        var startTimes: [Rational] = []
        var startMetres: [Rational] = []
        var time = Rational(0)
        var metres = Rational(0)
        for (speed, duration) in zip(speeds, durations) {
            startTimes.append(time)
            startMetres.append(metres)
            time = time + duration
            metres = metres + speed * duration
        }
        var cues = [StageCue(time: Rational(0), announcedStage: nil)]
        var announced = 0
        var turn = 1
        while Rational(turn) * distance < metres {
            let position = Rational(turn) * distance
            let stage = startMetres.lastIndex { $0 <= position } ?? 0
            let at = startTimes[stage] + (position - startMetres[stage]) / speeds[stage]
            cues.append(StageCue(time: at, announcedStage: stage > announced ? stage : nil))
            announced = max(announced, stage)
            turn += 1
        }
        cues.append(StageCue(time: time, announcedStage: nil))
        return cues
    }
}

/// An exact fraction of two `Int`s in lowest terms (enough for stage tests' small numbers; an
/// overflow traps rather than rounding silently).
struct Rational: Comparable {
    let numerator: Int
    let denominator: Int

    init(_ numerator: Int, _ denominator: Int = 1) {
        precondition(denominator != 0)
        let divisor = Rational.gcd(abs(numerator), abs(denominator))
        let sign = denominator < 0 ? -1 : 1
        self.numerator = sign * numerator / divisor
        self.denominator = sign * denominator / divisor
    }

    var double: Double { Double(numerator) / Double(denominator) }

    static func + (a: Rational, b: Rational) -> Rational {
        Rational(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator)
    }
    static func - (a: Rational, b: Rational) -> Rational { a + Rational(-b.numerator, b.denominator) }
    static func * (a: Rational, b: Rational) -> Rational {
        Rational(a.numerator * b.numerator, a.denominator * b.denominator)
    }
    static func / (a: Rational, b: Rational) -> Rational {
        Rational(a.numerator * b.denominator, a.denominator * b.numerator)
    }
    static func < (a: Rational, b: Rational) -> Bool {
        a.numerator * b.denominator < b.numerator * a.denominator
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? max(a, 1) : gcd(b, a % b) }
}
