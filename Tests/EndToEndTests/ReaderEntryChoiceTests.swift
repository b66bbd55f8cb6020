import Foundation
import Testing

/// Choosing a word's entry with real keys (issue 32 §1): `kanji-tui read FILE` on a text with なる, `e` until the
/// pane shows 生る "to bear fruit" (not the reader's guess, 成る "to become"), `a` keeps it, q quits; the study list
/// (`study list --json`) has 生る with its sentence, and not the entry the reader guessed.
@Suite struct ReaderEntryChoiceEndToEndTests {
    @Test func e_chooses_another_entry_and_a_keeps_the_one_chosen() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-e2e-entry-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("naru.txt").path
        let userData = directory.appendingPathComponent("user.sqlite").path
        try "どうなるか。\n".write(toFile: file, atomically: true, encoding: .utf8)

        do {
            let session = try TmuxSession(columns: 100, rows: 30, subcommand: ["read", file], userData: userData)
            defer { session.close() }
            let opened = try await session.waitFor("the reader") { $0.breadcrumb == "Read › naru.txt" && $0.contains("not kept") }
            if !opened.contains("なる  なる  not kept · entry 1 of") { try session.type("w") }
            let first = try await session.waitFor("なる's pane, the reader's guess first") { $0.contains("なる  なる  not kept · entry 1 of") }
            #expect(!first.contains("生る"), "\(first)")
            var place = 1
            var screen = first
            while !screen.contains("生る  なる  not kept · entry") {
                try #require(place < 10, "生る is not among なる's entries: \(screen)")
                try session.type("e")
                place += 1
                screen = try await session.waitFor("entry \(place) in the pane") { $0.contains("not kept · entry \(place) of") }
            }
            try session.type("a")
            try await session.waitFor("the confirmation") { $0.contains("生る") && $0.contains("added to study") }
            try session.sendKeys("q")
            _ = try await session.waitForExit()
        }

        let list = try Spawn.runCapturing(KanjiTUIBinary.command(["study", "list", "--json", "--user-data", userData]))
        let cards = try #require(try JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [[String: Any]], "\(list.output)")
        #expect(cards.count == 1, "\(list.output)")
        let card = try #require(cards.first)
        #expect(card["key"] as? String == "生る", "\(list.output)")
        #expect(card["reading"] as? String == "なる")
        let sentence = card["sentence"] as? [String: Any]
        #expect(sentence?["before"] as? String == "どう", "\(list.output)")
        #expect(sentence?["word"] as? String == "なる")
        #expect(sentence?["after"] as? String == "か。")
    }
}
