import Browser

/// How the terminal shows one kind of screen: where its parts go at a size, its body, its header status.
///
/// Layout flows one way, once a frame: ``layout(of:size:)`` lays the screen out at the terminal's size, reading the view
/// model; ``resize(_:to:)`` hands the view model the room that layout leaves its items (its one input from the terminal:
/// `BrowserRenderer.fit`); ``draw(_:layout:into:top:)`` draws with the same layout, reading the view model and writing
/// nothing. So a layout reads nothing ``resize(_:to:)`` sets (a cursor's window, a scroll offset): the layout made
/// before the resize is the one the frame is drawn with.
protocol ScreenRenderer {
    associatedtype Model: InteractiveScreen
    /// Where the body's parts go at one size; `Void` for a screen whose parts need no planning.
    associatedtype Layout = Void

    /// Where the body's parts go in a body of `size`, its header on row 0: pure.
    static func layout(of model: Model, size: TerminalSize) -> Layout

    /// Tells `model` the room `layout` leaves its items (the rows of its cursor's window), before it is drawn.
    static func resize(_ model: Model, to layout: Layout)

    /// Draws the body from row `top` down to the row above the footer, as `layout` places it.
    /// - Returns: where a click means something.
    static func draw(_ model: Model, layout: Layout, into grid: inout CellGrid, top: Int) -> [ClickTarget]

    /// The header's right-hand text: a position, a count.
    static func status(of model: Model) -> String

    /// Where the mouse draws with `layout`, for a screen with a canvas; nil for every other screen.
    static func canvas(of model: Model, layout: Layout) -> CanvasTarget?
}

extension ScreenRenderer {
    /// A screen without a canvas: the mouse only clicks and scrolls.
    static func canvas(of model: Model, layout: Layout) -> CanvasTarget? { nil }
}

extension ScreenRenderer where Layout == Void {
    /// A screen without planned parts lays nothing out.
    static func layout(of model: Model, size: TerminalSize) {}

    /// A screen without a window over its items is told nothing.
    static func resize(_ model: Model, to layout: Void) {}
}
