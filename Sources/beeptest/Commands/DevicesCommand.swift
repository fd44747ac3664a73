import BeepTest
import BeepTestALSA

/// `beeptest devices`: the ALSA playback devices, for `run --device`.
enum DevicesCommand {
    /// The command's words, options and help.
    static let spec = CommandSpec(
        name: "devices", operands: .none, summary: tr("list ALSA playback devices"),
        about: tr("Lists the playback devices ALSA knows, with their descriptions."), options: [])

    static func run(_ words: [String]) throws(BeepTestError) {
        let arguments = try Arguments(words, spec: spec)
        if arguments.wantsHelp { return Output.line(spec.helpText) }
        _ = try arguments.positionals(exactly: 0, what: "")
        let devices = ALSADevices.playback()
        guard !devices.isEmpty else {
            throw BeepTestError(
                .unavailable, tr("devices: alsa-lib lists no playback devices (alsa-lib %s)", ALSAVersion.string))
        }
        var table = TextTable(headers: [tr("NAME"), tr("DESCRIPTION")], rightAligned: [])
        for device in devices { table.rows.append([device.name, device.description]) }
        Output.line(table.rendered())
    }
}
