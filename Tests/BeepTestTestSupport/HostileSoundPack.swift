import Foundation

/// A sound pack that must be refused, and the fault the refusal must name: the same list for the
/// library's reader and for the command line, so that both are held to every fault.
public struct HostileSoundPack: Sendable {
    /// What is wrong, for the test's name.
    public var name: String
    /// Puts the bad file into a pack folder.
    public var make: @Sendable (TemporaryFolder) throws -> Void
    /// The end of the one line that refuses it: the file's name inside the pack and the fault.
    public var message: String

    /// Every hostile pack: one fault each.
    public static let all: [HostileSoundPack] = [
        HostileSoundPack(
            name: "not RIFF", make: { try $0.write(Array("ID3 this is an mp3".utf8), to: "start.wav") },
            message: "start.wav: not a RIFF/WAVE file"),
        HostileSoundPack(
            name: "MP3 inside WAV", make: { try $0.write(riff(tag: 0x55), to: "go.wav") },
            message: "go.wav: MP3 inside WAV (format tag 0x0055); use PCM or 32-bit float"),
        HostileSoundPack(
            name: "truncated", make: { try $0.write(Array(riff(tag: 1).dropLast(1)), to: "end.wav") },
            message: "end.wav: truncated (the 'data' chunk says 4 bytes, the file has 3)"),
        HostileSoundPack(
            name: "zero channels", make: { try $0.write(riff(tag: 1, channels: 0), to: "rest.wav") },
            message: "rest.wav: zero channels"),
        HostileSoundPack(
            name: "no data", make: { try $0.write(riff(tag: 1, data: nil), to: "level.wav") },
            message: "level.wav: no 'data' chunk"),
        HostileSoundPack(
            name: "no samples", make: { try $0.write(riff(tag: 1, data: []), to: "level.wav") },
            message: "level.wav: no samples (an empty 'data' chunk)"),
        HostileSoundPack(
            name: "only silence",
            make: { try $0.sox(["-n", "-r", "48000", "-c", "1", "shuttle.wav", "trim", "0", "0.5"]) },
            message: "shuttle.wav: only silence (no sample at or above -60 dBFS)"),
        HostileSoundPack(
            name: "a long cue sound",
            make: { try $0.sox(["-n", "-r", "48000", "-c", "1", "start.wav", "synth", "2.5", "sine", "440"]) },
            message: "start.wav: too long (2.5 s of sound; a cue sound is at most 2 s)"),
        HostileSoundPack(
            name: "a long call",
            make: { try $0.sox(["-n", "-r", "22050", "-c", "1", "call-end.wav", "synth", "3.25", "sine", "440"]) },
            message: "call-end.wav: too long (3.25 s of sound; a call is at most 3 s)"),
        HostileSoundPack(
            name: "a folder",
            make: {
                try FileManager.default.createDirectory(atPath: $0.file("go.wav"), withIntermediateDirectories: false)
            },
            message: "go.wav: is a folder, not a WAV file"),
        HostileSoundPack(
            name: "a misspelt name",
            make: tone("shutle.wav"),
            message: "shutle.wav: not a sound pack name: did you mean 'shuttle.wav'?"),
        HostileSoundPack(
            name: "swapped letters, in capitals",
            make: tone("STRAT.WAV"),
            message: "STRAT.WAV: not a sound pack name: did you mean 'start.wav'?"),
        HostileSoundPack(
            name: "a misspelt call",
            make: tone("call-levle-5.wav"),
            message: "call-levle-5.wav: not a sound pack name: did you mean 'call-level-5.wav'?"),
        HostileSoundPack(
            name: "an unknown name",
            make: tone("whistle.wav"),
            message: "whistle.wav: not a sound pack name"),
    ]

    /// Puts a tenth of a second of a 440 Hz tone into the pack as `name` (a good sound, a bad name).
    static func tone(_ name: String) -> @Sendable (TemporaryFolder) throws -> Void {
        { try $0.sox(["-n", "-r", "48000", "-c", "1", "-t", "wav", name, "synth", "0.1", "sine", "440"]) }
    }

    /// A 16-bit mono 48 kHz RIFF file with format `tag`, `channels` and `data` (nil: no data chunk).
    public static func riff(tag: UInt16, channels: UInt16 = 1, data: [UInt8]? = [0x00, 0x40, 0x00, 0xC0]) -> [UInt8] {
        func le16(_ v: UInt16) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }
        func le32(_ v: UInt32) -> [UInt8] { le16(UInt16(v & 0xFFFF)) + le16(UInt16(v >> 16)) }
        let fmt = le16(tag) + le16(channels) + le32(48000) + le32(96000) + le16(2) + le16(16)
        var body = Array("WAVEfmt ".utf8) + le32(16) + fmt
        if let data { body += Array("data".utf8) + le32(UInt32(data.count)) + data }
        return Array("RIFF".utf8) + le32(UInt32(body.count)) + body
    }
}
