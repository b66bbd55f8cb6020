/// The entries chosen with `e`/`E` in each text read while the app runs, so a text left and opened again (from the
/// Read list, or by `kanji-tui read` of the same file in this run) shows the words as the learner chose them.
///
/// Only for the app's run: keeping choices across restarts needs a table in the user database, left for a later
/// schema version (issue 32). Holds only values, so sharing it from ``BrowserServices`` makes no cycle.
public final class ReaderEntryChoiceMemory {
    /// The choices of each text, by its ``ReadingEntry/id`` in the library.
    private var choices: [Int64: ReaderEntryChoices] = [:]

    public init() {}

    /// The choices made in `entry`'s text, none if it was not read in this run.
    func choices(of entry: ReadingEntry) -> ReaderEntryChoices {
        choices[entry.id] ?? ReaderEntryChoices()
    }

    /// Remembers the choices made in `entry`'s text.
    func remember(_ made: ReaderEntryChoices, of entry: ReadingEntry) {
        choices[entry.id] = made.isEmpty ? nil : made
    }
}
