// MARK: - ReportingCoordinator

/// A coordinator that ends with a value for its parent: "the user chose this", "the review is done, 12 cards".
///
/// The parent starts it with ``Coordinator/addChild(_:onResult:)`` and hears the result with its real type, so a
/// child's result never travels as an existential to be downcast. The result is delivered once, after the child
/// has left the parent's ``Coordinator/children`` (the parent may start the next flow right away).
@MainActor
open class ReportingCoordinator<Result>: Coordinator {
    // MARK: Output

    /// Hears the result. Set by the parent through ``Coordinator/addChild(_:onResult:)``. Strong: the child owns
    /// the closure until it delivers the result (then drops it); the closure must capture the parent **weakly**, or
    /// the child (owned by its screens) would keep its parent alive.
    var onResult: ((Result) -> Void)?

    // MARK: Finishing

    /// Finishes (see ``Coordinator/finish()``) and hands `result` to the parent. Does nothing once finished.
    /// - Parameter result: What the parent should know, e.g. the chosen item.
    public func finish(with result: Result) {
        guard !isFinished else { return }
        let deliver = onResult
        onResult = nil
        finish()
        deliver?(result)
    }
}

extension Coordinator {
    /// Records `child` as a child (see ``addChild(_:)``) and routes its result to `onResult`.
    /// - Parameters:
    ///   - child: A coordinator without a parent.
    ///   - onResult: Called once with the child's result; capture `self` weakly in it.
    public func addChild<Result>(_ child: ReportingCoordinator<Result>, onResult: @escaping (Result) -> Void) {
        addChild(child)
        child.onResult = onResult
    }
}
