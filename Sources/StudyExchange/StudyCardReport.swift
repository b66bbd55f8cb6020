import FSRS
import Foundation
import UserData

/// The JSON shape of one card, shared by `study list --json` (without `reviews`) and `study export --json`
/// (with them). Times are ISO 8601 in UTC to the second; `null` where there is no value yet. The README's
/// "Study export" section documents every key.
public struct StudyCardReport: Encodable {
    public let row: StudyRow
    /// The card's grades in the order they were saved; `nil` leaves the key out (the list).
    public let reviews: [StudyReviewRow]?

    public init(row: StudyRow, reviews: [StudyReviewRow]?) {
        self.row = row
        self.reviews = reviews
    }

    enum CodingKeys: String, CodingKey {
        case id, kind, key, reading, cardKind = "card_kind", addedAt = "added_at", state, step, stability, difficulty, due
        case lastReview = "last_review", sentence, source, frequencyRank = "frequency_rank", suspended, buriedUntil = "buried_until"
        case leech, reviews
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let card = row.card
        try container.encode(card.id, forKey: .id)
        try container.encode(row.item.kind.rawValue, forKey: .kind)
        try container.encode(row.item.key, forKey: .key)
        try container.encode(row.item.reading, forKey: .reading)
        try container.encode(row.cardKind.rawValue, forKey: .cardKind)
        try container.encode(Self.time(row.addedAt), forKey: .addedAt)
        try container.encode(Self.name(card.state), forKey: .state)
        try container.encode(Self.step(of: card), forKey: .step)
        try container.encode(card.stability, forKey: .stability)
        try container.encode(card.difficulty, forKey: .difficulty)
        try container.encode(Self.time(card.due), forKey: .due)
        try container.encode(card.lastReview.map(Self.time), forKey: .lastReview)
        try container.encode(row.sentence.map(Sentence.init), forKey: .sentence)
        try container.encode(row.sentence?.source, forKey: .source)
        try container.encode(row.frequencyRank, forKey: .frequencyRank)
        try container.encode(row.setAside.isSuspended, forKey: .suspended)
        try container.encode(row.setAside.buriedUntil.map(Self.time), forKey: .buriedUntil)
        try container.encode(row.setAside.isLeech, forKey: .leech)
        if let reviews {
            try container.encode(reviews.map(Review.init), forKey: .reviews)
        }
    }

    /// The sentence a word was kept from, split around the word (so no offsets need counting in another
    /// language's string units): `before + word + after` is the sentence.
    public struct Sentence: Encodable {
        let before: String
        let word: String
        let after: String

        init(_ sentence: StudySentence) {
            let parts = sentence.parts
            (before, word, after) = (String(parts.before), String(parts.word), String(parts.after))
        }
    }

    /// The learning or relearning step the card is in: none for a new card (the scheduler starts it at 0, but it
    /// has taken no step yet, as the help says) or a review card.
    public static func step(of card: Card) -> Int? {
        card.state == .new ? nil : card.step
    }

    /// One grade: `rating` is FSRS's number (1 Again, 2 Hard, 3 Good, 4 Easy).
    public struct Review: Encodable {
        let id: Int64
        let reviewedAt: String
        let rating: Int
        let stateBefore: String
        let stateAfter: String

        init(_ row: StudyReviewRow) {
            id = row.id
            reviewedAt = StudyCardReport.time(row.log.reviewedAt)
            rating = row.log.rating.rawValue
            stateBefore = StudyCardReport.name(row.log.stateBefore)
            stateAfter = StudyCardReport.name(row.log.stateAfter)
        }

        enum CodingKeys: String, CodingKey {
            case id, reviewedAt = "reviewed_at", rating, stateBefore = "state_before", stateAfter = "state_after"
        }
    }

    /// new, learning, review or relearning.
    public static func name(_ state: CardState) -> String {
        switch state {
        case .new: "new"
        case .learning: "learning"
        case .review: "review"
        case .relearning: "relearning"
        }
    }

    /// 2027-01-15T08:00:00Z.
    public static func time(_ timestamp: Timestamp) -> String {
        ISO8601UTC.text(secondsSince1970: timestamp.secondsSince1970)
    }
}
