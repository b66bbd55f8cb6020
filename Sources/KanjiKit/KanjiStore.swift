/// The lookups every other layer asks for: one kanji, all kanji in order, a kanji's words, a word's kanji.
///
/// Reference type because the full list is parsed at most once and then shared by every screen that
/// shows it; everything else is answered by scanning the files' bytes on demand.
public final class KanjiStore: @unchecked Sendable {
    // @unchecked: the lazily parsed list is written once, from the thread that first asks for it;
    // the app and the CLI only ever use a store from one thread.
    public let kanjiFile: KanjiFile
    public let wordFile: WordFile
    /// Where `components.tsv` is; read only when the radical picker first asks.
    public let componentsPath: String?
    private var parsedComponents: [KanjiComponent]?
    /// The full list and its index by character, once `allKanji()` has been asked for.
    private var parsed: (ordered: [Kanji], byCharacter: [String: Kanji])?

    public init(kanjiFile: KanjiFile, wordFile: WordFile, componentsPath: String? = nil) {
        self.kanjiFile = kanjiFile
        self.wordFile = wordFile
        self.componentsPath = componentsPath
    }

    /// Opens `kanji.tsv` and `words.edict` in `directory`, or the EDICT at `edictPath` instead;
    /// `components.tsv` is read from there too, when first needed.
    public convenience init(directory: String, edictPath: String? = nil) throws(DatasetError) {
        try self.init(kanjiFile: KanjiFile(path: directory + "/kanji.tsv"),
                      wordFile: WordFile(path: edictPath ?? directory + "/words.edict"),
                      componentsPath: directory + "/components.tsv")
    }

    // MARK: - Components

    /// Every component with its stroke count, by strokes then code point, read on first use.
    public func components() throws(DatasetError) -> [KanjiComponent] {
        if let parsedComponents { return parsedComponents }
        guard let componentsPath else { throw DatasetError(file: "components.tsv", problem: "no components file was given") }
        let components = try ComponentFile.components(atPath: componentsPath)
        parsedComponents = components
        return components
    }

    // MARK: - Kanji

    /// The kanji written `character`, or nil when the dataset does not have it.
    public func kanji(for character: String) throws(DatasetError) -> Kanji? {
        if let parsed { return parsed.byCharacter[character] }
        return try kanjiFile.kanji(for: character)
    }

    /// Every kanji in `KanjiOrder.standard`, parsed on first use.
    public func allKanji() throws(DatasetError) -> [Kanji] {
        if let parsed { return parsed.ordered }
        let ordered = try kanjiFile.allKanji().sorted(by: KanjiOrder.standard)
        parsed = (ordered, Dictionary(ordered.map { ($0.character, $0) }, uniquingKeysWith: { first, _ in first }))
        return ordered
    }

    // MARK: - Words

    /// Words whose headword contains `kanji`: common first, then shorter, then by reading.
    public func words(containing kanji: Kanji) throws(DatasetError) -> [Word] {
        try wordFile.words(containing: kanji.character)
    }

    /// The dictionary entries written `headword` (one per reading), possibly none.
    public func entries(for headword: String) throws(DatasetError) -> [Word] {
        try wordFile.entries(for: headword)
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
