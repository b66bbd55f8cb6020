import Browser

/// The key tables as text: the `?` overlay's lines and the README's key table, both made from the bindings
/// (``allSections``, one per ``AppScreen/Kind``, is beside the screens' registration in `PresentedScreen.swift`).
enum KeyHelp {
    /// One line of a table: the keys as people write them, and what they do.
    struct Row: Equatable {
        /// Each key as people write it (`Up`, `C-b`), or the keys a modal table's last binding takes ("any other key").
        let keyLabels: [String]
        let help: String

        /// The keys on one line: `Up k`.
        var keys: String { keyLabels.joined(separator: " ") }
    }

    /// One table: a screen's keys, the prompt's, or the global ones.
    struct Section {
        let name: String
        let rows: [Row]
    }

    /// What the mouse does, which no key table says.
    static let mouse = Row(keyLabels: ["mouse"], help: "click moves the cursor, click again opens, wheel scrolls; in the radical picker a click chooses a component, and a match opens on its second click; on the Draw canvas the left button held draws a stroke; m leaves the mouse to the terminal")

    /// The global table, with what the mouse does.
    static var globalSection: Section {
        Section(name: GlobalBindings.name, rows: rows(GlobalBindings.all) + [mouse])
    }

    /// The help overlay: the keys of the screen it was opened from, then (in a popup) the popup's, then the global ones.
    static func overlayLines(for screen: PresentedScreen, chrome: FrameChrome = .tabBar) -> [String] {
        let popup: [Section] = switch chrome {
        case .tabBar: []
        case .popup: [section(PopupBindings.name, PopupBindings.all)]
        }
        let sections = [Section(name: screen.table.name, rows: rows(screen.table.bindings))] + popup + [globalSection]
        let keyWidth = 18
        var lines: [String] = []
        for section in sections where !section.rows.isEmpty {
            if !lines.isEmpty { lines.append("") }
            lines.append("# \(section.name)")
            for row in section.rows {
                let wrapped = row.help.wrapped(toWidth: 44)
                let keys = row.keys + String(repeating: " ", count: max(1, keyWidth - row.keys.displayWidth))
                lines.append(keys + (wrapped.first ?? ""))
                lines += wrapped.dropFirst().map { String(repeating: " ", count: keyWidth) + $0 }
            }
        }
        return lines
    }

    /// The README's key table, in Markdown: a heading row per section, then its keys.
    static var markdownTable: String {
        var lines = ["| keys | what they do |", "|---|---|"]
        for section in allSections {
            lines.append("| **\(section.name)** | |")
            lines += section.rows.map { "| \($0.keyLabels.map { "`\($0)`" }.joined(separator: " ")) | \($0.help) |" }
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Private

    static func section<Target>(_ name: String, _ bindings: [KeyBinding<Target>]) -> Section {
        Section(name: name, rows: rows(bindings))
    }

    private static func rows<Target>(_ bindings: [KeyBinding<Target>]) -> [Row] {
        bindings.map { Row(keyLabels: $0.keyLabels, help: $0.help) }
    }
}
