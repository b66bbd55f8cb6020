import Segmentation

/// The Read library's sentence indexes in the browser (issue 47): what the i+1 screen lists and a word's page shows
/// "in your texts" from. Each text is indexed once per session — read back from `kanji-tui sentences`' cache
/// (``SentenceIndexCache``) when its bytes were indexed before, else segmented and kept there — and held here, by
/// its library entry, for every later screen.
///
/// The i+1 screen indexes one text per frame (``index(_:text:segmenter:)``), so a library never indexed shows its
/// first frame at once; a word's page only reads what is kept (``indexKept(_:text:)``), never segmenting.
///
/// Held by entry, not by the text's bytes: a file edited while the browser runs is listed as it was until the next
/// session (the cache, keyed by bytes, then indexes it again) — reading every text's bytes again each time the list
/// opens would cost what the cache saves.
///
/// Holds values and the cache's folder name: no coordinator or screen.
public final class LibrarySentenceIndexes {
    /// Gathers the indexes and keeps them in the cache.
    private var indexing: LibraryIndexing
    /// Where each entry's text is in `indexing.texts`, by its id; nil for one whose index is not kept (a word's
    /// page asked and none was), so it is not looked for again this session.
    private var places: [Int64: Int?] = [:]
    /// The library as last put together (``sentences(of:choices:shown:)``), with what it was made from.
    private var made: (ids: [Int64], choices: EntryChoices, sentences: LibrarySentences, entries: [ReadingEntry])?

    /// - Parameters:
    ///   - cache: where `kanji-tui sentences` keeps the indexes; nil keeps none (every text segmented once per session).
    ///   - segmenterStamp: ``SentenceIndexKey/segmenterStamp(dataDirectory:program:)``: the data the indexes were made with.
    public init(cache: SentenceIndexCache?, segmenterStamp: String) {
        indexing = LibraryIndexing(cache: cache, segmenterStamp: segmenterStamp)
    }

    /// The entries of `entries` whose index is not held yet: what the i+1 screen still has to index.
    public func unindexed(_ entries: [ReadingEntry]) -> [ReadingEntry] {
        entries.filter { places[$0.id] ?? nil == nil }
    }

    /// Indexes `entry`'s text, from the cache or by segmenting it (a novel: about a second).
    /// - Throws: why the text cannot be read, or the segmenter opened.
    public func index(_ entry: ReadingEntry, text: LibraryText, segmenter: () throws(SegmentationError) -> WordSegmenter) throws(SegmentationError) {
        guard places[entry.id] ?? nil == nil else { return }
        try indexing.add(text, segmenter: segmenter)
        places[entry.id] = indexing.texts.count - 1
    }

    /// Whether `entry`'s kept index was looked for this session already (found or not): ``indexKept(_:text:)`` would do
    /// nothing.
    public func looked(for entry: ReadingEntry) -> Bool {
        places[entry.id] != nil
    }

    /// Reads `entry`'s index from the cache when it is kept there, never segmenting: once per entry and session.
    public func indexKept(_ entry: ReadingEntry, text: () -> LibraryText) {
        guard places[entry.id] == nil else { return }
        let before = indexing.texts.count
        // A text not kept is not segmented here: the segmenter asked for is refused, and the text is left out.
        try? indexing.add(text()) { () throws(SegmentationError) in throw SegmentationError(message: "not indexed yet") }
        places[entry.id] = .some(indexing.texts.count > before ? before : nil)
    }

    /// Every text of the library indexed: the cache forgets the indexes of texts gone long enough.
    public func finish() {
        indexing.finish()
    }

    /// Why an index could not be kept in the cache (a full disk …), if one could not: the i+1 screen says it.
    public var cacheProblem: String? { indexing.cacheProblem }

    /// The library's sentences from the indexes held for `entries`, in their order, each word as `shown` makes it
    /// (the entries chosen with `e`); with the entries they are of, by ``LibrarySentences/Match/textIndex``. Made again
    /// only when the entries or the choices changed.
    public func sentences(of entries: [ReadingEntry], choices: EntryChoices,
                          shown: (TextWord) -> TextWord) -> (sentences: LibrarySentences, entries: [ReadingEntry]) {
        let held = entries.compactMap { entry in (places[entry.id] ?? nil).map { (entry, indexing.texts[$0]) } }
        let ids = held.map(\.0.id)
        if let made, made.ids == ids, made.choices == choices { return (made.sentences, made.entries) }
        let sentences = LibrarySentences(texts: held.map(\.1), shown: shown)
        made = (ids, choices, sentences, held.map(\.0))
        return (sentences, held.map(\.0))
    }
}
