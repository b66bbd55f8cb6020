import Foundation
import Testing
@testable import YomitanDictionaries

/// Every way a dictionary can be bad refused with the file and the entry, and nothing left behind.
@Suite struct HostileDictionaryTests {
    private let index = ("index.json", DictionaryFixture.index())

    /// The refusal of `members`, checking that the library is left empty.
    private func refusal(_ members: [(String, String)], limits: DictionaryImporter.Limits = .standard) throws -> String {
        let library = DictionaryFixture.library()
        let error = try #require(try DictionaryFixture.refusal(members, into: library, limits: limits))
        #expect(DictionaryFixture.leftovers(in: library.directory).isEmpty)
        #expect(try library.list().isEmpty)
        return error.description
    }

    @Test func notAZipIsRefusedNamingTheFile() throws {
        let folder = DictionaryFixture.folder()
        let path = folder + "/words.zip"
        try Data("just text".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: DictionaryImportError(.badDictionary, archive: "words.zip", problem: "not a zip file (a Yomitan dictionary is a .zip)")) {
            try DictionaryImporter(library: DictionaryFixture.library()).importDictionary(at: path, name: "words.zip")
        }
    }

    @Test func aZipWithoutIndexIsNoDictionary() throws {
        #expect(try refusal([("term_bank_1.json", "[]")])
                == "dictionary.zip: index.json: missing from the zip: not a Yomitan dictionary (its index.json names it)")
    }

    @Test func anUnsupportedFormatIsNamed() throws {
        #expect(try refusal([("index.json", DictionaryFixture.index(format: 5))])
                == "dictionary.zip: index.json: format 5 is not one kanji-tui reads (formats 1 to 4)")
        #expect(try refusal([index, ("term_bank_1.json", #"[["水","みず","","",0,["water"],1,"",null,null]]"#)])
                == "dictionary.zip: term_bank_1.json, entry 1: does not match Yomitan's schema: the row has 10 items, not 8")
        #expect(try refusal([("index.json", #"{"title":"X","format":3}"#)]) == "dictionary.zip: index.json: the index has no 'revision'")
    }

    @Test func aRowOfTheWrongShapeNamesTheBankAndTheEntry() throws {
        let bank = #"[["水","みず","","",0,["water"],1,""],["火","ひ","","",0,"fire",2,""]]"#
        #expect(try refusal([index, ("term_bank_1.json", "[]"), ("term_bank_2.json", bank)])
                == "dictionary.zip: term_bank_2.json, entry 2: does not match Yomitan's schema: item 6 (glossary) is a string, not an array")
        #expect(try refusal([index, ("term_meta_bank_1.json", #"[["水","freq",1],["水","pitch",{"reading":"みず","pitches":[{"position":-1}]}]]"#)])
                == "dictionary.zip: term_meta_bank_1.json, entry 2: does not match Yomitan's schema: item 3 (pitch data): a pitch's 'position' is -1, not an integer from 0")
        #expect(try refusal([index, ("tag_bank_1.json", #"[["n","pos",0,"noun"]]"#)])
                == "dictionary.zip: tag_bank_1.json, entry 1: does not match Yomitan's schema: the row has 4 items, not 5")
        #expect(try refusal([index, ("kanji_bank_1.json", #"{"not":"an array"}"#)]) == "dictionary.zip: kanji_bank_1.json: not JSON: expected an array at byte 0")
    }

    @Test func aZipBombIsCutOffAsItInflates() throws {
        let big = "[" + String(repeating: #"["水","みず","","",0,["water"],1,""],"#, count: 2000) + #"["水","みず","","",0,["w"],1,""]]"#
        let small = DictionaryImporter.Limits(member: 16 * 1024, total: 1024 * 1024, entriesPerBank: 1_000_000)
        #expect(try refusal([index, ("term_bank_1.json", big)], limits: small)
                == "dictionary.zip: term_bank_1.json: inflates past the 16384 bytes a file may be (a zip bomb?)")
        let total = DictionaryImporter.Limits(member: 1024 * 1024, total: 80 * 1024, entriesPerBank: 1_000_000)
        #expect(try refusal([index, ("term_bank_1.json", big), ("term_bank_2.json", big)], limits: total)
                == "dictionary.zip: term_bank_2.json: the files inflate past the 81920 bytes a dictionary may be (a zip bomb?)")
    }

    @Test func aBankOfTooManyEntriesIsRefused() throws {
        let bank = "[" + Array(repeating: #"["水","みず","","",0,["water"],1,""]"#, count: 11).joined(separator: ",") + "]"
        let limits = DictionaryImporter.Limits(member: 1 << 20, total: 1 << 24, entriesPerBank: 10)
        #expect(try refusal([index, ("term_bank_1.json", bank)], limits: limits)
                == "dictionary.zip: term_bank_1.json: too many entries: a bank may hold 10, this one holds more")
    }

    @Test func escapesInHeadwordsAndGlossesNeverComeBack() throws {
        let library = DictionaryFixture.library()
        let bank = #"[["水\u001b[2J","みず","\u001b]0;title\u0007n","",0,["wa\u001b[31mter\u009b1m"],1,""]]"#
        #expect(try DictionaryFixture.refusal([index, ("term_bank_1.json", bank)], into: library) == nil)
        let term = try #require(try InstalledDictionaries(library: library).terms(for: "みず").first?.value)
        #expect(term.expression == "水")
        #expect(term.definitionTags == ["n"])
        #expect(term.glossary == [.text("water")])
    }

    @Test func aStopRequestLeavesNothing() throws {
        let library = DictionaryFixture.library()
        let path = try DictionaryFixture.zip([index, ("term_bank_1.json", #"[["水","みず","","",0,["water"],1,""]]"#)])
        #expect(throws: DictionaryImportError(.stopped, archive: "d.zip", problem: "stopped; nothing imported")) {
            try DictionaryImporter(library: library, stopRequested: { true }).importDictionary(at: path, name: "d.zip")
        }
        #expect(DictionaryFixture.leftovers(in: library.directory).isEmpty)
    }
}
