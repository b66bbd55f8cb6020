import Browser
import UserData

/// `u` after `a` on the user database: the card's rows are read in the transaction that deletes them and inserted
/// back whole in one (`UserDatabase.takeOffStudy(_:)`, `restoreStudy(_:)`).
extension DatabaseStudyDeck: StudyDeckRestoring {
    public func takeOff(_ item: LookupItem) throws(StudyDeckError) -> RemovedCard? {
        let database = try restorable()
        let snapshot: StudyCardSnapshot?
        do {
            snapshot = try database.takeOffStudy(RecordedItem(item))
        } catch {
            throw StudyDeckError(message: error.message)
        }
        keptAnswers[item] = false
        return snapshot.map { RemovedCard(item: item, reviewCount: $0.reviewCount, contents: $0) }
    }

    public func putBack(_ removed: RemovedCard) throws(StudyDeckError) {
        let database = try restorable()
        guard let snapshot = removed.contents as? StudyCardSnapshot else {
            throw StudyDeckError(message: "\(removed.item.label) was taken off another study list; it cannot be put back in \(database.path)")
        }
        do {
            try database.restoreStudy(snapshot)
        } catch {
            throw StudyDeckError(message: error.message)
        }
        keptAnswers[removed.item] = true
    }

    /// The database, or the reason nothing can be kept.
    private func restorable() throws(StudyDeckError) -> UserDatabase {
        guard let database else { throw StudyDeckError(message: problem ?? "no user database") }
        return database
    }
}
