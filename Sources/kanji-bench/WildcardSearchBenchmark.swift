import KanjiKit
import Browser

// MARK: - WildcardSearchBenchmark

/// Issue 21's wildcard word search on the Words tab (`*日*`, `日?`, `*ぶ`: jisho.org's syntax, over the complete
/// JMdict): every keystroke of each query, typed a character at a time, until its results are there. The target
/// is the slowest keystroke: `*ぶ` reads every key of the forms index, and no keystroke may take 50 ms.
///
/// Run beside issue 10's keystrokes (the same screen and dictionary), each query typed `rounds` times.
struct WildcardSearchBenchmark {
    let store: KanjiStore
    /// The data directory, where `words.bin` is.
    let directory: String
    /// The queries typed, each with the headword its results must start with (checked every round).
    let queries: [(text: String, first: String)]
    /// How many times every query is typed; odd, so each keystroke's median is one of its samples.
    let rounds: Int

    /// - Throws: `DatasetError` for unreadable data; ``BenchmarkFailure`` when a query's best word is not the one
    ///   pinned.
    func run() throws -> [BenchmarkRow] {
        let browser = try KanjiBrowser.inMemory(store: store, words: Result { () throws(DatasetError) in try WordDictionary(directory: directory) })
        browser.handle(.selectTab(AppTab.words.rawValue))
        guard case .wordSearch(let search) = browser.stack.top else {
            throw BenchmarkFailure(description: "the Words tab shows no search: \(browser.breadcrumb)")
        }
        let clock = ContinuousClock()
        var rows: [BenchmarkRow] = []
        for query in queries {
            var samples: [Double] = []
            for _ in 0..<rounds {
                browser.handle(.prompt(.deleteToStart))
                for character in query.text {
                    samples.append(clock.measure { browser.handle(.prompt(.insert(String(character)))) }.nanoseconds)
                }
                guard search.results.first?.word.expression == query.first else {
                    throw BenchmarkFailure(description: "\"\(query.text)\" found \(search.results.first?.word.expression ?? "nothing") first, not \(query.first)")
                }
            }
            samples.sort()
            let slowest = samples.last ?? 0
            rows.append(BenchmarkRow(
                measure: "wildcard word search keystroke → results (\(WordSearchViewModel.resultLimit) at most) on the Words tab: "
                    + "\"\(query.text)\" typed a character at a time, \(rounds) times; median of \(samples.count) keystrokes, and the slowest",
                result: "\(samples[samples.count / 2].microsecondsText) (slowest \(slowest.microsecondsText))",
                target: "slowest ≤ 50 ms", isMet: slowest <= 50_000_000))
        }
        return rows
    }
}
