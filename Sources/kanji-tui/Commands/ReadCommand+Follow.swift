import ArgumentParser
import Browser
import FSRS
import Glibc
import KanjiKit
import Segmentation
import TerminalUI
import UserData

/// `kanji-tui read --follow FILE|-` and `read --clipboard` (issue 50): the reader on a text that grows while it is read.
extension ReadCommand {
    /// Follows the source (decided and checked before the terminal is taken), in a copy the Read list keeps.
    func runFollowing() throws {
        let source = try Self.exitOnFollowError { () throws(FollowError) in try followedSource() }
        // A regular file's lines so far are the reader's first text; a FIFO, a pipe and the clipboard start empty.
        var initialBytes: [UInt8] = []
        if case .file(let path) = source {
            initialBytes = try AnalyzeCommand.exitOnError { () throws(SegmentationError) in try TextFile.read(path) }
        }
        if case .pipe = source { try Self.takeTerminalAsInput() }
        // No copy is begun for a reader that cannot start.
        guard TerminalSession.hasTerminal else { throw BrowseCommand.needsTerminal(.notATerminal) }
        let started = time(nil)
        let copy = Result { () throws(FollowError) in
            let database: String
            do throws(UserDataError) { database = try options.userData.location() } catch { throw FollowError(error.message) }
            let folder = String(database.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/"))
            return try KeptCopy(folder: (folder.isEmpty ? "." : folder) + "/followed", sourceName: source.name, startedAt: started)
        }
        let follower = TextFollower(source: source, copy: copy, initialBytes: initialBytes)
        let title = "\(source.name) · followed"
        var text = ReadingText("", format: .plain)
        text.append(lines: Self.lines(of: initialBytes))
        let store = try options.data.openStore()
        let directory = try options.data.dataDirectory()
        let words = Result { () throws(DatasetError) in try WordDictionary(directory: directory) }
        try BrowseCommand.openBrowser(store: store, words: words, data: options.data, userData: options.userData, capturesMouse: !options.noMouse,
                                      stop: options.exitAfterFirstFrame ? .afterFirstFrame : .onQuit,
                                      firstScreenful: BrowseCommand.firstScreenful) { browser in
            let library = browser.application.services.library
            let now = Timestamp(secondsSince1970: Int64(started))
            // The copy is the text's entry in the Read list; without one (no user database) the text is only shown.
            let kept = follower.copyPath.flatMap { try? library.open(file: $0, title: title, now: now) }
            let opened = kept ?? ReadingEntry(id: 0, title: title, source: .pasted, position: 0, openedAt: now)
            // The reader opens on the newest line.
            let entry = ReadingEntry(id: opened.id, title: opened.title, source: opened.source,
                                     position: text.byteOffset(ofBlock: text.blocks.count - 1), openedAt: opened.openedAt)
            browser.application.services.readingTexts.hand(text, to: entry)
            browser.followedText.follow(follower, as: entry, waking: TerminalSession.wakeKeyLoop)
            return AppLink(tab: .read, routes: [.reader(entry)])
        }
    }

    /// What `--follow FILE`, `--follow -` or `--clipboard` names.
    private func followedSource() throws(FollowError) -> FollowedSource {
        if clipboard { return .clipboard(try ClipboardTool.find()) }
        guard let file else { throw FollowError("give FILE, - or --clipboard") }
        guard file == "-" else { return try FollowedSource.named(file) }
        guard isatty(STDIN_FILENO) == 0 else {
            throw FollowError("--follow - reads a pipe, and standard input is the terminal (try: tail -f FILE | kanji-tui read --follow -)")
        }
        // The pipe moves off standard input, which becomes the terminal's for the keys.
        let pipe = dup(STDIN_FILENO)
        guard pipe >= 0 else { throw FollowError("standard input cannot be read: \(String(cString: strerror(errno)))") }
        return .pipe(descriptor: pipe)
    }

    /// The whole lines of a file's first bytes (a line not ended yet waits for its end, as the follower reads on).
    static func lines(of bytes: [UInt8]) -> [String] {
        var collector = LineCollector()
        return bytes.withUnsafeBytes { collector.take($0) }
    }

    static func exitOnFollowError<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws -> Value {
        do {
            return try body()
        } catch {
            TextOutput.standardError.write("kanji-tui: \(error)\n")
            throw ExitCode(2)
        }
    }
}
