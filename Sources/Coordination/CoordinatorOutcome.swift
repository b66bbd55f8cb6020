// MARK: - CoordinatorOutcome

/// A marker for what a finished coordinator hands to its parent: "here is what should come next".
///
/// Concrete coordinators conform small enums to it, for example
/// `enum PickerOutcome: CoordinatorOutcome { case picked(Item), cancelled }`, and the parent casts the outcome
/// it receives in ``Coordinator/childDidFinish(_:outcome:)`` to decide which flow to start.
public protocol CoordinatorOutcome {}
