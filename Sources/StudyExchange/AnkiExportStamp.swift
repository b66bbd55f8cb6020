import Foundation

/// The moment an Anki package is stamped with: its notes' and cards' modification time (`mod`), in whole seconds,
/// which is how Anki's importer tells a newer copy of a note it has (and updates it) from the same copy again (which
/// it skips as a duplicate). Anki compares whole seconds, so two exports in one second would look the same to it.
///
/// An export's stamp always moves forward: the export ends only once the clock has passed the second it stamped
/// (`waitUntilPast`), so any later export, even one started right after, stamps a later second. Nothing is
/// remembered between runs, and a clock that is never set back is all it relies on.
public struct AnkiExportStamp: Sendable, Hashable {
    /// Seconds since 1970.
    public let seconds: Int64

    public init(seconds: Int64) {
        self.seconds = seconds
    }

    /// Now, in whole seconds (rounded down).
    public static func now() -> AnkiExportStamp {
        AnkiExportStamp(seconds: Int64(Date().timeIntervalSince1970.rounded(.down)))
    }

    /// Sleeps until the clock has passed the stamped second (at most a second; not at all when it has already):
    /// the next export's stamp is then greater.
    public func waitUntilPast() {
        while true {
            let left = Double(seconds + 1) - Date().timeIntervalSince1970
            guard left > 0 else { return }
            Thread.sleep(forTimeInterval: left + 0.001)
        }
    }
}
