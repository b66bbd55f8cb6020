// MARK: - NavigationStackObserver

/// Something that wants to hear about every change of a ``NavigationStack``: a renderer, a flow waiting for
/// the user to navigate back past its start, a test recording what happened.
///
/// The stack holds its observers **weakly**, so observing never keeps anything alive; an observer that is
/// deallocated simply stops being called.
@MainActor
public protocol NavigationStackObserver<Element>: AnyObject {
    /// What the observed stack holds.
    associatedtype Element: StackElement

    /// Called after the stack changed. ``NavigationStack/screens`` already shows the new state.
    /// - Parameters:
    ///   - stack: The stack that changed.
    ///   - change: The elements that arrived and left; the ones that left are still alive during this call.
    func navigationStack(_ stack: NavigationStack<Element>, didChange change: NavigationChange<Element>)
}
