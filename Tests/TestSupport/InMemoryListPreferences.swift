import Browser
import KanjiKit

/// The list preferences in memory: the shape `DatabaseListPreferences` must match, for the view-model tests. A
/// second browser given the same object is the app started again on the same user database.
public final class InMemoryListPreferences: ListPreferences {
    /// What is remembered now.
    public private(set) var stored: KanjiListChoice
    /// How many times a filter or a sort was saved: what a test of "saved when chosen, not otherwise" counts.
    public private(set) var saves = 0
    /// The reason the next save fails with, or `nil`: a test of how a failed save is reported.
    public var nextWriteFailure: String?
    /// Where the browser was left, as saved when it quit.
    public private(set) var lastPlace: AppLink?
    /// Whether the browser opens at ``lastPlace`` (`kanji-tui resume on`).
    public var resumes = false

    public init(_ stored: KanjiListChoice = KanjiListChoice()) {
        self.stored = stored
    }

    public func kanjiList() -> KanjiListChoice { stored }

    public func saveKanjiListFilter(_ filter: KanjiFilterChoice) throws(ListPreferencesError) {
        try failIfAsked()
        stored.filter = filter
        saves += 1
    }

    public func saveKanjiListSort(_ sortKey: KanjiSortKey) throws(ListPreferencesError) {
        try failIfAsked()
        stored.sortKey = sortKey
        saves += 1
    }

    public func placeToResume() -> AppLink? { resumes ? lastPlace : nil }

    public func saveLastPlace(_ place: AppLink) throws(ListPreferencesError) {
        try failIfAsked()
        lastPlace = place
    }

    private func failIfAsked() throws(ListPreferencesError) {
        if let failure = nextWriteFailure {
            nextWriteFailure = nil
            throw ListPreferencesError(message: failure)
        }
    }
}
