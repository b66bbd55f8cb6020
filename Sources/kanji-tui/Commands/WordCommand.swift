import ArgumentParser
import KanjiKit

/// `kanji-tui word 日本`: every JMdict entry written or read that way, with every sense, and the kanji
/// it is written with.
///
/// Reads `words.bin` (mapped) and the kanji's lines of `kanji.tsv`, nothing else; with `--edict`, the
/// entries come from that EDICT file instead, in its shorter form.
struct WordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "word",
        _superCommandName: CommandRouting.toolName,
        abstract: "Print every sense of a word from JMdict, its forms and how common it is, and its kanji.",
        discussion: """
            The word as written or read: 日本, にほん and ニホン find the same entries (to search, use \
            'kanji-tui words'). Exits 1 when no entry has that form. --tsv prints the columns of 'kanji-tui words \
            --tsv', one line per entry.
            """
    )

    @Argument(help: "The word as written or read, e.g. 日本 or にほん.")
    var word: String

    @Flag var format = DetailFormat.text

    @OptionGroup var data: DataOptions

    func run() throws {
        if data.edictPath != nil { return try runOnEdict() }
        let directory = try data.dataDirectory()
        // kanji.tsv first, so a broken line of it is reported as by every other command.
        let (kanji, entries) = try BadData.exitOnError { () throws(DatasetError) in
            (try Self.kanji(in: word, directory: directory), try WordDictionary(directory: directory).entries(headword: word))
        }
        guard !entries.isEmpty else {
            TextOutput.standardError.write("kanji-tui: no JMdict word is written or read \(ArgumentText.quoted(word)); 'kanji-tui words \(word)' searches.\n")
            throw ExitCode(1)
        }
        let pitch = WordPitch(directory: directory)
        switch format {
        case .json:
            let reports = entries.map { DictionaryWordReport($0, pitch: pitch.readings(of: $0)) }
            try JSONOutput.print(WordReport(word: word, entries: reports, kanji: kanji))
        case .tsv: try WordsFormat.tsv.print(entries.map { WordMatch(entry: $0, kind: .exactForm) }, pitch: pitch)
        case .text: try TextOutput.standardOutput.write(PlainText.word(entries: entries, written: word, pitch: pitch, kanji: kanji))
        }
    }

    /// `--edict PATH`: the user's own EDICT file's entries for the headword (its one-line form).
    private func runOnEdict() throws {
        let store = try data.openStore()
        let (entries, kanji) = try BadData.exitOnError { () throws(DatasetError) in
            (try store.entries(for: word), try store.kanji(in: word))
        }
        guard !entries.isEmpty else {
            TextOutput.standardError.write("kanji-tui: no word in \(store.wordFilePath) is written \(ArgumentText.quoted(word)).\n")
            throw ExitCode(1)
        }
        switch format {
        case .json: try JSONOutput.print(EdictWordReport(word: word, entries: entries, kanji: kanji))
        case .tsv:
            // The columns of `words --tsv`; an EDICT line has no other forms, parts of speech or rank to fill them.
            let rows = entries.map { entry in
                [entry.headword, entry.reading, "", entry.glosses.joined(separator: "; "), "", entry.isCommon ? "1" : "0", "", "", "", "", ""]
                    .map(TSVField.cleaned).joined(separator: "\t")
            }
            try TextOutput.standardOutput.write(([WordsFormat.tsvHeader] + rows).map { $0 + "\n" }.joined())
        case .text: try TextOutput.standardOutput.write(PlainText.word(edictEntries: entries, kanji: kanji))
        }
    }

    /// The kanji of `text` the dataset has, in order of first appearance, each read from its own line.
    private static func kanji(in text: String, directory: String) throws(DatasetError) -> [Kanji] {
        let ideographs = text.filter(Script.isIdeograph)
        guard !ideographs.isEmpty else { return [] }
        let file = try KanjiFile(path: directory + "/kanji.tsv")
        var seen: Set<Character> = []
        var found: [Kanji] = []
        for character in ideographs where seen.insert(character).inserted {
            if let kanji = try file.kanji(for: String(character)) { found.append(kanji) }
        }
        return found
    }
}

/// The JSON shape of `word`.
struct WordReport: Encodable {
    let word: String
    let entries: [DictionaryWordReport]
    let kanji: [Kanji]
}

/// The JSON shape of `word --edict`.
struct EdictWordReport: Encodable {
    let word: String
    let entries: [Word]
    let kanji: [Kanji]
}
