import Testing
import KanjiKit
@testable import Segmentation

/// Issue 45 §7: `e` offers every entry the text could be (`WordSegmenter.everyCandidate(of:)`) — for a kana surface every
/// entry with its reading of a class that inflects so, for a kanji form every entry written so —, the segmenter's
/// own first.
@Suite struct EveryCandidateTests {
    private func word(_ surface: String, in line: String) throws -> (WordSegmenter, TextWord) {
        let segmenter = try SegmenterFixture.segmenter()
        let word = try #require(segmenter.words(in: line).first { $0.surface.hasPrefix(surface) }, "\(surface) in \(line): \(segmenter.words(in: line).map(\.surface))")
        return (segmenter, word)
    }

    private func kanjiSpellings(_ candidates: [WordCandidate], _ segmenter: WordSegmenter) -> [String] {
        candidates.compactMap { segmenter.entry($0.entryNumber)?.kanjiSpelling }
    }

    @Test func aKanaVerbOffersEveryVerbItsInflectionCouldBe() throws {
        let (segmenter, word) = try word("かっ", in: "かわいい犬をかっている。")
        let every = segmenter.everyCandidate(of: word)
        let spellings = kanjiSpellings(every, segmenter)
        #expect(every.first?.entryNumber == word.entryNumber, "the segmenter's own first")
        #expect(!kanjiSpellings(segmenter.candidates(of: word), segmenter).contains("飼う"), "飼う was missing before")
        for verb in ["飼う", "買う", "勝つ", "刈る"] { #expect(spellings.contains(verb), "\(verb) among \(spellings)") }
        #expect(Set(every.map(\.entryNumber)).count == every.count, "each entry once")
        // Verbs the inflection reaches come before nouns read かつ, which cannot be かっている.
        let firstNoun = try #require(spellings.firstIndex(of: "活"), "\(spellings)")
        #expect(spellings.firstIndex(of: "飼う")! < firstNoun, "\(spellings)")
    }

    @Test func aKanaVerbOffersEverySpellingOfItsReading() throws {
        let (segmenter, word) = try word("つけ", in: "電気をつけてください。")
        let spellings = kanjiSpellings(segmenter.everyCandidate(of: word), segmenter)
        for verb in ["点ける", "付ける", "漬ける", "着く"] { #expect(spellings.contains(verb), "\(verb) among \(spellings)") }
    }

    @Test func aKanjiHomographOffersEveryReadingOfItsForm() throws {
        let (segmenter, word) = try word("方", in: "こちらの方が先生です。")
        let readings = segmenter.everyCandidate(of: word).map(\.reading)
        for reading in ["ほう", "かた", "がた"] { #expect(readings.contains(reading), "\(reading) among \(readings)") }
        #expect(segmenter.everyCandidate(of: word).first?.entryNumber == word.entryNumber)
    }

    @Test func anInflectedKanjiVerbOffersTheVerbsItsSurfaceCouldBe() throws {
        let (segmenter, word) = try word("行っ", in: "新幹線で行った。")
        let spellings = kanjiSpellings(segmenter.everyCandidate(of: word), segmenter)
        #expect(spellings.contains("行く") && spellings.contains("行う"), "\(spellings)")
    }

    @Test func aNameHasNone() throws {
        let segmenter = try SegmenterFixture.segmenter()
        let name = try #require(segmenter.words(in: "田中さんが来た。").first { $0.isName })
        #expect(segmenter.everyCandidate(of: name).isEmpty)
    }
}
