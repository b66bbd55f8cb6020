import Coordination
import KanjiKit

/// The kanji of one word, on the same list screen as all kanji; choosing one opens its detail.
public final class WordKanjiListCoordinator: BrowserCoordinator {
    public let entry: DictionaryEntry

    init(navigator: TabNavigator, entry: DictionaryEntry) {
        self.entry = entry
        super.init(navigator: navigator)
    }

    /// Builds the list titled with the word, its reading and gloss, and pushes it. The store has parsed
    /// every kanji by now (the root list needs them), so these lookups cannot meet a bad line; should one
    /// fail anyway, the list shows the kanji found before it.
    public override func start() {
        // The kanji spelling: a word usually written in kana (この) is headed by its kana, which holds no kanji.
        let kanji = (try? store.kanji(in: entry.kanjiSpelling)) ?? []
        // "日本 (its kanji)": the breadcrumb tells this step from the word's own page, "日本 (word)".
        let screen = KanjiListViewModel(title: entry.headword + " (its kanji)", subtitle: WordLabels.readingAndGloss(of: entry),
                                        subject: .word(headword: entry.headword, reading: entry.reading), kanji: kanji,
                                        search: try? store.kanjiSearch(), coordinator: self)
        screen.studyMarks = studyMarks
        // Weak self: the screen owns this coordinator. Unowned screen: the screen itself calls this closure, so it
        // is alive whenever the closure runs, and a strong capture would be a cycle.
        screen.onOutput = { [weak self, unowned screen] output in self?.list(screen, didOutput: output) }
        navigator.push(.kanjiList(screen))
    }
}
