import Testing
@testable import KanjiKit

/// `context.bin` read through `ContextDictionary`: what the committed file says of issue 45's examples that its
/// corpus has, and damaged files refused with the file's name.
@Suite struct ContextDictionaryTests {
    private let context = try! ContextDictionary(directory: Fixtures.resources)

    @Test func a_kana_predicate_after_a_noun_and_particle_gets_the_spellings_the_corpus_wrote() throws {
        // 夜が明ける: a Tatoeba sentence and JMdict's phrase of that name.
        let dawn = try context.predicates(after: "夜", particle: "が", reading: "あける")
        #expect(dawn.first?.written == "明ける")
        #expect(dawn.first?.sentences ?? 0 >= 1 && dawn.first?.phrases ?? 0 >= 1)
        #expect(try context.predicates(after: "猫", particle: "を", reading: "かう").map(\.written) == ["飼う"])
        #expect(try context.predicates(after: "切符", particle: "を", reading: "かう").map(\.written) == ["買う"])
        #expect(try context.predicates(after: "鳥", particle: "が", reading: "なく").first?.written == "鳴く")
    }

    @Test func a_noun_the_corpus_never_met_has_no_spellings_and_the_particle_alone_backs_off() throws {
        #expect(try context.predicates(after: "ｚｚｚ", particle: "を", reading: "かう").isEmpty)
        let bought = try context.predicates(particle: "を", reading: "かう")
        #expect(bought.first?.written == "買う")
        #expect(bought.contains { $0.written == "飼う" })
        #expect(bought.map(\.count) == bought.map(\.count).sorted(by: >))
    }

    @Test func a_homograph_after_the_past_tense_reads_as_the_corpus_read_it() throws {
        #expect(try context.readings(of: "後", after: .pastTense).first?.reading == "あと")
        #expect(try context.readings(of: "後", after: .noun).first?.reading == "ご")
        #expect(try context.readings(of: "他", after: .start).first?.reading == "ほか")
        #expect(try context.readings(of: "今日", after: .start).first?.reading == "きょう")
    }

    @Test func readings_summed_over_classes_come_commonest_first() throws {
        let now = try context.readings(of: "今日")
        #expect(now.first?.reading == "きょう")
        #expect(now.map(\.count) == now.map(\.count).sorted(by: >))
        #expect(try context.readings(of: "今日").reduce(0) { $0 + $1.count }
            == PrecedingClass.allCases.reduce(0) { total, previous in
                total + ((try? context.readings(of: "今日", after: previous)) ?? []).reduce(0) { $0 + $1.count }
            })
    }

    @Test func kana_spellings_count_apart_from_unidic_readings_of_kanji() throws {
        // UniDic reads every 明日 あす; あした is what people wrote in kana.
        let tomorrow = try context.readings(of: "明日")
        #expect(tomorrow.first { $0.reading == "あした" }?.inKana ?? 0 >= 1)
        #expect(tomorrow.first { $0.reading == "あした" }?.inKanji == 0)
    }

    @Test func a_form_with_one_reading_or_none_in_the_corpus_is_empty() throws {
        #expect(try context.readings(of: "食べる").isEmpty)
        #expect(try context.readings(of: "").isEmpty)
    }

    @Test func a_file_of_another_kind_is_refused_with_its_name() {
        let path = Fixtures.temporaryFile("KTNAMES\0 not context", name: "context.bin")
        do { _ = try ContextDictionary(path: path); Issue.record("opened") } catch { #expect(error.file == path && error.problem.contains("regenerate")) }
    }

    @Test func a_truncated_file_is_refused() throws {
        let whole = try DataFile(contentsOf: Fixtures.resources + "/context.bin").bytes
        let path = Fixtures.temporaryFile(Array(whole.prefix(whole.count - 100)), name: "context.bin")
        #expect(throws: DatasetError(file: path, problem: "the file is truncated; regenerate it with 'make data'")) {
            try ContextDictionary(path: path)
        }
    }

    @Test func a_damaged_record_is_an_error_not_a_wrong_answer() throws {
        // Two keys: 後's readings with a class letter no class has, and a collocation whose count is no number.
        let records = ["c\u{1F}夜\u{1F}が\u{1F}あける\u{1E}明ける\u{1F}x\u{1F}1", "r\u{1F}後\u{1E}Z\u{1F}あと\u{1F}3\u{1F}0"]
            .map { Array($0.utf8) }
        var bytes = Array("KTCONTXT".utf8)
        for value in [UInt32(1), 2, 0, UInt32(records[0].count), UInt32(records[0].count + records[1].count)] {
            bytes += (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
        }
        let damaged = try ContextDictionary(path: Fixtures.temporaryFile(bytes + records[0] + records[1], name: "context.bin"))
        #expect(throws: DatasetError.self) { try damaged.readings(of: "後", after: .pastTense) }
        #expect(throws: DatasetError.self) { try damaged.predicates(after: "夜", particle: "が", reading: "あける") }
        #expect(try damaged.readings(of: "方").isEmpty)
    }

    @Test func a_missing_file_names_itself() {
        #expect(throws: DatasetError.self) { try ContextDictionary(directory: "/nonexistent") }
    }
}
