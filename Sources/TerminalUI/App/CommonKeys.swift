import Browser

/// The key groups more than one table binds, written once: the global table binds them, and a screen that
/// describes one in its own words (`Enter` "open word") names the same group, so the two cannot drift apart.
enum CommonKeys {
    /// Open the item under the cursor (`CursorCommand.select`).
    static let open: [Key] = [.enter, .right, .character("l")]
    static let up: [Key] = [.up, .character("k")]
    static let down: [Key] = [.down, .character("j")]
    /// The movement a screen describes as one line: "j/k move", "j/k scroll".
    static let upAndDown: [(keys: [Key], command: CursorCommand)] = [(down, .down), (up, .up)]
    static let pageUp: [Key] = [.pageUp, .control("b")]
    static let pageDown: [Key] = [.pageDown, .control("f"), .character(" ")]
    /// The digits 0–9: those of a tab (``AppTab``) show it everywhere; a screen may give them a meaning of its own first (a stroke
    /// bound, a grade), and they pass a prompt that opened by itself.
    static let digits: [Key] = (0...9).map { .character(Character(String($0))) }
}
