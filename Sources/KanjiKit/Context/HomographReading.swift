/// One reading of a kanji form that JMdict reads several ways (後: あと, のち, ご), with how often real text reads it
/// so after one class of token (`PrecedingClass`). From `context.bin` (`tools/generate_context.py`).
public struct HomographReading: Sendable, Hashable {
    /// The reading in hiragana, one JMdict gives the form.
    public let reading: String
    /// Occurrences written in kanji, read as UniDic reads them in their sentence: UniDic's choice, so a form UniDic
    /// always reads one way (私 わたくし, 明日 あす) says nothing here the kana count does not correct.
    public let inKanji: Int
    /// Occurrences written in kana whose UniDic lemma is the form (あした for 明日): the writer's own reading.
    public let inKana: Int

    public init(reading: String, inKanji: Int, inKana: Int) {
        self.reading = reading
        self.inKanji = inKanji
        self.inKana = inKana
    }

    /// Every occurrence, in kanji and in kana.
    public var count: Int { inKanji + inKana }
}
