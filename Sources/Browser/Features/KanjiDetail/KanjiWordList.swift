import KanjiKit

/// The words of a kanji's detail in the order shown — group by group, each group by rank — with where each group
/// starts: made once, when the detail's words are read, from the decoded words, which are then let go.
///
/// A value of two arrays, so a screen built from it shares them rather than copying each word: making a detail
/// costs the same whatever its number of words.
public struct KanjiWordList: Sendable, Hashable {
    /// The rows in the order shown.
    public let rows: [KanjiWordRow]
    /// The reading each group uses (`nil`: the words whose reading of the kanji cannot be told), keyed by the
    /// position of the group's first row in ``rows``.
    private let groupStarts: [Int: String?]

    /// No words: a kanji JMdict writes no word with, or words that could not be read.
    public static let empty = KanjiWordList(groups: [])

    /// - Parameter groups: the kanji's words grouped by the reading they use (`KanjiWordGroup.groups`); empty
    ///   groups are skipped.
    public init(groups: [KanjiWordGroup]) {
        var rows: [KanjiWordRow] = []
        var starts: [Int: String?] = [:]
        for group in groups where !group.words.isEmpty {
            starts[rows.count] = group.reading
            rows += group.words.map(KanjiWordRow.init)
        }
        self.rows = rows
        self.groupStarts = starts
    }

    /// Where a group starts at row `index`: `.some` of its reading (itself `nil` for the words whose reading of the
    /// kanji cannot be told); `nil` inside a group.
    public func groupReading(startingAt index: Int) -> String?? {
        groupStarts[index]
    }
}
