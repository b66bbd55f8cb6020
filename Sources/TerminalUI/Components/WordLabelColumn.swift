/// The label column of a word's lines ("Written", "Read", a sense's number, a kanji, "Pitch"): one width for the
/// word's page and for the reader's pane under a text, so a word's lines stand in the same columns in both.
enum WordLabelColumn {
    static let width = 9
}
