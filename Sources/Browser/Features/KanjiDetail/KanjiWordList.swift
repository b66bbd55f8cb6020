import KanjiKit

/// The words of a kanji's detail in the order shown — group by group, the groups in the order of their best word,
/// each group by rank and cut after ``cap`` words with a row that opens the rest — then one row that opens every
/// word written with the kanji in the word search: made once, when the detail's words are read, from the decoded
/// words, which are then let go.
///
/// Issue 22: under 日 the ひ group alone (日々, 土曜日, 朝日 …, 47 rows) filled two pages before 日本, 今日 and 明日.
/// Cut to their best few, the groups of a kanji's common readings all begin on the first page.
///
/// A value of arrays, so a screen built from it shares them rather than copying each word: making a detail
/// costs the same whatever its number of words.
public struct KanjiWordList: Sendable, Hashable {
    /// One row of the list.
    public enum Row: Sendable, Hashable {
        /// A word: Enter opens its detail.
        case word(KanjiWordRow)
        /// "… 42 more read ひ": the rest of group `group` (its position among the groups); Enter shows them here.
        case more(group: Int, count: Int)
        /// The last row: every word written with the kanji (`count` of them in JMdict), most common first, in the
        /// word search (`*日*`); only where the detail lists fewer than that.
        case everyWord(count: Int)
    }

    /// How many words a group shows before its "more" row: the top words of a kanji (`WordDictionary.topWords`,
    /// the five the review card and the Anki card list) are each among the first five of their group, so the
    /// detail shows all of them without a key.
    public static let cap = 5

    /// The rows in the order shown.
    public let rows: [Row]
    /// The reading each group uses (`nil`: the words whose reading of the kanji cannot be told), keyed by the
    /// position of the group's first row in ``rows``.
    private let groupStarts: [Int: String?]
    /// Every group's reading and word rows, uncut: what a "more" row opens.
    private let groups: [Group]
    /// The groups shown whole.
    private let opened: Set<Int>
    /// How many words JMdict writes with the kanji, shown or not.
    public let totalCount: Int

    private struct Group: Sendable, Hashable {
        let reading: String?
        let words: [KanjiWordRow]
    }

    /// No words: a kanji JMdict writes no word with, or words that could not be read.
    public static let empty = KanjiWordList(groups: [])

    /// - Parameters:
    ///   - groups: the kanji's words grouped by the reading they use (`KanjiWordGroup.groups`, best group first);
    ///     empty groups are skipped.
    ///   - totalCount: how many words JMdict writes with the kanji; when more than the groups hold, the list ends
    ///     with a row that opens them all. Defaults to the words given.
    public init(groups: [KanjiWordGroup], totalCount: Int? = nil) {
        let kept = groups.filter { !$0.words.isEmpty }.map { Group(reading: $0.reading, words: $0.words.map(KanjiWordRow.init)) }
        self.init(groups: kept, opened: [], totalCount: totalCount ?? kept.reduce(0) { $0 + $1.words.count })
    }

    private init(groups: [Group], opened: Set<Int>, totalCount: Int) {
        var rows: [Row] = []
        var starts: [Int: String?] = [:]
        for (position, group) in groups.enumerated() {
            starts[rows.count] = group.reading
            let shown = opened.contains(position) ? group.words.count : min(Self.cap, group.words.count)
            rows += group.words.prefix(shown).map(Row.word)
            if shown < group.words.count { rows.append(.more(group: position, count: group.words.count - shown)) }
        }
        let listed = groups.reduce(0) { $0 + $1.words.count }
        if totalCount > listed { rows.append(.everyWord(count: totalCount)) }
        self.rows = rows
        self.groupStarts = starts
        self.groups = groups
        self.opened = opened
        self.totalCount = totalCount
    }

    /// The same list with group `group` shown whole (its "more" row gives way to the rest of its words).
    public func opening(group: Int) -> KanjiWordList {
        KanjiWordList(groups: groups, opened: opened.union([group]), totalCount: totalCount)
    }

    /// The word rows alone, in the order shown.
    public var words: [KanjiWordRow] {
        rows.compactMap { if case .word(let word) = $0 { word } else { nil } }
    }

    /// The reading of group `group` (nil for the words whose reading of the kanji cannot be told).
    public func reading(ofGroup group: Int) -> String? {
        groups.indices.contains(group) ? groups[group].reading : nil
    }

    /// Where a group starts at row `index`: `.some` of its reading (itself `nil` for the words whose reading of the
    /// kanji cannot be told); `nil` inside a group.
    public func groupReading(startingAt index: Int) -> String?? {
        groupStarts[index]
    }
}
