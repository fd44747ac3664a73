import BeepTestALSA
import Testing

@Test("alsa-lib is linked and reports its version")
func alsaLibIsLinked() {
    let parts = ALSAVersion.string.split(separator: ".")
    #expect(parts.count >= 2)
    #expect(Int(parts[0]) == 1)
}
