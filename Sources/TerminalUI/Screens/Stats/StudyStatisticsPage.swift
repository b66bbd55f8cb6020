import FSRS

/// The study statistics drawn as one page of charts at a width, section under section as Anki's Statistics page
/// has them: the Reviews graph, Future Due, the True Retention table, Card Counts and Stability.
///
/// The one drawing of the charts: the Study tab's statistics screen shows a window of this page
/// (``StudyStatsRenderer``), and `kanji-tui study stats` prints all of its lines as plain text. It depends on the
/// numbers and the width only.
public enum StudyStatisticsPage {
    /// The narrowest page that still holds a chart's axes and the short retention table: the app's smallest terminal (40 columns) less its margins.
    public nonisolated static let minimumWidth = 36
    /// From this width the retention table has passed and failed columns; below it, the percentages only.
    static let fullTableWidth = 74
    /// The rows of each column chart's bars.
    static let plotRows = 8

    /// The series of the Reviews graph, bottom first, with their glyphs (Anki's colours, as shades of one glyph).
    static let reviewSeries: [(kind: ReviewKind, series: BarChart.Series)] = [
        (.mature, BarChart.Series(glyph: "█", style: Style(color: .accent), name: "mature")),
        (.young, BarChart.Series(glyph: "▓", style: .plain, name: "young")),
        (.relearning, BarChart.Series(glyph: "▒", style: Style(color: .header), name: "relearning")),
        (.learning, BarChart.Series(glyph: "░", style: .muted, name: "learning")),
    ]

    /// The whole page at `width` (at least ``minimumWidth``), as many rows as it takes.
    public static func draw(_ statistics: DeckStatistics, width requested: Int) -> CellGrid {
        let width = max(minimumWidth, requested)
        let sections = [reviews(statistics, width: width), forecast(statistics, width: width),
                        retention(statistics, width: width), cardCounts(statistics, width: width),
                        stability(statistics, width: width)]
        var page = CellGrid(width: width, height: sections.map { $0.height + 1 }.reduce(0, +) - 1)
        var row = 0
        for section in sections {
            page.paste(section, atRow: row)
            row += section.height + 1
        }
        return page
    }

    // MARK: Sections

    /// Reviews per day over the last 30 days, stacked by kind, with the days studied and the averages.
    static func reviews(_ statistics: DeckStatistics, width: Int) -> CellGrid {
        let days = statistics.reviewsPerDay
        let total = days.map(\.total).reduce(0, +)
        let studied = days.filter { $0.total > 0 }.count
        let chart = BarChart.columns(days.map { day in reviewSeries.map { day[$0.kind] } }, series: reviewSeries.map(\.series),
                                     plotRows: plotRows, width: width,
                                     ticks: [.init(index: 0, label: "-29"), .init(index: 9, label: "-20"),
                                             .init(index: 19, label: "-10"), .init(index: 29, label: "today")])
        let average = studied == 0 ? "" : " · \(StatisticsText.oneDecimal(Double(total) / Double(studied))) a day studied"
        return stack([
            heading("Reviews · last \(DeckStatistics.days) days, to \(Timestamp.utcDate(ofDay: statistics.today)) (UTC)", width: width),
            chart,
            BarChart.legend(reviewSeries.map(\.series), width: width),
            text(["\(total) review\(total == 1 ? "" : "s") on \(studied) of \(DeckStatistics.days) days"
                  + " (\(StatisticsText.percent(Double(studied) / Double(DeckStatistics.days))))" + average], width: width),
        ], width: width)
    }

    /// Cards due on each of the next 30 days (today with the overdue), and what that means a day.
    static func forecast(_ statistics: DeckStatistics, width: Int) -> CellGrid {
        let due = statistics.dueForecast
        let total = due.reduce(0, +)
        let chart = BarChart.columns(due.map { [$0] }, series: [BarChart.Series(glyph: "█", style: .plain, name: "due")],
                                     plotRows: plotRows, width: width,
                                     ticks: [.init(index: 0, label: "today"), .init(index: 10, label: "+10"),
                                             .init(index: 20, label: "+20"), .init(index: 29, label: "+29")])
        let overdue = statistics.overdue == 0 ? "" : " (\(statistics.overdue) overdue)"
        return stack([
            heading("Due forecast · next \(DeckStatistics.days) days", width: width),
            text(["Cards in learning and review; new and suspended ones are not due."], width: width, style: .muted),
            chart,
            text(["Due today \(due[0])\(overdue) · tomorrow \(due[1])",
                  "\(total) in \(DeckStatistics.days) days · \(StatisticsText.oneDecimal(Double(total) / Double(DeckStatistics.days))) a day"],
                 width: width),
        ], width: width)
    }

    /// The True Retention table: passed, failed and retention of young and mature review cards, per period.
    static func retention(_ statistics: DeckStatistics, width: Int) -> CellGrid {
        let full = width >= fullTableWidth
        let labelWidth = full ? 12 : 11
        let groupWidth = full ? 20 : 8
        var grid = CellGrid(width: width, height: statistics.retention.count + (full ? 4 : 3))
        grid.put("True retention · reviews of cards in review", row: 0, column: 0, style: .accent)
        grid.put("Passed: Hard, Good or Easy; failed: Again. Young: interval under \(DeckStatistics.matureIntervalDays) days.",
                 row: 1, column: BarChart.indent, style: .muted)
        let groups = ["Young", "Mature", "Total"]
        for (index, name) in groups.enumerated() {
            let end = BarChart.indent + labelWidth + (index + 1) * groupWidth
            grid.put(name, row: 2, column: end - name.count, style: .header)
            if full {
                for (offset, column) in ["Pass", "Fail", "Rate"].enumerated() {
                    let columnEnd = end - groupWidth + [6, 12, 20][offset]
                    grid.put(column, row: 3, column: columnEnd - column.count, style: .muted)
                }
            }
        }
        let top = full ? 4 : 3
        for (row, line) in statistics.retention.enumerated() {
            grid.put(periodName(line.period), row: top + row, column: BarChart.indent)
            for (index, counts) in [line.young, line.mature, line.total].enumerated() {
                let end = BarChart.indent + labelWidth + (index + 1) * groupWidth
                let rate = counts.retention.map(StatisticsText.percent) ?? "—"
                let cells = full ? [(String(counts.passed), 6), (String(counts.failed), 12), (rate, 20)] : [(rate, 8)]
                for (value, offset) in cells {
                    grid.put(value, row: top + row, column: end - groupWidth + offset - value.count)
                }
            }
        }
        return grid
    }

    /// Every card by state — the suspended and the buried apart —, with its share and a bar, and the leeches.
    static func cardCounts(_ statistics: DeckStatistics, width: Int) -> CellGrid {
        let counts = statistics.cardCounts
        let rows = CardCounts.Category.allCases.map { (label: categoryName($0), value: counts[$0]) }
        let leeches = counts.leeches == 0 ? "" : " · \(counts.leeches) leech\(counts.leeches == 1 ? "" : "es")"
        return stack([
            heading("Card counts", width: width),
            BarChart.rows(rows, total: counts.total, width: width),
            text(["Total \(counts.total) card\(counts.total == 1 ? "" : "s")" + leeches], width: width),
        ], width: width)
    }

    /// How many cards have each stability (the days until recall falls to 90%), and the mean.
    static func stability(_ statistics: DeckStatistics, width: Int) -> CellGrid {
        let rows = StabilityBucket.allCases.map { (label: $0.label, value: statistics.stability[$0.rawValue]) }
        let average = statistics.averageStability.map { "Average stability \(StatisticsText.oneDecimal($0)) days" }
            ?? "No card reviewed yet: a card has a stability from its first grade."
        return stack([
            heading("Stability · days until recall falls to 90%", width: width),
            BarChart.rows(rows, total: statistics.stability.reduce(0, +), width: width),
            text([average], width: width),
        ], width: width)
    }

    // MARK: Names

    /// The retention table's row names, Anki's.
    static func periodName(_ period: RetentionPeriod) -> String {
        switch period {
        case .today: "Today"
        case .yesterday: "Yesterday"
        case .lastWeek: "Last week"
        case .lastMonth: "Last month"
        case .lastYear: "Last year"
        case .allTime: "All time"
        }
    }

    static func categoryName(_ category: CardCounts.Category) -> String {
        switch category {
        case .new: "New"
        case .learning: "Learning"
        case .relearning: "Relearning"
        case .young: "Young"
        case .mature: "Mature"
        case .suspended: "Suspended"
        case .buried: "Buried"
        }
    }

    // MARK: Pieces

    private static func heading(_ title: String, width: Int) -> CellGrid {
        var grid = CellGrid(width: width, height: 1)
        grid.put(title, row: 0, column: 0, style: .accent)
        return grid
    }

    private static func text(_ lines: [String], width: Int, style: Style = .plain) -> CellGrid {
        var grid = CellGrid(width: width, height: lines.count)
        for (row, line) in lines.enumerated() { grid.put(line, row: row, column: BarChart.indent, style: style) }
        return grid
    }

    /// `parts` one under the other.
    private static func stack(_ parts: [CellGrid], width: Int) -> CellGrid {
        var grid = CellGrid(width: width, height: parts.map(\.height).reduce(0, +))
        var row = 0
        for part in parts {
            grid.paste(part, atRow: row)
            row += part.height
        }
        return grid
    }
}
