import Foundation
import Browser
import KanjiKit
import Testing
import UserData
import UserDataStores

/// The Kanji tab's filter and sort on a real user database: they come back through a new connection, a sort key
/// this program does not know reads as none and stays in the file, and a file that cannot be used costs nothing.
@MainActor @Suite final class DatabaseListPreferencesTests {
    let directory: URL
    let path: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("DatabaseListPreferencesTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent("user.sqlite").path
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    private func preferences() -> DatabaseListPreferences {
        DatabaseListPreferences(opened: Result { () throws(UserDataError) in try UserDatabase.open(at: path) })
    }

    @Test func a_choice_comes_back_through_a_new_connection() throws {
        #expect(preferences().kanjiList() == KanjiListChoice(), "nothing chosen yet")
        let filter = KanjiFilterChoice(jlptLevels: [5], oldJLPTLevels: [3], grades: [.grade1, .secondary, .jinmeiyo], strokes: 2...9,
                                       hasCommonWords: true)
        let first = preferences()
        try first.saveKanjiListFilter(filter)
        try first.saveKanjiListSort(.codePoint)
        #expect(preferences().kanjiList() == KanjiListChoice(filter: filter, sortKey: .codePoint))
    }

    @Test func a_sort_key_of_a_later_kanji_tui_reads_as_none_and_stays_in_the_file() throws {
        try UserDatabase.open(at: path).saveKanjiListSort("meaning", of: "kanji")
        let store = preferences()
        #expect(store.kanjiList().sortKey == nil)
        try store.saveKanjiListFilter(KanjiFilterChoice(jlptLevels: [4]))
        #expect(try UserDatabase.open(at: path).kanjiListView("kanji")?.sortKey == "meaning", "until the person sorts again")
        #expect(preferences().kanjiList() == KanjiListChoice(filter: KanjiFilterChoice(jlptLevels: [4])))
    }

    @Test func the_place_left_comes_back_when_resuming_is_on_and_a_place_this_program_cannot_read_is_none() throws {
        let place = AppLink(tab: .words, routes: [.wordSearch("*日*"), .wordDetail(rank: 42), .kanjiOfWord(rank: 42), .kanjiDetail("日")])
        try preferences().saveLastPlace(place)
        #expect(preferences().placeToResume() == nil, "off until `kanji-tui resume on`")
        try UserDatabase.open(at: path).setBrowserResumes(true)
        #expect(preferences().placeToResume() == place)
        try UserDatabase.open(at: path).saveBrowserPlace(tab: 1, routes: #"[{"pitchAccent":{"_0":"箸"}}]"#)
        #expect(preferences().placeToResume() == nil, "a later kanji-tui's route: the browser opens as usual")
        #expect(try UserDatabase.open(at: path).browserPlace()?.routes == #"[{"pitchAccent":{"_0":"箸"}}]"#, "and the row stays")
        try UserDatabase.open(at: path).saveBrowserPlace(tab: 9, routes: "[]")
        #expect(preferences().placeToResume() == nil, "no tab 9")
    }

    @Test func a_file_that_cannot_be_opened_gives_the_defaults_and_saves_nothing_without_a_word() throws {
        #expect(FileManager.default.createFile(atPath: path, contents: Data("not a database".utf8)))
        let store = preferences()
        #expect(store.kanjiList() == KanjiListChoice())
        try store.saveKanjiListSort(.strokes) // the first frame already said the file cannot be used
        #expect(FileManager.default.contents(atPath: path) == Data("not a database".utf8))
    }
}
