import ArgumentParser
import FSRS
import KanjiKit
import Segmentation
import UserData
import YomitanDictionaries

/// `kanji-tui analyze FILE`: the words of a Japanese text by how often it uses them, each marked known or not
/// (kept on the study list), so a learner sees what to learn before reading it.
struct AnalyzeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "analyze",
        _superCommandName: CommandRouting.toolName,
        abstract: "List a Japanese text's words by how often it uses them, with what you know of them.",
        discussion: """
            FILE is plain text in UTF-8 (with or without a BOM), UTF-16 or UTF-32 with a BOM, Shift_JIS, EUC-JP or ISO-2022-JP (told \
            apart by their bytes), subtitles (SubRip .srt, ASS/SSA: the dialogue only), an HTML page (.html, .htm) \
            or XHTML file (.xhtml): its text, without markup, scripts, styles or SVG, or an EPUB book (.epub): its \
            chapters' text; - reads standard input. At most \(TextFile.limitDescription) of text. A file that \
            cannot be read (a damaged EPUB among them) is one line on stderr, exit status 2. MeCab (Debian libmecab-dev with the dictionary \
            \(SegmentationError.dictionaryPackage)) segments the text; each word is counted once per use under its \
            dictionary form (見ていた counts as 見る). Numbers, symbols, particles and auxiliaries are not counted, \
            nor is anything written without kana or kanji: English words, letters, code, URLs, e-mail addresses. \
            Grammar patterns and formal nouns (について, かもしれない, ことができる, こと, もの) are counted apart from \
            the vocabulary, out of its shares known: the summary gives their number, and --grammar lists them instead \
            of the vocabulary. So are names of people, places and organisations that JMnedict has (田中, 新宿, トヨタ; \
            a place JMdict has as a word, 東京, is vocabulary): the summary counts them, --names lists them with \
            their reading and kind, and the JSON has them as "names".

            A word is known when its card on the study list is mature (a review card with a stability of 21 days or \
            more, as Anki names it) or when it is marked known ('kanji-tui known add', 'known import'); a card kept \
            and still new, learning, young or relearning is not known yet. A word marked ignored ('known add \
            --ignore') leaves every count: it is neither known nor unknown, out of the tokens and the words, and \
            the summary says how many were left out. The text output starts with the shares of tokens and of \
            distinct words known. --tsv columns: \(AnalyzeFormat.tsvHeader.split(separator: "\t").joined(separator: ", ")); known \
            is 1 or 0; rank 1 is the commonest word of JMdict; gloss is the first sense's; accent is the word's own pitch \
            accent (0 flat, n a fall after the n-th mora, several joined by ","; in a sentence a compound or a particle \
            may change it), empty when unknown. The text output marks it on the reading: は＼し, はし＼, はし￣ (flat).

            --unknown lists the unknown words by how often the text uses them; with a frequency dictionary chosen \
            by 'dict rank TITLE', by its frequencies instead, the commonest first and the words it lacks after those \
            it has: what to learn first to read this and much else.
            """
    )

    @Argument(help: "The text to analyse, or - for standard input.", completion: .file())
    var file: String

    @Flag var format = AnalyzeFormat.text

    @Flag(help: "Only the words that are not known.")
    var unknown = false

    @Flag(help: "List the grammar patterns and formal nouns the text uses (について, ことができる, こと) instead of its vocabulary.")
    var grammar = false

    @Flag(help: "List the names of people, places and organisations the text uses (田中, 新宿), with their reading and kind, instead of its vocabulary.")
    var names = false

    @Option(parsing: .unconditional, help: "How many words to print; 0 prints all.")
    var limit = 0

    @OptionGroup var data: DataOptions
    @OptionGroup var userData: UserDataOptions

    func validate() throws {
        guard limit >= 0 else { throw ValidationError("--limit must be 0 (all) or more, not \(limit).") }
        guard !(names && grammar) else { throw ValidationError("--names and --grammar each list instead of the vocabulary: give one.") }
    }

    func run() throws {
        let directory = try data.dataDirectory()
        let dictionary = try BadData.exitOnError { () throws(DatasetError) in try WordDictionary(directory: directory) }
        let (opened, segmenter) = try Self.exitOnError { () throws(SegmentationError) in
            (try TextFile.readingText(at: file), try WordSegmenter(dictionary: dictionary))
        }
        let text = opened.text
        let path = try UserDataExit.onError { () throws(UserDataError) in try userData.location() }
        let database = try UserDataExit.onError { () throws(UserDataError) in try UserDatabase.openForReading(at: path) }
        // The entries the learner chose in the reader (`e`), each word counted as chosen.
        let choices = try database.map { database in
            try UserDataExit.onError { () throws(UserDataError) in
                EntryChoices(try database.entryChoices().map { EntryChoice(dictionaryForm: $0.dictionaryForm, surface: $0.surface, sequence: $0.sequence) })
            }
        } ?? EntryChoices()
        let counted = TextAnalysis(text, segmenter: segmenter, choices: choices)
        // The words marked known or ignored (`known add`, `known import`), asked in one read.
        let marks = try database.map { database in
            try UserDataExit.onError { () throws(UserDataError) in
                try database.wordMarks(of: (counted.words + counted.grammar).map { MarkedWordKey(word: $0.headword, reading: $0.reading) })
            }
        } ?? [:]
        var knowledge: [Int: WordKnowledge] = [:]
        for word in counted.words + counted.grammar {
            let row = try database.map { database in
                try UserDataExit.onError { () throws(UserDataError) in try database.studyRow(for: .word(word.headword, reading: word.reading)) }
            } ?? nil
            knowledge[word.entryNumber] = WordKnowledge(card: row?.card, mark: marks[MarkedWordKey(word: word.headword, reading: word.reading)]?.knowledgeMark)
        }
        // Ignored words leave every count, as they leave the reader's header.
        let analysis = counted.leavingOut { knowledge[$0.entryNumber] ?? .unknown }
        let shares = analysis.knownShares { knowledge[$0.entryNumber] ?? .unknown }
        var words = names ? [] : grammar ? analysis.grammar : analysis.words
        if unknown {
            words.removeAll { knowledge[$0.entryNumber]?.isKnown ?? false }
            if let ranking = try LearnerDictionaryFiles.ranking(beside: userData) {
                words = try DictionaryLibraryOptions.onStorageError { () throws(StorageError) in
                    try ranking.ordered(words) { ($0.headword, $0.reading) }
                }
            }
        }
        let knowledgeOf = { (word: TextAnalysis.WordCount) in knowledge[word.entryNumber] ?? .unknown }
        if limit > 0 { words = Array(words.prefix(limit)) }
        let nameRows = (names && limit > 0 ? Array(analysis.names.prefix(limit)) : analysis.names).map(AnalyzeFormat.NameRow.init)
        // The accents of the words printed only: one lookup each, after --unknown and --limit have cut the list.
        let pitch = WordPitch(directory: directory)
        let rows = words.map { word in
            let entry = segmenter.entry(word.entryNumber)
            return AnalyzeFormat.Row(word: word, knowledge: knowledgeOf(word),
                                     gloss: entry.flatMap { TextWord.senses(of: $0, writtenAs: word.dictionaryForm, meaning: word.senseIndex).first }?
                                         .sense.glosses.joined(separator: "; ") ?? "",
                                     pitch: entry.flatMap { entry in pitch.readings(of: entry).first { $0.reading == word.reading } },
                                     candidates: format == .json ? segmenter.candidates(of: word) : [])
        }
        let summary = AnalyzeFormat.Summary(name: file == "-" ? "standard input" : file, encoding: opened.encoding.rawValue,
                                            format: text.format.rawValue, tokens: analysis.tokenCount, words: analysis.words.count,
                                            knownTokenShare: shares.tokens, knownWordShare: shares.words,
                                            grammarTokens: analysis.grammarTokenCount, grammarPatterns: analysis.grammar.count,
                                            nameTokens: analysis.nameTokenCount, distinctNames: analysis.names.count,
                                            ignoredTokens: analysis.ignoredTokenCount, ignoredWords: analysis.ignored.count)
        try format.print(summary, rows, names: nameRows, listingNames: names)
    }

    /// Prints a text's or MeCab's problem as one line and exits with status 2.
    static func exitOnError<Value>(_ body: () throws(SegmentationError) -> Value) throws -> Value {
        do {
            return try body()
        } catch {
            TextOutput.standardError.write("kanji-tui: \(error.message)\n")
            throw ExitCode(2)
        }
    }
}
