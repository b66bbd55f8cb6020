import Coordination
import Browser

/// The top line: the tabs with their fixed numbers, `1 Kanji  3 Radicals  5 History`, the shown one in reverse
/// video (which reads without colour too). A click on a label shows that tab through the command its digit key
/// sends, `AppCommand.selectTab`, so the two cannot differ.
enum TabBarRenderer {
    /// Draws the bar on row 0.
    /// - Returns: a click target per tab label.
    static func draw(_ browser: KanjiBrowser, into grid: inout CellGrid) -> [ClickTarget] {
        let application = browser.application
        grid.fill(rows: 0..<1, columns: 0..<grid.width, style: .plain)
        var column = 1
        var targets: [ClickTarget] = []
        for (index, tab) in application.tabs.enumerated() {
            let label = " \(tab.number) \(tab.title) "
            let isShown = index == application.selectedIndex
            let written = grid.put(label, row: 0, column: column, style: isShown ? Style([.reverse, .bold]) : .muted,
                                   maxWidth: max(0, grid.width - column - 1))
            guard written > 0 else { break }
            let number = tab.number
            targets.append(ClickTarget(row: 0, columns: column..<column + written, item: .init("tabs", number), on: browser) {
                $0.handle(.selectTab(number))
            })
            column += written + 1
        }
        return targets
    }
}
