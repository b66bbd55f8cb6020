/// When the top screen's next animation frame is due, so the key loop can wait for a key and for that
/// moment at once: a key ends the wait at once (a tick never delays a key), and keys that come meanwhile
/// neither hurry nor postpone the tick.
struct TickSchedule {
    /// The next tick; nil while the top screen does not tick.
    private var due: ContinuousClock.Instant?

    /// How long to wait for a key before the next tick of a screen that ticks every `interval`; nil (wait
    /// for keys only) when it does not tick. Schedules a tick one interval from now if none is scheduled.
    mutating func timeout(interval: Duration?) -> Duration? {
        guard let interval else {
            due = nil
            return nil
        }
        let now = ContinuousClock.now
        let next = due ?? now + interval
        due = next
        return max(.zero, next - now)
    }

    /// Whether the tick is due now; if it is, it is taken, and the next `timeout` schedules the one after.
    mutating func takeDue() -> Bool {
        guard let due, ContinuousClock.now >= due else { return false }
        self.due = nil
        return true
    }
}
