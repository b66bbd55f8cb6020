import KanjiKit

/// What every kanji coordinator does with the study list: give its screens the marks, answer `a` and `u`.
extension BrowserCoordinator {
    /// The marks for this coordinator's screens.
    var studyMarks: StudyMarks {
        shared.studyMarks
    }

    /// Adds `item` to the study list, or takes it out if it is kept, and opens the undo window for it (``DeckUndo``):
    /// `u` right after takes a keep back (the card has no reviews), or puts a removed card back with its history.
    /// - Returns: the one-line confirmation for the screen ("日 added to study"), or the deck's reason it could not.
    func toggleKept(_ item: LookupItem) -> String {
        do throws(StudyDeckError) {
            if shared.study.contains(item) {
                guard let removed = try shared.writer.perform(.takeOff(item)) else { return "\(item.label) was not on the study list" }
                shared.deckUndo.record(.removed(removed))
                return "\(item.label) removed from study"
            }
            let result = try shared.writer.perform(.keep(item, context: nil))
            if case .kept = result { shared.deckUndo.record(.kept([item])) }
            return result.confirmation
        } catch {
            return "Not kept: \(error.message)"
        }
    }

    /// Keeps every one of `items` not kept yet, in their order, in one write; `u` right after takes those back off.
    /// - Returns: the one-line confirmation ("37 kanji kept for study (5 were already)"), or the deck's reason.
    func keepAll(_ items: [LookupItem]) -> String {
        let new = items.filter { !shared.study.contains($0) }
        do throws(StudyDeckError) {
            let added = try shared.writer.perform(.keepAll(items))
            shared.deckUndo.record(.kept(new))
            let already = items.count - added
            return "\(added) kept for study" + (already == 0 ? "" : " (\(already) already were)")
        } catch {
            return "Not kept: \(error.message)"
        }
    }

    /// `u` on a screen of this coordinator: takes back the deck change made on it just before (``DeckUndo``).
    /// - Returns: the notice line: what was undone, that there is nothing to undo, or why it could not be.
    func undoDeckChange() -> String {
        shared.deckUndo.undo(reading: shared.study, through: shared.writer)
    }
}
