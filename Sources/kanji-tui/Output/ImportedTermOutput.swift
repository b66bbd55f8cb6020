import KanjiKit
import YomitanDictionaries

/// How `words` prints a term of an imported dictionary that JMdict lacks: its line, its TSV row (the columns of
/// `WordsFormat.tsvHeader`) and its JSON object.
enum ImportedTermOutput {
    /// "新語  しんご  [Title]  1. a new word 2. …": the headword, its reading when it is not the headword, the
    /// dictionary's title in brackets, how the query inflects it, then its numbered definitions, each on one line.
    static func line(_ match: ImportedTermMatch) -> String {
        let term = match.term
        let reading = term.readingOrExpression == term.expression ? [] : [term.readingOrExpression]
        let inflection = match.inflection.isEmpty ? [] : ["(\(Inflection.label(of: match.inflection)))"]
        let senses = definitions(of: term).enumerated().map { "\($0.offset + 1). \($0.element)" }
        return ([term.expression] + reading + ["[\(match.dictionary)]"] + inflection + [senses.joined(separator: " ")]).joined(separator: "  ")
    }

    /// A TSV row: no other forms, rank, JLPT level or accent; its tags as the parts of speech; the dictionary's
    /// title in the last column.
    static func row(_ match: ImportedTermMatch) -> String {
        let term = match.term
        return [term.expression, term.readingOrExpression, "", definitions(of: term).joined(separator: "|"),
                term.definitionTags.joined(separator: ","), "0", "", "", Inflection.label(of: match.inflection), "", match.dictionary]
            .map(TSVField.cleaned).joined(separator: "\t")
    }

    /// Each definition on one line: its rendered lines joined by " / ".
    static func definitions(of term: DictionaryTerm) -> [String] {
        GlossaryRenderer.definitions(of: term.glossary).map { $0.filter { !$0.isEmpty }.joined(separator: " / ") }
    }
}

/// One element of `words --json`: a JMdict word as before, or an imported term (told by its `dictionary`).
enum WordSearchReport: Encodable {
    case builtIn(DictionaryWordReport)
    case imported(ImportedTermReport)

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .builtIn(let report): try report.encode(to: encoder)
        case .imported(let report): try report.encode(to: encoder)
        }
    }
}

/// The JSON shape of an imported term `words` finds.
struct ImportedTermReport: Encodable {
    let dictionary: String
    let headword: String
    let reading: String
    let tags: [String]
    let rules: [String]
    /// Each definition as the lines `dict lookup` renders, unwrapped.
    let glossary: [[String]]
    /// How the query inflects it, dictionary form first; absent unless it does.
    let inflection: [String]?

    init(_ match: ImportedTermMatch) {
        dictionary = match.dictionary
        headword = match.term.expression
        reading = match.term.readingOrExpression
        tags = match.term.definitionTags + match.term.termTags
        rules = match.term.rules
        glossary = GlossaryRenderer.definitions(of: match.term.glossary)
        inflection = match.inflection.isEmpty ? nil : match.inflection.map(\.label)
    }
}
