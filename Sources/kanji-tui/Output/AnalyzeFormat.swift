import ArgumentParser
import KanjiKit
import Segmentation

/// How `analyze` prints: `--text` (the default), `--json` or `--tsv`.
enum AnalyzeFormat: String, EnumerableFlag {
    case text, json, tsv

    static let tsvHeader = "headword\treading\tcount\tknown\trank\tgloss\taccent"

    /// The whole text's numbers.
    struct Summary: Encodable {
        let name: String
        let encoding: String
        let format: String
        /// Word tokens (each use of each word).
        let tokens: Int
        /// Distinct words.
        let words: Int
        let knownTokenShare: Double
        let knownWordShare: Double
        /// Uses of grammar patterns and formal nouns, counted apart from the words (`TextWord.isGrammar`).
        let grammarTokens: Int
        /// Distinct grammar patterns and formal nouns.
        let grammarPatterns: Int
        /// Uses of names (people, places, organisations: `TextWord.name`), counted apart from the words.
        let nameTokens: Int
        /// Distinct names.
        let distinctNames: Int
        /// Uses of the words marked ignored, out of every other count (`known add --ignore`).
        let ignoredTokens: Int
        /// Distinct words marked ignored.
        let ignoredWords: Int
    }

    static let namesTSVHeader = "name\treading\tcount\tkinds\tgloss"

    /// One distinct name (`--names`, and the JSON's `names`).
    struct NameRow: Encodable {
        let name: String
        /// The reading the text's first use has (MeCab's reading of it, where JMnedict has that one).
        let reading: String
        let count: Int
        /// What JMnedict says it is ("surname", "place", "given name" …), most often several.
        let kinds: [String]
        let gloss: String

        init(_ counted: TextAnalysis.NameCount) {
            let first = counted.name.readings.first
            name = counted.name.written
            reading = first?.kana ?? ""
            count = counted.count
            kinds = first.map { $0.kinds.map(\.label) } ?? []
            gloss = first?.gloss ?? ""
        }
    }

    /// One distinct word.
    struct Row: Encodable {
        let headword: String
        let reading: String
        /// The dictionary form as the text writes it (直す, of the entry headed 治す).
        let dictionaryForm: String
        let count: Int
        let known: Bool
        /// How the learner knows it, as `WordKnowledge.label` says: "mature", "known" (marked), "review", "not kept" …
        let knowledge: String
        let rank: Int
        let gloss: String
        /// The pitch accents of the word's reading, the word's own (in a sentence a compound or a particle may
        /// change it), as `words` gives them: 0 flat, n a fall after the n-th mora; absent when unknown.
        let accent: [Int]?
        /// Every entry the word may be, best first, the one counted first (JSON only): what the reader's entry
        /// chooser cycles through (`WordSegmenter.candidates(of:)`).
        let candidates: [Candidate]

        /// One entry the word may be, named as `study add` and the JMdict sequence number name it.
        struct Candidate: Encodable {
            let headword: String
            let reading: String
            let sequence: Int
            let rank: Int
        }

        init(word: TextAnalysis.WordCount, knowledge: WordKnowledge, gloss: String, pitch: ReadingPitch? = nil, candidates: [WordCandidate] = []) {
            accent = pitch?.downsteps
            headword = word.headword
            reading = word.reading
            dictionaryForm = word.dictionaryForm
            count = word.count
            known = knowledge.isKnown
            self.knowledge = knowledge.label
            rank = word.rank
            self.gloss = gloss
            self.candidates = candidates.map { Candidate(headword: $0.headword, reading: $0.reading, sequence: $0.sequence, rank: $0.entryNumber + 1) }
        }
    }

    private struct Report: Encodable {
        let text: Summary
        let words: [Row]
        let names: [NameRow]
    }

    static func help(for value: AnalyzeFormat) -> ArgumentHelp? {
        switch value {
        case .text: return "Print the shares known, then one word per line: count, known mark, headword, reading, gloss."
        case .json: return "Print a JSON object: the text's numbers and its words, each with every entry it may be (candidates)."
        case .tsv: return "Print tab-separated values under a header line."
        }
    }

    /// Prints the summary and `rows`; the JSON has `names` too, the text and TSV only when `rows` is empty and
    /// `names` listed instead (`--names`).
    func print(_ summary: Summary, _ rows: [Row], names: [NameRow], listingNames: Bool = false) throws {
        if listingNames, self != .json { return try printNames(summary, names) }
        switch self {
        case .json:
            try JSONOutput.print(Report(text: summary, words: rows, names: names))
        case .tsv:
            let lines = rows.map { row in
                [row.headword, row.reading, String(row.count), row.known ? "1" : "0", String(row.rank), row.gloss,
                 row.accent.map { $0.map(String.init).joined(separator: ",") } ?? ""]
                    .map(TSVField.cleaned).joined(separator: "\t")
            }
            try TextOutput.standardOutput.write(([Self.tsvHeader] + lines).map { $0 + "\n" }.joined())
        case .text:
            let lines = rows.map { row in
                "\(String(row.count).leftPadded(to: 6))  \(row.known ? "✓" : " ")  \(row.headword)  \(Self.marked(row))  \(row.gloss)\n"
            }
            try TextOutput.standardOutput.write(Self.head(summary) + lines.joined())
        }
    }

    /// `--names` in text or TSV: one name per line.
    private func printNames(_ summary: Summary, _ names: [NameRow]) throws {
        switch self {
        case .json:
            try JSONOutput.print(Report(text: summary, words: [], names: names))
        case .tsv:
            let lines = names.map { name in
                [name.name, name.reading, String(name.count), name.kinds.joined(separator: ","), name.gloss]
                    .map(TSVField.cleaned).joined(separator: "\t")
            }
            try TextOutput.standardOutput.write(([Self.namesTSVHeader] + lines).map { $0 + "\n" }.joined())
        case .text:
            let lines = names.map { name in
                "\(String(name.count).leftPadded(to: 6))  \(name.name)  \(name.reading)  \(name.kinds.joined(separator: ", "))  \(name.gloss)\n"
            }
            try TextOutput.standardOutput.write(Self.head(summary) + lines.joined())
        }
    }

    /// The text output's first line: the counts and shares known, then grammar and names counted apart.
    private static func head(_ summary: Summary) -> String {
        "\(summary.name) (\(summary.format), \(summary.encoding)): \(summary.tokens) words, \(summary.words) distinct; "
            + "known: \(percent(summary.knownTokenShare)) of the words, \(percent(summary.knownWordShare)) of the distinct words; "
            + "grammar: \(count(summary.grammarTokens, "use")) of \(count(summary.grammarPatterns, "pattern")); "
            + "names: \(count(summary.nameTokens, "use")) of \(count(summary.distinctNames, "name"))"
            + (summary.ignoredWords == 0 ? "" : "; ignored: \(count(summary.ignoredTokens, "use")) of \(count(summary.ignoredWords, "word"))")
            + "\n"
    }

    /// The row's reading with its accents marked (は＼し, several joined by " / "), or as it is when unknown.
    static func marked(_ row: Row) -> String {
        guard let accent = row.accent else { return row.reading }
        return accent.map { PitchAccent(downstep: $0).marked(reading: row.reading) }.joined(separator: " / ")
    }

    /// "1 use", "6 uses".
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    static func percent(_ share: Double) -> String {
        "\(Int((share * 100).rounded()))%"
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
