import GRDB

/// How the person left a kanji list (`kanji_list_view`, schema v7): read when the browser opens, written when they
/// change the list's filter or sort. The filter and the sort are written apart, so choosing one never rewrites the
/// other: a part the file holds that this program cannot read stays in the file as it is until that part is chosen
/// again.
extension UserDatabase {
    /// The list `list` as it was left, or `nil` when it never was changed. A part that does not read as this program
    /// writes it (a damaged file: a level out of range, a backwards stroke range, a value of the wrong type) is that
    /// part's default; the row is not touched.
    public func kanjiListView(_ list: String) throws(UserDataError) -> KanjiListViewRow? {
        try read { db in
            try Row.fetchOne(db, sql: """
                SELECT jlpt_levels, old_jlpt_levels, grades, strokes_from, strokes_to, has_common_words, sort_key
                FROM kanji_list_view WHERE list = ?
                """, arguments: [list]).map(Self.kanjiListView)
        }
    }

    /// Stores the filter of list `list`; its sort stays as stored.
    /// - Throws: `.badInput` for a list name or a value the table does not take (nothing is written); otherwise a
    ///   write failure.
    public func saveKanjiListFilter(_ filter: KanjiListFilterRow, of list: String) throws(UserDataError) {
        try checkListName(list)
        let outOfRange = filter.jlptLevels.subtracting(KanjiListFilterRow.jlptRange).union(
            filter.oldJLPTLevels.subtracting(KanjiListFilterRow.oldJLPTRange)).union(filter.grades.subtracting(KanjiListFilterRow.gradeNumbers))
        if !outOfRange.isEmpty || (filter.strokes?.lowerBound ?? 1) < 1 {
            throw UserDataError(.badInput, path: path, "a kanji list's filter holds JLPT levels 1–5, old levels 1–4, grades 1–6, 8, 9 and strokes from 1, not \(filter)")
        }
        try write { db in
            try db.execute(sql: """
                INSERT INTO kanji_list_view (list, jlpt_levels, old_jlpt_levels, grades, strokes_from, strokes_to, has_common_words)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (list) DO UPDATE SET jlpt_levels = excluded.jlpt_levels, old_jlpt_levels = excluded.old_jlpt_levels,
                    grades = excluded.grades, strokes_from = excluded.strokes_from, strokes_to = excluded.strokes_to,
                    has_common_words = excluded.has_common_words
                """, arguments: [list, Self.digits(filter.jlptLevels.sorted(by: >)), Self.digits(filter.oldJLPTLevels.sorted(by: >)),
                                 Self.digits(filter.grades.sorted()), filter.strokes?.lowerBound, filter.strokes?.upperBound,
                                 filter.hasCommonWords ? 1 : 0])
        }
    }

    /// Stores the sort key (its name) chosen for list `list`; its filter stays as stored.
    /// - Throws: `.badInput` for a name that is not lowercase letters (nothing is written); otherwise a write failure.
    public func saveKanjiListSort(_ sortKey: String, of list: String) throws(UserDataError) {
        try checkListName(list)
        guard Self.isLowercaseName(sortKey) else {
            throw UserDataError(.badInput, path: path, "a sort key is named in lowercase letters, not '\(sortKey)'")
        }
        try write { db in
            try db.execute(sql: """
                INSERT INTO kanji_list_view (list, sort_key) VALUES (?, ?)
                ON CONFLICT (list) DO UPDATE SET sort_key = excluded.sort_key
                """, arguments: [list, sortKey])
        }
    }

    // MARK: - Private

    private func checkListName(_ list: String) throws(UserDataError) {
        guard Self.isLowercaseName(list) else {
            throw UserDataError(.badInput, path: path, "a kanji list is named in lowercase letters, not '\(list)'")
        }
    }

    private static func isLowercaseName(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) }
    }

    private static func digits(_ values: [Int]) -> String {
        values.map(String.init).joined()
    }

    /// A row, each part read on its own; what does not read is that part's default.
    private static func kanjiListView(_ row: Row) -> KanjiListViewRow {
        let from = Int.fromDatabaseValue(row["strokes_from"])
        let to = Int.fromDatabaseValue(row["strokes_to"])
        let strokes: ClosedRange<Int>? = if let from, let to, from >= 1, from <= to { from...to } else { nil }
        let filter = KanjiListFilterRow(
            jlptLevels: levels(row["jlpt_levels"], allowed: Set(KanjiListFilterRow.jlptRange)),
            oldJLPTLevels: levels(row["old_jlpt_levels"], allowed: Set(KanjiListFilterRow.oldJLPTRange)),
            grades: levels(row["grades"], allowed: KanjiListFilterRow.gradeNumbers),
            strokes: strokes,
            hasCommonWords: Int.fromDatabaseValue(row["has_common_words"]) == 1)
        let sortKey = String.fromDatabaseValue(row["sort_key"]).flatMap { isLowercaseName($0) ? $0 : nil }
        return KanjiListViewRow(filter: filter, sortKey: sortKey)
    }

    /// The digits of `value` when each is one of `allowed`; none (the part's default) when any is not.
    private static func levels(_ value: DatabaseValue, allowed: Set<Int>) -> Set<Int> {
        guard let text = String.fromDatabaseValue(value) else { return [] }
        let numbers = text.map { $0.isASCII ? $0.wholeNumberValue : nil }
        guard numbers.allSatisfy({ $0.map(allowed.contains) == true }) else { return [] }
        return Set(numbers.compactMap { $0 })
    }
}
