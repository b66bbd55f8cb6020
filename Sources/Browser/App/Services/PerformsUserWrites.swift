/// Performs the user's writes the frame answering a key shows, before it: the deck's keeps, grades and settings,
/// the Read list's texts, the History's rows. The one door to the user's stores (``UserWriter``), so every write is
/// one of the ``UserWrite`` cases and a source test keeps it so.
public protocol PerformsUserWrites {
    /// The writer; it holds the same stores as the services and no coordinator.
    var writer: UserWriter { get }
}

extension BrowserServices: PerformsUserWrites {}
