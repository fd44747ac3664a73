import BeepTest
import CSampleRate

/// Changes the sample rate of a mono clip with libsamplerate's best sinc converter.
///
/// Speech comes from espeak-ng at 22 050 Hz and pack files at any rate from 8 to 192 kHz, while the
/// stream plays at the device's rate. Linear interpolation would fold aliases into the band a
/// listener hears in a word's consonants; `SRC_SINC_BEST_QUALITY` keeps them 97 dB down. Each clip
/// is converted once, before anything plays, so the converter's cost never touches the audio thread.
public enum Resampler {
    /// The lowest and highest rates a clip may have (libsamplerate's ratio limit is 256).
    public static let rates = 8000...192_000

    /// `samples` at `from` Hz converted to `to` Hz (the same array when the rates are equal).
    /// `name` is the file or phrase the samples came from, for the error line.
    public static func resample(_ samples: [Float], from: Int, to: Int, name: String) throws(BeepTestError) -> [Float] {
        guard from != to, !samples.isEmpty else { return samples }
        guard rates.contains(from), rates.contains(to) else {
            throw BeepTestError(.invalidData, tr("%s: cannot resample %s Hz to %s Hz (8-192 kHz)", name, from, to))
        }
        let ratio = Double(to) / Double(from)
        // The converter writes at most ceil(n × ratio) frames; a few more cost nothing.
        var output = [Float](repeating: 0, count: Int((Double(samples.count) * ratio).rounded(.up)) + 16)
        let (code, generated) = samples.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                var data = SRC_DATA()
                data.data_in = input.baseAddress
                data.data_out = out.baseAddress
                data.input_frames = input.count
                data.output_frames = out.count
                data.end_of_input = 1
                data.src_ratio = ratio
                let code = src_simple(&data, Int32(SRC_SINC_BEST_QUALITY), 1)
                return (code, data.output_frames_gen)
            }
        }
        guard code == 0 else {
            let reason = src_strerror(code).map { String(cString: $0) } ?? "error \(code)"
            throw BeepTestError(.invalidData, tr("%s: cannot resample: %s", name, reason))
        }
        output.removeSubrange(min(output.count, max(0, generated))...)
        return output
    }
}
