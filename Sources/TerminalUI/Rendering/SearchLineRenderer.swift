import KanjiScreens

/// The search line that replaces the footer while a search is typed: `/mizu▏`, the kana romaji is read
/// as, and the match count.
enum SearchLineRenderer {
    static func draw(_ search: ListSearch, matchCount: Int, into grid: inout CellGrid) {
        let row = grid.height - 1
        var count = search.query.isEmpty ? "type a kanji, reading, romaji or meaning" : "\(matchCount) match\(matchCount == 1 ? "" : "es")"
        if let reading = search.romajiReading { count = "read as \(reading) · " + count }
        let countWidth = count.displayWidth
        let room = max(1, grid.width - countWidth - 4)
        // Keep the end of a long query in view: it is where the typing happens.
        var query = "/" + search.query
        while query.displayWidth > room - 1 && query.count > 1 { query.removeFirst() }
        let written = grid.put(query, row: row, column: 1, style: .accent)
        grid.put("▏", row: row, column: 1 + written, style: .accent)
        grid.put(count, row: row, column: grid.width - 1 - countWidth, style: .muted)
    }
}
