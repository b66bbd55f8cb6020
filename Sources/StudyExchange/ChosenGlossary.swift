import AnkiPackage

/// The glossary of one of the learner's Yomitan dictionaries (issue 49) chosen in place of JMdict's senses: the Anki
/// link's `{glossary}` and `{glossary-brief}` (`anki setup --glossary-dictionary`), and the Meaning of the exports
/// (`study export --glossary-dictionary`). A word the dictionary lacks keeps JMdict's senses; a kanji always keeps
/// KANJIDIC2's meanings.
///
/// StudyExchange knows no dictionary format: the caller gives each definition of a word as its plain lines (the
/// structured content laid out by `GlossaryRenderer`: list items, table rows and line breaks as lines).
public struct ChosenGlossary: Sendable {
    /// The dictionary's title.
    public let dictionary: String
    private let lookUp: @Sendable (_ expression: String, _ reading: String) -> [[String]]

    /// - Parameter definitions: each definition of the word written `expression` and read `reading`, as its lines;
    ///   none when the dictionary lacks the word.
    public init(dictionary: String, definitions: @escaping @Sendable (_ expression: String, _ reading: String) -> [[String]]) {
        self.dictionary = dictionary
        lookUp = definitions
    }

    /// The word's definitions with their blank lines left out, and the definitions left empty by that; none when the
    /// dictionary lacks it.
    public func definitions(of expression: String, reading: String) -> [[String]] {
        lookUp(expression, reading).map { $0.filter { !$0.allSatisfy(\.isWhitespace) } }.filter { !$0.isEmpty }
    }

    /// The note's HTML: an ordered list as JMdict's `{glossary}` is, a definition an item, its lines joined by `<br>`
    /// (a monolingual dictionary's sub-senses and examples stay on lines of their own on the card). One definition
    /// is its lines alone: such a dictionary numbers its senses inside it, and a list around it would number them twice.
    public static func html(_ definitions: [[String]]) -> String {
        let items = definitions.map { lines in lines.map(AnkiHTML.escape).joined(separator: "<br>") }
        return items.count == 1 ? items[0] : "<ol>" + items.map { "<li>\($0)</li>" }.joined() + "</ol>"
    }

    /// `{glossary-brief}`: the first definition's lines joined by "; ".
    public static func brief(_ definitions: [[String]]) -> String {
        AnkiHTML.escape(definitions.first?.joined(separator: "; ") ?? "")
    }

    /// Plain text for a package's Senses field (its line breaks become `<br>`): "1. …" a definition, its further
    /// lines indented under it; one definition its lines alone (see ``html(_:)``).
    public static func plainLines(_ definitions: [[String]]) -> String {
        if definitions.count == 1 { return definitions[0].joined(separator: "\n") }
        return definitions.enumerated().flatMap { number, lines in
            lines.enumerated().map { index, line in (index == 0 ? "\(number + 1). " : "   ") + line }
        }.joined(separator: "\n")
    }

    /// One line for the text export (`#html:false`): "1. … / … 2. …"; one definition "… / …".
    public static func oneLine(_ definitions: [[String]]) -> String {
        if definitions.count == 1 { return definitions[0].joined(separator: " / ") }
        return definitions.enumerated().map { "\($0.offset + 1). " + $0.element.joined(separator: " / ") }.joined(separator: " ")
    }
}
