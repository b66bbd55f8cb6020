import GRDB

/// The entries chosen for words read, for every text (`entry_choice`, schema v12): read whole when a text opens or
/// `analyze` runs (a learner corrects some hundreds of words, not a dictionary), written word by word when the reader
/// is left, so two programs on one file overwrite only the words each changed.
extension UserDatabase {
    /// Every entry chosen, by dictionary form, then surface.
    public func entryChoices() throws(UserDataError) -> [EntryChoiceRow] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT dictionary_form, surface, sequence FROM entry_choice ORDER BY dictionary_form, surface").map { row in
                EntryChoiceRow(dictionaryForm: row["dictionary_form"], surface: row["surface"], sequence: row["sequence"])
            }
        }
    }

    /// Makes each of `chosen` its word's entry (replacing one chosen before) and takes back the choices of `cleared`
    /// (each a dictionary form and a surface), in one transaction. A choice without a word or an entry is refused, and
    /// nothing is written.
    public func saveEntryChoices(chosen: [EntryChoiceRow], cleared: [(dictionaryForm: String, surface: String)]) throws(UserDataError) {
        if let bad = chosen.first(where: { $0.dictionaryForm.isEmpty || $0.surface.isEmpty || $0.sequence <= 0 }) {
            throw UserDataError(.badInput, path: path, "an entry choice needs a word and a JMdict sequence number, not \(bad)")
        }
        try write { db in
            let delete = try db.cachedStatement(sql: "DELETE FROM entry_choice WHERE dictionary_form = ? AND surface = ?")
            for word in cleared {
                try delete.execute(arguments: [word.dictionaryForm, word.surface])
            }
            let upsert = try db.cachedStatement(sql: """
                INSERT INTO entry_choice (dictionary_form, surface, sequence) VALUES (?, ?, ?)
                ON CONFLICT (dictionary_form, surface) DO UPDATE SET sequence = excluded.sequence
                """)
            for choice in chosen {
                try upsert.execute(arguments: [choice.dictionaryForm, choice.surface, choice.sequence])
            }
        }
    }
}
