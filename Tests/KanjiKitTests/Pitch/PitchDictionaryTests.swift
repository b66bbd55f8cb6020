import Testing
@testable import KanjiKit

/// `pitch.bin` read through `PitchDictionary`: the committed file's accents, and damaged files refused with the
/// file's name.
@Suite struct PitchDictionaryTests {
    private let pitch = try! PitchDictionary(directory: Fixtures.resources)
    private let words = try! WordDictionary(directory: Fixtures.resources)

    private func entry(_ spelling: String, _ reading: String) throws -> DictionaryEntry {
        try #require(try words.entries(headword: spelling).first { $0.readings.contains { $0.text == reading } })
    }

    @Test func the_three_hashi_have_each_their_accent_from_both_dictionaries() throws {
        for (spelling, downstep) in [("箸", 1), ("橋", 2), ("端", 0)] {
            let found = try #require(try pitch.pitch(of: entry(spelling, "はし"), reading: "はし"))
            #expect(found.naistJdic == [PitchAccent(downstep: downstep)], "\(spelling)")
            #expect(found.uniDic == [PitchAccent(downstep: downstep)], "\(spelling)")
            #expect(!found.sourcesDisagree)
        }
    }

    @Test func every_reading_of_a_word_is_kept_with_its_own_accent() throws {
        // 日本 read にほん 2 and にっぽん 3.
        let readings = try pitch.readings(sequence: entry("日本", "にほん").sequence)
        #expect(readings.map(\.reading) == ["にほん", "にっぽん"])
        #expect(readings.map(\.downsteps) == [[2], [3]])
    }

    @Test func a_word_neither_dictionary_knows_has_no_accent() throws {
        #expect(try pitch.readings(sequence: 1).isEmpty)
        #expect(try pitch.readings(sequence: 99_999_999).isEmpty)
    }

    @Test func the_dictionaries_disagree_only_when_they_share_no_accent() {
        let accents = { (downsteps: [Int]) in downsteps.map(PitchAccent.init(downstep:)) }
        let disagreeing = ReadingPitch(reading: "もちべーしょん", accents: accents([3, 0]), naistJdic: accents([0]), uniDic: accents([3]))
        #expect(disagreeing.downsteps == [3, 0])
        #expect(disagreeing.sourcesDisagree)
        let overlapping = ReadingPitch(reading: "あいかた", accents: accents([0, 4, 3]), naistJdic: accents([0]), uniDic: accents([0, 4, 3]))
        #expect(!overlapping.sourcesDisagree)
        #expect(!ReadingPitch(reading: "あ", accents: accents([1]), naistJdic: accents([1]), uniDic: []).sourcesDisagree)
    }

    /// Issue 45: where the dictionaries give several accents, the committed file shows the usual one first — 必ず
    /// the NHK dictionary's 0 (UniDic's) before the NAIST jdic's 4, スタック UniDic's 2, and サーバー the 1 both
    /// give before UniDic's newer flat 0.
    @Test func the_usual_accent_comes_first() throws {
        for (spelling, reading, downsteps) in [("必ず", "かならず", [0, 4]), ("スタック", "スタック", [2, 1]),
                                               ("サーバー", "サーバー", [1, 0]), ("データ", "データ", [1, 0])] {
            let found = try #require(try pitch.pitch(of: entry(spelling, reading), reading: reading), "\(spelling)")
            #expect(found.downsteps == downsteps, "\(spelling)")
        }
    }

    @Test func holds_the_words_the_generator_matched() {
        #expect(pitch.count > 80_000)
    }

    @Test func a_file_of_another_kind_is_refused_with_its_name() {
        let path = Fixtures.temporaryFile("KTWORDS\0 not pitch", name: "pitch.bin")
        #expect(throws: DatasetError.self) { try PitchDictionary(path: path) }
        do { _ = try PitchDictionary(path: path) } catch { #expect(error.file == path && error.problem.contains("regenerate")) }
    }

    @Test func a_truncated_file_is_refused() throws {
        let whole = try DataFile(contentsOf: Fixtures.resources + "/pitch.bin").bytes
        let path = Fixtures.temporaryFile(Array(whole.prefix(whole.count - 100)), name: "pitch.bin")
        #expect(throws: DatasetError(file: path, problem: "the file is truncated; regenerate it with 'make data'")) {
            try PitchDictionary(path: path)
        }
    }

    @Test func a_damaged_record_is_an_error_not_a_wrong_accent() throws {
        // One entry, 1 (箸), whose record's NAIST accent is not a number.
        var bytes = Array("KTPITCH\0".utf8)
        let record = Array("はし\u{1F}1\u{1F}x\u{1F}1".utf8)
        for value in [UInt32(2), 1, 1_476_410, 0, UInt32(record.count)] {
            bytes += (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
        }
        let damaged = try PitchDictionary(path: Fixtures.temporaryFile(bytes + record, name: "pitch.bin"))
        #expect(throws: DatasetError.self) { try damaged.readings(sequence: 1_476_410) }
    }

    @Test func a_missing_file_names_itself() {
        #expect(throws: DatasetError.self) { try PitchDictionary(directory: "/nonexistent") }
    }
}
