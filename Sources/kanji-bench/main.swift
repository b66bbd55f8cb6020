import Glibc
import KanjiKit
import TerminalUI

// `kanji-bench [--issue 3|4|5|9|10|11|12|19|21|23|24|35|36|46|47|49|50]… [DATA_DIR]`: the in-process measurements of issues 3 (navigation), 4 (frames),
// 5 (search), 9 (tabs, history), 10 (word search), 11 (the review scheduler, reading the study cards), 12 (stroke order)
// 19 (the screens on 100,000 history entries and 50,000 cards), 21 (the reader on a long text, `--reading-text PATH`, with issue 32's `v` and `e` and issue 47's `K`) and 23 (the study statistics on 50,000 cards and
// 100,000 reviews) and 24 (handwriting: accuracy on every jōyō kanji, a stroke → candidates) and 35 (the stroke judge; two strokes joined) and 36 (a word's pitch accents; a word's sound after `p`) and 46 (a key's frame written through ncurses) and 47 (the i+1 sentences and a word's uses in a library of texts, `--library DIR`) and 49 (importing a Yomitan dictionary of 200,000 terms; a lookup across five) and 50 (a followed text of 10,000 lines) over the real dataset, printed as Markdown table
// rows (measure | result | target | met) for `tools/bench.sh` to add to its own. Exits 2 only when it cannot measure;
// a missed target is a row that says so. `--write-user-data PATH` only writes issue 19's database, and
// `--write-study-stats-data PATH` issue 23's (the same with 100,000 reviews), for bench.sh.

do {
    let arguments = try BenchmarkArguments(Array(CommandLine.arguments.dropFirst()))
    let store = try KanjiStore(directory: DataLocation.directory(explicit: arguments.dataDirectory))
    if let path = arguments.userDataToWrite {
        try LargeUserData(store: store).write(to: path)
        exit(0)
    }
    if let path = arguments.studyStatsDataToWrite {
        try StudyStatsBenchmark.write(store: store, to: path, now: Int64(time(nil)))
        exit(0)
    }
    if let path = arguments.handwritingToWrite {
        guard let file = fopen(path, "w") else { throw BenchmarkFailure(description: "\(path) cannot be written") }
        fputs(try HandwritingBenchmark(store: store, directory: try DataLocation.directory(explicit: arguments.dataDirectory)).handDrawnJSON(), file)
        fclose(file)
        exit(0)
    }
    if let path = arguments.joinedHandwritingToWrite {
        guard let file = fopen(path, "w") else { throw BenchmarkFailure(description: "\(path) cannot be written") }
        fputs(try WritingJudgeBenchmark(store: store, directory: try DataLocation.directory(explicit: arguments.dataDirectory)).joinedJSON(), file)
        fclose(file)
        exit(0)
    }
    var rows: [BenchmarkRow] = []
    if arguments.issues.contains(3) {
        // The walk runs first, in a fresh process, so no earlier phase has already grown the heap it watches.
        StandardError.write("kanji-bench: 1,000,000 random navigation steps…\n")
        let walk = try RandomWalkBenchmark(store: store, steps: 1_000_000, warmUpSteps: 10_000).run()
        StandardError.write("kanji-bench: push + pop of a detail…\n")
        rows += try NavigationBenchmark(store: store, character: "日").run() + walk
    }
    if arguments.issues.contains(4) {
        StandardError.write("kanji-bench: keystroke → frame while scrolling…\n")
        for size in [TerminalSize(rows: 40, columns: 120), TerminalSize(rows: 24, columns: 80)] {
            rows.append(try FrameBenchmark(store: store, size: size).run())
        }
    }
    if arguments.issues.contains(46) {
        StandardError.write("kanji-bench: keystroke → frame written through ncurses (issue 46)…\n")
        for size in [TerminalSize(rows: 40, columns: 120), TerminalSize(rows: 24, columns: 80)] {
            for keys in FrameWriteBenchmark.Keys.allCases {
                rows.append(try FrameWriteBenchmark(store: store, size: size).run(keys))
            }
        }
    }
    if arguments.issues.contains(5) {
        StandardError.write("kanji-bench: search keystrokes…\n")
        let queries = [(text: "nichi", finds: "日"), ("water", "水"), ("みず", "水"), ("日", "日")]
        rows += try SearchBenchmark(store: store, queries: queries, rounds: 31).run()
    }
    if arguments.issues.contains(9) {
        StandardError.write("kanji-bench: tab switches and history records…\n")
        rows += try TabBenchmark(store: store).run()
    }
    if arguments.issues.contains(10) {
        StandardError.write("kanji-bench: word search keystrokes and the Words tab's memory…\n")
        let queries = [(text: "nihon", first: "日本"), ("taberu", "食べる"), ("to eat", "食べる"), ("gakkou", "学校"), ("日本", "日本")]
        rows += try WordSearchBenchmark(store: store, directory: DataLocation.directory(explicit: arguments.dataDirectory),
                                        queries: queries, rounds: 31).run()
        StandardError.write("kanji-bench: wildcard word search keystrokes (issue 21)…\n")
        let patterns = [(text: "*日*", first: "日"), ("日?", "日本"), ("*ぶ", "部")]
        rows += try WildcardSearchBenchmark(store: store, directory: DataLocation.directory(explicit: arguments.dataDirectory),
                                            queries: patterns, rounds: 11).run()
    }
    if arguments.issues.contains(11) {
        StandardError.write("kanji-bench: 100,000 FSRS reviews…\n")
        rows += try SchedulerBenchmark().run()
        StandardError.write("kanji-bench: reading 5,000 study cards…\n")
        rows += try StudyCardsBenchmark(store: store).run()
        StandardError.write("kanji-bench: review cards and the Study tab…\n")
        rows += try StudyBenchmark(store: store).run()
    }
    if arguments.issues.contains(12) {
        StandardError.write("kanji-bench: stroke-order frames and lookups…\n")
        rows += try StrokeOrderBenchmark(store: store).run()
    }
    if arguments.issues.contains(19) {
        StandardError.write("kanji-bench: the screens on 100,000 history entries and 50,000 cards…\n")
        rows += try LargeUserDataBenchmark(store: store).run()
    }
    if arguments.issues.contains(21) {
        if let path = arguments.readingText {
            let reading = ReadingBench(store: store, directory: try DataLocation.directory(explicit: arguments.dataDirectory), textPath: path)
            StandardError.write("kanji-bench: the reader on \(path): first frame, keystrokes, memory…\n")
            rows += try ReaderBenchmark(bench: reading).run()
            StandardError.write("kanji-bench: v in the reader on \(path): the unknown words' first frame…\n")
            rows += try UnknownWordsBenchmark(bench: reading).run()
            StandardError.write("kanji-bench: e in the reader on \(path): the next entry's frame…\n")
            rows += try EntryCycleBenchmark(bench: reading).run()
            StandardError.write("kanji-bench: K in the reader on \(path): a word marked known, to its frame (issue 47)…\n")
            rows += try MarkWordBenchmark(bench: reading).run()
        } else {
            StandardError.write("kanji-bench: issue 21 needs a text: --reading-text PATH (tools/make-reading-text.py 10000000 PATH writes one)\n")
        }
    }
    if arguments.issues.contains(47) {
        if let library = arguments.library {
            StandardError.write("kanji-bench: the i+1 sentences and a word's uses in the texts of \(library)…\n")
            rows += try LibrarySentencesBenchmark(store: store, directory: try DataLocation.directory(explicit: arguments.dataDirectory), library: library).run()
        } else {
            StandardError.write("kanji-bench: issue 47 needs a library: --library DIR (tools/bench-sentences.sh makes one)\n")
        }
    }
    if arguments.issues.contains(49) {
        StandardError.write("kanji-bench: importing a Yomitan dictionary of 200,000 terms, a lookup across five (issue 49)…\n")
        rows += try YomitanDictionaryBenchmark().run()
    }
    if arguments.issues.contains(50) {
        StandardError.write("kanji-bench: a followed text of 10 and of 10,000 lines, a line's arrival and keys to their frames (issue 50)…\n")
        rows += try FollowBenchmark(store: store, directory: try DataLocation.directory(explicit: arguments.dataDirectory)).run()
    }
    if arguments.issues.contains(23) {
        StandardError.write("kanji-bench: fitting FSRS parameters to 10,000 reviews…\n")
        rows += try OptimizerBenchmark().run()
        StandardError.write("kanji-bench: the study statistics on 50,000 cards and 100,000 reviews…\n")
        rows += try StudyStatsBenchmark(store: store).run()
    }
    if arguments.issues.contains(24) {
        StandardError.write("kanji-bench: handwriting on every jōyō kanji, a stroke → candidates, a long drag…\n")
        rows += try HandwritingBenchmark(store: store, directory: try DataLocation.directory(explicit: arguments.dataDirectory)).run()
    }
    if arguments.issues.contains(35) {
        StandardError.write("kanji-bench: the stroke judge on every jōyō kanji, a stroke → verdict, two strokes joined…\n")
        rows += try WritingJudgeBenchmark(store: store, directory: try DataLocation.directory(explicit: arguments.dataDirectory)).run()
    }
    if arguments.issues.contains(36) {
        StandardError.write("kanji-bench: a word's pitch accents, looked up and drawn…\n")
        rows += try PitchBenchmark(directory: try DataLocation.directory(explicit: arguments.dataDirectory)).run()
        StandardError.write("kanji-bench: a word's sound after p, made by Open JTalk and from the cache…\n")
        rows += try SpeechBenchmark(directory: try DataLocation.directory(explicit: arguments.dataDirectory)).run()
    }
    for row in rows { print(row.markdown) }
} catch {
    StandardError.write("kanji-bench: \(error)\n")
    exit(2)
}
