import Foundation
@testable import Speech

/// A folder of its own for one test: a `bin` of fake programs (shell scripts that record their arguments in a log),
/// a voice file, a dictionary folder with a `sys.dic`, and a cache folder — so speech runs end to end with no sound
/// card, and the real Open JTalk only where a test asks for it.
struct SpeechSandbox {
    let root: String
    var bin: String { root + "/bin" }
    var log: String { root + "/log" }
    var cache: String { root + "/cache/kanji-tui/speech" }
    var voice: SpeechVoice { SpeechVoice(voicePath: root + "/voice/mei_normal.htsvoice", dictionary: root + "/dic") }

    init() throws {
        root = NSTemporaryDirectory() + "kanji-tui-speech-" + UUID().uuidString
        for folder in ["/bin", "/voice", "/dic"] {
            try FileManager.default.createDirectory(atPath: root + folder, withIntermediateDirectories: true)
        }
        try Data("voice".utf8).write(to: URL(fileURLWithPath: voice.voicePath))
        try Data("dictionary".utf8).write(to: URL(fileURLWithPath: voice.dictionary + "/sys.dic"))
        try Data(Self.wav(seconds: 0.1)).write(to: URL(fileURLWithPath: root + "/fixture.wav"))
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// A script named `name` in `folder` (the sandbox's bin by default) that logs "name arguments…" and runs `body`.
    func fake(_ name: String, in folder: String? = nil, _ body: String = "exit 0") throws {
        let folder = folder ?? bin
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let script = "#!/bin/sh\necho \"\(name) $*\" >> '\(log)'\n\(body)\n"
        try Data(script.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder + "/" + name)
    }

    /// A fake `open_jtalk` that writes the fixture WAV where `-ow` says.
    func fakeOpenJTalk() throws {
        try fake("open_jtalk", """
            while [ $# -gt 0 ]; do [ "$1" = -ow ] && out=$2; shift; done
            cp '\(root)/fixture.wav' "$out"
            """)
    }

    /// The log's lines: one per program run.
    var runs: [String] {
        ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Waits (up to 10 s) until `speaker` has nothing on its way but a failure to hand over.
    func settle(_ speaker: Speaker) {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline && speaker.isRunning { usleep(5_000) }
    }

    /// A silent 16-bit mono 48 kHz WAV of `seconds`.
    static func wav(seconds: Double) -> [UInt8] {
        let dataBytes = UInt32(seconds * 48_000) * 2
        func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
        return Array("RIFF".utf8) + le32(36 + dataBytes) + Array("WAVEfmt ".utf8) + le32(16) + le16(1) + le16(1)
            + le32(48_000) + le32(96_000) + le16(2) + le16(16) + Array("data".utf8) + le32(dataBytes)
            + [UInt8](repeating: 0, count: Int(dataBytes))
    }
}
