import CALSA
import Glibc

/// The PCM devices alsa-lib knows (its name hints), as `beeptest devices` lists them.
public enum ALSADevices {
    /// A device that can play.
    public struct Device: Sendable, Equatable {
        /// The PCM string to pass to `--device`.
        public var name: String
        /// alsa-lib's description, lines joined by " - ".
        public var description: String
    }

    /// The playback-capable PCMs from `snd_device_name_hint(-1, "pcm")`, in alsa-lib's order.
    public static func playback() -> [Device] {
        ALSAChatter.silence()
        var hints: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
        guard snd_device_name_hint(-1, "pcm", &hints) == 0, let hints else { return [] }
        defer { snd_device_name_free_hint(hints) }
        var devices: [Device] = []
        var index = 0
        while let hint = hints[index] {
            index += 1
            // IOID is absent for devices that do both directions, "Output" for playback only.
            let direction = take(snd_device_name_get_hint(hint, "IOID"))
            guard direction == nil || direction == "Output", let name = take(snd_device_name_get_hint(hint, "NAME"))
            else {
                continue
            }
            let description = take(snd_device_name_get_hint(hint, "DESC")) ?? ""
            let lines = description.split(separator: "\n").map { String($0) }
            devices.append(Device(name: name, description: lines.joined(separator: " - ")))
        }
        return devices
    }

    /// A string alsa-lib allocated, freed after copying.
    private static func take(_ text: UnsafeMutablePointer<CChar>?) -> String? {
        guard let text else { return nil }
        defer { free(text) }
        return String(cString: text)
    }
}
