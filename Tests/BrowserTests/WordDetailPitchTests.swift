import KanjiKit
import Testing
@testable import Browser

/// The accent rows of a word's page (issue 36 §1): several accents side by side, a disagreement said, nothing
/// without `pitch.bin`.
@Suite struct WordDetailPitchTests {
    private func texts(_ lines: [WordDetailViewModel.Line]) -> [String] { lines.map(\.text) }

    @Test func several_accents_are_drawn_side_by_side_and_a_disagreement_is_said() {
        let rain = ReadingPitch(reading: "あめ", accents: [PitchAccent(downstep: 1), PitchAccent(downstep: 0)],
                                naistJdic: [PitchAccent(downstep: 1)], uniDic: [PitchAccent(downstep: 0)])
        let lines = WordDetailViewModel.pitchLines([rain])
        #expect(texts(lines) == ["￣　＿　　＿￣", "あ＼め　　あめ", "the dictionaries differ: NAIST jdic 1, UniDic 0"])
        #expect(lines.map(\.kind) == [.pitch, .pitch, .detail] && lines.map(\.label) == ["Pitch", "", ""])
    }

    @Test func agreeing_dictionaries_say_nothing_more_and_a_second_reading_has_no_label() {
        let lines = WordDetailViewModel.pitchLines([
            ReadingPitch(reading: "はし", accents: [PitchAccent(downstep: 1)], naistJdic: [PitchAccent(downstep: 1)],
                         uniDic: [PitchAccent(downstep: 1)]),
            ReadingPitch(reading: "はし", accents: [PitchAccent(downstep: 2)], naistJdic: [], uniDic: [PitchAccent(downstep: 2)]),
        ])
        #expect(texts(lines) == ["￣　＿", "は＼し", "＿￣　", "はし＼"] && lines.map(\.label) == ["Pitch", "", "", ""])
    }

    @Test func a_data_directory_without_pitch_bin_gives_no_accents() throws {
        let entry = try #require(try WordDictionary(directory: Dataset.resources).entries(headword: "箸").first)
        #expect(WordPitchLookup.readings(of: entry, directory: "/nonexistent-kanji-tui-data").isEmpty)
        #expect(!WordPitchLookup.readings(of: entry, directory: Dataset.resources).isEmpty)
    }
}
