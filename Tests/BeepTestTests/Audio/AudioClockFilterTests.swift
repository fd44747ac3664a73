import Testing

@testable import BeepTest

@Suite("The audio clock's line: the median of the readings, moving no faster than a clock drifts")
struct AudioClockFilterTests {
    static let rate = 48_000

    /// Feeds readings every 50 ms from `start` for `count` periods, each `offset(t)` frames off
    /// the line through (0, 0) (t in seconds since `start`); returns the anchors and the readings.
    static func feed(
        _ filter: inout AudioClockFilter, from start: Double, count: Int, offset: (Double) -> Double
    ) -> [(anchor: (stream: Int, wall: Double), heard: Int, wall: Double)] {
        (0..<count).map { step in
            let t = 0.05 * Double(step)
            let wall = start + t
            let heard = Int((wall * Double(rate) + offset(t)).rounded())
            return (filter.anchor(heard: heard, at: wall), heard, wall)
        }
    }

    /// How far, in frames, an anchor's wall says its frame is heard off the line through (0, 0).
    static func framesOff(_ anchor: (stream: Int, wall: Double)) -> Double {
        Double(anchor.stream) - anchor.wall * Double(rate)
    }

    @Test("an estimate wandering by 1,700 ppm for 5 s moves the line by 200 ppm at most")
    func wanderingEstimate() {
        var filter = AudioClockFilter(rate: Self.rate)
        _ = Self.feed(&filter, from: 100, count: 40) { _ in 0 }
        // PulseAudio's reading after the server itself was stopped: 420 frames off over 5 s.
        let wandering = Self.feed(&filter, from: 102, count: 101) { t in -1_700e-6 * Double(Self.rate) * t }
        let worst = wandering.map { abs(Self.framesOff($0.anchor)) }.max() ?? 0
        #expect(abs(Self.framesOff((wandering[100].heard, wandering[100].wall))) > 400)
        // 200 ppm of 5 s: 48 frames (1 ms), where the median alone went some 390 frames off.
        #expect(worst <= 48.5)
        #expect(worst > 40)
    }

    @Test("a device drifting by 100 ppm is followed as the median follows it")
    func driftingDevice() {
        var filter = AudioClockFilter(rate: Self.rate)
        let drift = 100e-6 * Double(Self.rate)
        let readings = Self.feed(&filter, from: 100, count: 400) { t in drift * t }
        // The median lags the newest reading by half a span: 8 periods of 4.8 frames a second.
        for reading in readings.suffix(100) {
            let lag = Double(reading.heard) - reading.wall * Double(Self.rate) - Self.framesOff(reading.anchor)
            #expect(abs(lag - drift * 0.05 * 7.5) < 1.5)
        }
    }

    @Test("readings that jump more than 10 ms are followed at once")
    func farOffFollowed() {
        var filter = AudioClockFilter(rate: Self.rate)
        _ = Self.feed(&filter, from: 100, count: 40) { _ in 0 }
        let jumped = Self.feed(&filter, from: 102, count: 9) { _ in -600 }
        // Nine of sixteen: the median is on the new line, and so is the anchor.
        #expect(abs(Self.framesOff(jumped[8].anchor) + 600) < 1)
        #expect(abs(Self.framesOff(jumped[6].anchor)) < 1)
    }

    @Test("a clock drifting beyond 200 ppm (NTP's slew) is followed once the line is 10 ms behind")
    func fastClockFollowed() {
        var filter = AudioClockFilter(rate: Self.rate)
        _ = Self.feed(&filter, from: 100, count: 40) { _ in 0 }
        let drift = 500e-6 * Double(Self.rate)
        let slewed = Self.feed(&filter, from: 102, count: 800) { t in drift * t }
        let behind = slewed.map { Double($0.heard) - $0.wall * Double(Self.rate) - Self.framesOff($0.anchor) }
        // Behind by 300 ppm until 10 ms (480 frames) off, some 35 s on; then by the median's lag alone.
        #expect(behind[400] > 150 && behind[400] < 480)
        #expect(behind.max() ?? 0 < 500)
        for lag in behind.suffix(50) { #expect(abs(lag - drift * 0.05 * 7.5) < 1.5) }
    }

    @Test("an output faster than real time (a file) has the plain median for its line")
    func unpacedOutput() {
        var filter = AudioClockFilter(rate: Self.rate)
        var offsets: [Double] = []
        for step in 0..<60 {
            let wall = 100 + 0.005 * Double(step)
            let heard = 2_400 * (step + 1)
            let anchor = filter.anchor(heard: heard, at: wall)
            guard step > 0 else { continue }
            offsets.append(Double(heard) - wall * Double(Self.rate))
            let window = offsets.suffix(AudioClockFilter.span).sorted()
            let median =
                window.count % 2 == 1
                ? window[window.count / 2] : (window[window.count / 2 - 1] + window[window.count / 2]) / 2
            #expect(abs(anchor.wall - (Double(heard) - median) / Double(Self.rate)) < 1e-9)
        }
    }
}
