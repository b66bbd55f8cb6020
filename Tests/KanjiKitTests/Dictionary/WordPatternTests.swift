import Testing
@testable import KanjiKit

/// jisho.org's wildcards over the complete JMdict (issue 21): `*` any run, `?` one character, most common first.
@Suite struct WordPatternTests {
    private let dictionary = try! WordDictionary(directory: Fixtures.resources)

    @Test func contains_finds_words_with_the_kanji_anywhere_most_common_first() throws {
        let matches = try #require(try dictionary.patternSearch("*日*", limit: 50))
        #expect(matches.count == 50)
        #expect(matches.allSatisfy { $0.kind == .pattern && $0.entry.kanjiForms.contains { $0.text.contains("日") } })
        #expect(matches.map(\.entry.rank) == matches.map(\.entry.rank).sorted())
        let headwords = matches.map(\.entry.headword)
        #expect(headwords.contains("今日") && headwords.contains("日本"), "\(headwords)")
        #expect(headwords.contains { !$0.hasPrefix("日") }, "not only words starting with 日: \(headwords)")
    }

    @Test func a_question_mark_is_exactly_one_character() throws {
        let matches = try #require(try dictionary.patternSearch("日?", limit: 30))
        #expect(!matches.isEmpty)
        for match in matches {
            let forms = match.entry.kanjiForms.map(\.text) + match.entry.readings.map(\.text)
            #expect(forms.contains { $0.hasPrefix("日") && $0.count == 2 }, "\(match.entry.headword)")
        }
        #expect(matches.map(\.entry.headword).contains("日本"))
    }

    @Test func a_leading_star_finds_forms_by_their_ending_in_kana_of_either_script() throws {
        let matches = try #require(try dictionary.patternSearch("*ぶ", limit: 20))
        #expect(matches.count == 20)
        #expect(matches.allSatisfy { $0.entry.readings.contains { $0.text.hasSuffix("ぶ") || $0.text.hasSuffix("ブ") } })
        #expect(matches.map(\.entry.headword).contains("呼ぶ") || matches.map(\.entry.headword).contains("遊ぶ"))
        #expect(try dictionary.search("*ぶ", limit: 20) == matches, "the search box takes the same pattern")
    }

    @Test func patterns_match_as_a_shell_glob_does() throws {
        let pattern = try #require(WordPattern("た*る"))
        #expect(pattern.matches(Array("たべる".utf8)))
        #expect(pattern.matches(Array("たる".utf8)))
        #expect(!pattern.matches(Array("たべた".utf8)))
        #expect(try #require(WordPattern("に?")).matches(Array("にち".utf8)))
        #expect(!(try #require(WordPattern("に?")).matches(Array("にほん".utf8))))
        #expect(WordPattern("日本") == nil, "no wildcard, no pattern")
        #expect(WordPattern("**") == nil, "nothing but wildcards is no pattern")
        #expect(try #require(WordPattern("＊ぶ")).matches(Array("よぶ".utf8)), "full-width wildcards")
    }

    @Test func a_question_mark_takes_one_character_of_any_length_and_stars_backtrack() throws {
        let one = try #require(WordPattern("?日"))
        #expect(one.matches(Array("a日".utf8)))
        #expect(one.matches(Array("𠀋日".utf8)), "a four-byte character is one")
        #expect(!one.matches(Array("ab日".utf8)))
        let twice = try #require(WordPattern("*ab*ab"))
        #expect(twice.matches(Array("xabyabab".utf8)))
        #expect(!twice.matches(Array("xabyaba".utf8)))
        let ending = try #require(WordPattern("*ぶ"))
        #expect(!ending.matches(Array("ぶた".utf8)), "the ending is checked first")
        #expect(ending.matches(Array("ぶ".utf8)))
        #expect(!ending.matches([]))
    }

    @Test func a_scan_of_the_whole_forms_index_visits_every_key_once_in_order() throws {
        var count = 0
        var previous: [UInt8] = []
        var ordered = true
        dictionary.forms.forEachKey(withPrefix: [], limit: 1) { key, _, _ in
            ordered = ordered && previous.lexicographicallyPrecedes(key)
            previous = key
            count += 1
            return true
        }
        #expect(ordered)
        // Blocks of 16 keys, the last one possibly shorter; read in batches of up to 256 blocks.
        #expect(count > (dictionary.forms.blocks.count - 1) * 16 && count <= dictionary.forms.blocks.count * 16, "\(count)")
    }
}
