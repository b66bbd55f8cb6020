import ArgumentParser
import FSRS
import Foundation
import UserData

/// `kanji-tui known add 日本 する [--ignore]`: marks words known (or ignored) without studying them.
struct KnownAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Mark words known without studying them (--ignore: leave them out of every count).",
        discussion: """
            Prints one line per word: "known 日本 (にほん)", "already known 日本 (にほん)", or "known … (was \
            ignored)" when it changes a word's mark. When any word is not one of JMdict, or names several common \
            words without its reading (日: 日[ひ] or 日[にち]), they are listed on stderr, nothing is marked, and the \
            exit status is 1. A word kept for study stays on the study list: the mark \
            only says how it counts.
            """
    )

    @Argument(help: ArgumentHelp("Words, e.g. 日本 する 生物[なまもの].", valueName: "word"))
    var words: [String]

    @Flag(help: "Mark the words ignored instead: neither known nor unknown, out of every count.")
    var ignore = false

    @OptionGroup var data: DataOptions
    @OptionGroup var userData: UserDataOptions

    func validate() throws {
        guard words.contains(where: { !$0.isEmpty }) else {
            throw ValidationError("'known add' needs a word, e.g. 'kanji-tui known add 日本 する'.")
        }
    }

    func run() throws {
        let named = try MarkedWords(words, data: data, otherwise: "nothing marked")
        let mark: WordMark = ignore ? .ignored : .known
        let database = try UserDataExit.onError { () throws(UserDataError) in try userData.open() }
        let now = Timestamp(secondsSince1970: Int64(Date().timeIntervalSince1970))
        let changed = try UserDataExit.onError { () throws(UserDataError) in try database.markWords(named.words, as: mark, at: now) }
        let before = Dictionary(changed.map { ($0.key, $0.before) }, uniquingKeysWith: { first, _ in first })
        var reported = Set<MarkedWordKey>()
        let lines = named.named.map { _, word in
            guard reported.insert(word).inserted, let previous = before[word] else {
                return "already \(mark.rawValue) \(word.displayName)\n"
            }
            return "\(mark.rawValue) \(word.displayName)" + (previous.map { " (was \($0.mark.rawValue))" } ?? "") + "\n"
        }
        try TextOutput.standardOutput.write(lines.joined())
    }
}
