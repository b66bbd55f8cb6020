import KanjiKit
import StudyExchange
import Testing

/// The accent drawn in HTML for an Anki field (issue 36 §1): a line over the high morae that turns down at the fall.
@Suite struct PitchHTMLTests {
    private let high = "border-top:1px solid currentColor"
    private let fall = "border-top:1px solid currentColor;border-right:1px solid currentColor"

    @Test func chopsticks_bridge_and_edge() {
        #expect(PitchHTML.html(of: PitchAccent(downstep: 1), reading: "はし")
                == "<span class=\"pitch\" data-downstep=\"1\"><span style=\"\(fall)\">は</span>し</span>")
        #expect(PitchHTML.html(of: PitchAccent(downstep: 2), reading: "はし")
                == "<span class=\"pitch\" data-downstep=\"2\">は<span style=\"\(fall)\">し</span></span>")
        #expect(PitchHTML.html(of: PitchAccent(downstep: 0), reading: "はし")
                == "<span class=\"pitch\" data-downstep=\"0\">は<span style=\"\(high)\">し</span></span>")
    }

    @Test func a_fall_inside_the_word_and_a_small_kana_in_the_high_run() {
        #expect(PitchHTML.html(of: PitchAccent(downstep: 3), reading: "せんせい")
                == "<span class=\"pitch\" data-downstep=\"3\">せ<span style=\"\(fall)\">んせ</span>い</span>")
        #expect(PitchHTML.html(of: PitchAccent(downstep: 1), reading: "きょう")
                == "<span class=\"pitch\" data-downstep=\"1\"><span style=\"\(fall)\">きょ</span>う</span>")
    }

    @Test func several_accents_are_each_drawn_and_a_disagreement_is_said() {
        let pitch = ReadingPitch(reading: "あめ", accents: [PitchAccent(downstep: 1), PitchAccent(downstep: 0)],
                                 naistJdic: [PitchAccent(downstep: 1)], uniDic: [PitchAccent(downstep: 0)])
        #expect(PitchHTML.html(of: pitch) == PitchHTML.html(of: PitchAccent(downstep: 1), reading: "あめ") + "・"
                + PitchHTML.html(of: PitchAccent(downstep: 0), reading: "あめ") + " (the dictionaries differ)")
    }
}
