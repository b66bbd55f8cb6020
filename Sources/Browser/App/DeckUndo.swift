/// The one change to the deck that `u` can take back now (issue 34: "every change to the deck can be undone with
/// `u` right after, on the screen where it was made"), shared by the whole app through ``BrowserServices``.
///
/// One level, as the review's own undo: each change a screen makes replaces the last (``record(_:)``), so any other
/// change ends the window; and the window ends when the person leaves the screen — any change of any tab's stack
/// (``TabNavigator``) or another tab shown (``ApplicationCoordinator``) calls ``end()`` —, so `u` on a screen
/// can only take back what was done on that screen, while it stayed on top.
///
/// A class, held strongly by the services every coordinator shares; it holds only a value.
public final class DeckUndo {
    /// The change `u` would take back, or `nil` when there is none.
    private var change: DeckChange?

    public init() {}

    /// `change` was just made on the screen on top: `u` takes it back, until the next change or the screen is left.
    func record(_ change: DeckChange) {
        self.change = change
    }

    /// The window closed: the screen was left, or something changed the deck that `u` does not take back.
    func end() {
        change = nil
    }

    /// `u`: takes the change back, reading `deck` and writing through `writer`, and closes the window, which stays
    /// open when the deck could not (a write failure: the person may try again).
    /// - Returns: the notice line: what was undone, "Nothing to undo here", or why it could not be.
    func undo(reading deck: StudyDeck, through writer: UserWriter) -> String {
        guard let change else {
            return "Nothing to undo here: u takes back the last keep, removal or setting made on this screen"
        }
        do throws(StudyDeckError) {
            let notice = try change.undo(reading: deck, through: writer)
            self.change = nil
            return notice
        } catch {
            return "Not undone: \(error.message)"
        }
    }
}
