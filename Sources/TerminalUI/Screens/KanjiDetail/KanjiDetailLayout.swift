import KanjiKit
import Browser

/// Where the parts of a kanji's detail go at one size, computed once a frame: the headline (the meanings beside the large kanji)
/// and the labelled facts, each wrapped onto continuation lines rather than cut; the drawing beside them on
/// a wide terminal; whether there is room for blank lines; where the words start.
///
/// On a short terminal the words keep `KanjiDetailRenderer.minimumWordRows` and the facts give way from
/// the end (the nanori, frequency, radical and components come after strokes, grade and JLPT), a fact cut
/// between its lines ending in "…".
struct KanjiDetailLayout {
    /// One line of the facts: the label on a fact's first line, none on its continuation lines.
    struct FactLine: Equatable {
        let label: String?
        let text: String
    }

    let headline: [String]
    let facts: [FactLine]
    let spacious: Bool
    /// The rows the drawing stands in, at the right, or nil when none is drawn.
    let drawingRows: Range<Int>?
    /// The headline's first column, and the width it and the fact values wrap to.
    let headlineColumn: Int
    let headlineWidth: Int
    let valueWidth: Int
    /// The row of the first word (the words' heading is the row above).
    let wordsTop: Int
    /// The rows the words get, down to the row above the footer.
    let wordRows: Int

    init(_ detail: KanjiDetailViewModel, width: Int, height: Int, top: Int) {
        let labelWidth = KanjiDetailRenderer.labelWidth
        let minimumWordRows = KanjiDetailRenderer.minimumWordRows
        let available = height - 1 - top
        let allFacts = detail.facts
        // The drawing is sized as if nothing wrapped (the block's rows then depend on its width, not on
        // itself): blank, kanji line, blank, facts, blank when spacious; kanji line and facts when not.
        let plannedSpacious = 3 + allFacts.count + 2 + minimumWordRows <= available
        let plannedFacts = plannedSpacious ? allFacts.count : min(allFacts.count, max(0, available - 2 - minimumWordRows))
        let plannedRows = (plannedSpacious ? 4 : 1) + plannedFacts
        let drawingColumns = width >= KanjiDetailRenderer.drawingMinimumWidth && detail.drawing != nil
            && plannedRows >= Self.drawingMinimumRows
            ? 2 * plannedRows : nil
        // The facts end where the drawing begins, less a gap.
        let factsEnd = drawingColumns.map { width - 4 - $0 } ?? width
        headlineColumn = 2 + detail.kanji.character.displayWidth + 2
        headlineWidth = max(1, factsEnd - headlineColumn - 1)
        valueWidth = max(1, factsEnd - labelWidth - 3)

        // No more lines than the screen has (one more tells that the text goes on): a huge field costs a screenful.
        let headline = detail.headline.wrapped(toWidth: headlineWidth, maxLines: available + 1)
        let valueWidth = self.valueWidth
        var facts = allFacts.flatMap { fact in
            fact.value.wrapped(toWidth: valueWidth, maxLines: available + 1).enumerated().map { FactLine(label: $0 == 0 ? fact.label : nil, text: $1) }
        }
        spacious = 4 + headline.count + facts.count + minimumWordRows <= available
        if spacious {
            self.headline = headline
        } else {
            // Heading and words first; then the headline (two lines at most while facts wait), then the facts.
            let budget = max(0, available - 1 - minimumWordRows)
            let headlineShown = headline.count + facts.count <= budget ? headline.count : max(1, min(headline.count, 2, budget))
            self.headline = Self.cut(headline, to: headlineShown)
            facts = Self.cut(facts, to: max(0, budget - headlineShown))
        }
        self.facts = facts
        let blockRows = (spacious ? 3 : 0) + self.headline.count + facts.count
        wordsTop = top + blockRows + 1
        wordRows = height - 1 - wordsTop
        let drawingHeight = min(plannedRows, blockRows)
        drawingRows = drawingColumns != nil && drawingHeight >= Self.drawingMinimumRows ? top..<(top + drawingHeight) : nil
    }

    /// A drawing shorter than this would be too small to read; the facts take the whole width instead.
    private static let drawingMinimumRows = 6

    /// The first `count` lines, the last ending in "…" when lines were left out.
    private static func cut(_ lines: [String], to count: Int) -> [String] {
        guard count < lines.count else { return lines }
        guard count > 0 else { return [] }
        var kept = Array(lines.prefix(count))
        kept[count - 1] += " …"
        return kept
    }

    /// The first `count` fact lines; the last ends in "…" when its fact goes on below (whole facts that do
    /// not fit are left out without a mark, as the facts' order puts the least asked for last).
    private static func cut(_ lines: [FactLine], to count: Int) -> [FactLine] {
        guard count < lines.count else { return lines }
        guard count > 0 else { return [] }
        var kept = Array(lines.prefix(count))
        if lines[count].label == nil {
            kept[count - 1] = FactLine(label: kept[count - 1].label, text: kept[count - 1].text + " …")
        }
        return kept
    }
}
