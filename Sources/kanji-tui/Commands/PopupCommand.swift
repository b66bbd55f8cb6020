import ArgumentParser
import Browser
import Foundation
import FSRS
import Glibc
import KanjiKit
import Segmentation
import TerminalUI

/// `kanji-tui popup`: a compact reader for a popup window (issue 50) — tmux's `display-popup`, or any small terminal —
/// on the text it is given, so a learner looks a word up where they read it, as Yomitan's popup does in a browser.
struct PopupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "popup",
        _superCommandName: CommandRouting.toolName,
        abstract: "Look up a selection in a compact reader sized for a popup (tmux's display-popup).",
        discussion: """
            The text is TEXT, else standard input when it is a pipe, else --tmux-buffer (tmux's newest paste buffer) or \
            --clipboard (wl-paste, xclip or xsel). The popup opens on the first word (or the word at --column), with the \
            reader's pane and keys: w and b the next and previous word, e another entry, a keeps the word with its \
            sentence (and sends it to Anki when the live link is on), p plays it, Enter opens the word's page (Esc back), \
            ? the keys; Esc or q closes the popup at once. It fits any popup from \
            \(BrowserRenderer.minimumPopupSize.columns)×\(BrowserRenderer.minimumPopupSize.rows). \
            With --tmux it opens itself in a tmux popup on the current client: what tmux's copy-pipe needs, as its \
            command runs without a terminal. The two bindings for ~/.tmux.conf: \
            'bind -T copy-mode-vi K send -X copy-pipe-and-cancel "kanji-tui popup --tmux"' looks up the copy-mode \
            selection (copy-mode without -vi for emacs keys), and \
            'bind K display-popup -E -w 80% -h 50% "kanji-tui popup --tmux-buffer"' looks up the newest paste buffer. \
            Needs MeCab's dictionary (Debian \(SegmentationError.dictionaryPackage)).
            """
    )

    @Argument(help: "The text to look up (several words are joined with spaces).")
    var text: [String] = []

    @Flag(help: "Look up tmux's newest paste buffer (what copy mode copied last).")
    var tmuxBuffer = false

    @Flag(help: "Look up the clipboard's text (wl-paste, xclip or xsel).")
    var clipboard = false

    @Option(help: ArgumentHelp("Open on the word at this column of the text's first line (1 is the first column).", valueName: "column"))
    var column: Int?

    @Flag(help: "Open in a tmux popup on the current client (display-popup), reading the text first: for copy-pipe, whose command has no terminal.")
    var tmux = false

    @Option(help: ArgumentHelp("With --tmux: the popup's width and height, as display-popup takes them.", valueName: "width,height"))
    var size = "80%,50%"

    @OptionGroup var options: BrowserOptions

    /// Where `--tmux` hands the text to the popup it opens (display-popup's `-e`): no file is written.
    @Flag(help: .hidden)
    var textFromEnvironment = false

    /// The environment variable `--tmux` passes the text in.
    static let textVariable = "KANJI_TUI_POPUP_TEXT"
    /// The most text `--tmux` passes on (an environment variable holds at most 128 KiB): a selection is far shorter.
    static let passedTextLimit = 64 * 1024

    func validate() throws {
        let sources = [!text.isEmpty, tmuxBuffer, clipboard, textFromEnvironment].filter { $0 }.count
        if sources > 1 { throw ValidationError("give one text: TEXT, --tmux-buffer or --clipboard.") }
        if let column, column < 1 { throw ValidationError("--column counts from 1; \(column) is no column.") }
        guard popupSize != nil else {
            throw ValidationError("--size takes WIDTH,HEIGHT as display-popup does, each cells or a percentage: 80%,50% or 100,30; not '\(size)'.")
        }
    }

    /// `--size` as display-popup's width and height, or `nil` when it is not two sizes (cells, or a percentage).
    private var popupSize: (width: String, height: String)? {
        let parts = size.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        func isSize(_ part: String) -> Bool {
            let digits = part.hasSuffix("%") ? part.dropLast() : Substring(part)
            return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
        }
        guard parts.count == 2, parts.allSatisfy(isSize) else { return nil }
        return (parts[0], parts[1])
    }

    func run() throws {
        let (given, title) = try Self.exitOnFollowError { () throws(FollowError) in try lookedUpText() }
        guard !given.allSatisfy(\.isWhitespace) else {
            TextOutput.standardError.write("kanji-tui: the \(title) is empty: nothing to look up\n")
            throw ExitCode(1)
        }
        if tmux { return try openInTmuxPopup(given) }
        // The text read from a pipe leaves standard input spent: the keys come from the terminal.
        if readsStandardInput { try ReadCommand.takeTerminalAsInput() }
        var readingText = ReadingText("", format: .plain)
        readingText.append(lines: given.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init))
        let position = Self.byteOffset(ofColumn: column ?? 1, in: readingText.blocks.isEmpty ? "" : readingText.text(ofBlock: 0))
        let store = try options.data.openStore()
        let directory = try options.data.dataDirectory()
        let words = Result { () throws(DatasetError) in try WordDictionary(directory: directory) }
        try BrowseCommand.openBrowser(store: store, words: words, data: options.data, userData: options.userData, capturesMouse: !options.noMouse,
                                      stop: options.exitAfterFirstFrame ? .afterFirstFrame : .onQuit, firstScreenful: BrowseCommand.firstScreenful,
                                      chrome: .popup) { browser in
            // Not kept in the Read list: a selection is looked up, not read again.
            let entry = ReadingEntry(id: 0, title: title, source: .pasted, position: position,
                                     openedAt: Timestamp(secondsSince1970: Int64(time(nil))))
            browser.application.services.readingTexts.hand(readingText, to: entry)
            return AppLink(tab: .read, routes: [.reader(entry)])
        }
    }

    /// Whether the text comes on standard input: no other source was given.
    private var readsStandardInput: Bool { text.isEmpty && !tmuxBuffer && !clipboard && !textFromEnvironment }

    /// The text to look up and what the header calls it.
    private func lookedUpText() throws(FollowError) -> (String, String) {
        if tmuxBuffer { return (try Self.tmuxPasteBuffer(), "tmux buffer") }
        if clipboard {
            switch try ClipboardTool.find().read() {
            case .success(let text): return (text, "clipboard")
            case .failure(let error): throw error
            }
        }
        if textFromEnvironment { return (ProcessInfo.processInfo.environment[Self.textVariable] ?? "", "selection") }
        if !text.isEmpty { return (text.joined(separator: " "), "selection") }
        guard isatty(STDIN_FILENO) == 0 else {
            throw FollowError("no text to look up: give TEXT, pipe it in, or use --tmux-buffer or --clipboard")
        }
        do throws(SegmentationError) {
            return (String(decoding: try TextFile.read(descriptor: STDIN_FILENO, name: "standard input"), as: UTF8.self), "selection")
        } catch {
            throw FollowError(error.message)
        }
    }

    /// tmux's newest paste buffer (`tmux show-buffer`).
    private static func tmuxPasteBuffer() throws(FollowError) -> String {
        let (status, output) = runTmux(["show-buffer"])
        guard status == 0 else { throw FollowError("tmux has no paste buffer to look up (copy something in copy mode first)") }
        return output
    }

    /// `--tmux`: runs this program again in `tmux display-popup` on the current client, the text passed in its
    /// environment; returns when the popup closes.
    private func openInTmuxPopup(_ text: String) throws {
        let passed = String(decoding: text.utf8.prefix(Self.passedTextLimit), as: UTF8.self)
        let program = Self.ownPath()
        var command = [program, "popup", "--text-from-environment"]
        if let column { command += ["--column", String(column)] }
        if let path = options.userData.path { command += ["--user-data", path] }
        if let data = options.data.directory { command += ["--data", data] }
        if options.noMouse { command.append("--no-mouse") }
        let (width, height) = popupSize ?? ("80%", "50%")
        let (status, output) = Self.runTmux(["display-popup", "-E", "-w", width, "-h", height, "-T", " kanji-tui ",
                                             "-e", "\(Self.textVariable)=\(passed)", command.map(Self.shellWord).joined(separator: " ")])
        guard status == 0 else {
            TextOutput.standardError.write("kanji-tui: tmux could not open a popup (needs tmux 3.2 or later and a client): \(output)\n")
            throw ExitCode(2)
        }
    }

    /// Runs `tmux` with `arguments`, returning its status and what it printed (standard output, else its error).
    private static func runTmux(_ arguments: [String]) -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux"] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { return (127, "tmux cannot be run: \(error.localizedDescription)") }
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complained = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: printed.isEmpty ? complained : printed, as: UTF8.self)
        return (process.terminationStatus, text)
    }

    /// `word` as one word for the shell display-popup runs its command with: single-quoted, its own quotes escaped.
    private static func shellWord(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// This program's path, so the popup runs the same build.
    private static func ownPath() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        return count > 0 ? String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : "kanji-tui"
    }

    /// The byte offset of the character at display column `column` (from 1) of `line`; its end past the last.
    static func byteOffset(ofColumn column: Int, in line: String) -> Int {
        var width = 0
        var bytes = 0
        for character in line {
            width += DisplayWidth.of(character)
            if width >= column { return bytes }
            bytes += character.utf8.count
        }
        return bytes
    }

    static func exitOnFollowError<Value>(_ body: () throws(FollowError) -> Value) throws -> Value {
        do {
            return try body()
        } catch {
            TextOutput.standardError.write("kanji-tui: \(error)\n")
            throw ExitCode(2)
        }
    }
}
