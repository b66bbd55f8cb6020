import KanjiKit
import Testing
@testable import Segmentation

/// Issue 47: the library's sentences read with what the learner knows — a word's uses, the sentences with exactly one
/// unknown word (i+1) best first, the words to learn next — the knowledge one closure.
@Suite struct LibrarySentencesTests {
    private func library(_ texts: [(title: String, text: String)]) throws -> LibrarySentences {
        let segmenter = try SegmenterFixture.segmenter()
        return LibrarySentences(texts: texts.map { .init(title: $0.title, index: SentenceIndex(text: ReadingText($0.text, format: .plain), segmenter: segmenter)) })
    }

    private func entryNumber(_ headword: String) throws -> Int {
        try #require(try SegmenterFixture.dictionary.entries(headword: headword).first).rank - 1
    }

    /// Known: the headwords given, by the study key the closure is asked with.
    private func knowing(_ headwords: Set<String>) -> (TextWord) -> Bool {
        { headwords.contains($0.headword) }
    }

    @Test func aWordsUsesAreFoundInEveryInflectionAndEachSentenceOnce() throws {
        let library = try library([
            ("日記", "昨日は寿司を食べた。食べ物が好きだ。"),
            ("手紙", "明日は何も食べません。昨日は寿司を食べた。"),
        ])
        let matches = library.sentences(using: [try entryNumber("食べる")])
        #expect(matches.map(\.sentence.text) == ["昨日は寿司を食べた。", "明日は何も食べません。"],
                "食べ物 is another word; the repeated sentence is listed once")
        #expect(matches.map(\.title) == ["日記", "手紙"])
        let marked = try #require(matches.last).marked.map { matches.last!.words[$0].surface }
        #expect(marked == ["食べません"])
    }

    @Test func aLimitStopsAtTheFirstSentencesInTheLibrarysOrder() throws {
        let library = try library([
            ("日記", "昨日は寿司を食べた。食べ物が好きだ。"),
            ("手紙", "明日は何も食べません。今日も食べている。"),
        ])
        let eat = try entryNumber("食べる")
        #expect(library.sentences(using: [eat], limit: 2).map(\.sentence.text) == ["昨日は寿司を食べた。", "明日は何も食べません。"])
        #expect(library.sentences(using: [eat], limit: 2) == Array(library.sentences(using: [eat]).prefix(2)))
        #expect(library.sentences(using: [eat]).count == 3)
    }

    @Test func aWordIsFoundAsTheEntryTheLearnerChoseForIt() throws {
        let segmenter = try SegmenterFixture.segmenter()
        let index = SentenceIndex(text: ReadingText("どうなるか。", format: .plain), segmenter: segmenter)
        let found = try #require(index.words.first { $0.surface == "なる" })
        let other = try #require(segmenter.candidates(of: found).first { $0.entryNumber != found.entryNumber })
        let choices = EntryChoices([EntryChoice(dictionaryForm: found.dictionaryForm, surface: found.surface, sequence: other.sequence)])
        let library = LibrarySentences(texts: [.init(title: "一", index: index)]) { segmenter.chosen($0, by: choices) }
        #expect(library.sentences(using: [other.entryNumber]).map(\.sentence.text) == ["どうなるか。"])
        #expect(library.sentences(using: [found.entryNumber]).isEmpty, "the segmenter's guess is no longer the word")
    }

    @Test func oneUnknownListsOnlySentencesWithExactlyOneUnknownWordCommonestFirstThenShortest() throws {
        let library = try library([
            ("一", "猫が魚を食べた。犬が魚を食べた。"),
            ("二", "犬が肉を食べた。猫が肉と魚を食べた。猫が食べた。"),
        ])
        let known = knowing(["食べる", "魚"])
        let found = library.oneUnknown(isKnown: known)
        #expect(found.map(\.match.sentence.text) == ["犬が魚を食べた。", "猫が食べた。", "猫が魚を食べた。"],
                "ordered by the unknown word's rank, then the sentence's length; 犬が肉を食べた。 has two unknown words")
        #expect(found.map(\.word.headword) == ["犬", "猫", "猫"])
        #expect(try entryNumber("犬") < entryNumber("猫"), "the fixture's premise: 犬 is commoner than 猫")
        #expect(found.map(\.match.title) == ["一", "二", "一"])
        #expect(found[1].match.marked.map { found[1].match.words[$0].surface } == ["猫"])
    }

    @Test func theUnknownWordAloneIsNoSentenceToLearnFrom() throws {
        let library = try library([("一", "猫。\n猫だ。\nせん。\n猫が来た。")])
        let found = library.oneUnknown(isKnown: knowing(["来る"]))
        #expect(found.map(\.match.sentence.text) == ["猫が来た。"], "猫。 and the fragment せん。 have no word beside the unknown one")
    }

    @Test func grammarAndNamesAreNeverTheUnknownWord() throws {
        let library = try library([("一", "田中さんは魚を食べることができる。")])
        let found = library.oneUnknown(isKnown: knowing(["食べる", "さん"]))
        #expect(found.map(\.word.headword) == ["魚"], "ことができる is grammar and 田中 a name")
    }

    @Test func theKnowledgeClosureIsAskedOncePerEntry() throws {
        let library = try library([("一", "猫が魚を食べた。猫が魚を食べない。猫が来た。")])
        var asked: [String] = []
        _ = library.oneUnknown { word in
            asked.append(word.headword)
            return word.headword == "食べる"
        }
        #expect(asked.count == Set(asked).count)
        #expect(Set(asked).isSuperset(of: ["猫", "魚", "来る"]))
    }

    @Test func nextWordsAreTheMostUsedUnknownWordsWithTheCoverageEachTextWouldReach() throws {
        let library = try library([
            ("一", "猫が魚を食べた。猫が来た。"),
            ("二", "猫が肉を食べた。"),
        ])
        let next = library.nextWords(isKnown: knowing(["食べる", "来る"]))
        #expect(next.map(\.word.headword).prefix(3) == ["猫", "魚", "肉"] || next.map(\.word.headword).prefix(3) == ["猫", "肉", "魚"])
        let cat = try #require(next.first)
        #expect(cat.occurrences == 3)
        #expect(cat.texts.map(\.title) == ["一", "二"])
        // 一: 猫 魚 食べる 猫 来る — 2 of 5 known, 4 of 5 with 猫; 二: 猫 肉 食べる — 1 of 3, 2 of 3.
        #expect(cat.texts.map(\.now) == [0.4, 1.0 / 3])
        #expect(cat.texts.map(\.ifKnown) == [0.8, 2.0 / 3])
        #expect(next.dropFirst().map(\.occurrences) == [1, 1])
        #expect(next.dropFirst().map(\.word.entryNumber) == next.dropFirst().map(\.word.entryNumber).sorted(), "ties: commonest first")
    }
}
