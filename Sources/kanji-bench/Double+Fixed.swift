// MARK: - Double + fixed

extension Double {
    /// The number rounded to `decimals` places, e.g. `0.345.fixed(2) == "0.35"` and `3.0.fixed(1) == "3.0"`:
    /// what `String(format: "%.2f")` prints, without importing Foundation for it.
    /// - Parameter decimals: Places after the point; 0 prints no point.
    func fixed(_ decimals: Int) -> String {
        let scale = (0..<decimals).reduce(1) { product, _ in product * 10 }
        // NaN, an infinity or a number past Int's range is printed as it is: `Int(_:)` of it traps.
        guard magnitude * Double(scale) < 9e18 else { return "\(self)" }
        let units = Int((magnitude * Double(scale)).rounded())
        let sign = self < 0 && units != 0 ? "-" : ""
        guard decimals > 0 else { return sign + String(units) }
        let fraction = String(units % scale)
        return sign + String(units / scale) + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
}
