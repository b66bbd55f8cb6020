import Segmentation

/// The Read library's texts a screen over the whole library (the i+1 sentences, the words to learn next) still has
/// to index before it can list anything: one text per frame (``indexNext(with:)``), each read back from
/// `kanji-tui sentences`' cache when its bytes were indexed before, else segmented and kept there — so the screen's
/// first frame is drawn at once, and a library indexed once (this session or by the command) lists at once.
struct LibraryIndexQueue {
    /// The library's texts, last opened first (the Read tab's order, as `kanji-tui sentences` reads them).
    let entries: [ReadingEntry]
    /// How many texts there were to index when the screen opened.
    let total: Int
    /// The texts left to index, next first.
    private var pending: [ReadingEntry]
    /// What could not be done (a text not read, an index not kept), and why: said once the list is shown.
    private var leftOut: [String] = []

    /// The library's texts, and those of them whose index the session does not hold yet.
    init(services: some ReadsTheLibrary & IndexesTheLibrary) {
        entries = services.library.entries(offset: 0, limit: services.library.count())
        pending = services.sentenceIndexes.unindexed(entries)
        total = pending.count
    }

    /// Whether every text is indexed: the list can be made.
    var isDone: Bool { pending.isEmpty }

    /// How many of ``total`` are indexed.
    var indexed: Int { total - pending.count }

    /// Indexes the next text left (from the cache, or segmented); after the last, lets the cache forget the
    /// indexes of texts gone long enough. A text that cannot be read is left out, and said by ``leftOutNotice``.
    mutating func indexNext(with services: some ReadsTheLibrary & IndexesTheLibrary & SegmentsText) {
        guard !pending.isEmpty else { return }
        let entry = pending.removeFirst()
        do throws(SegmentationError) {
            try services.sentenceIndexes.index(entry, text: services.libraryText(of: entry)) { () throws(SegmentationError) in
                try services.segmenter.segmenter.get()
            }
        } catch {
            leftOut.append("\(entry.title) is left out: \(error.message)")
        }
        if pending.isEmpty {
            if let problem = services.sentenceIndexes.cacheProblem { leftOut.append(problem + "; the texts are indexed again next session") }
            services.sentenceIndexes.finish()
        }
    }

    /// The header's line about what was left out, the first problem and how many more; nil when nothing was.
    var leftOutNotice: String? {
        leftOut.first.map { first in leftOut.count == 1 ? first : "\(first) (and \(leftOut.count - 1) more)" }
    }
}
