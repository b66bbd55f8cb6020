/// What `Romaji.hiragana` made of the input: the kana so far and any unfinished syllable at the end.
public struct RomajiConversion: Sendable, Hashable {
    /// The hiragana of every finished syllable, e.g. "に" for "nich".
    public let kana: String
    /// Letters at the end that begin a syllable without finishing it, e.g. "ch" for "nich"; empty when
    /// the input ends on a whole syllable.
    public let incompleteTail: String

    public init(kana: String, incompleteTail: String) {
        self.kana = kana
        self.incompleteTail = incompleteTail
    }

    /// Whether the input ended on a whole syllable (so the kana can match a reading exactly).
    public var isComplete: Bool { incompleteTail.isEmpty }

    /// Kana that every reading the input may be heading for starts with: the kana itself when complete,
    /// otherwise the kana followed by each thing the tail can still become ("nich" → ["にち", "にちゃ", …]).
    public var readingPrefixes: [String] {
        guard !isComplete else { return [kana] }
        return Romaji.completions(of: incompleteTail).sorted().map { kana + $0 }
    }
}
