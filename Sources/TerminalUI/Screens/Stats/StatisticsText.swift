/// Numbers as the statistics print them, without Foundation's formatters: "90.5%", "2.9".
enum StatisticsText {
    /// `fraction` as a percentage to one decimal: 0.905 → "90.5%".
    static func percent(_ fraction: Double) -> String {
        oneDecimal(fraction * 100) + "%"
    }

    /// `value` rounded to one decimal: 2.94 → "2.9", 3 → "3.0".
    static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(abs(tenths % 10))"
    }
}
