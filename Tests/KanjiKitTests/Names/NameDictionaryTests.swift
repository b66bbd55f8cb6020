import Testing
@testable import KanjiKit

/// `names.bin` read through `NameDictionary`: the committed file's names, and damaged files refused with the
/// file's name.
@Suite struct NameDictionaryTests {
    private let names = try! NameDictionary(directory: Fixtures.resources)

    @Test func a_surname_has_its_reading_kinds_and_gloss() throws {
        let tanaka = try #require(try names.entry(written: "田中"))
        #expect(tanaka.written == "田中")
        #expect(tanaka.readings[0].kana == "たなか")
        #expect(tanaka.readings[0].kinds.contains(.surname))
        #expect(tanaka.readings[0].gloss == "Tanaka")
    }

    @Test func ipadic_reading_comes_first_and_the_text_may_prefer_another() throws {
        let yamada = try #require(try names.entry(written: "山田"))
        #expect(yamada.readings.first?.kana == "やまだ")
        let other = try #require(yamada.readings.dropFirst().first)
        #expect(yamada.preferring(reading: other.kana).readings.first == other)
        #expect(yamada.preferring(reading: "ない").readings == yamada.readings)
    }

    @Test func a_full_name_a_place_and_a_kana_company_are_found() throws {
        #expect(try names.entry(written: "東京")?.readings.first?.kana == "とうきょう")
        #expect(try names.entry(written: "トヨタ")?.readings.first?.kinds.contains(.company) == true)
        #expect(try names.entry(written: "田中角栄")?.readings.first?.kinds.contains(.person) == true)
    }

    @Test func a_word_that_is_no_name_is_not_found() throws {
        #expect(try names.entry(written: "食べる") == nil)
        #expect(try names.entry(written: "") == nil)
        #expect(try names.entry(written: "ｚｚｚ") == nil)
    }

    @Test func holds_the_forms_the_generator_kept() {
        #expect(names.count > 100_000)
    }

    @Test func a_file_of_another_kind_is_refused_with_its_name() {
        let path = Fixtures.temporaryFile("KTPITCH\0 not names", name: "names.bin")
        do { _ = try NameDictionary(path: path); Issue.record("opened") } catch { #expect(error.file == path && error.problem.contains("regenerate")) }
    }

    @Test func a_truncated_file_is_refused() throws {
        let whole = try DataFile(contentsOf: Fixtures.resources + "/names.bin").bytes
        let path = Fixtures.temporaryFile(Array(whole.prefix(whole.count - 100)), name: "names.bin")
        #expect(throws: DatasetError(file: path, problem: "the file is truncated; regenerate it with 'make data'")) {
            try NameDictionary(path: path)
        }
    }

    @Test func a_damaged_record_is_an_error_not_a_wrong_name() throws {
        // One form, 田中, whose kind letter is no kind's.
        var bytes = Array("KTNAMES\0".utf8)
        let record = Array("田中\u{1E}たなか\u{1F}Z\u{1F}Tanaka".utf8)
        for value in [UInt32(1), 1, 0, UInt32(record.count)] {
            bytes += (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
        }
        let damaged = try NameDictionary(path: Fixtures.temporaryFile(bytes + record, name: "names.bin"))
        #expect(throws: DatasetError.self) { try damaged.entry(written: "田中") }
        #expect(try damaged.entry(written: "山田") == nil)
    }

    @Test func a_missing_file_names_itself() {
        #expect(throws: DatasetError.self) { try NameDictionary(directory: "/nonexistent") }
    }
}
