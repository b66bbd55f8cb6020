/// One JMdict entry a word of a text may be: what the reader's entry chooser cycles through and `analyze --json` lists
/// (issue 32 §1). ``WordSegmenter/candidates(of:)-(TextWord)`` gives them ranked, the entry the segmenter chose first.
public struct WordCandidate: Sendable, Hashable {
    /// The JMdict entry's number: its rank − 1, as ``TextWord/entryNumber``.
    public let entryNumber: Int
    /// JMdict's sequence number of the entry, stable across JMdict releases.
    public let sequence: Int
    /// The spelling the study list keeps the entry under, and its reading (as ``TextWord/headword`` and
    /// ``TextWord/reading``): what `a` keeps when this entry is the one chosen.
    public let headword: String
    public let reading: String

    public init(entryNumber: Int, sequence: Int, headword: String, reading: String) {
        self.entryNumber = entryNumber
        self.sequence = sequence
        self.headword = headword
        self.reading = reading
    }
}
