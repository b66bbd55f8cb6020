@testable import TerminalUI
import Testing

/// A bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`) comes out of the reply filter as one paste, never keys: whole
/// or torn across reads, huge (cut at the limit), with escape sequences and control characters inside (dropped),
/// or without its end (released as text after the wait, the keys after it keys again).
@Suite struct BracketedPasteTests {
    typealias Filter = TerminalSession.ReplyFilter
    typealias Input = TerminalSession.RawInput

    /// What the filter let out, in order: keys as text, pastes as their text.
    enum Out: Equatable {
        case keys(String)
        case paste(String, cut: Bool)
        case other
    }

    /// Feeds `text` scalar by scalar into `filter` and sorts what came out.
    private static func feed(_ text: String, into filter: inout Filter) -> [Out] {
        outs(text.unicodeScalars.flatMap { filter.take(.character($0)) })
    }

    private static func outs(_ outputs: [Filter.Output]) -> [Out] {
        var result: [Out] = []
        for output in outputs {
            switch output {
            case .key(let input):
                let scalar = Unicode.Scalar(input.value)!
                if case .keys(let keys)? = result.last {
                    result[result.count - 1] = .keys(keys + String(scalar))
                } else {
                    result.append(.keys(String(scalar)))
                }
            case .paste(let pasted): result.append(.paste(pasted.text, cut: pasted.wasCut))
            case .reply, .mouse: result.append(.other)
            }
        }
        return result
    }

    private static func run(_ text: String, limit: Int = 1 << 20) -> [Out] {
        var filter = Filter(pasteLimit: limit)
        return feed(text, into: &filter) + outs(filter.releaseHeld())
    }

    @Test func a_whole_paste_is_one_paste_between_keys_in_order() {
        #expect(Self.run("j\u{1B}[200~日本語を読む。6q\u{1B}[201~k") == [.keys("j"), .paste("日本語を読む。6q", cut: false), .keys("k")])
    }

    @Test func line_ends_become_newlines_and_a_tab_stays() {
        #expect(Self.run("\u{1B}[200~一行目\r二行目\r\n三\n四\t五\u{1B}[201~") == [.paste("一行目\n二行目\n三\n四\t五", cut: false)])
    }

    @Test func escape_sequences_and_control_characters_inside_are_dropped() {
        let inside = "a\u{1B}[31mb\u{1B}]0;title\u{07}c\u{1B}]52;c;eA==\u{1B}\\d\u{1B}Me\u{1B}[<0;1;1Mf\u{1B}[200~g\u{0}\u{07}\u{7F}\u{9B}h"
        #expect(Self.run("\u{1B}[200~\(inside)\u{1B}[201~x") == [.paste("abcdefgh", cut: false), .keys("x")])
    }

    @Test func a_key_code_ncurses_made_of_a_sequence_inside_is_dropped() {
        var filter = Filter()
        var outputs = Self.feed("\u{1B}[200~a", into: &filter)
        outputs += Self.outs(filter.take(Input(status: 0o400, value: 0o403)))  // KEY_UP
        outputs += Self.feed("b\u{1B}[201~", into: &filter)
        #expect(outputs == [.paste("ab", cut: false)])
    }

    @Test func a_value_that_is_no_character_becomes_the_replacement_character() {
        var filter = Filter()
        var outputs = Self.feed("\u{1B}[200~a", into: &filter)
        outputs += Self.outs(filter.take(Input(status: 0, value: 0xD800)))
        outputs += Self.feed("\u{1B}[201~", into: &filter)
        #expect(outputs == [.paste("a\u{FFFD}", cut: false)])
    }

    @Test func a_paste_torn_across_reads_is_waited_for_as_a_report_and_put_back_together() {
        var filter = Filter()
        #expect(Self.feed("\u{1B}[20", into: &filter).isEmpty)
        #expect(filter.isHoldingTornReport, "the start marker's body has begun")
        #expect(Self.feed("0~最初の", into: &filter).isEmpty)
        #expect(filter.isHolding && filter.isHoldingTornReport, "a paste under way is waited for like a torn report")
        #expect(Self.feed("半分\u{1B}[2", into: &filter).isEmpty)
        #expect(Self.feed("01~", into: &filter) == [.paste("最初の半分", cut: false)])
        #expect(!filter.isHolding)
    }

    @Test func an_escape_key_alone_is_not_waited_for_as_a_paste() {
        var filter = Filter()
        #expect(Self.feed("\u{1B}", into: &filter).isEmpty)
        #expect(!filter.isHoldingTornReport)
        #expect(Self.outs(filter.releaseHeld()) == [.keys("\u{1B}")])
    }

    @Test func an_escape_key_before_a_paste_is_a_key_and_the_paste_still_counts() {
        #expect(Self.run("\u{1B}\u{1B}[200~x\u{1B}[201~") == [.keys("\u{1B}"), .paste("x", cut: false)])
    }

    @Test func a_paste_whose_end_never_comes_is_released_as_text_and_what_follows_is_keys() {
        var filter = Filter()
        #expect(Self.feed("\u{1B}[200~途中まで", into: &filter).isEmpty)
        #expect(Self.outs(filter.releaseHeld()) == [.paste("途中まで", cut: false)])
        #expect(!filter.isHolding)
        #expect(Self.feed("6q", into: &filter) == [.keys("6q")])
    }

    @Test func a_paste_over_the_limit_is_cut_at_a_character_and_says_so_and_its_end_is_still_found() {
        #expect(Self.run("\u{1B}[200~あいうえお\u{1B}[201~q", limit: 10) == [.paste("あいう", cut: true), .keys("q")])
        #expect(Self.run("\u{1B}[200~あいう\u{1B}[201~", limit: 9) == [.paste("あいう", cut: false)])
    }

    @Test func a_megabyte_paste_comes_whole_as_one_paste() {
        let line = String(repeating: "吾輩は猫である。名前はまだ無い。", count: 100) + "\n"
        let text = String(repeating: line, count: 250)  // 1.1 MB
        #expect(text.utf8.count > 1_000_000)
        let result = Self.run("\u{1B}[200~\(text)\u{1B}[201~q", limit: 2 << 20)
        #expect(result == [.paste(text, cut: false), .keys("q")])
    }

    @Test func one_line_for_a_prompt_has_spaces_for_line_ends_and_tabs() {
        #expect(PastedText(text: "猫\n犬\tと").asOneLine == "猫 犬 と")
    }
}
