import FSRS
import GRDB

/// Which kinds of card the study list holds (schema v11): for the whole deck (`kanji-tui study config --card-kinds`)
/// and for one item (`kanji-tui study card-kinds ITEM --add/--remove`).
///
/// Switching a kind on gives every item it concerns a new card of that kind, due now — or, where the item had one
/// switched off before, takes that card out of suspension with its schedule and log. Switching a kind off suspends
/// its cards rather than deleting them, so no review is lost to a setting; their schedules wait for the kind to come
/// back. Leeches stay suspended either way: a leech is unsuspended by the learner (`!`), never by a setting.
extension UserDatabase {
    /// What a change of card kinds did.
    public struct CardKindChange: Sendable, Hashable {
        /// Cards made, new and due now.
        public var added = 0
        /// Cards of a kind switched back on, taken out of suspension.
        public var resumed = 0
        /// Cards of a kind switched off, suspended with their schedules and logs.
        public var suspended = 0

        public init(added: Int = 0, resumed: Int = 0, suspended: Int = 0) {
            self.added = added
            self.resumed = resumed
            self.suspended = suspended
        }
    }

    /// Stores the kinds of card the deck makes (`nil`: recognition alone) and brings every kept item in line in the
    /// same transaction: the kinds switched on are added or resumed, the kinds switched off suspended — except on an
    /// item none of the chosen kinds fits, which keeps its cards as they are.
    /// - Throws: `.badInput` for an empty list (nothing is written); otherwise a write failure.
    @discardableResult
    public func saveCardKinds(_ kinds: [CardKind]?, at now: Timestamp) throws(UserDataError) -> CardKindChange {
        if let kinds, kinds.isEmpty {
            throw UserDataError(.badInput, path: path, "a deck makes at least one kind of card")
        }
        let chosen = Set(kinds ?? CardKind.defaults)
        return try write { db in
            let stored = kinds.map { Set($0).sorted().map(\.rawValue).joined(separator: ",") }
            try db.execute(sql: """
                INSERT INTO study_settings (id, card_kinds) VALUES (1, ?)
                ON CONFLICT (id) DO UPDATE SET card_kinds = excluded.card_kinds
                """, arguments: [stored])
            let items = try Row.fetchAll(db, sql: "SELECT DISTINCT kind, key, reading FROM study_card").compactMap { row in
                RecordedItem.Kind(rawValue: row[0]).map { RecordedItem(kind: $0, key: row[1], reading: row[2]) }
            }
            var change = CardKindChange()
            for item in items {
                // An item none of the chosen kinds fits (a word, when only writing is chosen) keeps the cards it has,
                // as keeping it anew would give it a recognition card: it is never left with nothing to review.
                guard chosen.contains(where: { $0.fits(isKanji: item.kind == .kanji, key: item.key, reading: item.reading) }) else {
                    continue
                }
                change.add(try Self.setCardKinds(of: item, on: chosen, off: Set(CardKind.allCases).subtracting(chosen), at: now, in: db))
            }
            return change
        }
    }

    /// Switches kinds of card on and off for one kept item, in one transaction.
    /// - Throws: `.badInput` when `item` is not kept, or when the change would leave it no card to review; then
    ///   nothing is written.
    @discardableResult
    public func setCardKinds(of item: RecordedItem, on: Set<CardKind>, off: Set<CardKind>, at now: Timestamp) throws(UserDataError) -> CardKindChange {
        let outcome: Result<CardKindChange, UserDataError> = try write { db in
            let cards = try Self.studyRows(of: item, in: db)
            guard !cards.isEmpty else {
                return .failure(UserDataError(.badInput, path: path, "\(item.key) is not on the study list; keep it first (study add)"))
            }
            let active = cards.filter { !$0.setAside.isSuspended && !off.contains($0.cardKind) }.map(\.cardKind)
            guard !active.isEmpty || !on.isEmpty else {
                return .failure(UserDataError(.badInput, path: path,
                    "\(item.key) would have no card left to review; suspend it on the Study tab (!) or remove it (study remove) instead"))
            }
            return .success(try Self.setCardKinds(of: item, on: on, off: off, at: now, in: db))
        }
        return try outcome.get()
    }

    private static func setCardKinds(of item: RecordedItem, on: Set<CardKind>, off: Set<CardKind>, at now: Timestamp,
                                     in db: Database) throws -> CardKindChange {
        let cards = try studyRows(of: item, in: db)
        guard let first = cards.first else { return CardKindChange() }
        var change = CardKindChange()
        for kind in on.sorted() where kind.fits(isKanji: item.kind == .kanji, key: item.key, reading: item.reading) {
            if let card = cards.first(where: { $0.cardKind == kind }) {
                guard card.setAside.isSuspended, !card.setAside.isLeech else { continue }
                try db.execute(sql: "UPDATE study_card SET suspended = 0 WHERE id = ?", arguments: [card.card.id])
                change.resumed += 1
            } else {
                let keeping = StudyKeeping(item, sentence: first.sentence, frequencyRank: first.frequencyRank)
                _ = try insertNewCard(of: keeping, kind: kind, at: now, in: db)
                change.added += 1
            }
        }
        for card in cards where off.contains(card.cardKind) && !on.contains(card.cardKind) && !card.setAside.isSuspended {
            try db.execute(sql: "UPDATE study_card SET suspended = 1 WHERE id = ?", arguments: [card.card.id])
            change.suspended += 1
        }
        return change
    }
}

extension UserDatabase.CardKindChange {
    mutating func add(_ other: Self) {
        added += other.added
        resumed += other.resumed
        suspended += other.suspended
    }
}
