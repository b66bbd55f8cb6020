import Testing
@testable import YomitanDictionaries

/// `dict rank`: the frequency dictionary words are ranked by, kept in the manifest, read in place.
@Suite struct FrequencyRankingTests {
    static let meta = #"""
        [["日本","freq",{"reading":"にほん","frequency":{"value":900,"displayValue":"900"}}],
         ["日本","freq",{"reading":"にっぽん","frequency":40}],
         ["二本","freq",5],
         ["二本","freq",{"value":3000,"displayValue":"3000"}],
         ["本","freq","120㋕"]]
        """#

    private func library(mode: String = "rank-based") throws -> DictionaryLibrary {
        let library = DictionaryFixture.library()
        let index = DictionaryFixture.index(title: "Freq").replacingOccurrences(of: "rank-based", with: mode)
        #expect(try DictionaryFixture.refusal([("index.json", index), ("term_meta_bank_1.json", Self.meta)], into: library) == nil)
        return library
    }

    @Test func noChoiceIsTheBuiltInRanking() throws {
        #expect(try FrequencyRanking(library: try library()) == nil)
        #expect(try library().rankingTitle() == nil)
    }

    @Test func theChoiceIsKeptAndUndone() throws {
        let library = try library()
        #expect(try library.setRanking(title: "freq") == "Freq", "a title is matched ignoring case and kept as installed")
        #expect(try library.rankingTitle() == "Freq")
        #expect(try FrequencyRanking(library: library)?.title == "Freq")
        try library.setRanking(title: nil)
        #expect(try FrequencyRanking(library: library) == nil)
        #expect(throws: LibraryError.self) { try library.setRanking(title: "JPDB") }
    }

    @Test func removingTheRankingDictionaryGoesBackToTheBuiltInRanking() throws {
        let library = try library()
        try library.setRanking(title: "Freq")
        try library.remove(title: "Freq")
        #expect(try library.rankingTitle() == nil)
    }

    @Test func aDisabledDictionaryStillRanks() throws {
        let library = try library()
        try library.setRanking(title: "Freq")
        try library.setEnabled(false, title: "Freq")
        #expect(try FrequencyRanking(library: library)?.sortKey(expression: "二本", reading: "にほん") == 5)
    }

    @Test func aWordsKeyIsItsReadingsCommonestNumber() throws {
        let library = try library()
        try library.setRanking(title: "Freq")
        let ranking = try #require(try FrequencyRanking(library: library))
        #expect(try ranking.sortKey(expression: "日本", reading: "にほん") == 900)
        #expect(try ranking.sortKey(expression: "日本", reading: "にっぽん") == 40)
        #expect(try ranking.sortKey(expression: "日本", reading: "ひもと") == nil, "another reading's number does not count")
        #expect(try ranking.sortKey(expression: "二本", reading: "にほん") == 5)
        #expect(try ranking.sortKey(expression: "本", reading: "ほん") == 120, "a display string's leading number")
        #expect(try ranking.sortKey(expression: "三本", reading: "さんぼん") == nil)
    }

    @Test func orderPutsTheCommonestFirstAndTheLackingLastInTheirOrder() throws {
        let library = try library()
        try library.setRanking(title: "Freq")
        let ranking = try #require(try FrequencyRanking(library: library))
        let words = [("三本", "さんぼん"), ("日本", "にほん"), ("四本", "よんほん"), ("二本", "にほん"), ("本", "ほん")]
        #expect(try ranking.ordered(words) { $0 }.map(\.0) == ["二本", "本", "日本", "三本", "四本"])
    }

    @Test func anOccurrenceBasedListRanksTheHighestCountFirst() throws {
        let library = try library(mode: "occurrence-based")
        try library.setRanking(title: "Freq")
        let ranking = try #require(try FrequencyRanking(library: library))
        let words = [("二本", "にほん"), ("本", "ほん"), ("日本", "にほん")]
        #expect(try ranking.ordered(words) { $0 }.map(\.0) == ["二本", "日本", "本"], "3000, 900, 120")
    }
}
