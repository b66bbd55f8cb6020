/// A visual component of kanji (KRADFILE), with its stroke count (RADKFILE), for the radical picker.
public struct KanjiComponent: Sendable, Hashable {
    /// As KRADFILE writes it, e.g. "⺅" or "日"; the same strings as `Kanji.components`.
    public let character: String
    public let strokeCount: Int

    public init(character: String, strokeCount: Int) {
        self.character = character
        self.strokeCount = strokeCount
    }
}
