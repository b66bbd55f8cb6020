import Coordination
import KanjiKit

/// The kanji of one word, on the same list screen as all kanji; choosing one opens its detail.
@MainActor
public final class WordKanjiListCoordinator: KanjiCoordinator {
    public let word: Word

    public init(services: BrowserServices, stack: AppStack, word: Word) {
        self.word = word
        super.init(services: services, stack: stack)
    }

    /// Builds the list titled with the word, its reading and gloss, and pushes it. The store has parsed
    /// every kanji by now (the root list needs them), so these lookups cannot meet a bad line; should one
    /// fail anyway, the list shows the kanji found before it.
    public override func start() {
        let kanji = (try? store.kanji(in: word.headword)) ?? []
        let screen = KanjiListViewModel(title: word.headword, subtitle: Self.subtitle(for: word),
                                        subject: .word(headword: word.headword, reading: word.reading), kanji: kanji,
                                        search: try? store.kanjiSearch(), coordinator: self)
        screen.studyMarks = studyMarks
        // Weak self: the screen owns this coordinator. Unowned screen: the screen itself calls this closure, so it
        // is alive whenever the closure runs, and a strong capture would be a cycle.
        screen.onOutput = { [weak self, unowned screen] output in self?.list(screen, didOutput: output) }
        stack?.push(.kanjiList(screen))
        history.record(.word(headword: word.headword, reading: word.reading))
    }

    /// "にほん — Japan"; only the gloss for a kana word.
    static func subtitle(for word: Word) -> String {
        let gloss = KanjiLabels.gloss(of: word)
        return word.reading == word.headword ? gloss : "\(word.reading) — \(gloss)"
    }
}
