import Testing
import KanjiKit

/// The accent drawn on its reading (issue 36 §1): the minimal pairs a learner tells apart by pitch alone.
@Suite struct PitchDrawingTests {
    private func drawing(_ reading: String, _ downstep: Int) -> PitchDrawing {
        PitchAccent(downstep: downstep).drawn(reading: reading)
    }

    @Test func chopsticks_fall_after_the_first_mora() {
        #expect(drawing("はし", 1) == PitchDrawing(upper: "￣　＿", lower: "は＼し"))
    }

    @Test func bridge_falls_after_the_last_mora_onto_the_particle() {
        #expect(drawing("はし", 2) == PitchDrawing(upper: "＿￣　", lower: "はし＼"))
    }

    @Test func edge_is_flat_low_then_high_with_no_fall() {
        #expect(drawing("はし", 0) == PitchDrawing(upper: "＿￣", lower: "はし"))
    }

    @Test func rain_and_candy() {
        #expect(drawing("あめ", 1) == PitchDrawing(upper: "￣　＿", lower: "あ＼め"))
        #expect(drawing("あめ", 0) == PitchDrawing(upper: "＿￣", lower: "あめ"))
    }

    @Test func persimmon_and_oyster() {
        #expect(drawing("かき", 0) == PitchDrawing(upper: "＿￣", lower: "かき"))
        #expect(drawing("かき", 1) == PitchDrawing(upper: "￣　＿", lower: "か＼き"))
    }

    @Test func a_fall_inside_the_word_keeps_the_first_mora_low() {
        #expect(drawing("せんせい", 3) == PitchDrawing(upper: "＿￣￣　＿", lower: "せんせ＼い"))
    }

    @Test func a_small_kana_shares_its_moras_mark_and_the_fall_comes_after_it() {
        // 今日 きょう 1: きょ is one mora, high, and the pitch falls after it.
        #expect(drawing("きょう", 1) == PitchDrawing(upper: "￣￣　＿", lower: "きょ＼う"))
        #expect(drawing("しゃしん", 0) == PitchDrawing(upper: "＿＿￣￣", lower: "しゃしん"))
    }

    @Test func a_long_vowel_mark_is_a_mora_of_its_own() {
        // コーヒー 3: コ low, ー ヒ high, then the fall before the last ー.
        #expect(drawing("コーヒー", 3) == PitchDrawing(upper: "＿￣￣　＿", lower: "コーヒ＼ー"))
    }

    @Test func a_one_mora_word_is_low_when_flat_and_high_before_a_fall() {
        #expect(drawing("ひ", 0) == PitchDrawing(upper: "＿", lower: "ひ"))
        #expect(drawing("ひ", 1) == PitchDrawing(upper: "￣　", lower: "ひ＼"))
    }

    @Test func both_lines_are_as_wide_as_each_other() {
        for (reading, downstep) in [("はし", 1), ("きょう", 1), ("がっこう", 0), ("おもしろい", 4), ("ヴァイオリン", 0)] {
            let drawn = drawing(reading, downstep)
            #expect(drawn.upper.count == drawn.lower.count, "\(reading) \(downstep)")
        }
    }

    @Test func one_line_marks_tell_the_three_hashi_apart() {
        #expect(PitchAccent(downstep: 1).marked(reading: "はし") == "は＼し")
        #expect(PitchAccent(downstep: 2).marked(reading: "はし") == "はし＼")
        #expect(PitchAccent(downstep: 0).marked(reading: "はし") == "はし￣")
    }

    @Test func morae_follow_the_nhk_count() {
        #expect(PitchAccent.morae(of: "きょう") == ["きょ", "う"])
        #expect(PitchAccent.morae(of: "がっこう") == ["が", "っ", "こ", "う"])
        #expect(PitchAccent.morae(of: "ジュース") == ["ジュ", "ー", "ス"])
        #expect(PitchAccent.morae(of: "ゃ") == ["ゃ"])
    }
}
