import Segmentation

extension StudyContext {
    /// `match`'s sentence as a card's context: its first marked word marked (in characters, as a card keeps a mark;
    /// the index places it in bytes) and its text's title as the source — what `a` keeps with a word found in the
    /// library, on the i+1 sentences and the words to learn next alike, as `kanji-tui sentences --keep` keeps it.
    init(_ match: LibrarySentences.Match) {
        let sentence = match.sentence
        let utf8 = Array(sentence.text.utf8)
        let bytes = match.marked.first.map { sentence.occurrences[$0].bytes } ?? 0..<0
        let start = String(decoding: utf8[..<min(bytes.lowerBound, utf8.count)], as: UTF8.self).count
        let length = String(decoding: utf8[min(bytes.lowerBound, utf8.count)..<min(bytes.upperBound, utf8.count)], as: UTF8.self).count
        self.init(sentence: sentence.text, mark: start..<start + length, source: match.title)
    }
}
