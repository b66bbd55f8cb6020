import Foundation
import Testing

/// Frames go out between the markers of a synchronized update only where the terminal says it knows them:
/// its answer to DECRQM (`ESC [ ? 2026 $ p`, answered `ESC [ ? 2026 ; Ps $ y`, Ps 1 or 2) or its terminfo
/// entry's `Sync` capability. Elsewhere (tmux 3.3a answers only DA1, a VT52 cannot even be asked) none.
///
/// The test is the terminal (`PseudoTerminal`): it answers the app's questions as each kind of terminal
/// would and reads every byte the app writes.
@Suite struct SynchronizedUpdateTests {
    static let question = "\u{1B}[?2026$p"
    static let deviceAttributesQuestion = "\u{1B}[c"
    static let deviceAttributes = "\u{1B}[?62;22c"
    static let begin = "\u{1B}[?2026h"
    static let end = "\u{1B}[?2026l"

    /// Starts the browser, waits for its list, presses `j` twice and `q`. The app asks when it first
    /// reads a key, so the answers come after the first `j` and before the second.
    ///
    /// - Returns: everything the app wrote, and what it wrote after the second `j`.
    private func output(term: String = "xterm-256color",
                        extraEnvironment: [String: String] = [:],
                        asks: Bool = true,
                        answers: [(question: String, answer: String)]) throws -> (all: String, afterKey: String) {
        let environment = PseudoTerminal.environment(term: term).merging(extraEnvironment) { $1 }
        let terminal = try PseudoTerminal(KanjiTUIBinary.browserCommand, columns: 80, rows: 24,
                                          environment: environment, answers: answers)
        try terminal.waitForOutput(containing: "1/10361")
        let beforeFirstKey = terminal.output.count
        try terminal.send("j")
        if asks { try terminal.waitForOutput(containing: Self.question, after: beforeFirstKey) }
        try terminal.waitForOutput(after: beforeFirstKey)
        let beforeKey = terminal.output.count
        try terminal.send("j")
        try terminal.waitForOutput(after: beforeKey)
        try terminal.send("q")
        #expect(try terminal.waitForExit(timeout: .seconds(10)) == .exited(0), "q quits: \(terminal.tail)")
        return (String(decoding: terminal.output, as: UTF8.self),
                String(decoding: terminal.output[beforeKey...], as: UTF8.self))
    }

    @Test func a_terminal_that_reports_mode_2026_gets_every_later_frame_between_the_markers() throws {
        let (all, afterKey) = try output(answers: [(Self.question, "\u{1B}[?2026;2$y"),
                                                   (Self.deviceAttributesQuestion, Self.deviceAttributes)])
        let begin = try #require(afterKey.range(of: Self.begin), "no begin marker: \(afterKey.debugDescription.suffix(500))")
        let end = try #require(afterKey.range(of: Self.end, range: begin.upperBound..<afterKey.endIndex), "no end marker after it")
        #expect(!afterKey[begin.upperBound..<end.lowerBound].isEmpty, "the frame after j is inside the update")
        #expect(!all.contains("2026;2$y"), "the answer never showed as typed text")
    }

    @Test(arguments: [
        ("xterm without mode 2026", [(question, "\u{1B}[?2026;0$y"), (deviceAttributesQuestion, deviceAttributes)]),
        ("tmux 3.3a, which answers only DA1", [(deviceAttributesQuestion, "\u{1B}[?1;2c")]),
        ("a terminal that answers nothing", []),
    ] as [(String, [(question: String, answer: String)])])
    func a_terminal_that_does_not_report_mode_2026_gets_no_markers(_ kind: String, answers: [(question: String, answer: String)]) throws {
        let (all, _) = try output(answers: answers)
        #expect(all.contains(Self.question), "\(kind): the app asked")
        #expect(!all.contains(Self.begin) && !all.contains(Self.end), "\(kind): no markers were written")
    }

    @Test func a_vt52_is_neither_asked_nor_sent_markers() throws {
        let (all, _) = try output(term: "vt52", asks: false, answers: [])
        #expect(!all.contains("\u{1B}["), "no ECMA-48 sequence at all reached the VT52")
    }

    @Test func a_terminfo_entry_with_sync_gets_markers_without_asking() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-e2e-terminfo-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let source = directory.appendingPathComponent("xterm-sync.src")
        // The `Sync` capability as ncurses' own entries write it: 1 begins the update, 2 ends it.
        try "xterm-sync|xterm with synchronized updates,\n\tSync=\\E[?2026%?%p1%{1}%-%tl%eh%;,\n\tuse=xterm-256color,\n"
            .write(to: source, atomically: true, encoding: .utf8)
        let compiled = try Spawn.runCapturing(["tic", "-x", "-o", directory.path, source.path])
        try #require(compiled.termination == .exited(0), "tic: \(compiled.output)")

        let (all, _) = try output(term: "xterm-sync", extraEnvironment: ["TERMINFO": directory.path], asks: false, answers: [])
        #expect(!all.contains(Self.question), "terminfo settled it: no question")
        let begin = try #require(all.range(of: Self.begin), "no begin marker")
        #expect(all[begin.upperBound...].contains(Self.end), "an end marker after it")
    }
}
