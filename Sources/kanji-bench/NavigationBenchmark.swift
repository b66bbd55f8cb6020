import Coordination
import KanjiKit
import Browser

// MARK: - NavigationBenchmark

/// Issue 3a: how long opening a kanji's detail and going back takes, median of many samples.
///
/// Two measures, because opening a detail does two very different things:
/// - **navigation only**: the app's own coordinator and screen types wired as the app wires them (child of
///   the root list's coordinator, screen owning the coordinator, pushed on and popped off the real stack),
///   with the kanji's words fetched once beforehand. The ≤ 10 µs target is about this machinery;
/// - **user-visible**: Enter on the root list and Back, exactly as a person does it, where
///   `KanjiDetailCoordinator.start()` also reads the kanji's words from words.bin and groups them by reading.
struct NavigationBenchmark {
    /// The shared, read-only dataset.
    let store: KanjiStore
    /// The kanji opened: the same one as `kanji-tui show 日`, one of the richest in words.
    let character: String

    // MARK: Running

    /// Measures both variants on one browser over the real data.
    /// - Returns: The table rows, navigation only first.
    /// - Throws: `DatasetError` for unreadable data; ``BenchmarkFailure`` when the kanji is missing, or when
    ///   a round trip does not push and pop one detail or leaves a coordinator alive.
    ///
    /// The timed loops count no coordinator (counting is a test tool the app does not pay for, nor should its
    /// timing): Enter and Back are counted before and after them, and one push + pop after them, and each loop only
    /// repeats one of those round trips.
    func run() throws -> [BenchmarkRow] {
        let browser = try KanjiBrowser.inMemory(store: store)
        browser.application.rootList.moveCursor(to: character)
        guard let kanji = browser.application.rootList.selectedKanji, kanji.character == character else {
            throw BenchmarkFailure(description: "\(character) is not in the dataset")
        }
        // As many words as a detail holds (`wordLimit`), made into its rows once, as `start()` does for each opening.
        let words = KanjiWordList(groups: [KanjiWordGroup(reading: nil, words: try browser.application.services.words.get()
            .kanjiWords(of: kanji.character.first!, limit: KanjiDetailCoordinator.wordLimit))])
        try expectRoundTrip(on: browser)

        let navigationOnly = IterationTimer(samples: 31, iterations: 10_000).medianNanoseconds {
            pushAndPopDetail(of: kanji, words: words, on: browser)
        }
        let userVisible = IterationTimer(samples: 31, iterations: 100).medianNanoseconds {
            browser.handle(.cursor(.select))
            browser.handle(.back)
        }
        guard browser.stack.screens.count == 1 else {
            throw BenchmarkFailure(description: "the push + pop loops left \(browser.breadcrumb) behind")
        }
        try expectFreesItsCoordinators("a push + pop of \(character)'s detail after the loops") {
            pushAndPopDetail(of: kanji, words: words, on: browser)
        }
        try expectRoundTrip(on: browser)

        return [
            BenchmarkRow(
                measure: "push + pop of \(character)'s detail screen and its coordinator, navigation only "
                    + "(words pre-fetched); median of 31 samples × 10,000",
                result: navigationOnly.microsecondsText,
                target: "≤ 10 µs", isMet: navigationOnly <= 10_000),
            BenchmarkRow(
                measure: "Enter on \(character) in the root list, then Back: user-visible, including `start()`'s "
                    + "lookup of its \(words.rows.count) words in words.bin, grouped by reading; median of 31 samples × 100",
                result: userVisible.microsecondsText,
                target: "— (target applies to navigation only)", isMet: nil),
        ]
    }

    // MARK: Private

    /// What following `.kanjiDetail` and `KanjiDetailCoordinator.start()` do, minus the word lookup (and the
    /// word-chosen callback, which only a person can trigger): the coordinator becomes a child of the root
    /// list's coordinator, the screen takes ownership of it, the stack pushes the screen and pops it, and
    /// ARC frees both when this function returns.
    private func pushAndPopDetail(of kanji: Kanji, words: KanjiWordList, on browser: KanjiBrowser) {
        guard let navigator = browser.application.navigator(of: .kanji) else { return }
        let detail = KanjiDetailCoordinator(navigator: navigator, services: browser.application.services, kanji: kanji)
        browser.application.rootList.coordinator?.addChild(detail)
        browser.stack.push(.kanjiDetail(KanjiDetailViewModel(kanji: kanji, words: words, coordinator: detail)))
        browser.stack.pop()
    }

    /// Checks, before and after the timing, that Enter pushes the detail of ``character`` and Back frees it, so
    /// the loops time the work they claim to.
    private func expectRoundTrip(on browser: KanjiBrowser) throws {
        let counter = LiveCoordinatorCounter()
        counter.counting { browser.handle(.cursor(.select)) }
        guard browser.breadcrumb == [AppTab.kanji.title, character],
              case .kanjiDetail = browser.stack.top
        else { throw BenchmarkFailure(description: "Enter on \(character) led to \(browser.breadcrumb)") }
        browser.handle(.back)
        guard browser.stack.screens.count == 1, counter.count == 0 else {
            throw BenchmarkFailure(description: "Back from \(character) did not free its detail coordinator")
        }
    }

    /// Runs `navigation` once with its coordinators counted, and fails unless it freed every one of them.
    private func expectFreesItsCoordinators(_ navigation: String, _ body: () -> Void) throws {
        let counter = LiveCoordinatorCounter()
        counter.counting(body)
        guard counter.count == 0 else {
            throw BenchmarkFailure(description: "\(navigation) left "
                + "\(counter.liveCoordinators.map(\.debugName)) alive")
        }
    }
}
