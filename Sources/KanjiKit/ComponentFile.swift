/// `components.tsv`: every component the kanji are made of, with its stroke count, ordered by
/// strokes then code point (as `tools/generate_data.py` writes it).
public enum ComponentFile {
    static let header = "#kanji-tui components v1\tstrokes"

    /// - Throws: `DatasetError` naming the file and line when it is unreadable or malformed.
    public static func components(atPath path: String) throws(DatasetError) -> [KanjiComponent] {
        let file = try DataFile(contentsOf: path)
        var components: [KanjiComponent] = []
        try file.forEachLine { number, _, line throws(DatasetError) in
            let text = try file.text(of: line)
            if number == 1 {
                guard text == header else {
                    throw DatasetError(file: path, line: 1, problem: "not a kanji-tui components file (expected the header \"#kanji-tui components v1\"); regenerate it with 'make data'")
                }
                return
            }
            let fields = text.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2, fields[0].count == 1, let strokes = Int(fields[1]), (1...30).contains(strokes) else {
                throw DatasetError(file: path, line: number, problem: "expected 'COMPONENT<TAB>STROKES' with 1...30 strokes, found \"\(text)\"")
            }
            components.append(KanjiComponent(character: String(fields[0]), strokeCount: strokes))
        }
        return components
    }
}
