import ArgumentParser
import StudyExchange
import UserData

/// `kanji-tui study remove 日 日本`: stops studying items, with their review logs.
struct StudyRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Stop studying kanji and words (their review logs go too).",
        discussion: """
            An item names a kept kanji (日) or kept words by headword or reading (日本, にほん; 生物[なまもの] \
            one reading). Prints "removed …" per item. When any item is not kept, they are listed on stderr, \
            nothing is removed, and the exit status is 1. Needs no dictionary data.
            """
    )

    @Argument(help: ArgumentHelp("Kept kanji or words, e.g. 日 日本.", valueName: "item"))
    var items: [String]

    @OptionGroup var userData: UserDataOptions

    func validate() throws {
        guard items.contains(where: { !$0.isEmpty }) else {
            throw ValidationError("'study remove' needs a kept kanji or word, e.g. 'kanji-tui study remove 日'.")
        }
    }

    func run() throws {
        let path = try UserDataExit.onError { () throws(UserDataError) in try userData.location() }
        let database = try UserDataExit.onError { () throws(UserDataError) in try UserDatabase.openExisting(at: path) }
        let kept = try database.map { database in try UserDataExit.onError { () throws(UserDataError) in try database.studyRows() } } ?? []
        var chosen: [RecordedItem] = []
        var notKept: [String] = []
        for text in items where !text.isEmpty {
            let matches = Self.matches(of: text, among: kept.map(\.item))
            if matches.isEmpty { notKept.append(text) }
            chosen += matches.filter { !chosen.contains($0) }
        }
        guard notKept.isEmpty, let database else {
            TextOutput.standardError.write("kanji-tui: not in the study list: \(notKept.joined(separator: ", ")) (nothing removed)\n")
            throw ExitCode(1)
        }
        let removed = try UserDataExit.onError { () throws(UserDataError) in try database.stopStudying(chosen) }
        try TextOutput.standardOutput.write(removed.map { "removed \($0.displayName)\n" }.joined())
    }

    /// The kept items `text` names: the kanji itself when it is kept, else the words written or read so.
    static func matches(of text: String, among kept: [RecordedItem]) -> [RecordedItem] {
        if kept.contains(.kanji(text)) { return [.kanji(text)] }
        let (form, reading) = StudyItemLookup.split(text)
        return kept.filter { item in
            guard item.kind == .word else { return false }
            if let reading { return item.key == form && item.reading == reading }
            return item.key == form || item.reading == form
        }
    }
}
