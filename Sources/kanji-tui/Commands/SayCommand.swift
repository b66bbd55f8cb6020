import ArgumentParser
import Glibc
import KanjiKit
import Speech

/// `kanji-tui say 箸 -o hashi.wav`: a word or a sentence said by Open JTalk with the Mei voice, written as a WAV
/// (issue 36 §2) — what `p` plays in the browser, for a script or another program.
struct SayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "say",
        _superCommandName: CommandRouting.toolName,
        abstract: "Write a word or sentence said aloud (Open JTalk, the Mei voice) to a WAV file.",
        discussion: """
            The audio is 24 kHz 16-bit mono PCM. Needs Debian's open-jtalk and open-jtalk-mecab-naist-jdic (make \
            build-deps installs them) and the voice beside the data (mei_normal.htsvoice). At most \
            \(SpeechText.maximumCharacters) characters: a word, or a sentence or two. Exits 64 for text it cannot \
            say, 2 when the voice or the dictionary is missing, 69 when open_jtalk is, 1 when it fails, 73 when the \
            file cannot be written.
            """
    )

    @Argument(help: "The word or sentence, e.g. 箸 or 箸で食べる。")
    var text: String

    @Option(name: [.short, .customLong("output")],
            help: ArgumentHelp("The WAV file to write; - writes it to standard output (say 箸 -o - | aplay).", valueName: "file"), completion: .file())
    var output: String

    @Flag(help: "Replace the file if it exists.")
    var force = false

    @OptionGroup var data: DataOptions

    func run() throws {
        let line: SpeechText
        do {
            line = try SpeechText(text)
        } catch {
            throw ValidationError(error.message + ".")
        }
        let voice = SpeechVoice(dataDirectory: try data.dataDirectory())
        let bytes = try Self.exitOnError { () throws(SpeechError) in try Self.synthesize(line, voice: voice) }
        try OutputFile.write(bytes: bytes, to: output, force: force)
    }

    /// The WAV's bytes, made in a temporary folder of its own (`$TMPDIR`, else /tmp) that goes after.
    static func synthesize(_ text: SpeechText, voice: SpeechVoice) throws(SpeechError) -> [UInt8] {
        let synthesizer = try OpenJTalk(voice: voice)
        let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/kanji-tui-say.XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw .outputUnwritable(path: base, reason: String(cString: strerror(errno)))
        }
        let folder = String(cString: made)
        defer { rmdir(folder) }
        let path = folder + "/say.wav"
        defer { unlink(path) }
        try synthesizer.synthesize(text, to: path)
        do {
            return try FileBytes.read(path, limit: 256 << 20)
        } catch {
            throw .outputUnwritable(path: path, reason: error.reason)
        }
    }

    /// A speech failure as one line on standard error and its exit status.
    private static func exitOnError<T>(_ body: () throws(SpeechError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            TextOutput.standardError.write("kanji-tui: \(error.message)\n")
            switch error {
            case .emptyText, .textTooLong: throw ExitCode.validationFailure
            case .voiceMissing, .dictionaryMissing: throw ExitCode(2)
            case .synthesizerMissing: throw ExitCode(69)
            case .outputUnwritable, .cacheUnwritable: throw ExitCode(73)
            case .synthesisFailed, .timedOut, .noPlayer, .playerFailed: throw ExitCode(1)
            }
        }
    }
}
