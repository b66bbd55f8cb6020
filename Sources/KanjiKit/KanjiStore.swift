/// The lookups every other layer asks for: one kanji, all kanji in order, a kanji's words, a word's kanji.
///
/// Reference type because the full list is parsed at most once and then shared by every screen that
/// shows it; everything else is answered by scanning the files' bytes on demand.
///
/// `Sendable` for real: its lazily built parts are each a ``ComputedOnce``, whose slot is behind a lock, so parallel
/// tests (or a background load) sharing one store cannot race on them.
public final class KanjiStore: Sendable {
    public let kanjiFile: KanjiFile
    /// Where the EDICT word list is (`words.edict`, or the user's `--edict` file).
    public let wordFilePath: String
    /// The EDICT word list, read on first use: only the "has common words" filter, a study card's back and
    /// `--edict` lookups ask for it, and reading all 2.1 MB of `words.edict` at every start cost each command
    /// ~1 ms and the browser 2 MB it rarely needed.
    private let openedWordFile: ComputedOnce<WordFile>
    /// Where `components.tsv` is; read only when the radical picker first asks.
    public let componentsPath: String?
    /// Where `kanji-search.bin` is; mapped on the first search.
    public let searchIndexPath: String?
    private let openedSearch = ComputedOnce<KanjiSearch>()
    private let parsedComponents = ComputedOnce<[KanjiComponent]>()
    /// Which kanji contain each component, once the radical picker has first asked.
    private let indexedComponents = ComputedOnce<ComponentIndex>()
    /// The full list and its index by character, once `allKanji()` has been asked for. Keyed by
    /// scalar, not `String`: Swift's string equality treats a CJK compatibility ideograph (神 U+FA19) as
    /// its unified twin (神 U+795E), and KANJIDIC2 lists 14 such pairs as distinct kanji.
    private let parsed = ComputedOnce<ParsedKanji>()
    /// The kanji of common words' headwords, once `kanjiWithCommonWords()` has been asked for.
    private let commonWordKanji = ComputedOnce<Set<Unicode.Scalar>>()

    /// Every kanji in order, and where each is by its one scalar.
    private struct ParsedKanji: Sendable {
        let ordered: [Kanji]
        let positionOfScalar: [Unicode.Scalar: Int]
    }

    public convenience init(kanjiFile: KanjiFile, wordFilePath: String, componentsPath: String? = nil, searchIndexPath: String? = nil) {
        self.init(kanjiFile: kanjiFile, wordFilePath: wordFilePath, openedWordFile: ComputedOnce(),
                  componentsPath: componentsPath, searchIndexPath: searchIndexPath)
    }

    /// A store over a word list already read (tests that share one).
    public convenience init(kanjiFile: KanjiFile, wordFile: WordFile) {
        self.init(kanjiFile: kanjiFile, wordFilePath: wordFile.file.path, openedWordFile: ComputedOnce(wordFile),
                  componentsPath: nil, searchIndexPath: nil)
    }

    private init(kanjiFile: KanjiFile, wordFilePath: String, openedWordFile: ComputedOnce<WordFile>,
                 componentsPath: String?, searchIndexPath: String?) {
        self.kanjiFile = kanjiFile
        self.wordFilePath = wordFilePath
        self.openedWordFile = openedWordFile
        self.componentsPath = componentsPath
        self.searchIndexPath = searchIndexPath
    }

    /// Opens `kanji.tsv` in `directory`; `words.edict` (or the EDICT at `edictPath` instead), `components.tsv`
    /// and `kanji-search.bin` are read from there when first needed. A file the user named with `edictPath` is
    /// read at once, so a wrong `--edict` is reported before anything else happens.
    public convenience init(directory: String, edictPath: String? = nil) throws(DatasetError) {
        try self.init(kanjiFile: KanjiFile(path: directory + "/kanji.tsv"),
                      wordFilePath: edictPath ?? directory + "/words.edict",
                      componentsPath: directory + "/components.tsv",
                      searchIndexPath: directory + "/" + KanjiSearchIndex.fileName)
        if edictPath != nil { _ = try wordFile() }
    }

    /// The EDICT word list, read and checked on first use.
    /// - Throws: `DatasetError` naming the file when it is missing, not EDICT or malformed.
    public func wordFile() throws(DatasetError) -> WordFile {
        try openedWordFile.value { () throws(DatasetError) in try WordFile(path: wordFilePath) }
    }

    // MARK: - Search

    /// The search over `kanji-search.bin`, mapped on first use.
    /// - Throws: `DatasetError` when there is no index, it is malformed, or it was made from another
    ///   `kanji.tsv` than this store's (its positions would name the wrong kanji).
    public func kanjiSearch() throws(DatasetError) -> KanjiSearch {
        try openedSearch.value { () throws(DatasetError) in
            guard let searchIndexPath else { throw DatasetError(file: KanjiSearchIndex.fileName, problem: "no search index was given") }
            let index = try KanjiSearchIndex(path: searchIndexPath)
            guard index.kanjiFileStamp == kanjiFile.stamp, index.count == kanjiFile.count else {
                throw DatasetError(file: searchIndexPath, problem: "made from another kanji.tsv than \(kanjiFile.file.path); regenerate both with 'make data'")
            }
            return KanjiSearch(index: index)
        }
    }

    /// The kanji matching `query`, best first, with the tier each matched at (see `KanjiSearch`).
    /// Parses only the matched kanji's lines until `allKanji()` has parsed them all.
    public func searchKanji(_ query: String) throws(DatasetError) -> [KanjiSearchMatch] {
        let search = try kanjiSearch()
        var matches: [KanjiSearchMatch] = []
        for hit in search.hits(query) {
            matches.append(KanjiSearchMatch(kanji: try kanji(atPosition: hit.position, in: search.index), tier: hit.tier))
        }
        return matches
    }

    /// The kanji at `position` of the standard order: from the parsed list, or its line alone.
    private func kanji(atPosition position: Int, in index: KanjiSearchIndex) throws(DatasetError) -> Kanji {
        if let parsed = parsed.value, parsed.ordered.indices.contains(position) { return parsed.ordered[position] }
        guard let offset = index.lineOffset(at: position) else {
            throw DatasetError(file: index.path, problem: "kanji \(position + 1) is missing or malformed; regenerate it with 'make data'")
        }
        return try kanjiFile.kanji(atLineStart: offset)
    }

    // MARK: - Components

    /// Every component with its stroke count, by strokes then code point, read on first use.
    public func components() throws(DatasetError) -> [KanjiComponent] {
        try parsedComponents.value { () throws(DatasetError) in
            guard let componentsPath else { throw DatasetError(file: "components.tsv", problem: "no components file was given") }
            return try ComponentFile.components(atPath: componentsPath)
        }
    }

    /// Every kanji indexed by its components, in `KanjiOrder.standard`; built on first use.
    public func componentIndex() throws(DatasetError) -> ComponentIndex {
        try indexedComponents.value { () throws(DatasetError) in ComponentIndex(try allKanji()) }
    }

    // MARK: - Kanji

    /// The kanji written `character`, or nil when the dataset does not have it.
    public func kanji(for character: String) throws(DatasetError) -> Kanji? {
        if let parsed = parsed.value {
            guard let scalar = Self.onlyScalar(of: character), let position = parsed.positionOfScalar[scalar] else { return nil }
            return parsed.ordered[position]
        }
        return try kanjiFile.kanji(for: character)
    }

    /// The kanji `filter` lets through, in `KanjiOrder.standard`: from the parsed list once there is one,
    /// else building only the kanji that pass (`KanjiFile.kanji(passing:)`), as a one-shot `list` wants.
    public func kanji(matching filter: KanjiFilter) throws(DatasetError) -> [Kanji] {
        if let parsed = parsed.value { return parsed.ordered.filter(filter.matches) }
        let passing = try kanjiFile.kanji(passing: filter)
        return KanjiOrder.isStandard(passing) ? passing : passing.sorted(by: KanjiOrder.standard)
    }

    /// Every kanji in `KanjiOrder.standard`, parsed on first use. The generator writes the file in that
    /// order, so this only checks it (a sort of 10,361 kanji would cost more than parsing them); a file
    /// in another order is sorted.
    public func allKanji() throws(DatasetError) -> [Kanji] {
        try parsed.value { () throws(DatasetError) in
            var ordered = try kanjiFile.allKanji()
            if !KanjiOrder.isStandard(ordered) {
                ordered.sort(by: KanjiOrder.standard)
            }
            var positions: [Unicode.Scalar: Int] = [:]
            positions.reserveCapacity(ordered.count)
            for (position, kanji) in ordered.enumerated() {
                if let scalar = Self.onlyScalar(of: kanji.character) { positions[scalar] = position }
            }
            return ParsedKanji(ordered: ordered, positionOfScalar: positions)
        }.ordered
    }

    /// The first `count` kanji in `KanjiOrder.standard` and how many there are in all, parsing only
    /// those (the list's first screen, drawn while the rest loads) until `allKanji()` has parsed them all.
    ///
    /// The generator writes the file in standard order, so its first lines are the list's start. A file
    /// that is not (edited by hand) is sorted by `allKanji()`, whose list then replaces this one; nil
    /// when even these first lines are out of order, or `KanjiFile.leadingKanji` gives none.
    public func leadingKanji(_ count: Int) -> (kanji: [Kanji], totalCount: Int)? {
        if let parsed = parsed.value { return (Array(parsed.ordered.prefix(count)), parsed.ordered.count) }
        guard let leading = kanjiFile.leadingKanji(count), KanjiOrder.isStandard(leading.kanji) else { return nil }
        return (leading.kanji, leading.declaredCount)
    }

    /// The first `count` kanji of the list `filter` lets through sorted by `key`, and how many it lets through,
    /// parsing only those (`KanjiFile.leadingKanji(_:passing:sortedBy:)`): the first screen of a list the person
    /// left filtered or sorted. Ties keep the file's order, the standard one in a generated file; a file edited
    /// out of order is put right when `allKanji()`'s list replaces this one. nil once every kanji is parsed (the
    /// whole list costs nothing then), for the radical order, and for a line that cannot be read.
    public func leadingKanji(_ count: Int, passing filter: KanjiFilter, sortedBy key: KanjiSortKey) -> (kanji: [Kanji], totalCount: Int)? {
        guard parsed.value == nil, let leading = kanjiFile.leadingKanji(count, passing: filter, sortedBy: key) else { return nil }
        return (leading.kanji, leading.passingCount)
    }

    /// The one scalar of a one-scalar string (every kanji literal is one).
    private static func onlyScalar(of character: String) -> Unicode.Scalar? {
        var scalars = character.unicodeScalars.makeIterator()
        guard let first = scalars.next(), scalars.next() == nil else { return nil }
        return first
    }

    // MARK: - Words

    /// Words whose headword contains `kanji`: common first, then shorter, then by reading.
    public func words(containing kanji: Kanji) throws(DatasetError) -> [Word] {
        try wordFile().words(containing: kanji.character)
    }

    /// The dictionary entries written `headword` (one per reading), possibly none.
    public func entries(for headword: String) throws(DatasetError) -> [Word] {
        try wordFile().entries(for: headword)
    }

    /// Every kanji written in a common word's headword, for the "has words" filter; the word file is
    /// scanned on first use only. Scalars, so compatibility ideographs stay distinct (see `WordFile`).
    public func kanjiWithCommonWords() throws(DatasetError) -> Set<Unicode.Scalar> {
        try commonWordKanji.value { () throws(DatasetError) in try wordFile().kanjiInCommonHeadwords() }
    }

    /// The kanji of `text` in order of first appearance, skipping kana, 々 and anything the dataset lacks.
    public func kanji(in text: String) throws(DatasetError) -> [Kanji] {
        var seen: Set<Character> = []
        var result: [Kanji] = []
        for character in text where Script.isIdeograph(character) && seen.insert(character).inserted {
            if let kanji = try kanji(for: String(character)) { result.append(kanji) }
        }
        return result
    }
}
