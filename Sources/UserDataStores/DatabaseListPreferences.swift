import Browser
import KanjiKit
import UserData

/// How the person left the Kanji tab's list, on the user database (`kanji_list_view`, its row 'kanji'): read once
/// when the browser opens, written when they change the filter or the sort.
///
/// A database that cannot be opened or written does not stop the browser: the list opens as it comes and is
/// filtered and sorted as usual, only not remembered; the first failed write is said in the header (the app's
/// effects report it) and nothing more is tried this session. A stored part this program cannot read is its
/// default on screen and stays in the file as it is: the filter and the sort are written apart, each only when the
/// person chooses it.
public final class DatabaseListPreferences: ListPreferences {
    /// The row of the Kanji tab's list.
    static let kanjiTabList = "kanji"

    /// Strong: the connection lives as long as the browser. `nil` when the file could not be opened or a write failed.
    private var database: UserDatabase?

    public init(opened: Result<UserDatabase, UserDataError>) {
        database = try? opened.get()
    }

    public func kanjiList() -> KanjiListChoice {
        guard let row = try? database?.kanjiListView(Self.kanjiTabList) else { return KanjiListChoice() }
        let filter = row.filter
        return KanjiListChoice(
            filter: KanjiFilterChoice(jlptLevels: filter.jlptLevels, oldJLPTLevels: filter.oldJLPTLevels,
                                      grades: Set(filter.grades.compactMap(KanjiGradeGroup.init(rawValue:))),
                                      strokes: filter.strokes, hasCommonWords: filter.hasCommonWords),
            sortKey: row.sortKey.flatMap(KanjiSortKey.init(rawValue:)))
    }

    public func saveKanjiListFilter(_ filter: KanjiFilterChoice) throws(ListPreferencesError) {
        let row = KanjiListFilterRow(jlptLevels: filter.jlptLevels, oldJLPTLevels: filter.oldJLPTLevels,
                                     grades: Set(filter.grades.map(\.rawValue)), strokes: filter.strokes,
                                     hasCommonWords: filter.hasCommonWords)
        try write { (database) throws(UserDataError) in try database.saveKanjiListFilter(row, of: Self.kanjiTabList) }
    }

    public func saveKanjiListSort(_ sortKey: KanjiSortKey) throws(ListPreferencesError) {
        try write { (database) throws(UserDataError) in try database.saveKanjiListSort(sortKey.rawValue, of: Self.kanjiTabList) }
    }

    // MARK: Private

    /// Runs one committed write; a failure says why once and stops writing for the rest of the run (a file that
    /// failed is not written again by us). Without a database — it could not be opened, and the first frame said
    /// so — nothing is written and nothing more is said.
    private func write(_ body: (UserDatabase) throws(UserDataError) -> Void) throws(ListPreferencesError) {
        guard let database else { return }
        do {
            try body(database)
        } catch {
            self.database = nil
            throw ListPreferencesError(message: error.message)
        }
    }
}
