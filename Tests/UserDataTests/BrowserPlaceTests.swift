import Foundation
import GRDB
import Testing
@testable import UserData

/// Schema v8: where the browser was left (`browser_place`) and whether it resumes there, written apart; a damaged
/// value reads as nothing saved and is never rewritten by reading.
@Suite struct BrowserPlaceTests {
    @Test func nothing_is_saved_at_first_and_the_place_and_the_setting_are_written_apart() throws {
        let directory = try TemporaryDirectory()
        let database = try UserDatabase.open(at: directory.file("user.sqlite"))
        #expect(try database.browserPlace() == nil)
        try database.saveBrowserPlace(tab: 2, routes: #"[{"wordSearch":{"_0":"*日*"}}]"#)
        #expect(try database.browserPlace() == BrowserPlaceRow(tab: 2, routes: #"[{"wordSearch":{"_0":"*日*"}}]"#, resumes: false))
        try database.setBrowserResumes(true)
        try database.saveBrowserPlace(tab: 1, routes: "[]")
        #expect(try UserDatabase.open(at: directory.file("user.sqlite")).browserPlace() == BrowserPlaceRow(tab: 1, routes: "[]", resumes: true),
                "a place saved later keeps the setting, and both last")
        try database.setBrowserResumes(false)
        #expect(try database.browserPlace() == BrowserPlaceRow(tab: 1, routes: "[]", resumes: false))
    }

    @Test func resuming_can_be_set_before_any_place_is_saved() throws {
        let directory = try TemporaryDirectory()
        let database = try UserDatabase.open(at: directory.file("user.sqlite"))
        try database.setBrowserResumes(true)
        #expect(try database.browserPlace() == BrowserPlaceRow(tab: nil, routes: nil, resumes: true))
    }

    @Test func a_tab_below_one_is_refused_and_nothing_is_written() throws {
        let directory = try TemporaryDirectory()
        let database = try UserDatabase.open(at: directory.file("user.sqlite"))
        #expect(throws: UserDataError.self) { try database.saveBrowserPlace(tab: 0, routes: "[]") }
        #expect(try database.browserPlace() == nil)
    }

    @Test func a_damaged_row_reads_as_nothing_saved_and_stays_as_it_is() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("user.sqlite")
        try UserDatabase.open(at: path).saveBrowserPlace(tab: 3, routes: "[]")
        try KanjiListViewTests.damage(path, "UPDATE browser_place SET tab = 'three', resumes = 'yes'")
        #expect(try UserDatabase.open(at: path).browserPlace() == BrowserPlaceRow(tab: nil, routes: nil, resumes: false))
        let stored = try DatabaseQueue(path: path).read { db in try String.fetchOne(db, sql: "SELECT tab FROM browser_place") }
        #expect(stored == "three", "reading repaired nothing")
    }
}
