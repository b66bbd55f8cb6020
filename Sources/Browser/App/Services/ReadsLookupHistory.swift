/// Reads the history of what was opened, for the History tab's list. Recording an opening is an effect
/// (``SchedulesEffects``) and forgetting one a user write (``PerformsUserWrites``): this reads only.
public protocol ReadsLookupHistory {
    /// Where opened kanji and words are recorded (the user database in the app).
    var history: LookupHistory { get }
}

extension BrowserServices: ReadsLookupHistory {}
