// MARK: - FlowLog

/// Where flows report their cleanup, since a test cannot ask a flow that has already been freed.
final class FlowLog {
    /// The ids of the flows whose `flowDidEnd` ran, in order; an id appears twice if a cleanup ran twice.
    private(set) var endedFlows: [Int] = []

    func flowDidEnd(id: Int) {
        endedFlows.append(id)
    }
}
