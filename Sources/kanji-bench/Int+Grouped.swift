// MARK: - Int + grouped

extension Int {
    /// A count (never negative) with thousands separators, as the issues write them: 1000000 as "1,000,000".
    var grouped: String {
        var digits = String(self)
        var index = digits.endIndex
        while digits.distance(from: digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(",", at: index)
        }
        return digits
    }
}
