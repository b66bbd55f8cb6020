extension LibrarySentences {
    /// A sentence with exactly one word of its vocabulary not known (i+1, as MorphMan and Migaku call it).
    public struct OneUnknown: Sendable, Hashable {
        public let match: Match
        /// The one unknown word, as shown (the learner's chosen entry).
        public let word: TextWord
    }

    /// The library's sentences whose vocabulary has exactly one word `isKnown` does not call known (used once or more),
    /// best first: the commonest unknown word first (its rank in the dictionary, from ``TextWord/entryNumber``), then
    /// the shorter sentence (in characters), then the library's order. Vocabulary is what the unknown-words list and `analyze` count
    /// (``TextWord/isVocabulary``): grammar and names are never the unknown word, nor keep a sentence off the list. A
    /// sentence written the same way in several places is listed once.
    ///
    /// A sentence must hold a word besides the unknown one (a known word, or grammar): the unknown word alone — a
    /// one-word answer, the piece of a sentence a line break left (せん。) — says nothing of what it means, and, the
    /// shortest of all, would head the list.
    public func oneUnknown(isKnown: (TextWord) -> Bool) -> [OneUnknown] {
        withoutActuallyEscaping(isKnown) { isKnown in
            var known = KnownEntries(isKnown: isKnown)
            var found: [(rank: Int, length: Int, order: Int, sentence: OneUnknown)] = []
            var seen: Set<String> = []
            for (textIndex, text) in texts.enumerated() {
                let words = shownWords[textIndex]
                let standings = standings(ofText: textIndex, known: &known)
                for sentence in text.index.sentences {
                    var unknown: TextWord?
                    var marked: [Int] = []
                    var isOne = true
                    for (place, occurrence) in sentence.occurrences.enumerated() where standings[occurrence.word] == .unknown {
                        let word = words[occurrence.word]
                        if let first = unknown, first.entryNumber != word.entryNumber {
                            isOne = false
                            break
                        }
                        unknown = word
                        marked.append(place)
                    }
                    guard isOne, let unknown, marked.count < sentence.occurrences.count, seen.insert(sentence.text).inserted else { continue }
                    let one = OneUnknown(match: match(sentence, ofText: textIndex, marking: marked), word: unknown)
                    found.append((unknown.entryNumber, sentence.text.unicodeScalars.count, found.count, one))
                }
            }
            return found.sorted { ($0.rank, $0.length, $0.order) < ($1.rank, $1.length, $1.order) }.map(\.sentence)
        }
    }
}
