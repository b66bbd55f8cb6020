import Segmentation

/// The counting of the text's words, line by line from the first, a slice between keys, and the shares of them
/// known: the header's "known 80% of words, 64% distinct (so far)". What it counts (Segmentation's ``WordTally``, the
/// count `analyze` makes of a whole text) is also what `v` lists the unknown words from.
///
/// Counting a 10 MB text takes seconds of MeCab, so it does not run on a key's path while the person reads: the app's
/// ticks call ``count(_:until:)`` when no key comes, and the shares are of the words counted so far until it is done.
/// Only `v` finishes it at once (``finish(_:)``).
struct ReaderWordCount {
    /// The words counted so far.
    private(set) var tally = WordTally()
    /// The shares of the words counted so far that are known, until more are counted or the knowledge changes.
    private var shares: (tokens: Double, words: Double)?

    /// Whether every one of `lines`' lines is counted.
    func isDone(with lines: ReaderLines) -> Bool { tally.countedLines >= lines.count }

    /// Counts the next lines' words until `deadline` (or the text's end).
    mutating func count(_ lines: ReaderLines, until deadline: ContinuousClock.Instant) {
        let counted = tally.countedLines
        while tally.countedLines < lines.count && ContinuousClock.now < deadline {
            countNextRun(lines)
        }
        if tally.countedLines != counted { shares = nil }
    }

    /// Counts every line not counted yet, now: `v` lists the whole text's unknown words, never those of the lines
    /// counted so far. A list of a part would rank by counts of that part and miss the words met only later, with
    /// nothing in the reader to say how far it reaches; a person who opens it right after the text (a book
    /// just opened) waits once for what the ticks had not done yet, and never again: the lines are counted for good,
    /// and the header's shares become the whole text's too.
    mutating func finish(_ lines: ReaderLines) {
        guard !isDone(with: lines) else { return }
        while !isDone(with: lines) {
            countNextRun(lines)
        }
        shares = nil
    }

    /// Counts the lines of the run after the lines counted (``ReadingText/run(holdingBlock:)``): its lines are read
    /// together, so a word a hard wrap cuts is counted once, whole. The count goes run after run from the first line,
    /// so the next line is always a run's first.
    private mutating func countNextRun(_ lines: ReaderLines) {
        for words in lines.wordsToCount(inRun: lines.text.run(holdingBlock: tally.countedLines)) {
            tally.add(words)
        }
    }

    /// The shares of the words counted so far that `knowledge` says are known: of all their occurrences, and of
    /// the distinct words, each as `shown` makes it: the reader shows each word as the learner chose it (`e`), so a
    /// word read as 生る and chosen as 成る counts as known when 成る is.
    mutating func shares(shown: (TextWord) -> TextWord, knowing knowledge: (TextWord) -> WordKnowledge) -> (tokens: Double, words: Double) {
        if let shares { return shares }
        let computed = tally.knownShares(shown: shown, knowledge: knowledge)
        shares = computed
        return computed
    }

    /// The knowledge of some word changed, or the entry chosen for one: the shares are computed again when next asked.
    mutating func knowledgeChanged() {
        shares = nil
    }
}
