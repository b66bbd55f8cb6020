import ArgumentParser
import Browser
import FSRS
import Glibc
import KanjiKit
import Segmentation

/// `kanji-tui read FILE` (or `-`): the browser on the Read tab, reading the text where it was left.
struct ReadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "read",
        _superCommandName: CommandRouting.toolName,
        abstract: "Read a Japanese text in the browser's Read tab, looking its words up as you go.",
        discussion: """
            FILE is plain text in UTF-8 (with or without a BOM), UTF-16 or UTF-32 with a BOM, Shift_JIS, EUC-JP or ISO-2022-JP, \
            subtitles (SubRip .srt, ASS/SSA: the dialogue with its times), an HTML page (.html, .htm) or XHTML \
            file (.xhtml) read as its text (ruby as its base text, its reading kept as a hint), or an EPUB book \
            (.epub: its chapters in the spine's order); at most \(TextFile.limitDescription) of text. A damaged \
            EPUB (not a zip, no container or spine, a missing chapter, a member inflating past \
            \(EPUBBook.Limits.describe(EPUBBook.Limits.standard.member))) is refused with one line and exit status 2. \
            - reads standard input (a pipe) and keeps the text in the user database, as a paste into the Read tab \
            does. The text is remembered with the reading position: 'kanji-tui read FILE' again, or the Read tab's \
            list, reads on from there. Keys: w and b next and previous word, j and k the lines, Enter the word's \
            detail, a keeps the word with its sentence; on the Read tab's list, s lists the sentences of all your texts \
            with exactly one word you do not know (as 'kanji-tui sentences --i1'). With --follow (FILE, a FIFO or -) or \
            --clipboard the text grows as it is read: each new line (UTF-8) is shown as it comes, the cursor on the newest \
            line unless you moved away (the header then counts the lines below; G goes to the newest), and every line is \
            kept in a copy under followed/ beside the user database, listed on the Read tab to read again. A file is \
            looked at 50 times a second: truncated, it is read again from its start; deleted, following stops. A FIFO \
            waits for its next writer; a pipe that closes stops following. What was kept stays either way. The \
            clipboard's text when following begins is not shown. Needs MeCab's dictionary (Debian \(SegmentationError.dictionaryPackage)).
            """
    )

    @Argument(help: "The text to read, or - for standard input.", completion: .file())
    var file: String?

    @Flag(help: ArgumentHelp("Follow FILE as it grows: a file appended to (a text hooker's log, subtitles, a chat log), a FIFO, or - (a pipe). Each line is shown as it comes, the cursor on the newest unless you moved away, and kept in the Read list's copy of the text."))
    var follow = false

    @Flag(help: ArgumentHelp("Follow the clipboard: each text copied (wl-paste, xclip or xsel) is a new line, as with --follow."))
    var clipboard = false

    @OptionGroup var options: BrowserOptions

    /// For `make bench`: exit once the reader has counted every word of the text between keys (the most memory
    /// the text costs).
    @Flag(help: .hidden)
    var exitWhenIdle = false

    func validate() throws {
        if clipboard && file != nil { throw ValidationError("--clipboard follows the clipboard: give no FILE with it.") }
        if clipboard && follow { throw ValidationError("give --follow FILE or --clipboard, not both.") }
        if file == nil && !clipboard { throw ValidationError("give the text to read: FILE, - for standard input, or --clipboard.") }
    }

    func run() throws {
        if follow || clipboard { return try runFollowing() }
        guard let path = file else { return }
        // The text is read (and refused) before the terminal is taken: a wrong file is one line on stderr.
        let opened = try AnalyzeCommand.exitOnError { () throws(SegmentationError) in try TextFile.readingText(at: path) }
        // Cut into lines here, and handed to the reader: the file is decoded once (its text is shared, not copied).
        let text = opened.text
        if path == "-" { try Self.takeTerminalAsInput() }
        let store = try options.data.openStore()
        let directory = try options.data.dataDirectory()
        let words = Result { () throws(DatasetError) in try WordDictionary(directory: directory) }
        try BrowseCommand.openBrowser(store: store, words: words, data: options.data, userData: options.userData, capturesMouse: !options.noMouse,
                                      stop: options.exitAfterFirstFrame ? .afterFirstFrame : exitWhenIdle ? .whenIdle : .onQuit,
                                      firstScreenful: BrowseCommand.firstScreenful) { browser in
            let library = browser.application.services.library
            let now = Timestamp(secondsSince1970: Int64(time(nil)))
            let entry: ReadingEntry
            if path == "-" {
                entry = try Self.exitOnError { () throws(ReadingLibraryError) in
                    try library.addPasted(opened.keptText, title: ReadingListViewModel.title(ofPasted: Self.firstLine(of: text)), now: now)
                }
            } else {
                let title = String(path.split(separator: "/").last ?? Substring(path))
                // Without a usable database the text is read all the same, only not remembered.
                entry = (try? library.open(file: Self.absolutePath(path), title: title, now: now))
                    ?? ReadingEntry(id: 0, title: title, source: .file(path: Self.absolutePath(path)), position: 0, openedAt: now)
            }
            browser.application.services.readingTexts.hand(text, to: entry)
            return AppLink(tab: .read, routes: [.reader(entry)])
        }
    }

    /// The first line with text of what is read (a page's or a book's, not its markup): a paste's title.
    static func firstLine(of text: ReadingText) -> String {
        text.blocks.indices.lazy.map(text.text(ofBlock:)).first { $0.contains { !$0.isWhitespace } } ?? ""
    }

    /// The path as the library keeps it: absolute, so the same file read from two directories is one text.
    static func absolutePath(_ path: String) -> String {
        guard !path.hasPrefix("/"), let directory = getcwd(nil, 0) else { return path }
        defer { free(directory) }
        return String(cString: directory) + "/" + path
    }

    /// After a text was piped in, the keys come from the terminal: standard input becomes /dev/tty.
    static func takeTerminalAsInput() throws {
        let terminal = open("/dev/tty", O_RDONLY | O_CLOEXEC)
        guard terminal >= 0, dup2(terminal, STDIN_FILENO) >= 0 else {
            TextOutput.standardError.write("kanji-tui: the text came on standard input, and there is no terminal to read keys from\n")
            throw ExitCode(2)
        }
        close(terminal)
    }

    static func exitOnError<Value>(_ body: () throws(ReadingLibraryError) -> Value) throws -> Value {
        do {
            return try body()
        } catch {
            TextOutput.standardError.write("kanji-tui: the pasted text cannot be kept: \(error.message)\n")
            throw ExitCode(2)
        }
    }
}
