import KanjiKit
import YomitanDictionaries

/// How a term of the learner's dictionaries reads in a row: the `WordLabels` of imported terms.
public enum ImportedTermLabels {
    /// Its first definition's first line (a list's first item, a table's first row), after how the query inflects
    /// it when it does: "(past) • to be sad".
    public static func resultGloss(of match: ImportedTermMatch) -> String {
        let first = GlossaryRenderer.definitions(of: match.term.glossary).lazy.flatMap { $0 }.first { !$0.allSatisfy(\.isWhitespace) } ?? ""
        return match.inflection.isEmpty ? first : "(\(Inflection.label(of: match.inflection))) " + first
    }
}
