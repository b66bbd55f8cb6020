import Glibc

extension ISO8601UTC {
    /// The seconds since 1970 of `text` written as ``text(secondsSince1970:)`` writes a time ("2026-11-23T19:04:05Z"),
    /// or `nil` for any other text: what `study import` reads back from kanji-tui's own JSON export, so a time it
    /// cannot read exactly is refused, never guessed.
    public static func seconds(parsing text: String) -> Int64? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
              bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: "Z") else { return nil }
        func number(_ start: Int, _ digits: Int) -> Int32? {
            var value: Int32 = 0
            for byte in bytes[start..<start + digits] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int32(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2), let hour = number(11, 2),
              let minute = number(14, 2), let second = number(17, 2),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 60 else { return nil }
        var fields = tm()
        fields.tm_year = year - 1900
        fields.tm_mon = month - 1
        fields.tm_mday = day
        fields.tm_hour = hour
        fields.tm_min = minute
        fields.tm_sec = second
        let seconds = Int64(timegm(&fields))
        // timegm carries 31 February into March: a day the month lacks is no time the export wrote.
        return Self.text(secondsSince1970: seconds) == text ? seconds : nil
    }
}
