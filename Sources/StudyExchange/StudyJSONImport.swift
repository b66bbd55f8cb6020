import FSRS
import Foundation
import KanjiKit
import UserData

/// kanji-tui's own `study export --json` read back (`study import FILE.json`): every card as the item's card of its
/// kind, with its schedule as exported (state, step, memory state, due time, last review), suspended, buried and
/// tagged a leech as it was, its sentence, and its whole review log. `UserDatabase.importStudy` merges them as it
/// merges an Anki package's cards, so importing the same export again changes nothing and a later one adds only
/// the reviews kanji-tui lacks.
///
/// A file of another shape, or another version of this one, is refused whole with the first thing wrong in it
/// (``StudyJSONImportError``): nothing is half-read and nothing guessed. The export's scheduler settings are not
/// read: the learner's own (`study optimize`, `study config`) stay.
public struct StudyJSONImport {
    /// What the export's `format` says.
    public static let format = "kanji-tui study"
    /// The one version of the export this program reads (`StudyExport.version`).
    public static let version = 1

    /// Strong: the data, which says which items it knows.
    public let lookup: StudyItemLookup
    /// Replays each card's reviews for the step and memory state before each: the export keeps each grade's states,
    /// not the memory state the card had then, as the Anki import replays a package's answers.
    public let scheduler: Scheduler

    public init(lookup: StudyItemLookup, scheduler: Scheduler) {
        self.lookup = lookup
        self.scheduler = scheduler
    }

    /// Whether `study import` reads `text`, from the file `name`, as JSON: a name ending `.json`, or a text (standard
    /// input too) whose first character after blanks is `{`, as the export's is.
    public static func isJSON(_ text: String, name: String) -> Bool {
        isJSONName(name) || text.unicodeScalars.first { !$0.properties.isWhitespace && $0 != "\u{FEFF}" } == "{"
    }

    /// Whether the file `name` is taken for JSON by its name alone (`.json`), before it is read.
    public static func isJSONName(_ name: String) -> Bool {
        name.lowercased().hasSuffix(".json")
    }

    /// The cards `text` holds, checked whole before anything is written.
    /// - Throws: what makes `text` no export of this version (its shape, its version, a value no card can have, a
    ///   review before 2006).
    public func plan(_ text: String) throws(StudyJSONImportError) -> StudyJSONImportPlan {
        let data = Data(text.utf8)
        let decoder = JSONDecoder()
        let header: ExportedHeader
        do {
            header = try decoder.decode(ExportedHeader.self, from: data)
        } catch {
            throw StudyJSONImportError(Self.describe(error, in: data))
        }
        guard header.format == Self.format else {
            throw StudyJSONImportError("\"format\" is \(header.format.map { "\"\($0)\"" } ?? "missing"), not \"\(Self.format)\"")
        }
        guard header.version == Self.version else {
            throw StudyJSONImportError("version \(header.version.map(String.init) ?? "missing") of kanji-tui's study export; "
                + "this kanji-tui reads version \(Self.version)")
        }
        let file: ExportedFile
        do {
            file = try decoder.decode(ExportedFile.self, from: data)
        } catch {
            throw StudyJSONImportError(Self.describe(error, in: data))
        }
        var plan = StudyJSONImportPlan()
        for (index, exported) in file.cards.enumerated() {
            let card = try importCard(exported, at: "cards[\(index)] (\(exported.key))")
            do {
                guard try isKnown(card.item) else {
                    if !plan.unknown.contains(card.item) { plan.unknown.append(card.item) }
                    continue
                }
            } catch {
                throw StudyJSONImportError(dataset: error)
            }
            plan.add(card)
        }
        return plan
    }

    /// Whether the data has `item`: a kanji of KANJIDIC2, a word of JMdict.
    private func isKnown(_ item: RecordedItem) throws(DatasetError) -> Bool {
        switch item.kind {
        case .kanji: try lookup.store.kanji(for: item.key) != nil
        case .word: try lookup.entry(of: item) != nil
        }
    }

    // MARK: - One card

    private func importCard(_ exported: ExportedCard, at place: String) throws(StudyJSONImportError) -> StudyImportCard {
        func fail(_ problem: String) -> StudyJSONImportError { StudyJSONImportError("\(place): \(problem)") }
        guard !exported.key.isEmpty else { throw fail("\"key\" is empty") }
        guard let kind = RecordedItem.Kind(rawValue: exported.kind) else {
            throw fail("\"kind\" is \"\(exported.kind)\", not kanji or word")
        }
        let item = RecordedItem(kind: kind, key: exported.key, reading: kind == .word ? exported.reading : nil)
        guard let cardKind = CardKind(rawValue: exported.cardKind) else {
            throw fail("\"card_kind\" is \"\(exported.cardKind)\", not a kind of card (\(CardKind.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        guard cardKind.fits(isKanji: kind == .kanji, key: exported.key, reading: item.reading) else {
            throw fail("a \(exported.kind) has no \(cardKind.rawValue) card")
        }
        let state = try Self.state(exported.state, key: "state", fail: fail)
        let time = { (text: String, key: String) throws(StudyJSONImportError) -> Timestamp in
            guard let seconds = ISO8601UTC.seconds(parsing: text) else {
                throw fail("\"\(key)\" is \"\(text)\", not a time as the export writes it (2026-11-27T18:05:00Z)")
            }
            return Timestamp(secondsSince1970: seconds)
        }
        let addedAt = try time(exported.addedAt, "added_at")
        let due = try time(exported.due, "due")
        let lastReview = try exported.lastReview.map { text throws(StudyJSONImportError) in try time(text, "last_review") }
        let schedule: Card
        if state == .new {
            schedule = Card.new(id: 0, due: due)
        } else {
            guard let stability = exported.stability, let difficulty = exported.difficulty, stability.isFinite, stability > 0,
                  difficulty.isFinite, difficulty > 0 else {
                throw fail("a \(exported.state) card needs a \"stability\" and a \"difficulty\" above 0")
            }
            guard (exported.step ?? 0) >= 0 else { throw fail("\"step\" is \(exported.step ?? 0), below 0") }
            schedule = Card(id: 0, state: state, step: state == .review ? nil : exported.step ?? 0, stability: stability,
                            difficulty: difficulty, due: due, lastReview: lastReview)
        }
        let sentence = try exported.sentence.map { parts throws(StudyJSONImportError) in
            let sentence = StudySentence(text: parts.before + parts.word + parts.after, markStart: parts.before.count,
                                         markLength: parts.word.count, source: exported.source)
            if let problem = sentence.problem { throw fail("\"sentence\": \(problem)") }
            return sentence
        }
        var reviews: [StudyImportReview] = []
        var replayed = Card.new(id: 0, due: addedAt)
        var previous: Timestamp?
        for (index, review) in exported.reviews.enumerated() {
            let place = "reviews[\(index)]"
            let reviewedAt = try time(review.reviewedAt, "\(place).reviewed_at")
            // Only too early is impossible here: the export's times are kanji-tui's own log's, and a later one is what a
            // clock set ahead wrote, which the card's schedule was made from.
            guard reviewedAt.secondsSince1970 >= PossibleReviewTimes.earliest else {
                throw fail("\"\(place).reviewed_at\" is \(review.reviewedAt), before 2006, when Anki began: no review was made then")
            }
            guard let rating = Rating(rawValue: review.rating) else {
                throw fail("\"\(place).rating\" is \(review.rating), not 1 (Again) to 4 (Easy)")
            }
            let before = try Self.state(review.stateBefore, key: "\(place).state_before", fail: fail)
            let after = try Self.state(review.stateAfter, key: "\(place).state_after", fail: fail)
            let step: Int? = switch before {
            case .new: 0
            case .review: nil
            case .learning, .relearning: replayed.step ?? 0
            }
            let cardBefore = Card(id: 0, state: before, step: step, stability: replayed.stability, difficulty: replayed.difficulty,
                                  due: replayed.due, lastReview: previous)
            reviews.append(StudyImportReview(reviewedAt: reviewedAt, rating: rating, before: cardBefore, stateAfter: after))
            replayed = scheduler.review(replayed, rating: rating, at: reviewedAt).card
            previous = reviewedAt
        }
        var rank = exported.frequencyRank
        if rank == nil {
            do {
                rank = try lookup.frequencyRank(of: item)
            } catch {
                throw StudyJSONImportError(dataset: error)
            }
        }
        let buriedUntil = try exported.buriedUntil.map { text throws(StudyJSONImportError) in try time(text, "buried_until") }
        return StudyImportCard(item: item, card: schedule, addedAt: addedAt, frequencyRank: rank, reviews: reviews,
                               setAside: StudySetAside(isSuspended: exported.suspended, buriedUntil: buriedUntil, isLeech: exported.leech),
                               cardKind: cardKind, sentence: sentence)
    }

    /// The state `name` names (as `StudyCardReport.name` writes it).
    private static func state(_ name: String, key: String,
                              fail: (String) -> StudyJSONImportError) throws(StudyJSONImportError) -> CardState {
        guard let state = CardState.allCases.first(where: { StudyCardReport.name($0) == name }) else {
            throw fail("\"\(key)\" is \"\(name)\", not new, learning, review or relearning")
        }
        return state
    }

    /// What the decoder found wrong in `data`, in the export's own words: where (`cards[3].due`) and what.
    private static func describe(_ error: any Error, in data: Data) -> String {
        guard let error = error as? DecodingError else { return "not JSON: \(error)" }
        func path(_ context: DecodingError.Context, _ last: (any CodingKey)? = nil) -> String {
            let keys = context.codingPath + (last.map { [$0] } ?? [])
            return keys.reduce("") { text, key in
                key.intValue.map { text + "[\($0)]" } ?? (text.isEmpty ? key.stringValue : text + "." + key.stringValue)
            }
        }
        switch error {
        case .keyNotFound(let key, let context):
            let place = path(context)
            return (place.isEmpty ? "no " : "\(place): no ") + "\"\(key.stringValue)\"" + (context.codingPath.isEmpty ? " (not kanji-tui's study export?)" : "")
        case .typeMismatch(let type, let context):
            let place = path(context)
            return place.isEmpty ? "not kanji-tui's study export: the file is no JSON object"
                : "\"\(place)\" is not \(Self.name(of: type))"
        case .valueNotFound(let type, let context):
            return "\"\(path(context))\" is null, not \(Self.name(of: type))"
        case .dataCorrupted(let context):
            // A value the decoder cannot take (a number past Int's range) has a place; a text that is no JSON has none.
            if !context.codingPath.isEmpty { return "\"\(path(context))\": \(context.debugDescription)" }
            // The decoder says only "not valid JSON"; JSONSerialization's parser says where ("Invalid value around
            // character 54", "Unexpected end of file during JSON parse").
            let detail: String
            do {
                _ = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
                // JSON to that parser, but not to the decoder: a number no whole number of the export can be.
                return "a number too large for kanji-tui's study export"
            } catch {
                detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? context.debugDescription
            }
            return "not JSON: " + (detail.hasSuffix(".") ? String(detail.dropLast()) : detail)
        @unknown default:
            return "not kanji-tui's study export: \(error)"
        }
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "a whole number"
        case is Double.Type: "a number"
        case is Bool.Type: "true or false"
        default: String(describing: type).hasPrefix("Array") ? "an array" : "an object"
        }
    }
}

/// Why a JSON file is no study export this kanji-tui reads: one line naming the first thing wrong.
public struct StudyJSONImportError: Error, Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }

    init(dataset error: DatasetError) {
        description = "the data cannot be read: \(error)"
    }
}

/// The cards of an export as `study import` would merge them, and what its report says of them.
public struct StudyJSONImportPlan: Sendable {
    /// The cards to import, in the export's order (by card id: the order they were kept in).
    public var cards: [StudyImportCard] = []
    /// The items the data has no kanji or word for, once each: listed, their cards not imported.
    public var unknown: [RecordedItem] = []
    public var states: [CardState: Int] = [:]
    public var kinds: [CardKind: Int] = [:]
    public var reviews = 0
    public var suspended = 0
    public var buried = 0
    public var leeches = 0

    mutating func add(_ card: StudyImportCard) {
        cards.append(card)
        states[card.card.state, default: 0] += 1
        kinds[card.cardKind, default: 0] += 1
        reviews += card.reviews.count
        if card.setAside.isSuspended { suspended += 1 }
        if card.setAside.buriedUntil != nil { buried += 1 }
        if card.setAside.isLeech { leeches += 1 }
    }
}

extension StudyJSONImportPlan {
    /// What `study import` says it read, after the file's name: "cards: 3 (1 learning, 2 new); by kind: 2 recognition,
    /// 1 production; 1 suspended, 0 buried and 0 leeches as exported" and "reviews: 2".
    public var reportLines: [String] {
        let states: [CardState] = [.review, .learning, .relearning, .new]
        let stateCounts = states.compactMap { state in self.states[state].map { "\(AnkiImportReport.number($0)) \(StudyCardReport.name(state))" } }
        var line = "cards: \(AnkiImportReport.number(cards.count))" + (stateCounts.isEmpty ? "" : " (" + stateCounts.joined(separator: ", ") + ")")
        let kindCounts = CardKind.allCases.compactMap { kind in kinds[kind].map { "\(AnkiImportReport.number($0)) \(kind.rawValue)" } }
        if kindCounts.count > 1 { line += "; by kind: " + kindCounts.joined(separator: ", ") }
        if suspended + buried + leeches > 0 {
            line += "; \(AnkiImportReport.number(suspended)) suspended, \(AnkiImportReport.number(buried)) buried and "
                + "\(AnkiImportReport.number(leeches)) \(leeches == 1 ? "leech" : "leeches") as exported"
        }
        return [line, "reviews: \(AnkiImportReport.number(reviews))"]
    }
}
