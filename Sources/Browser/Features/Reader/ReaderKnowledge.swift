import Segmentation

/// What the study list says of each word in the text, asked once per word: the colour of every word on screen and
/// the header's share known both read it, many times a frame, and the study list is a database.
///
/// Forgotten whole when the study list may have changed behind the reader (a word kept or reviewed from its
/// detail), one word when the reader itself keeps it.
struct ReaderKnowledge {
    /// How well the learner knows a word; set by the coordinator (asks the study list), capturing it weakly.
    var lookUp: ((TextWord) -> WordKnowledge)?
    /// The answers so far, by the word's dictionary entry.
    private var known: [Int: WordKnowledge] = [:]

    /// How well the learner knows `word`.
    mutating func of(_ word: TextWord) -> WordKnowledge {
        if let answer = known[word.entryNumber] { return answer }
        let answer = lookUp?(word) ?? .unknown
        known[word.entryNumber] = answer
        return answer
    }

    /// Forgets what was said of `word`: it is asked again when next shown.
    mutating func forget(_ word: TextWord) {
        known[word.entryNumber] = nil
    }

    /// Forgets every answer.
    mutating func forgetAll() {
        known = [:]
    }
}
