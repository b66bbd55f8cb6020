import ArgumentParser
import FSRS
import Foundation
import StudyExchange
import UserData

/// `kanji-tui study config [--new-per-day N] [--reviews-per-day N|none] [--new-order …] [--leech-threshold N]
/// [--card-kinds …]`: Anki's daily limits and leech threshold, and the kinds of card each kept item has, as the user
/// database keeps them for the browser's reviews — printed, or set and then printed.
struct StudyConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Print or set the daily limits, the new-card order, the leech threshold and the card kinds.",
        discussion: """
            A study day begins at 4:00 local time, as in Anki. It introduces at most --new-per-day new cards \
            (default \(StudySettings.defaultNewPerDay)), in the order they were kept, and shows at most \
            --reviews-per-day review cards (default none: every review due); cards in a learning step are never \
            held back. The browser's Study tab reviews within them; its + and _ keys change the new cards per day, > and < the \
            reviews per day, and o the new-card order. \
            A review shows the review cards due before the new ones, as Anki does; --new-order chooses the order \
            new cards come in: 'kept' (the order kept, the default) or 'frequency' (most common first, by the \
            frequency rank stored when each was kept; choosing it first ranks the cards kept without one, which \
            reads the dictionary data, and touches nothing else of them). \
            A card whose lapses (grades of Again on a card in review) reach --leech-threshold (default \
            \(StudySettings.defaultLeechThreshold), as in Anki; 0 for never) is tagged a leech and suspended, and again \
            every half-threshold of lapses after that; ! on its Study row unsuspends it. \
            --card-kinds chooses the cards each kept item has, each scheduled on its own, as the card templates of \
            an Anki note: recognition (the item → its reading and meaning; the default), production (the meaning \
            and reading → the item) and reading (the spelling → its reading; a word written in kana has none), \
            comma-separated. Switching a kind on gives every kept item a new card of it; switching one off suspends \
            its cards, schedules and reviews kept, and switching it back on resumes them. \
            `study card-kinds` changes them for one item. \
            With no option the settings are printed; a bad value changes nothing and exits with status 64. \
            Needs no dictionary data otherwise.
            """
    )

    // Unconditional: `--new-per-day -3` reaches validate() and is told what is wrong, rather than `-3` being
    // taken for an option and the value called missing.
    @Option(parsing: .unconditional, help: ArgumentHelp("Introduce at most this many new cards a day (0 or more).", valueName: "count"))
    var newPerDay: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Show at most this many review cards a day (0 or more), or 'none' for no limit.",
                                                        valueName: "count|none"))
    var reviewsPerDay: DailyLimitArgument?

    @Option(help: ArgumentHelp("The order new cards are introduced in: kept or frequency.", valueName: "kept|frequency"))
    var newOrder: StudyNewCardOrder?

    @Option(parsing: .unconditional, help: ArgumentHelp("Tag and suspend a card as a leech at this many lapses (0: never).",
                                                        valueName: "count"))
    var leechThreshold: Int?

    @Option(help: ArgumentHelp("The cards each kept item has, comma-separated: recognition, production, reading.",
                               valueName: "kinds"))
    var cardKinds: String?

    /// `--card-kinds` read, or `nil` without it; validate() has refused a list that does not read.
    private var chosenKinds: [CardKind]? {
        cardKinds.flatMap { try? CardKind.list(parsing: $0).get() }
    }

    @Flag(help: "Print the settings as JSON.")
    var json = false

    @OptionGroup var userData: UserDataOptions
    @OptionGroup var data: DataOptions

    func validate() throws {
        if let newPerDay, newPerDay < 0 {
            throw ValidationError("--new-per-day must be a number ≥ 0 (how many new cards a day introduces), not \(newPerDay).")
        }
        if let leechThreshold, leechThreshold < 0 {
            throw ValidationError("--leech-threshold must be a number ≥ 0 (the lapses that make a leech; 0 for never), not \(leechThreshold).")
        }
        if let cardKinds, case .failure(let error) = CardKind.list(parsing: cardKinds) {
            throw ValidationError("--card-kinds: \(error).")
        }
    }

    func run() throws {
        let path = try UserDataExit.onError { () throws(UserDataError) in try userData.location() }
        let changes = newPerDay != nil || reviewsPerDay != nil || newOrder != nil || leechThreshold != nil || cardKinds != nil
        // The data is read before anything is written, so data that cannot be read changes nothing.
        let lookup = newOrder == .frequency ? try StudyItemLookup(data: data) : nil
        // Only a change creates the file; the settings of a missing one are the defaults.
        let database = try UserDataExit.onError { () throws(UserDataError) in
            changes ? try UserDatabase.open(at: path) : try UserDatabase.openForReading(at: path)
        }
        var kindChange: UserDatabase.CardKindChange?
        if let database {
            try UserDataExit.onError { () throws(UserDataError) in
                if let newPerDay { try database.saveNewCardsPerDay(newPerDay) }
                if let reviewsPerDay { try database.saveReviewsPerDay(reviewsPerDay.count) }
                if let lookup {
                    try database.fillMissingFrequencyRanks { item in try? lookup.frequencyRank(of: item) ?? nil }
                }
                if let newOrder { try database.saveNewCardOrder(newOrder) }
                if let leechThreshold { try database.saveLeechThreshold(leechThreshold) }
                if let chosenKinds {
                    let now = Timestamp(secondsSince1970: Int64(Date().timeIntervalSince1970))
                    kindChange = try database.saveCardKinds(chosenKinds, at: now)
                }
            }
        }
        let settings = try database.map { database in
            try UserDataExit.onError { () throws(UserDataError) in try database.studySettings() }
        } ?? StudySettings()
        let report = Report(newPerDay: settings.newPerDay ?? StudySettings.defaultNewPerDay, reviewsPerDay: settings.reviewsPerDay,
                            newOrder: settings.newOrder ?? .kept,
                            leechThreshold: settings.leechThreshold ?? StudySettings.defaultLeechThreshold,
                            cardKinds: settings.cardKinds ?? CardKind.defaults)
        if json {
            try JSONOutput.print(report)
        } else {
            if let kindChange {
                try TextOutput.standardOutput.write(Self.describe(kindChange) + "\n")
            }
            try TextOutput.standardOutput.write("""
                new cards per day: \(report.newPerDay)\(settings.newPerDay == nil ? " (default)" : "")
                reviews per day: \(report.reviewsPerDay.map(String.init) ?? "no limit")\(settings.reviewsPerDay == nil ? " (default)" : "")
                new card order: \(report.newOrder.rawValue)\(settings.newOrder == nil ? " (default)" : "")
                leech threshold: \(report.leechThreshold == 0 ? "off" : "\(report.leechThreshold) lapses")\(settings.leechThreshold == nil ? " (default)" : "")
                card kinds: \(report.cardKinds.map(\.rawValue).joined(separator: ", "))\(settings.cardKinds == nil ? " (default)" : "")

                """)
        }
    }

    /// "2 production cards added; 1 reading card suspended (its reviews kept)": what a change of card kinds did to the
    /// kept items, or that it changed none.
    static func describe(_ change: UserDatabase.CardKindChange) -> String {
        func cards(_ count: Int) -> String { count == 1 ? "1 card" : "\(count) cards" }
        var parts: [String] = []
        if change.added > 0 { parts.append("\(cards(change.added)) added, new and due now") }
        if change.resumed > 0 { parts.append("\(cards(change.resumed)) resumed with their schedules") }
        if change.suspended > 0 { parts.append("\(cards(change.suspended)) suspended, their schedules and reviews kept") }
        return parts.isEmpty ? "no kept item's cards changed" : parts.joined(separator: "; ")
    }

    /// `--json`: the limits in force (the defaults filled in); `reviews_per_day` is null for no limit, `leech_threshold`
    /// 0 for no leeches.
    struct Report: Encodable {
        let newPerDay: Int
        let reviewsPerDay: Int?
        let newOrder: StudyNewCardOrder
        let leechThreshold: Int
        let cardKinds: [CardKind]

        enum CodingKeys: String, CodingKey {
            case newPerDay = "new_per_day", reviewsPerDay = "reviews_per_day", newOrder = "new_order", leechThreshold = "leech_threshold"
            case cardKinds = "card_kinds"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(newPerDay, forKey: .newPerDay)
            // Written as null rather than left out, so a reader sees the key's meaning either way.
            try container.encode(reviewsPerDay, forKey: .reviewsPerDay)
            try container.encode(newOrder.rawValue, forKey: .newOrder)
            try container.encode(leechThreshold, forKey: .leechThreshold)
            try container.encode(cardKinds.map(\.rawValue), forKey: .cardKinds)
        }
    }
}

/// `--reviews-per-day`: a count of 0 or more, or `none` for no limit.
struct DailyLimitArgument: ExpressibleByArgument {
    /// The limit, or `nil` for none.
    let count: Int?

    init?(argument: String) {
        if argument == "none" {
            count = nil
        } else if let count = Int(argument), count >= 0 {
            self.count = count
        } else {
            return nil
        }
    }

    static var defaultCompletionKind: CompletionKind { .list(["none"]) }
}

/// `--new-order kept|frequency`.
extension StudyNewCardOrder: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument)
    }

    public static var defaultCompletionKind: CompletionKind { .list(allCases.map(\.rawValue)) }
}
