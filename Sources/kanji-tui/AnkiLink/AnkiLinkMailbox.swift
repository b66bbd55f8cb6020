import Browser
import Synchronization
import UserData

/// What the link's thread learns, waiting for the key loop: lines to show once, what Anki said of each word asked
/// about (by the database's item: the browser's own is the main actor's), and how much work is on its way. Shared by the main actor and the link's thread, behind one lock.
final class AnkiLinkMailbox: Sendable {
    private struct Contents {
        var reports: [String] = []
        var presence: [RecordedItem: AnkiPresence] = [:]
        var pending = 0
        /// Whether a line or an answer came since the key loop last looked.
        var changed = false
    }

    private let contents = Mutex(Contents())

    func post(_ line: String) {
        contents.withLock {
            $0.reports.append(line)
            $0.changed = true
        }
    }

    /// The lines not shown yet, oldest first, on one line.
    func takeReport() -> String? {
        contents.withLock { contents in
            defer { contents.reports = [] }
            return contents.reports.isEmpty ? nil : contents.reports.joined(separator: "; ")
        }
    }

    func presence(of item: RecordedItem) -> AnkiPresence? { contents.withLock { $0.presence[item] } }

    func setPresence(_ presence: AnkiPresence?, of item: RecordedItem) {
        contents.withLock {
            $0.presence[item] = presence
            $0.changed = true
        }
    }

    /// Whether anything came since the last call.
    func takeChange() -> Bool {
        contents.withLock { contents in
            defer { contents.changed = false }
            return contents.changed
        }
    }

    /// Counts a piece of work started on the link's thread; ``finish()`` counts it done.
    func start() { contents.withLock { $0.pending += 1 } }

    func finish() { contents.withLock { $0.pending -= 1 } }

    /// Whether work is on its way, or a line or an answer waits to be shown.
    var isBusy: Bool { contents.withLock { $0.pending > 0 || !$0.reports.isEmpty || $0.changed } }
}
