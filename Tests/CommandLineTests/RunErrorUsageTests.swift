import ArgumentParser
import Foundation
@testable import kanji_tui
import TestResources
import Testing

/// Issue 44: a usage error a command's `run()` throws ends with that command's own usage line and help hint, as one
/// its parsing finds does — `say` with 1,001 characters ended with "Usage: kanji-tui <subcommand>". One mechanism
/// (`RunErrorMessage`, used by `KanjiTUI.main` for every command) rather than a fix per command.
@Suite struct RunErrorUsageTests {
    /// The message's last two lines: "Usage: …" and "  See '… --help' for more information."
    static func ending(_ message: String) -> [Substring] {
        Array(message.split(separator: "\n").suffix(2))
    }

    @Test(arguments: [String(repeating: "あ", count: 1001), "。"])
    func says_run_errors_end_with_says_usage_as_its_parse_errors_do(text: String) throws {
        let environment = ["KANJI_TUI_DATA": KanjiTUIProcess.resources]
        let refused = try KanjiTUIProcess.run(["say", text, "-o", "/nonexistent/say.wav"], environment: environment)
        #expect(refused.status == 64)
        #expect(refused.standardError.hasPrefix("Error: "), "\(refused.standardError)")
        let unparsed = try KanjiTUIProcess.run(["say", text], environment: environment)
        #expect(unparsed.standardError.contains("Missing expected argument '--output <file>'"), "\(unparsed.standardError)")
        #expect(Self.ending(refused.standardError) == Self.ending(unparsed.standardError))
        #expect(Self.ending(refused.standardError).last == "  See 'kanji-tui say --help' for more information.")
    }

    @Test func a_nested_commands_run_error_ends_with_its_whole_name() {
        let message = RunErrorMessage.text(for: ValidationError("no such thing."), thrownBy: StudyAddCommand.self)
        let lines = message.split(separator: "\n")
        #expect(lines.first == "Error: no such thing.")
        #expect(lines.dropFirst().first?.hasPrefix("Usage: kanji-tui study add <item> ...") == true, "\(message)")
        #expect(lines.last == "  See 'kanji-tui study add --help' for more information.")
    }

    @Test func an_error_that_is_not_about_usage_is_said_as_before() {
        #expect(RunErrorMessage.text(for: ExitCode(2), thrownBy: SayCommand.self) == KanjiTUI.fullMessage(for: ExitCode(2)))
    }
}
