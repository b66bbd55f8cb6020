import ArgumentParser
import FSRS
import Foundation
import KanjiKit
import StudyExchange
import UserData

/// `kanji-tui study card-kinds 日本 --on production --off reading`: the kinds of card one kept item has, apart from
/// the deck's choice (`study config --card-kinds`); with neither option, the item's cards are listed.
struct StudyCardKindsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "card-kinds",
        abstract: "List or change the kinds of card kept items have (recognition, production, reading).",
        discussion: """
            An item names a kept kanji (日) or kept words by headword or reading, as in `study remove`. --on gives \
            each item a new card of each kind named (due now), or resumes one switched off before with its \
            schedule; --off suspends the item's cards of those kinds, their schedules and reviews kept. A word \
            written in kana alone has no reading card. Writing is a kanji's: --on writing for a word gives each \
            of its kanji a writing card (keeping the kanji for writing alone when it was not kept, with the word \
            as the cue its review blanks). An item left with no card to review is refused, and \
            nothing changes. With neither option, each item's cards are listed with their state. When any item \
            is not kept, they are listed on stderr, nothing changes, and the exit status is 1. Needs no \
            dictionary data.
            """
    )

    @Argument(help: ArgumentHelp("Kept kanji or words, e.g. 日 日本.", valueName: "item"))
    var items: [String]

    @Option(help: ArgumentHelp("Kinds to switch on, comma-separated.", valueName: "kinds"))
    var on: String?

    @Option(help: ArgumentHelp("Kinds to switch off (suspended, reviews kept), comma-separated.", valueName: "kinds"))
    var off: String?

    @OptionGroup var userData: UserDataOptions

    func validate() throws {
        guard items.contains(where: { !$0.isEmpty }) else {
            throw ValidationError("'study card-kinds' needs a kept kanji or word, e.g. 'kanji-tui study card-kinds 日本 --on production'.")
        }
        for (name, list) in [("--on", on), ("--off", off)] {
            if let list, case .failure(let error) = CardKind.list(parsing: list) {
                throw ValidationError("\(name): \(error).")
            }
        }
        if let both = Set(kinds(on)).intersection(kinds(off)).sorted().first {
            throw ValidationError("\(both.rawValue) is both in --on and in --off; name it once.")
        }
    }

    private func kinds(_ list: String?) -> [CardKind] {
        list.flatMap { try? CardKind.list(parsing: $0).get() } ?? []
    }

    func run() throws {
        let path = try UserDataExit.onError { () throws(UserDataError) in try userData.location() }
        let kept = try KeptItems(named: items, at: path, otherwise: "nothing changed")
        let (database, chosen) = (kept.database, kept.items)
        if on != nil || off != nil {
            let now = Timestamp(secondsSince1970: Int64(Date().timeIntervalSince1970))
            var lines: [String] = []
            try UserDataExit.onError { () throws(UserDataError) in
                // Each item is its own transaction; the first refused stops before the rest.
                for item in chosen {
                    let writesKanji = item.kind == .word && kinds(on).contains(.writing)
                    // A word's own cards change unless writing, which goes to its kanji, is all that was asked.
                    if !writesKanji || kinds(on).count > 1 || !kinds(off).isEmpty {
                        let change = try database.setCardKinds(of: item, on: Set(kinds(on)), off: Set(kinds(off)), at: now)
                        lines.append("\(item.displayName): \(StudyConfigCommand.describe(change))")
                    }
                    if writesKanji { lines += try Self.writeKanji(of: item, in: database, at: now) }
                }
            }
            try TextOutput.standardOutput.write(lines.map { $0 + "\n" }.joined())
        }
        let kanji = chosen.flatMap { item in item.kind == .word && kinds(on).contains(.writing) ? Self.kanji(of: item.key) : [] }
        let cards = try UserDataExit.onError { () throws(UserDataError) in
            var cards: [StudyRow] = []
            for item in chosen + kanji.map({ .kanji(String($0.character)) }) { cards += try database.studyRows(of: item) }
            return cards
        }
        try TextOutput.standardOutput.write(cards.map { row in
            let state = row.setAside.isSuspended ? "suspended" : row.card.state.label
            return "\(row.item.displayName)\t\(row.cardKind.rawValue)\t\(state)\n"
        }.joined())
    }

    /// The kanji of `word` with their places in it (in Characters), each once: 日本 → 日 at 0, 本 at 1.
    static func kanji(of word: String) -> [(character: Character, offset: Int)] {
        var seen = Set<Character>()
        return word.enumerated().compactMap { offset, character in
            Script.isIdeograph(character) && seen.insert(character).inserted ? (character, offset) : nil
        }
    }

    /// Gives each kanji of the kept `word` a writing card: a kanji kept already gets one (or has it resumed); one not
    /// kept is kept for writing alone, with the word as its sentence, the kanji marked, so its review shows the word
    /// with the kanji blanked.
    /// - Returns: a line per kanji saying what changed.
    static func writeKanji(of word: RecordedItem, in database: UserDatabase, at now: Timestamp) throws(UserDataError) -> [String] {
        var lines: [String] = []
        for (character, offset) in kanji(of: word.key) {
            let item = RecordedItem.kanji(String(character))
            if try database.studyRow(for: item) != nil {
                let change = try database.setCardKinds(of: item, on: [.writing], off: [], at: now)
                lines.append("\(item.displayName): \(StudyConfigCommand.describe(change))")
            } else {
                let cue = StudySentence(text: word.key, markStart: offset, markLength: 1, source: nil)
                try database.keepForStudy([StudyKeeping(item, sentence: cue)], kinds: [.writing], at: now)
                lines.append("\(item.displayName): kept for writing, its cue \(word.key)")
            }
        }
        return lines
    }
}
