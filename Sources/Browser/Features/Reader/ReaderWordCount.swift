import Segmentation

/// The counting of the text's words, line by line from the first, a slice between keys, and the shares of them
/// known: the header's "known 80% of words, 64% distinct (so far)".
///
/// Counting a 10 MB text takes seconds of MeCab, so it never runs on a key's path: the app's ticks call
/// ``count(_:until:)`` when no key comes, and the shares are of the words counted so far until it is done.
struct ReaderWordCount {
    /// The words counted so far.
    private var tally = TextAnalysis.Tally()
    /// The lines counted so far, from the first.
    private(set) var countedLines = 0
    /// The shares of the words counted so far that are known, until more are counted or the knowledge changes.
    private var shares: (tokens: Double, words: Double)?

    /// Whether every one of `lines`' lines is counted.
    func isDone(with lines: ReaderLines) -> Bool { countedLines >= lines.count }

    /// Counts the next lines' words until `deadline` (or the text's end).
    mutating func count(_ lines: ReaderLines, until deadline: ContinuousClock.Instant) {
        let counted = countedLines
        while countedLines < lines.count && ContinuousClock.now < deadline {
            tally.add(lines.wordsToCount(inBlock: countedLines))
            countedLines += 1
        }
        if countedLines != counted { shares = nil }
    }

    /// The shares of the words counted so far that `knowledge` says are known: of all their occurrences, and of
    /// the distinct words.
    mutating func shares(knowing knowledge: inout ReaderKnowledge) -> (tokens: Double, words: Double) {
        if let shares { return shares }
        let computed = tally.analysis.knownShares { knowledge.of($0) }
        shares = computed
        return computed
    }

    /// The knowledge of some word changed: the shares are computed again when next asked.
    mutating func knowledgeChanged() {
        shares = nil
    }
}
