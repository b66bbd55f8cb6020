// MARK: - RoutedScreen

/// A screen above a stack's root and the route it was opened for, as a ``RouteNavigator`` remembers it.
struct RoutedScreen<R: Route> {
    /// Weak: the stack owns its screens, and remembering a route must not keep a popped one alive.
    weak var screen: (any Screen)?

    /// The route that opened the screen: a value, held as such.
    let route: R
}
