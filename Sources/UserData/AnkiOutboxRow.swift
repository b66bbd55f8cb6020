import FSRS

/// One note in the queue to the running Anki (`anki_outbox`, schema v14), as stored: the note itself is JSON the
/// database does not read (StudyExchange's `AnkiLinkNote`).
public struct AnkiOutboxRow: Sendable, Equatable {
    public let id: Int64
    /// What messages call it: "食べる (たべる)".
    public let label: String
    /// The note as JSON.
    public let note: String
    public let queuedAt: Timestamp
    /// How many times sending it failed.
    public let attempts: Int
    /// The last failure's message, for `anki send` and `anki status` to repeat.
    public let lastError: String?
}

/// How a queued note reached Anki.
public enum AnkiDelivery: String, Sendable {
    /// Anki added it.
    case added
    /// Anki had the note already (kept twice, or sent before a crash that left it marked waiting): not added again.
    case present
}
