// MARK: - Route

/// Where a coordinator decided the person goes next, as a value: a message, its sender's profile, the composer.
///
/// A coordinator never builds another feature's coordinator or pushes another feature's screen: it names the
/// destination as a route and hands it to its ``RouteNavigator``, whose one `switch` over the app's routes says how
/// to get there (XCoordinator's `prepareTransition(for:)`). The usual route is an enum with a case per destination,
/// so a new destination is a new case and the compiler names the switch that must learn it.
///
/// Routes are plain values — identifiers and small values, never a screen, a coordinator or a closure — so that
/// they can be compared: a test asserts where a tap leads, and a deep link or a restored stack is a list of routes
/// (``RouteNavigator/follow(_:from:)``). Hence `Hashable`.
///
///     enum MailRoute: Route {
///         case message(id: Int)
///         case compose(to: String)
///     }
public protocol Route: Hashable {}
