/// Keeps the study list: the kept kanji and words with their schedules, reviews and settings, read here; every
/// change to it goes through ``PerformsUserWrites``. What marks a row as kept, counts a list, colours a text's
/// words by how well they are known, and starts a review reads it.
public protocol KeepsCards {
    /// The study deck (the user database in the app), which can put back a card it took off (`u`).
    var study: BrowserStudyDeck { get }
}

extension BrowserServices: KeepsCards {}

extension KeepsCards {
    /// The marks a screen shows on its kept rows.
    var studyMarks: StudyMarks {
        StudyMarks(deck: study)
    }
}
