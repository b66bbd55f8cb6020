// MARK: - TabBarCoordinator

/// A tab bar that owns one navigation stack per tab — the design's "tabs of stacks".
///
/// Ownership: the app owns the tab bar coordinator; the tab bar owns its tabs, and each tab its stack, **strongly**;
/// each stack owns its screens, and each screen its coordinator, as everywhere else. A tab's root coordinator is a
/// child of the tab bar in the tree (held weakly, like every child) and is kept alive by the tab's root screen.
/// Switching tabs only changes which stack is shown and gets the keys: it frees nothing. Popping inside a tab frees
/// exactly what was popped.
@MainActor
open class TabBarCoordinator<Element: StackElement>: Coordinator {
    // MARK: State

    /// The tabs, in bar order. Strong: see the ownership note above.
    public private(set) var tabs: [Tab<Element>] = []

    /// The position of the shown tab in ``tabs``.
    public private(set) var selectedIndex = 0

    /// The tab shown.
    public var selectedTab: Tab<Element> {
        tabs[selectedIndex]
    }

    /// The shown tab's stack: the one drawn and given the keys.
    public var stack: NavigationStack<Element> {
        build(selectedTab)
    }

    // MARK: Building

    /// Adds a tab at the end of the bar; its stack is built when it is first shown (the first tab's at once).
    public func addTab(_ tab: Tab<Element>) {
        precondition(!tabs.contains { $0.number == tab.number }, "tab \(tab.number) exists already")
        tabs.append(tab)
        if tabs.count == 1 { build(tab) }
    }

    /// The tab with `number`, built if needed.
    public func stack(ofTab number: Int) -> NavigationStack<Element>? {
        tabs.first { $0.number == number }.map(build)
    }

    // MARK: Switching

    /// Shows the tab with `number`.
    /// - Returns: Whether there is such a tab.
    @discardableResult
    public func selectTab(number: Int) -> Bool {
        guard let index = tabs.firstIndex(where: { $0.number == number }) else { return false }
        let changed = index != selectedIndex
        selectedIndex = index
        build(tabs[index])
        if changed { didSelectTab(tabs[index]) }
        return true
    }

    /// Called after another tab was shown; the base does nothing (a tab may refresh what it shows).
    open func didSelectTab(_ tab: Tab<Element>) {}

    /// Pops the shown tab to its root in one step.
    public func popSelectedTabToRoot() {
        stack.popToRoot()
    }

    // MARK: Private

    /// Builds `tab`'s stack if needed, adopting its root coordinator as a child.
    @discardableResult
    private func build(_ tab: Tab<Element>) -> NavigationStack<Element> {
        let (built, rootCoordinator) = tab.buildIfNeeded()
        if built, let rootCoordinator { addChild(rootCoordinator) }
        return tab.stack!
    }
}
