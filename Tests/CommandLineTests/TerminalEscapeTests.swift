import TestResources
import Foundation
import Testing

/// Data and arguments full of terminal commands: not one of them may reach a terminal, by stdout or by
/// stderr, in any format. The bytes are checked exactly as the binary writes them.
@Suite struct TerminalEscapeTests {
    /// A retitle, a screen clear, a terminal reset, a cursor report request, a clipboard write (OSC 52),
    /// C1 controls (CSI, OSC, NEL), DEL, BEL, backspace, a carriage return and bidirectional overrides.
    static let hostile = "\u{1B}]0;pwned\u{07}|\u{1B}[2J|\u{1B}c|\u{1B}[6n|\u{1B}]52;c;cHduZWQ=\u{07}|"
        + "\u{9B}31m|\u{9D}0;c1\u{9C}|\u{85}|\u{7F}\u{07}\u{08}\r|\u{202E}evil\u{202C}|\u{2066}iso\u{2069}|day"

    static let data = try! DataDirectory(
        kanjiLines: [DataDirectory.sunLine.replacingOccurrences(of: "day|sun", with: hostile + "|sun"), DataDirectory.bookLine],
        words: "日本 [にほん] /(n) Japan\(hostile)/(P)/\n日 [ひ] /(n) \(hostile)/(P)/\n",
        attribution: "# Sources\n- **KANJIDIC2** (\(hostile)): characters\n").completedAsMakeDataWould()

    static let commands: [[String]] = [
        ["show", "日"], ["show", "日", "--json"], ["show", "日", "--edict", data.file("words.edict")],
        ["word", "日本"], ["word", "日本", "--json"], ["word", "日本", "--edict", data.file("words.edict")],
        ["search", "sun"], ["search", "sun", "--tsv"], ["search", "sun", "--json"],
        ["list"], ["list", "--tsv"], ["list", "--json"], ["about"], ["--version"],
    ]

    @Test(arguments: commands)
    func data_never_writes_a_control_character(arguments: [String]) throws {
        let outcome = try KanjiTUIProcess.run(arguments + (arguments == ["--version"] ? [] : ["--data", Self.data.path]),
                                              environment: ["KANJI_TUI_DATA": Self.data.path])
        #expect(outcome.status == 0, "\(arguments): \(outcome.standardError)")
        #expect(Self.unsafeBytes(in: outcome.outputBytes).isEmpty, "\(arguments) wrote \(Self.unsafeBytes(in: outcome.outputBytes))")
        #expect(Self.unsafeBytes(in: outcome.errorBytes).isEmpty)
    }

    @Test func the_text_around_the_sequences_survives() throws {
        let outcome = try KanjiTUIProcess.run(["search", "sun", "--tsv", "--data", Self.data.path])
        let row = try #require(outcome.standardOutput.split(separator: "\n").first { $0.hasPrefix("日\t") })
        #expect(row.split(separator: "\t", omittingEmptySubsequences: false).count == 10)
        #expect(row.contains("|evil|iso|day|sun|"))
    }

    @Test func json_escapes_them_and_keeps_the_data() throws {
        let outcome = try KanjiTUIProcess.run(["show", "日", "--json", "--data", Self.data.path])
        #expect(outcome.standardOutput.contains(#"\u001b]0;pwned\u0007"#))
        #expect(outcome.standardOutput.contains(#"\u009b31m"#) && outcome.standardOutput.contains(#"\u202eevil\u202c"#))
        let report = try #require(try JSONSerialization.jsonObject(with: outcome.outputBytes) as? [String: Any])
        let kanji = try #require(report["kanji"] as? [String: Any])
        #expect((kanji["meanings"] as? [String])?.first == "\u{1B}]0;pwned\u{07}")
    }

    @Test func an_error_echoing_a_bad_field_is_sanitized() throws {
        let broken = try DataDirectory(kanjiLines: [DataDirectory.sunLine.replacingOccurrences(of: "日\t4\t", with: "日\t4\u{1B}]0;pwned\u{07}\u{1B}[2J\t")])
        let outcome = try KanjiTUIProcess.run(["show", "日", "--data", broken.path])
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "kanji-tui: \(broken.file("kanji.tsv")):2: column 'strokes' must be a number in 1...99, found \"4\"\n")
    }

    @Test(arguments: [["show", "\u{1B}]0;pwned\u{07}"], ["word", "\u{1B}[2J\u{202E}"], ["search", "\u{1B}]0;zzzq\u{07}"],
                      ["\u{1B}[6n"], ["list", "--jlpt", "\u{9B}31m"]])
    func an_argument_echoed_in_a_message_is_sanitized(arguments: [String]) throws {
        let outcome = try KanjiTUIProcess.run(arguments)
        #expect(outcome.status != 0)
        #expect(!outcome.errorBytes.isEmpty)
        #expect(Self.unsafeBytes(in: outcome.errorBytes).isEmpty, "\(arguments) wrote \(Self.unsafeBytes(in: outcome.errorBytes))")
        #expect(Self.unsafeBytes(in: outcome.outputBytes).isEmpty)
    }

    /// Through a real terminal: `script` runs the binary on a pty and copies what the terminal received.
    @Test func a_pseudo_terminal_receives_none_of_them() throws {
        let command = "\(KanjiTUIProcess.executable.path) show 日 --data \(Self.data.path); \(KanjiTUIProcess.executable.path) list --tsv --data \(Self.data.path)"
        let outcome = try KanjiTUIProcess.run(program: URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains("evil"))
        // The terminal turns each newline into CR LF; nothing else below 0x20 may appear.
        #expect(Self.unsafeBytes(in: outcome.outputBytes, allowing: [0x0D]).isEmpty)
    }

    // MARK: - Bytes

    /// Descriptions of the unsafe bytes in `bytes`: C0 controls other than newline and tab, DEL, the
    /// UTF-8 of C1 controls (C2 80–C2 9F) and of the bidirectional overrides and isolates.
    static func unsafeBytes(in bytes: Data, allowing allowed: Set<UInt8> = []) -> [String] {
        let bytes = [UInt8](bytes)
        var found: [String] = []
        for (index, byte) in bytes.enumerated() {
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            let third = index + 2 < bytes.count ? bytes[index + 2] : 0
            if (byte < 0x20 && byte != 0x0A && byte != 0x09 && !allowed.contains(byte)) || byte == 0x7F {
                found.append("0x\(String(byte, radix: 16)) at \(index)")
            } else if byte == 0xC2 && (0x80...0x9F).contains(next) {
                found.append("C1 0x\(String(next, radix: 16)) at \(index)")
            } else if byte == 0xE2 && ((next == 0x80 && (0xAA...0xAE).contains(third)) || (next == 0x81 && (0xA6...0xA9).contains(third))) {
                found.append("bidi E2 \(String(next, radix: 16)) \(String(third, radix: 16)) at \(index)")
            }
        }
        return found
    }
}
