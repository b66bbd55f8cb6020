/// How a cell is drawn: attributes that always show, plus an optional colour role.
public struct Style: Hashable, Sendable {
    public var attributes: TextAttributes
    public var color: ColorRole?

    /// - Parameters:
    ///   - attributes: shown on every terminal.
    ///   - color: a tint, shown only when the terminal has colours and `NO_COLOR` is unset.
    public init(_ attributes: TextAttributes = [], color: ColorRole? = nil) {
        self.attributes = attributes
        self.color = color
    }

    // MARK: Presets

    /// The terminal's own colours, no attributes.
    public static let plain = Style()
    public static let accent = Style(.bold, color: .accent)
    public static let muted = Style(.dim, color: .muted)
    public static let header = Style(.bold, color: .header)
    /// Reverse video first, so the cursor row still shows without colours.
    public static let selection = Style(.reverse, color: .selection)
}
