import Testing
@testable import KanjiKit

/// Word search by romaji, kana, writing and English, on the sample dictionary.
@Suite struct WordSearchTests {
    private let dictionary = SampleDictionary.dictionary

    @Test func romaji_finds_the_reading_and_the_most_common_word_first() throws {
        #expect(try SampleDictionary.headwords("nihon") == ["日本", "二本"])
        #expect(try SampleDictionary.headwords("nippon") == ["日本"])
        #expect(try SampleDictionary.headwords("NIHON") == ["日本", "二本"])
    }

    @Test func romaji_without_its_long_vowel_finds_the_long_reading_too() throws {
        for query in ["gakkou", "gakkoo", "gakkō", "gakko"] {
            #expect(try SampleDictionary.headwords(query).prefix(1) == ["学校"], "\(query)")
        }
        let matches = try dictionary.search("gakko", limit: 5)
        #expect(matches.map(\.entry.headword) == ["学校", "がっこ"])
        #expect(matches.map(\.kind) == [.romajiReading, .romajiReading])
    }

    @Test func an_unfinished_syllable_finds_the_readings_it_can_become() throws {
        let matches = try dictionary.search("nih", limit: 5)
        #expect(matches.map(\.entry.headword) == ["日本", "二本"])
        #expect(matches.allSatisfy { $0.kind == .prefix })
    }

    @Test func kana_in_either_script_finds_the_word() throws {
        #expect(try SampleDictionary.headwords("たべる") == ["食べる"])
        #expect(try SampleDictionary.headwords("タベル") == ["食べる"])
        #expect(try dictionary.search("がっこう", limit: 5).map(\.kind) == [.exactForm])
    }

    @Test func writing_finds_the_word_exactly_then_by_prefix() throws {
        let matches = try dictionary.search("食べ", limit: 5)
        #expect(matches.map(\.entry.headword) == ["食べる"])
        #expect(matches.map(\.kind) == [.prefix])
        #expect(try SampleDictionary.headwords("日本") == ["日本"])
        #expect(try dictionary.search("１日", limit: 5).map(\.entry.reading) == ["ついたち", "いちにち"])
    }

    @Test func english_ranks_an_equal_gloss_before_a_gloss_with_the_word_before_a_prefix() throws {
        let matches = try dictionary.search("car", limit: 10)
        #expect(matches.map(\.entry.headword) == ["車", "自動車", "車"])
        #expect(matches.map(\.kind) == [.gloss, .gloss, .gloss])
        #expect(try SampleDictionary.headwords("to eat") == ["食べる", "食う"])
        let sunday = try dictionary.search("sund", limit: 5)
        #expect(sunday.map(\.entry.headword) == ["日曜日"])
        #expect(sunday.map(\.kind) == [.prefix])
    }

    @Test func several_english_words_match_as_a_phrase_inside_a_gloss_first_senses_first() throws {
        let matches = try dictionary.search("day of the", limit: 10)
        #expect(matches.map(\.entry.reading) == ["ついたち", "いつか", "つきたち", "いちにち"])
        #expect(matches.allSatisfy { $0.kind == .glossWords })
        #expect(try SampleDictionary.headwords("the day of").isEmpty)
    }

    /// "Japan" spells じゃぱん too, but 日本, whose gloss it is, outranks ジャパン, read so: the query is English.
    @Test func an_english_word_finds_its_gloss_before_the_reading_its_letters_spell() throws {
        let matches = try dictionary.search("Japan", limit: 5)
        #expect(matches.map(\.entry.headword) == ["日本", "ジャパン", "がっこ"])
        #expect(matches.map(\.kind) == [.gloss, .gloss, .prefix], "がっこ by its gloss \"Japanese pickled vegetables\"")
    }

    /// "nihon" is no gloss of a word: its readings come first, then what starts with them, before any gloss.
    @Test func romaji_finds_readings_before_glosses() throws {
        let matches = try dictionary.search("nihon", limit: 5)
        #expect(matches.prefix(2).map(\.entry.headword) == ["日本", "二本"])
        #expect(matches.prefix(2).allSatisfy { $0.kind == .romajiReading })
    }

    @Test func the_limit_keeps_the_best_matches() throws {
        #expect(try SampleDictionary.headwords("car", limit: 1) == ["車"])
        #expect(try SampleDictionary.headwords("1", limit: 2).count == 2)
    }

    @Test func nothing_matches_gives_no_words() throws {
        #expect(try SampleDictionary.headwords("zzz").isEmpty)
        #expect(try SampleDictionary.headwords("   ").isEmpty)
    }
}
