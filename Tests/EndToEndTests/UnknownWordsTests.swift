import Foundation
import Testing

/// A text's unknown words with real keys (issue 32 §3): `v` in the reader lists them most used first, Enter opens
/// one and Backspace comes back, `a` keeps one with its first sentence, and the Study tab has it.
@Suite struct UnknownWordsEndToEndTests {
    @Test func v_lists_the_texts_unknown_words_enter_opens_one_and_a_keeps_one() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-e2e-unknown-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("cats.txt").path
        try "猫が窓から外を見ていた。\n猫は本を読む。彼は猫が好きだ。\n".write(toFile: file, atomically: true, encoding: .utf8)

        let session = try TmuxSession(columns: 100, rows: 30, subcommand: ["read", file],
                                      userData: directory.appendingPathComponent("user.sqlite").path)
        defer { session.close() }
        try await session.waitFor("the reader") { $0.breadcrumb == "Read › cats.txt" && $0.contains("猫  ねこ") }
        try session.type("v")
        let list = try await session.waitFor("the unknown words") { $0.breadcrumb == "Read › cats.txt › Unknown words" }
        #expect(list.highlightedWords.prefix(3) == ["×", "3", "猫"], "\(list)")
        try session.sendKeys("Enter")
        try await session.waitFor("猫's detail") { $0.breadcrumb == "Read › cats.txt › Unknown words › 猫 (word)" }
        try session.sendKeys("BSpace")
        try await session.waitFor("the list again") { $0.breadcrumb == "Read › cats.txt › Unknown words" }
        try session.type("a")
        try await session.waitFor("the confirmation") { $0.contains("added to study") && $0.highlightedWords.contains("✓") }
        try session.type("4")
        try await session.waitFor("the Study tab with the word") { $0.breadcrumb == "Study" && $0.contains("猫 ねこ") }
        try session.sendKeys("q")
        _ = try await session.waitForExit()
    }
}
