// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "beeptest",
    products: [
        .executable(name: "beeptest", targets: ["beeptest"]),
        .library(name: "BeepTest", targets: ["BeepTest"]),
    ],
    targets: [
        // The domain: profiles, the cue timeline, sessions, results, the renderer and WAV files.
        // Pure Swift with no Foundation at all (not even FoundationEssentials): Glibc for files,
        // threads and clocks, Synchronization for locks, CGettext for text in the reader's language.
        // No C library of its own.
        .target(name: "BeepTest", dependencies: ["CGettext"]),
        // glibc's gettext and locale headers (libintl.h, which the Glibc module leaves out): built
        // into glibc, so nothing is linked.
        .systemLibrary(name: "CGettext"),
        // alsa-lib, from Debian's libasound2-dev.
        .systemLibrary(
            name: "CALSA",
            pkgConfig: "alsa",
            providers: [.apt(["libasound2-dev"])]
        ),
        // What Swift cannot write for alsa-lib (a variadic error handler), in C compiled once.
        .target(name: "CALSAShim", dependencies: ["CALSA"], linkerSettings: [.linkedLibrary("asound")]),
        // The ALSA playback sink: each C call wrapped thinly, errors as values.
        .target(name: "BeepTestALSA", dependencies: ["BeepTest", "CALSA", "CALSAShim"]),
        // libsamplerate, from Debian's libsamplerate0-dev: the best sinc converter for clips at other rates.
        .systemLibrary(
            name: "CSampleRate",
            pkgConfig: "samplerate",
            providers: [.apt(["libsamplerate0-dev"])]
        ),
        // Sounds from outside the program: calls spoken by espeak-ng (a separate process, never linked)
        // and sound packs, resampled with libsamplerate and cached on disk.
        .target(name: "BeepTestSounds", dependencies: ["BeepTest", "CSampleRate"]),
        // libxlsxwriter, from Debian's libxlsxwriter-dev (BSD-2): spreadsheets Excel and LibreOffice open alike.
        .systemLibrary(
            name: "CXLSXWriter",
            pkgConfig: "xlsxwriter",
            providers: [.apt(["libxlsxwriter-dev"])]
        ),
        // Spreadsheets: the library's typed sheets written as .xlsx files through libxlsxwriter.
        .target(name: "BeepTestXLSX", dependencies: ["BeepTest", "CXLSXWriter"]),
        // The thin command-line front.
        .executableTarget(
            name: "beeptest", dependencies: ["BeepTest", "BeepTestALSA", "BeepTestSounds", "BeepTestXLSX"]),
        // What every test target shares: private temporary folders (and sox to fill them), the
        // package root, the built-in profiles, a fake playback and a manual clock. A plain target
        // under Tests/, built only for the tests: no test double ships in the library.
        .target(name: "BeepTestTestSupport", dependencies: ["BeepTest"], path: "Tests/BeepTestTestSupport"),
        .testTarget(name: "BeepTestTests", dependencies: ["BeepTest", "BeepTestTestSupport"]),
        .testTarget(name: "BeepTestALSATests", dependencies: ["BeepTest", "BeepTestALSA", "BeepTestTestSupport"]),
        .testTarget(name: "BeepTestSoundsTests", dependencies: ["BeepTest", "BeepTestSounds", "BeepTestTestSupport"]),
        // The workbook writer alone, read back by a real reader (python3-openpyxl).
        .testTarget(name: "BeepTestXLSXTests", dependencies: ["BeepTest", "BeepTestXLSX", "BeepTestTestSupport"]),
        // The live view's layout, keys and painter, without a terminal.
        .testTarget(name: "LiveViewTests", dependencies: ["beeptest", "BeepTest", "BeepTestTestSupport"]),
        // Drives the real binary; depending on the executable makes `swift test` build it.
        // BeepTest writes real results logs for the binary to read.
        .testTarget(name: "CLITests", dependencies: ["beeptest", "BeepTest", "BeepTestTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
