import ArgumentParser
import Foundation
import StudyExchange
import UserData

/// How `history` prints: `--text` (the default), `--json` or `--tsv`; one flag so ArgumentParser itself
/// rejects two formats at once.
enum HistoryFormat: String, EnumerableFlag {
    case text, json, tsv

    static func help(for value: HistoryFormat) -> ArgumentHelp? {
        switch value {
        case .text: return "Print one entry per line for reading: local time, kind, item."
        case .json: return "Print a JSON array of {opened_at, kind, key, reading}."
        case .tsv: return "Print tab-separated opened_at, kind, key, reading under a header line."
        }
    }

    /// The TSV header; the columns are a stable interface, new ones go at the end.
    static let tsvHeader = "opened_at\tkind\tkey\treading"

    /// Prints `rows` (newest first) in this format.
    func print(_ rows: [HistoryRow]) throws {
        switch self {
        case .json:
            try JSONOutput.print(rows.map(JSONRow.init))
        case .tsv:
            // One string grown in place: a line per row, no array of lines to join.
            var text = Self.tsvHeader + "\n"
            text.reserveCapacity(text.utf8.count + rows.count * 40)
            for row in rows {
                text += ISO8601UTC.text(row.openedAt)
                text += "\t"
                text += row.item.kind.rawValue
                text += "\t"
                text += TSVField.cleaned(row.item.key)
                text += "\t"
                text += TSVField.cleaned(row.item.reading ?? "")
                text += "\n"
            }
            try TextOutput.standardOutput.write(text)
        case .text:
            try TextOutput.standardOutput.write(rows.map { Self.textLine($0) + "\n" }.joined())
        }
    }

    // MARK: - Text

    /// "2026-11-23 19:04  word   日本 (にほん)": local time to the minute, the kind padded to line up.
    static func textLine(_ row: HistoryRow) -> String {
        let kind = row.item.kind.rawValue.padding(toLength: 5, withPad: " ", startingAt: 0)
        let reading = row.item.reading.map { " (\($0))" } ?? ""
        return "\(localTime.string(from: row.openedAt))  \(kind)  \(row.item.key)\(reading)"
    }

    private static let localTime: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter
    }()

    // MARK: - JSON and TSV


    /// One JSON object; `reading` is `null` rather than missing, so every object has the same keys.
    private struct JSONRow: Encodable {
        let row: HistoryRow

        enum CodingKeys: String, CodingKey {
            case openedAt = "opened_at", kind, key, reading
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(ISO8601UTC.text(row.openedAt), forKey: .openedAt)
            try container.encode(row.item.kind.rawValue, forKey: .kind)
            try container.encode(row.item.key, forKey: .key)
            try container.encode(row.item.reading, forKey: .reading)
        }
    }
}
