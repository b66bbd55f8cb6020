import Testing
import KanjiKit
@testable import Segmentation

/// Issue 45: an entry chosen for a word is its default wherever it is written so — in another text, in `analyze`'s
/// counts — until changed; choosing the segmenter's own entry again takes it back.
@Suite struct EntryChoicesTests {
    static let line = "かわいい犬をかっている。"

    private func keep(_ segmenter: WordSegmenter, in line: String) throws -> (word: TextWord, pet: WordCandidate) {
        let word = try #require(segmenter.words(in: line).first { $0.surface.hasPrefix("かっ") })
        let pet = try #require(segmenter.everyCandidate(of: word).first { segmenter.entry($0.entryNumber)?.kanjiSpelling == "飼う" })
        return (word, pet)
    }

    @Test func aChoiceMadeInOneLineHoldsInAnother() throws {
        let segmenter = try SegmenterFixture.segmenter()
        let (word, pet) = try keep(segmenter, in: Self.line)
        #expect(word.headword != "飼う", "the segmenter's guess is another: the test would prove nothing")
        var choices = EntryChoices()
        choices.choose(pet, for: word)
        #expect(choices.saved == [EntryChoice(dictionaryForm: word.dictionaryForm, surface: word.surface, sequence: pet.sequence)])

        let other = segmenter.applying(choices, to: segmenter.words(in: "うちでは犬をかっている。"))
        let chosen = try #require(other.first { $0.surface == word.surface })
        #expect(chosen.headword == "飼う" && chosen.reading == "かう" && chosen.entryNumber == pet.entryNumber)
        #expect(chosen.candidateNumbers.first == pet.entryNumber, "the chosen entry heads the candidates")
        #expect(chosen.inflection == word.inflection && chosen.byteRange.count == word.byteRange.count)
        let untouched = other.filter { $0.surface != word.surface }
        #expect(untouched == segmenter.words(in: "うちでは犬をかっている。").filter { $0.surface != word.surface }, "other words as found")
    }

    @Test func analyzeCountsTheWordAsChosen() throws {
        let segmenter = try SegmenterFixture.segmenter()
        let (word, pet) = try keep(segmenter, in: Self.line)
        var choices = EntryChoices()
        choices.choose(pet, for: word)
        let text = ReadingText("犬をかっている。\nうちでは犬をかっている。", format: .plain)
        let analysis = TextAnalysis(text, segmenter: segmenter, choices: choices)
        #expect(analysis.words.first { $0.headword == "飼う" }?.count == 2, "\(analysis.words.map(\.headword))")
        #expect(!TextAnalysis(text, segmenter: segmenter).words.contains { $0.headword == "飼う" })
    }

    @Test func choosingTheSegmentersOwnEntryTakesTheChoiceBack() throws {
        let segmenter = try SegmenterFixture.segmenter()
        let (word, pet) = try keep(segmenter, in: Self.line)
        var choices = EntryChoices()
        choices.choose(pet, for: word)
        let before = choices
        let own = try #require(segmenter.everyCandidate(of: word).first)
        choices.choose(own, for: word)
        #expect(choices.isEmpty)
        #expect(segmenter.chosen(word, by: choices) == word)
        #expect(choices.changes(since: before) == EntryChoices.Changes(cleared: [EntryChoices.Word(word)]))
        #expect(before.changes(since: EntryChoices()) == EntryChoices.Changes(chosen: before.saved))
        #expect(before.changes(since: before).isEmpty)
    }

    @Test func aChoiceTheDataNoLongerOffersLeavesTheWordAsFound() throws {
        let segmenter = try SegmenterFixture.segmenter()
        let word = try #require(segmenter.words(in: Self.line).first { $0.surface.hasPrefix("かっ") })
        let choices = EntryChoices([EntryChoice(dictionaryForm: word.dictionaryForm, surface: word.surface, sequence: 99_999_999)])
        #expect(segmenter.chosen(word, by: choices) == word)
    }

    @Test func anotherInflectionIsAWordOfItsOwn() throws {
        let segmenter = try SegmenterFixture.segmenter()
        let (word, pet) = try keep(segmenter, in: Self.line)
        var choices = EntryChoices()
        choices.choose(pet, for: word)
        let past = try #require(segmenter.words(in: "犬をかった。").first { $0.surface.hasPrefix("かっ") })
        #expect(segmenter.chosen(past, by: choices) == past)
    }
}
