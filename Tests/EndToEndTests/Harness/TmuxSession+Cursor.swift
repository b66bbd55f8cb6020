import Testing

extension TmuxSession {
    /// Moves the cursor to the row whose words begin with `words` (e.g. `["日本", "にほん"]`), reading the
    /// screen rather than assuming where the row is: when it is visible, the exact number of `j` or `k`
    /// presses; otherwise a page down (PgDn) and look again.
    ///
    /// Matching the leading words, not a substring, keeps 日本 from matching 西日本 (にしにほん) or 日本語.
    @discardableResult
    func moveCursor(toRowStartingWith words: [String],
                    maximumPages: Int = 100,
                    sourceLocation: SourceLocation = #_sourceLocation) async throws -> Screen {
        let what = "the cursor on the row \(words.joined(separator: " "))"
        let matches = { (line: String) in Screen.words(of: line).starts(with: words) }
        var screen = try capture()
        for _ in 0..<maximumPages {
            let cursor = try #require(screen.highlightedRows.first, "no cursor row on the screen:\n\(screen)",
                                      sourceLocation: sourceLocation)
            if matches(screen.lines[cursor]) { return screen }
            if let target = screen.lines.indices.first(where: { matches(screen.lines[$0]) }) {
                try sendKeys(Array(repeating: target > cursor ? "j" : "k", count: abs(target - cursor)))
                return try await waitFor(what, sourceLocation: sourceLocation) { screen in
                    screen.highlightedLine.map(matches) ?? false
                }
            }
            let before = screen
            try sendKeys("NPage")
            screen = try await waitFor("the next page while looking for \(what)", sourceLocation: sourceLocation) {
                $0 != before
            }
        }
        let rowFound = false
        try #require(rowFound, "\(what) not found within \(maximumPages) pages; last screen:\n\(screen)",
                     sourceLocation: sourceLocation)
        return screen
    }
}
