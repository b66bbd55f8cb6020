import ArgumentParser
import FSRS
import Foundation
import StudyExchange
import UserData

/// How `study list` prints: `--text` (the default), `--json` or `--tsv`.
enum StudyListFormat: String, EnumerableFlag {
    case text, json, tsv

    static func help(for value: StudyListFormat) -> ArgumentHelp? {
        switch value {
        case .text: return "Print one card per line for reading: due (local time), state, kind, item."
        case .json: return "Print a JSON array of cards with their FSRS state (as in 'study export --json', without reviews)."
        case .tsv: return "Print tab-separated values under a header line."
        }
    }

    /// The TSV header; the columns are a stable interface, new ones go at the end.
    static let tsvHeader = "kind\tkey\treading\tstate\tdue\tlast_review\tstep\tstability\tdifficulty\tadded_at\tsentence\tsource\tfrequency_rank"
        + "\tsuspended\tburied_until\tleech\tcard_kind"

    /// Prints `rows` (soonest due first, or in a review's order for `--due`) in this format.
    /// - Parameters:
    ///   - due: `--due`'s three numbers, which the JSON format prints around the cards (text prints them itself,
    ///     before; TSV has no room for them); nil prints the cards alone.
    ///   - meanings: where the text format looks up each item's meaning; nil prints none.
    ///   - now: the time a burial is compared with: the text format marks a card "buried" only while it is.
    func print(_ rows: [StudyRow], due: StudyDueToday? = nil, meanings: StudyItemLookup? = nil, now: Timestamp) throws {
        switch self {
        case .json:
            let cards = rows.map { StudyCardReport(row: $0, reviews: nil) }
            if let due {
                try JSONOutput.print(DueReport(new: due.new, learning: due.learning, review: due.review, heldBackNew: due.heldBackNew,
                                               heldBackReview: due.heldBackReview, cards: cards))
            } else {
                try JSONOutput.print(cards)
            }
        case .tsv:
            // One string grown in place: a line per row, no array of lines to join.
            var text = Self.tsvHeader + "\n"
            text.reserveCapacity(text.utf8.count + rows.count * 120)
            for row in rows {
                text += Self.tsvRow(row)
                text += "\n"
            }
            try TextOutput.standardOutput.write(text)
        case .text:
            try TextOutput.standardOutput.write(rows.map { row in
                let meaning = meanings?.meaning(of: row.item) ?? ""
                return Self.textLine(row, now: now) + (meaning.isEmpty ? "" : "  " + meaning) + "\n"
            }.joined())
        }
    }

    /// "2027-01-15 08:10  learning    kanji  日": the due time in local time to the minute; a card that is not
    /// recognition names its kind, "日本 にほん (production)"; a card set aside at `now` is followed by what sets it
    /// aside, "  [suspended, leech]"; a word kept with its sentence by the sentence, the word in brackets, and its
    /// source: "  昨日寿司を[食べた]。 (日記.txt)".
    static func textLine(_ row: StudyRow, now: Timestamp) -> String {
        let due = localTime.string(from: Date(timeIntervalSince1970: Double(row.card.due.secondsSince1970)))
        let state = StudyCardReport.name(row.card.state).padding(toLength: 10, withPad: " ", startingAt: 0)
        let kind = row.item.kind.rawValue.padding(toLength: 5, withPad: " ", startingAt: 0)
        let labels = row.setAside.labels(at: now)
        let cardKind = row.cardKind == .recognition ? "" : " (\(row.cardKind.rawValue))"
        let line = "\(due)  \(state)  \(kind)  \(row.item.displayName)\(cardKind)" + (labels.isEmpty ? "" : "  [\(labels.joined(separator: ", "))]")
        guard let sentence = row.sentence else { return line }
        // One line per card: a line break kept in the sentence would start a false one.
        return line + "  " + TSVField.cleaned(sentence.bracketed) + (sentence.source.map { " (\(TSVField.cleaned($0)))" } ?? "")
    }

    static func tsvRow(_ row: StudyRow) -> String {
        let card = row.card
        let lastReview: String = card.lastReview.map(StudyCardReport.time) ?? ""
        let step: String = StudyCardReport.step(of: card).map(String.init) ?? ""
        let stability: String = card.stability.map { "\($0)" } ?? ""
        let difficulty: String = card.difficulty.map { "\($0)" } ?? ""
        let fields: [String] = [
            row.item.kind.rawValue, row.item.key, row.item.reading ?? "", StudyCardReport.name(card.state),
            StudyCardReport.time(card.due), lastReview, step, stability, difficulty, StudyCardReport.time(row.addedAt),
            row.sentence?.bracketed ?? "", row.sentence?.source ?? "", row.frequencyRank.map(String.init) ?? "",
            row.setAside.isSuspended ? "1" : "0", row.setAside.buriedUntil.map(StudyCardReport.time) ?? "", row.setAside.isLeech ? "1" : "0",
            row.cardKind.rawValue,
        ]
        return fields.map(TSVField.cleaned).joined(separator: "\t")
    }

    /// `study list --due --json`: Anki's three numbers, what today's limits hold back, and the cards a review
    /// now shows, in its order (keys in snake_case, as every `--json`).
    struct DueReport: Encodable {
        let new: Int
        let learning: Int
        let review: Int
        let heldBackNew: Int
        let heldBackReview: Int
        let cards: [StudyCardReport]
    }

    private static let localTime: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter
    }()
}
