import Browser
import Foundation
import Glibc
import KanjiKit
import Segmentation
import Synchronization

/// The app's ``TextFeed``: reads a followed source on a thread of its own and keeps what comes in the text's copy
/// (``KeptCopy``) when the browser takes it (issue 50).
///
/// The thread only reads and collects: lines wait in ``State`` until the key loop takes them (woken at once through
/// the wake-up closure), and are written to the copy then, on the main thread — so a reader that opens the copy sees
/// each line once, either in the file or as it arrives. A source that ends or goes wrong (a pipe closed, a file
/// truncated or deleted, a clipboard tool failing) is a new header line, never a crash; what was kept stays.
final class TextFollower: TextFeed, @unchecked Sendable {
    /// What the thread hands the key loop.
    private struct State {
        var lines: [String] = []
        var status: String
        var statusChanged = false
        var wake: (@Sendable () -> Void)?
    }

    let source: FollowedSource
    /// Strong: the copy the lines go to; `nil` when it could not be made (the header says so, and lines are shown).
    private let copy: KeptCopy?
    /// Why there is no copy, or why writing to it failed; said in the header with the feed's own line.
    private var copyProblem: String?
    /// Where a regular file was read to when following began (its lines before are the reader's first text).
    private let startOffset: Int
    /// The line begun at the end of a regular file when following began.
    private let startPartial: [UInt8]
    private let state: Mutex<State>
    /// Lines kept so far, for the header.
    private var keptLines = 0
    /// Bytes kept so far: a followed text stops at the most a text may be (``TextFile/limit``), as a paste does.
    private var keptBytes = 0
    /// Whether the text reached that limit: later lines are dropped.
    private var isFull = false

    /// How often a regular file is looked at for new bytes, truncation and deletion: 50 times a second, so a line
    /// written is on screen within about 20 ms (a `stat` each time costs nothing to notice).
    static let filePollInterval: Duration = .milliseconds(20)
    /// How often the clipboard tool is run.
    static let clipboardPollInterval: Duration = .milliseconds(250)

    /// - Parameters:
    ///   - initialBytes: what a regular file held when following began, shown first and written to the copy first.
    init(source: FollowedSource, copy: Result<KeptCopy, FollowError>, initialBytes: [UInt8]) {
        self.source = source
        self.copy = try? copy.get()
        if case .failure(let error) = copy { copyProblem = "not kept: \(error.description)" }
        let lastNewline = initialBytes.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        startOffset = initialBytes.count
        startPartial = Array(initialBytes[lastNewline...])
        state = Mutex(State(status: "following \(source.name)"))
        let whole = Array(initialBytes[..<lastNewline])
        keptBytes = whole.count
        keptLines = whole.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        if let kept = self.copy, !whole.isEmpty {
            do throws(FollowError) {
                try kept.append([String(decoding: whole.dropLast(), as: UTF8.self)])
            } catch {
                copyProblem = "not kept: \(error.description)"
            }
        }
    }

    /// Where the copy is, for the library's entry; `nil` when there is none.
    var copyPath: String? { copy?.path }

    // MARK: TextFeed

    func start(waking wake: @escaping @Sendable () -> Void) {
        state.withLock { $0.wake = wake }
        let thread = Thread { [self] in run() }
        thread.name = "kanji-tui follow"
        thread.start()
    }

    func takeArrivals() -> TextFeedArrivals {
        let (lines, status) = state.withLock { state -> ([String], String?) in
            defer {
                state.lines = []
                state.statusChanged = false
            }
            return (state.lines, state.statusChanged ? state.status : nil)
        }
        var taken: [String] = []
        for line in lines where !isFull {
            guard keptBytes + line.utf8.count + 1 <= TextFile.limit else {
                isFull = true
                report("the text reached \(TextFile.limitDescription), the most a text may be: later lines are not shown")
                break
            }
            keptBytes += line.utf8.count + 1
            taken.append(line)
        }
        if let copy, !taken.isEmpty {
            do throws(FollowError) { try copy.append(taken) } catch { copyProblem = "not kept: \(error.description)" }
        }
        keptLines += taken.count
        let full = isFull && taken.count < lines.count
        return TextFeedArrivals(lines: taken, status: full || status != nil || !taken.isEmpty ? self.status : nil)
    }

    var status: String { withCopyProblem(state.withLock { $0.status }) }

    // MARK: The thread

    private func run() {
        switch source {
        case .file(let path): followFile(path)
        case .fifo(let path): followFIFO(path)
        case .pipe(let descriptor): followPipe(descriptor)
        case .clipboard(let tool): followClipboard(tool)
        }
    }

    /// A regular file, from where it ended when following began: new bytes as they come; truncated, it is read again
    /// from its start; deleted, following ends (what was kept stays).
    private func followFile(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return report("\(source.name) cannot be read: \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var collector = LineCollector()
        _ = startPartial.withUnsafeBytes { collector.take($0) }
        var offset = startOffset
        while true {
            var status = stat()
            guard fstat(descriptor, &status) == 0 else { return report("\(source.name) cannot be read: \(String(cString: strerror(errno)))") }
            if status.st_nlink == 0 {
                if let last = collector.finish() { deliver([last]) }
                return report("\(source.name) was deleted: following stopped; what came is kept")
            }
            if Int(status.st_size) < offset {
                collector.reset()
                offset = 0
                report("\(source.name) was truncated: following it from its start again")
            }
            while Int(status.st_size) > offset {
                let read = readChunk(descriptor, at: offset)
                guard read.count > 0 else { break }
                offset += read.count
                deliver(read.withUnsafeBytes { collector.take($0) })
            }
            sleep(for: Self.filePollInterval)
        }
    }

    /// A FIFO: opened (waiting for a writer), read until the writer closes it, then opened again for the next.
    private func followFIFO(_ path: String) {
        var writers = 0
        while true {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return report("\(source.name) cannot be opened: \(String(cString: strerror(errno)))") }
            writers += 1
            if writers > 1 { report("following \(source.name) (a new writer)") }
            let ended = readUntilEnd(descriptor)
            close(descriptor)
            if let failure = ended { return report("reading \(source.name) failed: \(failure); what came is kept") }
            report("the writer closed \(source.name): waiting for the next one; what came is kept")
        }
    }

    /// The pipe on standard input: read until it closes; then following ends.
    private func followPipe(_ descriptor: Int32) {
        let ended = readUntilEnd(descriptor)
        close(descriptor)
        if let failure = ended { return report("reading standard input failed: \(failure); what came is kept") }
        report("the pipe closed: following stopped; what came is kept")
    }

    /// Reads `descriptor` until its end, delivering each line as it completes (the last, unended one at the end).
    /// - Returns: `nil` at the end of input, or the error that stopped it.
    private func readUntilEnd(_ descriptor: Int32) -> String? {
        var collector = LineCollector()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { return String(cString: strerror(errno)) }
            if count == 0 {
                if let last = collector.finish() { deliver([last]) }
                return nil
            }
            deliver(chunk.withUnsafeBytes { collector.take(UnsafeRawBufferPointer(rebasing: $0[..<count])) })
        }
    }

    /// The clipboard: each new text copied is lines at the end; what it held when following began is not.
    private func followClipboard(_ tool: ClipboardTool) {
        var last = try? tool.read().get()
        var failing = false
        while true {
            sleep(for: Self.clipboardPollInterval)
            switch tool.read() {
            case .success(let text):
                if failing { report("following the clipboard") }
                failing = false
                guard text != last else { continue }
                last = text
                let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map(String.init)
                let shown = lines.last == "" ? Array(lines.dropLast()) : lines
                if !shown.allSatisfy({ $0.allSatisfy(\.isWhitespace) }) { deliver(shown) }
            case .failure(let error):
                if !failing { report("the clipboard cannot be read: \(error.description)") }
                failing = true
            }
        }
    }

    // MARK: Handing on

    private func deliver(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        let wake = state.withLock { state in
            state.lines += lines
            return state.wake
        }
        wake?()
    }

    private func report(_ status: String) {
        let wake = state.withLock { state in
            state.status = status
            state.statusChanged = true
            return state.wake
        }
        wake?()
    }

    private func withCopyProblem(_ status: String) -> String {
        let lines = "\(keptLines) line\(keptLines == 1 ? "" : "s")"
        return [status, copyProblem ?? lines].joined(separator: " · ")
    }

    private func readChunk(_ descriptor: Int32, at offset: Int) -> [UInt8] {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
        return count > 0 ? Array(chunk[..<count]) : []
    }

    private func sleep(for duration: Duration) {
        let (seconds, attoseconds) = duration.components
        var time = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        var left = timespec()
        while nanosleep(&time, &left) != 0 && errno == EINTR { time = left }
    }
}
