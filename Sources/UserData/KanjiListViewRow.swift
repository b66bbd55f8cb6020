/// A kanji list's filter as the file keeps it (`kanji_list_view`, schema v7): plain numbers and a flag, each part
/// read on its own, so a part that does not read (a damaged file) is its default and the others still hold.
public struct KanjiListFilterRow: Sendable, Hashable {
    /// Modern N-levels, 1…5.
    public var jlptLevels: Set<Int>
    /// Pre-2010 levels, 1…4.
    public var oldJLPTLevels: Set<Int>
    /// KANJIDIC2's grade numbers of the groups chosen: 1…6, 8 (secondary), 9 (jinmeiyō).
    public var grades: Set<Int>
    /// The stroke range, `nil` for every stroke count.
    public var strokes: ClosedRange<Int>?
    /// "Used in a common word": the kanji it lets through come from the dictionary, not from the file.
    public var hasCommonWords: Bool

    public init(jlptLevels: Set<Int> = [], oldJLPTLevels: Set<Int> = [], grades: Set<Int> = [], strokes: ClosedRange<Int>? = nil,
                hasCommonWords: Bool = false) {
        self.jlptLevels = jlptLevels
        self.oldJLPTLevels = oldJLPTLevels
        self.grades = grades
        self.strokes = strokes
        self.hasCommonWords = hasCommonWords
    }

    /// The values each part may hold; the table's CHECKs say the same.
    static let jlptRange = 1...5
    static let oldJLPTRange = 1...4
    static let gradeNumbers: Set<Int> = [1, 2, 3, 4, 5, 6, 8, 9]
}

/// A kanji list as the person left it: its filter and the sort key chosen with `s`.
public struct KanjiListViewRow: Sendable, Hashable {
    public var filter: KanjiListFilterRow
    /// The name of the sort key chosen (`KanjiSortKey`'s raw value), `nil` when none was. The file may hold a name
    /// this program does not know (a later kanji-tui's key): the caller reads it as no choice.
    public var sortKey: String?

    public init(filter: KanjiListFilterRow = KanjiListFilterRow(), sortKey: String? = nil) {
        self.filter = filter
        self.sortKey = sortKey
    }
}
