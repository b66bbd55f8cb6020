import ArgumentParser
import Foundation
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
            let lines = [Self.tsvHeader] + rows.map { row in
                [Self.iso8601(row.openedAt), row.item.kind.rawValue, row.item.key, row.item.reading ?? ""]
                    .map(Self.tsvField).joined(separator: "\t")
            }
            TextOutput.standardOutput.write(lines.map { $0 + "\n" }.joined())
        case .text:
            TextOutput.standardOutput.write(rows.map { Self.textLine($0) + "\n" }.joined())
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

    /// UTC to the second, e.g. 2026-11-23T19:04:05Z.
    static func iso8601(_ date: Date) -> String {
        date.formatted(.iso8601)
    }

    /// A tab or line break inside a field would shift the columns: each becomes a space.
    private static func tsvField(_ text: String) -> String {
        String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
    }

    /// One JSON object; `reading` is `null` rather than missing, so every object has the same keys.
    private struct JSONRow: Encodable {
        let row: HistoryRow

        enum CodingKeys: String, CodingKey {
            case openedAt = "opened_at", kind, key, reading
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(HistoryFormat.iso8601(row.openedAt), forKey: .openedAt)
            try container.encode(row.item.kind.rawValue, forKey: .kind)
            try container.encode(row.item.key, forKey: .key)
            try container.encode(row.item.reading, forKey: .reading)
        }
    }
}
