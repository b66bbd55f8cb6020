@testable import TerminalUI
import Testing

/// The terminal's answers (DECRPM, DA1) and SGR mouse reports come through ncurses as Esc and plain
/// characters; the filter takes them out and lets every real key through, in order.
struct ReplyFilterTests {
    typealias Filter = TerminalSession.ReplyFilter
    typealias Input = TerminalSession.RawInput

    /// Feeds `text` character by character, then releases what is held (no more input came).
    private static func run(_ text: String) -> (keys: String, replies: [Filter.Reply], mouse: [SGRMouseReport]) {
        var filter = Filter()
        let outputs = text.unicodeScalars.flatMap { filter.take(.character($0)) } + filter.releaseHeld()
        var keys = ""
        var replies: [Filter.Reply] = []
        var mouse: [SGRMouseReport] = []
        for output in outputs {
            switch output {
            case .key(let input): keys.unicodeScalars.append(Unicode.Scalar(input.value)!)
            case .reply(let reply): replies.append(reply)
            case .mouse(let report): mouse.append(report)
            case .paste(let pasted): Issue.record("no paste is sent here, yet one came: \(pasted.text.debugDescription)")
            }
        }
        return (keys, replies, mouse)
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
        #expect(Self.run("\u{1B}[?1\t").keys == "\u{1B}[?1\t", "a character no control sequence holds")
        #expect(Self.run("\u{1B}[?1日").keys == "\u{1B}[?1日")
    }

    @Test func an_answer_to_no_question_is_swallowed_never_typed() {
        // Issue 44: typed, an answer's digits switched tabs. No person types ESC [ ?.
        for garbled in ["\u{1B}[?12x", "\u{1B}[?1;2;3$y", "\u{1B}[?99999999999999999999;2$y"] {
            let result = Self.run("j" + garbled + "k")
            #expect(result.keys == "jk", "\(garbled.debugDescription)")
            #expect(result.replies == [.unreadable], "\(garbled.debugDescription)")
        }
    }

    @Test func an_escape_before_an_answer_is_a_key_and_the_answer_still_counts() {
        let result = Self.run("\u{1B}\u{1B}[?62c")
        #expect(result.keys == "\u{1B}")
        #expect(result.replies == [.deviceAttributes])
    }

    @Test func an_answer_cut_short_is_swallowed_never_typed() {
        #expect(Self.run("\u{1B}[?2026;").keys == "")
        #expect(Self.run("\u{1B}[?2026;").replies == [.unreadable])
    }

    @Test func key_codes_are_never_held() {
        var filter = Filter()
        let down = Input(status: 0o400, value: 0o402)
        #expect(filter.take(down) == [.key(down)])
        #expect(!filter.isHolding)
    }

    @Test func a_mouse_report_at_column_250_is_taken_out_whole_between_keys() {
        let result = Self.run("j\u{1B}[<0;250;5Mk\u{1B}[<0;250;5m")
        #expect(result.keys == "jk")
        #expect(result.mouse.map(\.column) == [249, 249])
        #expect(result.mouse.first?.event == MouseEvent(.click, row: 4, column: 249))
    }

    @Test func a_drag_report_torn_across_reads_is_put_back_together() {
        var filter = Filter()
        let first = "\u{1B}[<32;4".unicodeScalars.flatMap { filter.take(.character($0)) }
        #expect(first.isEmpty, "nothing comes out of half a report")
        #expect(filter.isHolding && filter.isHoldingTornReport, "held, and waited for longer than an Esc")
        let rest = "0;12M".unicodeScalars.flatMap { filter.take(.character($0)) }
        #expect(rest == [.mouse(SGRMouseReport(parameters: [32, 40, 12], final: "M")!)])
        #expect(!filter.isHolding)
        #expect(rest.first.flatMap { if case .mouse(let report) = $0 { report.event } else { nil } } == MouseEvent(.drag, row: 11, column: 39))
    }

    @Test func an_esc_alone_is_not_taken_for_a_torn_report() {
        var filter = Filter()
        _ = filter.take(.character("\u{1B}"))
        #expect(filter.isHolding && !filter.isHoldingTornReport)
        _ = filter.take(.character("["))
        _ = filter.take(.character("<"))
        #expect(!filter.isHoldingTornReport, "the introducer alone could still be typed keys")
    }

    @Test func a_mouse_report_and_an_answer_keep_their_order_with_the_keys() {
        var filter = Filter()
        let outputs: [Filter.Output] = "a\u{1B}[<64;3;4Mb\u{1B}[?62cc".unicodeScalars.flatMap { filter.take(.character($0)) }
        let wheel = SGRMouseReport(parameters: [64, 3, 4], final: "M")!
        #expect(outputs == [.key(.character("a")), .mouse(wheel), .key(.character("b")),
                            .reply(.deviceAttributes), .key(.character("c"))])
    }

    @Test func mouse_reports_cut_short_or_malformed_are_swallowed_never_typed() {
        // Issue 44's fuzz: typed, a report's digits switched tabs, and its letters were keys (a final `A` took a
        // word off the study list). Positions past 64 bits, negative, or a report that never ends, all alike.
        for garbled in ["\u{1B}[<0;250", "\u{1B}[<0;250M", "\u{1B}[<0;0;5M", "\u{1B}[<0;1;1x", "\u{1B}[<0;-1;-1M",
                        "\u{1B}[<32;100000000000000000000;5M",
                        "\u{1B}[<" + String(repeating: "1;", count: 300) + "M"] {
            let result = Self.run(garbled)
            #expect(result.keys == "", "\(garbled.debugDescription)")
            #expect(result.replies == [.unreadable] && result.mouse.isEmpty, "\(garbled.debugDescription)")
        }
        // One that runs on for 64 KB is dropped as it comes, and the key after its end is a key.
        let endless = Self.run("\u{1B}[<" + String(repeating: "1;", count: 32_768) + "Mj")
        #expect(endless.keys == "j" && endless.replies == [.unreadable])
        #expect(Self.run("a\u{1B}[<0;-1;-1Mb").keys == "ab")
        // Past any screen but a number: a report, which the screens clamp to what they show.
        #expect(Self.run("\u{1B}[<32;4294967296;65535M").mouse.map(\.column) == [4_294_967_295])
    }
}
