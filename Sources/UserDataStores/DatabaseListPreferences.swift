import Browser
import Foundation
import KanjiKit
import UserData

/// How the person left the browser, on the user database: the Kanji tab's list (`kanji_list_view`, its row 'kanji'),
/// read once when the browser opens and written when they change the filter or the sort; and the place it was left
/// (`browser_place`), written when it quits, with the tab's number and the routes as JSON (`AppLink`'s own coding).
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

    /// The saved place when resuming is on; a place that does not decode (a route of a later kanji-tui, a damaged
    /// row) or names no tab of this one is no place: the browser opens as usual and the row stays as it is.
    public func placeToResume() -> AppLink? {
        guard let row = try? database?.browserPlace(), row.resumes, let number = row.tab, let tab = AppTab(rawValue: number),
              let routes = row.routes.flatMap({ try? JSONDecoder().decode([AppRoute].self, from: Data($0.utf8)) }) else { return nil }
        return AppLink(tab: tab, routes: routes)
    }

    public func saveLastPlace(_ place: AppLink) throws(ListPreferencesError) {
        let routes: String
        do {
            routes = String(decoding: try Self.encoder.encode(place.routes), as: UTF8.self)
        } catch {
            throw ListPreferencesError(message: "the place cannot be written down: \(error)")
        }
        try write { (database) throws(UserDataError) in try database.saveBrowserPlace(tab: place.tab.rawValue, routes: routes) }
    }

    /// Sorted keys: the same place is the same text, readable with `sqlite3`.
    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
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
