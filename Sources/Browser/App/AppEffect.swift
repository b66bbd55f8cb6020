import KanjiKit
import Segmentation

/// Work a coordinator asks for that the person does not wait for: it runs after the frame that answers their key
/// is drawn (``KanjiBrowser/performEffects()``), so a slow disk never delays the screen. A write that frame shows
/// (a keep, a grade, a setting) cannot wait, and goes the other way, before it: a ``UserWrite`` run by the
/// services' ``UserWriter``.
public enum AppEffect: Equatable {
    /// Record in the history that `item` was opened.
    case record(LookupItem)
    /// Remember the Kanji tab's filter for the next run (``ListPreferences``).
    case rememberKanjiListFilter(KanjiFilterChoice)
    /// Remember the Kanji tab's sort key for the next run.
    case rememberKanjiListSort(KanjiSortKey)
    /// Remember where the reading of `entry` is (the reader left, its tab hidden, the app quitting).
    case rememberReadingPosition(Int, of: ReadingEntry)
    /// Remember the entries chosen with `e`/`E` and taken back, for every text (the reader left after a choice changed).
    case rememberEntryChoices(EntryChoices.Changes)
    /// Remember where the browser was left, to open there next time if the person resumes (the app quitting).
    case rememberPlace(AppLink)
}

/// The effects scheduled while a key was handled, in order; the app drains them after drawing.
///
/// Owned by the app's ``BrowserServices`` (a class, so every coordinator schedules into the same queue); it holds
/// only values.
public final class EffectQueue {
    private var pending: [AppEffect] = []

    public init() {}

    /// Whether anything waits to run.
    public var isEmpty: Bool { pending.isEmpty }

    /// Adds `effect` after those already scheduled.
    func schedule(_ effect: AppEffect) {
        pending.append(effect)
    }

    /// Hands over everything scheduled so far and empties the queue.
    func drain() -> [AppEffect] {
        defer { pending.removeAll() }
        return pending
    }
}
