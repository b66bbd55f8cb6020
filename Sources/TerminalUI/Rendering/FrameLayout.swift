/// One frame's layout, computed once (``BrowserRenderer/layOut(_:size:)``) and used twice: to give the view model on
/// top its room (``BrowserRenderer/fit(_:)``), then to draw the frame (``BrowserRenderer/render(_:layout:overlay:overlayLine:notice:)``).
/// Laying out is pure and costs the most of a frame's steps on a text's screens (wrapping), so a frame does it once.
///
/// It is valid for the screen it was made for, at its size, until the next key: a ``ScreenRenderer``'s layout reads
/// nothing its `resize` sets, so the layout made before the view model was given its room is the one drawn with.
public struct FrameLayout {
    /// The terminal's size the frame is laid out at.
    let size: TerminalSize
    /// The screen on top when the layout was made: its renderer, bindings and status, bound weakly to its view model.
    let screen: PresentedScreen
    /// The body laid out below the tab bar (or alone, in a popup); nil when the terminal is too small for a layout.
    let body: LaidOutScreen?
    /// Whether a tab bar is drawn above the screen.
    let chrome: FrameChrome
}
