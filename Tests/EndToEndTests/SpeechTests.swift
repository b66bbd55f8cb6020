import Foundation
import Testing

/// Speech with real keys (issue 36 §2): `kanji-tui read FILE` with a fake `pw-play` first on PATH (a script that
/// records what it is given) and the real Open JTalk: `p` has the word made into a WAV in `$XDG_CACHE_HOME` and
/// played, `P` the sentence; then a player that fails is said in the header, once, and the reader goes on.
@Suite struct SpeechEndToEndTests {
    @Test func p_plays_the_word_and_P_the_sentence_beside_the_screen() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-e2e-speech-\(UUID().uuidString.prefix(8))")
        let bin = directory.appendingPathComponent("bin").path, log = directory.appendingPathComponent("played").path
        let cache = directory.appendingPathComponent("cache").path
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let player = bin + "/pw-play"
        func install(_ body: String) throws {
            try "#!/bin/sh\necho \"$*\" >> '\(log)'\n\(body)\n".write(toFile: player, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: player)
        }
        try install("exit 0")
        let file = directory.appendingPathComponent("hashi.txt").path
        try "箸で食べる。\n".write(toFile: file, atomically: true, encoding: .utf8)
        let played = { ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init) }
        func waitForPlays(_ count: Int) async throws -> [String] {
            let deadline = ContinuousClock.now + .seconds(30)
            while played().count < count {
                try #require(ContinuousClock.now < deadline, "the player ran \(played().count) times, not \(count)")
                try await Task.sleep(for: .milliseconds(20))
            }
            return played()
        }

        let session = try TmuxSession(columns: 100, rows: 30, subcommand: ["read", file], environment: [
            "PATH": bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"), "XDG_CACHE_HOME": cache,
        ])
        defer { session.close() }
        try await session.waitFor("箸 in the pane with its accent") { $0.contains("箸  はし") && $0.contains("は＼し") }
        try session.type("p")
        let word = try await waitForPlays(1)
        let wav = try #require(word.first)
        #expect(wav.hasPrefix(cache + "/kanji-tui/speech/") && wav.hasSuffix(".wav"), "\(word)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: wav))
        #expect(String(decoding: bytes.prefix(4), as: UTF8.self) == "RIFF" && bytes.count > 20_000, "a WAV of はし")
        try session.type("P")
        let both = try await waitForPlays(2)
        #expect(both[1] != both[0], "the sentence is a sound of its own")

        try install("echo 'Connection failure: Connection refused' >&2\nexit 1")
        try session.type("p")
        let failed = try await session.waitFor("the player's failure in the header") {
            $0.header.contains("cannot play: pw-play failed: Connection failure: Connection refused")
        }
        #expect(failed.contains("箸  はし"), "the pane is as it was: \(failed)")
        try session.type("w")
        try await session.waitFor("the next word, the notice gone") { !$0.header.contains("cannot play") && !$0.contains("箸  はし") }
        try session.sendKeys("q")
        _ = try await session.waitForExit()
    }
}
