import Segmentation

/// Keeps the learner's word marks (issue 47): the words marked known or ignored without studying them, which every
/// count of a text reads beside the study list, so the reader's header, its colours, `n`/`N` and `v` count as
/// `analyze` does.
public protocol MarksWords {
    /// The marks (the user database in the app).
    var wordMarks: WordMarkStore { get }
}

extension BrowserServices: MarksWords {}

extension MarksWords where Self: KeepsCards {
    /// What the study list and the learner's marks say of `word`: its card's state, as Anki and FSRS name it, unless
    /// the learner marked it known or ignored (``WordKnowledge/init(card:mark:)``).
    func knowledge(of word: TextWord) -> WordKnowledge {
        WordKnowledge(card: study.card(for: .word(headword: word.headword, reading: word.reading))?.schedule,
                      mark: wordMarks.mark(headword: word.headword, reading: word.reading))
    }
}
