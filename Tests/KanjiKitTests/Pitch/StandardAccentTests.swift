import Testing
import KanjiKit

/// The accents of `Dictionary/Fixtures/standard-accents.tsv` — 131 words written by hand with the accent the NHK
/// dictionary gives (minimal pairs, common nouns, verbs and adjectives; issue 36 §3) — found through the app's own
/// path: the word looked up by spelling, its reading chosen, its accents read from the committed `pitch.bin`.
@Suite struct StandardAccentTests {
    private let pitch = try! PitchDictionary(directory: Fixtures.resources)
    private let words = try! WordDictionary(directory: Fixtures.resources)

    private struct Row: CustomStringConvertible {
        let spelling: String, reading: String, downsteps: [Int]
        var description: String { "\(spelling) \(reading) \(downsteps)" }
    }

    private static let rows: [Row] = {
        let text = try! DataFile(contentsOf: SampleDictionary.directory + "/standard-accents.tsv")
        return String(decoding: text.bytes, as: UTF8.self).split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Row(spelling: fields[0], reading: fields[1], downsteps: fields[2].split(separator: ",").map { Int($0)! })
        }
    }()

    /// Every accent the dictionaries give the list's word read that way, over the entries written so.
    private func accents(of row: Row) throws -> [Int] {
        try words.entries(headword: row.spelling).filter { $0.kanjiForms.contains { $0.text == row.spelling } }
            .compactMap { try pitch.pitch(of: $0, reading: row.reading) }.flatMap(\.downsteps)
    }

    @Test func the_list_has_at_least_sixty_words_and_the_minimal_pairs() {
        #expect(Self.rows.count >= 60)
        for reading in ["はし", "あめ", "かき", "はな", "かみ", "さけ"] {
            #expect(Set(Self.rows.filter { $0.reading == reading }.flatMap(\.downsteps)).count >= 2, "\(reading)")
        }
    }

    @Test func every_word_of_the_list_gets_the_standard_accent() throws {
        var misses: [String] = []
        for row in Self.rows {
            let found = try accents(of: row)
            if !found.contains(row.downsteps[0]) { misses.append("\(row): \(found)") }
        }
        #expect(misses.isEmpty, "\(misses)")
    }

    /// Issue 45: the order the generator chose (UniDic's usual accent first) keeps every word of the list shown
    /// with the standard accent first, not only the minimal pairs.
    @Test func every_word_of_the_list_is_shown_with_the_standard_accent_first() throws {
        var misses: [String] = []
        for row in Self.rows {
            let found = try accents(of: row)
            if found.first != row.downsteps[0] { misses.append("\(row): \(found)") }
        }
        #expect(misses.isEmpty, "\(misses)")
    }

    @Test func the_usual_accent_comes_first_for_the_minimal_pairs() throws {
        for row in Self.rows where ["はし", "あめ", "かき", "はな", "かみ", "さけ"].contains(row.reading) {
            #expect(try accents(of: row).first == row.downsteps[0], "\(row)")
        }
    }
}
