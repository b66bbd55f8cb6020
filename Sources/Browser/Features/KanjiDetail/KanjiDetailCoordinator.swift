import Coordination
import KanjiKit
#if DEBUG
import Glibc
#endif

/// One kanji's detail; choosing a word opens the word's detail, `o` the kanji's stroke order, `w` every word written
/// with the kanji in the word search (all routes).
public final class KanjiDetailCoordinator: BrowserCoordinator {
    public let kanji: Kanji
    /// Strong: the kanji data, the word dictionary and the stroke drawings (``KanjiDetailServices``), none of which
    /// refers to a coordinator.
    private let services: any KanjiDetailServices

    /// The most words a kanji's detail lists: its most common ones, grouped. 日 is written in over 1,500 JMdict
    /// words; reading and grouping them all would slow every opening for rows nobody scrolls to, and the Words
    /// tab finds any of them. A hundred fill five screens at 80×24 and keep each open detail's memory small
    /// (the million-step walk holds two dozen details at its deepest); 300 made opening a detail three times dearer.
    public static let wordLimit = 100

    #if DEBUG
    /// The leak `make memcheck` must catch (tools/tests/test_memcheck_gate.py): with KANJI_TUI_TEST_LEAK_COORDINATOR=1
    /// in the environment, each detail keeps its screen strongly, the one thing a coordinator must never own. The
    /// screen owns this coordinator, so once popped the two keep each other alive: a leaked coordinator with its
    /// cycle, as a real ownership bug leaks one. (Holding the parent strongly instead would leak nothing: the parent
    /// never owns its children.)
    ///
    /// DEBUG only, so the product, a release build, holds neither the property nor the environment read. Read from
    /// the environment rather than compiled in by a `-D` condition of its own because the memcheck binary is this
    /// debug configuration (built -O): one build serves the gate's clean run and its leaking one, where a
    /// `-DLEAK_PROOF` build would recompile the whole app and its dependencies a second time, in a second scratch
    /// folder, for every `make memcheck`.
    private var leakProofScreen: KanjiDetailViewModel?
    #endif

    /// Public for the navigation benchmark, which wires one as the route switch does.
    /// - Parameters:
    ///   - services: what the detail reads and the shared actions write (the app's services, seen as this composition).
    ///   - kanji: the person's choice; the words are looked up in `start()`.
    public init(navigator: TabNavigator, services: any KanjiDetailServices, kanji: Kanji) {
        self.kanji = kanji
        self.services = services
        super.init(navigator: navigator, services: services)
    }

    /// Looks up the kanji's words and drawing, builds the detail screen (which then owns this coordinator) and pushes it.
    /// A broken word dictionary does not stop the detail: the screen says what is wrong where the words would be.
    public override func start() {
        let screen: KanjiDetailViewModel
        let strokeOrder = services.strokes.lookUp(kanji)
        let learnerFacts = KanjiInLearnerDictionaries.facts(of: kanji.character, in: services.dictionaries)
        do {
            let total = kanji.character.first.map { (try? services.words.get().wordCount(containing: $0)) ?? 0 } ?? 0
            screen = KanjiDetailViewModel(kanji: kanji, words: KanjiWordList(groups: try wordGroups(), totalCount: total),
                                          strokeOrder: strokeOrder, learnerFacts: learnerFacts, coordinator: self)
        } catch {
            screen = KanjiDetailViewModel(kanji: kanji, words: .empty, wordsNotice: "Words unavailable: \(error)",
                                          strokeOrder: strokeOrder, learnerFacts: learnerFacts, coordinator: self)
        }
        screen.studyMarks = studyMarks
        // Weak self: the screen owns this coordinator. Unowned screen: the screen itself calls this closure.
        screen.onOutput = { [weak self, unowned screen] output in
            switch output {
            case .wordChosen(let word): self?.showDetail(of: word, from: screen)
            case .strokeOrderRequested: self?.show(.strokeOrder(screen.kanji.character))
            case .routeRequested(let route): self?.show(route)
            case .toggleKept(let item): if let self { screen.showNotice(toggleKept(item)) }
            case .markRequested(.word(let headword, let reading), let mark):
                if let self { screen.showNotice(services.toggleMark(mark, headword: headword, reading: reading).notice) }
            case .markRequested(.kanji, _): break
            case .undoRequested: if let self { screen.showNotice(undoDeckChange()) }
            }
        }
        navigator.push(.kanjiDetail(screen))
        recordOpened(.kanji(kanji.character))
        #if DEBUG
        if getenv("KANJI_TUI_TEST_LEAK_COORDINATOR").map({ String(cString: $0) }) == "1" { leakProofScreen = screen }
        #endif
    }

    /// The kanji's words from the dictionary, by rank, each in the spelling that holds the kanji, grouped by the
    /// reading of the kanji they use.
    private func wordGroups() throws(DatasetError) -> [KanjiWordGroup] {
        guard let character = kanji.character.first else { return [] }
        let words = try services.words.get().kanjiWords(of: character, limit: Self.wordLimit)
        var readings: [Character: [String]] = [:]
        return KanjiWordGroup.groups(of: words, for: kanji) { other in
            if let known = readings[other] { return known }
            let found = services.kanji(String(other)).map { $0.onReadings + $0.kunReadings } ?? []
            readings[other] = found
            return found
        }
    }

    /// Reads the whole entry of a word the screen listed (its row keeps only the line shown) and opens its detail,
    /// headed by the spelling the row shows — the one that holds this kanji (章魚 for たこ under 魚); a record that
    /// cannot be read is said on the screen instead.
    private func showDetail(of word: KanjiWordRow, from screen: KanjiDetailViewModel) {
        do {
            let entry = try services.words.get().entry(rank: word.rank)
            show(.wordDetail(entry, writtenAs: word.headword))
        } catch {
            screen.showNotice("\(word.headword) unavailable: \(error)")
        }
    }
}
