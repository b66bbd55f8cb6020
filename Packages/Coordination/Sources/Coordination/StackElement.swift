// MARK: - StackElement

/// What a ``NavigationStack`` holds for one screen: the screen itself, seen as the navigation core needs it.
///
/// An app types its stack with its own element so that the code drawing the top screen, or giving it a key,
/// reaches the concrete view model without a downcast. The usual element is a closed enum with one case per
/// kind of screen: adding a screen adds a case, and the compiler then points at every `switch` that has to
/// learn it.
///
///     enum AppScreen: StackElement {
///         case list(ListViewModel)
///         case detail(DetailViewModel)
///         var screen: any Screen {
///             switch self {
///             case .list(let list): list
///             case .detail(let detail): detail
///             }
///         }
///     }
///
/// Every ``Screen`` is an element of its own (`screen` is `self`), so a stack of one screen type needs no enum.
@MainActor
public protocol StackElement {
    /// The view model on the stack. Its identity is the element's identity: a screen is on a stack once. An element
    /// holds its screen strongly (an enum case's payload, or the screen itself), so the stack owning its elements
    /// is what owns the screens.
    var screen: any Screen { get }
}

extension Screen {
    /// A screen stands for itself on a stack of its own type.
    public var screen: any Screen { self }
}
