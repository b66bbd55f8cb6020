@testable import TerminalUI
import Testing

/// A bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`) comes out of the input parser as one paste, never keys: whole
/// or torn across reads anywhere (inside a character, inside a marker), huge (cut at the limit), with escape
/// sequences, control characters and bytes that are not UTF-8 inside (dropped, or U+FFFD and counted), or without
/// its end (released as text after the wait, the keys after it keys again).
@Suite struct BracketedPasteTests {
    typealias Parser = TerminalSession.InputParser
    typealias Output = TerminalSession.ReplyFilter.Output

    /// What the parser let out, in order: keys as text, pastes as their text.
    enum Out: Equatable {
        case keys(String)
        case paste(String, cut: Bool)
        case other
    }

    static func parser(limit: Int = 1 << 20) -> Parser {
        Parser(keys: TerminalSession.KeySequences(TerminalSession.KeySequences.common), pasteLimit: limit)
    }

    /// Feeds `bytes` into `parser` in one read and sorts what came out.
    static func feed(_ bytes: [UInt8], into parser: inout Parser) -> [Out] {
        bytes.withUnsafeBufferPointer { parser.append($0) }
        return outs(parser.parseAll())
    }

    static func feed(_ text: String, into parser: inout Parser) -> [Out] {
        feed(Array(text.utf8), into: &parser)
    }

    /// Keys as text (a key code as `<code>`), pastes as their text, keys that came one after another as one.
    static func outs(_ outputs: [Output]) -> [Out] {
        var result: [Out] = []
        for output in outputs {
            switch output {
            case .key(let input):
                let text = input.status == 0 ? String(Unicode.Scalar(input.value)!) : "<\(input.value)>"
                if case .keys(let keys)? = result.last {
                    result[result.count - 1] = .keys(keys + text)
                } else {
                    result.append(.keys(text))
                }
            case .paste(let pasted): result.append(.paste(pasted.text, cut: pasted.wasCut))
            case .reply, .mouse: result.append(.other)
            }
        }
        return result
    }

    /// The whole of `bytes` in reads of `chunk` bytes, then the wait running out.
    static func run(_ bytes: [UInt8], limit: Int = 1 << 20, chunk: Int = .max) -> [Out] {
        var parser = parser(limit: limit)
        return outs(parser.parseAll(bytes, readsOf: chunk))
    }

    static func run(_ text: String, limit: Int = 1 << 20, chunk: Int = .max) -> [Out] {
        run(Array(text.utf8), limit: limit, chunk: chunk)
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

    @Test func a_key_sequence_inside_is_dropped() {
        #expect(Self.run("\u{1B}[200~a\u{1B}[Ab\u{1B}OBc\u{1B}[1;5Cd\u{1B}[201~") == [.paste("abcd", cut: false)])
    }

    @Test func bytes_that_are_not_utf8_become_one_replacement_character_each_and_are_counted() {
        var parser = Self.parser()
        let bytes: [UInt8] = Array("\u{1B}[200~a".utf8) + [0xE9, 0xE9, 0x62, 0xE6, 0x97, 0x63, 0xFF, 0xC0, 0x80]
            + Array("d\u{FFFD}\u{1B}[201~".utf8)
        bytes.withUnsafeBufferPointer { parser.append($0) }
        let outputs = parser.parseAll()
        guard case .paste(let paste)? = outputs.first else {
            Issue.record("no paste: \(outputs)")
            return
        }
        // é é (Latin-1), b, 日 cut short before c, FF, an overlong C0 80 (two parts): six replacements; the U+FFFD
        // that was pasted as such is text, not a replacement.
        #expect(paste.text == "a\u{FFFD}\u{FFFD}b\u{FFFD}c\u{FFFD}\u{FFFD}\u{FFFD}d\u{FFFD}")
        #expect(paste.replacements == 6)
    }

    @Test func a_paste_torn_across_reads_is_waited_for_as_a_report_and_put_back_together() {
        var parser = Self.parser()
        #expect(Self.feed("\u{1B}[20", into: &parser).isEmpty)
        #expect(parser.isHolding && !parser.isInPaste)
        #expect(Self.feed("0~最初の", into: &parser).isEmpty)
        #expect(parser.isHolding && parser.isHoldingTornReport && parser.isInPaste, "a paste under way is waited for like a torn report")
        #expect(Self.feed("半分\u{1B}[2", into: &parser).isEmpty)
        #expect(Self.feed("01~", into: &parser) == [.paste("最初の半分", cut: false)])
        #expect(!parser.isHolding)
    }

    @Test func a_paste_torn_at_every_byte_is_the_same_paste() {
        let text = "j\u{1B}[200~日本語\r\nを\u{1B}[31m読む。6q\u{1B}[201~k"
        let whole = Self.run(text)
        #expect(whole == [.keys("j"), .paste("日本語\nを読む。6q", cut: false), .keys("k")])
        for chunk in 1...7 {
            #expect(Self.run(text, chunk: chunk) == whole, "in reads of \(chunk) bytes")
        }
    }

    @Test func an_escape_key_alone_is_not_waited_for_as_a_paste() {
        var parser = Self.parser()
        #expect(Self.feed("\u{1B}", into: &parser).isEmpty)
        #expect(parser.isHolding && !parser.isHoldingTornReport)
        #expect(Self.outs(parser.releaseHeld()) == [.keys("\u{1B}")])
    }

    @Test func an_escape_key_before_a_paste_is_a_key_and_the_paste_still_counts() {
        #expect(Self.run("\u{1B}\u{1B}[200~x\u{1B}[201~") == [.keys("\u{1B}"), .paste("x", cut: false)])
    }

    @Test func a_paste_whose_end_never_comes_is_released_as_text_and_what_follows_is_keys() {
        var parser = Self.parser()
        #expect(Self.feed("\u{1B}[200~途中まで", into: &parser).isEmpty)
        #expect(Self.outs(parser.releaseHeld()) == [.paste("途中まで", cut: false)])
        #expect(!parser.isHolding)
        #expect(Self.feed("6q", into: &parser) == [.keys("6q")])
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
