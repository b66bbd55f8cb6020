/// The shape `study export --json` writes (`StudyExport`, `StudyCardReport`), as `study import` reads it back: every
/// key the import needs is required, so a file missing one is refused naming it. Keys it does not need (`id`, the
/// export's `scheduler`, a review's `id`) are not read.
extension StudyJSONImport {
    /// What is read first, so another file (or another version of the export) is refused for that, not for a key.
    struct ExportedHeader: Decodable {
        let format: String?
        let version: Int?
    }

    struct ExportedFile: Decodable {
        let cards: [ExportedCard]
    }

    struct ExportedCard: Decodable {
        let kind: String
        let key: String
        let reading: String?
        let cardKind: String
        let addedAt: String
        let state: String
        let step: Int?
        let stability: Double?
        let difficulty: Double?
        let due: String
        let lastReview: String?
        let sentence: ExportedSentence?
        let source: String?
        let frequencyRank: Int?
        let suspended: Bool
        let buriedUntil: String?
        let leech: Bool
        let reviews: [ExportedReview]

        enum CodingKeys: String, CodingKey {
            case kind, key, reading, cardKind = "card_kind", addedAt = "added_at", state, step, stability, difficulty, due
            case lastReview = "last_review", sentence, source, frequencyRank = "frequency_rank", suspended, buriedUntil = "buried_until"
            case leech, reviews
        }
    }

    /// `before + word + after` is the sentence, the word marked.
    struct ExportedSentence: Decodable {
        let before: String
        let word: String
        let after: String
    }

    struct ExportedReview: Decodable {
        let reviewedAt: String
        let rating: Int
        let stateBefore: String
        let stateAfter: String

        enum CodingKeys: String, CodingKey {
            case reviewedAt = "reviewed_at", rating, stateBefore = "state_before", stateAfter = "state_after"
        }
    }
}
