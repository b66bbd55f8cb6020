import Foundation
import Testing

/// Issue 45 with real keys: `e` reaches an entry the reader never offered before (飼う for the かっ of かっている, which
/// was read as 勝つ with no 飼う among its entries), and the choice is remembered everywhere — in a second text, opened
/// in another run, and in `kanji-tui analyze` on the same database.
@Suite struct ReaderChoiceEverywhereEndToEndTests {
    static let phrase = "かわいい犬をかっている。"

    /// The pane's first line, under the rule: the word's headword, reading and study state.
    private func paneHead(_ screen: Screen) -> String {
        guard let rule = screen.lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("──") }),
              rule + 1 < screen.lines.count else { return "" }
        return screen.lines[rule + 1]
    }

    /// Moves with `w`, one word at a time (each move waited for: the pane's word changes), until the pane shows `head`.
    private func moveTo(_ head: String, in session: TmuxSession) async throws -> Screen {
        var screen = try session.capture()
        for _ in 0..<12 where !screen.contains(head) {
            let before = paneHead(screen)
            try session.type("w")
            screen = try await session.waitFor("the word after \(before)") { paneHead($0) != before }
        }
        #expect(screen.contains(head), "\(head) never in the pane: \(screen.lines.joined(separator: "\n"))")
        return screen
    }

    @Test func e_reaches_the_pet_and_the_choice_holds_in_a_second_text_and_in_analyze() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-e2e-choice-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = directory.appendingPathComponent("first.txt").path
        let second = directory.appendingPathComponent("second.txt").path
        let userData = directory.appendingPathComponent("user.sqlite").path
        try "\(Self.phrase)\n".write(toFile: first, atomically: true, encoding: .utf8)
        try "今日は雨です。\n\(Self.phrase)\n".write(toFile: second, atomically: true, encoding: .utf8)

        do {
            let session = try TmuxSession(columns: 100, rows: 30, subcommand: ["read", first], userData: userData)
            defer { session.close() }
            try await session.waitFor("the reader") { $0.breadcrumb == "Read › first.txt" && $0.contains("not kept") }
            let guess = try await moveTo("勝つ  かつ  not kept · entry 1 of", in: session)
            #expect(!guess.contains("飼う"), "\(guess)")
            var place = 1
            var screen = guess
            while !screen.contains("飼う  かう  not kept · entry") {
                try #require(place < 30, "飼う is not among かっ's entries: \(screen)")
                try session.type("e")
                place += 1
                screen = try await session.waitFor("entry \(place) in the pane") { $0.contains("not kept · entry \(place) of") }
            }
            try session.sendKeys("q")
            _ = try await session.waitForExit()
        }

        do {
            let session = try TmuxSession(columns: 100, rows: 30, subcommand: ["read", second], userData: userData)
            defer { session.close() }
            try await session.waitFor("the second text") { $0.breadcrumb == "Read › second.txt" && $0.contains("not kept") }
            let chosen = try await moveTo("かう  not kept · entry", in: session)
            #expect(chosen.contains("飼う  かう  not kept · entry"), "the choice made in first.txt: \(chosen)")
            try session.sendKeys("q")
            _ = try await session.waitForExit()
        }

        let analyzed = try Spawn.runCapturing(KanjiTUIBinary.command(["analyze", "--tsv", "--user-data", userData, second]))
        #expect(analyzed.output.contains("飼う\tかう\t"), "\(analyzed.output)")
        #expect(!analyzed.output.contains("勝つ\t"), "\(analyzed.output)")
    }

    @Test func w_stops_on_a_number_with_its_counter_and_on_a_suffix() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-e2e-stops-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("stops.txt").path
        try "私は一人だ。\nシステム上の問題です。\n".write(toFile: file, atomically: true, encoding: .utf8)

        let session = try TmuxSession(columns: 100, rows: 30, subcommand: ["read", file], userData: directory.appendingPathComponent("user.sqlite").path)
        defer { session.close() }
        try await session.waitFor("the reader") { $0.breadcrumb == "Read › stops.txt" && $0.contains("not kept") }
        _ = try await moveTo("一人  ひとり  not kept", in: session)
        _ = try await moveTo("上  じょう  not kept", in: session)
        try session.sendKeys("q")
        _ = try await session.waitForExit()
    }
}
