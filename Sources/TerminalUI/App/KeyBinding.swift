/// One key binding, as data: the keys, what they do in a few words, and the action. The footer hints, the `?`
/// overlay and the README's key table are all made from these tables, so they cannot disagree.
///
/// `Target` is what the action works on: a screen's view model for its own bindings, the ``TerminalApp`` for the
/// global ones.
public struct KeyBinding<Target> {
    /// The keys that trigger it; the first is the one the footer names.
    public let keys: [Key]
    /// What it does, for the help overlay and the README ("search as you type").
    public let help: String
    /// The footer's short hint ("search"), or `nil` to leave it out of the footer.
    public let footer: String?
    /// How the footer names the keys when not by the first key ("j/k" for a pair of bindings).
    public let footerKeys: String?
    /// What pressing it does; `nil` for a hint that documents keys another table handles (the movement keys
    /// a screen describes in its own words: "j/k move through the words").
    let action: (@MainActor (Target, Key) -> Void)?
    /// When the binding applies; the key falls through to the next table otherwise (Backspace un-chooses a
    /// component in the picker while one is chosen, and goes back when none is).
    let applies: @MainActor (Target) -> Bool

    /// - Parameters:
    ///   - keys: the keys, the footer's first.
    ///   - help: the help text.
    ///   - footer: the footer's hint, if it belongs there.
    ///   - footerKeys: how the footer names the keys, when not by the first key's label.
    ///   - action: what the keys do to `Target`.
    ///   - applies: when the binding applies (always, by default); otherwise the key falls through.
    public init(_ keys: [Key], _ help: String, footer: String? = nil, footerKeys: String? = nil,
                when applies: @escaping @MainActor (Target) -> Bool = { _ in true },
                action: @escaping @MainActor (Target) -> Void) {
        self.init(keys: keys, help: help, footer: footer, footerKeys: footerKeys, applies: applies,
                  action: { target, _ in action(target) })
    }

    /// A binding whose action needs to know which of its keys was pressed (a digit typed into a number).
    public init(_ keys: [Key], _ help: String, footer: String? = nil, footerKeys: String? = nil,
                when applies: @escaping @MainActor (Target) -> Bool = { _ in true },
                keyAction: @escaping @MainActor (Target, Key) -> Void) {
        self.init(keys: keys, help: help, footer: footer, footerKeys: footerKeys, applies: applies, action: keyAction)
    }

    /// The keys as people write them: `Up k`, `C-b`, `F1`.
    public var keyLabel: String {
        keys.map(\.label).joined(separator: " ")
    }

    /// A hint: keys handled elsewhere, described as this screen means them.
    public static func hint(_ keys: [Key], _ help: String, footer: String? = nil, footerKeys: String? = nil) -> KeyBinding {
        KeyBinding(keys: keys, help: help, footer: footer, footerKeys: footerKeys, applies: { _ in true }, action: nil)
    }

    private init(keys: [Key], help: String, footer: String?, footerKeys: String?, applies: @escaping @MainActor (Target) -> Bool,
                 action: (@MainActor (Target, Key) -> Void)?) {
        self.keys = keys
        self.help = help
        self.footer = footer
        self.footerKeys = footerKeys
        self.applies = applies
        self.action = action
    }

    /// The footer's entry, "Enter open", if the binding has one.
    public var footerEntry: (key: String, action: String)? {
        footer.map { (footerKeys ?? keys.first?.label ?? "", $0) }
    }

    /// Whether `key` triggers this binding on `target` (a hint triggers nothing).
    func matches(_ key: Key, on target: Target) -> Bool {
        action != nil && keys.contains(key) && applies(target)
    }

    /// The binding with its action applied to one target, for a table of bindings of different targets.
    func bound(to target: Target) -> KeyBinding<Void> {
        var boundAction: (@MainActor (Void, Key) -> Void)?
        if let action {
            boundAction = { _, key in action(target, key) }
        }
        let applies = self.applies
        return KeyBinding<Void>(keys: keys, help: help, footer: footer, footerKeys: footerKeys, applies: { _ in applies(target) },
                                action: boundAction)
    }

    /// Runs the action for `key`, if there is one.
    func perform(_ key: Key, on target: Target) {
        action?(target, key)
    }
}
