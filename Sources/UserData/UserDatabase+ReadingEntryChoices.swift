import GRDB

/// The entries chosen for words of the Read tab's texts: read whole when a text opens (a learner corrects a few words
/// of a text, not thousands), replaced whole when it is left.
extension UserDatabase {
    /// The entries chosen for words of text `id`, in a stable order; none for a text that is gone.
    public func readingEntryChoices(ofText id: Int64) throws(UserDataError) -> [ReadingEntryChoiceRow] {
        try read { db in
            try Row.fetchAll(db, sql: """
                SELECT dictionary_form, surface, sequence FROM reading_entry_choice WHERE text_id = ?
                ORDER BY dictionary_form, surface
                """, arguments: [id]).map { row in
                ReadingEntryChoiceRow(dictionaryForm: row["dictionary_form"], surface: row["surface"], sequence: row["sequence"])
            }
        }
    }

    /// Replaces the entries chosen for words of text `id` with `choices`, in one transaction. A text taken out of the
    /// library meanwhile (by another instance) keeps nothing, and that is no error: there is nothing left to correct.
    public func saveReadingEntryChoices(_ choices: [ReadingEntryChoiceRow], ofText id: Int64) throws(UserDataError) {
        if let bad = choices.first(where: { $0.dictionaryForm.isEmpty || $0.surface.isEmpty || $0.sequence <= 0 }) {
            throw UserDataError(.badInput, path: path, "an entry choice needs a word and a JMdict sequence number, not \(bad)")
        }
        try write { db in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM reading_text WHERE id = ?", arguments: [id]) != nil else { return }
            try db.execute(sql: "DELETE FROM reading_entry_choice WHERE text_id = ?", arguments: [id])
            let insert = try db.cachedStatement(sql: """
                INSERT INTO reading_entry_choice (text_id, dictionary_form, surface, sequence) VALUES (?, ?, ?, ?)
                """)
            for choice in choices {
                try insert.execute(arguments: [id, choice.dictionaryForm, choice.surface, choice.sequence])
            }
        }
    }
}
