import KanjiKit

/// A kanji list's filter as a store keeps it: every part of a ``KanjiFilter`` except the kanji "used in a common
/// word" lets through, which is a flag here. Those kanji are the dictionary's to say (`KanjiStore.kanjiWithCommonWords()`)
/// and change with it, so a store keeps the choice, never the 3,000 characters.
public struct KanjiFilterChoice: Sendable, Hashable {
    public var jlptLevels: Set<Int>
    public var oldJLPTLevels: Set<Int>
    public var grades: Set<KanjiGradeGroup>
    public var strokes: ClosedRange<Int>?
    public var hasCommonWords: Bool

    public init(jlptLevels: Set<Int> = [], oldJLPTLevels: Set<Int> = [], grades: Set<KanjiGradeGroup> = [],
                strokes: ClosedRange<Int>? = nil, hasCommonWords: Bool = false) {
        self.jlptLevels = jlptLevels
        self.oldJLPTLevels = oldJLPTLevels
        self.grades = grades
        self.strokes = strokes
        self.hasCommonWords = hasCommonWords
    }

    /// The choice behind `filter`.
    public init(_ filter: KanjiFilter) {
        self.init(jlptLevels: filter.jlptLevels, oldJLPTLevels: filter.oldJLPTLevels, grades: filter.grades,
                  strokes: filter.strokes, hasCommonWords: filter.kanjiWithCommonWords != nil)
    }

    /// The filter again, its "used in a common word" part made of `kanjiWithCommonWords` (asked for only when
    /// that part is chosen); when they cannot be read, that part is left out and the rest applies.
    public func filter(kanjiWithCommonWords: () throws -> Set<Unicode.Scalar>) -> KanjiFilter {
        KanjiFilter(jlptLevels: jlptLevels, oldJLPTLevels: oldJLPTLevels, grades: grades, strokes: strokes,
                    kanjiWithCommonWords: hasCommonWords ? try? kanjiWithCommonWords() : nil)
    }
}

/// A kanji list as the person left it: its filter and the sort key they chose with `s` (`nil`: none chosen, the
/// list's own order).
public struct KanjiListChoice: Sendable, Hashable {
    public var filter: KanjiFilterChoice
    public var sortKey: KanjiSortKey?

    public init(filter: KanjiFilterChoice = KanjiFilterChoice(), sortKey: KanjiSortKey? = nil) {
        self.filter = filter
        self.sortKey = sortKey
    }
}

/// Why a choice could not be remembered, in one line naming the file; the list itself keeps it for this run.
public struct ListPreferencesError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}

/// Where the browser remembers how the person left it — the Kanji tab's list with its filter and sort, and the place
/// it was on (the tab and the screens on its stack, as routes) — so it opens that way next time, as lazygit and a
/// jisho.org tab do; the place only when the person asked for it (`kanji-tui resume on`). The app gives the user database
/// (`DatabaseListPreferences`); tests give `InMemoryListPreferences` (TestSupport), the shape it must match.
///
/// Only the Kanji tab's list is remembered: a word's kanji and a component's kanji are lists of a few kanji the
/// person went to see whole, and a filter carried over from the big list would hide some of them without their
/// asking (see ``AllKanjiListCoordinator``).
public protocol ListPreferences: AnyObject {
    /// The Kanji tab's list as it was left: the defaults when it never was changed or cannot be read. A part the
    /// store holds but cannot read (a damaged file, a sort key of a later kanji-tui) is that part's default.
    func kanjiList() -> KanjiListChoice
    /// Remembers the Kanji tab's filter; its sort stays as remembered. Committed before it returns.
    func saveKanjiListFilter(_ filter: KanjiFilterChoice) throws(ListPreferencesError)
    /// Remembers the Kanji tab's sort key; its filter stays as remembered. Committed before it returns.
    func saveKanjiListSort(_ sortKey: KanjiSortKey) throws(ListPreferencesError)
    /// Where the browser opens when it is started on nothing: the place it was left (``AppLink/resumable``) when the
    /// person asked to resume there and one was saved and can be read, else `nil` (the Kanji tab, as always).
    func placeToResume() -> AppLink?
    /// Remembers where the browser was left; whether it resumes there stays as remembered. Committed before it returns.
    func saveLastPlace(_ place: AppLink) throws(ListPreferencesError)
}
