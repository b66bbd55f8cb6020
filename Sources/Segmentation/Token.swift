/// One token MeCab found in a line: its text as written, its dictionary form and reading (IPAdic's 原形 and
/// 読み; a token MeCab does not know has its surface for both) and part of speech.
public struct Token: Sendable, Hashable {
    /// Where the token is in its line, in UTF-8 bytes.
    public let byteRange: Range<Int>
    public let surface: String
    /// The dictionary form (食べ → 食べる).
    public let baseForm: String
    /// The surface's reading in katakana, or empty when MeCab has none (an unknown token).
    public let reading: String
    public let partOfSpeech: PartOfSpeech
    /// IPAdic's conjugation type (五段・カ行イ音便, カ変・来ル, サ変・スル), or empty.
    public let conjugationType: String
    /// IPAdic's conjugated form (基本形, 連用形, 未然形 …), or empty.
    public let conjugationForm: String
    /// Whether MeCab's dictionary knows the token (an unknown one is guessed from its characters).
    public let isKnown: Bool

    public init(byteRange: Range<Int>, surface: String, baseForm: String, reading: String, partOfSpeech: PartOfSpeech,
                conjugationType: String = "", conjugationForm: String = "", isKnown: Bool = true) {
        self.byteRange = byteRange
        self.surface = surface
        self.baseForm = baseForm
        self.reading = reading
        self.partOfSpeech = partOfSpeech
        self.conjugationType = conjugationType
        self.conjugationForm = conjugationForm
        self.isKnown = isKnown
    }

    /// The token as if IPAdic had tagged it `partOfSpeech`, all else kept: a helper IPAdic calls dependent weighed as
    /// the verb or adjective it is, a name IPAdic guessed weighed as the noun JMdict has.
    func tagged(_ partOfSpeech: PartOfSpeech) -> Token {
        Token(byteRange: byteRange, surface: surface, baseForm: baseForm, reading: reading, partOfSpeech: partOfSpeech,
              conjugationType: conjugationType, conjugationForm: conjugationForm, isKnown: isKnown)
    }
}
