import Foundation
import Testing
@testable import YomitanDictionaries

/// The sorted files of an installed dictionary: every record of a key found, in the order added, by binary search.
@Suite struct KeyedRecordsTests {
    @Test func everyKeyFindsItsRecordsInTheOrderAddedAndPositionsPointAtThem() throws {
        let folder = DictionaryFixture.folder()
        let writer = try KeyedRecordWriter(magic: "KTYTEST\0", spoolPath: folder + "/spool")
        var added: [(key: String, value: String)] = []
        for number in (0..<3000).reversed() {
            let key = "語\(number % 997)"
            added.append((key, "value \(number)"))
            try writer.add(key: key, value: Array("value \(number)".utf8))
        }
        let positions = try writer.finish(at: folder + "/file.bin")
        let records = try KeyedRecords(path: folder + "/file.bin", magic: "KTYTEST\0")
        #expect(records.count == 3000)
        for key in ["語0", "語1", "語996", "語500"] {
            let expected = added.filter { $0.key == key }.map { Array($0.value.utf8) }
            #expect(try records.values(for: key) == expected)
        }
        #expect(try records.values(for: "語997").isEmpty)
        #expect(try records.values(for: "").isEmpty)
        for (index, entry) in added.enumerated() where index % 250 == 0 {
            #expect(try records.value(at: Int(positions[index])) == Array(entry.value.utf8))
        }
    }

    @Test func aFileOfAnotherKindIsRefused() throws {
        let folder = DictionaryFixture.folder()
        let writer = try KeyedRecordWriter(magic: "KTYTERMS", spoolPath: folder + "/spool")
        try writer.add(key: "水", value: [1])
        try writer.finish(at: folder + "/terms.bin")
        #expect(throws: (any Error).self) { try KeyedRecords(path: folder + "/terms.bin", magic: "KTYKANJI") }
    }
}

/// JSON as the banks hold it: strict, escapes and surrogates decoded, a byte order mark passed over.
@Suite struct JSONParserTests {
    @Test func parsesEscapesSurrogatesAndNumbers() throws {
        let value = try JSONParser.parse(Array(#"\#u{FEFF}[ "a\"\\\/\n\u6f22\ud83d\ude00", -1.5e2, 0, true, false, null, {"k": []} ]"#.utf8))
        #expect(value == .array([.string("a\"\\/\n漢😀"), .number(-150), .number(0), .bool(true), .bool(false), .null, .object(["k": .array([])])]))
        #expect(value.serialized == Array(#"["a\"\\/\u000a漢😀",-150,0,true,false,null,{"k":[]}]"#.utf8))
    }

    @Test func refusesWhatIsNotJSONSayingWhere() {
        for text in ["[1,]", "[01]", #"["\x"]"#, #"["\ud800"]"#, "[1] 2", "{1:2}", "[\"a\u{1}\"]", "[1.]", "[-]", "tru"] {
            #expect(throws: JSONParser.Failure.self, "\(text)") { try JSONParser.parse(Array(text.utf8)) }
        }
    }

    @Test func readsABankOneElementAtATime() throws {
        var parser = JSONParser(Array(#"[[1],[2],[3]]"#.utf8))
        var seen: [Int] = []
        try parser.forEachElement { value, index in
            #expect(value == .array([.number(Double(index + 1))]))
            seen.append(index)
        }
        #expect(seen == [0, 1, 2])
    }
}
