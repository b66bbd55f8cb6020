/// Gathers the Read library's sentence indexes one text at a time (``LibraryText``): each taken from the cache when
/// the same bytes were indexed with the same data, else made — the text opened as the reader opens it and segmented
/// — and kept. `kanji-tui sentences` adds every text at once; the browser's i+1 screen adds one per frame, so its
/// first frame is drawn before a whole library is segmented (a novel: about a second).
public struct LibraryIndexing {
    /// The texts indexed so far, in the order added.
    public private(set) var texts: [LibrarySentences.Text] = []
    /// Why an index could not be kept (a full disk …): said once, the next count makes it again.
    public private(set) var cacheProblem: String?
    /// Where indexes are kept; nil (no home folder) makes every index each time.
    private let cache: SentenceIndexCache?
    /// ``SentenceIndexKey/segmenterStamp(dataDirectory:program:)``.
    private let segmenterStamp: String
    /// The keys of the texts added: the cache's files still in use.
    private var keys: Set<SentenceIndexKey> = []

    public init(cache: SentenceIndexCache?, segmenterStamp: String) {
        self.cache = cache
        self.segmenterStamp = segmenterStamp
    }

    /// Adds `text`'s index, kept or made.
    /// - Parameter segmenter: opened when a first text must be indexed (MeCab is not opened otherwise).
    /// - Throws: why the text cannot be read or opened (a file moved since it was read); nothing is added.
    public mutating func add(_ text: LibraryText, segmenter: () throws(SegmentationError) -> WordSegmenter) throws(SegmentationError) {
        let key = SentenceIndexKey(name: text.name, content: try text.content(), segmenterStamp: segmenterStamp)
        keys.insert(key)
        if let kept = cache?.index(for: key) {
            texts.append(.init(title: text.title, index: kept))
            return
        }
        let index = SentenceIndex(text: try text.open(), segmenter: try segmenter())
        if let problem = cache?.store(index, for: key) { cacheProblem = problem }
        texts.append(.init(title: text.title, index: index))
    }

    /// Every text added: the kept indexes no text named are deleted once unused long enough
    /// (``SentenceIndexCache/removeUnused(keeping:now:)``).
    public func finish() {
        cache?.removeUnused(keeping: keys)
    }
}
