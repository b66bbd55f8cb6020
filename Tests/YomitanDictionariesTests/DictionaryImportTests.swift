import Foundation
import Testing
@testable import YomitanDictionaries

/// Dictionaries imported from hand-written banks and looked up in place; every meta kind, both bank versions.
@Suite struct DictionaryImportTests {
    static let terms = #"""
        [["直す","なおす","v5 vt","v5",10,["to fix",{"type":"structured-content","content":{"tag":"ul","content":[{"tag":"li","content":"to repair"},{"tag":"li","content":"to correct"}]}}],1601360,"P"],
         ["治す","なおす","v5","v5",5,[{"type":"text","text":"to cure"}],1601370,""],
         ["直した","なおした","","",-1,[["直す",["past"]]],0,""],
         ["なおす","",null,"",0,["kana headword"],0,""]]
        """#
    static let meta = #"""
        [["直す","freq",1200],
         ["直す","freq",{"value":1500,"displayValue":"1500㋕"}],
         ["直す","freq",{"reading":"なおす","frequency":{"value":7,"displayValue":"7"}}],
         ["直す","freq",{"reading":"ちょくす","frequency":99}],
         ["直す","pitch",{"reading":"なおす","pitches":[{"position":2,"nasal":1,"devoice":[0],"tags":["v5"]},{"position":0}]}],
         ["直す","ipa",{"reading":"なおす","transcriptions":[{"ipa":"[na̠o̞sɨᵝ]","tags":["Tokyo"]}]}]]
        """#
    static let kanji = #"[["直","チョク ジキ","ただ.ちに なお.す","jouyou",["straight","fix"],{"strokes":"8","grade":"2"}]]"#
    static let kanjiMeta = #"[["直","freq",{"value":300,"displayValue":"300"}]]"#
    static let tags = #"[["v5","partOfSpeech",-3,"Godan verb",0],["P","popular",10,"common word",5]]"#

    static let members: [(String, String)] = [
        ("index.json", DictionaryFixture.index()), ("term_bank_1.json", terms), ("term_meta_bank_1.json", meta),
        ("kanji_bank_1.json", kanji), ("kanji_meta_bank_1.json", kanjiMeta), ("tag_bank_1.json", tags),
    ]

    private func installed(_ members: [(String, String)] = members) throws -> (DictionaryLibrary, InstalledDictionaries) {
        let library = DictionaryFixture.library()
        #expect(try DictionaryFixture.refusal(members, into: library) == nil)
        return (library, try InstalledDictionaries(library: library))
    }

    @Test func importsEveryBankAndCountsThem() throws {
        let library = DictionaryFixture.library()
        let report = try DictionaryImporter(library: library).importDictionary(at: try DictionaryFixture.zip(Self.members), name: "test.zip")
        #expect(report.dictionary.terms == 4)
        #expect(report.dictionary.termMeta == 6)
        #expect(report.dictionary.kanji == 1)
        #expect(report.dictionary.kanjiMeta == 1)
        #expect(report.dictionary.tags == 2)
        #expect(report.dictionary.bytes > 0)
        #expect(report.dictionary.index.frequencyMode == "rank-based")
        #expect(try library.list().map(\.dictionary) == [report.dictionary])
    }

    @Test func findsTermsByExpressionAndByReadingMostPopularFirst() throws {
        let (_, dictionaries) = try installed()
        let byExpression = try dictionaries.terms(for: "直す")
        try #require(byExpression.count == 1)
        #expect(byExpression.map(\.value.expression) == ["直す"])
        #expect(byExpression[0].dictionary == "Test")
        #expect(byExpression[0].value.rules == ["v5"])
        #expect(byExpression[0].value.definitionTags == ["v5", "vt"])
        #expect(byExpression[0].value.sequence == 1601360)
        #expect(byExpression[0].value.termTags == ["P"])
        #expect(try dictionaries.terms(for: "なおす").map(\.value.expression) == ["直す", "治す", "なおす"])
        #expect(try dictionaries.terms(for: "直した").first?.value.glossary == [.deinflection(uninflected: "直す", rules: ["past"])])
        #expect(try dictionaries.terms(for: "直").isEmpty)
        #expect(try dictionaries.tag(named: "v5", in: "Test")?.notes == "Godan verb")
    }

    @Test func everyMetaKindReadsBack() throws {
        let (_, dictionaries) = try installed()
        let meta = try dictionaries.termMeta(for: "直す").map(\.value.data)
        #expect(meta == [
            .frequency(TermFrequency(value: 1200, displayValue: nil), reading: nil),
            .frequency(TermFrequency(value: 1500, displayValue: "1500㋕"), reading: nil),
            .frequency(TermFrequency(value: 7, displayValue: "7"), reading: "なおす"),
            .frequency(TermFrequency(value: 99, displayValue: nil), reading: "ちょくす"),
            .pitch(reading: "なおす", accents: [PitchAccent(position: 2, nasal: [1], devoice: [0], tags: ["v5"]), PitchAccent(position: 0)]),
            .ipa(reading: "なおす", transcriptions: [IPATranscription(ipa: "[na̠o̞sɨᵝ]", tags: ["Tokyo"])]),
        ])
        #expect(try dictionaries.termMeta(for: "直す", reading: "なおす").count == 5)
        #expect(try dictionaries.kanji(for: "直").first?.value
                == DictionaryKanji(character: "直", onyomi: ["チョク", "ジキ"], kunyomi: ["ただ.ちに", "なお.す"], tags: ["jouyou"],
                                   meanings: ["straight", "fix"], stats: [("grade", "2"), ("strokes", "8")]))
        #expect(try dictionaries.kanjiMeta(for: "直").first?.value.frequency.shown == "300")
    }

    @Test func readsVersion1BanksAndTheIndexTagMeta() throws {
        let index = DictionaryFixture.index(title: "Old", format: 1, extra: #","tagMeta":{"n":{"category":"partOfSpeech","order":1,"notes":"noun"}}"#)
        let (_, dictionaries) = try installed([
            ("index.json", index), ("term_bank_1.json", #"[["水","みず","n","",3,"water","fluid"]]"#),
            ("kanji_bank_1.json", #"[["水","スイ","みず","",  "water","Wednesday"]]"#),
        ])
        let term = try #require(try dictionaries.terms(for: "みず").first?.value)
        #expect(term.glossary == [.text("water"), .text("fluid")])
        #expect(try dictionaries.kanji(for: "水").first?.value.meanings == ["water", "Wednesday"])
        #expect(try dictionaries.tag(named: "n", in: "Old")?.notes == "noun")
    }

    @Test func readsFormat4sLemmasInflectionsAndIPA() throws {
        let (_, dictionaries) = try installed([
            ("index.json", DictionaryFixture.index(title: "New", format: 4)),
            ("term_bank_1.json", #"[["食べた","たべた","","",0,["ate"],2,"","食べる",[["past"],["past","casual"]]],["食べる","たべる","","v1",1,["to eat"],1,"",null,null],["食う","くう","","v5",0,["to eat (rough)"],3,""]]"#),
            ("term_meta_bank_1.json", #"[["食べる","ipa",{"reading":"たべる","ipa":[{"ipa":"[ta̠be̞ɾɯ̟]"}]}]]"#),
        ])
        let past = try #require(try dictionaries.terms(for: "食べた").first?.value)
        #expect(past.lemma == "食べる")
        #expect(past.inflections == [["past"], ["past", "casual"]])
        #expect(try dictionaries.terms(for: "食べる").first?.value.lemma == nil)
        #expect(try dictionaries.terms(for: "くう").first?.value.inflections == [])
        #expect(try dictionaries.termMeta(for: "食べる").map(\.value.data) == [.ipa(reading: "たべる", transcriptions: [IPATranscription(ipa: "[ta̠be̞ɾɯ̟]")])])
    }

    @Test func lookupsFollowTheOrderAndSkipDisabledDictionaries() throws {
        let library = DictionaryFixture.library()
        for title in ["First", "Second", "Third"] {
            let members = [("index.json", DictionaryFixture.index(title: title)),
                           ("term_bank_1.json", #"[["水","みず","","",0,["water from \#(title)"],1,""]]"#)]
            #expect(try DictionaryFixture.refusal(members, into: library) == nil)
        }
        try library.order(titles: ["Third", "second"])
        #expect(try library.list().map(\.dictionary.title) == ["Third", "Second", "First"])
        try library.setEnabled(false, title: "Second")
        #expect(try InstalledDictionaries(library: library).terms(for: "水").map(\.dictionary) == ["Third", "First"])
        #expect(throws: LibraryError.self) { try library.setEnabled(true, title: "Fourth") }
        let removed = try library.remove(title: "Third")
        #expect(removed.title == "Third")
        #expect(try library.list().map(\.dictionary.title) == ["Second", "First"])
        #expect(DictionaryFixture.leftovers(in: library.directory).count == 2)
        try library.remove(title: "Second")
        try library.remove(title: "First")
        #expect(DictionaryFixture.leftovers(in: library.directory).isEmpty)
    }

    @Test func aNewRevisionReplacesTheOldAndTheSameIsRefused() throws {
        let library = DictionaryFixture.library()
        let version = { (revision: String, gloss: String) in
            [("index.json", DictionaryFixture.index(title: "Jitendex", revision: revision)),
             ("term_bank_1.json", #"[["水","みず","","",0,["\#(gloss)"],1,""]]"#)]
        }
        #expect(try DictionaryFixture.refusal(version("2024.01", "old"), into: library) == nil)
        try library.setEnabled(false, title: "Jitendex")
        let same = try DictionaryFixture.refusal(version("2024.01", "again"), into: library)
        #expect(same?.kind == .alreadyInstalled)
        #expect(same?.description.contains("revision 2024.01 is installed already") == true)
        #expect(try DictionaryFixture.refusal(version("2024.02", "new"), into: library) == nil)
        let listed = try library.list()
        #expect(listed.map(\.dictionary.revision) == ["2024.02"])
        #expect(listed.map(\.enabled) == [false])
        try library.setEnabled(true, title: "Jitendex")
        #expect(try InstalledDictionaries(library: library).terms(for: "水").first?.value.glossary == [.text("new")])
        #expect(DictionaryFixture.leftovers(in: library.directory).count == 1)
    }
}
