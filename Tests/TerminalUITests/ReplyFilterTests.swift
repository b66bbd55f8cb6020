@testable import TerminalUI
import Testing

/// The terminal's answers (DECRPM, DA1) come through ncurses as Esc and plain characters; the filter
/// takes them out and lets every real key through, in order.
struct ReplyFilterTests {
    typealias Filter = TerminalSession.ReplyFilter
    typealias Input = TerminalSession.RawInput

    /// Feeds `text` character by character, then releases what is held (no more input came).
    private static func run(_ text: String) -> (keys: String, replies: [Filter.Reply]) {
        var filter = Filter()
        var keys: [Input] = []
        var replies: [Filter.Reply] = []
        for scalar in text.unicodeScalars {
            let outcome = filter.take(.character(scalar))
            keys += outcome.keys
            if let reply = outcome.reply { replies.append(reply) }
        }
        keys += filter.releaseHeld()
        let characters = keys.map { Character(Unicode.Scalar($0.value)!) }
        return (String(characters), replies)
    }

    @Test func a_mode_report_and_device_attributes_are_taken_out() {
        let result = Self.run("\u{1B}[?2026;2$y\u{1B}[?62;22c")
        #expect(result.keys.isEmpty)
        #expect(result.replies == [.modeReport(mode: 2026, setting: 2), .deviceAttributes])
    }

    @Test func keys_around_answers_come_through_in_order() {
        let result = Self.run("j\u{1B}[?2026;0$yk\u{1B}[?1;2cl")
        #expect(result.keys == "jkl")
        #expect(result.replies == [.modeReport(mode: 2026, setting: 0), .deviceAttributes])
    }

    @Test func a_lone_escape_and_escape_sequences_that_are_not_answers_are_keys() {
        #expect(Self.run("\u{1B}").keys == "\u{1B}")
        #expect(Self.run("\u{1B}[A").keys == "\u{1B}[A")
        #expect(Self.run("\u{1B}[?12x").keys == "\u{1B}[?12x")
        #expect(Self.run("\u{1B}[?1;2;3$y").keys == "\u{1B}[?1;2;3$y", "a mode report has two parameters")
    }

    @Test func an_escape_before_an_answer_is_a_key_and_the_answer_still_counts() {
        let result = Self.run("\u{1B}\u{1B}[?62c")
        #expect(result.keys == "\u{1B}")
        #expect(result.replies == [.deviceAttributes])
    }

    @Test func an_answer_cut_short_is_released_as_keys() {
        #expect(Self.run("\u{1B}[?2026;").keys == "\u{1B}[?2026;")
    }

    @Test func key_codes_are_never_held() {
        var filter = Filter()
        let down = Input(status: 0o400, value: 0o402)
        #expect(filter.take(down).keys == [down])
        #expect(!filter.isHolding)
    }
}
