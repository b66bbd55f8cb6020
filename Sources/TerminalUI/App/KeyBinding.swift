import Browser

/// One key binding, as data: the keys, what they do in a few words, and the action. The footer hints, the `?`
/// overlay and the README's key table are all made from these tables, so they cannot disagree.
///
/// `Target` is what the action works on: a screen's view model for its own bindings, the ``TerminalApp`` for the
/// global ones, the help overlay's and the prompts' (which suspend and type as well as edit). A key is looked up through a
/// ``BindingChain`` of such tables: the first binding in it that matches the key wins.
public struct KeyBinding<Target> {
    /// What happens when the binding matches.
    enum Effect {
        /// Runs the action on the target.
        case perform(@MainActor (Target, Key) -> Void)
        /// Goes to the route the target names (`c` on a kanji's detail: its components): the app follows it from
        /// the screen on top, so a screen names a destination with one binding and no output of its own.
        /// `nil` when the target is gone.
        case follow(@MainActor (Target) -> AppRoute?)
        /// Leaves the key to the next table of the chain, past a modal table that would keep it (Textual's
        /// `SkipAction`): the keys that keep their meaning beside a prompt that opened by itself.
        case passOn
    }

    /// The keys that trigger it; the first is the one the footer names. Empty for a binding of other keys.
    public let keys: [Key]
    /// What it does, for the help overlay and the README ("search as you type").
    public let help: String
    /// The footer's short hint ("search"), or `nil` to leave it out of the footer.
    public let footer: String?
    /// How the footer names the keys when not by the first key ("j/k" for a pair of bindings).
    public let footerKeys: String?
    /// How the help names the keys of a binding of other keys ("any other key"); nil for a binding of `keys`.
    let otherKeys: String?
    /// Which keys trigger it: `keys`, or the other keys a table's last binding takes.
    private let accepts: (Key) -> Bool
    let effect: Effect
    /// When the binding applies; the key falls through to the next binding otherwise (Backspace un-chooses a
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
                  effect: .perform { target, _ in action(target) })
    }

    /// A binding whose action needs to know which of its keys was pressed (a digit typed into a number).
    public init(_ keys: [Key], _ help: String, footer: String? = nil, footerKeys: String? = nil,
                when applies: @escaping @MainActor (Target) -> Bool = { _ in true },
                keyAction: @escaping @MainActor (Target, Key) -> Void) {
        self.init(keys: keys, help: help, footer: footer, footerKeys: footerKeys, applies: applies, effect: .perform(keyAction))
    }

    /// The last word of a modal table: every key the bindings before it leave that `accepts` takes ("any other
    /// key closes the help", "any other character is typed").
    /// - Parameter label: how the help names those keys.
    static func otherKeys(_ label: String, _ help: String, footer: String? = nil, accepting accepts: @escaping (Key) -> Bool = { _ in true },
                          keyAction: @escaping @MainActor (Target, Key) -> Void) -> KeyBinding {
        KeyBinding(keys: [], help: help, footer: footer, footerKeys: footer.map { _ in label }, otherKeys: label, accepts: accepts,
                   applies: { _ in true }, effect: .perform(keyAction))
    }

    /// A binding that goes to the route `route` names for the target (``Effect/follow(_:)``).
    public static func route(_ keys: [Key], _ help: String, footer: String? = nil, when applies: @escaping @MainActor (Target) -> Bool = { _ in true },
                             to route: @escaping @MainActor (Target) -> AppRoute) -> KeyBinding {
        KeyBinding(keys: keys, help: help, footer: footer, footerKeys: nil, applies: applies, effect: .follow { route($0) })
    }

    /// Keys a modal table leaves to the tables after it while `applies` holds.
    static func passOn(_ keys: [Key], _ help: String, when applies: @escaping @MainActor (Target) -> Bool) -> KeyBinding {
        KeyBinding(keys: keys, help: help, footer: nil, footerKeys: nil, applies: applies, effect: .passOn)
    }

    private init(keys: [Key], help: String, footer: String?, footerKeys: String?, applies: @escaping @MainActor (Target) -> Bool,
                 effect: Effect) {
        self.init(keys: keys, help: help, footer: footer, footerKeys: footerKeys, otherKeys: nil, accepts: { keys.contains($0) },
                  applies: applies, effect: effect)
    }

    private init(keys: [Key], help: String, footer: String?, footerKeys: String?, otherKeys: String?, accepts: @escaping (Key) -> Bool,
                 applies: @escaping @MainActor (Target) -> Bool, effect: Effect) {
        self.keys = keys
        self.help = help
        self.footer = footer
        self.footerKeys = footerKeys
        self.otherKeys = otherKeys
        self.accepts = accepts
        self.applies = applies
        self.effect = effect
    }

    /// The keys as people write them: `Up`, `k`; `C-b`; or "any other key".
    public var keyLabels: [String] {
        otherKeys.map { [$0] } ?? keys.map(\.label)
    }

    /// The footer's entry, "Enter open", if the binding has one.
    public var footerEntry: (key: String, action: String)? {
        footer.map { (footerKeys ?? keys.first?.label ?? "", $0) }
    }

    /// Whether `key` triggers this binding on `target`.
    func matches(_ key: Key, on target: Target) -> Bool {
        accepts(key) && applies(target)
    }
}

extension KeyBinding where Target: AnyObject {
    /// The binding with its action applied to one target, for a chain of tables of different targets. Holds the
    /// target **weakly**, like a frame's click targets: the app keeps the last frame's screen, and that must
    /// never keep a popped screen alive; a binding of a gone target applies to nothing.
    func bound(to target: Target) -> KeyBinding<Void> {
        let boundEffect: KeyBinding<Void>.Effect = switch effect {
        case .perform(let action): .perform { [weak target] _, key in if let target { action(target, key) } }
        case .follow(let route): .follow { [weak target] _ in target.flatMap { route($0) } }
        case .passOn: .passOn
        }
        let applies = self.applies
        return KeyBinding<Void>(keys: keys, help: help, footer: footer, footerKeys: footerKeys, otherKeys: otherKeys, accepts: accepts,
                                applies: { [weak target] _ in target.map(applies) ?? false }, effect: boundEffect)
    }
}

extension KeyBinding where Target: InteractiveScreen {
    /// A screen's own words for a cursor command the global table also binds (`Enter` "open word", `j/k`
    /// "scroll"): the screen's binding comes first in the chain, so its help and footer are the ones shown, and it
    /// sends the screen the command the global binding would.
    /// - Parameter moves: each key group and the command it sends, in the order the help lists them.
    static func cursor(_ moves: [(keys: [Key], command: CursorCommand)], _ help: String, footer: String? = nil,
                       footerKeys: String? = nil) -> KeyBinding {
        KeyBinding(moves.flatMap(\.keys), help, footer: footer, footerKeys: footerKeys) { screen, key in
            if let move = moves.first(where: { $0.keys.contains(key) }) { screen.handle(move.command) }
        }
    }

    /// ``cursor(_:_:footer:footerKeys:)`` for one key group.
    static func cursor(_ keys: [Key], _ command: CursorCommand, _ help: String, footer: String? = nil) -> KeyBinding {
        cursor([(keys, command)], help, footer: footer)
    }
}
