import ArgumentParser
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
        let kept = try KeptItems(named: items, at: path, otherwise: "nothing removed")
        let removed = try UserDataExit.onError { () throws(UserDataError) in try kept.database.stopStudying(kept.items) }
        try TextOutput.standardOutput.write(removed.map { "removed \($0.displayName)\n" }.joined())
    }
}
