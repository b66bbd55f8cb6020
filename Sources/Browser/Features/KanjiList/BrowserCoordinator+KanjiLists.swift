import KanjiKit

/// The kanji lists reached by a route, on the same list screen as all kanji: choosing one opens its detail, `f`
/// filters the list (``BrowserCoordinator/list(_:didOutput:)``).
extension BrowserCoordinator {
    /// The kanji of one word (``AppRoute/kanjiOfWord(rank:)``), titled with the word, its reading and gloss. The
    /// store has parsed every kanji by now (the root list needs them), so these lookups cannot meet a bad line;
    /// should one fail anyway, the list shows the kanji found before it.
    /// - Parameter services: the kanji data the word's kanji are read from.
    func makeKanjiList(of entry: DictionaryEntry, services: any KanjiListServices) -> AppScreen {
        // The kanji spelling: a word usually written in kana (この) is headed by its kana, which holds no kanji.
        let kanji = (try? services.store.kanji(in: entry.kanjiSpelling)) ?? []
        // "日本 (its kanji)": the breadcrumb tells this step from the word's own page, "日本 (word)".
        let screen = KanjiListViewModel(title: entry.headword + " (its kanji)", subtitle: WordLabels.readingAndGloss(of: entry),
                                        subject: .word(headword: entry.headword, reading: entry.reading), source: .word(rank: entry.rank), kanji: kanji,
                                        search: try? services.store.kanjiSearch(), coordinator: self)
        return listening(to: screen)
    }

    /// Every kanji that contains one component (``AppRoute/kanjiContaining(component:)``), as jisho.org links a
    /// radical to its kanji, titled with the component, its meaning and strokes. The kanji come from the radical
    /// picker's index, in the all-kanji list's order (most frequent first); a components file that cannot be read
    /// leaves the list empty, its subtitle saying why.
    /// - Parameter services: the kanji data the component and its kanji are read from.
    func makeKanjiList(containing component: String, services: any KanjiListServices) -> AppScreen {
        let kanji: [Kanji]
        var subtitle: String
        do {
            let description = try services.store.componentDescription(of: component)
            subtitle = "\(description.meaningText) · \(description.strokeCount) strokes"
            kanji = try services.store.componentIndex().kanji(containingAll: [component])
        } catch {
            kanji = []
            subtitle = "unavailable: \(error)"
        }
        let screen = KanjiListViewModel(title: component, subtitle: subtitle, source: .component(component), kanji: kanji,
                                        search: try? services.store.kanjiSearch(), coordinator: self)
        return listening(to: screen)
    }

    /// Every kanji (``AppRoute/allKanji``), as the Kanji tab's list shows them before a filter or sort, which here
    /// last as long as the screen; a kanji file that cannot be read leaves the list empty, its subtitle saying why.
    /// - Parameter services: the kanji data, and the word dictionary the search's word hint reads.
    func makeEveryKanjiList(services: any KanjiListServices) -> AppScreen {
        let kanji: [Kanji]
        var subtitle: String?
        do {
            kanji = try services.store.allKanji()
        } catch {
            kanji = []
            subtitle = "unavailable: \(error)"
        }
        let screen = KanjiListViewModel(title: AppTab.kanji.title, subtitle: subtitle, source: .all, kanji: kanji,
                                        sortKey: AllKanjiListCoordinator.givenOrder, search: try? services.store.kanjiSearch(),
                                        words: try? services.words.get(), coordinator: self)
        return listening(to: screen)
    }

    /// `screen` with its study marks, its output heard by this coordinator.
    private func listening(to screen: KanjiListViewModel) -> AppScreen {
        screen.studyMarks = studyMarks
        // Weak self: the screen owns this coordinator. Unowned screen: the screen itself calls this closure, so it
        // is alive whenever the closure runs, and a strong capture would be a cycle.
        screen.onOutput = { [weak self, unowned screen] output in self?.list(screen, didOutput: output) }
        return .kanjiList(screen)
    }
}
