import ArgumentParser
import KanjiKit

/// `kanji-tui show 日`: everything about one kanji, as text or JSON.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        _superCommandName: CommandRouting.toolName,
        abstract: "Print the full detail of one kanji and the words written with it, most common first.",
        discussion: """
            Words come from JMdict (words.bin) in its rank order; with --edict, from that EDICT file. \
            --tsv columns: \(ShowCommand.tsvHeader.split(separator: "\t").joined(separator: ", ")): one line per word, \
            glosses joined by "|" (the kanji's own fields: 'kanji-tui list --tsv' or 'search --tsv').
            """
    )

    @Argument(help: "The kanji, e.g. 日.")
    var character: String

    @Flag var format = DetailFormat.text

    /// The `--tsv` columns: the kanji on every line, so lines of several kanji can be joined.
    static let tsvHeader = "kanji\theadword\treading\tglosses\tcommon"

    @Option(parsing: .unconditional, help: "How many words to print as text; 0 prints all.")
    var limit = 12

    @OptionGroup var data: DataOptions

    func validate() throws {
        guard character.count == 1 else {
            throw ValidationError("'show' takes one kanji, not \(ArgumentText.quoted(character)); for a word use 'kanji-tui word \(character)'.")
        }
        guard limit >= 0 else { throw ValidationError("--limit must be 0 (all) or more, not \(limit).") }
    }

    /// The kanji's line of `kanji.tsv`, and its words from `words.bin` by rank (only those printed are
    /// read); with `--edict`, the words of that EDICT file instead.
    func run() throws {
        let directory = try data.dataDirectory()
        let kanji = try BadData.exitOnError { () throws(DatasetError) in
            try KanjiFile(path: directory + "/kanji.tsv").kanji(for: character)
        }
        guard let kanji else {
            TextOutput.standardError.write("kanji-tui: \(character) is not a kanji in the dataset (KANJIDIC2 characters with English meanings).\n")
            throw ExitCode(1)
        }
        let shown = format != .text || limit == 0 ? Int.max : limit
        let store = data.edictPath == nil ? nil : try data.openStore()
        let (words, total) = try BadData.exitOnError { () throws(DatasetError) in
            if let store {
                let words = try store.words(containing: kanji)
                return (Array(words.prefix(shown)), words.count)
            }
            let dictionary = try WordDictionary(directory: directory)
            let words = try dictionary.kanjiWords(of: Character(character), limit: shown)
            return (words.map(Word.init), dictionary.wordCount(containing: Character(character)))
        }
        switch format {
        case .json:
            try JSONOutput.print(KanjiReport(kanji: kanji, words: words))
        case .tsv:
            let rows = words.map { word in
                [kanji.character, word.headword, word.reading, word.glosses.joined(separator: "|"), word.isCommon ? "1" : "0"]
                    .map(TSVField.cleaned).joined(separator: "\t")
            }
            try TextOutput.standardOutput.write(([Self.tsvHeader] + rows).map { $0 + "\n" }.joined())
        case .text:
            try TextOutput.standardOutput.write(PlainText.detail(of: kanji, words: words, totalCount: total))
        }
    }
}

extension Word {
    /// A kanji's word as `show` lists it: the spelling holding the kanji, its reading, every gloss in sense order,
    /// and whether that spelling is common.
    init(_ word: KanjiWord) {
        self.init(headword: word.spelling, reading: word.reading, glosses: word.entry.senses.flatMap(\.glosses), isCommon: word.isCommon)
    }
}

/// The JSON shape of `show`.
struct KanjiReport: Encodable {
    let kanji: Kanji
    let words: [Word]
}
