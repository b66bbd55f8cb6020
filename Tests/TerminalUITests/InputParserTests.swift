import CNcursesw
@testable import TerminalUI
import Testing

/// The terminal's bytes as keys: the session reads them itself, so the key table, UTF-8 (and what is not UTF-8),
/// the Esc key and the terminal's own answers are decoded here, torn across reads anywhere.
@Suite struct InputParserTests {
    typealias Parser = TerminalSession.InputParser
    typealias KeySequences = TerminalSession.KeySequences

    /// The keys `bytes` make, in reads of `chunk` bytes, once the wait has run out.
    private static func keys(_ bytes: [UInt8], chunk: Int = .max, table: KeySequences = KeySequences(KeySequences.common)) -> [Key?] {
        var parser = Parser(keys: table)
        return parser.parseAll(bytes, readsOf: chunk).compactMap { output in
            guard case .key(let raw) = output else { return nil }
            return KeyDecoder.decode(status: raw.status, value: raw.value)
        }
    }

    private static func keys(_ text: String, chunk: Int = .max) -> [Key?] {
        keys(Array(text.utf8), chunk: chunk)
    }

    @Test func arrows_in_both_cursor_modes_and_the_other_special_keys_are_keys() {
        let text = "\u{1B}[A\u{1B}OB\u{1B}[C\u{1B}OD\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[4~\u{1B}[3~\u{1B}[Z\u{1B}OP\u{1B}[24~"
        let expected: [Key?] = [.up, .down, .right, .left, .pageUp, .pageDown, .home, .end, .delete, .backTab, .function(1), .function(12)]
        #expect(Self.keys(text) == expected)
        #expect(Self.keys(text, chunk: 1) == expected, "one byte a read, as a slow link brings them")
    }

    @Test func the_terminals_own_sequence_wins_over_the_common_one() {
        let table = KeySequences([(Array("\u{1B}[A".utf8), KEY_DOWN)] + KeySequences.common)
        #expect(Self.keys(Array("\u{1B}[A".utf8), table: table) == [.down])
    }

    @Test func an_unknown_key_sequence_is_swallowed_whole_never_typed() {
        // Ctrl-Up, Shift-F5, an SS3 keypad key: none is used, none types "[1;5A" (a 1 and a 5 would switch tabs).
        #expect(Self.keys("a\u{1B}[1;5A\u{1B}[15;2~\u{1B}Opb") == [.character("a"), nil, nil, nil, .character("b")])
    }

    @Test func a_key_sequence_with_overlong_parameters_is_swallowed_whole_never_typed() {
        // Issue 44's fuzz: ESC [ 999999999999999999 A was let out past 16 bytes as Esc, `[`, eighteen 9s and `A`, and
        // on a kanji's page that `A` took the word under the cursor off the study list.
        let overlong = "a\u{1B}[999999999999999999A" + "\u{1B}[" + String(repeating: "1;", count: 500) + "5Ab"
        #expect(Self.keys(overlong) == [.character("a"), nil, nil, .character("b")])
        #expect(Self.keys(overlong, chunk: 7) == [.character("a"), nil, nil, .character("b")], "torn across reads")
    }

    @Test func a_key_sequence_cut_short_after_its_parameters_began_types_nothing() {
        // The wait ran out with ESC [ 1 ; 5 held: its rest never came, and none of it is typed.
        #expect(Self.keys("\u{1B}[1;5") == [nil])
        // ESC [ alone is Alt-[ as before: Esc, then the character.
        #expect(Self.keys("\u{1B}[") == [.escape, .character("[")])
    }

    @Test func esc_alone_then_the_wait_is_the_escape_key_and_alt_x_is_esc_then_x() {
        #expect(Self.keys("\u{1B}") == [.escape])
        #expect(Self.keys("\u{1B}x") == [.escape, .character("x")])
        #expect(Self.keys("\u{1B}\u{1B}[A") == [.escape, .up])
    }

    @Test func utf8_torn_between_reads_is_one_character() {
        #expect(Self.keys("日本", chunk: 1) == [.character("日"), .character("本")])
    }

    @Test func bytes_that_are_not_utf8_are_replacement_characters_never_an_end() {
        // é typed in a Latin-1 terminal, 102 times: 102 replacement characters, and the key after them still comes.
        let latin1 = [UInt8](repeating: 0xE9, count: 102) + Array("q".utf8)
        let keys = Self.keys(latin1, chunk: 1)
        #expect(keys.count == 103)
        #expect(keys.dropLast().allSatisfy { $0 == .character("\u{FFFD}") })
        #expect(keys.last == .character("q"))
        // A surrogate's bytes, an overlong slash, a lone continuation byte, a character cut short before a key.
        #expect(Self.keys([0xED, 0xA0, 0x80, 0xC0, 0xAF, 0x80, 0xE6, 0x97, 0x6A])
                == [.character("\u{FFFD}"), .character("\u{FFFD}"), .character("\u{FFFD}"), .character("\u{FFFD}"), .character("\u{FFFD}"),
                    .character("\u{FFFD}"), .character("\u{FFFD}"), .character("j")])
    }

    @Test func the_terminals_answers_and_mouse_reports_are_taken_out_between_keys() {
        var parser = Parser(keys: KeySequences(KeySequences.common))
        let bytes = Array("j\u{1B}[?2026;2$y\u{1B}[?62;22ck\u{1B}[<0;250;5Ml".utf8)
        bytes.withUnsafeBufferPointer { parser.append($0) }
        let outputs = parser.parseAll() + parser.releaseHeld()
        #expect(outputs.count == 6)
        #expect(outputs[1] == .reply(.modeReport(mode: 2026, setting: 2)))
        #expect(outputs[2] == .reply(.deviceAttributes))
        guard case .mouse(let report) = outputs[4] else {
            Issue.record("no mouse report: \(outputs)")
            return
        }
        #expect(report.column == 249)
    }

    @Test func a_big_read_of_typing_is_parsed_a_key_at_a_time() {
        var parser = Parser(keys: KeySequences(KeySequences.common))
        let typing = [UInt8](repeating: UInt8(ascii: "x"), count: 65_536)
        typing.withUnsafeBufferPointer { parser.append($0) }
        #expect(parser.parse().count == 1, "one key, the rest left for the next call")
        #expect(parser.isHolding)
        #expect(parser.parseAll().count == 65_535)
    }

    @Test func the_answer_on_the_way_out_is_found_in_one_pass_however_much_came_before_it() {
        var scanner = TerminalSession.DeviceAttributesScanner()
        let noise = Array(String(repeating: "\u{1B}[?62;22x\u{1B}[", count: 20_000).utf8)
        #expect(!noise.contains { scanner.take($0) })
        #expect(Array("\u{1B}[?62;22c".utf8).contains { scanner.take($0) })
    }
}

extension TerminalSession.InputParser {
    /// Everything `parse` lets out until nothing more is whole, as the key loop takes it call by call.
    mutating func parseAll() -> [TerminalSession.ReplyFilter.Output] {
        var outputs: [TerminalSession.ReplyFilter.Output] = []
        while case let more = parse(), !more.isEmpty { outputs += more }
        return outputs
    }

    /// Everything `bytes` make when they come in reads of `chunk` bytes, then the wait for more runs out.
    mutating func parseAll(_ bytes: [UInt8], readsOf chunk: Int) -> [TerminalSession.ReplyFilter.Output] {
        var outputs: [TerminalSession.ReplyFilter.Output] = []
        var start = 0
        while start < bytes.count {
            let end = start + min(chunk, bytes.count - start)
            Array(bytes[start..<end]).withUnsafeBufferPointer { append($0) }
            outputs += parseAll()
            start = end
        }
        return outputs + releaseHeld()
    }
}
