import KanjiKit

extension ComponentDescription {
    /// A component's meaning as a line says it: "person (as 人)", "sun; day", or "a shape, not a kanji" — the
    /// components list's rows and the subtitle of the list of kanji containing one.
    public var meaningText: String {
        let meanings = meanings.joined(separator: "; ")
        guard let standsFor else { return meanings.isEmpty ? "a shape, not a kanji" : meanings }
        return meanings.isEmpty ? "as \(standsFor)" : "\(meanings) (as \(standsFor))"
    }
}
