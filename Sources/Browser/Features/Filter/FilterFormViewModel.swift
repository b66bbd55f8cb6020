import Coordination
import KanjiKit

/// A form of checkboxes and two stroke bounds that builds a `KanjiFilter`, counting matches as it goes.
///
/// Input: the filter to start from, the kanji it will apply to, and which kanji common words use.
/// Output: every change of the filter, so the list underneath narrows while the form is open.
public final class FilterFormViewModel: InteractiveScreen {
    /// The form's own commands, beside movement (Enter and a click toggle the line under the cursor).
    public enum Command: Sendable, Hashable {
        /// Space: toggle the line under the cursor.
        case toggle
        /// `+` / `-`: move the stroke bound under the cursor.
        case increment, decrement
        /// A digit typed on a stroke bound: digits typed in a row make the number ("1", "12").
        case digit(Int)
        /// `c`: clear every choice.
        case clear
    }

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

    /// The rows the terminal has for options, set before each frame.
    public func setVisibleRows(_ rows: Int) {
        cursor.setVisibleRows(rows)
    }

    public func handle(_ command: CursorCommand) {
        typedDigits = ""
        if let chosen = cursor.apply(command) { toggle(options[chosen]) }
    }

    public func handle(_ command: Command) {
        let option = options[cursor.index]
        if case .digit = command {} else { typedDigits = "" }
        switch command {
        case .toggle: toggle(option)
        case .increment: adjustStrokes(of: option, by: 1)
        case .decrement: adjustStrokes(of: option, by: -1)
        case .digit(let digit): typeStrokes(digit, into: option)
        case .clear: update(KanjiFilter())
        }
    }

    /// Whether the cursor is on a stroke bound, where digits are typed into the number.
    public var isOnStrokeBound: Bool {
        [.fewestStrokes, .mostStrokes].contains(options[cursor.index])
    }

    /// The digits typed in a row on a stroke bound, so "1" then "2" means 12.
    private var typedDigits = ""

    // MARK: Changes

    private func toggle(_ option: FilterOption) {
        var changed = filter
        switch option {
        case .modernJLPT(let level): changed.jlptLevels.formSymmetricDifference([level])
        case .oldJLPT(let level): changed.oldJLPTLevels.formSymmetricDifference([level])
        case .grade(let group): changed.grades.formSymmetricDifference([group])
        case .hasCommonWords: changed.kanjiWithCommonWords = filter.kanjiWithCommonWords == nil ? kanjiWithCommonWords : nil
        case .fewestStrokes, .mostStrokes: changed.strokes = nil // back to every stroke count; digits or +/- set a bound
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

    /// Sets the stroke bound under the cursor to the digits typed so far (clamped to the limits, lower ≤ upper).
    private func typeStrokes(_ digit: Int, into option: FilterOption) {
        guard option == .fewestStrokes || option == .mostStrokes else { return }
        typedDigits = String((typedDigits + String(digit)).suffix(2))
        guard let typed = Int(typedDigits) else { return }
        let current = filter.strokes ?? strokeLimits
        let value = min(max(typed, strokeLimits.lowerBound), strokeLimits.upperBound)
        var changed = filter
        changed.strokes = option == .fewestStrokes
            ? value...max(value, current.upperBound)
            : min(value, current.lowerBound)...value
        update(changed)
    }

    /// Applies `changed`; a stroke range that spans every kanji's strokes is no filter at all.
    private func update(_ changed: KanjiFilter) {
        var changed = changed
        if changed.strokes == strokeLimits { changed.strokes = nil }
        filter = changed
        matchCount = kanji.filter(filter.matches).count
        onFilterChanged?(filter)
    }

    private func checkbox(_ isOn: Bool) -> String {
        isOn ? "[x]" : "[ ]"
    }
}
