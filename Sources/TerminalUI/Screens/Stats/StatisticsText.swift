/// Numbers as the statistics print them, without Foundation's formatters: "90.5%", "2.9".
enum StatisticsText {
    /// `fraction` as a percentage to one decimal: 0.905 → "90.5%".
    static func percent(_ fraction: Double) -> String {
        oneDecimal(fraction * 100) + "%"
    }

    /// `value` rounded to one decimal: 2.94 → "2.9", 3 → "3.0". A value no Int holds in tenths (a stability of
    /// 1e300 in a damaged or hand-edited database) is written as Swift writes a Double, and not a number as "—":
    /// converting it to an Int would trap.
    static func oneDecimal(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "—" : "\(value)" }
        guard let tenths = Int(exactly: (value * 10).rounded()) else { return "\(value)" }
        return "\(tenths < 0 && tenths > -10 ? "-" : "")\(tenths / 10).\(abs(tenths % 10))"
    }
}
