import ArgumentParser
import KanjiKit

/// Parsers for the option values of `list`. Each names the bad value and the good ones; ArgumentParser
/// prints that after "The value '…' is invalid for '--option <value>':" and exits with status 64.
enum FilterArgument {
    /// "N5", "n4" or "3", comma-separated: modern JLPT levels.
    static func jlptLevels(_ text: String) throws -> Set<Int> {
        try items(of: text) { item in
            let digits = item.lowercased().hasPrefix("n") ? String(item.dropFirst()) : item
            guard let level = Int(digits), (1...5).contains(level) else {
                throw ValidationError("'\(item)' is not a JLPT level; use N5, N4, N3, N2 or N1.")
            }
            return level
        }
    }

    /// "1" to "4", comma-separated: KANJIDIC2's pre-2010 JLPT levels.
    static func oldJLPTLevels(_ text: String) throws -> Set<Int> {
        try items(of: text) { item in
            guard let level = Int(item), (1...4).contains(level) else {
                throw ValidationError("'\(item)' is not an old JLPT level; use 1, 2, 3 or 4.")
            }
            return level
        }
    }

    /// "1" to "6", "secondary" or "jinmeiyo", comma-separated.
    static func grades(_ text: String) throws -> Set<KanjiGradeGroup> {
        try items(of: text) { item in
            switch item.lowercased() {
            case "secondary": return .secondary
            case "jinmeiyo", "jinmeiyō": return .jinmeiyo
            default:
                guard let year = Int(item), (1...6).contains(year), let group = KanjiGradeGroup(grade: year) else {
                    throw ValidationError("'\(item)' is not a grade; use 1 to 6, secondary or jinmeiyo."
                                          + SubcommandSuggestion.hint(for: item, among: ["secondary", "jinmeiyo"]))
                }
                return group
            }
        }
    }

    /// "3" or "1-5".
    static func strokes(_ text: String) throws -> ClosedRange<Int> {
        let bounds = text.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false).map { Int($0) }
        guard let low = bounds.first ?? nil, let high = bounds.last ?? nil, 1 <= low, low <= high else {
            throw ValidationError("'\(text)' is not a stroke count or range; use e.g. 3 or 1-5.")
        }
        return low...high
    }

    static func sortKey(_ text: String) throws -> KanjiSortKey {
        guard let key = KanjiSortKey(rawValue: text.lowercased()) else {
            let keys = KanjiSortKey.allCases.map(\.rawValue)
            throw ValidationError("'\(text)' is not a sort order; use \(keys.dropLast().joined(separator: ", ")) or \(keys.last!)."
                                  + SubcommandSuggestion.hint(for: text, among: keys))
        }
        return key
    }

    /// The comma-separated items of `text`, each parsed; an empty list is an error too.
    private static func items<Item: Hashable>(of text: String, _ parse: (String) throws -> Item) throws -> Set<Item> {
        let items = text.split(separator: ",").map { $0.filter { $0 != " " } }.filter { !$0.isEmpty }
        guard !items.isEmpty else { throw ValidationError("the list is empty.") }
        return Set(try items.map(parse))
    }
}
