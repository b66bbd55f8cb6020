import ArgumentParser
import FSRS
import Foundation
import KanjiKit
import StudyExchange
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
            status is 1. Each card records its item's frequency rank (KANJIDIC's for a kanji, wordfreq's for a \
            word), by which 'study config --new-order frequency' introduces new cards.

            --sentence keeps one item with the sentence it was met in (sentence mining), the word marked where \
            it first appears (or where --mark's text does, for a form other than the one typed: \
            'study add 食べる --sentence 昨日寿司を食べた。 --mark 食べた'), and --source names the text. An item \
            kept already without a sentence gets this one ("sentence recorded"); one with a sentence keeps its own.

            A kanji given alone that also writes a common word on its own (水: the word みず "water", or the kanji \
            水) is asked about on the terminal, its words and the kanji listed to choose from. --word takes the \
            word (its commonest reading) and --kanji the kanji, for every such item, without asking (an item \
            written with its reading, 水[みず] or 金[きん], is that word either way); without a terminal one of them is needed, else nothing is added (exit status 2). Items of \
            more than one character are never asked about.
            """
    )

    @Argument(help: ArgumentHelp("Kanji or words, e.g. 日 本 日本 にほん 生物[なまもの].", valueName: "item"))
    var items: [String]

    @Option(help: ArgumentHelp("The sentence the item was met in (one item only).", valueName: "text"))
    var sentence: String?

    @Option(help: ArgumentHelp("The word as the sentence writes it, when not as typed (e.g. 食べた for 食べる).", valueName: "text"))
    var mark: String?

    @Option(help: ArgumentHelp("The name of the text the sentence is from.", valueName: "name"))
    var source: String?

    @Flag(help: "A kanji given alone that also writes a word (水: みず) is the word, at its commonest reading.")
    var word = false

    @Flag(help: "A kanji given alone that also writes a word is the kanji.")
    var kanji = false

    @Flag(name: .customLong("anki"), help: "Send each item to the running Anki too, as the browser's a does (kanji-tui anki setup).")
    var toAnki = false

    @OptionGroup var data: DataOptions
    @OptionGroup var userData: UserDataOptions

    func validate() throws {
        guard items.contains(where: { !$0.isEmpty }) else {
            throw ValidationError("'study add' needs a kanji or a word, e.g. 'kanji-tui study add 日 日本'.")
        }
        guard !(word && kanji) else {
            throw ValidationError("--word and --kanji choose between a kanji alone and its word; give one of them.")
        }
        guard sentence != nil || (mark == nil && source == nil) else {
            throw ValidationError("--mark and --source describe a --sentence; give the sentence too.")
        }
        if let sentence {
            guard items.count(where: { !$0.isEmpty }) == 1 else {
                throw ValidationError("--sentence keeps one item with its sentence, not \(items.count(where: { !$0.isEmpty })).")
            }
            guard !sentence.isEmpty else { throw ValidationError("--sentence is empty; give the sentence the item was met in.") }
            if mark?.isEmpty == true { throw ValidationError("--mark is empty; give the word as the sentence writes it.") }
        }
    }

    func run() throws {
        let lookup = try StudyItemLookup(data: data)
        var known: [StudyKeeping] = []
        /// Each text given and the item it names, in order: `日本 にほん` names one word twice.
        var named: [(text: String, item: RecordedItem)] = []
        let meant = try meanings(lookup: lookup)
        var unknown: [String] = []
        for text in items where !text.isEmpty {
            if let item = try meant[text] ?? BadData.exitOnError({ () throws(DatasetError) in try lookup.item(for: text) }) {
                if !known.contains(where: { $0.item == item }) {
                    let rank = try BadData.exitOnError { () throws(DatasetError) in try lookup.frequencyRank(of: item) }
                    known.append(StudyKeeping(item, sentence: try kept(text, item: item), frequencyRank: rank))
                }
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
        let anki = toAnki ? try Self.ankiSettings(in: database) : nil
        if let anki, anki.destination == .ankiOnly {  // the learner reviews in Anki: the study list is left alone
            return try sendToAnki(known, settings: anki, database: database)
        }
        let now = Timestamp(secondsSince1970: Int64(Date().timeIntervalSince1970))
        let additions = try UserDataExit.onError { () throws(UserDataError) in try database.keepForStudy(known, at: now) }
        // One line per text given: the database reports an item given twice once, so the second naming says it
        // was kept a moment ago rather than vanish.
        let byItem = Dictionary(additions.map { ($0.row.item, $0) }, uniquingKeysWith: { first, _ in first })
        var reported: Set<RecordedItem> = []
        let lines = named.map { text, item in
            guard reported.insert(item).inserted else {
                return "already kept \(item.displayName) (\(ArgumentText.quoted(text)) names it too)\n"
            }
            return byItem[item].map(Self.line) ?? "already kept \(item.displayName)\n"
        }
        try TextOutput.standardOutput.write(lines.joined())
        if let anki { try sendToAnki(known, settings: anki, database: database) }
    }

    /// What each kanji given alone that also writes a common word means: the word with --word, the kanji with
    /// --kanji, else the answer to a question on the terminal (`LoneKanjiQuestion`); asked only once every item is
    /// known to the data, so a typo is said before any question.
    private func meanings(lookup: StudyItemLookup) throws -> [String: RecordedItem] {
        guard !kanji else { return [:] }   // `StudyItemLookup.item(for:)` reads a kanji alone as the kanji
        var choices: [LoneKanjiQuestion.Choice] = []
        for text in items {
            if let choice = try BadData.exitOnError({ () throws(DatasetError) in try LoneKanjiQuestion.choice(for: text, lookup: lookup) }) {
                choices.append(choice)
            }
        }
        if word { return Dictionary(choices.map { ($0.text, $0.words[0].item) }, uniquingKeysWith: { first, _ in first }) }
        guard !choices.isEmpty else { return [:] }
        for text in items where !text.isEmpty {
            // Said by `run`, with nothing added.
            if try BadData.exitOnError({ () throws(DatasetError) in try lookup.item(for: text) }) == nil { return [:] }
        }
        return try LoneKanjiQuestion.answers(choices)
    }

    /// "added 日", "already kept 日", "sentence recorded 食べる (たべる)" (kept before without one).
    static func line(_ addition: StudyAddition) -> String {
        let verb = addition.isNew ? "added" : addition.recordedSentence ? "sentence recorded" : "already kept"
        return "\(verb) \(addition.row.item.displayName)\n"
    }

    /// The --sentence for the item typed as `text`, its word marked where --mark's text (else `text`, the
    /// item's key or its reading) first appears; `nil` without --sentence.
    /// - Throws: exit status 64, said on stderr, when the sentence holds none of them (nothing is kept).
    private func kept(_ text: String, item: RecordedItem) throws -> StudySentence? {
        guard let sentence else { return nil }
        let forms = mark.map { [$0] } ?? [StudyItemLookup.split(text).form, item.key, item.reading].compactMap { $0 }
        guard let range = forms.lazy.compactMap({ sentence.range(of: $0) }).first else {
            TextOutput.standardError.write("kanji-tui: the sentence does not contain \(forms.first ?? text); "
                + "give the word as it is written there with --mark (nothing added)\n")
            throw ExitCode.validationFailure
        }
        let start = sentence.distance(from: sentence.startIndex, to: range.lowerBound)
        return StudySentence(text: sentence, markStart: start, markLength: sentence.distance(from: range.lowerBound, to: range.upperBound),
                             source: source)
    }
}
