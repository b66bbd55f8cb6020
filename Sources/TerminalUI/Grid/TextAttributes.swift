/// Attributes every terminal can show, colour or not.
///
/// They are what keeps the screen readable under `NO_COLOR` or on a monochrome terminal: a selected
/// row is `.reverse` first and tinted second.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let bold = TextAttributes(rawValue: 1 << 0)
    public static let reverse = TextAttributes(rawValue: 1 << 1)
    public static let dim = TextAttributes(rawValue: 1 << 2)
    public static let underline = TextAttributes(rawValue: 1 << 3)
}
