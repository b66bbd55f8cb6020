import ArgumentParser
import FSRS
import Foundation
import KanjiKit
import UserData

/// `kanji-tui study import FILE`: keeps every kanji of a text (or, with `--words`, every word of a list).
struct StudyImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Keep every kanji in a text file (or, with --words, every word of a one-per-line list).",
        discussion: """
            Any UTF-8 text: every kanji in it that the data has, in order of first appearance; kana, \
            punctuation and Latin letters are passed over. Kanji the data lacks (or, with --words, lines that \
            are no word of the data) are listed on stderr and skipped. Everything else is kept in one \
            transaction, so nothing is half-imported. Prints how many were added and how many were already \
            kept. Exit status: 0; 1 when the file holds nothing the data knows; 2 when the file cannot be read \
            (the message names it: also a NUL, a byte that is not UTF-8, or more than 16 MB).
            """
    )

    @Argument(help: ArgumentHelp("The text file, or - for stdin.", valueName: "file"))
    var file: String

    @Flag(help: "Read one word (or kanji) per line instead of every kanji of a text; blank lines are skipped.")
    var words = false

    @OptionGroup var data: DataOptions
    @OptionGroup var userData: UserDataOptions

    func run() throws {
        let text = try TextFileInput.read(file)
        let lookup = try StudyItemLookup(data: data)
        let (known, unknown) = try BadData.exitOnError { () throws(DatasetError) in
            words ? try Self.words(in: text, lookup: lookup) : try Self.kanji(in: text, store: lookup.store)
        }
        let name = file == "-" ? "stdin" : file
        if unknown.count > 0 {
            TextOutput.standardError.write("kanji-tui: skipped \(unknown.count) not in the data: \(unknown.listing)\n")
        }
        guard !known.isEmpty else {
            TextOutput.standardError.write("kanji-tui: \(name): no \(words ? "word" : "kanji") of the data to import\n")
            throw ExitCode(1)
        }
        let database = try UserDataExit.onError { () throws(UserDataError) in try userData.open() }
        let now = Timestamp(secondsSince1970: Int64(Date().timeIntervalSince1970))
        let additions = try UserDataExit.onError { () throws(UserDataError) in try database.keepForStudy(known, at: now) }
        let added = additions.filter(\.isNew)
        TextOutput.standardOutput.write(
            "imported \(added.count) from \(name)\(added.isEmpty ? "" : ": " + added.map(\.row.item.displayName).joined(separator: " "))"
                + " (\(additions.count - added.count) already kept)\n")
    }

    /// The kanji of `text` in order of first appearance, and the ideographs the data lacks.
    static func kanji(in text: String, store: KanjiStore) throws(DatasetError) -> (known: [RecordedItem], unknown: SkippedItems) {
        _ = try store.allKanji()   // one parse, then every lookup is a dictionary probe
        var seen = Set<Character>()
        var known: [RecordedItem] = []
        var unknown = SkippedItems()
        for character in text where Script.isIdeograph(character) && seen.insert(character).inserted {
            if let kanji = try store.kanji(for: String(character)) {
                known.append(.kanji(kanji.character))
            } else {
                unknown.add(String(character))
            }
        }
        return (known, unknown)
    }

    /// One item per non-blank line (trimmed; a word listed twice is kept once), and the lines that name
    /// nothing in the data. The lines are taken one at a time: 16 MB of one-letter lines would be 8 million
    /// substrings split up front.
    static func words(in text: String, lookup: StudyItemLookup) throws(DatasetError) -> (known: [RecordedItem], unknown: SkippedItems) {
        var seen = Set<RecordedItem>()
        var known: [RecordedItem] = []
        var unknown = SkippedItems()
        var rest = text[...]
        while !rest.isEmpty {
            let end = rest.firstIndex(where: \.isNewline) ?? rest.endIndex
            let word = rest[..<end].trimmingCharacters(in: .whitespaces)
            rest = end == rest.endIndex ? rest[end...] : rest[rest.index(after: end)...]
            guard !word.isEmpty else { continue }
            if let item = try lookup.item(for: word) {
                if seen.insert(item).inserted { known.append(item) }
            } else {
                unknown.add(word)
            }
        }
        return (known, unknown)
    }
}
