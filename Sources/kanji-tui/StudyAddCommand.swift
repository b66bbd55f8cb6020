import ArgumentParser
import FSRS
import Foundation
import KanjiKit
import UserData

/// `kanji-tui study add 日 本 日本`: keeps kanji and words as new cards, due now.
struct StudyAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Keep kanji and words to study (new cards, due now).",
        discussion: """
            Prints one line per item: "added 日", or "already kept 日" (its card unchanged; also for an item \
            given twice, as 日本 and にほん are, which says so). When any item is \
            neither a kanji nor a word of the data, they are listed on stderr, nothing is added, and the exit \
            status is 1.
            """
    )

    @Argument(help: ArgumentHelp("Kanji or words, e.g. 日 本 日本 にほん 生物[なまもの].", valueName: "item"))
    var items: [String]

    @OptionGroup var data: DataOptions
    @OptionGroup var userData: UserDataOptions

    func validate() throws {
        guard items.contains(where: { !$0.isEmpty }) else {
            throw ValidationError("'study add' needs a kanji or a word, e.g. 'kanji-tui study add 日 日本'.")
        }
    }

    func run() throws {
        let lookup = try StudyItemLookup(data: data)
        var known: [RecordedItem] = []
        /// Each text given and the item it names, in order: `日本 にほん` names one word twice.
        var named: [(text: String, item: RecordedItem)] = []
        var unknown: [String] = []
        for text in items where !text.isEmpty {
            if let item = try BadData.exitOnError({ () throws(DatasetError) in try lookup.item(for: text) }) {
                if !known.contains(item) { known.append(item) }
                named.append((text, item))
            } else {
                unknown.append(text)
            }
        }
        guard unknown.isEmpty else {
            TextOutput.standardError.write("kanji-tui: not a kanji or word of the data: \(unknown.joined(separator: ", ")) (nothing added)\n")
            throw ExitCode(1)
        }
        let database = try UserDataExit.onError { () throws(UserDataError) in try userData.open() }
        let now = Timestamp(secondsSince1970: Int64(Date().timeIntervalSince1970))
        let additions = try UserDataExit.onError { () throws(UserDataError) in try database.keepForStudy(known, at: now) }
        // One line per text given: the database reports an item given twice once, so the second naming says it
        // was kept a moment ago rather than vanish.
        let isNew = Dictionary(additions.map { ($0.row.item, $0.isNew) }, uniquingKeysWith: { first, _ in first })
        var reported: Set<RecordedItem> = []
        let lines = named.map { text, item in
            guard reported.insert(item).inserted else {
                return "already kept \(item.displayName) (\(ArgumentText.quoted(text)) names it too)\n"
            }
            return "\(isNew[item] ?? false ? "added" : "already kept") \(item.displayName)\n"
        }
        TextOutput.standardOutput.write(lines.joined())
    }
}
