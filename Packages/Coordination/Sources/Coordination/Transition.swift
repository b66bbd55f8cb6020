// MARK: - Transition

/// What a ``RouteNavigator`` does to its stack for one route: the decision its
/// ``RouteNavigator/prepareTransition(for:from:)`` returns, and then carries out.
///
/// A transition is made and performed at once, never stored: the elements, screens and coordinators it carries are
/// held **strongly** only for that moment, after which the stack (or the started coordinator's screens) owns them.
@MainActor
public enum Transition<Element: StackElement> {
    /// The route changes nothing on the stack (the deciding screen shows it in place, or there is nothing to show).
    case none

    /// Puts `element` on top. Its screen belongs to the deciding coordinator (its ``Screen/coordinator`` is that
    /// coordinator, or `nil`): a destination with a coordinator of its own comes through ``start(_:)``.
    case push(Element)

    /// Puts `element` in place of the top screen: a flow moving on (a review card to the next) without the stack
    /// growing. The replaced screen is freed, and its coordinator unless another screen still owns it.
    case replaceTop(Element)

    /// Pops every screen above `screen`; nothing happens when it is not on the stack.
    case pop(to: any Screen)

    /// Makes `coordinator` a child of the deciding coordinator and starts it; it pushes its own screen, which then
    /// owns it. A coordinator the preparation already made that child — with
    /// ``Coordinator/addChild(_:onResult:)``, to hear its typed result — is started as it is.
    case start(Coordinator)
}
