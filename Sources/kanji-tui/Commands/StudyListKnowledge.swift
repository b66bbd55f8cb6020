import FSRS
import Segmentation
import UserData

/// Whether the study list says a word is known, for every word of the library at once: the cards of the study list
/// read in one query, each word's asked of a dictionary by its study key (headword and reading), where asking the
/// database once per distinct word of a 10 MB library (some 20,000) would cost most of `sentences --i1`'s second.
///
/// Known is ``WordKnowledge`` of the word's first card — its recognition card, else the one kept first — and of its
/// mark (issue 47: marked known, or ignored), as the reader's header, `analyze` and the unknown-words list ask it
/// (``UserDatabase/studyRow(for:)``); the marks are read in one query too.
struct StudyListKnowledge {
    private struct Key: Hashable {
        let headword: String
        let reading: String
    }

    /// Each kept word's first card.
    private let cards: [Key: StudyRow]
    /// Each marked word's mark.
    private let marks: [Key: WordKnowledge.Mark]

    /// Reads the study list and the word marks of `database` (none: nothing is known).
    init(database: UserDatabase?) throws(UserDataError) {
        var cards: [Key: StudyRow] = [:]
        for row in try database?.studyRows() ?? [] where row.item.kind == .word {
            let key = Key(headword: row.item.key, reading: row.item.reading ?? "")
            if let kept = cards[key], Self.isFirst(kept, before: row) { continue }
            cards[key] = row
        }
        self.cards = cards
        var marks: [Key: WordKnowledge.Mark] = [:]
        for row in try database?.wordMarks(nil) ?? [] {
            marks[Key(headword: row.key.word, reading: row.key.reading)] = switch row.mark {
            case .known: .known
            case .ignored: .ignored
            }
        }
        self.marks = marks
    }

    /// Whether `word` is no word to learn — known (mature, or marked known) or ignored —: the closure
    /// ``LibrarySentences`` asks, so an ignored word is never a sentence's one unknown word nor a word to learn next.
    func isKnown(_ word: TextWord) -> Bool {
        let key = Key(headword: word.headword, reading: word.reading)
        return !WordKnowledge(card: cards[key]?.card, mark: marks[key]).countsAsUnknown
    }

    /// Whether `row` comes before `other` as an item's first card: recognition first, then the one kept first.
    private static func isFirst(_ row: StudyRow, before other: StudyRow) -> Bool {
        let (isRecognition, otherIsRecognition) = (row.cardKind == .recognition, other.cardKind == .recognition)
        guard isRecognition == otherIsRecognition else { return isRecognition }
        return row.card.id < other.card.id
    }
}
