import TestResources
import Foundation
import Testing

/// Issue 22 §6, the `study` part: near misses one level down, an item named twice, the meaning in the text list,
/// a new card's empty step.
@Suite final class StudyFamilyTests {
    let directory: URL
    let path: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("StudyFamilyTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent("user.sqlite").path
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    func study(_ arguments: [String]) throws -> KanjiTUIProcess.Outcome {
        try KanjiTUIProcess.run(["study"] + arguments + ["--user-data", path],
                                environment: ["TZ": "UTC", "KANJI_TUI_DATA": KanjiTUIProcess.resources])
    }

    @Test func a_near_miss_one_level_down_gets_did_you_mean() throws {
        let add = try KanjiTUIProcess.run(["study", "ad", "日"])
        #expect(add.status == 64)
        #expect(add.standardError == "kanji-tui study: 'ad' is not a command; did you mean 'add'? (see 'kanji-tui study --help')\n")
        let sort = try KanjiTUIProcess.run(["list", "--sort", "stroke"])
        #expect(sort.status == 64 && sort.standardError.contains("Did you mean 'strokes'?"))
        let far = try KanjiTUIProcess.run(["list", "--sort", "zzzzzz"])
        #expect(far.status == 64 && !far.standardError.contains("Did you mean"))
    }

    @Test func an_item_named_twice_says_the_second_was_already_kept() throws {
        let outcome = try study(["add", "日本", "にほん"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == "added 日本 (にほん)\nalready kept 日本 (にほん) (\"にほん\" names it too)\n")
    }

    @Test func the_text_list_shows_each_meaning_and_a_new_card_has_no_step() throws {
        _ = try study(["add", "日", "日本", "--kanji"])
        let text = try study(["list"]).standardOutput.split(separator: "\n")
        #expect(text.contains { $0.hasSuffix("kanji  日  day; sun; Japan; counter for days") })
        #expect(text.contains { $0.hasSuffix("word   日本 (にほん)  Japan") })
        let tsv = try study(["list", "--tsv"]).standardOutput.split(separator: "\n").dropFirst()
        #expect(tsv.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false)[6].isEmpty })
        let cards = try #require(try JSONSerialization.jsonObject(with: Data(try study(["list", "--json"]).standardOutput.utf8)) as? [[String: Any]])
        #expect(cards.count == 2 && cards.allSatisfy { $0["step"] is NSNull })
    }
}
