import ArgumentParser
import YomitanDictionaries

/// `kanji-tui dict list`: the installed dictionaries in the order they answer.
struct DictListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the installed dictionaries in the order they answer.",
        discussion: DictCommand.howToBring + "\n\n" + """
            One dictionary a line: its place, title, revision, whether it is enabled and whether words are ranked \
            by it ('dict rank'), then what it holds and its size on disk. Prints nothing when none is installed.
            """
    )

    @OptionGroup var options: DictionaryLibraryOptions

    func run() throws {
        let library = try options.library()
        let (listed, ranking) = try DictionaryLibraryOptions.onStorageError { () throws(StorageError) in (try library.list(), try library.rankingTitle()) }
        let lines = listed.enumerated().map { place, listing in
            let dictionary = listing.dictionary
            return "\(place + 1). \(dictionary.title) (revision \(dictionary.revision))\(listing.enabled ? "" : " [disabled]")"
                + (ranking == dictionary.title ? " [ranks words]" : "") + "\n"
                + "   \(Self.counts(of: dictionary)); \(Self.size(dictionary.bytes))\n"
        }
        try TextOutput.standardOutput.write(lines.joined())
    }

    /// "12,034 terms, 3 term frequencies/pitches, 0 kanji, 0 kanji frequencies, 42 tags".
    static func counts(of dictionary: InstalledDictionary) -> String {
        "\(dictionary.terms) terms, \(dictionary.termMeta) term frequencies/pitches, \(dictionary.kanji) kanji, "
            + "\(dictionary.kanjiMeta) kanji frequencies, \(dictionary.tags) tags"
    }

    /// "12.3 MB".
    static func size(_ bytes: Int) -> String {
        bytes >= 1024 * 1024 ? String(format: "%.1f MB", Double(bytes) / (1024 * 1024)) : String(format: "%.1f KB", Double(bytes) / 1024)
    }
}
