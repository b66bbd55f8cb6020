import Glibc
import Foundation

/// Times as the command line's TSV and JSON print them: ISO 8601 in UTC to the second, "2026-11-23T19:04:05Z".
///
/// Written by hand from `gmtime_r`'s fields: Foundation's `Date.formatted(.iso8601)` builds its formatter per
/// call, which cost `history --tsv` tens of thousands of instructions a row. A year outside 0…9999 (which no
/// clock gives) is left to Foundation, whose text it then is.
public enum ISO8601UTC {
    /// The text of the second `seconds` after 1970-01-01T00:00:00Z.
    public static func text(secondsSince1970 seconds: Int64) -> String {
        var time = time_t(seconds)
        var fields = tm()
        guard gmtime_r(&time, &fields) != nil, (0...9999).contains(Int(fields.tm_year) + 1900) else {
            return Date(timeIntervalSince1970: Double(seconds)).formatted(.iso8601)
        }
        return String(unsafeUninitializedCapacity: 20) { buffer in
            func put(_ value: Int32, digits: Int, at start: Int) {
                var rest = value
                for position in stride(from: start + digits - 1, through: start, by: -1) {
                    buffer[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                }
            }
            put(fields.tm_year + 1900, digits: 4, at: 0)
            buffer[4] = UInt8(ascii: "-")
            put(fields.tm_mon + 1, digits: 2, at: 5)
            buffer[7] = UInt8(ascii: "-")
            put(fields.tm_mday, digits: 2, at: 8)
            buffer[10] = UInt8(ascii: "T")
            put(fields.tm_hour, digits: 2, at: 11)
            buffer[13] = UInt8(ascii: ":")
            put(fields.tm_min, digits: 2, at: 14)
            buffer[16] = UInt8(ascii: ":")
            put(fields.tm_sec, digits: 2, at: 17)
            buffer[19] = UInt8(ascii: "Z")
            return 20
        }
    }

    /// The text of `date`, to the second (its fraction dropped, as Foundation's ISO 8601 style drops it).
    public static func text(_ date: Date) -> String {
        // `Int64(exactly:)`, not `Int64(_:)`, which traps past Int64's range: such a date is left to Foundation.
        guard let seconds = Int64(exactly: date.timeIntervalSince1970.rounded(.down)) else { return date.formatted(.iso8601) }
        return text(secondsSince1970: seconds)
    }
}
