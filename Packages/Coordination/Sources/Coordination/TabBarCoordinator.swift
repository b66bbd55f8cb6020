// MARK: - TabBarCoordinator

/// A tab bar that owns one navigation stack per tab — the design's "tabs of stacks".
///
/// A tab bar always has a tab: it is created with its first tab, which is shown and built at once, and more are
/// added with ``addTab(_:)``. So ``selectedTab`` and ``stack`` always have a value and never trap.
///
/// Ownership: the app owns the tab bar coordinator; the tab bar owns its tabs, and each tab its stack, **strongly**;
/// each stack owns its screens, and each screen its coordinator, as everywhere else. A tab's root coordinator (the
/// coordinator of its root screen) is a child of the tab bar in the tree (held weakly, like every child) and is kept
/// alive by the tab's root screen. Switching tabs only changes which stack is shown and gets the keys: it frees
/// nothing. Popping inside a tab frees exactly what was popped.
@MainActor
open class TabBarCoordinator<Element: StackElement>: Coordinator {
    // MARK: State

    /// The tabs, in bar order; never empty. Strong: see the ownership note above.
    public private(set) var tabs: [Tab<Element>]

    /// The position of the shown tab in ``tabs``.
    public private(set) var selectedIndex = 0

    /// The shown tab's stack: the one drawn and given the keys. Strong, like the shown tab's own reference to it: it
    /// is the same stack, kept here so that reading it never has to build anything.
    public private(set) var stack: NavigationStack<Element>

    /// The tab shown.
    public var selectedTab: Tab<Element> {
        tabs[selectedIndex]
    }

    // MARK: Init

    /// Creates a tab bar showing `firstTab`, whose stack is built now.
    /// - Parameter firstTab: The tab shown at start; it keeps the first place in the bar.
    public init(firstTab: Tab<Element>) {
        tabs = [firstTab]
        let (stack, isNew) = firstTab.buildStack()
        self.stack = stack
        super.init()
        if isNew { adoptRootCoordinator(of: stack) }
    }

    // MARK: Building

    /// Adds a tab at the end of the bar; its stack is built when it is first shown.
    /// - Parameter tab: A tab whose number no other tab of this bar has.
    public func addTab(_ tab: Tab<Element>) {
        precondition(!tabs.contains { $0.number == tab.number }, "tab \(tab.number) exists already")
        tabs.append(tab)
    }

    /// The stack of the tab with `number`, built if needed.
    /// - Returns: The stack, or `nil` when no tab has that number.
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
        stack = build(tabs[index])
        if changed { didSelectTab(tabs[index]) }
        return true
    }

    /// Called after another tab was shown; the base does nothing (a tab may refresh what it shows).
    /// - Parameter tab: The tab shown now.
    open func didSelectTab(_ tab: Tab<Element>) {}

    /// Pops the shown tab to its root in one step.
    public func popSelectedTabToRoot() {
        stack.popToRoot()
    }

    // MARK: Private

    /// Builds `tab`'s stack if needed, adopting its root coordinator as a child.
    private func build(_ tab: Tab<Element>) -> NavigationStack<Element> {
        let (stack, isNew) = tab.buildStack()
        if isNew { adoptRootCoordinator(of: stack) }
        return stack
    }

    /// Makes the coordinator of `stack`'s root screen a child of the tab bar, unless it has a parent already (or is
    /// the tab bar itself).
    private func adoptRootCoordinator(of stack: NavigationStack<Element>) {
        guard let root = stack.screens[0].screen.coordinator, root !== self, root.parent == nil else { return }
        addChild(root)
    }
}
