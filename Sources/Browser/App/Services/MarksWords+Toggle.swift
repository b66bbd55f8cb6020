import Segmentation

extension MarksWords where Self: PerformsUserWrites & UndoesDeckChanges {
    /// `K` or `I` on a word of a text (the reader, the unknown-words list): marks the word kept as `headword` read
    /// `reading` `mark`, or takes the mark off when it has that one already, and opens `u`'s window on the change.
    /// - Returns: the mark the word has now (nil: none) and the header's line saying so, or why it could not be
    ///   written (then nothing changed).
    func toggleMark(_ mark: WordKnowledge.Mark, headword: String, reading: String) -> (mark: WordKnowledge.Mark?, notice: String) {
        let current = wordMarks.mark(headword: headword, reading: reading)
        let wanted: WordKnowledge.Mark? = current == mark ? nil : mark
        do {
            let previous = try writer.perform(.markWord(headword: headword, reading: reading, mark: wanted))
            deckUndo.record(.marked(headword: headword, reading: reading, mark: wanted, previous: previous))
            let notice = switch wanted {
            case .known: "\(headword) marked known (u takes it back)"
            case .ignored: "\(headword) ignored: left out of every count (u takes it back)"
            case nil: "\(headword) unmarked"
            }
            return (wanted, notice)
        } catch {
            return (current, "Not marked: \(error.message)")
        }
    }
}
