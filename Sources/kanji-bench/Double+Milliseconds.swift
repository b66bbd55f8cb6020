// MARK: - Double + milliseconds

extension Double {
    /// These nanoseconds as milliseconds for a table cell, "41.3 ms": for work a person waits for (a sound to start),
    /// whose targets are in milliseconds.
    var millisecondsText: String {
        "\((self / 1_000_000).fixed(1)) ms"
    }
}
