/// What a `KanjiFilter` looks at: the character, strokes, grade and JLPT levels — the first five columns of a
/// line of `kanji.tsv`, which can be read without building the whole `Kanji`.
///
/// Its own type so that `kanji-tui list --jlpt N5` decides on all 10,361 lines from a few bytes each and builds
/// only the 79 kanji it prints: building every kanji first was 138 M of the command's 160 M instructions.
public struct KanjiFilterFacts: Sendable, Hashable {
    /// The kanji's one scalar (every literal of the dataset is one).
    public let scalar: Unicode.Scalar
    public let strokeCount: Int
    public let grade: Int?
    public let oldJLPTLevel: Int?
    public let modernJLPTLevel: Int?

    public init(scalar: Unicode.Scalar, strokeCount: Int, grade: Int?, oldJLPTLevel: Int?, modernJLPTLevel: Int?) {
        self.scalar = scalar
        self.strokeCount = strokeCount
        self.grade = grade
        self.oldJLPTLevel = oldJLPTLevel
        self.modernJLPTLevel = modernJLPTLevel
    }

    public init(_ kanji: Kanji) {
        self.init(scalar: kanji.character.unicodeScalars.first!, strokeCount: kanji.strokeCount, grade: kanji.grade,
                  oldJLPTLevel: kanji.oldJLPTLevel, modernJLPTLevel: kanji.modernJLPTLevel)
    }
}
