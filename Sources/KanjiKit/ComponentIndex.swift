/// Which kanji contain each component, for the radical picker: built once per store, so opening the
/// picker and choosing a component look up short position lists instead of hashing the 40,000
/// component strings of every kanji again.
public struct ComponentIndex: Sendable {
    /// The kanji indexed, in list order; positions refer to this list.
    public let kanji: [Kanji]
    /// Every component at least one kanji contains (the others cannot narrow anything).
    public let usedComponents: Set<String>
    /// Ascending positions in `kanji` of the kanji containing each component.
    private let positionsByComponent: [String: [Int]]

    public init(_ kanji: [Kanji]) {
        var positions: [String: [Int]] = [:]
        for (position, each) in kanji.enumerated() {
            for component in each.components { positions[component, default: []].append(position) }
        }
        self.kanji = kanji
        positionsByComponent = positions
        usedComponents = Set(positions.keys)
    }

    /// The kanji containing every one of `components`, in list order; none for no components.
    public func kanji(containingAll components: [String]) -> [Kanji] {
        let lists = components.map { positionsByComponent[$0] ?? [] }.sorted { $0.count < $1.count }
        guard var positions = lists.first else { return [] }
        for list in lists.dropFirst() {
            let members = Set(list)
            positions = positions.filter(members.contains)
        }
        return positions.map { kanji[$0] }
    }
}
