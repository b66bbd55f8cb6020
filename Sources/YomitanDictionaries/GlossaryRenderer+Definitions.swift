extension GlossaryRenderer {
    /// The width plain output lays a definition out at: wide enough that no sentence wraps, so a definition's lines
    /// are those its content breaks (list items, table rows, `br`).
    public static let unwrappedWidth = 1000

    /// Each definition of `glossary` as its lines, unwrapped, trailing spaces (a table's padding) trimmed: what a
    /// line of `words`, a JSON field or an Anki note shows.
    public static func definitions(of glossary: [Gloss], ruby: RubyStyle = .brackets) -> [[String]] {
        let renderer = GlossaryRenderer(width: unwrappedWidth, ruby: ruby)
        return glossary.map { gloss in
            renderer.lines(of: gloss).map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
        }
    }
}
