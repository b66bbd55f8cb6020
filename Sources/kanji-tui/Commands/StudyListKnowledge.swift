import FSRS
import Segmentation
import UserData

/// Whether the study list says a word is known, for every word of the library at once: the cards of the study list
/// read in one query, each word's asked of a dictionary by its study key (headword and reading), where asking the
/// database once per distinct word of a 10 MB library (some 20,000) would cost most of `sentences --i1`'s second.
///
/// Known is ``WordKnowledge/isKnown`` of the word's first card — its recognition card, else the one kept first — as
/// the reader's header, `analyze` and the unknown-words list ask it (``UserDatabase/studyRow(for:)``).
struct StudyListKnowledge {
    private struct Key: Hashable {
        let headword: String
        let reading: String
    }

    /// Each kept word's first card.
    private let cards: [Key: StudyRow]

    /// Reads the study list of `database` (none: nothing is known).
    init(database: UserDatabase?) throws(UserDataError) {
        var cards: [Key: StudyRow] = [:]
        for row in try database?.studyRows() ?? [] where row.item.kind == .word {
            let key = Key(headword: row.item.key, reading: row.item.reading ?? "")
            if let kept = cards[key], Self.isFirst(kept, before: row) { continue }
            cards[key] = row
        }
        self.cards = cards
    }

    /// Whether `word` is known: the closure ``LibrarySentences`` asks.
    func isKnown(_ word: TextWord) -> Bool {
        WordKnowledge(card: cards[Key(headword: word.headword, reading: word.reading)]?.card).isKnown
    }

    /// Whether `row` comes before `other` as an item's first card: recognition first, then the one kept first.
    private static func isFirst(_ row: StudyRow, before other: StudyRow) -> Bool {
        let (isRecognition, otherIsRecognition) = (row.cardKind == .recognition, other.cardKind == .recognition)
        guard isRecognition == otherIsRecognition else { return isRecognition }
        return row.card.id < other.card.id
    }
}
