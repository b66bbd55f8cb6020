import ArgumentParser
import UserData

/// `kanji-tui known remove 日本`: takes words' marks off; they count by their study cards again.
struct KnownRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Take the known or ignored mark off words.",
        discussion: """
            Prints "removed 日本 (にほん) (was known)" per word. When any word is not one of JMdict or has no mark, \
            they are listed on stderr, nothing is removed, and the exit status is 1.
            """
    )

    @Argument(help: ArgumentHelp("Marked words, e.g. 日本 する.", valueName: "word"))
    var words: [String]

    @OptionGroup var data: DataOptions
    @OptionGroup var userData: UserDataOptions

    func validate() throws {
        guard words.contains(where: { !$0.isEmpty }) else {
            throw ValidationError("'known remove' needs a marked word, e.g. 'kanji-tui known remove 日本'.")
        }
    }

    func run() throws {
        let named = try MarkedWords(words, data: data, otherwise: "nothing removed")
        let database = try UserDataExit.onError { () throws(UserDataError) in try userData.open() }
        let marks = try UserDataExit.onError { () throws(UserDataError) in try database.wordMarks(of: named.words) }
        let unmarked = named.named.filter { marks[$0.word] == nil }.map(\.text)
        guard unmarked.isEmpty else {
            TextOutput.standardError.write("kanji-tui: not marked known or ignored: \(unmarked.map { ArgumentText.quoted($0) }.joined(separator: ", ")) (nothing removed)\n")
            throw ExitCode(1)
        }
        let removed = try UserDataExit.onError { () throws(UserDataError) in try database.removeWordMarks(named.words) }
        try TextOutput.standardOutput.write(removed.map { "removed \($0.key.displayName) (was \($0.mark.rawValue))\n" }.joined())
    }
}
