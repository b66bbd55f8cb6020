import Coordination
import KanjiKit

/// A form of checkboxes and two stroke bounds that builds a `KanjiFilter`, counting matches as it goes.
///
/// Input: the filter to start from, the kanji it will apply to, and which kanji common words use.
/// Output: every change of the filter, so the list underneath narrows while the form is open.
public final class FilterFormViewModel: InteractiveScreen {
    public let title = "Filter"
    public let options = FilterOption.all
    private let kanji: [Kanji]
    private let kanjiWithCommonWords: Set<Unicode.Scalar>
    /// The stroke bounds the form can reach: the fewest and most strokes among `kanji`.
    public let strokeLimits: ClosedRange<Int>

    /// Strong: this screen keeps the coordinator that created it alive; popping the screen frees it.
    public let coordinator: Coordinator?

    /// Called after every change with the new filter; set by the coordinator, capturing itself weakly.
    public var onFilterChanged: ((KanjiFilter) -> Void)?

    public private(set) var filter: KanjiFilter
    public private(set) var cursor: ScrollingCursor
    /// How many of `kanji` the filter lets through.
    public private(set) var matchCount: Int

    public init(filter: KanjiFilter, kanji: [Kanji], kanjiWithCommonWords: Set<Unicode.Scalar>, coordinator: Coordinator?) {
        self.filter = filter
        self.kanji = kanji
        self.kanjiWithCommonWords = kanjiWithCommonWords
        let strokes = kanji.map(\.strokeCount)
        self.strokeLimits = (strokes.min() ?? 1)...max(strokes.max() ?? 1, strokes.min() ?? 1)
        self.coordinator = coordinator
        self.cursor = ScrollingCursor(count: FilterOption.all.count)
        self.matchCount = kanji.filter(filter.matches).count
    }

    /// Whether `option` is on, or for a stroke bound, its value ("—" while strokes are not limited).
    public func value(of option: FilterOption) -> String {
        switch option {
        case .modernJLPT(let level): return checkbox(filter.jlptLevels.contains(level))
        case .oldJLPT(let level): return checkbox(filter.oldJLPTLevels.contains(level))
        case .grade(let group): return checkbox(filter.grades.contains(group))
        case .hasCommonWords: return checkbox(filter.kanjiWithCommonWords != nil)
        case .fewestStrokes: return filter.strokes.map { "\($0.lowerBound)" } ?? "—"
        case .mostStrokes: return filter.strokes.map { "\($0.upperBound)" } ?? "—"
        }
    }

    /// Called by the renderer with the rows it has for options.
    public func setVisibleRows(_ rows: Int) {
        cursor.setVisibleRows(rows)
    }

    public func handle(_ command: ScreenCommand) {
        let option = options[cursor.index]
        switch command {
        case .increment: adjustStrokes(of: option, by: 1)
        case .decrement: adjustStrokes(of: option, by: -1)
        case .clear: update(KanjiFilter())
        default:
            if let chosen = cursor.apply(command) { toggle(options[chosen]) }
        }
    }

    // MARK: Changes

    private func toggle(_ option: FilterOption) {
        var changed = filter
        switch option {
        case .modernJLPT(let level): changed.jlptLevels.formSymmetricDifference([level])
        case .oldJLPT(let level): changed.oldJLPTLevels.formSymmetricDifference([level])
        case .grade(let group): changed.grades.formSymmetricDifference([group])
        case .hasCommonWords: changed.kanjiWithCommonWords = filter.kanjiWithCommonWords == nil ? kanjiWithCommonWords : nil
        case .fewestStrokes, .mostStrokes: changed.strokes = filter.strokes == nil ? strokeLimits : nil
        }
        update(changed)
    }

    /// Moves one stroke bound, starting from the full range, keeping lower ≤ upper within the limits.
    private func adjustStrokes(of option: FilterOption, by step: Int) {
        guard option == .fewestStrokes || option == .mostStrokes else { return }
        let current = filter.strokes ?? strokeLimits
        var lower = current.lowerBound
        var upper = current.upperBound
        if option == .fewestStrokes {
            lower = min(max(lower + step, strokeLimits.lowerBound), upper)
        } else {
            upper = max(min(upper + step, strokeLimits.upperBound), lower)
        }
        var changed = filter
        changed.strokes = lower...upper
        update(changed)
    }

    private func update(_ changed: KanjiFilter) {
        filter = changed
        matchCount = kanji.filter(filter.matches).count
        onFilterChanged?(filter)
    }

    private func checkbox(_ isOn: Bool) -> String {
        isOn ? "[x]" : "[ ]"
    }
}
