import FSRS

/// The clock: every "now" of the study list, the reviews and a card's history comes from it, so tests can give a
/// fixed or a stepping one.
public protocol TellsTime {
    /// The current time (``SystemClock`` in the app). A closure over no coordinator.
    var now: @MainActor () -> Timestamp { get }
}

extension BrowserServices: TellsTime {}
