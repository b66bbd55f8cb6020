// MARK: - Duration + nanoseconds

extension Duration {
    /// The duration as a floating-point number of nanoseconds, for dividing by an iteration count.
    var nanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
