import Synchronization

/// A value worked out on first use and then shared, safe to ask for from any thread.
///
/// The lock guards only the slot, never the work: two threads asking at once may both compute, and the first to
/// finish is the value everyone gets from then on. That keeps a slow parse (all 10,361 kanji) from blocking other
/// lookups, and needs no `@unchecked Sendable` on the store that holds it.
final class ComputedOnce<Value: Sendable>: Sendable {
    private let slot = Mutex<Value?>(nil)

    init() {}

    /// Already worked out: `value` is `known` from the start.
    init(_ known: Value) {
        slot.withLock { $0 = known }
    }

    /// The value, if it has been worked out.
    var value: Value? {
        slot.withLock { $0 }
    }

    /// The value, working it out with `compute` the first time.
    func value(_ compute: () throws(DatasetError) -> Value) throws(DatasetError) -> Value {
        if let value { return value }
        let computed = try compute()
        return slot.withLock { stored in
            if let stored { return stored }
            stored = computed
            return computed
        }
    }
}
