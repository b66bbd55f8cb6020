/// Which side of a kept item a card asks for, as an Anki note's card templates do: each kind is a card of its own,
/// scheduled by FSRS on its own, so knowing 日本 when it is shown says nothing about writing it from its meaning.
///
/// It lives beside the scheduler because every layer that holds cards names it: the user database (a column of
/// the card), the browser (the review card's front) and the Anki exchange (a template's `ord`).
public enum CardKind: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    /// The item → its meaning and reading: 日本 → Japan, にほん. What every kept item had before card kinds.
    case recognition
    /// The meaning and reading → the item: "Japan", にほん → 日本; for a kanji, its meanings and readings → 日.
    case production
    /// The spelling → its reading: 日本 → にほん; for a kanji, 日 → ニチ, ひ. A word written in kana alone has none.
    case reading
    /// The meaning and readings → the kanji written from memory, stroke by stroke on the canvas (issue 35). A kanji's
    /// card only: a word is written kanji by kanji, each kept for itself.
    case writing

    /// The kinds a deck makes when the learner has chosen none: recognition alone, as kanji-tui did before.
    public static let defaults: [CardKind] = [.recognition]

    /// The card's template number in kanji-tui's Anki note types (`ord`): recognition is the first template, so an
    /// export from before card kinds updates the same cards.
    public var templateOrder: Int {
        switch self {
        case .recognition: 0
        case .production: 1
        case .reading: 2
        case .writing: 3
        }
    }

    /// The kind whose template number is `order`, or `nil` for one kanji-tui's note types do not have.
    public init?(templateOrder order: Int) {
        guard let kind = Self.allCases.first(where: { $0.templateOrder == order }) else { return nil }
        self = kind
    }

    public static func < (lhs: CardKind, rhs: CardKind) -> Bool {
        lhs.templateOrder < rhs.templateOrder
    }

    /// Whether an item written `key` (a kanji when `isKanji`) has a card of this kind: a reading card needs something
    /// to read, so a word written in kana alone (すし, ありがとう) has none; a writing card is a kanji's; recognition and
    /// production fit every item.
    public func fits(isKanji: Bool, key: String, reading: String?) -> Bool {
        switch self {
        case .recognition, .production:
            true
        case .reading:
            isKanji || reading.map { $0 != key } ?? true
        case .writing:
            isKanji
        }
    }

    /// The kinds named in `text`, comma-separated ("recognition,production"), in their template order, each once.
    /// - Returns: the kinds, or the first name that is no kind (an empty name for an empty list).
    public static func list(parsing text: String) -> Result<[CardKind], CardKindListError> {
        var kinds = Set<CardKind>()
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = String(name.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
            guard let kind = CardKind(rawValue: trimmed.lowercased()) else {
                return .failure(CardKindListError(name: trimmed))
            }
            kinds.insert(kind)
        }
        return .success(kinds.sorted())
    }
}

/// A card-kind list with a name that is no card kind.
public struct CardKindListError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The name that is no kind, empty for an empty list.
    public let name: String

    public init(name: String) {
        self.name = name
    }

    public var description: String {
        let known = CardKind.allCases.map(\.rawValue).joined(separator: ", ")
        return name.isEmpty ? "a card kind list names at least one of \(known)"
            : "'\(name)' is not a card kind (the kinds are \(known))"
    }
}
