import Testing
@testable import KanjiKit

/// Rankings pinned on the committed dataset: what a learner types, and what must come first.
@Suite struct KanjiSearchTests {
    private static let search = Search()

    /// The store's search in the shape these tests read: kanji, or kanji with their tiers.
    struct Search {
        func search(_ query: String) -> [Kanji] { matches(query).map(\.kanji) }
        func matches(_ query: String) -> [KanjiSearchMatch] { try! Fixtures.store.searchKanji(query) }
    }

    private func first(_ query: String, _ count: Int = 1) -> [String] {
        Self.search.search(query).prefix(count).map(\.character)
    }

    @Test func an_empty_query_finds_nothing_so_callers_show_the_full_list() {
        #expect(Self.search.search("").isEmpty)
        #expect(Self.search.search(" \t ").isEmpty)
    }

    @Test func a_pasted_kanji_finds_exactly_that_kanji() {
        #expect(Self.search.matches("語") == [KanjiSearchMatch(kanji: try! #require(try Fixtures.store.kanji(for: "語")), tier: .character)])
        #expect(first(" 語 ") == ["語"])
    }

    @Test func several_pasted_kanji_are_found_in_the_order_given_without_repeats_or_kana() {
        #expect(Self.search.search("日本語").map(\.character) == ["日", "本", "語"])
        #expect(Self.search.search("日本語を勉強する日").map(\.character) == ["日", "本", "語", "勉", "強"])
    }

    @Test func a_pasted_compatibility_ideograph_finds_itself_not_its_unified_twin() {
        #expect(Self.search.search("\u{FA19}").map(\.character.unicodeScalars.first!.value) == [0xFA19])
        #expect(Self.search.search("\u{795E}").map(\.character.unicodeScalars.first!.value) == [0x795E])
    }

    @Test func romaji_finds_the_most_frequent_kanji_with_that_reading_first() {
        #expect(first("nichi") == ["日"])
        #expect(first("hon") == ["本"])
        #expect(first("gaku") == ["学"])
        #expect(first("mizu") == ["水"])
    }

    @Test func hi_ranks_sun_first_among_the_exact_reading_matches() {
        let matches = Self.search.matches("hi")
        #expect(matches.first?.kanji.character == "日")
        #expect(matches.first?.tier == .exactReading)
        #expect(matches.prefix(5).map(\.kanji.character) == ["日", "引", "費", "比", "退"])
    }

    @Test func kana_in_either_script_matches_readings() {
        #expect(first("ホン") == ["本"])
        #expect(first("ほん") == ["本"])
        #expect(Self.search.search("ホン") == Self.search.search("ほん"))
        #expect(first("にち") == ["日"])
    }

    @Test func a_kun_reading_matches_without_its_okurigana_dot_or_affix_dash() {
        #expect(first("まなぶ") == ["学"])
        #expect(first("まな") == ["学"])
        #expect(Self.search.matches("まな").first?.tier == .exactReading)
        #expect(first("まな.ぶ") == ["学"])
        #expect(Self.search.search("び").first?.character == "日")
    }

    @Test func every_spelling_of_a_long_vowel_finds_the_same_kanji() {
        let expected = Self.search.search("kou")
        #expect(expected.prefix(3).map(\.character) == ["行", "後", "高"])
        #expect(expected.contains { $0.character == "校" })
        for spelling in ["kō", "koo", "kô", "KOU", "コウ", "こう", "こお", "コー"] {
            #expect(Self.search.search(spelling) == expected, "\(spelling)")
        }
    }

    @Test func english_meanings_match_by_word_prefix_in_any_case() {
        #expect(first("wat") == ["水"])
        #expect(Self.search.matches("wat").first?.tier == .meaning)
        #expect(Self.search.search("WATER") == Self.search.search("water"))
        #expect(first("water") == ["水"])
        #expect(Self.search.search("counter").contains { $0.character == "日" })
        #expect(!Self.search.search("ater").contains { $0.character == "水" })
    }

    @Test func every_word_of_a_query_must_begin_a_word_of_the_same_meaning() {
        #expect(Self.search.search("counter days").map(\.character) == ["日"])
        #expect(Self.search.search("days counter").map(\.character) == ["日"])
        #expect(Self.search.search("count for long").map(\.character) == ["本"])
        #expect(Self.search.search("sun japan").isEmpty)
    }

    @Test func the_little_words_of_an_english_verb_or_noun_are_not_required() {
        #expect(first("to eat") == ["食"])
        #expect(first("a tree") == first("tree"))
        #expect(first("the sun") == ["日"])
        #expect(!Self.search.search("to").isEmpty, "a query of only such words still searches")
    }

    @Test func an_exact_reading_ranks_with_an_exact_meaning_by_frequency_before_prefixes() {
        let sun = Self.search.matches("sun")
        #expect(sun.first.map { [$0.kanji.character: $0.tier] } == ["日": .exactMeaning])
        #expect(sun.contains { $0.kanji.character == "寸" && $0.tier == .exactReading })
        let sunIndex = sun.firstIndex { $0.tier == .meaningWord || $0.tier == .meaning } ?? sun.endIndex
        #expect(sun[..<sunIndex].allSatisfy { $0.tier == .exactReading || $0.tier == .exactMeaning })
        let mizu = Self.search.matches("mizu")
        #expect(mizu.contains { $0.kanji.character == "湖" && $0.tier == .readingPrefix })
    }

    /// A meaning that is the query beats a more frequent kanji's meaning that holds it among other words: 尾 is
    /// "tail; end; counter for fish", 魚 is "fish" (issue 22).
    @Test(arguments: [("fish", "魚"), ("cat", "猫"), ("rain", "雨"), ("water", "水"), ("to eat", "食"), ("tree", "木")])
    func a_meaning_that_is_the_query_comes_first(query: String, kanji: String) {
        let found = Self.search.matches(query)
        #expect(found.first?.kanji.character == kanji, "\(query): \(found.prefix(5).map(\.kanji.character))")
        #expect(found.first?.tier == .exactMeaning)
    }

    /// A learner who types a whole English word means the kanji with that word, not the more frequent
    /// kanji with a longer word starting with it ("carry", "care", "cattle", "early", "team").
    @Test(arguments: [("car", "車"), ("cat", "猫"), ("ear", "耳"), ("tea", "茶"), ("sun", "日")])
    func a_whole_english_word_puts_its_kanji_first_or_second(query: String, kanji: String) {
        #expect(first(query, 2).contains(kanji), "\(query): \(first(query, 10))")
    }

    @Test func an_unfinished_syllable_matches_readings_it_could_become() {
        let matches = Self.search.matches("nich")
        #expect(matches.first?.kanji.character == "日")
        #expect(matches.allSatisfy { $0.tier == .readingPrefix })
        #expect(first("manab") == ["学"])
        #expect(first("gak", 2) == ["合", "学"])  // ガッ (for "gakk…") and ガク
    }

    @Test(arguments: ["a", "hi", "kou", "sun", "wat", "nich", "ほ"])
    func results_run_by_tier_precedence_then_by_the_standard_order(query: String) throws {
        let matches = Self.search.matches(query)
        #expect(!matches.isEmpty)
        for (earlier, later) in zip(matches, matches.dropFirst()) {
            #expect(earlier.tier.precedence < later.tier.precedence
                || (earlier.tier.precedence == later.tier.precedence && KanjiOrder.standard(earlier.kanji, later.kanji)))
        }
    }

    @Test func text_that_is_neither_a_kanji_kana_nor_a_word_finds_nothing() {
        #expect(Self.search.search("zzzq").isEmpty)
        #expect(Self.search.search("あ日").map(\.character) == ["日"])
        #expect(Self.search.search("-").isEmpty)
        #expect(Self.search.search(".").isEmpty)
    }
}
