import GRDB

/// Where the person left the browser (`browser_place`, schema v8): written when the browser quits, read when it
/// opens, and the setting that says whether it opens there (`kanji-tui resume on`). The place and the setting are
/// written apart, so saving a place never turns resuming on or off.
extension UserDatabase {
    /// The saved place and setting, or `nil` when neither was ever written. A value of the wrong type (a damaged
    /// file) reads as nothing saved there; the row is not touched.
    public func browserPlace() throws(UserDataError) -> BrowserPlaceRow? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT tab, routes, resumes FROM browser_place WHERE id = 1").map { row in
                let tab = Int.fromDatabaseValue(row["tab"])
                let routes = String.fromDatabaseValue(row["routes"])
                let resumes = Int.fromDatabaseValue(row["resumes"])
                return BrowserPlaceRow(tab: routes == nil ? nil : tab, routes: tab == nil ? nil : routes, resumes: resumes == 1)
            }
        }
    }

    /// Stores where the browser was left; whether it resumes there stays as stored.
    /// - Throws: `.badInput` for a tab number below 1 (nothing is written); otherwise a write failure.
    public func saveBrowserPlace(tab: Int, routes: String) throws(UserDataError) {
        guard tab >= 1 else { throw UserDataError(.badInput, path: path, "a tab is numbered from 1, not \(tab)") }
        try write { db in
            try db.execute(sql: """
                INSERT INTO browser_place (id, tab, routes) VALUES (1, ?, ?)
                ON CONFLICT (id) DO UPDATE SET tab = excluded.tab, routes = excluded.routes
                """, arguments: [tab, routes])
        }
    }

    /// Stores whether the browser opens where it was left; the place stays as stored.
    public func setBrowserResumes(_ resumes: Bool) throws(UserDataError) {
        try write { db in
            try db.execute(sql: """
                INSERT INTO browser_place (id, resumes) VALUES (1, ?)
                ON CONFLICT (id) DO UPDATE SET resumes = excluded.resumes
                """, arguments: [resumes ? 1 : 0])
        }
    }
}
