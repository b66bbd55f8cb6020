import Coordination
import KanjiScreens

// MARK: - RandomUser

/// A seeded random person at the keyboard: weighted commands over the whole app, the same sequence for
/// the same seed. The soak test (`RandomNavigationTests`) checks the coordinator tree after each command;
/// `kanji-bench` sends a million of them and watches memory — one walk, so both measure the same thing.
public struct RandomUser {
    private var generator: SplitMix64

    public init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    /// The next command for the screen on top.
    public mutating func nextCommand(on screen: any Screen) -> AppCommand {
        let itemCount = Self.itemCount(on: screen)
        var pick = Int.random(in: 0..<Self.totalWeight, using: &generator)
        for entry in Self.commands {
            if pick < entry.weight { return entry.command(&generator, itemCount) }
            pick -= entry.weight
        }
        preconditionFailure("weights exhausted")
    }

    // MARK: Commands

    /// The commands and their weights. Back slightly outweighs select so the walk stays bounded (depth d
    /// has odds ~(5/6)^d) yet still goes a dozen screens deep many times.
    private static let commands: [(weight: Int, command: @Sendable (inout SplitMix64, Int) -> AppCommand)] = [
        (5, { _, _ in .screen(.select) }),
        (6, { _, _ in .back }),
        (4, { _, _ in .screen(.down) }),
        (2, { _, _ in .screen(.up) }),
        (1, { _, _ in .screen(.pageDown) }),
        (1, { _, _ in .screen(.pageUp) }),
        (1, { _, _ in .screen(.home) }),
        (1, { _, _ in .screen(.end) }),
        // One past the last item is a valid miss.
        (1, { generator, count in .screen(.click(index: Int.random(in: 0...max(0, count), using: &generator))) }),
        (1, { generator, _ in .screen(.scroll(lines: Int.random(in: -3...3, using: &generator))) }),
        // The radical picker is a FlowCoordinator: it ends by a choice (finish) or by being popped (anchor).
        (1, { _, _ in .radicalPicker }),
        (2, { _, _ in .screen(.switchPane) }),
        (1, { generator, count in
            .screen(.clickPicker(pane: Bool.random(using: &generator) ? .components : .matches,
                                 index: Int.random(in: 0...max(0, count), using: &generator)))
        }),
    ]

    /// The sum of the weights, computed once instead of per step.
    private static let totalWeight = commands.reduce(0) { $0 + $1.weight }

    /// How many items the screen lists, for clicks.
    private static func itemCount(on screen: any Screen) -> Int {
        switch screen {
        case let list as KanjiListViewModel: list.kanji.count
        case let detail as KanjiDetailViewModel: detail.words.count
        case let picker as RadicalPickerViewModel: picker.pane == .components ? picker.components.count : picker.matches.count
        default: 0
        }
    }
}
