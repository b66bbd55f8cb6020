import Segmentation

/// A text's words as the reader of it counted them, handed to the list of its unknown words (`v`) so the list is made
/// without segmenting the text again (1.8 s for a 250 KB book in a debug build): the text, its words counted to the
/// end, and the entries the learner chose for words in it, some perhaps not saved yet.
struct CountedText {
    let text: ReadingText
    let tally: WordTally
    let choices: EntryChoices
    /// Tells the reader the study list changed (a word kept from the list), so its colours and header ask again; the
    /// closure holds the reader weakly.
    let studyListChanged: () -> Void
}
