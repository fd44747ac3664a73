import BeepTest
import BeepTestALSA

/// `beeptest devices`: the ALSA playback devices, for `run --device`.
enum DevicesCommand {
    static func run(_ words: [String]) throws(BeepTestError) {
        let arguments = try Arguments(words, command: "devices")
        if arguments.wantsHelp { return Output.line(Help.text(for: "devices")) }
        _ = try arguments.positionals(exactly: 0, what: "")
        let devices = ALSADevices.playback()
        guard !devices.isEmpty else {
            throw BeepTestError(
                .unavailable, "devices: alsa-lib lists no playback devices (alsa-lib \(ALSAVersion.string))")
        }
        var table = TextTable(headers: ["NAME", "DESCRIPTION"], rightAligned: [])
        for device in devices { table.rows.append([device.name, device.description]) }
        Output.line(table.rendered())
    }
}
