import KanjiKit
import Testing
@testable import StrokeDrawings

/// KanjiVG's drawings against KANJIDIC2's stroke counts (`Resources/kanji.tsv`): every drawing of a kanji
/// in the dataset has as many strokes as KANJIDIC2 says, except the listed disagreements, each with where
/// the difference lies (`Fixtures/stroke-count-disagreements.tsv`).
@Suite struct StrokeCountTests {
    private struct Disagreement: Equatable {
        let kanjidic2: Int
        let kanjiVG: Int
    }

    @Test func every_drawing_agrees_with_kanjidic2_but_the_listed_disagreements() throws {
        let listed = try listedDisagreements()
        let kanji = try KanjiStore(directory: StrokeFixtures.resources).allKanji()
        var drawn = 0
        var found: [Character: Disagreement] = [:]
        for entry in kanji {
            guard let drawing = try StrokeFixtures.file.drawing(for: Character(entry.character)) else { continue }
            drawn += 1
            if drawing.strokes.count != entry.strokeCount {
                found[Character(entry.character)] = Disagreement(kanjidic2: entry.strokeCount, kanjiVG: drawing.strokes.count)
            }
        }
        #expect(drawn == 6_414, "KanjiVG draws 6,414 of the 10,361 kanji")
        for (character, disagreement) in found where listed[character] != disagreement {
            Issue.record("\(character): KANJIDIC2 \(disagreement.kanjidic2), KanjiVG \(disagreement.kanjiVG), not listed so")
        }
        for character in listed.keys where found[character] == nil {
            Issue.record("\(character) is listed as a disagreement but agrees (or has no drawing)")
        }
        #expect(found.count == 108)
    }

    /// The list file's rows: kanji, KANJIDIC2's count, KanjiVG's count, a reason (never empty).
    private func listedDisagreements() throws -> [Character: Disagreement] {
        let path = StrokeFixtures.fixture("stroke-count-disagreements.tsv")
        let file = try DataFile(contentsOf: path)
        var listed: [Character: Disagreement] = [:]
        try file.forEachLine { number, _, line throws(DatasetError) in
            let text = try file.text(of: line)
            guard !text.hasPrefix("#") else { return }
            let fields = text.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 4, fields[0].count == 1, let kanjidic2 = Int(fields[1]), let kanjiVG = Int(fields[2]),
                  !fields[3].isEmpty else {
                throw DatasetError(file: path, line: number, problem: "expected kanji<TAB>KANJIDIC2<TAB>KanjiVG<TAB>reason")
            }
            listed[fields[0].first!] = Disagreement(kanjidic2: kanjidic2, kanjiVG: kanjiVG)
        }
        return listed
    }
}
