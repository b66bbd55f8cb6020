import Browser

/// How the terminal shows one kind of screen: the size its view model gets, its body, its header status.
///
/// A renderer is pure: ``layOut(_:size:)`` is the one step that gives the view model an input (the rows it has),
/// and it runs before ``draw(_:into:top:)``, so layout flows one way — size in, grid out.
protocol ScreenRenderer {
    associatedtype Model: InteractiveScreen

    /// Tells `model` how much room it has at `size` (rows for its items), before it is drawn.
    static func layOut(_ model: Model, size: TerminalSize)

    /// Draws the body from row `top` down to the row above the footer.
    /// - Returns: where a click means something.
    static func draw(_ model: Model, into grid: inout CellGrid, top: Int) -> [ClickTarget]

    /// The header's right-hand text: a position, a count.
    static func status(of model: Model) -> String
}
