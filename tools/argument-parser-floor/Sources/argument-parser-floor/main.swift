import ArgumentParser

/// The options every kanji-tui subcommand takes (`DataOptions`), with the same property wrappers.
struct DataOptions: ParsableArguments {
    @Option(name: .customLong("data")) var directory: String?
    @Option(name: .customLong("edict")) var edictPath: String?
}

/// `kanji-tui show`'s arguments, parsed as kanji-tui parses them (alone, as root), then nothing done.
struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", _superCommandName: "argument-parser-floor")
    @Argument var character: String
    @Flag var json = false
    @Option(parsing: .unconditional) var limit = 12
    @OptionGroup var data: DataOptions

    func run() { print(character) }
}

// `--version` is the process floor (start and exit); `show 日` adds the parse.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--version"] {
    print("argument-parser-floor")
} else {
    var command = try Show.parseAsRoot(Array(arguments.dropFirst()))
    try command.run()
}
