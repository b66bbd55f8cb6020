import Browser

/// Where a key is looked up (Textual's merged bindings): tables of bindings, first to last, each bound to what
/// it acts on. The first binding that matches the key wins, so a table overrides the ones after it: a screen's
/// bindings come before the global ones, and give a global key a meaning of their own (`Left` steps back a
/// stroke on the stroke-order screen) or their own words for it (`Enter` "open word").
///
/// A modal table — the help overlay, an open prompt — keeps the keys it does not bind from the tables after it,
/// except those a `passOn` binding leaves to them.
struct BindingChain {
    /// One table of the chain.
    struct Table {
        let name: String
        let bindings: [KeyBinding<Void>]
        let isModal: Bool

        /// `bindings`, bound to `target` (weakly).
        init<Target: AnyObject>(_ name: String, _ bindings: [KeyBinding<Target>], on target: Target, isModal: Bool = false) {
            self.name = name
            self.bindings = bindings.map { $0.bound(to: target) }
            self.isModal = isModal
        }
    }

    /// What a chain is built for besides the screen on top: the app keeps a chain while these stay as they were.
    struct Occasion: Equatable {
        /// The help overlay is open: its table takes every key.
        let isHelpOpen: Bool
        /// The screen on top has an open prompt: its table comes first.
        let hasPrompt: Bool
    }

    let tables: [Table]

    /// The binding `key` triggers: the first that matches it, past pass-on bindings, up to a modal table.
    func binding(for key: Key) -> KeyBinding<Void>? {
        for table in tables {
            if let binding = table.bindings.first(where: { $0.matches(key, on: ()) }) {
                switch binding.effect {
                case .perform, .follow: return binding
                case .passOn: continue
                }
            }
            if table.isModal { return nil }
        }
        return nil
    }

    /// Runs what `key` means, if anything does.
    /// - Parameter follow: goes to a route a binding names (the app follows it from the screen on top).
    func perform(_ key: Key, follow: (AppRoute) -> Void) {
        switch binding(for: key)?.effect {
        case .perform(let action)?: action((), key)
        case .follow(let route)?: if let route = route(()) { follow(route) }
        case .passOn?, nil: break
        }
    }
}
