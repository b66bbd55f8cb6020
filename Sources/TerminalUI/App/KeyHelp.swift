import Browser

/// The key tables as text: the `?` overlay's lines and the README's key table, both made from the bindings.
enum KeyHelp {
    /// One line of a table: the keys as people write them, and what they do.
    struct Row: Equatable {
        let keys: String
        let help: String
    }

    /// One table: a screen's keys, the prompt's, or the global ones.
    struct Section {
        let name: String
        let rows: [Row]
    }

    /// What the mouse does, which no key table says.
    static let mouse = Row(keys: "mouse", help: "click moves the cursor, click again opens, wheel scrolls; in the radical picker a click chooses a component, and a match opens on its second click; m leaves the mouse to the terminal")

    /// Every table, screens first, for the README.
    static var allSections: [Section] {
        [
            section(KanjiListBindings.name, KanjiListBindings.all),
            section(KanjiDetailBindings.name, KanjiDetailBindings.all),
            section(WordSearchBindings.name, WordSearchBindings.all),
            section(WordDetailBindings.name, WordDetailBindings.all),
            section(RadicalPickerBindings.name, RadicalPickerBindings.all),
            section(FilterFormBindings.name, FilterFormBindings.all),
            section(TextPageBindings.name, TextPageBindings.all),
            section(HistoryBindings.name, HistoryBindings.all),
            section(StrokeOrderBindings.name, StrokeOrderBindings.all),
            section(StudyListBindings.name, StudyListBindings.all),
            section(ReviewCardBindings.name, ReviewCardBindings.all),
            section(ReviewSummaryBindings.name, ReviewSummaryBindings.all),
            section(PromptBindings.name, PromptBindings.all),
            Section(name: GlobalBindings.name, rows: rows(GlobalBindings.all) + [mouse]),
        ]
    }

    /// The help overlay: the keys of the screen it was opened from, then the global ones.
    static func overlayLines(for screen: PresentedScreen) -> [String] {
        let sections = [
            Section(name: screen.bindingsName, rows: rows(screen.bindings)),
            Section(name: GlobalBindings.name, rows: rows(GlobalBindings.all) + [mouse]),
        ]
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
            lines += section.rows.map { "| \($0.keys.split(separator: " ").map { "`\($0)`" }.joined(separator: " ")) | \($0.help) |" }
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Private

    private static func section<Target>(_ name: String, _ bindings: [KeyBinding<Target>]) -> Section {
        Section(name: name, rows: rows(bindings))
    }

    private static func rows<Target>(_ bindings: [KeyBinding<Target>]) -> [Row] {
        bindings.map { Row(keys: $0.keyLabel, help: $0.help) }
    }
}
