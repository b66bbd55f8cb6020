// MARK: - Double + microseconds

extension Double {
    /// These nanoseconds as microseconds for a table cell: "0.412 µs" below 10 µs, where the digits
    /// matter; "812.3 µs" above. Every in-process timing is printed this way, so rows compare at a glance.
    var microsecondsText: String {
        let micro = self / 1000
        return "\(micro.fixed(micro < 10 ? 3 : 1)) µs"
    }
}
