import TestResources
import FSRS
import Foundation
import Testing
import UserData

/// `kanji-tui study config --card-kinds` and `study card-kinds`, through the built binary, on a user database made for
/// each test: kinds switched on add cards, switched off suspend them with their reviews, bad lists change nothing.
@Suite final class StudyCardKindsCommandTests {
    let directory: URL
    let path: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("StudyCardKindsCommandTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent("user.sqlite").path
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    func study(_ arguments: [String]) throws -> KanjiTUIProcess.Outcome {
        try KanjiTUIProcess.run(["study"] + arguments + ["--user-data", path])
    }

    @Test func the_decks_kinds_add_cards_to_what_is_kept_and_to_what_is_kept_later() throws {
        #expect(try study(["add", "日", "寿司[すし]", "--kanji"]).status == 0)
        let set = try study(["config", "--card-kinds", "production,recognition,reading"])
        #expect(set.status == 0, "\(set.standardError)")
        // 日: production and reading; すし written 寿司 reads too.
        #expect(set.standardOutput.hasPrefix("4 cards added, new and due now\n"), "\(set.standardOutput)")
        #expect(set.standardOutput.hasSuffix("card kinds: recognition, production, reading\n"))
        #expect(try study(["add", "本", "--kanji"]).status == 0)
        let tsv = try study(["list", "--tsv"]).standardOutput.split(separator: "\n").dropFirst()
        let kinds = tsv.map { line in line.split(separator: "\t", omittingEmptySubsequences: false) }.map { "\($0[1]) \($0.last!)" }
        #expect(kinds.sorted() == ["寿司 production", "寿司 reading", "寿司 recognition", "日 production", "日 reading", "日 recognition",
                                   "本 production", "本 reading", "本 recognition"])
        let json = try study(["config", "--json"])
        let settings = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(settings["card_kinds"] as? [String] == ["recognition", "production", "reading"])
    }

    @Test func switching_a_kind_off_keeps_its_reviews_and_says_so() throws {
        #expect(try study(["add", "日", "--kanji"]).status == 0)
        #expect(try study(["config", "--card-kinds", "recognition,production"]).status == 0)
        let off = try study(["config", "--card-kinds", "recognition"])
        #expect(off.standardOutput.hasPrefix("1 card suspended, their schedules and reviews kept\n"), "\(off.standardOutput)")
        let text = try study(["list"]).standardOutput
        #expect(text.contains("日 (production)  [suspended]"), "\(text)")
    }

    @Test func a_bad_list_names_what_is_wrong_and_changes_nothing() throws {
        #expect(try study(["add", "日", "--kanji"]).status == 0)
        for bad in ["recognition,writting", "", "recognition,,production"] {
            let refused = try study(["config", "--card-kinds", bad])
            #expect(refused.status == 64, "\(bad)")
            #expect(refused.standardError.contains("--card-kinds:"), "\(refused.standardError)")
        }
        #expect(try study(["config", "--card-kinds", "recognition,writting"]).standardError.contains("'writting' is not a card kind"))
        #expect(try UserDatabase.open(at: path).studySettings().cardKinds == nil)
        #expect(try UserDatabase.open(at: path).studyRows().count == 1)
    }

    @Test func one_item_takes_a_kind_and_lists_its_cards() throws {
        #expect(try study(["add", "日", "本", "--kanji"]).status == 0)
        let on = try study(["card-kinds", "日", "--on", "reading"])
        #expect(on.status == 0, "\(on.standardError)")
        #expect(on.standardOutput == "日: 1 card added, new and due now\n日\trecognition\tnew\n日\treading\tnew\n")
        #expect(try study(["card-kinds", "本"]).standardOutput == "本\trecognition\tnew\n")
        let none = try study(["card-kinds", "本", "--off", "recognition"])
        #expect(none.status == 2 && none.standardError.contains("no card left to review"), "\(none.standardError)")
        let both = try study(["card-kinds", "本", "--on", "reading", "--off", "reading"])
        #expect(both.status == 64 && both.standardError.contains("both in --on and in --off"))
        let missing = try study(["card-kinds", "月", "--on", "reading"])
        #expect(missing.status == 1 && missing.standardError.contains("not in the study list: 月"))
        #expect(try UserDatabase.open(at: path).studyRows().count == 3)
    }

    @Test func writing_on_a_word_gives_its_kanji_writing_cards_keeping_a_new_one_for_writing_alone() throws {
        #expect(try study(["add", "日本[にほん]", "本", "--kanji"]).status == 0)
        let on = try study(["card-kinds", "日本", "--on", "writing"])
        #expect(on.status == 0, "\(on.standardError)")
        #expect(on.standardOutput.hasPrefix("日: kept for writing, its cue 日本\n本: 1 card added, new and due now\n"),
                "\(on.standardOutput)")
        #expect(on.standardOutput.hasSuffix("日\twriting\tnew\n本\trecognition\tnew\n本\twriting\tnew\n"), "\(on.standardOutput)")
        let sun = try #require(try UserDatabase.open(at: path).studyRows(of: .kanji("日")).first)
        #expect(sun.cardKind == .writing && sun.sentence?.text == "日本" && sun.sentence?.markStart == 0)
    }
}
