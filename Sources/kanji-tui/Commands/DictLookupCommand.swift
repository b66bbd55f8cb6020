import ArgumentParser
import YomitanDictionaries

/// `kanji-tui dict lookup WORD`: what each enabled dictionary says of a word, its glossaries laid out as text.
struct DictLookupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lookup",
        abstract: "Print what the installed dictionaries say of a word.",
        discussion: DictCommand.howToBring + "\n\n" + """
            The word as written or read (直す, なおす), exactly: each enabled dictionary's entries in the order of \
            'dict list', each under its title, its definitions numbered and laid out at --width columns (lists, \
            tables as columns, ruby as 漢字[かんじ], images by name); then the frequencies and pitch accents the \
            dictionaries give it, and for one character the kanji dictionaries' entries. --json prints every field \
            as one object — terms (each definition's kind, its structured content as Yomitan's tree of elements and \
            attributes, with snake_case keys as every --json here, and its lines laid out at --width), the meaning of \
            each tag, term_meta (freq with value and display_value, pitch with its accents, ipa), kanji and \
            kanji_meta. Exit status: 0; 1 when no dictionary has the word.
            """)

    @Argument(help: ArgumentHelp("The word as written or read.", valueName: "word"))
    var word: String

    @Option(help: ArgumentHelp("The width to lay definitions out at.", valueName: "columns"))
    var width = 80

    @Flag(help: "Print every field as JSON: the structured content as its tree and as the lines the text shows.")
    var json = false

    @OptionGroup var options: DictionaryLibraryOptions

    func validate() throws {
        guard !word.isEmpty else { throw ValidationError("'dict lookup' needs a word, e.g. 'kanji-tui dict lookup 直す'.") }
        guard width >= 20 else { throw ValidationError("--width is a number of columns, 20 or more, not \(width).") }
    }

    func run() throws {
        let library = try options.library()
        let dictionaries = try DictionaryLibraryOptions.onStorageError { () throws(StorageError) in try InstalledDictionaries(library: library) }
        let terms = try DictionaryLibraryOptions.onStorageError { () throws(StorageError) in try dictionaries.terms(for: word) }
        let meta = try DictionaryLibraryOptions.onStorageError { () throws(StorageError) in try dictionaries.termMeta(for: word) }
        let kanji = word.count == 1 ? try DictionaryLibraryOptions.onStorageError { () throws(StorageError) in try dictionaries.kanji(for: word) } : []
        let renderer = GlossaryRenderer(width: width - 5)
        if json {
            let kanjiMeta = word.count == 1 ? try DictionaryLibraryOptions.onStorageError { () throws(StorageError) in try dictionaries.kanjiMeta(for: word) } : []
            guard !(terms.isEmpty && meta.isEmpty && kanji.isEmpty && kanjiMeta.isEmpty) else { return try nothingFound(in: dictionaries) }
            let tags = try DictionaryLibraryOptions.onStorageError { () throws(StorageError) in
                var tags: [String: DictionaryTag] = [:]
                for found in terms {
                    for name in found.value.definitionTags + found.value.termTags where tags[found.dictionary + "\u{0}" + name] == nil {
                        tags[found.dictionary + "\u{0}" + name] = try dictionaries.tag(named: name, in: found.dictionary)
                    }
                }
                return tags
            }
            return try JSONOutput.print(DictLookupReport(word: word, terms: terms, meta: meta, kanji: kanji, kanjiMeta: kanjiMeta,
                                                         render: { renderer.lines(of: $0).map(Self.trimmed) },
                                                         tag: { name, dictionary in tags[dictionary + "\u{0}" + name] }))
        }
        var lines: [String] = []
        var heading: String?
        for found in terms {
            if heading != found.dictionary {
                heading = found.dictionary
                lines.append("== \(found.dictionary) ==")
            }
            let term = found.value
            let tags = (term.definitionTags + term.termTags)
            lines.append(term.expression + (term.reading.isEmpty || term.reading == term.expression ? "" : "【\(term.reading)】")
                         + (tags.isEmpty ? "" : "  (\(tags.joined(separator: " ")))"))
            for (number, gloss) in term.glossary.enumerated() {
                let marker = "\(number + 1).".padding(toLength: 4, withPad: " ", startingAt: 0)
                for (index, line) in renderer.lines(of: gloss).enumerated() {
                    lines.append(Self.trimmed((index == 0 ? " " + marker : "     ") + line))
                }
            }
        }
        for found in meta {
            lines.append("\(found.dictionary): " + Self.describe(found.value))
        }
        for found in kanji {
            let entry = found.value
            lines.append("== \(found.dictionary) (kanji) ==")
            lines.append("\(entry.character)  on: \(entry.onyomi.joined(separator: " "))  kun: \(entry.kunyomi.joined(separator: " "))")
            lines += entry.meanings.map { "  " + $0 }
            if !entry.stats.isEmpty { lines.append("  " + entry.stats.map { "\($0.name) \($0.value)" }.joined(separator: ", ")) }
        }
        guard !lines.isEmpty else { return try nothingFound(in: dictionaries) }
        try TextOutput.standardOutput.write(lines.map { $0 + "\n" }.joined())
    }

    /// No dictionary has the word: a line saying so (and how to install one, when none is enabled), exit status 1.
    private func nothingFound(in dictionaries: InstalledDictionaries) throws {
        TextOutput.standardError.write("kanji-tui: no installed dictionary has \(ArgumentText.quoted(word))"
                                       + (dictionaries.titles.isEmpty ? " (none is enabled: kanji-tui dict import FILE.zip)" : "") + "\n")
        throw ExitCode(1)
    }

    /// "frequency 1500㋕", "frequency なおす 7", "pitch なおす [2] [0]", "IPA なおす [na̠o̞sɨᵝ]".
    static func describe(_ meta: TermMeta) -> String {
        switch meta.data {
        case .frequency(let frequency, let reading):
            return "frequency " + (reading.map { "\($0) " } ?? "") + frequency.shown
        case .pitch(let reading, let accents):
            return "pitch \(reading) " + accents.map { accent in
                "[\(accent.position)]" + (accent.tags.isEmpty ? "" : " (\(accent.tags.joined(separator: " ")))")
            }.joined(separator: " ")
        case .ipa(let reading, let transcriptions):
            return "IPA \(reading) " + transcriptions.map(\.ipa).joined(separator: " ")
        }
    }

    private static func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
