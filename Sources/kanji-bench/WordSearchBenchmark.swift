import KanjiKit
import Browser

// MARK: - WordSearchBenchmark

/// Issue 10's screen targets: a keystroke on the Words tab's search line until its results are there (≤ 1 ms
/// median, over the complete JMdict), and the browser's resident memory after opening the tab and searching
/// (≤ 40 MB).
///
/// Run in a process of its own (`--issue 10`), so the resident set is the browser's as the app builds it — every
/// kanji parsed, the word dictionary mapped — plus the pages of `words.bin` the searches touched. In-process, so
/// without the terminal, ncurses and the user database; `tools/browser-rss.sh` measures the real `kanji-tui` the
/// same way in tmux (0.3 MB more at the last measurement, BENCHMARKS.md).
struct WordSearchBenchmark {
    /// The shared, read-only dataset.
    let store: KanjiStore
    /// The data directory, where `words.bin` is.
    let directory: String
    /// The queries typed, each with the headword its results must start with (checked every round).
    let queries: [(text: String, first: String)]
    /// How many times every query is typed; odd, so each keystroke's median is one of its samples.
    let rounds: Int

    // MARK: Running

    /// - Throws: `DatasetError` for unreadable data; ``BenchmarkFailure`` when the tab shows no search line or
    ///   a query's best word is not the one pinned.
    func run() throws -> [BenchmarkRow] {
        let browser = try KanjiBrowser.inMemory(store: store, words: Result { () throws(DatasetError) in try WordDictionary(directory: directory) })
        _ = try store.allKanji()
        browser.handle(.selectTab(AppTab.words.rawValue))
        guard case .wordSearch(let search) = browser.stack.top, search.prompt != nil else {
            throw BenchmarkFailure(description: "the Words tab has no open search line: \(browser.breadcrumb)")
        }
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<rounds {
            for query in queries {
                browser.handle(.prompt(.deleteToStart))
                for character in query.text {
                    samples.append(clock.measure { browser.handle(.prompt(.insert(String(character)))) }.nanoseconds)
                }
                guard search.results.first?.word.expression == query.first else {
                    throw BenchmarkFailure(description: "\"\(query.text)\" found \(search.results.first?.word.expression ?? "nothing") first, not \(query.first)")
                }
            }
        }
        let memory = ResidentMemory.now()
        samples.sort()
        let median = samples[samples.count / 2]
        let queryList = queries.map { "\"\($0.text)\"" }.joined(separator: ", ")
        let peakMB = memory.map { Double($0.peakKB) / 1024 }
        return [
            BenchmarkRow(
                measure: "word search keystroke → results (\(WordSearchViewModel.resultLimit) at most), over all "
                    + "\(try WordDictionary(directory: directory).count.grouped) JMdict words: \(queryList) typed a character "
                    + "at a time on the Words tab; median of \(samples.count) keystrokes",
                result: "\(median.microsecondsText) (slowest \(samples.last!.microsecondsText))",
                target: "≤ 1 ms", isMet: median <= 1_000_000),
            BenchmarkRow(
                measure: "browser peak resident memory after opening the Words tab and those searches (VmHWM; every kanji parsed; "
                    + "in-process: no terminal, no user database)",
                result: peakMB.map { "\($0.fixed(1)) MB" } ?? "unavailable",
                target: "≤ 40 MB", isMet: peakMB.map { $0 <= 40 }),
        ]
    }
}
