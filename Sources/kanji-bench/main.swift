#if canImport(Glibc)
import Glibc
#endif
import KanjiKit

// `kanji-bench [DATA_DIR]`: the in-process measurements of issue 3 over the real dataset, printed as
// Markdown table rows (measure | result | target | met) for `tools/bench.sh` to append to its own.
// Exits 2 only when it cannot measure; a missed target is a row that says so.

do {
    let store = try KanjiStore(directory: DataLocation.directory(explicit: CommandLine.arguments.dropFirst().first))
    // The walk runs first, in a fresh process, so no earlier phase has already grown the heap it watches.
    StandardError.write("kanji-bench: 1,000,000 random navigation steps…\n")
    let walk = try RandomWalkBenchmark(store: store, steps: 1_000_000, warmUpSteps: 10_000).run()
    StandardError.write("kanji-bench: push + pop of a detail…\n")
    let navigation = try NavigationBenchmark(store: store, character: "日").run()
    for row in navigation + walk { print(row.markdown) }
} catch {
    StandardError.write("kanji-bench: \(error)\n")
    exit(2)
}
