import YomitanDictionaries

/// A term of the learner's dictionaries that JMdict lacks, as a page of text (issue 49: the Words tab opens it): its
/// headword and reading, its tags as the dictionary explains them, and each definition laid out by
/// `GlossaryRenderer` — list items, table rows and line breaks as lines, ruby as 漢字[かんじ], images by name —
/// which the text page wraps to the terminal's width.
enum ImportedTermPage {
    /// "推し活 · Slang".
    static func title(expression: String, dictionary: String) -> String {
        "\(expression) · \(dictionary)"
    }

    /// The page of each entry `dictionary` gives the term written `expression` and read `reading` (a dictionary may
    /// list one word as several entries, one for each part of speech); a line saying so when it has none now.
    static func lines(of found: [DictionaryTerm], expression: String, reading: String, dictionary: String,
                      tag: (String) -> DictionaryTag?) -> [String] {
        guard !found.isEmpty else {
            return ["\(dictionary) has no entry \(expression)【\(reading)】 now: it may have been disabled, removed or replaced.",
                    "kanji-tui dict list shows the installed dictionaries."]
        }
        var lines: [String] = []
        for term in found {
            if !lines.isEmpty { lines.append("") }
            lines.append(term.expression + (term.readingOrExpression == term.expression ? "" : "【\(term.readingOrExpression)】") + "  — \(dictionary)")
            let tags = (term.definitionTags + term.termTags).map { name in tag(name).map { "\(name): \($0.notes)" } ?? name }
            if !tags.isEmpty { lines.append(tags.joined(separator: " · ")) }
            lines.append("")
            for (number, definition) in GlossaryRenderer.definitions(of: term.glossary).enumerated() {
                for (index, line) in definition.enumerated() {
                    lines.append((index == 0 ? "\(number + 1). " : "   ") + line)
                }
            }
        }
        return lines
    }
}
