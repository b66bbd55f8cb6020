/// Reads the library of texts: the texts read before, where the reading is in each, and the dictionary entries
/// chosen for ambiguous words. Adding, reopening and removing a text are user writes (``PerformsUserWrites``);
/// remembering a position is an effect (``SchedulesEffects``).
public protocol ReadsTheLibrary {
    /// The texts read before (the user database in the app).
    var library: ReadingLibrary { get }
}

extension BrowserServices: ReadsTheLibrary {}
